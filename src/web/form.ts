/**
 * The odds form: read into its values (question.ts makes the typed question of them) and
 * written back from a question (a share link, a picked trooper). It is built from the
 * field table by form-parts.ts, at build time: the page's HTML holds it.
 */
import type { QueryValue } from '../app/query.js';
import {
  ACTIVE_FIELDS,
  REACTIVE_FIELDS,
  SITUATION_FIELDS,
  TROOPER_KEYS,
  type Reaction,
} from './fields.js';
import { reactionOf, type Edition } from './question.js';
import type { OddsQuestion } from '../app/question/index.js';

const input = (
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLSelectElement | null => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el : null;
};

const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');

/** What the form holds: the two sides, the reaction, the edition and the options. */
export interface FormValues {
  readonly edition: Edition;
  readonly active: string;
  readonly reactive: string;
  readonly reaction: Reaction;
  readonly options: Readonly<Record<string, QueryValue>>;
}

/** The form's values, as typed. */
export function readForm(form: HTMLFormElement): FormValues {
  const options: Record<string, QueryValue> = {};
  for (const f of [...ACTIVE_FIELDS, ...REACTIVE_FIELDS, ...SITUATION_FIELDS]) {
    const el = input(form, f.key);
    if (el === null) continue;
    if (f.type.kind === 'check') {
      if (el instanceof HTMLInputElement && el.checked) options[f.key] = true;
    } else if (f.type.kind === 'list') {
      const list = listOf(el.value);
      if (list.length > 0) options[f.key] = list;
    } else if (el.value.trim() !== '')
      options[f.key] = f.many ? [el.value.trim()] : el.value.trim();
  }
  const value = (name: string) => input(form, name)?.value.trim() ?? '';
  // Profile 1 is the default (`--profile` left out), as the command line writes it.
  for (const k of TROOPER_KEYS) {
    const v = value(k);
    if (v !== '' && !(v === '1' && (k === 'profile' || k === 'vsProfile'))) options[k] = v;
  }
  // A list member (`--trooper`) stands for its unit, profile and option; the code goes with it.
  const drop = new Set(
    (['', 'vs'] as const).flatMap((p) => {
      const k = (f: string) => (p === '' ? f : `vs${f.charAt(0).toUpperCase()}${f.slice(1)}`);
      return options[k('trooper')] === undefined
        ? [k('code')]
        : ['unit', 'profile', 'option'].map(k);
    }),
  );
  return {
    edition: value('edition') === 'n4' ? 'n4' : 'n5',
    active: value('active'),
    reactive: value('reactive'),
    reaction: (value('reaction') || 'attack') as Reaction,
    options: Object.fromEntries(Object.entries(options).filter(([k]) => !drop.has(k))),
  };
}

/** Show a question in the form (every field set, the others cleared). */
export function writeForm(form: HTMLFormElement, q: OddsQuestion): void {
  const set = (name: string, v: string) => {
    const el = input(form, name);
    if (el !== null) el.value = v;
  };
  set('edition', q.rules === 'n4' ? 'n4' : 'n5');
  set('active', q.spec ?? '');
  set('reactive', q.roll === 'pair' ? (q.reactive ?? '') : '');
  set('reaction', reactionOf(q));
  for (const f of [...ACTIVE_FIELDS, ...REACTIVE_FIELDS, ...SITUATION_FIELDS]) {
    const el = input(form, f.key);
    if (el === null) continue;
    const v = (q as unknown as Readonly<Record<string, unknown>>)[f.key];
    if (el instanceof HTMLInputElement && f.type.kind === 'check') el.checked = v === true;
    else el.value = Array.isArray(v) ? v.join(f.many ? '' : ', ') : typeof v === 'string' ? v : '';
  }
}
