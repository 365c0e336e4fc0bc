import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successValue } from '../../../src/core/roll/dice.js';
import { resolveFtf } from '../../../src/core/roll/resolve.js';
import { ftfOutcomeOf, simulateNormal } from '../../../src/core/roll/simulate.js';
import { runs } from '../../properties.js';

describe('the Monte-Carlo inner loop agrees with the resolver', () => {
  it('on random SVs 0..45 and bursts 1..5 (property)', () => {
    const d20s = (n: number) =>
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: n, maxLength: n });
    const side = fc
      .tuple(fc.integer({ min: -3, max: 45 }), fc.integer({ min: 1, max: 5 }))
      .chain(([sv, b]) => fc.tuple(fc.constant(sv), d20s(b)));
    fc.assert(
      fc.property(side, side, ([svA, a], [svB, b]) => {
        const r = resolveFtf(
          { sv: successValue(svA, []), burst: a.length },
          a,
          { sv: successValue(svB, []), burst: b.length },
          b,
        );
        const w = r.winner === 'active' ? r.active : r.reactive;
        const expected =
          r.winner === 'none'
            ? { winner: 'none', hits: 0, crits: 0 }
            : { winner: r.winner, hits: w.hits, crits: w.crits };
        expect(ftfOutcomeOf(svA, a, svB, b)).toEqual(expected);
      }),
      { numRuns: runs(5000) },
    );
  });

  it('counts every roll once, and reports progress', () => {
    const seen: number[] = [];
    const counts = simulateNormal(
      { sv: 10, burst: 2 },
      1000,
      () => 0.3,
      (done) => seen.push(done),
    );
    expect(counts).toEqual(new Map([['2/0', 1000]])); // every die is a 7
    expect(seen.at(-1)).toBe(1000);
    expect(seen).toHaveLength(100);
  });
});
