/** Special Dice against brute force over four dice (slow: 160000 rolls, docs/rules.md §7.1). */
import { describe, expect, it } from 'vitest';
import { ftfOdds } from '../../../src/core/roll/odds.js';
import { N5 } from '../../../src/core/rules/index.js';
import { bruteFtf, ftfMap } from './special-brute.js';

describe('Special Dice (docs/rules.md §7.1)', () => {
  it('exact F2F odds with SD equal a brute force: B2+1 SD vs B1 (160000 rolls)', () => {
    const odds = ftfOdds({ sv: 23, burst: 2, sd: 1 }, { sv: 12, burst: 1 }, N5.dice);
    expect(ftfMap(odds)).toEqual(bruteFtf([23, 2, 1], [12, 1, 0], 'low-faces'));
  });
});
