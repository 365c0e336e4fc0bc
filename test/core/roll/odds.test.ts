import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successValue } from '../../../src/core/roll/dice.js';
import {
  atLeast,
  EXACT_IN_NUMBERS,
  ftfOdds,
  normalOdds,
  probability,
  summarize,
} from '../../../src/core/roll/odds.js';
import { resolveNormal } from '../../../src/core/roll/resolve.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { asMap, bruteFtf, key } from './brute-ftf.js';
import { runs } from '../../properties.js';

// Random SVs and bursts against the brute force: odds.property.test.ts (slow).
describe('ftfOdds', () => {
  it('13b3 vs 11: exact counts over 160000', () => {
    const odds = ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 });
    expect(odds.total).toBe(160000n);
    const m = asMap(odds);
    expect(m.get(key('active', 1, 0))).toBe(41766n);
    // Both crit (1141) + neither crit with equal bests (3087 + 4570), worked by hand.
    expect(m.get(key('none', 0, 0))).toBe(8798n);
    expect(m.get(key('reactive', 0, 1))).toBe(6859n); // reactive crit (1) x no active crit (19^3)
  });

  it('the corner SVs agree with brute force too', () => {
    for (const [svA, svB] of [
      [0, 0],
      [1, 20],
      [20, 20],
      [21, 39],
      [40, 5],
      [-3, 12],
    ] as const) {
      expect(asMap(ftfOdds({ sv: svA, burst: 2 }, { sv: svB, burst: 1 }))).toEqual(
        bruteFtf(svA, 2, svB, 1),
      );
    }
  });

  it('counts sum to total; swapping sides swaps winners (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 45 }),
        fc.integer({ min: -5, max: 45 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (svA, svB, a, b) => {
          const ab = ftfOdds({ sv: svA, burst: a }, { sv: svB, burst: b });
          const ba = ftfOdds({ sv: svB, burst: b }, { sv: svA, burst: a });
          expect(ab.outcomes.reduce((s, o) => s + o.count, 0n)).toBe(ab.total);
          expect(ab.outcomes.every((o) => o.count > 0n)).toBe(true);
          const flip = { active: 'reactive', reactive: 'active', none: 'none' } as const;
          const swapped = new Map(
            ba.outcomes.map((o) => [key(flip[o.winner], o.hits, o.crits), o.count]),
          );
          expect(asMap(ab)).toEqual(swapped);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('SV 40 or more always crits: every die stands unless the opponent crits too', () => {
    const odds = ftfOdds({ sv: 40, burst: 3 }, { sv: 5, burst: 2 });
    const m = asMap(odds);
    expect(m.get(key('active', 0, 3))).toBe(8000n * 19n * 19n); // opponent rolls no critical (19 faces)
    expect(m.get(key('none', 0, 0))).toBe(8000n * (400n - 361n));
    expect(odds.outcomes.some((o) => o.winner === 'active' && o.hits > 0)).toBe(false);
  });

  it('a side with SV below 1 still counts its dice in the total', () => {
    const odds = ftfOdds({ sv: 0, burst: 2 }, { sv: 10, burst: 1 });
    expect(odds.total).toBe(8000n);
    expect(summarize(odds).active).toBe(0n);
    expect(asMap(odds).get(key('reactive', 0, 1))).toBe(400n);
  });

  it('B20 vs B20 is exact with 52-digit totals', () => {
    const odds = ftfOdds({ sv: 13, burst: 20 }, { sv: 12, burst: 20 });
    expect(odds.total).toBe(20n ** 40n);
    expect(odds.outcomes.reduce((s, o) => s + o.count, 0n)).toBe(odds.total);
    const s = summarize(odds);
    const p =
      probability(s.active, odds.total) +
      probability(s.reactive, odds.total) +
      probability(s.none, odds.total);
    expect(p).toBeCloseTo(1, 12);
  });
});

describe('counts in numbers (up to EXACT_IN_NUMBERS dice) and in bigint agree', () => {
  // Any SV (criticals from 1 to 20 faces, both high-SV rules), bursts and Special Dice
  // up to the last roll worked out in numbers, where the partial products are largest.
  const side = fc.record({
    sv: fc.integer({ min: -2, max: 42 }),
    burst: fc.integer({ min: 1, max: 8 }),
    sd: fc.integer({ min: 0, max: 3 }),
  });
  const rules = fc.constantFrom(EDITIONS.n4.dice, EDITIONS.n5.dice);
  it('Face-to-Face (property)', () => {
    fc.assert(
      fc.property(side, side, rules, (a, r, dice) => {
        fc.pre(a.burst + a.sd + r.burst + r.sd <= EXACT_IN_NUMBERS);
        expect(ftfOdds(a, r, dice)).toEqual(ftfOdds(a, r, dice, 0));
      }),
      { numRuns: 300 },
    );
  });
  it('Normal rolls (property)', () => {
    fc.assert(
      fc.property(side, rules, (a, dice) => {
        fc.pre(a.burst + a.sd <= EXACT_IN_NUMBERS);
        expect(normalOdds(a, dice)).toEqual(normalOdds(a, dice, 0));
      }),
      { numRuns: 200 },
    );
  });
  it('the largest counts: SV 20 and 39, all the dice', () => {
    for (const sv of [20, 39, 1]) {
      const a = { sv, burst: 6, sd: 0 };
      const r = { sv: 40 - sv, burst: 5, sd: 0 };
      expect(ftfOdds(a, r)).toEqual(ftfOdds(a, r, undefined, 0));
      const n = { sv, burst: 8, sd: 3 };
      expect(normalOdds(n)).toEqual(normalOdds(n, undefined, 0));
    }
  });
});

describe('normalOdds (docs/rules.md §1.3)', () => {
  it('agrees with brute force for SV 9, 3 dice', () => {
    const side = { sv: successValue(9, []), burst: 3 };
    const brute = new Map<string, bigint>();
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++)
        for (let c = 1; c <= 20; c++) {
          const r = resolveNormal(side, [a, b, c]);
          const k = `${r.hits}/${r.crits}`;
          brute.set(k, (brute.get(k) ?? 0n) + 1n);
        }
    const odds = normalOdds({ sv: 9, burst: 3 });
    expect(new Map(odds.outcomes.map((o) => [`${o.hits}/${o.crits}`, o.count]))).toEqual(brute);
    expect(odds.total).toBe(8000n);
  });
  it.each([
    [
      9,
      1,
      [
        [0, 0, 11n],
        [1, 0, 8n],
        [0, 1, 1n],
      ],
    ],
    [0, 2, [[0, 0, 400n]]],
    [
      25,
      1,
      [
        [1, 0, 14n],
        [0, 1, 6n],
      ],
    ],
  ] as const)('SV %i, burst %i', (sv, burst, expected) => {
    const got = normalOdds({ sv, burst }).outcomes.map((o) => [o.hits, o.crits, o.count]);
    expect(got).toEqual(expected);
  });
  it('atLeast: cumulative counts', () => {
    // SV 10, 2 dice: each die succeeds on 10 faces of 20.
    expect(atLeast(normalOdds({ sv: 10, burst: 2 }))).toEqual([400n, 300n, 100n]);
  });
});
