/**
 * JSON for the damage sections (docs/json.md "Wounds"). Pinned keys: lethal,
 * wounds[{wounds, probability, atLeast}], expected, states, effect (non-lethal only).
 * Exact fractions ride beside the floats as strings ("exact": "3/8").
 */
import type { SaveKind, SavePlan, Target, Weapon } from '../../core/damage/index.js';
import { toExact, toNumber, type Rational } from '../../core/math/rational.js';
import type { EngagementSave, TargetDamage } from '../../core/engage/damage.js';
import type { DamageSection, DamageView, SaveView } from '../../app/troopers.js';
import { holds, kept } from './json-text.js';

const num = (r: Rational): number => toNumber(r);

export function weaponJson(w: Weapon): Record<string, unknown> {
  return {
    damage: w.damage,
    ps: 20 - w.damage,
    ammo: w.ammo,
    continuous: w.continuous,
    save: w.save,
  };
}

export function targetJson(t: Target): Record<string, unknown> {
  return {
    arm: t.arm,
    bts: t.bts,
    ph: t.ph,
    w: t.wounds,
    str: t.str,
    taken: t.taken,
    cover: t.cover,
    nwi: t.nwi,
    ...(t.remotePresence === true ? { remotePresence: true } : {}),
    immunities: t.immunities,
  };
}

const kindJson = (k: SaveKind): Record<string, unknown> => ({
  attribute: k.attribute,
  value: k.value,
  failFaces: k.fail,
});

/**
 * The JSON of a save plan, kept while the plan lives: the damage odds of many rolls share
 * one plan (core/damage/odds.ts keeps them by weapon and target), so its text is printed
 * once (json-text.ts).
 */
const PLANS = new WeakMap<SavePlan, Record<string, unknown>>();

export function planJson(p: SavePlan): Record<string, unknown> {
  let json = PLANS.get(p);
  if (json === undefined) {
    json = kept(freshPlanJson(p));
    PLANS.set(p, json);
  }
  return json;
}

function freshPlanJson(p: SavePlan): Record<string, unknown> {
  return {
    ammo: p.ammo,
    perHit: p.hit.map((s) => ({ ...kindJson(s.kind), wounds: s.wounds, continuous: s.continuous })),
    perCrit: p.crit.map((s) => ({
      ...kindJson(s.kind),
      wounds: s.wounds,
      continuous: s.continuous,
      extra: s.extra,
    })),
    deadAt: p.deadAt,
    notes: p.notes,
  };
}

/**
 * The JSON of a damage view, kept while the view lives: a batch shares views of repeated
 * questions (src/app/memo.ts), and the exact fractions' digits cost more than the odds.
 */
const made = new WeakMap<DamageView, { immB: readonly string[]; json: Record<string, unknown> }>();

export function damageOddsJson(
  v: DamageView | null,
  immB: readonly string[] = [],
): Record<string, unknown> | null {
  if (v === null) return null;
  const had = made.get(v);
  if (had?.immB === immB) return had.json;
  const json = kept(freshDamageOddsJson(v, immB));
  made.set(v, { immB, json });
  return json;
}

/** Damage views' texts, printed once per view and `immB` without keeping their objects. */
const texts = new WeakMap<DamageView, { immB: readonly string[]; text: string }>();

/**
 * JSON.stringify(damageOddsJson(v, immB)), made once per view: for a batch, which prints
 * only the text (render/odds-json.ts `oddsResultText`).
 */
export function damageOddsText(v: DamageView | null, immB: readonly string[] = []): string {
  if (v === null) return 'null';
  const had = texts.get(v);
  if (had?.immB === immB) return had.text;
  const json = made.get(v);
  const text = JSON.stringify(json?.immB === immB ? json.json : freshDamageOddsJson(v, immB));
  texts.set(v, { immB, text });
  return text;
}

function freshDamageOddsJson(v: DamageView, immB: readonly string[]): Record<string, unknown> {
  const o = v.odds;
  const out: Record<string, unknown> = {
    lethal: o.lethal,
    wounds: o.wounds.map((p, k) => {
      const atLeast = o.atLeast[k] ?? p;
      return {
        wounds: k,
        probability: num(p),
        atLeast: num(atLeast),
        exact: toExact(p),
        atLeastExact: toExact(atLeast),
        ...(o.orMore && k === o.wounds.length - 1 ? { orMore: true } : {}),
      };
    }),
    expected: num(o.expected),
    expectedExact: toExact(o.expected),
    states: Object.fromEntries(Object.entries(o.states).map(([s, p]) => [s, num(p)])),
    statesExact: Object.fromEntries(Object.entries(o.states).map(([s, p]) => [s, toExact(p)])),
  };
  if (o.expectedUnbounded !== null) {
    const u = o.expectedUnbounded;
    out.expectedUnbounded = u === 'endless' ? 'endless' : num(u);
    // The closed form is rational (docs/rules.md §6.3): exact like every other figure.
    out.expectedUnboundedExact = u === 'endless' ? 'endless' : toExact(u);
  }
  if (o.effect !== null)
    out.effect = {
      state: o.effect.state,
      probability: num(o.effect.probability),
      exact: toExact(o.effect.probability),
      // E/M's Isolated also brings IMM-B against these troop types (docs/rules.md §6.3).
      // A program's Isolated (Oblivion) is not E/M's: no IMM-B.
      // N+E/M's Isolated rides on its wounding saves (§10.5): E/M's too.
      ...((o.plan.row.effect === 'isolated' || o.plan.hit.some((s) => s.also === 'isolated')) &&
      o.effect.state === 'isolated'
        ? { immB }
        : {}),
    };
  out.orders = v.orders.map((x) => ({ orders: x.n, probability: num(x.p), exact: toExact(x.p) }));
  out.weapon = weaponJson(v.weapon);
  out.target = targetJson(v.target);
  out.saves = planJson(o.plan);
  return out;
}

export function damageSectionJson(d: DamageSection): Record<string, unknown> {
  return holds({
    active: damageOddsJson(d.active, d.edition.ammo.immBTypes),
    reactive: damageOddsJson(d.reactive, d.edition.ammo.immBTypes),
  });
}

export function savesJson(v: Omit<SaveView, 'edition'>): Record<string, unknown> {
  const r = v.result;
  return {
    by: v.by,
    weapon: weaponJson(v.weapon),
    target: targetJson(v.target),
    hits: r.hits,
    crits: r.crits,
    dice: r.dice.map((d) => ({
      roll: d.roll,
      passed: d.passed,
      source: d.source.kind,
      index: d.source.index,
      role: d.role,
      attribute: d.kind.attribute,
      wounds: d.wounds,
    })),
    failed: r.failed,
    wounds: r.wounds,
    total: r.total,
    state: r.state,
    effect: r.effect,
    stoppedAtDead: r.stoppedAtDead,
  };
}

/** `engage --odds`: one entry per target that a weapon can reach. */
export function targetDamageJson(d: TargetDamage): Record<string, unknown> {
  return {
    trooper: d.trooper,
    by: d.by,
    target: targetJson(d.target),
    wounds: d.wounds.map((p, k) => ({
      wounds: k,
      probability: num(p),
      exact: toExact(p),
      ...(d.orMore && k === d.wounds.length - 1 ? { orMore: true } : {}),
    })),
    states: Object.fromEntries(Object.entries(d.states).map(([s, p]) => [s, num(p)])),
    atLeastOneWound: num(d.anyWound),
    unconsciousOrWorse: num(d.unconsciousOrWorse),
    effects: d.effects.map((e) => ({ state: e.state, probability: num(e.probability) })),
    parts: d.parts.map((p) => ({
      by: p.by,
      weapon: weaponJson(p.weapon),
      expected: num(p.odds.expected),
    })),
  };
}

/** `engage` with dice: the saves of each hit. */
export function engagementSaveJson(s: EngagementSave): Record<string, unknown> {
  const { weapon, target, ...rest } = savesJson({
    by: 'active',
    weapon: s.weapon,
    target: s.before,
    result: s.result,
  });
  return { target: s.target, by: s.by, weapon, before: target, ...rest };
}
