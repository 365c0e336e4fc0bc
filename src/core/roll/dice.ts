/**
 * Success values and single dice: docs/rules.md §1.1 (MOD cap) and §1.2 (one die).
 */
import { DEFAULT, type DiceRules, type HighSv } from '../rules/index.js';
import { err, inputError, ok, type Location, type Result } from '../result.js';
import { SD_MAX, type Mod, type RollSpec } from './spec.js';

/** The dice rules of the default edition, for callers that name none (docs/rules.md §1.2). */
export const DEFAULT_DICE: DiceRules = DEFAULT.dice;

/** docs/rules.md §1.1: the sum of all MODs is clamped to -12..+12 before it is added. */
export const MOD_CAP = 12;
export const D20 = 20;

export interface SuccessValue {
  readonly attribute: number;
  readonly mods: readonly Mod[];
  /** The raw sum of every MOD. */
  readonly sum: number;
  /** The sum after the ±12 cap. */
  readonly applied: number;
  readonly capped: boolean;
  /** attribute + applied. May be below 1 (automatic failure) or above 20. */
  readonly sv: number;
}

export function successValue(attribute: number, mods: readonly Mod[]): SuccessValue {
  const sum = mods.reduce((s, m) => s + m.value, 0);
  const applied = Math.max(-MOD_CAP, Math.min(MOD_CAP, sum));
  return { attribute, mods, sum, applied, capped: applied !== sum, sv: attribute + applied };
}

/** One side of a roll: its success value and how many dice it rolls. */
export interface Side {
  readonly sv: SuccessValue;
  readonly burst: number;
  /**
   * Special Dice (docs/rules.md §7.1): roll burst + sd dice, keep the best `burst`.
   * Not Burst: it does not count towards any burst cap. Absent means 0.
   */
  readonly sd?: number;
  /**
   * Where dice beyond the spec's come from, for the player to read ("+1 B Martial Arts
   * L4"); absent when the spec's dice are all there is. The odds never read it.
   */
  readonly from?: readonly string[];
}

export function sideOf(spec: RollSpec): Side {
  const side = { sv: successValue(spec.attribute, spec.mods), burst: spec.burst };
  return (spec.sd ?? 0) > 0 ? { ...side, sd: spec.sd } : side;
}

/** Special Dice of a side, 0 when it has none. */
export const sdOf = (side: { readonly sd?: number }): number => side.sd ?? 0;

/** How many d20 a side rolls: its burst plus its Special Dice (docs/rules.md §7.1). */
export const diceRolled = (side: { readonly burst: number; readonly sd?: number }): number =>
  side.burst + sdOf(side);

/** docs/rules.md §1.2: SV below 1 fails automatically and no die is rolled. */
export const isAutoFail = (sv: number): boolean => sv < 1;

export type DieResult = 'success' | 'crit' | 'fail';

export interface Die {
  /** The d20 as rolled, 1..20. */
  readonly roll: number;
  /** What the die compares with: the roll, plus the excess when SV > 20. */
  readonly value: number;
  readonly result: DieResult;
}

/**
 * docs/rules.md §1.2. For 1 <= SV <= 20 a die succeeds at or below SV and is critical at
 * exactly SV. Above 20 every die succeeds, and the edition says how (§1.2, §7.1):
 * 'add-excess' adds SV - 20 to every die and a value of 20 or more is critical;
 * 'low-faces' adds nothing, and a 20 or a face of 1..SV-20 is critical.
 * Callers handle SV < 1 (no dice). Without a rule, N4's.
 */
export function classifyDie(sv: number, roll: number, highSv: HighSv = DEFAULT_DICE.highSv): Die {
  if (sv > D20) {
    const excess = sv - D20;
    if (highSv === 'low-faces') {
      return { roll, value: roll, result: roll === D20 || roll <= excess ? 'crit' : 'success' };
    }
    const value = roll + excess;
    return { roll, value, result: value >= D20 ? 'crit' : 'success' };
  }
  const result: DieResult = roll === sv ? 'crit' : roll < sv ? 'success' : 'fail';
  return { roll, value: roll, result };
}

/** The faces (1..20) that are criticals against `sv`, ascending; none when SV < 1. */
export function criticalFaces(sv: number, highSv: HighSv): number[] {
  if (isAutoFail(sv)) return [];
  const faces: number[] = [];
  for (let roll = 1; roll <= D20; roll++)
    if (classifyDie(sv, roll, highSv).result === 'crit') faces.push(roll);
  return faces;
}

/** How a die ranks when Special Dice are discarded: criticals, then plain by value, then fails. */
const keepRank = (d: Die): number =>
  d.result === 'crit' ? 2 * D20 + 1 : d.result === 'success' ? D20 + d.value : 0;

/**
 * docs/rules.md §7.1: with Special Dice a side rolls burst + SD dice and discards SD of
 * them. Keeping the best (criticals first, then the highest plain successes) is always
 * the best choice. Returns, per die in roll order, whether it is discarded; among equal
 * dice the later ones go first.
 */
export function discardedDice(dice: readonly Die[], keep: number): boolean[] {
  const order = dice.map((d, i) => ({ i, rank: keepRank(d) })).sort((x, y) => y.rank - x.rank);
  const out = dice.map(() => true);
  for (const { i } of order.slice(0, keep)) out[i] = false;
  return out;
}

/** A d20 from an injected random source in [0, 1). */
export function rollD20(rng: () => number): number {
  return Math.floor(rng() * D20) + 1;
}

export function rollDice(count: number, rng: () => number): number[] {
  return Array.from({ length: count }, () => rollD20(rng));
}

/**
 * A side with `extra` more Special Dice, refused where the edition has none
 * (docs/rules.md §7.1: N5 only). `where` names the input (a flag, a spec, a JSON path).
 */
export function withSpecialDice(
  side: Side,
  extra: number,
  rules: DiceRules,
  where: string,
  at?: Location,
): Result<Side> {
  const sd = sdOf(side) + extra;
  if (sd === 0) return ok(side);
  if (!rules.specialDice) {
    return err(
      inputError(
        `Special Dice (${where}) are an N5 rule; N4 has none`,
        at,
        'add --rules n5 (or set INFCALC_RULES=n5), or drop the Special Dice',
      ),
    );
  }
  return ok({ ...side, sd });
}

/**
 * The Special Dice limits (docs/rules.md §7.1): at most SD_MAX per side, and burst + SD
 * within `maxDice` when given (what the odds engine or the dice roller will take). `spec`
 * and `flag` name the input in the message.
 */
export function checkDiceLimits(
  side: Side,
  spec: string,
  flag: string,
  maxDice?: number,
): Result<Side> {
  const sd = sdOf(side);
  if (sd > SD_MAX)
    return err(
      inputError(
        `${sd} Special Dice on "${spec}": at most ${SD_MAX} per side`,
        undefined,
        `lower ${flag}`,
      ),
    );
  if (maxDice !== undefined && side.burst + sd > maxDice)
    return err(
      inputError(
        `"${spec}" rolls ${side.burst + sd} dice (burst ${side.burst} + ${sd} SD), above the limit of ${maxDice}`,
        undefined,
        'lower the burst or the Special Dice',
      ),
    );
  return ok(side);
}
