/**
 * Success values and single dice: RULES.md §1.1 (MOD cap) and §1.2 (one die).
 */
import type { Mod, RollSpec } from './spec.js';

/** RULES.md §1.1: the sum of all MODs is clamped to -12..+12 before it is added. */
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
}

export function sideOf(spec: RollSpec): Side {
  return { sv: successValue(spec.attribute, spec.mods), burst: spec.burst };
}

/** RULES.md §1.2: SV below 1 fails automatically and no die is rolled. */
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
 * RULES.md §1.2. For 1 <= SV <= 20 a die succeeds at or below SV and is critical at
 * exactly SV. Above 20, SV counts as 20 and the excess is added to every die: every die
 * succeeds and a value of 20 or more is critical. Callers handle SV < 1 (no dice).
 */
export function classifyDie(sv: number, roll: number): Die {
  if (sv > D20) {
    const value = roll + (sv - D20);
    return { roll, value, result: value >= D20 ? 'crit' : 'success' };
  }
  const result: DieResult = roll === sv ? 'crit' : roll < sv ? 'success' : 'fail';
  return { roll, value: roll, result };
}

/** A d20 from an injected random source in [0, 1). */
export function rollD20(rng: () => number): number {
  return Math.floor(rng() * D20) + 1;
}

export function rollDice(count: number, rng: () => number): number[] {
  return Array.from({ length: count }, () => rollD20(rng));
}
