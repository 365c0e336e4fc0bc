/**
 * Exact odds from standing hits to casualties (docs/rules.md §6.5). Input: the exact
 * distribution of standing (hits, crits) the roll odds engine gives (counts over a
 * total). Output: the exact distribution of wounds inflicted, the expected wounds and the
 * target's states, as rationals.
 *
 * Method. One save's wounds are a small polynomial in x (coefficient of x^k = ways to
 * inflict k wounds) over 20^d; a hit's saves multiply, and (h hits, c crits) is
 * hit^h · crit^c, built incrementally (one short product per step), so B20 stays fast.
 *
 * Continuous Damage (§6.3) re-rolls a failed save until one passes or the target is Dead,
 * so the wounds are counted only up to the Dead threshold `need`: x^need means "need or
 * more", and a chain of re-saves is finite (each failing round adds a wound). A Plasma
 * save is a pair of dice (§6.2): a pair with a failure forces one more pair.
 * Capping is exact for the states because the target's state depends on min(wounds,
 * need), and rolling the saves in another order only changes wounds past Dead.
 */
import { add, mul, over, rational, ZERO, type Rational } from '../math/rational.js';
import type { AmmoChart, NonLethalState } from '../rules/ammo.js';
import { invariant } from '../result.js';
import {
  savePlan,
  stateAfter,
  TARGET_STATES,
  type PlannedSave,
  type SavePlan,
  type Target,
  type TargetState,
  type Weapon,
} from './model.js';

/** One standing result of a roll: the shape of NormalOdds.outcomes and FtfOdds.outcomes. */
export interface Standing {
  readonly hits: number;
  readonly crits: number;
  readonly count: bigint;
}

/** Wounds as a polynomial: coef[k] ways to inflict k wounds, over 20^exp. */
interface Poly {
  readonly coef: readonly bigint[];
  readonly exp: number;
}

const ONE_POLY: Poly = { coef: [1n], exp: 0 };
const POW20 = (n: number): bigint => 20n ** BigInt(n);

/** The product of two polynomials, wounds at or past `cap` folded into x^cap. */
function times(a: Poly, b: Poly, cap: number): Poly {
  const len = Math.min(a.coef.length + b.coef.length - 1, cap + 1);
  const out = new Array<bigint>(len).fill(0n);
  const A = a.coef;
  const B = b.coef;
  for (let i = 0; i < A.length; i++) {
    const x = A[i] ?? 0n;
    if (x === 0n) continue;
    for (let j = 0; j < B.length; j++) {
      const y = B[j] ?? 0n;
      if (y === 0n) continue;
      const k = i + j < cap ? i + j : cap;
      out[k] = (out[k] ?? 0n) + x * y;
    }
  }
  return { coef: out, exp: a.exp + b.exp };
}

/** One die of a save, no chain: pass (x^0) or its wounds. */
function diePoly(s: PlannedSave, cap: number): Poly {
  const coef: bigint[] = [20n - BigInt(s.kind.fail)];
  const i = Math.min(s.wounds, cap);
  while (coef.length <= i) coef.push(0n);
  coef[i] = (coef[i] ?? 0n) + BigInt(s.kind.fail);
  return { coef, exp: 1 };
}

/**
 * One Saving Roll with its Continuous Damage chain (docs/rules.md §6.3): the save's dice
 * (one, or Plasma's ARM and BTS pair) are rolled again as long as one of them failed,
 * until a roll of the save passes or the target is Dead. Each failing round adds at least
 * one wound, so at most `cap` rounds: a finite sum over the rounds still going.
 */
function chainPoly(round: Poly, cap: number): Poly {
  invariant(Number.isFinite(cap), 'Continuous Damage needs the Dead threshold');
  const pass = round.coef[0] ?? 0n;
  const r = round.coef;
  const d = round.exp;
  // done[k]: chains over with k wounds; live[k]: chains still rolling at k wounds (k < cap).
  let done: bigint[] = [];
  let live: bigint[] = [1n];
  let exp = 0;
  while (live.some((x) => x !== 0n)) {
    const scale = POW20(d);
    done = done.map((x) => x * scale);
    const next: bigint[] = [];
    live.forEach((x, k) => {
      if (x === 0n) return;
      done[k] = (done[k] ?? 0n) + x * pass;
      for (let j = 1; j < r.length; j++) {
        const y = r[j] ?? 0n;
        if (y === 0n) continue;
        const at = Math.min(k + j, cap);
        if (at >= cap) done[cap] = (done[cap] ?? 0n) + x * y;
        else next[at] = (next[at] ?? 0n) + x * y;
      }
    });
    live = next;
    exp += d;
  }
  return { coef: Array.from({ length: done.length }, (_, k) => done[k] ?? 0n), exp };
}

/** The wounds of one hit's (or critical's) saves, each save with its chain if continuous. */
function productOf(saves: readonly PlannedSave[], cap: number): Poly {
  const groups = new Map<number, PlannedSave[]>();
  for (const s of saves) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  let out = ONE_POLY;
  for (const dice of groups.values()) {
    const round = dice.reduce((p, s) => times(p, diePoly(s, cap), cap), ONE_POLY);
    const chained = dice.some((s) => s.continuous) ? chainPoly(round, cap) : round;
    out = times(out, chained, cap);
  }
  return out;
}

/** Numerators over one denominator: the exact distribution before any fraction is reduced. */
interface Counts {
  readonly acc: readonly bigint[];
  readonly den: bigint;
}

/**
 * The distribution of wounds (x^k) over all standing outcomes, exact. `cap` folds wounds
 * at or past it (Infinity: nothing folded). Sums stay integers over one denominator;
 * fractions are reduced only once, at the end (gcd on big numbers is the slow part).
 */
function woundCounts(
  standing: readonly Standing[],
  total: bigint,
  hit: Poly,
  crit: Poly,
  cap: number,
): Counts {
  const byCrits = new Map<number, Standing[]>();
  let listed = 0n;
  for (const s of standing) {
    if (s.count === 0n) continue;
    listed += s.count;
    byCrits.set(s.crits, [...(byCrits.get(s.crits) ?? []), s]);
  }
  invariant(listed <= total, 'more standing outcomes than rolls');
  const eMax = standing.reduce((m, s) => Math.max(m, s.hits * hit.exp + s.crits * crit.exp), 0);
  const powers = [1n];
  for (let i = 1; i <= eMax; i++) powers.push((powers[i - 1] ?? 1n) * 20n);
  const pow20 = (n: number): bigint => powers[n] ?? POW20(n);
  // Outcomes not listed are misses: no wound.
  const acc: bigint[] = [(total - listed) * POW20(eMax)];
  let critPow = ONE_POLY;
  const maxCrits = Math.max(0, ...byCrits.keys());
  for (let c = 0; c <= maxCrits; c++) {
    if (c > 0) critPow = times(critPow, crit, cap);
    const group = byCrits.get(c);
    if (group === undefined) continue;
    const want = new Map(group.map((s) => [s.hits, s.count]));
    const maxHits = Math.max(...want.keys());
    let cur = critPow;
    for (let h = 0; h <= maxHits; h++) {
      if (h > 0) cur = times(cur, hit, cap);
      const count = want.get(h);
      if (count === undefined) continue;
      const scale = count * pow20(eMax - cur.exp);
      const coef = cur.coef;
      for (let k = 0; k < coef.length; k++) {
        const x = coef[k] ?? 0n;
        if (x !== 0n) acc[k] = (acc[k] ?? 0n) + x * scale;
      }
    }
  }
  const den = total * POW20(eMax);
  const out = Array.from({ length: acc.length }, (_, k) => acc[k] ?? 0n);
  invariant(out.reduce((a, b) => a + b, 0n) === den, 'wound probabilities do not sum to 1');
  return { acc: out, den };
}

/**
 * The common case, fast: every save alike (one attribute, same wounds, no Continuous
 * Damage; N, AP, DA, EXP, Shock and the non-lethal ammunition). Then S saves inflict
 * w·k wounds with the binomial weight C(S, k) f^k (20 - f)^(S - k) over 20^S, and the
 * standing outcomes only matter through their number of saves S: no polynomial products.
 */
function binomialCounts(
  standing: readonly Standing[],
  total: bigint,
  perHit: number,
  perCrit: number,
  save: PlannedSave,
  cap: number,
): Counts {
  const bySaves = new Map<number, bigint>();
  let listed = 0n;
  for (const o of standing) {
    if (o.count === 0n) continue;
    listed += o.count;
    const n = o.hits * perHit + o.crits * perCrit;
    bySaves.set(n, (bySaves.get(n) ?? 0n) + o.count);
  }
  invariant(listed <= total, 'more standing outcomes than rolls');
  const sMax = Math.max(0, ...bySaves.keys());
  const f = BigInt(save.kind.fail);
  const pass = 20n - f;
  const fPow = [1n];
  const pPow = [1n];
  for (let i = 1; i <= sMax; i++) {
    fPow.push((fPow[i - 1] ?? 1n) * f);
    pPow.push((pPow[i - 1] ?? 1n) * pass);
  }
  const acc: bigint[] = [(total - listed) * POW20(sMax)];
  for (const [n, count] of bySaves) {
    const scale = count * POW20(sMax - n);
    let choose = 1n;
    for (let k = 0; k <= n; k++) {
      if (k > 0) choose = (choose * BigInt(n - k + 1)) / BigInt(k);
      const w = Math.min(k * save.wounds, cap);
      acc[w] = (acc[w] ?? 0n) + scale * choose * (fPow[k] ?? 0n) * (pPow[n - k] ?? 0n);
    }
  }
  const out = Array.from({ length: acc.length }, (_, k) => acc[k] ?? 0n);
  return { acc: out, den: total * POW20(sMax) };
}

/** All saves of a hit and of a critical alike? Then the binomial shortcut applies. */
function alike(saves: readonly PlannedSave[]): PlannedSave | null {
  const first = saves[0];
  if (first === undefined) return null;
  const same = saves.every(
    (s) => s.kind.fail === first.kind.fail && s.wounds === first.wounds && !s.continuous,
  );
  return same ? first : null;
}

/** The wound counts of a plan: the binomial shortcut when it applies, else polynomials. */
function countsOf(
  standing: readonly Standing[],
  total: bigint,
  hit: readonly PlannedSave[],
  crit: readonly PlannedSave[],
  cap: number,
): Counts {
  const one = alike([...hit, ...crit]);
  if (one !== null) return binomialCounts(standing, total, hit.length, crit.length, one, cap);
  return woundCounts(standing, total, productOf(hit, cap), productOf(crit, cap), cap);
}

export interface DamageOdds {
  readonly plan: SavePlan;
  readonly lethal: boolean;
  /** wounds[k] = P(k wounds inflicted); with `orMore`, the last entry is "k or more". */
  readonly wounds: readonly Rational[];
  /** Continuous Damage: wounds are counted up to the Dead threshold (the chain stops there). */
  readonly orMore: boolean;
  /** atLeast[k] = P(k or more wounds). */
  readonly atLeast: readonly Rational[];
  /** Expected wounds: wounds per order (with Continuous Damage, up to Dead). */
  readonly expected: Rational;
  /**
   * Continuous Damage only: the expectation if the chain never stopped at Dead (closed
   * form, f/(20 - f) more failures per failed save); 'endless' when every save fails.
   */
  readonly expectedUnbounded: Rational | 'endless' | null;
  readonly states: Readonly<Record<TargetState, Rational>>;
  /** Non-lethal ammunition: the state and the chance it is applied (a save failed). */
  readonly effect: { readonly state: NonLethalState; readonly probability: Rational } | null;
  /** P(at least one wound), or of the effect for non-lethal ammunition. */
  readonly anyResult: Rational;
}

/**
 * Expected wounds of one Saving Roll (its dice) with no Dead threshold: the round's
 * expectation sum(w·f/20), or with Continuous Damage that over P(every die passes), the
 * chain rolling rounds until one passes (Wald's identity; one die: w·f/(20 - f)).
 */
function expectedOf(dice: readonly PlannedSave[]): Rational | 'endless' {
  let round = ZERO;
  let passNum = 1n;
  for (const s of dice) {
    round = add(round, rational(BigInt(s.wounds * s.kind.fail), 20n));
    passNum *= BigInt(20 - s.kind.fail);
  }
  if (!dice.some((s) => s.continuous)) return round;
  if (passNum === 0n) return 'endless';
  return mul(round, rational(POW20(dice.length), passNum));
}

function unboundedExpectation(
  standing: readonly Standing[],
  total: bigint,
  plan: SavePlan,
): Rational | 'endless' {
  const per = (saves: readonly PlannedSave[]): Rational | 'endless' => {
    const groups = new Map<number, PlannedSave[]>();
    for (const s of saves) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
    let acc = ZERO;
    for (const dice of groups.values()) {
      const e = expectedOf(dice);
      if (e === 'endless') return e;
      acc = add(acc, e);
    }
    return acc;
  };
  // Linear in hits and crits: sum the counts as integers, then two products.
  let hits = 0n;
  let crits = 0n;
  for (const o of standing) {
    hits += BigInt(o.hits) * o.count;
    crits += BigInt(o.crits) * o.count;
  }
  const h = hits === 0n ? ZERO : per(plan.hit);
  const c = crits === 0n ? ZERO : per(plan.crit);
  if (h === 'endless' || c === 'endless') return 'endless';
  return add(mul(h, rational(hits, total)), mul(c, rational(crits, total)));
}

/** States from a wound distribution (§6.4); "k or more" at the cap is past Dead. */
export function statesOf(
  wounds: readonly Rational[],
  target: Target,
  plan: SavePlan,
): Record<TargetState, Rational> {
  const states = Object.fromEntries(TARGET_STATES.map((s) => [s, ZERO])) as Record<
    TargetState,
    Rational
  >;
  wounds.forEach((p, k) => {
    const s = stateAfter(k, target, plan);
    states[s] = add(states[s], p);
  });
  return states;
}

function statesOfCounts(c: Counts, target: Target, plan: SavePlan): Record<TargetState, Rational> {
  const n = Object.fromEntries(TARGET_STATES.map((s) => [s, 0n])) as Record<TargetState, bigint>;
  c.acc.forEach((x, k) => {
    const s = stateAfter(k, target, plan);
    n[s] += x;
  });
  const of = over(c.den);
  return Object.fromEntries(TARGET_STATES.map((s) => [s, of(n[s])])) as Record<
    TargetState,
    Rational
  >;
}

/**
 * Save plans by weapon and target, per chart: a batch works out the damage of many rolls
 * with the same few weapons and targets (at most 256 kept per chart, then emptied). A
 * plan is never changed once made, so one is shared.
 */
const PLANS = new WeakMap<AmmoChart, Map<string, SavePlan>>();

function planOf(weapon: Weapon, target: Target, rules: AmmoChart): SavePlan {
  let kept = PLANS.get(rules);
  if (kept === undefined) {
    kept = new Map();
    PLANS.set(rules, kept);
  }
  const key = JSON.stringify([weapon, target]);
  let plan = kept.get(key);
  if (plan === undefined) {
    plan = savePlan(weapon, target, rules);
    if (kept.size >= 256) kept.clear();
    kept.set(key, plan);
  }
  return plan;
}

/**
 * docs/rules.md §6: what the standing (hits, crits) of one roll do to the target, exact.
 * `standing` lists outcomes with counts over `total` (missing outcomes are misses).
 */
export function damageOdds(
  standing: readonly Standing[],
  total: bigint,
  weapon: Weapon,
  target: Target,
  rules: AmmoChart,
): DamageOdds {
  const plan = planOf(weapon, target, rules);
  // Non-lethal saves (STUN, E/M, PARA) are dice of their own: only "did one fail?"
  // matters, one mark per failure, capped at 1 (§6.3, §6.4). N+E/M's wounding saves also
  // carry its state (§10.5): the same dice, read once for the state, once for the wounds.
  const isEffect = (s: PlannedSave): boolean => s.effect !== null;
  const carries = (s: PlannedSave): boolean => s.effect !== null || s.also !== undefined;
  const mark = (s: PlannedSave): PlannedSave => ({ ...s, wounds: 1, continuous: false });
  const effectHit = plan.hit.filter(carries).map(mark);
  const effectCrit = plan.crit.filter(carries).map(mark);
  let effect: DamageOdds['effect'] = null;
  let effectP = ZERO;
  if (plan.effect !== null) {
    const failed = countsOf(standing, total, effectHit, effectCrit, 1);
    effectP = rational(failed.acc[1] ?? 0n, failed.den);
    effect = { state: plan.effect, probability: effectP };
  }
  if (!plan.lethal) {
    return {
      plan,
      lethal: false,
      wounds: [rational(1n)],
      orMore: false,
      atLeast: [rational(1n)],
      expected: ZERO,
      expectedUnbounded: null,
      states: statesOf([rational(1n)], target, plan),
      effect,
      anyResult: effectP,
    };
  }
  const lethalPlan: SavePlan = {
    ...plan,
    hit: plan.hit.filter((s) => !isEffect(s)),
    crit: plan.crit.filter((s) => !isEffect(s)),
  };
  const continuous = [...plan.hit, ...plan.crit].some((s) => s.continuous);
  const cap = continuous ? plan.need : Infinity;
  const counts = countsOf(standing, total, lethalPlan.hit, lethalPlan.crit, cap);
  // Every figure is over the same count of rolls: its factors found once (math/rational.ts).
  const of = over(counts.den);
  const wounds = counts.acc.map(of);
  const tail: bigint[] = [];
  for (let k = counts.acc.length - 1, t = 0n; k >= 0; k--) tail[k] = t += counts.acc[k] ?? 0n;
  const atLeast = tail.map(of);
  const expected = of(counts.acc.reduce((a, x, k) => a + x * BigInt(k), 0n));
  return {
    plan,
    lethal: true,
    wounds,
    orMore: continuous && wounds.length > plan.need,
    atLeast,
    expected,
    expectedUnbounded: continuous ? unboundedExpectation(standing, total, lethalPlan) : null,
    states: statesOfCounts(counts, target, plan),
    effect,
    anyResult: of(counts.den - (counts.acc[0] ?? 0n)),
  };
}

/** P(at least one result in n independent orders) = 1 - (1 - p)^n (§6.5). */
export function inOrders(p: Rational, n: number): Rational {
  const N = BigInt(n);
  return rational(p.den ** N - (p.den - p.num) ** N, p.den ** N);
}
