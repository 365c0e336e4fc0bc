/**
 * Monte-Carlo runs of Normal and Face-to-Face rolls (`--times N`), to set beside the exact
 * odds. Up to 10^7 rolls, so the inner loop allocates nothing: it applies the same rules
 * as the resolver (RULES.md §1.2-§1.4) to plain numbers, and a property test holds the two
 * in agreement.
 */
import { D20, isAutoFail, rollD20 } from './dice.js';
import type { Winner } from './roll.js';

/** Per-die summary of one side's roll: how many crits, and the plain successes' values. */
interface SideScratch {
  crits: number;
  /** Plain success values, the first `plain` entries used. */
  readonly values: Int32Array;
  plain: number;
  best: number;
}

const scratch = (burst: number): SideScratch => ({
  crits: 0,
  values: new Int32Array(burst),
  plain: 0,
  best: 0,
});

function rollSide(sv: number, burst: number, rng: () => number, s: SideScratch): void {
  s.crits = 0;
  s.plain = 0;
  s.best = 0;
  if (isAutoFail(sv)) return;
  const excess = sv > D20 ? sv - D20 : 0;
  for (let i = 0; i < burst; i++) {
    const roll = rollD20(rng);
    if (excess > 0) {
      const value = roll + excess;
      if (value >= D20) s.crits++;
      else {
        s.values[s.plain++] = value;
        if (value > s.best) s.best = value;
      }
    } else if (roll === sv) s.crits++;
    else if (roll < sv) {
      s.values[s.plain++] = roll;
      if (roll > s.best) s.best = roll;
    }
  }
}

/** Plain successes of `s` above `threshold`. */
function above(s: SideScratch, threshold: number): number {
  let n = 0;
  for (let i = 0; i < s.plain; i++) if ((s.values[i] ?? 0) > threshold) n++;
  return n;
}

export interface SimOutcome {
  readonly winner: Winner;
  readonly hits: number;
  readonly crits: number;
}

/** RULES.md §1.4 on one side summary each: who wins, and what stands. */
function ftfOutcome(a: SideScratch, b: SideScratch): SimOutcome {
  if (a.crits > 0 && b.crits > 0) return { winner: 'none', hits: 0, crits: 0 };
  if (b.crits === 0) {
    const hits = above(a, b.best);
    if (a.crits + hits > 0) return { winner: 'active', hits, crits: a.crits };
  }
  if (a.crits === 0) {
    const hits = above(b, a.best);
    if (b.crits + hits > 0) return { winner: 'reactive', hits, crits: b.crits };
  }
  return { winner: 'none', hits: 0, crits: 0 };
}

/** One F2F roll's outcome from given dice: exposed so tests can hold it to the resolver. */
export function ftfOutcomeOf(
  svA: number,
  diceA: readonly number[],
  svB: number,
  diceB: readonly number[],
): SimOutcome {
  const a = scratch(diceA.length);
  const b = scratch(diceB.length);
  let i = 0;
  rollSide(svA, diceA.length, () => ((diceA[i++] ?? 1) - 1) / D20, a);
  i = 0;
  rollSide(svB, diceB.length, () => ((diceB[i++] ?? 1) - 1) / D20, b);
  return ftfOutcome(a, b);
}

export interface SimSide {
  readonly sv: number;
  readonly burst: number;
}

/** Called now and then with the number of rolls done, for a progress bar. */
export type Progress = (done: number, total: number) => void;

const PROGRESS_STEPS = 100;

/** Counts keyed `winner/hits/crits` (F2F) or `hits/crits` (Normal). */
export type SimCounts = Map<string, number>;

/** Count the outcome key of `times` rolls, reporting progress a hundred times along the way. */
function tally(times: number, rollOnce: () => string, progress?: Progress): SimCounts {
  const counts: SimCounts = new Map();
  const every = Math.max(1, Math.ceil(times / PROGRESS_STEPS));
  for (let n = 0; n < times; n++) {
    const key = rollOnce();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (progress !== undefined && (n + 1) % every === 0) progress(n + 1, times);
  }
  return counts;
}

export function simulateFtf(
  a: SimSide,
  b: SimSide,
  times: number,
  rng: () => number,
  progress?: Progress,
): SimCounts {
  const sa = scratch(a.burst);
  const sb = scratch(b.burst);
  return tally(
    times,
    () => {
      // Active dice first, then reactive: the same order as `infcalc ftf --seed`.
      rollSide(a.sv, a.burst, rng, sa);
      rollSide(b.sv, b.burst, rng, sb);
      const o = ftfOutcome(sa, sb);
      return `${o.winner}/${o.hits}/${o.crits}`;
    },
    progress,
  );
}

export function simulateNormal(
  side: SimSide,
  times: number,
  rng: () => number,
  progress?: Progress,
): SimCounts {
  const s = scratch(side.burst);
  return tally(
    times,
    () => {
      rollSide(side.sv, side.burst, rng, s);
      return `${s.plain}/${s.crits}`;
    },
    progress,
  );
}
