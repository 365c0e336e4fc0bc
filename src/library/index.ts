/**
 * The library's functions (docs/library.md): the core's functions with every argument
 * checked first (check.ts), each answering `Result<T>`: `{ ok: true, value }`, or
 * `{ ok: false, error }` with an InputError for bad input. Counts read from an argument
 * are bounded like the command line's (burst 1..100, Special Dice 0..10, orders 1..100)
 * before they drive a loop or an allocation.
 */
import {
  parseMetadata as coreParseMetadata,
  parseUnitFile as coreParseUnitFile,
} from '../core/army/code/units.js';
import {
  checkArmyList as coreCheckArmyList,
  parseArmyList as coreParseArmyList,
} from '../core/army/parse.js';
import type { ArmyList } from '../core/army/schema.js';
import { tacticalPhase as coreTacticalPhase } from '../core/army/tactical.js';
import { listProblems as coreListProblems } from '../core/army/validate.js';
import {
  damageOdds as coreDamageOdds,
  IMMUNITIES,
  inOrders as coreInOrders,
  parseTarget as coreParseTarget,
  parseWeapon as coreParseWeapon,
  resolveSaves as coreResolveSaves,
  savePlan as coreSavePlan,
  SAVE_ATTRIBUTES,
  type SaveDice,
  type Standing,
  type Target,
  type Weapon,
} from '../core/damage/index.js';
import { DAMAGE_MAX, type FieldNames } from '../core/damage/parse.js';
import {
  rational as coreRational,
  toExact as coreToExact,
  toNumber as coreToNumber,
  type Rational,
} from '../core/math/rational.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import {
  MOD_CAP,
  sideOf as coreSideOf,
  successValue as coreSuccessValue,
} from '../core/roll/dice.js';
import {
  atLeast as coreAtLeast,
  ftfOdds as coreFtfOdds,
  normalOdds as coreNormalOdds,
  ODDS_BURST_MAX,
  ODDS_DICE_MAX,
  probability as coreProbability,
  summarize as coreSummarize,
  type FtfOdds,
  type NormalOdds,
  type OddsSide,
} from '../core/roll/odds.js';
import {
  resolveFtf as coreResolveFtf,
  resolveNormal as coreResolveNormal,
} from '../core/roll/resolve.js';
import {
  ATTRIBUTE_MAX,
  BURST_MAX,
  MOD_ABS_MAX,
  parseNamedMod as coreParseNamedMod,
  parseSpec as coreParseSpec,
  SD_MAX,
  withMods as coreWithMods,
  type Mod,
  type RollSpec,
} from '../core/roll/spec.js';
import { AMMO_IDS, type AmmoChart } from '../core/rules/ammo.js';
import {
  EDITIONS,
  parseEdition as coreParseEdition,
  type DiceRules,
  type Edition,
} from '../core/rules/index.js';
import {
  cellTexts as coreCellTexts,
  findAxes as coreFindAxes,
  SWEEP_AXES_MAX,
  SWEEP_CELLS_MAX,
  sweepCells as coreSweepCells,
  type Axis,
  type Place,
} from '../core/sweep/index.js';
import {
  array,
  bigint,
  boolean,
  both,
  func,
  guarded,
  guardedValue,
  int,
  nullable,
  object,
  oneOf,
  optional,
  rule,
  string,
  type Check,
} from './check.js';

/** Orders in `inOrders`: as many as the command line's `--orders`. */
export const ORDERS_MAX = 100;
/** Outcome rows an odds value may hold (a B100 roll has about 5,000). */
const OUTCOMES_MAX = 100_000;

const editions = Object.values(EDITIONS);
const edition = oneOf(editions, 'an edition from EDITIONS');
const diceRules = optional(
  oneOf(
    editions.map((e) => e.dice),
    'EDITIONS.n4.dice or EDITIONS.n5.dice',
  ),
);
const ammoChart = oneOf(
  editions.map((e) => e.ammo),
  'EDITIONS.n4.ammo or EDITIONS.n5.ammo',
);

/** A success value as a spec can make it: attribute 0..99 with MODs capped at ±12. */
const sv = int(-MOD_CAP, ATTRIBUTE_MAX + MOD_CAP);
const oddsSide = both(
  object({ sv, burst: int(1, ODDS_BURST_MAX), sd: optional(int(0, SD_MAX)) }),
  rule(
    (s: OddsSide) => s.burst + (s.sd ?? 0) <= ODDS_DICE_MAX,
    `burst + sd is above the limit of ${ODDS_DICE_MAX} dice`,
  ),
);
const mod = object({ value: int(-MOD_ABS_MAX, MOD_ABS_MAX), label: nullable(string(200)) });
const mods = array(mod, 100);
const rollSpec = object({
  attribute: int(0, ATTRIBUTE_MAX),
  mods,
  burst: int(1, BURST_MAX),
  sd: optional(int(0, SD_MAX)),
});
const side = object({
  sv: object({ sv }),
  burst: int(1, BURST_MAX),
  sd: optional(int(0, SD_MAX)),
});
const dice = array(int(1, 20), BURST_MAX + SD_MAX);
const count = bigint(0n);
const total = bigint(1n);
const counts = (outcome: Readonly<Record<string, Check>>) =>
  object({
    total,
    outcomes: array(
      object({ hits: int(0, BURST_MAX), crits: int(0, BURST_MAX), count, ...outcome }),
      OUTCOMES_MAX,
    ),
  });
const normalOddsValue = both(
  object({ roller: oddsSide }),
  both(
    counts({}),
    rule(
      (o: NormalOdds) => o.outcomes.every((x) => x.hits + x.crits <= o.roller.burst),
      "an outcome has more successes than the roller's burst",
    ),
  ),
);
const ftfOddsValue = counts({
  winner: oneOf(['active', 'reactive', 'none'], '"active", "reactive" or "none"'),
});
const rationalValue = both(
  object({ num: bigint(-(2n ** 4096n)), den: bigint(1n) }),
  rule((r: Rational) => r.num <= 2n ** 4096n, 'the numerator is out of range'),
);
const probabilityValue = both(
  rationalValue,
  rule((r: Rational) => r.num >= 0n && r.num <= r.den, 'a probability is from 0 to 1'),
);
const weaponValue = object({
  damage: int(0, DAMAGE_MAX),
  notation: oneOf(['damage', 'ps'], '"damage" or "ps"'),
  ammo: oneOf(AMMO_IDS, `one of ${AMMO_IDS.join(', ')}`),
  continuous: boolean,
  save: nullable(oneOf(SAVE_ATTRIBUTES, '"arm" or "bts"')),
});
const targetValue = both(
  object({
    arm: int(0, 20),
    bts: int(0, 20),
    ph: int(1, 20),
    wounds: int(1, 20),
    str: boolean,
    taken: int(0, 20),
    cover: boolean,
    nwi: boolean,
    immunities: array(oneOf(IMMUNITIES, IMMUNITIES.join(', ')), IMMUNITIES.length),
  }),
  rule((t: Target) => t.taken <= t.wounds, 'taken is above W'),
);
const standingValue = both(
  array(object({ hits: int(0, BURST_MAX), crits: int(0, BURST_MAX), count }), OUTCOMES_MAX),
  rule(
    (s: readonly Standing[]) => s.every((x) => x.hits + x.crits <= BURST_MAX),
    `an outcome has more than ${BURST_MAX} successes`,
  ),
);
const saveDice = (v: unknown, path: string) => {
  const kind = (v as { kind?: unknown } | null)?.kind;
  return kind === 'random'
    ? object({ rng: func })(v, path)
    : object({
        kind: oneOf(['typed', 'random'], '"typed" or "random"'),
        values: dice,
        what: string(200),
        partial: optional(boolean),
      })(v, path);
};
const fieldNames = object({ name: func, at: optional(func) });
const anyObject = object({});
/** Checked by the army-list schema inside the function, with its JSON paths. */
const anything: Check = () => null;
const place = object({
  kind: oneOf(
    ['spec', 'named-mod', 'value', 'distance'],
    '"spec", "named-mod", "value" or "distance"',
  ),
  name: string(100),
  text: string(1000),
});
const places = array(place, 100);
const axis = both(
  object({
    place: int(0, 99),
    start: int(0, 1000),
    end: int(0, 1000),
    values: array(int(-1_000_000, 1_000_000), SWEEP_CELLS_MAX),
  }),
  rule((a: Axis) => a.start <= a.end, 'start is after end'),
);
const axes = both(
  array(axis, SWEEP_AXES_MAX),
  rule(
    (xs: readonly Axis[]) => xs.reduce((n, a) => n * a.values.length, 1) <= SWEEP_CELLS_MAX,
    `the axes make more than ${SWEEP_CELLS_MAX} cells`,
  ),
);

/** Special Dice only in an edition that has them (docs/rules.md §7.1). */
function sdAllowed(sides: readonly { sd?: number }[], rules: DiceRules | undefined): Result<null> {
  if (sides.some((s) => (s.sd ?? 0) > 0) && rules?.specialDice !== true)
    return err(
      inputError('Special Dice need rules that have them: pass EDITIONS.n5.dice', {
        kind: 'path',
        path: 'rules',
      }),
    );
  return ok(null);
}

// Exact odds (docs/rules.md §1.2-§1.4).
export const normalOdds = guarded(
  'normalOdds',
  [
    ['roller', oddsSide],
    ['rules', diceRules],
  ],
  (roller: OddsSide, rules?: DiceRules): Result<NormalOdds> => {
    const sd = sdAllowed([roller], rules);
    return sd.ok ? ok(coreNormalOdds(roller, rules)) : sd;
  },
);
export const ftfOdds = guarded(
  'ftfOdds',
  [
    ['active', oddsSide],
    ['reactive', oddsSide],
    ['rules', diceRules],
  ],
  (active: OddsSide, reactive: OddsSide, rules?: DiceRules): Result<FtfOdds> => {
    const sd = sdAllowed([active, reactive], rules);
    return sd.ok ? ok(coreFtfOdds(active, reactive, rules)) : sd;
  },
);
export const probability = guarded(
  'probability',
  [
    ['count', count],
    ['total', total],
  ],
  (c: bigint, t: bigint): Result<number> =>
    c > t
      ? err(
          inputError(`probability: count ${c}n is above total ${t}n`, {
            kind: 'path',
            path: 'count',
          }),
        )
      : ok(coreProbability(c, t)),
);
export const summarize = guardedValue('summarize', [['odds', ftfOddsValue]], coreSummarize);
export const atLeast = guardedValue('atLeast', [['odds', normalOddsValue]], coreAtLeast);

// Resolving rolled dice (docs/rules.md §1.3, §1.4).
const diceCount = (
  s: { burst: number; sd?: number; sv: { sv: number } },
  rolls: readonly number[],
  path: string,
): Result<null> => {
  const want = s.sv.sv < 1 ? rolls.length : s.burst + (s.sd ?? 0);
  return rolls.length === want
    ? ok(null)
    : err(
        inputError(`${path} has ${rolls.length} dice, the side rolls ${want}`, {
          kind: 'path',
          path,
        }),
      );
};
export const resolveNormal = guarded(
  'resolveNormal',
  [
    ['side', side],
    ['rolls', dice],
    ['rules', diceRules],
  ],
  (s: Parameters<typeof coreResolveNormal>[0], rolls: readonly number[], rules?: DiceRules) => {
    const n = diceCount(s, rolls, 'rolls');
    const sd = sdAllowed([s], rules);
    if (!n.ok) return n;
    return sd.ok ? ok(coreResolveNormal(s, rolls, rules)) : sd;
  },
);
export const resolveFaceToFace = guarded(
  'resolveFaceToFace',
  [
    ['active', side],
    ['activeRolls', dice],
    ['reactive', side],
    ['reactiveRolls', dice],
    ['rules', diceRules],
  ],
  (
    a: Parameters<typeof coreResolveFtf>[0],
    aRolls: readonly number[],
    r: Parameters<typeof coreResolveFtf>[2],
    rRolls: readonly number[],
    rules?: DiceRules,
  ) => {
    const na = diceCount(a, aRolls, 'activeRolls');
    if (!na.ok) return na;
    const nr = diceCount(r, rRolls, 'reactiveRolls');
    if (!nr.ok) return nr;
    const sd = sdAllowed([a, r], rules);
    return sd.ok ? ok(coreResolveFtf(a, aRolls, r, rRolls, rules)) : sd;
  },
);

// Specs and sides.
export const parseSpec = guarded('parseSpec', [['source', string(1000)]], coreParseSpec);
export const parseNamedMod = guarded('parseNamedMod', [['text', string(1000)]], coreParseNamedMod);
export const withMods = guardedValue(
  'withMods',
  [
    ['spec', rollSpec],
    ['extra', mods],
  ],
  (s: RollSpec, extra: readonly Mod[]) => coreWithMods(s, extra),
);
export const sideOf = guardedValue('sideOf', [['spec', rollSpec]], coreSideOf);
export const successValue = guardedValue(
  'successValue',
  [
    ['attribute', int(0, ATTRIBUTE_MAX)],
    ['mods', mods],
  ],
  coreSuccessValue,
);

// Army lists (docs/rules.md §2, §3): the list is checked by the army-list schema.
export const parseArmyList = guarded(
  'parseArmyList',
  [['text', string(10_000_000)]],
  coreParseArmyList,
);
export const tacticalPhase = guarded(
  'tacticalPhase',
  [
    ['list', anything],
    ['edition', optional(edition)],
  ],
  (list: ArmyList, ed?: Edition) => {
    const l = coreCheckArmyList(list);
    return l.ok ? ok(coreTacticalPhase(l.value, ed)) : l;
  },
);
export const listProblems = guarded(
  'listProblems',
  [
    ['list', anything],
    ['edition', optional(edition)],
  ],
  (list: ArmyList, ed?: Edition) => {
    const l = coreCheckArmyList(list);
    return l.ok ? ok(coreListProblems(l.value, ed)) : l;
  },
);
/** A parsed army list (a value, not text) through the list schema, with its JSON paths. */
export const checkArmyList = guarded('checkArmyList', [['value', anything]], (v: unknown) =>
  coreCheckArmyList(v),
);

// Sweeps.
export const findAxes = guarded('findAxes', [['places', places]], coreFindAxes);
export const sweepCells = guardedValue('sweepCells', [['axes', axes]], coreSweepCells);
export const cellTexts = guardedValue(
  'cellTexts',
  [
    ['places', places],
    ['axes', axes],
    ['values', array(int(-1_000_000, 1_000_000), SWEEP_AXES_MAX)],
  ],
  (p: readonly Place[], a: readonly Axis[], v: readonly number[]) => coreCellTexts(p, a, v),
);

// From hits to casualties (docs/rules.md §6).
export const damageOdds = guarded(
  'damageOdds',
  [
    ['standing', standingValue],
    ['total', total],
    ['weapon', weaponValue],
    ['target', targetValue],
    ['rules', ammoChart],
  ],
  (standing: readonly Standing[], t: bigint, w: Weapon, target: Target, rules: AmmoChart) => {
    const listed = standing.reduce((s, o) => s + o.count, 0n);
    if (listed > t)
      return err(
        inputError(`damageOdds: the standing outcomes count ${listed}n, more than total ${t}n`, {
          kind: 'path',
          path: 'standing',
        }),
      );
    return ok(coreDamageOdds(standing, t, w, target, rules));
  },
);
export const savePlan = guardedValue(
  'savePlan',
  [
    ['weapon', weaponValue],
    ['target', targetValue],
    ['rules', ammoChart],
  ],
  coreSavePlan,
);
export const resolveSaves = guarded(
  'resolveSaves',
  [
    ['hits', int(0, BURST_MAX)],
    ['crits', int(0, BURST_MAX)],
    ['weapon', weaponValue],
    ['target', targetValue],
    ['rules', ammoChart],
    ['source', saveDice],
  ],
  (hits: number, crits: number, w: Weapon, t: Target, rules: AmmoChart, source: SaveDice) => {
    if (source.kind === 'typed') return coreResolveSaves(hits, crits, w, t, rules, source);
    // A random source must give numbers in [0, 1): a bad draw is the caller's input.
    let badDraw: unknown = null;
    const rng = (): number => {
      const x: unknown = source.rng();
      if (typeof x === 'number' && x >= 0 && x < 1) return x;
      badDraw ??= { x };
      return 0;
    };
    const r = coreResolveSaves(hits, crits, w, t, rules, { kind: 'random', rng });
    if (badDraw !== null)
      return err(
        inputError('resolveSaves: source.rng() gave a value outside [0, 1)', {
          kind: 'path',
          path: 'source.rng',
        }),
      );
    return r;
  },
);
export const parseWeapon = guarded(
  'parseWeapon',
  [
    ['fields', anyObject],
    ['names', fieldNames],
  ],
  (f: Parameters<typeof coreParseWeapon>[0], names: FieldNames) => coreParseWeapon(f, names),
);
export const parseTarget = guarded(
  'parseTarget',
  [
    ['fields', anyObject],
    ['names', fieldNames],
  ],
  (f: Parameters<typeof coreParseTarget>[0], names: FieldNames) => coreParseTarget(f, names),
);
export const inOrders = guardedValue(
  'inOrders',
  [
    ['p', probabilityValue],
    ['n', int(1, ORDERS_MAX)],
  ],
  coreInOrders,
);
export const rational = guardedValue(
  'rational',
  [
    ['num', bigint(-(2n ** 4096n), 2n ** 4096n)],
    [
      'den',
      optional(
        both(
          bigint(-(2n ** 4096n), 2n ** 4096n),
          rule((d: bigint) => d !== 0n, 'the denominator is 0'),
        ),
      ),
    ],
  ],
  (num: bigint, den?: bigint) => coreRational(num, den),
);
export const toExact = guardedValue('toExact', [['x', rationalValue]], coreToExact);
export const toNumber = guardedValue('toNumber', [['x', rationalValue]], coreToNumber);

// Editions.
export const parseEdition = guarded(
  'parseEdition',
  [
    ['text', string(100)],
    ['where', string(100)],
  ],
  coreParseEdition,
);

// Army builder files (their counts bounded by the schema: item 14).
export const parseUnitFile = guarded(
  'parseUnitFile',
  [['text', string(50_000_000)]],
  coreParseUnitFile,
);
export const parseMetadata = guarded(
  'parseMetadata',
  [['text', string(50_000_000)]],
  coreParseMetadata,
);
