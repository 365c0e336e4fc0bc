/**
 * The odds question (`infcalc odds`, a compare entry, a batch line): a Normal roll of one
 * spec, or a pair of specs "A vs B" (a Face-to-Face roll, or the two Normal rolls of a
 * Direct Template or Berserk, docs/rules.md §8.6, §8.9). Either side may come from game
 * data (`unit`, `weapon`, ...) in place of its spec.
 */
import type { OddsQuery } from '../query.js';
import { canonicalFields, fieldArgv, TROOPER, type FieldsOf } from './fields.js';

/**
 * The fields of an odds question, in the order the command line is written back. What
 * only chooses how an answer is shown or where files are (`--json`, `--format`,
 * `--chart`, `--ndjson`, `--data`, `--profiles`) is the run's, not the question's.
 */
export const ODDS_FIELDS = {
  // In the order the command declares its options, so that a question printed back
  // (src/cli/odds-question.ts `queryText`) reads as it always has.
  sd: 'value',
  vsSd: 'value',
  cumulative: 'flag',
  mod: 'list',
  vsMod: 'list',
  rules: 'value',
  // Skills and situations (docs/rules.md §8).
  with: 'list',
  vsWith: 'list',
  // Skills of a trooper from game data struck out (docs/game-data.md).
  without: 'list',
  vsWithout: 'list',
  zone: 'list',
  cc: 'flag',
  program: 'value',
  vsDodge: 'flag',
  vsReset: 'flag',
  choice: 'list',
  discover: 'flag',
  // Weapons and targets (docs/rules.md §6).
  ...TROOPER,
  vsDam: 'value',
  vsPs: 'value',
  vsAmmo: 'value',
  vsCont: 'flag',
  vsSave: 'value',
  vsArm: 'value',
  vsBts: 'value',
  vsPh: 'value',
  vsW: 'value',
  vsStr: 'flag',
  vsTaken: 'value',
  vsCover: 'flag',
  vsNwi: 'flag',
  vsRemotePresence: 'flag',
  vsImmunity: 'list',
  vsSr: 'value',
  vsDead: 'flag',
  vsSepsitor: 'flag',
  orders: 'value',
  template: 'flag',
  vsTemplate: 'flag',
  // Troopers from game data (docs/game-data.md).
  unit: 'value',
  profile: 'value',
  option: 'value',
  code: 'value',
  trooper: 'value',
  weapon: 'value',
  range: 'value',
  faction: 'value',
  vsUnit: 'value',
  vsProfile: 'value',
  vsOption: 'value',
  vsCode: 'value',
  vsTrooper: 'value',
  vsWeapon: 'value',
  vsRange: 'value',
  vsFaction: 'value',
  allowOutOfRange: 'flag',
} as const;

export type OddsFields = FieldsOf<typeof ODDS_FIELDS>;

/** `odds 13b3`, or `odds --unit fusilier --weapon "combi rifle"` (spec from the data). */
export interface NormalOddsQuestion extends OddsFields {
  readonly kind: 'odds';
  readonly roll: 'normal';
  readonly spec?: string;
}

/**
 * `odds 13b3 vs 11`; the reactive spec may come from the data (`vs --vs-unit ...`), and
 * then the active one may too. A reactive spec is never given without an active one.
 */
export interface PairOddsQuestion extends OddsFields {
  readonly kind: 'odds';
  readonly roll: 'pair';
  readonly spec?: string;
  readonly reactive?: string;
}

export type OddsQuestion = NormalOddsQuestion | PairOddsQuestion;

/** Does the question name a trooper from game data? Then "vs" may stand without specs. */
export function namesTrooper(value: object): boolean {
  const o = value as Readonly<Record<string, unknown>>;
  return ['unit', 'vsUnit', 'trooper', 'vsTrooper', 'code', 'vsCode'].some(
    (k) => typeof o[k] === 'string',
  );
}

/** The question in canonical form: fields in order, no switch off, no empty list. */
export function canonicalOdds(q: OddsQuestion): OddsQuestion {
  const rest = canonicalFields(ODDS_FIELDS, q) as OddsFields;
  const spec = q.spec === undefined ? {} : { spec: q.spec };
  if (q.roll === 'normal') return { kind: 'odds', roll: 'normal', ...spec, ...rest };
  const reactive = q.reactive === undefined ? {} : { reactive: q.reactive };
  return { kind: 'odds', roll: 'pair', ...spec, ...reactive, ...rest };
}

/** `['odds', '13b3', 'vs', '11', '--vs-mod', 'cover=-3']`: the command that asks it. */
export function oddsArgv(q: OddsQuestion): string[] {
  const words = ['odds'];
  if (q.spec !== undefined) words.push(q.spec);
  if (q.roll === 'pair') {
    words.push('vs');
    if (q.reactive !== undefined) words.push(q.reactive);
  }
  return [...words, ...fieldArgv(ODDS_FIELDS, q)];
}

/**
 * The question from the command line's words as commander gives them: `odds [spec] [vs]
 * [reactive]` and the options by attribute name. Troopers from the data let "vs" stand
 * alone (`odds vs --unit A --vs-unit B`). `notVs` when the middle word is not "vs".
 */
export function oddsFromCommand(
  words: { spec?: string; vs?: string; reactive?: string },
  options: object,
): OddsQuestion | { readonly notVs: string } {
  const vsAlone =
    namesTrooper(options) && words.spec?.toLowerCase() === 'vs' && words.vs === undefined;
  const spec = vsAlone ? undefined : words.spec;
  const vs = vsAlone ? 'vs' : words.vs;
  const rest = canonicalFields(ODDS_FIELDS, options) as OddsFields;
  const specPart = spec === undefined ? {} : { spec };
  if (vs === undefined) return { kind: 'odds', roll: 'normal', ...specPart, ...rest };
  if (vs.toLowerCase() !== 'vs') return { notVs: vs };
  const reactive = words.reactive === undefined ? {} : { reactive: words.reactive };
  return { kind: 'odds', roll: 'pair', ...specPart, ...reactive, ...rest };
}

/**
 * The question as the odds use-case runs it (src/app/query.ts): its spec strings and its
 * fields. `spec` is "" when a trooper from game data is to fill it in.
 */
export function oddsQueryOf(q: OddsQuestion): OddsQuery {
  return {
    spec: q.spec ?? '',
    ...(q.roll === 'pair' && q.reactive !== undefined ? { reactive: q.reactive } : {}),
    options: canonicalFields(ODDS_FIELDS, q),
  };
}
