/**
 * The active trooper's one Dodge against all its AROs (docs/rules.md §8.7): the
 * AROs it answers, and the odds of the shared roll read at each ARO's SV.
 */
import { classifyDie, diceRolled, isAutoFail, type Side } from '../roll/dice.js';
import { invariant } from '../result.js';
import { type DiceRules } from '../rules/index.js';
import { type PlannedRoll } from './planned.js';

/** The AROs the active trooper Dodges with one roll: F2F attacks and templates (§8.7). */
export function dodgedAros(rolls: readonly PlannedRoll[]): DodgedAro[] {
  return rolls.flatMap<DodgedAro>((p) =>
    p.type === 'ftf' && p.activeDodges === true
      ? [{ active: p.active, reactive: p.reactive, dodge: p.activeSide, side: p.reactiveSide }]
      : p.type === 'template' && p.activeDodges === true && p.dodge !== null
        ? [{ active: p.active, reactive: p.reactive, dodge: p.dodge, side: null }]
        : [],
  );
}

/** One ARO the active trooper Dodges: its roll, or null for a Direct Template (no roll). */
export interface DodgedAro {
  readonly active: string;
  readonly reactive: string;
  readonly dodge: Side;
  readonly side: Side | null;
}

/** One d20 class of a side that keeps its best die: its rank and how many tuples give it. */
interface BestClass {
  /** 0 a failure, the value of a plain success, CRIT_RANK a critical. */
  readonly rank: number;
  readonly count: bigint;
}

/** Above every plain success value: one die against one, a critical beats them all. */
const CRIT_RANK = 100;
/** Between a failure (0) and the lowest success (1): a template hits only a failed Dodge. */
const TEMPLATE_RANK = 0.5;

/**
 * The best kept die of a burst-1 side with Special Dice, by class (a failure, a plain
 * success of each value, a critical): counts over 20^dice. Tuples whose best die is class
 * c number cum(c)^n - cum(c-1)^n, with classes in keep order (docs/rules.md §7.1).
 */
function bestClasses(side: Side | null, rules: DiceRules): BestClass[] {
  // A Direct Template (§8.9): no die; it beats a failed Dodge and nothing else.
  if (side === null) return [{ rank: TEMPLATE_RANK, count: 1n }];
  const n = BigInt(diceRolled(side));
  if (isAutoFail(side.sv.sv)) return [{ rank: 0, count: 20n ** n }];
  const faces = new Map<number, number>();
  for (let roll = 1; roll <= 20; roll++) {
    const d = classifyDie(side.sv.sv, roll, rules.highSv);
    const rank = d.result === 'crit' ? CRIT_RANK : d.result === 'success' ? d.value : 0;
    faces.set(rank, (faces.get(rank) ?? 0) + 1);
  }
  const out: BestClass[] = [];
  let cum = 0n;
  for (const [rank, count] of [...faces].sort((x, y) => x[0] - y[0])) {
    const next = cum + BigInt(count);
    out.push({ rank, count: next ** n - cum ** n });
    cum = next;
  }
  return out;
}

/** The rank of one die (as bestClasses ranks a class) at this SV. */
function rankOf(sv: number, face: number, rules: DiceRules): number {
  if (isAutoFail(sv)) return 0;
  const d = classifyDie(sv, face, rules.highSv);
  return d.result === 'crit' ? CRIT_RANK : d.result === 'success' ? d.value : 0;
}

/** Above this many Dodge dice, differing SVs are read at the first one's (20^3 tuples). */
export const DODGE_TUPLES_MAX_DICE = 3;

/**
 * The one Dodge's dice as cases (docs/rules.md §8.7): each with how many tuples give it and
 * the rank of its best die against each ARO. One Dodge die, read at each ARO's own SV (its
 * MODs may differ: Martial Arts of one ARO, a template's Dodge MOD): when the SVs agree,
 * the cases are the classes of the best die; otherwise every tuple of faces is read at each
 * SV (up to DODGE_TUPLES_MAX_DICE dice; beyond, at the first SV, and `exact` is false).
 */
export function dodgeRanks(
  dodge: Side | readonly Side[],
  aros: number,
  rules: DiceRules,
): { cases: { count: bigint; ranks: number[] }[]; total: bigint; exact: boolean } {
  const sides = Array.isArray(dodge) ? (dodge as readonly Side[]) : [dodge as Side];
  const first = sides[0];
  invariant(first !== undefined, 'a Dodge needs its side');
  const n = diceRolled(first);
  const total = 20n ** BigInt(n);
  const svs = Array.from({ length: aros }, (_, i) => (sides[i] ?? first).sv.sv);
  const same = svs.every((v) => v === first.sv.sv);
  if (same || n > DODGE_TUPLES_MAX_DICE) {
    const cases = bestClasses(first, rules).map((c) => ({
      count: c.count,
      ranks: svs.map(() => c.rank),
    }));
    return { cases, total, exact: same };
  }
  // Each SV's rank of each face, once: the tuples only look them up.
  const table = svs.map((sv) => Array.from({ length: 20 }, (_, i) => rankOf(sv, i + 1, rules)));
  const byKey = new Map<string, { count: bigint; ranks: number[] }>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const ranks = table.map((row) => faces.reduce((best, f) => Math.max(best, row[f - 1] ?? 0), 0));
    const key = ranks.join(',');
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { count: 1n, ranks });
    else known.count += 1n;
    let j = 0;
    while (j < n && faces[j] === 20) faces[j++] = 1;
    if (j === n) break;
    faces[j] = (faces[j] ?? 0) + 1;
  }
  return { cases: [...byKey.values()], total, exact: true };
}

/**
 * Exact chance that a Dodging active trooper is hit by none of the AROs it Dodges with one
 * roll (docs/rules.md §8.7): over the Dodge's dice (dodgeRanks), each ARO independently.
 * One die against one (§1.4): the higher class wins, equal classes (two criticals, two
 * equal values, two failures) cancel, so an ARO hits exactly when its class is higher.
 * `dodge`: the Dodge's side, or its side against each ARO in order.
 */
export function sharedDodgeMiss(
  dodge: Side | readonly Side[],
  aros: readonly (Side | null)[],
  rules: DiceRules,
): { missCount: bigint; total: bigint } {
  const aroClasses = aros.map((r) => bestClasses(r, rules));
  const d = dodgeRanks(dodge, aros.length, rules);
  let missCount = 0n;
  for (const a of d.cases) {
    let product = a.count;
    for (const [i, classes] of aroClasses.entries()) {
      const rank = a.ranks[i] ?? 0;
      product *= classes.reduce((sum, r) => (r.rank > rank ? sum : sum + r.count), 0n);
    }
    missCount += product;
  }
  const total = aros.reduce((t, s) => (s === null ? t : t * 20n ** BigInt(diceRolled(s))), d.total);
  return { missCount, total };
}

/** One class of the Dodge's best die, and what each ARO's roll leaves standing given it. */
export interface DodgeCase {
  /** Dodge dice (over 20^dice) whose best die is this class. */
  readonly count: bigint;
  /** Per ARO, in order: its standing outcomes given this Dodge class, over its own total. */
  readonly standing: readonly (readonly { hits: number; crits: number; count: bigint }[])[];
}

/**
 * The Dodge's classes and, given each, every ARO's standing hit (docs/rules.md §8.7): a
 * burst-1 ARO that wins has one success standing, a plain hit or a critical. The casualties
 * of a Dodging trooper are a mixture over these cases, not a product of the rolls.
 */
export function dodgeCases(
  dodge: Side | readonly Side[],
  aros: readonly (Side | null)[],
  rules: DiceRules,
): { cases: DodgeCase[]; total: bigint; aroTotals: bigint[] } {
  const aroClasses = aros.map((r) => bestClasses(r, rules));
  const d = dodgeRanks(dodge, aros.length, rules);
  const cases = d.cases.map((a) => ({
    count: a.count,
    standing: aroClasses.map((classes, i) => {
      const above = classes.filter((r) => r.rank > (a.ranks[i] ?? 0));
      const sum = (xs: BestClass[]) => xs.reduce((n, r) => n + r.count, 0n);
      const plain = sum(above.filter((r) => r.rank < CRIT_RANK));
      const crit = sum(above.filter((r) => r.rank === CRIT_RANK));
      return [
        { hits: 1, crits: 0, count: plain },
        { hits: 0, crits: 1, count: crit },
      ].filter((o) => o.count > 0n);
    }),
  }));
  return {
    cases,
    total: d.total,
    aroTotals: aros.map((r) => (r === null ? 1n : 20n ** BigInt(diceRolled(r)))),
  };
}
