/** `infcalc roll SPEC --times N` and `infcalc ftf A vs B --times N`: Monte-Carlo beside the exact odds. */
import type { Side } from '../core/roll/dice.js';
import { ftfOdds, normalOdds, oddsSideOf, probability } from '../core/roll/odds.js';
import { simulateFtf, simulateNormal, type Progress } from '../core/roll/simulate.js';
import { InvariantError } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import { usage, wholeNumber } from './failure.js';
import { seedFor, type Random } from './random.js';
import { sideWithDice } from './sides.js';
import { troopersFrom } from './troopers.js';
import { withWords, type WordOptions } from './words.js';

export const TIMES_MAX = 10_000_000;

/**
 * The most dice one `--times` run may roll (times × dice per roll): about 5 s here. A
 * run of big bursts (`ftf 12b100 vs 12b100 --times 10000000`, 2·10^9 dice) would take
 * minutes; it is refused with the estimate instead. docs/rolls.md "Monte-Carlo".
 */
export const DICE_MAX = 100_000_000;
/** Dice rolled per second by the Monte-Carlo loop on the 2-core machine of `npm run bench`. */
const DICE_PER_SECOND = 20_000_000;

const thousands = (n: number): string => n.toLocaleString('en-US');

/** Refuse a run whose dice exceed DICE_MAX, saying how much work it would be. */
export function checkWork(times: number, sides: readonly Side[]): void {
  const perRoll = sides.reduce((n, s) => n + s.burst + (s.sd ?? 0), 0);
  const dice = times * perRoll;
  if (dice <= DICE_MAX) return;
  const seconds = Math.round(dice / DICE_PER_SECOND);
  throw usage(
    `--times ${times} with ${perRoll} dice a roll is ${thousands(dice)} dice (about ${seconds} s), above the bound of ${thousands(DICE_MAX)}`,
    `use --times ${Math.floor(DICE_MAX / perRoll)} or less, or ask the exact odds`,
  );
}

/** One outcome: how often it came up, and how often the exact odds say it should. */
export interface SimRow {
  readonly winner: 'active' | 'reactive' | 'none' | null;
  readonly hits: number;
  readonly crits: number;
  readonly count: number;
  readonly probability: number;
}

export interface SimulationReport {
  readonly kind: 'simulation';
  readonly roll: 'normal' | 'ftf';
  readonly sides: readonly Side[];
  readonly times: number;
  readonly seed: string;
  readonly rows: readonly SimRow[];
  readonly edition: Edition;
}

export function parseTimes(text: string): number {
  const n = wholeNumber(text, 1, TIMES_MAX);
  if (n === null) {
    throw usage(
      `--times "${text}" is not a whole number from 1 to ${TIMES_MAX}`,
      'e.g. --times 100000',
    );
  }
  return n;
}

/** Every outcome the exact odds know, with the simulated counts beside them. */
function rows(
  exact: readonly { winner?: SimRow['winner']; hits: number; crits: number; count: bigint }[],
  total: bigint,
  counts: Map<string, number>,
  keyOf: (o: { winner?: SimRow['winner']; hits: number; crits: number }) => string,
): SimRow[] {
  const out = exact.map((o) => ({
    winner: o.winner ?? null,
    hits: o.hits,
    crits: o.crits,
    count: counts.get(keyOf(o)) ?? 0,
    probability: probability(o.count, total),
  }));
  const known = new Set(exact.map(keyOf));
  for (const key of counts.keys()) {
    // A simulated outcome the exact engine says is impossible is a bug, not noise.
    if (!known.has(key)) throw new InvariantError(`simulated outcome ${key} has no exact count`);
  }
  return out;
}

/** Monte-Carlo: roll N times and set the frequencies beside the exact odds. */
export function simulate(
  specs: {
    spec: string;
    mods?: readonly string[];
    /** The reactive side of a Face-to-Face roll; undefined for a Normal roll. */
    reactive?: string;
    vsMods?: readonly string[];
  },
  opts: WordOptions & {
    times: string;
    seed?: string;
    dice?: string;
    vsDice?: string;
    sd?: string;
    vsSd?: string;
  },
  edition: Edition,
  random: Random,
  progress?: Progress,
): SimulationReport {
  if (opts.dice !== undefined || opts.vsDice !== undefined) {
    throw usage(
      '--times draws its own dice: drop --dice/--vs-dice',
      'or drop --times to resolve the dice you rolled',
    );
  }
  const times = parseTimes(opts.times);
  const seed = seedFor(opts.seed, true, random);
  const rng = random.rngFor(seed);
  const typedA = sideWithDice(specs.spec, specs.mods, opts.sd, '--sd', edition);
  // docs/rules.md §8: the same words and situation as the exact odds (--with, --cover, ...).
  const words = (r: Side | null) =>
    withWords(opts, edition, typedA, r, troopersFrom(opts, r !== null));
  if (specs.reactive === undefined) {
    const a = words(null).active;
    checkWork(times, [a]);
    const exact = normalOdds(oddsSideOf(a), edition.dice);
    const counts = simulateNormal(oddsSideOf(a), times, rng, progress, edition.dice);
    return {
      kind: 'simulation',
      roll: 'normal',
      sides: [a],
      times,
      seed,
      rows: rows(exact.outcomes, exact.total, counts, (o) => `${o.hits}/${o.crits}`),
      edition,
    };
  }
  const typedR = sideWithDice(specs.reactive, specs.vsMods, opts.vsSd, '--vs-sd', edition);
  const w = words(typedR);
  const a = w.active;
  const r = w.reactive ?? typedR;
  checkWork(times, [a, r]);
  const exact = ftfOdds(oddsSideOf(a), oddsSideOf(r), edition.dice);
  const counts = simulateFtf(oddsSideOf(a), oddsSideOf(r), times, rng, progress, edition.dice);
  return {
    kind: 'simulation',
    roll: 'ftf',
    sides: [a, r],
    times,
    seed,
    rows: rows(
      exact.outcomes,
      exact.total,
      counts,
      (o) => `${o.winner ?? ''}/${o.hits}/${o.crits}`,
    ),
    edition,
  };
}
