import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ftfOdds } from '../../../src/core/roll/odds.js';
import { asMap, bruteFtf } from './brute-ftf.js';
import { runs } from '../../properties.js';

// Up to 160000 rolls through the resolver per case, a dozen cases: 25 s alone on a shared
// 2-core machine at load 10, 100 s beside the browser tests at load 15.
const LONG = 300_000;

describe('ftfOdds', () => {
  it(
    'agrees with brute force through the resolver (property, total burst <= 4)',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 35 }),
          fc.integer({ min: 0, max: 35 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
          (svA, svB, a, b) => {
            fc.pre(a + b <= 4);
            expect(asMap(ftfOdds({ sv: svA, burst: a }, { sv: svB, burst: b }))).toEqual(
              bruteFtf(svA, a, svB, b),
            );
          },
        ),
        { numRuns: runs(12) },
      );
    },
    LONG,
  );
});
