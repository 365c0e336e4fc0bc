/**
 * Exact odds of Normal and Face-to-Face rolls (docs/rules.md §1.2-§1.4) as integer counts
 * over 20^n. No enumeration of the 20^n dice: each die falls into a few classes (fail,
 * plain success of value v, critical), so the counts follow from multinomials
 * conditioned on the opponent's best plain success. Cost is O(20 · B²) bigint
 * operations per side, so 20 dice against 20 is instant.
 */
import { classifyDie, D20, diceRolled, isAutoFail, DEFAULT_DICE, type Side } from './dice.js';
import { invariant } from '../result.js';
import type { Winner } from './resolve.js';
import type { DiceRules, HighSv } from '../rules/index.js';

/** The odds engine is exact at any burst; 20 per side keeps tables readable. */
export const ODDS_BURST_MAX = 20;
/** Burst + Special Dice per side in exact odds (§7.1): still instant, tables still readable. */
export const ODDS_DICE_MAX = 24;

/**
 * What the odds engine needs of a side: its SV after the MOD cap, its burst and its
 * Special Dice (docs/rules.md §7.1; absent means 0). A side with SD rolls burst + sd
 * dice and keeps the best `burst` of them, so counts are over 20^(burst + sd).
 */
export interface OddsSide {
  readonly sv: number;
  readonly burst: number;
  readonly sd?: number;
}

/** What the odds engine needs of a resolved side, Special Dice included. */
export const oddsSideOf = (s: Side): OddsSide =>
  s.sd === undefined ? { sv: s.sv.sv, burst: s.burst } : { sv: s.sv.sv, burst: s.burst, sd: s.sd };

/** Plain success values never reach 20 (20 or more is a critical, §1.2). */
const MAX_PLAIN = D20 - 1;

/** How the 20 faces of one die split: failures, criticals, and plain successes by value. */
interface FaceClasses {
  readonly fail: bigint;
  readonly crit: bigint;
  /** plainAtMost[v] = faces giving a plain success of value <= v, v = 0..19. */
  readonly plainAtMost: readonly bigint[];
  /** The same as plain numbers. */
  readonly faces: {
    readonly fail: number;
    readonly crit: number;
    readonly plainUpTo: readonly number[];
  };
}

/** Face classes by SV and high-SV rule: a batch asks about a few dozen SVs, over and over. */
const FACES = new Map<string, FaceClasses>();

function faceClasses(sv: number, highSv: HighSv): FaceClasses {
  const key = `${sv}|${highSv}`;
  const had = FACES.get(key);
  if (had !== undefined) return had;
  const plainOf = new Array<number>(MAX_PLAIN + 1).fill(0);
  let fail = 0;
  let crit = 0;
  for (let roll = 1; roll <= D20; roll++) {
    if (isAutoFail(sv)) {
      fail++;
      continue;
    }
    const d = classifyDie(sv, roll, highSv);
    if (d.result === 'fail') fail++;
    else if (d.result === 'crit') crit++;
    else {
      invariant(d.value >= 1 && d.value <= MAX_PLAIN, `plain success value ${d.value}`);
      plainOf[d.value] = (plainOf[d.value] ?? 0) + 1;
    }
  }
  const plainAtMost: bigint[] = [];
  const plainUpTo: number[] = [];
  let acc = 0;
  for (let v = 0; v <= MAX_PLAIN; v++) {
    acc += plainOf[v] ?? 0;
    plainAtMost.push(BigInt(acc));
    plainUpTo.push(acc);
  }
  const made = {
    fail: BigInt(fail),
    crit: BigInt(crit),
    plainAtMost,
    faces: { fail, crit, plainUpTo },
  };
  // SVs past a few dozen are typed oddities: worked out, not kept.
  if (Math.abs(sv) <= 64) FACES.set(key, made);
  return made;
}

const at = <T>(xs: readonly T[], i: number): T => {
  const x = xs[i];
  invariant(x !== undefined, `index ${i} out of range`);
  return x;
};

/** Binomial coefficients C(n, k) for n up to `max`, as bigint rows. */
function binomials(max: number): bigint[][] {
  const rows: bigint[][] = [[1n]];
  for (let n = 1; n <= max; n++) {
    const prev = rows[n - 1] ?? [];
    rows.push(Array.from({ length: n + 1 }, (_, k) => (prev[k - 1] ?? 0n) + (prev[k] ?? 0n)));
  }
  return rows;
}

/** n! / (x! y! (n-x-y)!) = C(n, x) · C(n - x, y). */
const multinomial = (C: readonly (readonly bigint[])[], n: number, x: number, y: number): bigint =>
  at(at(C, n), x) * at(at(C, n - x), y);

function powers(base: bigint, max: number): bigint[] {
  const out = [1n];
  for (let i = 1; i <= max; i++) out.push(at(out, i - 1) * base);
  return out;
}

/**
 * Dice in one roll (both sides of a Face-to-Face) up to which the counts are worked out in
 * plain numbers, several times faster than bigint: a count of n dice is at most 20^n, and
 * the partial products on the way (a multinomial times the faces of each class, at most
 * 22^n by the multinomial theorem) stay exact integers below 2^53 while n <= 11
 * (22^11 < 2^53 < 22^12). A property test checks them against the bigint sums.
 */
export const EXACT_IN_NUMBERS = 11;

/** C(n, k) for n up to EXACT_IN_NUMBERS, as numbers. */
const SMALL_C: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= EXACT_IN_NUMBERS; n++) {
    const prev = rows[n - 1] ?? [];
    rows.push(Array.from({ length: n + 1 }, (_, k) => (prev[k - 1] ?? 0) + (prev[k] ?? 0)));
  }
  return rows;
})();

/** x^0..x^n in numbers, by products (exact while they stay below 2^53). */
function numPowers(x: number, n: number, into: Float64Array, times = 1): Float64Array {
  into[0] = times;
  for (let i = 1; i <= n; i++) into[i] = (into[i - 1] ?? 0) * x;
  return into;
}

/** The number of ways to split n dice c, h and the rest: n! / (c! h! (n-c-h)!). */
const smallMultinomial = (n: number, c: number, h: number): number =>
  (SMALL_C[n]?.[c] ?? 0) * (SMALL_C[n - c]?.[h] ?? 0);

/** A [crits][hits] table of number counts as bigints, checked exact. */
const bigTable = (table: readonly Float64Array[]): bigint[][] =>
  table.map((row) => {
    const out = new Array<bigint>(row.length);
    for (let i = 0; i < row.length; i++) {
      const x = row[i] ?? 0;
      if (!Number.isSafeInteger(x)) invariant(false, `count ${x} is past exact numbers`);
      out[i] = BigInt(x);
    }
    return out;
  });

export interface NormalOutcome {
  readonly hits: number;
  readonly crits: number;
  readonly count: bigint;
}

export interface NormalOdds {
  readonly kind: 'normal-odds';
  readonly roller: OddsSide;
  readonly total: bigint;
  readonly outcomes: readonly NormalOutcome[];
}

/**
 * What a side keeps of c criticals and h other successes rolled with `burst` kept dice
 * (docs/rules.md §7.1): criticals first, then the highest plain successes. Without
 * Special Dice c + h <= burst and everything is kept.
 */
const keptOf = (burst: number, c: number, h: number): { crits: number; hits: number } => {
  const crits = Math.min(c, burst);
  return { crits, hits: Math.min(h, burst - crits) };
};

/** Sum counts into a [crits][hits] table of the kept dice. */
function keptTable(burst: number): bigint[][] {
  return Array.from({ length: burst + 1 }, () => new Array<bigint>(burst + 1).fill(0n));
}

/**
 * docs/rules.md §1.3: the distribution of (plain hits, criticals) over a burst. With
 * Special Dice, every split of the burst + SD dice into criticals, plain successes and
 * failures is counted, then mapped to what the side keeps.
 */
export function normalOdds(
  roller: OddsSide,
  rules: DiceRules = DEFAULT_DICE,
  /** Up to how many dice the counts are worked out in numbers (tests: 0, all bigint). */
  inNumbers = EXACT_IN_NUMBERS,
): NormalOdds {
  const n = diceRolled(roller);
  const b = roller.burst;
  const f = faceClasses(roller.sv, rules.highSv);
  const small = n <= Math.min(inNumbers, EXACT_IN_NUMBERS);
  const table = small ? normalCountsSmall(roller, f) : keptTable(b);
  if (!small) {
    const plain = at(f.plainAtMost, MAX_PLAIN);
    const C = binomials(n);
    const pc = powers(f.crit, n);
    const pp = powers(plain, n);
    const pf = powers(f.fail, n);
    for (let c = 0; c <= n; c++) {
      for (let h = 0; c + h <= n; h++) {
        const count = multinomial(C, n, c, h) * at(pc, c) * at(pp, h) * at(pf, n - c - h);
        const k = keptOf(b, c, h);
        const row = at(table, k.crits);
        row[k.hits] = at(row, k.hits) + count;
      }
    }
  }
  const outcomes: NormalOutcome[] = [];
  for (let total = 0; total <= b; total++) {
    for (let crits = 0; crits <= total; crits++) {
      const hits = total - crits;
      const count = at(at(table, crits), hits);
      if (count > 0n) outcomes.push({ hits, crits, count });
    }
  }
  return { kind: 'normal-odds', roller, total: BigInt(D20) ** BigInt(n), outcomes };
}

/** normalOdds' [crits][hits] counts in numbers (at most EXACT_IN_NUMBERS dice). */
function normalCountsSmall(roller: OddsSide, f: FaceClasses): bigint[][] {
  const n = diceRolled(roller);
  const b = roller.burst;
  const { fail, crit, plainUpTo } = f.faces;
  const pc = numPowers(crit, n, new Float64Array(n + 1));
  const pp = numPowers(plainUpTo[MAX_PLAIN] ?? 0, n, new Float64Array(n + 1));
  const pf = numPowers(fail, n, new Float64Array(n + 1));
  const table = Array.from({ length: b + 1 }, () => new Float64Array(b + 1));
  for (let c = 0; c <= n; c++) {
    for (let h = 0; c + h <= n; h++) {
      const count = smallMultinomial(n, c, h) * (pc[c] ?? 0) * (pp[h] ?? 0) * (pf[n - c - h] ?? 0);
      const k = keptOf(b, c, h);
      const row = at(table, k.crits);
      row[k.hits] = (row[k.hits] ?? 0) + count;
    }
  }
  return bigTable(table);
}

export interface FtfOutcome {
  readonly winner: Winner;
  readonly hits: number;
  readonly crits: number;
  readonly count: bigint;
}

export interface FtfOdds {
  readonly kind: 'ftf-odds';
  readonly active: OddsSide;
  readonly reactive: OddsSide;
  readonly total: bigint;
  /** Outcomes with a non-zero count: active wins, then reactive wins, then nobody. */
  readonly outcomes: readonly FtfOutcome[];
}

/**
 * Counts of every way `me` wins against `opp`, indexed [crits][plain hits] standing,
 * over 20^(me.burst + opp.burst).
 *
 * `me` wins exactly when (docs/rules.md §1.4) the opponent rolled no critical and either
 * `me` rolled a critical, or `me` rolled a plain success above the opponent's best.
 * Condition on the opponent's best plain success m (0 = none) with no critical: the
 * number of such opponent rolls is (fail + plain<=m)^b - (fail + plain<=m-1)^b. Given
 * m, each of my dice is a critical, a plain success above m, or neither; my standing
 * result is (crits, plain above m), and I win when that is not (0, 0).
 */
function winCounts(me: OddsSide, opp: OddsSide, highSv: HighSv): bigint[][] {
  // With Special Dice (docs/rules.md §7.1) the conditioning still holds: a side keeps a
  // critical whenever it rolled one, and with no critical its best kept plain success is
  // its best over all its dice. So the opponent's count for m is over all its dice, and my
  // (criticals, plain above m) over all my dice map to what I keep: keptOf below.
  const a = diceRolled(me);
  const oppDice = diceRolled(opp);
  const fm = faceClasses(me.sv, highSv);
  const fo = faceClasses(opp.sv, highSv);
  const C = binomials(a);
  const pc = powers(fm.crit, a);
  // S[h][k] = sum over m of (opponent rolls with best plain m, no crit) · above_m^h · rest_m^k,
  // so that each (crits, hits) count below is one product: the sum over m is shared by
  // every crit count, which keeps B20 against B20 to a few thousand bigint products.
  const S = Array.from({ length: a + 1 }, (_, h) => new Array<bigint>(a + 1 - h).fill(0n));
  let below = fo.fail ** BigInt(oppDice);
  for (let m = 0; m <= MAX_PLAIN; m++) {
    const upTo = (fo.fail + at(fo.plainAtMost, m)) ** BigInt(oppDice);
    const oppCount = m === 0 ? below : upTo - below;
    below = upTo;
    if (oppCount === 0n) continue;
    const pa = powers(at(fm.plainAtMost, MAX_PLAIN) - at(fm.plainAtMost, m), a);
    const w = powers(fm.fail + at(fm.plainAtMost, m), a).map((r) => r * oppCount);
    S.forEach((row, h) => {
      const ph = at(pa, h);
      for (let k = 0; k < row.length; k++) row[k] = at(row, k) + ph * at(w, k);
    });
  }
  // counts[crits][hits] of the kept dice; (0, 0) is not a win (§1.4: nothing stands).
  const table = keptTable(me.burst);
  for (let c = 0; c <= a; c++) {
    for (let h = 0; c + h <= a; h++) {
      if (c + h === 0) continue;
      const k = keptOf(me.burst, c, h);
      const row = at(table, k.crits);
      row[k.hits] = at(row, k.hits) + multinomial(C, a, c, h) * at(pc, c) * at(at(S, h), a - c - h);
    }
  }
  return table;
}

/**
 * winCounts in plain numbers, for a roll of at most EXACT_IN_NUMBERS dice in all: the same
 * sums over the opponent's best plain success m and the same products (see there).
 */
function winCountsSmall(me: OddsSide, opp: OddsSide, highSv: HighSv): bigint[][] {
  const a = diceRolled(me);
  const oppDice = diceRolled(opp);
  const fm = faceClasses(me.sv, highSv).faces;
  const fo = faceClasses(opp.sv, highSv).faces;
  const plainMe = fm.plainUpTo[MAX_PLAIN] ?? 0;
  const opps = new Float64Array(oppDice + 1);
  const oppPower = (faces: number): number => numPowers(faces, oppDice, opps)[oppDice] ?? 0;
  // S[h][k], flat: S[h * (a + 1) + k].
  const width = a + 1;
  const S = new Float64Array(width * width);
  const pa = new Float64Array(width);
  const w = new Float64Array(width);
  let below = oppPower(fo.fail);
  for (let m = 0; m <= MAX_PLAIN; m++) {
    const upTo = oppPower(fo.fail + (fo.plainUpTo[m] ?? 0));
    const oppCount = m === 0 ? below : upTo - below;
    below = upTo;
    if (oppCount === 0) continue;
    numPowers(plainMe - (fm.plainUpTo[m] ?? 0), a, pa);
    numPowers(fm.fail + (fm.plainUpTo[m] ?? 0), a, w, oppCount);
    for (let h = 0; h <= a; h++) {
      const ph = pa[h] ?? 0;
      for (let k = 0; h + k <= a; k++)
        S[h * width + k] = (S[h * width + k] ?? 0) + ph * (w[k] ?? 0);
    }
  }
  const pc = numPowers(fm.crit, a, new Float64Array(width));
  const table = Array.from({ length: me.burst + 1 }, () => new Float64Array(me.burst + 1));
  for (let c = 0; c <= a; c++) {
    for (let h = 0; c + h <= a; h++) {
      if (c + h === 0) continue;
      const k = keptOf(me.burst, c, h);
      const row = at(table, k.crits);
      row[k.hits] =
        (row[k.hits] ?? 0) +
        smallMultinomial(a, c, h) * (pc[c] ?? 0) * (S[h * width + a - c - h] ?? 0);
    }
  }
  return bigTable(table);
}

/** docs/rules.md §1.4, §7.1: the exact distribution of a Face-to-Face roll's outcome. */
export function ftfOdds(
  active: OddsSide,
  reactive: OddsSide,
  rules: DiceRules = DEFAULT_DICE,
  /** Up to how many dice in all the counts are worked out in numbers (tests: 0, all bigint). */
  inNumbers = EXACT_IN_NUMBERS,
): FtfOdds {
  const total = BigInt(D20) ** BigInt(diceRolled(active) + diceRolled(reactive));
  const outcomes: FtfOutcome[] = [];
  let decided = 0n;
  const collect = (winner: 'active' | 'reactive', counts: bigint[][]): void => {
    const list: FtfOutcome[] = [];
    counts.forEach((row, crits) => {
      row.forEach((count, hits) => {
        if (count > 0n) list.push({ winner, hits, crits, count });
        decided += count;
      });
    });
    list.sort((x, y) => x.hits + x.crits - (y.hits + y.crits) || x.crits - y.crits);
    outcomes.push(...list);
  };
  const wins =
    diceRolled(active) + diceRolled(reactive) <= Math.min(inNumbers, EXACT_IN_NUMBERS)
      ? winCountsSmall
      : winCounts;
  collect('active', wins(active, reactive, rules.highSv));
  collect('reactive', wins(reactive, active, rules.highSv));
  invariant(decided <= total, 'more winning rolls than rolls');
  if (total > decided) outcomes.push({ winner: 'none', hits: 0, crits: 0, count: total - decided });
  return { kind: 'ftf-odds', active, reactive, total, outcomes };
}

/** A probability from an exact count; the only place counts become floating point. */
// Scale before dividing so that huge totals (20^40) keep full double precision.
const SCALE = 10n ** 18n;

export function probability(count: bigint, total: bigint): number {
  return Number((count * SCALE) / total) / 1e18;
}

export interface FtfSummary {
  readonly active: bigint;
  readonly reactive: bigint;
  readonly none: bigint;
  /** Expected standing hits + crits, as exact numerators over `total`. */
  readonly expectedActive: bigint;
  readonly expectedReactive: bigint;
}

export function summarize(odds: FtfOdds): FtfSummary {
  let active = 0n;
  let reactive = 0n;
  let none = 0n;
  let expectedActive = 0n;
  let expectedReactive = 0n;
  for (const o of odds.outcomes) {
    const n = BigInt(o.hits + o.crits) * o.count;
    if (o.winner === 'active') {
      active += o.count;
      expectedActive += n;
    } else if (o.winner === 'reactive') {
      reactive += o.count;
      expectedReactive += n;
    } else none += o.count;
  }
  return { active, reactive, none, expectedActive, expectedReactive };
}

/** P(at least k successes, plain or critical) for k = 0..burst, as exact counts. */
export function atLeast(odds: NormalOdds): bigint[] {
  const exactly = new Array<bigint>(odds.roller.burst + 1).fill(0n);
  for (const o of odds.outcomes)
    exactly[o.hits + o.crits] = at(exactly, o.hits + o.crits) + o.count;
  const out = [...exactly];
  for (let k = out.length - 2; k >= 0; k--) out[k] = at(out, k) + at(out, k + 1);
  return out;
}

/** One "k or more successes standing" row of a Face-to-Face roll, for the side that won. */
export interface FtfAtLeast {
  readonly winner: Exclude<Winner, 'none'>;
  readonly atLeast: number;
  readonly count: bigint;
}

/**
 * P(side wins with at least k successes standing, plain or critical) for k = 1..burst,
 * active then reactive; rows with count 0 are left out, as in `outcomes`.
 */
export function ftfAtLeast(odds: FtfOdds): FtfAtLeast[] {
  const rows: FtfAtLeast[] = [];
  for (const winner of ['active', 'reactive'] as const) {
    for (let k = 1; k <= odds[winner].burst; k++) {
      const count = odds.outcomes
        .filter((o) => o.winner === winner && o.hits + o.crits >= k)
        .reduce((sum, o) => sum + o.count, 0n);
      if (count > 0n) rows.push({ winner, atLeast: k, count });
    }
  }
  return rows;
}
