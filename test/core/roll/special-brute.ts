/** Special Dice by hand (docs/rules.md §7.1): every roll of B+SD dice, the best B kept. */
import { classifyDie, successValue } from '../../../src/core/roll/dice.js';
import type { FtfOdds, NormalOdds } from '../../../src/core/roll/odds.js';
import { resolveFtf } from '../../../src/core/roll/resolve.js';
import type { HighSv } from '../../../src/core/rules/index.js';

export const side = (sv: number, burst: number, sd = 0) => ({
  sv: successValue(sv, []),
  burst,
  ...(sd > 0 ? { sd } : {}),
});

export const key = (w: string, h: number, c: number) => `${w}/${h}/${c}`;
export const ftfMap = (odds: FtfOdds) =>
  new Map(odds.outcomes.map((o) => [key(o.winner, o.hits, o.crits), o.count]));
export const normalMap = (odds: NormalOdds) =>
  new Map(odds.outcomes.map((o) => [`${o.hits}/${o.crits}`, o.count]));

/**
 * Keep the best `burst` of `dice` by hand, independently of the resolver's discard:
 * criticals first, then the highest plain successes, then anything.
 */
export function keepBest(
  sv: number,
  dice: readonly number[],
  burst: number,
  highSv: HighSv,
): number[] {
  const rank = (r: number): number => {
    const d = classifyDie(sv, r, highSv);
    return d.result === 'crit' ? 100 : d.result === 'success' ? 50 + d.value : 0;
  };
  return [...dice].sort((x, y) => rank(y) - rank(x)).slice(0, burst);
}

/** Every die combination: roll B+SD dice each, keep the best B, resolve without SD. */
export function bruteFtf(
  [svA, a, sdA]: readonly [number, number, number],
  [svB, b, sdB]: readonly [number, number, number],
  highSv: HighSv,
): Map<string, bigint> {
  const out = new Map<string, bigint>();
  const na = a + sdA;
  const n = na + b + sdB;
  const dice = new Array<number>(n).fill(1);
  const rules = { highSv, specialDice: true };
  for (let i = 0; i < 20 ** n; i++) {
    let x = i;
    for (let j = 0; j < n; j++) {
      dice[j] = (x % 20) + 1;
      x = Math.floor(x / 20);
    }
    const keptA = svA < 1 ? [] : keepBest(svA, dice.slice(0, na), a, highSv);
    const keptB = svB < 1 ? [] : keepBest(svB, dice.slice(na), b, highSv);
    const r = resolveFtf(
      side(svA, svA < 1 ? 0 : a),
      keptA,
      side(svB, svB < 1 ? 0 : b),
      keptB,
      rules,
    );
    const w = r.winner === 'active' ? r.active : r.reactive;
    const k = r.winner === 'none' ? key('none', 0, 0) : key(r.winner, w.hits, w.crits);
    out.set(k, (out.get(k) ?? 0n) + 1n);
  }
  return out;
}
