import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successValue, type Side } from '../../../src/core/roll/dice.js';
import {
  diceFor,
  parseDiceList,
  resolveFtf,
  resolveNormal,
} from '../../../src/core/roll/resolve.js';
import { runs } from '../../properties.js';

const side = (sv: number, burst = 1): Side => ({ sv: successValue(sv, []), burst });

describe('resolveNormal (docs/rules.md §1.3)', () => {
  it('SV 9 rolling 8, 12, 9: one hit, one failure, one critical', () => {
    const r = resolveNormal(side(9, 3), [8, 12, 9]);
    expect(r.dice.map((d) => d.result)).toEqual(['success', 'fail', 'crit']);
    expect([r.hits, r.crits]).toEqual([1, 1]);
  });
  it('CC 23 rolling 4, 17, 18: 7 succeeds, 20 and 21 are criticals', () => {
    const r = resolveNormal(side(23, 3), [4, 17, 18]);
    expect(r.dice.map((d) => [d.value, d.result])).toEqual([
      [7, 'success'],
      [20, 'crit'],
      [21, 'crit'],
    ]);
  });
  it('SV below 1 is an automatic failure with no dice', () => {
    const r = resolveNormal(side(0, 2), []);
    expect(r).toMatchObject({ autoFail: true, dice: [], hits: 0, crits: 0 });
  });
});

describe('resolveFtf worked examples (docs/rules.md §1.4)', () => {
  it('Fusilier SV 12 rolls 4, 9 vs Zhanshi A SV 11 rolls 5: the 5 cancels the 4, the 9 stands', () => {
    const r = resolveFtf(side(12, 2), [4, 9], side(11), [5]);
    expect(r.winner).toBe('active');
    expect([r.active.hits, r.active.crits]).toEqual([1, 0]);
    expect(r.active.dice[0]?.cancelledBy).toEqual({ die: 0, reason: 'higher' });
    expect(r.active.dice[1]?.cancelled).toBe(false);
    expect(r.reactive.dice[0]?.cancelledBy).toEqual({ die: 1, reason: 'higher' });
  });
  it("Fusilier's 11 vs Zhanshi B's 11: Zhanshi B's is a critical and wins", () => {
    const r = resolveFtf(side(12), [11], side(11), [11]);
    expect(r.winner).toBe('reactive');
    expect([r.reactive.hits, r.reactive.crits]).toEqual([0, 1]);
    expect(r.active.dice[0]?.cancelledBy).toEqual({ die: 0, reason: 'crit' });
  });
  it('both sides roll criticals: everything cancels, nobody hits', () => {
    const r = resolveFtf(side(12, 3), [12, 3, 18], side(11), [11]);
    expect(r.winner).toBe('none');
    expect(r.active.dice.map((d) => d.cancelledBy?.reason ?? null)).toEqual([
      'both-crit',
      'both-crit',
      null,
    ]);
  });
  it('one critical against two still cancels everything', () => {
    expect(resolveFtf(side(12, 2), [12, 12], side(11), [11]).winner).toBe('none');
  });
  it('equal values cancel each other', () => {
    const r = resolveFtf(side(12), [7], side(11), [7]);
    expect(r.winner).toBe('none');
    expect(r.active.dice[0]?.cancelledBy?.reason).toBe('tie');
  });
  it("a critical side keeps its plain successes only above the opponent's best", () => {
    const r = resolveFtf(side(12, 3), [12, 3, 9], side(11, 1), [5]);
    expect(r.winner).toBe('active');
    expect([r.active.hits, r.active.crits]).toEqual([1, 1]);
  });
  it('SV above 20 compares die + excess', () => {
    expect(resolveFtf(side(23), [10], side(15), [14]).winner).toBe('reactive'); // 13 < 14
    expect(resolveFtf(side(23), [12], side(15), [14]).winner).toBe('active'); // 15 > 14
    expect(resolveFtf(side(23), [11], side(15), [14]).winner).toBe('none'); // 14 = 14
  });
});

/**
 * An independent reference for §1.4, written from the rules text and sharing no code
 * with the resolver: classify, then count standing results by the three cases.
 */
function reference(svA: number, a: number[], svB: number, b: number[]) {
  const cls = (sv: number, d: number) => {
    if (sv < 1) return { v: 0, ok: false, crit: false };
    if (sv > 20) return { v: d + sv - 20, ok: true, crit: d + sv - 20 >= 20 };
    return { v: d, ok: d <= sv, crit: d === sv };
  };
  const A = a.map((d) => cls(svA, d)).filter((x) => x.ok);
  const B = b.map((d) => cls(svB, d)).filter((x) => x.ok);
  const critA = A.some((x) => x.crit);
  const critB = B.some((x) => x.crit);
  if (critA && critB) return { winner: 'none', hits: 0, crits: 0 };
  const bestPlain = (xs: typeof A) => Math.max(0, ...xs.filter((x) => !x.crit).map((x) => x.v));
  const left = (own: typeof A, oppHasCrit: boolean, oppBest: number) =>
    oppHasCrit ? [] : own.filter((x) => x.crit || x.v > oppBest);
  const la = left(A, critB, bestPlain(B));
  const lb = left(B, critA, bestPlain(A));
  const pick = (xs: typeof A) => ({
    hits: xs.filter((x) => !x.crit).length,
    crits: xs.filter((x) => x.crit).length,
  });
  if (la.length > 0) return { winner: 'active', ...pick(la) };
  if (lb.length > 0) return { winner: 'reactive', ...pick(lb) };
  return { winner: 'none', hits: 0, crits: 0 };
}

describe('resolveFtf agrees with an independent reference (property)', () => {
  it('random SVs 0..35, bursts 1..4', () => {
    const d20s = (n: number) =>
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: n, maxLength: n });
    const sideArb = fc
      .tuple(fc.integer({ min: 0, max: 35 }), fc.integer({ min: 1, max: 4 }))
      .chain(([sv, b]) => fc.tuple(fc.constant(sv), d20s(b)));
    fc.assert(
      fc.property(sideArb, sideArb, ([svA, a], [svB, b]) => {
        const r = resolveFtf(side(svA, a.length), a, side(svB, b.length), b);
        const w = r.winner === 'active' ? r.active : r.reactive;
        const got = {
          winner: r.winner,
          hits: r.winner === 'none' ? 0 : w.hits,
          crits: r.winner === 'none' ? 0 : w.crits,
        };
        expect(got).toEqual(reference(svA, a, svB, b));
        // The loser never keeps anything standing.
        const loser = r.winner === 'active' ? r.reactive : r.active;
        expect(loser.hits + loser.crits).toBe(0);
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe('typed-in and random dice', () => {
  it.each([
    ['8,12,9', 3, [8, 12, 9]],
    ['8 12 9', 3, [8, 12, 9]],
    ['20', 1, [20]],
  ])('%s', (text, n, dice) => {
    expect(parseDiceList(text, n)).toEqual({ ok: true, value: dice });
  });
  it.each([
    ['8,21', 2, '"21" at character 3 is not a d20 result'],
    ['8,x', 2, '"x" at character 3'],
    ['0', 1, '"0"'],
    ['8,9', 3, '2 dice given, the roll has burst 3'],
  ])('rejects %s', (text, n, msg) => {
    const r = parseDiceList(text, n);
    expect(r.ok ? '' : r.error.message).toContain(msg);
  });
  it('draws nothing for SV below 1, so the seed stays in step', () => {
    let calls = 0;
    const rng = () => (calls++, 0.5);
    expect(diceFor(side(-1, 3), undefined, rng)).toEqual({ ok: true, value: [] });
    expect(calls).toBe(0);
    expect(diceFor(side(10, 2), undefined, rng)).toEqual({ ok: true, value: [11, 11] });
  });
});
