/**
 * The page asks the typed odds question (src/app/question): the form fills one, the
 * share link's fragment is its share string, the equivalent command its `toArgv`. It runs
 * as the app's OddsQuery, the same use-case as `infcalc odds`.
 */
import {
  checkQuestion,
  decodeQuestion,
  encodeQuestion,
  toArgv,
  type OddsQuestion,
} from '../app/question/index.js';
import type { OddsQuery, QueryValue } from '../app/query.js';
import type { Typed } from '../app/data-odds.js';
import { commandLine } from '../cli/shell.js';
import type { Reaction } from './fields.js';

export type Edition = 'n4' | 'n5';

/** What the page shows first: N5, the current edition. */
export const DEFAULT_QUESTION: OddsQuestion = {
  kind: 'odds',
  roll: 'pair',
  spec: '13b3',
  reactive: '11',
  rules: 'n5',
};

/** The fields of the question that are not the sides' specs: the options of `odds`. */
function optionsOf(q: OddsQuestion): Record<string, QueryValue> {
  const options: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(q))
    if (k !== 'kind' && k !== 'roll' && k !== 'spec' && k !== 'reactive' && v !== undefined)
      options[k] = v as QueryValue;
  return options;
}

/** The question the use-case runs. */
export function oddsQueryOf(q: OddsQuestion): OddsQuery {
  return {
    spec: q.spec ?? '',
    reactive: q.roll === 'pair' ? q.reactive : undefined,
    options: optionsOf(q),
  };
}

/** What the reactive trooper does, as the form shows it. */
export const reactionOf = (q: OddsQuestion): Reaction =>
  q.roll === 'normal' ? 'none' : q.vsDodge ? 'dodge' : q.vsReset ? 'reset' : 'attack';

/**
 * The question a form's values make: the reaction as `roll` and the Dodge or Reset
 * flags, the edition as `rules`; checked and canonical (the same question, one link).
 */
export function questionOf(form: {
  edition: Edition;
  active: string;
  reactive: string;
  reaction: Reaction;
  options: Readonly<Record<string, QueryValue>>;
}): { ok: true; value: OddsQuestion } | { ok: false; message: string } {
  const options = { ...form.options, rules: form.edition };
  // A trooper from game data fills a side's spec left empty (`odds vs --unit A --vs-unit B`).
  const named = (unit: string, trooper: string) =>
    typeof form.options[unit] === 'string' || typeof form.options[trooper] === 'string';
  const spec = form.active === '' && named('unit', 'trooper') ? {} : { spec: form.active };
  const reactive =
    form.reactive === '' && named('vsUnit', 'vsTrooper') ? {} : { reactive: form.reactive };
  const value =
    form.reaction === 'none'
      ? { kind: 'odds', roll: 'normal', ...spec, ...options }
      : {
          kind: 'odds',
          roll: 'pair',
          ...spec,
          ...reactive,
          ...options,
          ...(form.reaction === 'dodge' ? { vsDodge: true } : {}),
          ...(form.reaction === 'reset' ? { vsReset: true } : {}),
        };
  const checked = checkQuestion(value);
  if (!checked.ok) return { ok: false, message: checked.error.message };
  return checked.value.kind === 'odds'
    ? { ok: true, value: checked.value }
    : { ok: false, message: 'not an odds question' };
}

/** The equivalent command, quoted for a shell. */
export const commandOf = (q: OddsQuestion): string => commandLine(toArgv(q));

/** The share link's fragment: the question's share string. */
export const shareOf = (q: OddsQuestion): string => encodeQuestion(q);

/** A fragment back into an odds question, or why it cannot be read. */
export function questionOfShare(
  text: string,
): { ok: true; value: OddsQuestion } | { ok: false; message: string } {
  const q = decodeQuestion(text);
  if (!q.ok)
    return {
      ok: false,
      message: `this link cannot be read: ${q.error.message}${q.error.hint === undefined ? '' : ` (${q.error.hint})`}`,
    };
  if (q.value.kind !== 'odds')
    return { ok: false, message: `this link holds a ${q.value.kind} question: the page asks odds` };
  return { ok: true, value: q.value };
}

/** Does the question name a trooper from game data (`unit`, `trooper` and their `vs`)? */
export const namesTroopers = (q: OddsQuestion): boolean =>
  [q.unit, q.vsUnit, q.trooper, q.vsTrooper].some((v) => typeof v === 'string');

/** The question as `infcalc odds` hands it to the game data: its words and its options. */
export function typedOf(q: OddsQuestion): Typed {
  return {
    spec: q.spec === undefined || q.spec === '' ? undefined : q.spec,
    vs: q.roll === 'pair' ? 'vs' : undefined,
    reactive:
      q.roll === 'pair' && q.reactive !== undefined && q.reactive !== '' ? q.reactive : undefined,
    options: optionsOf(q),
  };
}
