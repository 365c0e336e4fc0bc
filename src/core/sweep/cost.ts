/**
 * What a sweep will cost before it runs (docs/sweeps-and-formats.md "What a sweep may cost"): every cell is an exact odds
 * question, and a 10,000-cell grid of big bursts with Continuous Damage can run for many
 * minutes. The work of a cell is estimated in units from its dice and its saves (about a
 * microsecond each on the 2-core machine of `npm run bench`), summed over the cells, and
 * a sweep past SWEEP_WORK_MAX is refused with the estimate, as `--times` is.
 *
 * The model, fitted to CPU timings of 10 sweeps (`npm run bench sweep`; the estimate is
 * 1.2x to 2.9x the measured time on each, never under):
 * - a Normal roll of d dice has about (d + 1)² / 2 (hits, crits) outcomes and costs
 *   ~10 units each; a Face-to-Face roll pairs both sides' dice: (da + 1)² (db + 1)² / 15;
 * - the damage of a side multiplies its standing outcomes by the saves of a critical and
 *   by the wounds counted (need + 1), twice that under Continuous Damage (its chains are
 *   memoised by wounds left, so they grow with the count, not its square), times 0.6;
 * - every cell pays a fixed 1,000 (parsing, the report), every sweep 400,000 (the
 *   modules loaded, the first caches filled).
 */

/** The most work units one sweep may take: about 40 s on the bench machine. */
export const SWEEP_WORK_MAX = 50_000_000;
/** Work units per second on the bench machine, for the estimate in the refusal. */
export const SWEEP_UNITS_PER_SECOND = 1_250_000;

const CELL_OVERHEAD = 1_000;
/** Once per sweep: the damage and odds modules loaded, the first caches filled (~0.3 s). */
const SWEEP_OVERHEAD = 400_000;

/** The dice each side of one cell rolls (burst + Special Dice); one side: a Normal roll. */
export interface CellDice {
  readonly dice: readonly number[];
}

/** One side's damage in a cell: its dice, the saves of a critical, the wounds counted. */
export interface CellDamage {
  readonly dice: number;
  readonly savesPerCrit: number;
  /** New wounds that kill (the Dead threshold less the wounds taken): need + 1 counts. */
  readonly need: number;
  readonly continuous: boolean;
}

const outcomes = (d: number): number => ((d + 1) * (d + 2)) / 2;

/** Work units of one cell. */
export function cellWork(roll: CellDice, damage: readonly CellDamage[]): number {
  const [a = 0, b] = roll.dice;
  const rollUnits = b === undefined ? 10 * outcomes(a) : ((a + 1) ** 2 * (b + 1) ** 2) / 15;
  const damageUnits = damage.reduce((sum, d) => {
    const counted = d.need + 1;
    return (
      sum +
      0.6 * outcomes(d.dice) * Math.max(1, d.savesPerCrit) * (d.continuous ? 2 * counted : counted)
    );
  }, 0);
  return CELL_OVERHEAD + rollUnits + damageUnits;
}

/**
 * The most bytes a sweep's answer may take, as JSON (the reports are held in memory in
 * about that proportion whatever the format): a grid of 900 cells of 20 dice a side with
 * damage is about 100 MB of JSON and 400 MB of memory, refused with its estimate.
 */
export const SWEEP_BYTES_MAX = 64 * 1024 * 1024;

/**
 * Bytes of one cell's JSON answer: a fixed part, then each (hits, crits) outcome of each
 * side, larger with a damage section (fitted on `odds --json`: 13b20 vs 12b20 with damage
 * is 103 KB, 13b3 vs 12b3 without 3.5 KB; the estimate stays above, within 2x).
 */
export function cellBytes(roll: CellDice, damage: readonly CellDamage[]): number {
  const [a = 0, b] = roll.dice;
  const n = outcomes(a) + (b === undefined ? 0 : outcomes(b));
  return 2_500 + (damage.length > 0 ? 240 : 120) * n;
}

/** The estimate of a whole sweep, and whether it is within the bound. */
export interface SweepEstimate {
  readonly cells: number;
  readonly units: number;
  /** Seconds on the bench machine, rounded up. */
  readonly seconds: number;
  readonly withinBound: boolean;
}

export function sweepEstimate(cells: number, cellUnits: number): SweepEstimate {
  const units = SWEEP_OVERHEAD + cellUnits;
  return {
    cells,
    units,
    seconds: Math.ceil(units / SWEEP_UNITS_PER_SECOND),
    withinBound: units <= SWEEP_WORK_MAX,
  };
}
