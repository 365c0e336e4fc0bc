import { successValue } from '../../../src/core/roll/dice.js';
import type { FtfOdds } from '../../../src/core/roll/odds.js';
import { resolveFtf } from '../../../src/core/roll/resolve.js';
import type { DiceRules } from '../../../src/core/rules/index.js';

export const key = (w: string, h: number, c: number) => `${w}/${h}/${c}`;
export const asMap = (odds: FtfOdds) =>
  new Map(odds.outcomes.map((o) => [key(o.winner, o.hits, o.crits), o.count]));

/** Every 20^n dice combination through the resolver. */
export function bruteFtf(
  svA: number,
  a: number,
  svB: number,
  b: number,
  dice?: DiceRules,
): Map<string, bigint> {
  const A = { sv: successValue(svA, []), burst: a };
  const B = { sv: successValue(svB, []), burst: b };
  const out = new Map<string, bigint>();
  const n = a + b;
  const faces = new Array<number>(n).fill(1);
  for (let i = 0; i < 20 ** n; i++) {
    let x = i;
    for (let j = 0; j < n; j++) {
      faces[j] = (x % 20) + 1;
      x = Math.floor(x / 20);
    }
    const r = resolveFtf(A, faces.slice(0, a), B, faces.slice(a), dice);
    const w = r.winner === 'active' ? r.active : r.reactive;
    const k = r.winner === 'none' ? key('none', 0, 0) : key(r.winner, w.hits, w.crits);
    out.set(k, (out.get(k) ?? 0n) + 1n);
  }
  return out;
}
