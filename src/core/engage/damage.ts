/**
 * Casualties of one order (docs/rules.md §1.5 and §6): the weapons and target profiles of
 * an engagement's troopers turn its rolls into wounds. Exact odds per target (its rolls
 * are independent, so their wound distributions convolve), and saves rolled at the table.
 */
import {
  damageOdds,
  parseTarget,
  parseWeapon,
  resolveSaves,
  stateAfter,
  TARGET_STATES,
  type DamageOdds,
  type SaveResult,
  type Target,
  type TargetState,
  type Weapon,
} from '../damage/index.js';
import { dodgeCases, dodgedAros } from './dodge.js';
import { normalTarget, pairKey, type EngagementPlan, type PairSave } from './planned.js';
import { type EngagementInput } from './schema.js';
import { type Hit } from './resolve.js';
import { type RollOdds } from './odds.js';
import { templateSides } from './sides.js';
import { N4, type DiceRules } from '../rules/index.js';
import { add, mul, rational, ZERO, type Rational } from '../math/rational.js';
import type { AmmoChart, NonLethalState } from '../rules/ammo.js';
import { err, ok, type Result } from '../result.js';

export interface Armed {
  readonly weapon: Weapon | null;
  readonly target: Target;
  /** N4's plain Bioweapon (§10.13): its hits do nothing to a STR trooper. */
  readonly wOnly?: boolean;
}

/** What `by`'s weapon does to `target`: nothing when a Bioweapon hits a STR trooper (§10.13). */
function weaponAt(armed: ReadonlyMap<string, Armed>, by: string, target: string): Weapon | null {
  const a = armed.get(by);
  if (a?.wOnly === true && armed.get(target)?.target.str === true) return null;
  return a?.weapon ?? null;
}

/** Every trooper's weapon and target blocks, checked by the same parser as the flags. */
export function armedTroopers(input: EngagementInput): Result<Map<string, Armed>> {
  const out = new Map<string, Armed>();
  const entries = [
    { path: 'active', t: input.active },
    ...input.reactive.map((t, i) => ({ path: `reactive[${i}]`, t })),
  ];
  for (const { path, t } of entries) {
    const names = (block: string) => ({
      name: (f: string) => `${path}.${block}.${f}`,
      at: (f: string) => ({ kind: 'path', path: `${path}.${block}.${f}` }) as const,
    });
    const { bioweapon, ...fields } = t.weapon ?? {};
    const weapon = parseWeapon(fields, names('weapon'));
    if (!weapon.ok) return weapon;
    const target = parseTarget(t.target ?? {}, names('target'));
    if (!target.ok) return target;
    out.set(t.name, {
      weapon: weapon.value,
      target: target.value,
      ...(bioweapon === true ? { wOnly: true } : {}),
    });
  }
  return ok(out);
}

/** Does anyone carry a weapon? Without one, an engagement stops at hits, as before. */
export const anyWeapon = (armed: ReadonlyMap<string, Armed>): boolean =>
  [...armed.values()].some((a) => a.weapon !== null);

export interface TargetDamage {
  readonly trooper: string;
  readonly target: Target;
  /** Who can wound it in this order. */
  readonly by: readonly string[];
  /** Every roll's damage on this target, then their sum (independent rolls). */
  readonly parts: readonly {
    readonly by: string;
    readonly weapon: Weapon;
    readonly odds: DamageOdds;
  }[];
  readonly wounds: readonly Rational[];
  readonly orMore: boolean;
  readonly states: Readonly<Record<TargetState, Rational>>;
  readonly anyWound: Rational;
  readonly unconsciousOrWorse: Rational;
  /** Non-lethal states and the chance each is applied at least once. */
  readonly effects: readonly { readonly state: NonLethalState; readonly probability: Rational }[];
}

function convolve(a: readonly Rational[], b: readonly Rational[], cap: number): Rational[] {
  const out: Rational[] = [];
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      const k = Math.min(i + j, cap);
      out[k] = add(out[k] ?? ZERO, mul(x, y));
    });
  });
  return Array.from({ length: out.length }, (_, k) => out[k] ?? ZERO);
}

/** One lethal roll's wounds on a target, and whether its failed saves are Shock saves. */
interface WoundPart {
  readonly shockKills: boolean;
  readonly wounds: readonly Rational[];
}

const partOf = (o: DamageOdds): WoundPart => ({
  shockKills: o.plan.shockKills,
  wounds: o.wounds,
});

/**
 * The target's states after every lethal roll of the order (docs/rules.md §6.4): Shock
 * acts only through a failed Shock save, so the wounds of the rolls whose failed saves are
 * Shock saves (A) and of the others (B) are kept apart. At exactly W the target is Dead if
 * a Shock save failed (A > 0), else Unconscious (or active with NWI); above W, Dead.
 */
function jointStates(
  lethal: readonly WoundPart[],
  target: Target,
  plan: DamageOdds['plan'] | null,
  cap: number,
): Record<TargetState, Rational> {
  const states = Object.fromEntries(TARGET_STATES.map((s) => [s, ZERO])) as Record<
    TargetState,
    Rational
  >;
  // Dead above W; at exactly W only through `shocked` (a > 0).
  const plain = plan === null ? null : { ...plan, deadAt: target.wounds + 1 };
  let shock: Rational[] = [rational(1n)];
  let other: Rational[] = [rational(1n)];
  for (const p of lethal) {
    if (p.shockKills) shock = convolve(shock, p.wounds, cap);
    else other = convolve(other, p.wounds, cap);
  }
  shock.forEach((pa, a) => {
    other.forEach((pb, b) => {
      const s = plain === null ? 'unhurt' : stateAfter(a + b, target, plain, a > 0);
      states[s] = add(states[s], mul(pa, pb));
    });
  });
  return states;
}

/** The order's exact damage to each target (docs/rules.md §1.5, §6). */
export function engagementDamage(
  rolls: readonly RollOdds[],
  armed: ReadonlyMap<string, Armed>,
  chart: AmmoChart,
  dice: DiceRules = N4.dice,
  noCoverSave: readonly string[] = [],
  pairSaves: PairSaves = {},
): TargetDamage[] {
  const parts = new Map<string, { by: string; weapon: Weapon; odds: DamageOdds }[]>();
  const shared = sharedDodge(rolls, armed, chart, dice, noCoverSave, pairSaves);
  const hitBy = (
    by: string,
    target: string,
    standing: readonly { hits: number; crits: number; count: bigint }[],
    total: bigint,
  ) => {
    const weapon = weaponFor(weaponAt(armed, by, target), pairSaves[pairKey(by, target)]);
    const t = targetOf(armed, target, by, noCoverSave, pairSaves);
    if (weapon === null || t === undefined) return;
    const odds = damageOdds(standing, total, weapon, t, chart);
    parts.set(target, [...(parts.get(target) ?? []), { by, weapon, odds }]);
  };
  for (const ro of rolls) {
    if (ro.type === 'template') {
      // Against the active trooper's one Dodge this part is listed; its wounds come from
      // the shared mixture (§8.7).
      const { attacker, target } = templateSides(ro.plan);
      hitBy(attacker, target, [{ hits: 1, crits: 0, count: ro.hitCount }], ro.total);
    } else if (ro.type === 'ftf') {
      const won = (w: string) => ro.odds.outcomes.filter((o) => o.winner === w);
      // A Dodging active trooper hits nobody (docs/rules.md §8.7).
      if (ro.plan.activeDodges !== true)
        hitBy(ro.plan.active, ro.plan.reactive, won('active'), ro.odds.total);
      // A Dodge or Reset that wins hits nobody (docs/rules.md §1.5).
      if (ro.plan.action === 'attack')
        hitBy(ro.plan.reactive, ro.plan.active, won('reactive'), ro.odds.total);
    } else {
      const p = ro.plan;
      const roller = p.roller === 'active' ? p.active : p.reactive;
      const target = normalTarget(p);
      if (target !== null) hitBy(roller, target, ro.odds.outcomes, ro.odds.total);
    }
  }
  const out: TargetDamage[] = [];
  for (const [trooper, list] of parts) {
    const target = armed.get(trooper)?.target;
    if (target === undefined) continue;
    const lethal = list.filter((p) => p.odds.lethal);
    const plan = lethal.reduce<DamageOdds['plan'] | null>(
      (best, p) => (best === null || p.odds.plan.deadAt < best.deadAt ? p.odds.plan : best),
      null,
    );
    const orMore = lethal.some((p) => p.odds.orMore);
    const cap = orMore && plan !== null ? plan.need : Infinity;
    let wounds: Rational[] = [rational(1n)];
    const mixed = shared?.trooper === trooper ? shared : null;
    const own = lethal.filter((p) => mixed?.by.includes(p.by) !== true);
    for (const p of own) wounds = convolve(wounds, p.odds.wounds, cap);
    // The AROs a trooper Dodged with one roll share its die: their wounds are a mixture
    // over the Dodge's classes, each case a convolution of independent AROs (§8.7).
    if (mixed !== null) wounds = convolve(wounds, mixed.wounds(cap), cap);
    // States per case of that mixture (one case without it): Shock's wounds kept apart (§6.4).
    const states = Object.fromEntries(TARGET_STATES.map((s) => [s, ZERO])) as Record<
      TargetState,
      Rational
    >;
    for (const c of mixed?.cases() ?? [{ weight: rational(1n), parts: [] }]) {
      const st = jointStates([...own.map((p) => partOf(p.odds)), ...c.parts], target, plan, cap);
      for (const k of TARGET_STATES) states[k] = add(states[k], mul(c.weight, st[k]));
    }
    const effects = new Map<NonLethalState, Rational>();
    for (const [state, miss] of mixed?.misses() ?? []) effects.set(state, miss);
    for (const p of list) {
      if (p.odds.effect === null || mixed?.by.includes(p.by) === true) continue;
      const miss = effects.get(p.odds.effect.state) ?? rational(1n);
      const q = p.odds.effect.probability;
      effects.set(p.odds.effect.state, mul(miss, rational(q.den - q.num, q.den)));
    }
    out.push({
      trooper,
      target,
      by: list.map((p) => p.by),
      parts: list,
      wounds,
      orMore,
      states,
      anyWound: rational((wounds[0]?.den ?? 1n) - (wounds[0]?.num ?? 1n), wounds[0]?.den ?? 1n),
      unconsciousOrWorse: add(states.unconscious, states.dead),
      effects: [...effects].map(([state, miss]) => ({
        state,
        probability: rational(miss.den - miss.num, miss.den),
      })),
    });
  }
  return out;
}

export interface EngagementSave {
  readonly target: string;
  readonly by: string;
  readonly weapon: Weapon;
  /** The target as it stood before these saves (earlier wounds of this order counted). */
  readonly before: Target;
  readonly result: SaveResult;
}

/**
 * Saves at the table, hit by hit in the order's roll order: each target rolls from its
 * typed `saveDice` (in order) or from the random source; wounds from earlier hits of the
 * same order count towards the next, and a Dead target rolls no more saves.
 */
export function engagementSaves(
  hits: readonly Hit[],
  armed: ReadonlyMap<string, Armed>,
  chart: AmmoChart,
  saveDice: ReadonlyMap<string, readonly number[]>,
  rng: () => number,
  noCoverSave: readonly string[] = [],
  pairSaves: PairSaves = {},
): Result<EngagementSave[]> {
  const used = new Map<string, number>();
  const state = new Map<string, Target>();
  // A Shock save failed against this target earlier in the order (§6.4).
  const shocked = new Set<string>();
  const dead = new Set<string>();
  const out: EngagementSave[] = [];
  for (const h of hits) {
    const pair = pairSaves[pairKey(h.by, h.target)];
    const weapon = weaponFor(weaponAt(armed, h.by, h.target), pair);
    const seen = state.get(h.target) ?? armed.get(h.target)?.target;
    // The target's own words first (§10.12); no cover save bonus against a CC Attack or a
    // Direct Template (§6.2, §8.2).
    const own =
      seen === undefined || pair?.cover === undefined ? seen : { ...seen, cover: pair.cover };
    const base = own?.cover === true && noCoverSave.includes(h.by) ? { ...own, cover: false } : own;
    if (weapon === null || base === undefined || dead.has(h.target)) continue;
    const typed = saveDice.get(h.target);
    const from = used.get(h.target) ?? 0;
    const r = resolveSaves(
      h.hits,
      h.crits,
      weapon,
      base,
      chart,
      typed === undefined
        ? { kind: 'random', rng }
        : {
            kind: 'typed',
            values: typed.slice(from),
            what: `saveDice[${JSON.stringify(h.target)}]`,
            partial: true,
          },
      shocked.has(h.target),
    );
    if (!r.ok) return r;
    used.set(h.target, from + r.value.used);
    out.push({ target: h.target, by: h.by, weapon, before: base, result: r.value });
    if (r.value.shocked) shocked.add(h.target);
    if (r.value.state === 'dead') dead.add(h.target);
    // Kept with its own cover: a later BS Attack's save still gets it.
    else state.set(h.target, { ...base, cover: seen?.cover ?? false, taken: r.value.total });
  }
  for (const [name, values] of saveDice) {
    const n = used.get(name) ?? 0;
    if (values.length !== n)
      return err({
        kind: 'input-error',
        message: `${name} rolls ${n} save ${n === 1 ? 'die' : 'dice'} in this order, ${values.length} given`,
        at: { kind: 'path', path: `saveDice[${JSON.stringify(name)}]` },
      });
  }
  return ok(out);
}

/**
 * A trooper as the hits of `by` find it: no Partial Cover save bonus against a CC Attack
 * or a Direct Template (§6.2, §8.2; `template-cover`).
 */
function targetOf(
  armed: ReadonlyMap<string, Armed>,
  trooper: string,
  by: string,
  noCoverSave: readonly string[],
  pairSaves: PairSaves,
): Target | undefined {
  const found = armed.get(trooper)?.target;
  // The target's own words on its cover for these saves (N4 Nanoscreen, N5 No Cover, §10.12).
  const cover = pairSaves[pairKey(by, trooper)]?.cover;
  const t = found === undefined || cover === undefined ? found : { ...found, cover };
  return t !== undefined && t.cover && noCoverSave.includes(by) ? { ...t, cover: false } : t;
}

type PairSaves = NonNullable<EngagementPlan['pairSaves']>;

/**
 * The attacker's weapon with the target's own save MOD on its hits (Nanoscreen, Firewall,
 * §10.12), added to its SR-X (§10.1).
 */
function weaponFor(weapon: Weapon | null, pair: PairSave | undefined): Weapon | null {
  // Cube 2.0's +2 counts only against a Sepsitor (§10.11).
  const parts = [
    pair?.bonus,
    weapon?.effect === 'sepsitorized' ? pair?.sepsitorBonus : undefined,
  ].filter((b) => b !== undefined);
  const bonus =
    parts.length === 0
      ? undefined
      : {
          value: parts.reduce((n, b) => n + b.value, 0),
          from: parts.map((b) => b.from).join('+'),
        };
  if (weapon === null || bonus === undefined) return weapon;
  const sr = weapon.saveMod;
  return {
    ...weapon,
    saveMod: {
      value: (sr?.value ?? 0) + bonus.value,
      from: sr === undefined ? bonus.from : `${sr.from}+${bonus.from}`,
      ph: sr?.ph ?? true,
      immune: sr?.immune ?? true,
    },
  };
}

interface SharedDodge {
  readonly trooper: string;
  /** The AROs it Dodged (their wounds come from the mixture, not from their parts). */
  readonly by: readonly string[];
  readonly wounds: (cap: number) => Rational[];
  /** The mixture's cases: each one's weight and its AROs' lethal wounds, independent within it. */
  readonly cases: () => readonly { readonly weight: Rational; readonly parts: WoundPart[] }[];
  /** P(no such state) per non-lethal state, over the mixture. */
  readonly misses: () => Map<NonLethalState, Rational>;
}

/** The active trooper's Dodge against its AROs, as a mixture over its die (§8.7). */
function sharedDodge(
  rolls: readonly RollOdds[],
  armed: ReadonlyMap<string, Armed>,
  chart: AmmoChart,
  dice: DiceRules,
  noCoverSave: readonly string[],
  pairSaves: PairSaves,
): SharedDodge | null {
  // Every ARO the one Dodge answers: F2F attacks, and templates (no roll, side null).
  const dodged = dodgedAros(rolls.map((ro) => ro.plan));
  const first = dodged[0];
  if (first === undefined || armed.get(first.active) === undefined) return null;
  const armedAros = dodged.flatMap((p, i) => {
    const weapon = weaponFor(
      weaponAt(armed, p.reactive, p.active),
      pairSaves[pairKey(p.reactive, p.active)],
    );
    const target = targetOf(armed, p.active, p.reactive, noCoverSave, pairSaves);
    return weapon === null || target === undefined ? [] : [{ plan: p, i, weapon, target }];
  });
  const { cases, total, aroTotals } = dodgeCases(
    dodged.map((p) => p.dodge),
    dodged.map((p) => p.side),
    dice,
  );
  const perCase = cases.map((c) => ({
    weight: rational(c.count, total),
    odds: armedAros.map(({ i, weapon, target }) =>
      damageOdds(c.standing[i] ?? [], aroTotals[i] ?? 1n, weapon, target, chart),
    ),
  }));
  return {
    trooper: first.active,
    by: armedAros.map((a) => a.plan.reactive),
    wounds: (cap) => {
      let out: Rational[] = [];
      for (const c of perCase) {
        let w: Rational[] = [rational(1n)];
        for (const o of c.odds) if (o.lethal) w = convolve(w, o.wounds, cap);
        const n = Math.max(out.length, w.length);
        out = Array.from({ length: n }, (_, k) => add(out[k] ?? ZERO, mul(c.weight, w[k] ?? ZERO)));
      }
      return out;
    },
    cases: () =>
      perCase.map((c) => ({
        weight: c.weight,
        parts: c.odds.filter((o) => o.lethal).map(partOf),
      })),
    misses: () => {
      const miss = new Map<NonLethalState, Rational>();
      const states = new Set(perCase.flatMap((c) => c.odds.flatMap((o) => o.effect?.state ?? [])));
      for (const state of states) {
        let m: Rational = ZERO;
        for (const c of perCase) {
          let none: Rational = rational(1n);
          for (const o of c.odds) {
            const q = o.effect?.state === state ? o.effect.probability : null;
            if (q !== null) none = mul(none, rational(q.den - q.num, q.den));
          }
          m = add(m, mul(c.weight, none));
        }
        miss.set(state, m);
      }
      return miss;
    },
  };
}
