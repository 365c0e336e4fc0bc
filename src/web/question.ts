/**
 * The page's odds question: two sides, what the reactive side does, the edition, and the
 * options of `infcalc odds` by key. It becomes the app's OddsQuery (the same use-case as
 * the command), the equivalent command, and the share link's fragment.
 */
import { optionEntries, type OddsQuery, type QueryValue } from '../app/query.js';
import { commandLine } from '../cli/shell.js';
import { ALL_FIELDS, REACTIONS, type Reaction } from './fields.js';

export type Edition = 'n4' | 'n5';

export interface PageQuestion {
  readonly edition: Edition;
  /** The active side's spec, `13b3` (attribute, MODs, burst). */
  readonly active: string;
  /** The reactive side's spec; unused for a Normal roll. */
  readonly reactive: string;
  readonly reaction: Reaction;
  /** Options by key; empty values are left out. */
  readonly options: Readonly<Record<string, QueryValue>>;
}

export const DEFAULT_QUESTION: PageQuestion = {
  edition: 'n5',
  active: '13b3',
  reactive: '11',
  reaction: 'attack',
  options: {},
};

/** The question the use-case runs: the reaction as its flag, the edition as `rules`. */
export function oddsQueryOf(q: PageQuestion): OddsQuery {
  const options: Record<string, QueryValue> = { ...q.options, rules: q.edition };
  if (q.reaction === 'dodge') options.vsDodge = true;
  if (q.reaction === 'reset') options.vsReset = true;
  return {
    spec: q.active,
    reactive: q.reaction === 'none' ? undefined : q.reactive,
    options,
  };
}

const flag = (key: string): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The words of the equivalent `infcalc odds` command. */
export function argvOf(q: PageQuestion): string[] {
  const query = oddsQueryOf(q);
  const argv = ['odds', query.spec];
  if (query.reactive !== undefined) argv.push('vs', query.reactive);
  for (const [key, value] of optionEntries(query.options)) {
    if (value === undefined || value === false || value === '') continue;
    if (value === true) argv.push(flag(key));
    else if (typeof value === 'string') argv.push(flag(key), value);
    else for (const v of value) argv.push(flag(key), v);
  }
  return argv;
}

/** The equivalent command, quoted for a shell. */
export const commandOf = (q: PageQuestion): string => commandLine(argvOf(q));

const SHARE_VERSION = 'w1';

/** The share fragment: a version, then the question as base64url JSON. */
export function shareOf(q: PageQuestion): string {
  const bytes = new TextEncoder().encode(JSON.stringify(q));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  const b64 = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${SHARE_VERSION}.${b64}`;
}

/** A fragment back into a question, or why it cannot be read (cut, edited, unknown). */
export function questionOfShare(
  text: string,
): { ok: true; value: PageQuestion } | { ok: false; message: string } {
  const [version, body] = text.split('.', 2);
  if (version !== SHARE_VERSION || body === undefined)
    return {
      ok: false,
      message: `this link's question is not one this page reads (version "${version ?? ''}")`,
    };
  let value: unknown;
  try {
    const bin = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    value = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(
        Uint8Array.from(bin, (c) => c.charCodeAt(0)),
      ),
    );
  } catch {
    return { ok: false, message: 'this link was cut or edited: its question cannot be read' };
  }
  return checkQuestion(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A decoded question checked field by field: a link is input, not trusted. */
function checkQuestion(
  v: unknown,
): { ok: true; value: PageQuestion } | { ok: false; message: string } {
  const bad = (what: string) => ({
    ok: false as const,
    message: `this link's question has ${what}`,
  });
  if (!isRecord(v)) return bad('no fields');
  const { edition, active, reactive, reaction, options } = v;
  if (edition !== 'n4' && edition !== 'n5') return bad('an unknown edition');
  if (typeof active !== 'string' || active.length > 200) return bad('a bad active side');
  if (typeof reactive !== 'string' || reactive.length > 200) return bad('a bad reactive side');
  if (!REACTIONS.some(([r]) => r === reaction)) return bad('an unknown reaction');
  if (!isRecord(options)) return bad('no options');
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(options)) {
    if (!ALL_FIELDS.has(key)) return bad(`an unknown field "${key.slice(0, 40)}"`);
    const ok =
      typeof value === 'boolean' ||
      (typeof value === 'string' && value.length <= 200) ||
      (Array.isArray(value) &&
        value.length <= 50 &&
        value.every((x) => typeof x === 'string' && x.length <= 200));
    if (!ok) return bad(`a bad value for "${key}"`);
    out[key] = value as QueryValue;
  }
  return {
    ok: true,
    value: { edition, active, reactive, reaction: reaction as Reaction, options: out },
  };
}
