/**
 * Monte-Carlo runs of Normal and Face-to-Face rolls (`--times N`), to set beside the exact
 * odds. Up to 10^7 rolls, so the inner loop allocates nothing: it applies the same rules
 * as the resolver (docs/rules.md §1.2-§1.4) to plain numbers, and a property test holds the two
 * in agreement.
 */
import { D20, isAutoFail, DEFAULT_DICE, rollD20 } from './dice.js';
import type { Winner } from './resolve.js';
import type { DiceRules } from '../rules/index.js';

/**
 * Per-die summary of one side's roll: how many crits, and the plain successes' values.
 * With Special Dice (docs/rules.md §7.1) every rolled die is recorded and `slots` says
 * how many plain successes the side keeps after its criticals: the highest ones.
 */
interface SideScratch {
  crits: number;
  /** Plain success values, the first `plain` entries used. */
  readonly values: Int32Array;
  plain: number;
  best: number;
  /** Kept dice left for plain successes: burst - kept criticals. */
  slots: number;
}

const scratch = (dice: number): SideScratch => ({
  crits: 0,
  values: new Int32Array(dice),
  plain: 0,
  best: 0,
  slots: 0,
});

function rollSide(
  sv: number,
  burst: number,
  sd: number,
  rules: DiceRules,
  rng: () => number,
  s: SideScratch,
): void {
  s.crits = 0;
  s.plain = 0;
  s.best = 0;
  s.slots = 0;
  if (isAutoFail(sv)) return;
  const excess = sv > D20 ? sv - D20 : 0;
  // N5 adds nothing above SV 20: faces 1..excess and 20 are criticals (§7.1).
  const lowFaces = rules.highSv === 'low-faces';
  for (let i = 0; i < burst + sd; i++) {
    const roll = rollD20(rng);
    if (excess > 0 && lowFaces) {
      if (roll === D20 || roll <= excess) s.crits++;
      else {
        s.values[s.plain++] = roll;
        if (roll > s.best) s.best = roll;
      }
    } else if (excess > 0) {
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
  // Keep criticals first, then the highest plain successes. With no kept critical the
  // best kept plain is the best rolled, so `best` needs no change.
  s.crits = Math.min(s.crits, burst);
  s.slots = burst - s.crits;
}

/** Kept plain successes of `s` above `threshold` (the kept ones are the highest). */
function above(s: SideScratch, threshold: number): number {
  let n = 0;
  for (let i = 0; i < s.plain; i++) if ((s.values[i] ?? 0) > threshold) n++;
  return Math.min(n, s.slots);
}

export interface SimOutcome {
  readonly winner: Winner;
  readonly hits: number;
  readonly crits: number;
}

/** docs/rules.md §1.4 on one side summary each: who wins, and what stands. */
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

/**
 * One F2F roll's outcome from given dice: exposed so tests can hold it to the resolver.
 * `sdA`/`sdB`: how many of each side's dice are Special Dice (the burst is the rest).
 */
export function ftfOutcomeOf(
  svA: number,
  diceA: readonly number[],
  svB: number,
  diceB: readonly number[],
  rules: DiceRules = DEFAULT_DICE,
  sdA = 0,
  sdB = 0,
): SimOutcome {
  const a = scratch(diceA.length);
  const b = scratch(diceB.length);
  let i = 0;
  rollSide(svA, diceA.length - sdA, sdA, rules, () => ((diceA[i++] ?? 1) - 1) / D20, a);
  i = 0;
  rollSide(svB, diceB.length - sdB, sdB, rules, () => ((diceB[i++] ?? 1) - 1) / D20, b);
  return ftfOutcome(a, b);
}

export interface SimSide {
  readonly sv: number;
  readonly burst: number;
  /** Special Dice (docs/rules.md §7.1); absent means 0. */
  readonly sd?: number;
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
  rules: DiceRules = DEFAULT_DICE,
): SimCounts {
  const sdA = a.sd ?? 0;
  const sdB = b.sd ?? 0;
  const sa = scratch(a.burst + sdA);
  const sb = scratch(b.burst + sdB);
  return tally(
    times,
    () => {
      // Active dice first, then reactive: the same order as `infcalc ftf --seed`.
      rollSide(a.sv, a.burst, sdA, rules, rng, sa);
      rollSide(b.sv, b.burst, sdB, rules, rng, sb);
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
  rules: DiceRules = DEFAULT_DICE,
): SimCounts {
  const sd = side.sd ?? 0;
  const s = scratch(side.burst + sd);
  return tally(
    times,
    () => {
      rollSide(side.sv, side.burst, sd, rules, rng, s);
      return `${Math.min(s.plain, s.slots)}/${s.crits}`;
    },
    progress,
  );
}
