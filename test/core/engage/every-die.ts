/** Brute force for engagements: every face of every die a plan rolls, resolved. */
import {
  diceNeeded,
  resolveEngagement,
  type Engagement,
} from '../../../src/core/engage/resolve.js';
import type { EngagementPlan } from '../../../src/core/engage/planned.js';

/** Calls `see` with the engagement of each combination of dice; returns how many (20^dice). */
export function everyDie(p: EngagementPlan, see: (e: Engagement) => void): bigint {
  const need = diceNeeded(p);
  const names = [...need.keys()];
  const counts = names.map((n) => need.get(n) ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  const faces = new Array<number>(total).fill(1);
  for (;;) {
    const dice = new Map<string, number[]>();
    let k = 0;
    for (const [i, n] of names.entries()) {
      dice.set(n, faces.slice(k, k + (counts[i] ?? 0)));
      k += counts[i] ?? 0;
    }
    see(resolveEngagement(p, dice));
    let j = 0;
    while (j < total && faces[j] === 20) faces[j++] = 1;
    if (j === total) return 20n ** BigInt(total);
    faces[j] = (faces[j] ?? 0) + 1;
  }
}
