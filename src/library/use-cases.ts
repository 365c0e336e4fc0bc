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
import {
  playTurn as playTurnOf,
  showTurn as showTurnOf,
  startGame as startGameOf,
  turnLog as turnLogOf,
  type TurnRequest,
} from '../app/turn.js';
import type { Problem } from '../core/army/validate.js';
import { gameText as coreGameText, readGame as coreReadGame } from '../core/turn/file.js';
import { MAX_LOG, type Game } from '../core/turn/game.js';
import { metadataSchema, unitFileSchema } from '../core/army/code/units.js';
import type { Metadata, UnitFile } from '../core/army/code/units.js';
import { checkArmyList } from '../core/army/parse.js';
import type { ArmyList } from '../core/army/schema.js';
import { checkWith } from '../core/input.js';
import { inputError, type Result } from '../core/result.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import {
  array,
  both,
  boolean,
  func,
  guarded,
  guardedValue,
  int,
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

/** A hash for checking a game in memory: the replay is what is verified, not the bytes. */
const inMemoryHash = (t: string): string => String(t.length);

/** A game the library made: its log (bounded) replays to the state it holds (§3.1). */
const game: Check = both(
  object({ log: array(anything, MAX_LOG), states: array(anything, MAX_LOG + 1) }),
  (v, path) => {
    const why = (() => {
      try {
        const r = coreReadGame(coreGameText(v as Game, inMemoryHash), inMemoryHash);
        return r.ok ? null : r.error.reason;
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    })();
    return why === null
      ? null
      : inputError(`${path} is not a game that startGame or playTurn made: ${why}`, {
          kind: 'path',
          path,
        });
  },
);
const isPublic = object({ public: boolean });

export const startGame = guarded(
  'startGame',
  [
    ['list', anything],
    ['edition', edition],
    ['tokens', optional(int(0, 10))],
    ['problems', optional(array(anything, 1_000))],
  ],
  (list: ArmyList, ed: Edition, tokens?: number, problems?: readonly Problem[]) =>
    withList(list, (l) => attempt(() => startGameOf(l, ed, tokens, problems))),
);
export const playTurn = useCase(
  'playTurn',
  [
    ['game', game],
    ['request', object({})],
  ],
  (g: Game, req: TurnRequest) => playTurnOf(g, req),
);
export const showTurn = useCase(
  'showTurn',
  [
    ['game', game],
    ['opts', isPublic],
  ],
  showTurnOf,
);
export const turnLog = useCase(
  'turnLog',
  [
    ['game', game],
    ['opts', isPublic],
  ],
  turnLogOf,
);
export const gameText = guardedValue(
  'gameText',
  [
    ['game', game],
    ['hash', func],
  ],
  coreGameText,
);
/** A state file's text back to a game: a file that is not one, or fails its check, is an input error. */
export const readGame = guarded(
  'readGame',
  [
    ['text', text],
    ['hash', func],
  ],
  (t: string, hash: (text: string) => string): Result<Game> => {
    const r = coreReadGame(t, hash);
    return r.ok
      ? r
      : {
          ok: false,
          error: inputError(`the state file ${r.error.kind}: ${r.error.reason}`, undefined),
        };
  },
);
