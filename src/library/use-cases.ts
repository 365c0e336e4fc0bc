/**
 * The use-cases (src/app) as the library offers them (docs/library.md): the arguments
 * checked like the core functions' (check.ts), then the use-case run with its usage errors
 * turned into `{ ok: false, error }` (`attempt`). Parsed inputs a caller may build by
 * hand (an army list, a unit file) go through the same schemas as a file's text, so their
 * counts are bounded too.
 */
import { ordersOf, validationOf } from '../app/army.js';
import { ordersOfCode } from '../app/army-code.js';
import { engagementOf } from '../app/engage.js';
import { attempt, UsageError } from '../app/failure.js';
import { oddsOf } from '../app/odds.js';
import type { EditionOf, OddsQuery } from '../app/query.js';
import { runQuery } from '../app/sweep-plan.js';
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
import { EVENTS, ORDER_KINDS } from '../core/turn/types.js';
import { metadataSchema, unitFileSchema } from '../core/army/code/units.js';
import type { Metadata, UnitFile } from '../core/army/code/units.js';
import { checkArmyList } from '../core/army/parse.js';
import type { ArmyList } from '../core/army/schema.js';
import { checkWith } from '../core/input.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import {
  array,
  both,
  boolean,
  describe,
  func,
  guarded,
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
  (q: OddsQuery, editionOf: EditionOf) => runQuery(q, answeredEdition(editionOf)),
);

/** A caller's editionOf with its answer checked: anything but an edition is a typed error. */
const answeredEdition =
  (f: EditionOf): EditionOf =>
  (rules) => {
    const e: unknown = f(rules);
    const bad = edition(e, 'editionOf()');
    if (bad !== null) throw new UsageError(bad);
    return e as Edition;
  };
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
    const u = checkWith(unitFileSchema(), units, () => []);
    if (!u.ok) return u;
    const m = metadata === null ? null : checkWith(metadataSchema(), metadata, () => []);
    if (m !== null && !m.ok) return m;
    return attempt(() => ordersOfCode(code, u.value, m?.value ?? null, isPublic, ed));
  },
);
export const starcraftMove = useCase('starcraftMove', [['text', text]], scgbMove);

/**
 * A hash for checking a game in memory: the replay is what is verified, not the bytes, so
 * any 64 hex digits do (the state file's first line wants a SHA-256 in hex).
 */
const inMemoryHash = (): string => '0'.repeat(64);

/** The shape of a game the library made; its content is checked by replaying its log. */
const game = object({
  log: array(anything, MAX_LOG),
  states: array(anything, MAX_LOG + 1),
  made: array(anything, MAX_LOG),
  seen: array(anything, MAX_LOG + 1),
});

/**
 * A game passed back in, as its log replays (§3.1): the replay is what the use-case runs
 * on, so a game edited by hand (or changing under a getter) never reaches the rules.
 */
function replayed(name: string, g: Game): Result<Game> {
  const r = (() => {
    try {
      return coreReadGame(coreGameText(g, inMemoryHash), inMemoryHash);
    } catch (e) {
      // JSON.stringify of a value no game holds (a bigint, a cycle).
      return err({ kind: 'fails-check', reason: e instanceof Error ? e.message : String(e) });
    }
  })();
  return r.ok
    ? r
    : err(
        inputError(
          `${name}: game is not a game that startGame or playTurn made: ${r.error.reason}`,
          {
            kind: 'path',
            path: 'game',
          },
        ),
      );
}

/** A game's use-case: the replayed game, then the use-case with its usage errors as a Result. */
const onGame =
  <A extends unknown[], T>(name: string, f: (g: Game, ...args: A) => T) =>
  (g: Game, ...args: A): Result<T> => {
    const r = replayed(name, g);
    return r.ok ? attempt(() => f(r.value, ...args)) : r;
  };

const trooper = word;
/** What a player may ask (docs/turn.md), by kind: the fields each kind reads. */
const REQUESTS: Readonly<Record<TurnRequest['kind'], Check>> = {
  spend: object({
    trooper,
    order: optional(oneOf(ORDER_KINDS, `one of ${ORDER_KINDS.join(', ')}`)),
    skills: optional(string(200)),
    group: optional(int(1, 100)),
  }),
  event: object({ trooper, event: oneOf(EVENTS, `one of ${EVENTS.join(', ')}`) }),
  token: object({ trooper }),
  phase: anything,
  end: anything,
  next: anything,
  undo: anything,
  redo: anything,
};
const request: Check = both(
  object({ kind: oneOf(Object.keys(REQUESTS), `one of ${Object.keys(REQUESTS).join(', ')}`) }),
  (v, path) => REQUESTS[(v as TurnRequest).kind](v, path),
);
const isPublic = object({ public: boolean });
/** The hash a caller gives for a state file: a SHA-256 in hex (64 digits) for any text. */
const sha256Hex = /^[0-9a-f]{64}$/;

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
export const playTurn = guarded(
  'playTurn',
  [
    ['game', game],
    ['request', request],
  ],
  onGame('playTurn', playTurnOf),
);
export const showTurn = guarded(
  'showTurn',
  [
    ['game', game],
    ['opts', isPublic],
  ],
  onGame('showTurn', showTurnOf),
);
export const turnLog = guarded(
  'turnLog',
  [
    ['game', game],
    ['opts', isPublic],
  ],
  onGame('turnLog', turnLogOf),
);
export const gameText = guarded(
  'gameText',
  [
    ['game', game],
    ['hash', func],
  ],
  (g: Game, hash: (text: string) => string): Result<string> => {
    const r = replayed('gameText', g);
    if (!r.ok) return r;
    const wrong: unknown[] = [];
    const t = coreGameText(r.value, (body) => {
      const check: unknown = hash(body);
      if (typeof check === 'string' && sha256Hex.test(check)) return check;
      wrong.push(check);
      return inMemoryHash();
    });
    return wrong.length === 0
      ? ok(t)
      : err(
          inputError(`gameText: hash is ${describe(wrong[0])}, expected a SHA-256 in hex`, {
            kind: 'path',
            path: 'hash',
          }),
        );
  },
);
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
          error: inputError(
            `readGame: text ${r.error.kind === 'not-a-state' ? 'is not a turn state file' : 'fails its check'}: ${r.error.reason}`,
            { kind: 'path', path: 'text' },
          ),
        };
  },
);
