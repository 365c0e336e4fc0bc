/** Special Dice and SV above 20 in N5 (docs/rules.md §7.1), against N4 and brute force. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyDie,
  criticalFaces,
  discardedDice,
  withSpecialDice,
} from '../../../src/core/roll/dice.js';
import { ftfOdds, normalOdds } from '../../../src/core/roll/odds.js';
import { resolveFtf, resolveNormal } from '../../../src/core/roll/resolve.js';
import { N4, N5, type HighSv } from '../../../src/core/rules/index.js';
import { ftfOutcomeOf } from '../../../src/core/roll/simulate.js';
import { runs } from '../../properties.js';
import { bruteFtf, ftfMap, keepBest, normalMap, side } from './special-brute.js';

describe('SV above 20 (docs/rules.md §7.1)', () => {
  it.each([
    // sv, roll, N4 value/result, N5 value/result
    [23, 5, 8, 'success', 5, 'success'],
    [23, 17, 20, 'crit', 17, 'success'],
    [23, 3, 6, 'success', 3, 'crit'],
    [23, 20, 23, 'crit', 20, 'crit'],
    [23, 4, 7, 'success', 4, 'success'],
    [21, 1, 2, 'success', 1, 'crit'],
    [20, 20, 20, 'crit', 20, 'crit'],
  ] as const)('SV %i, die %i: N4 %i %s, N5 %i %s', (sv, roll, v4, r4, v5, r5) => {
    expect(classifyDie(sv, roll, N4.dice.highSv)).toEqual({ roll, value: v4, result: r4 });
    expect(classifyDie(sv, roll, N5.dice.highSv)).toEqual({ roll, value: v5, result: r5 });
  });

  it('SV 23: criticals 17-20 in N4, 1-3 and 20 in N5', () => {
    expect(criticalFaces(23, 'add-excess')).toEqual([17, 18, 19, 20]);
    expect(criticalFaces(23, 'low-faces')).toEqual([1, 2, 3, 20]);
  });

  it('the worked example: SV 23 rolls 5, the opponent 7: N4 wins, N5 loses', () => {
    const n4 = resolveFtf(side(23, 1), [5], side(15, 1), [7], N4.dice);
    const n5 = resolveFtf(side(23, 1), [5], side(15, 1), [7], N5.dice);
    expect(n4.winner).toBe('active');
    expect(n4.active.dice[0]?.value).toBe(8);
    expect(n5.winner).toBe('reactive');
    expect(n5.active.dice[0]?.value).toBe(5);
    // The lean Monte-Carlo loop resolves the same way.
    expect(ftfOutcomeOf(23, [5], 15, [7], N4.dice).winner).toBe('active');
    expect(ftfOutcomeOf(23, [5], 15, [7], N5.dice).winner).toBe('reactive');
  });

  it('exact odds are the same in N4 and N5 for any SVs and bursts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 45 }),
        fc.integer({ min: -5, max: 45 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (svA, svB, a, b) => {
          expect(ftfOdds({ sv: svA, burst: a }, { sv: svB, burst: b }, N5.dice)).toEqual(
            ftfOdds({ sv: svA, burst: a }, { sv: svB, burst: b }, N4.dice),
          );
          expect(normalOdds({ sv: svA, burst: a }, N5.dice)).toEqual(
            normalOdds({ sv: svA, burst: a }, N4.dice),
          );
        },
      ),
    );
  });
});

describe('Special Dice (docs/rules.md §7.1)', () => {
  it.each([
    // sv, dice, burst, discarded
    [13, [4, 13, 20, 2], 3, [false, false, true, false]],
    [13, [4, 12, 9], 2, [true, false, false]],
    [13, [13, 13, 1], 1, [false, true, true]],
    [23, [1, 19, 18], 2, [false, false, true]],
  ] as const)('SV %i, dice %j, keep %i: discarded %j', (sv, dice, burst, discarded) => {
    const classified = dice.map((r) => classifyDie(sv, r, 'low-faces'));
    expect(discardedDice(classified, burst)).toEqual(discarded);
  });

  it('a Normal roll keeps the best: criticals first, then the highest', () => {
    const r = resolveNormal(side(13, 2, 1), [13, 4, 9], N5.dice);
    expect(r.dice.map((d) => d.discarded)).toEqual([false, true, false]);
    expect([r.hits, r.crits]).toEqual([1, 1]);
  });

  it('a discarded die cancels nothing in a Face-to-Face roll', () => {
    // Reactive discards its 12 (a failure vs SV 11) and keeps 10: active's 11 beats it.
    const r = resolveFtf(side(13, 1), [11], side(11, 1, 1), [12, 10], N5.dice);
    expect(r.winner).toBe('active');
    expect(r.reactive.dice.map((d) => d.discarded)).toEqual([true, false]);
  });

  it('N4 refuses Special Dice with a reason', () => {
    const r = withSpecialDice(side(13, 1), 1, N4.dice, '--sd');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/N5 rule/);
    expect(withSpecialDice(side(13, 1), 1, N5.dice, '--sd')).toEqual({
      ok: true,
      value: side(13, 1, 1),
    });
  });

  // B2+1 SD vs B1 over all 160000 rolls: special-dice-brute.test.ts (slow).
  it('exact F2F odds with SD equal a brute force that keeps the best (property, 3 dice)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 }),
        fc.integer({ min: 0, max: 26 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom<HighSv>('add-excess', 'low-faces'),
        (svA, svB, a, sdA, sdB, highSv) => {
          fc.pre(a + sdA + 1 + sdB <= 3 && sdA + sdB > 0);
          const odds = ftfOdds(
            { sv: svA, burst: a, sd: sdA },
            { sv: svB, burst: 1, sd: sdB },
            { highSv, specialDice: true },
          );
          expect(odds.total).toBe(20n ** BigInt(a + sdA + 1 + sdB));
          expect(ftfMap(odds)).toEqual(bruteFtf([svA, a, sdA], [svB, 1, sdB], highSv));
        },
      ),
      { numRuns: runs(20) },
    );
  });

  it('exact Normal odds with SD equal a brute force that keeps the best (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        (sv, b, sd) => {
          fc.pre(b + sd <= 3);
          const brute = new Map<string, bigint>();
          const n = b + sd;
          for (let i = 0; i < 20 ** n; i++) {
            const dice = Array.from({ length: n }, (_, j) => (Math.floor(i / 20 ** j) % 20) + 1);
            const kept = keepBest(sv, dice, b, 'low-faces').map((r) =>
              classifyDie(sv, r, 'low-faces'),
            );
            const hits = sv < 1 ? 0 : kept.filter((d) => d.result === 'success').length;
            const crits = sv < 1 ? 0 : kept.filter((d) => d.result === 'crit').length;
            const k = `${hits}/${crits}`;
            brute.set(k, (brute.get(k) ?? 0n) + 1n);
          }
          expect(normalMap(normalOdds({ sv, burst: b, sd }, N5.dice))).toEqual(brute);
        },
      ),
      { numRuns: runs(15) },
    );
  });

  it('the Monte-Carlo loop agrees with the resolver on SD rolls (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 1 }),
        (svA, svB, da, db, sdB) => {
          const sdA = 1;
          fc.pre(db.length > sdB);
          const r = resolveFtf(
            side(svA, da.length - sdA, sdA),
            svA < 1 ? [] : da,
            side(svB, db.length - sdB, sdB),
            svB < 1 ? [] : db,
            N5.dice,
          );
          const w = r.winner === 'active' ? r.active : r.winner === 'reactive' ? r.reactive : null;
          expect(ftfOutcomeOf(svA, da, svB, db, N5.dice, sdA, sdB)).toEqual({
            winner: r.winner,
            hits: w?.hits ?? 0,
            crits: w?.crits ?? 0,
          });
        },
      ),
    );
  });
});
