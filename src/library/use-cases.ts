/**
 * The use-cases (src/app) as the library offers them (docs/library.md): the arguments
 * checked like the core functions' (check.ts), then the use-case run with its usage errors
 * turned into `{ ok: false, error }` (`attempt`). Parsed inputs a caller may build by
 * hand (an army list, a unit file) go through the same schemas as a file's text, so their
 * counts are bounded too.
 */
import { ordersOf, ordersOfCode, validationOf } from '../app/army.js';
import { engagementOf } from '../app/engage.js';
import { attempt } from '../app/failure.js';
import { oddsOf } from '../app/odds.js';
import { runQuery, type EditionOf, type OddsQuery } from '../app/query.js';
import { rollFtf, rollNormal } from '../app/roll.js';
import { saveAtTable } from '../app/save.js';
import { scgbMove } from '../app/scgb.js';
import { metadataSchema, unitFileSchema } from '../core/army/code/units.js';
import type { Metadata, UnitFile } from '../core/army/code/units.js';
import { checkArmyList } from '../core/army/parse.js';
import type { ArmyList } from '../core/army/schema.js';
import { checkWith } from '../core/input.js';
import type { Result } from '../core/result.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import {
  array,
  boolean,
  func,
  guarded,
  nullable,
  object,
  oneOf,
  optional,
  string,
  type Check,
} from './check.js';

const TEXT_MAX = 10_000_000;
const text = string(TEXT_MAX);
const word = string(1_000);
const optionalWord = optional(word);
const edition = oneOf(Object.values(EDITIONS), 'an edition from EDITIONS');
const random = object({ rngFor: func, freshSeed: func });
const anything: Check = () => null;

/** Option values as the command line gives them: text, a switch, or a list of texts. */
const options: Check = (v, path) => {
  const shape = object({})(v, path);
  if (shape !== null) return shape;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === undefined || typeof x === 'boolean') continue;
    const e = Array.isArray(x) ? array(word, 100)(x, `${path}.${k}`) : word(x, `${path}.${k}`);
    if (e !== null) return e;
  }
  return null;
};

/** A use-case: checked arguments, then its usage errors as a Result. */
const useCase = <A extends unknown[], T>(
  name: string,
  params: readonly (readonly [string, Check])[],
  f: (...args: A) => T,
): ((...args: A) => Result<T>) => guarded(name, params, (...args: A) => attempt(() => f(...args)));

/** Run `f` on a list checked by the army-list schema. */
function withList<T>(list: unknown, f: (l: ArmyList) => Result<T>): Result<T> {
  const l = checkArmyList(list);
  return l.ok ? f(l.value) : l;
}

export const odds = useCase(
  'odds',
  [
    ['spec', word],
    ['reactive', optionalWord],
    ['opts', options],
    ['edition', edition],
  ],
  oddsOf,
);
export const oddsQuestion = useCase(
  'oddsQuestion',
  [
    ['query', object({ spec: word, vs: optionalWord, reactive: optionalWord, options })],
    ['editionOf', func],
  ],
  (q: OddsQuery, editionOf: EditionOf) => runQuery(q, editionOf),
);
export const normalRoll = useCase(
  'normalRoll',
  [
    ['spec', word],
    ['opts', options],
    ['edition', edition],
    ['random', random],
  ],
  rollNormal,
);
export const faceToFaceRoll = useCase(
  'faceToFaceRoll',
  [
    ['active', word],
    ['reactive', word],
    ['opts', options],
    ['edition', edition],
    ['random', random],
  ],
  rollFtf,
);
export const saves = useCase(
  'saves',
  [
    ['hits', word],
    ['crits', optionalWord],
    ['opts', options],
    ['edition', edition],
    ['random', random],
  ],
  saveAtTable,
);
export const engagement = useCase(
  'engagement',
  [
    ['text', text],
    ['opts', object({ seed: optionalWord, odds: optional(boolean) })],
    ['edition', edition],
    ['random', random],
  ],
  engagementOf,
);
export const orders = guarded(
  'orders',
  [
    ['list', anything],
    ['isPublic', boolean],
    ['edition', edition],
  ],
  (list: ArmyList, isPublic: boolean, ed: Edition) =>
    withList(list, (l) => attempt(() => ordersOf(l, isPublic, ed))),
);
export const validation = guarded(
  'validation',
  [
    ['list', anything],
    ['edition', edition],
  ],
  (list: ArmyList, ed: Edition) => withList(list, (l) => attempt(() => validationOf(l, ed))),
);
export const ordersOfArmyCode = guarded(
  'ordersOfArmyCode',
  [
    ['code', word],
    ['units', anything],
    ['metadata', nullable(anything)],
    ['isPublic', boolean],
    ['edition', edition],
  ],
  (code: string, units: UnitFile, metadata: Metadata | null, isPublic: boolean, ed: Edition) => {
    // The unit file's counts (q, order totals) are bounded by its schema (item 14).
    const u = checkWith(unitFileSchema, units, () => []);
    if (!u.ok) return u;
    const m = metadata === null ? null : checkWith(metadataSchema, metadata, () => []);
    if (m !== null && !m.ok) return m;
    return attempt(() => ordersOfCode(code, u.value, m?.value ?? null, isPublic, ed));
  },
);
export const starcraftMove = useCase('starcraftMove', [['text', text]], scgbMove);
