import { describe, expect, it } from 'vitest';
import { classifyDie, rollD20, successValue } from '../../../src/core/roll/dice.js';

const mods = (...values: number[]) => values.map((value) => ({ value, label: null }));

describe('successValue (docs/rules.md §1.1)', () => {
  it('caps the MOD sum: -6 -3 -6 = -15 is applied as -12, BS 13 gives SV 1', () => {
    expect(successValue(13, mods(-6, -3, -6))).toMatchObject({
      sum: -15,
      applied: -12,
      capped: true,
      sv: 1,
    });
  });
  it.each([
    [12, [3, -3], 0, false, 12],
    [12, [-3], -3, false, 9],
    [10, [6, 6, 3], 12, true, 22],
    [10, [12], 12, false, 22],
    [10, [-12], -12, false, -2],
    [0, [], 0, false, 0],
  ])('attribute %i with MODs %j', (attr, m, applied, capped, sv) => {
    expect(successValue(attr, mods(...m))).toMatchObject({ applied, capped, sv });
  });
});

describe('classifyDie (docs/rules.md §1.2, §1.3)', () => {
  it.each([
    // BS 12 with MOD -3 gives SV 9: 8 succeeds, 12 fails, 9 is a critical.
    [9, 8, 8, 'success'],
    [9, 12, 12, 'fail'],
    [9, 9, 9, 'crit'],
    [20, 20, 20, 'crit'],
    [20, 19, 19, 'success'],
    [1, 1, 1, 'crit'],
    [1, 2, 2, 'fail'],
    // CC 23 adds 3 to every die: 4 -> 7, 17 -> 20 (crit), 18 -> 21 (crit).
    [23, 4, 7, 'success'],
    [23, 16, 19, 'success'],
    [23, 17, 20, 'crit'],
    [23, 18, 21, 'crit'],
    [23, 1, 4, 'success'],
    [40, 1, 21, 'crit'],
  ])('SV %i, die %i -> value %i, %s', (sv, roll, value, result) => {
    expect(classifyDie(sv, roll)).toEqual({ roll, value, result });
  });
});

describe('rollD20', () => {
  it.each([
    [0, 1],
    [0.049, 1],
    [0.05, 2],
    [0.5, 11],
    [0.999999, 20],
  ])('rng %f -> %i', (r, d) => {
    expect(rollD20(() => r)).toBe(d);
  });
});
