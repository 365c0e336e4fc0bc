/**
 * One order's rolls between an active trooper and its reactive enemies (RULES.md §1.5):
 * the active trooper splits its burst between targets; every target that also acts
 * against it makes a separate F2F roll against the dice assigned to it; where only one
 * side acts on the other, that side makes a Normal roll; every ARO has burst 1.
 */
import * as z from 'zod/mini';
import { sideOf, type Side } from './dice.js';
import { byName, checkWith, parseWith, type KeysFor } from './input.js';
import { ftfOdds, normalOdds, summarize, type FtfOdds, type NormalOdds } from './odds.js';
import { err, inputError, ok, type Result } from './result.js';
import { ARO_BURST, resolveFtf, resolveNormal, type FtfRoll, type NormalRoll } from './roll.js';
import { parseSpec } from './spec.js';

export const ACTIONS = ['attack', 'dodge', 'reset', 'none'] as const;
export type Action = (typeof ACTIONS)[number];

const d20 = z.int().check(z.minimum(1), z.maximum(20));
export const engagementSchema = z.strictObject({
  active: z.strictObject({
    name: z.string().check(z.minLength(1)),
    spec: z.string(),
    targets: z.array(
      z.strictObject({
        name: z.string().check(z.minLength(1)),
        burst: z.int().check(z.minimum(1)),
      }),
    ),
  }),
  reactive: z.array(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
      spec: z.string(),
      action: z._default(z.enum(ACTIONS), 'attack'),
    }),
  ),
  dice: z.optional(byName(z.array(d20))),
});
export type EngagementInput = z.output<typeof engagementSchema>;

const KEYS = {
  top: Object.keys(engagementSchema.shape),
  active: ['name', 'spec', 'targets'],
  target: ['name', 'burst'],
  reactive: ['name', 'spec', 'action'],
};
const keysFor: KeysFor = (path) => {
  if (path.length === 0) return KEYS.top;
  if (path[0] === 'active') return path.length === 1 ? KEYS.active : KEYS.target;
  return KEYS.reactive;
};

export const parseEngagement = (text: string): Result<EngagementInput> =>
  parseWith(engagementSchema, text, keysFor);
export const checkEngagement = (input: unknown): Result<EngagementInput> =>
  checkWith(engagementSchema, input, keysFor);

export function engagementJsonSchema(): unknown {
  return { ...z.toJSONSchema(engagementSchema, { io: 'input' }), title: 'infcalc engagement' };
}

/** One roll the order causes, before any die is known. */
export type PlannedRoll =
  | {
      readonly type: 'ftf';
      readonly active: string;
      readonly reactive: string;
      readonly action: Exclude<Action, 'none'>;
      readonly activeSide: Side;
      readonly reactiveSide: Side;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      /** Who rolls: the active trooper at an unopposing target, or a reactive trooper. */
      readonly roller: 'active' | 'reactive';
      readonly action: Action;
      readonly side: Side;
    };

export interface EngagementPlan {
  readonly active: string;
  readonly activeSide: Side;
  readonly rolls: readonly PlannedRoll[];
  readonly warnings: readonly string[];
}

const at = (path: string) => ({ kind: 'path', path }) as const;

function sideAt(spec: string, path: string): Result<Side> {
  const s = parseSpec(spec);
  if (!s.ok) return err({ ...s.error, at: at(path) });
  return ok(sideOf(s.value));
}

/** Check the declaration and list the rolls it causes (RULES.md §1.5). */
export function planEngagement(input: EngagementInput): Result<EngagementPlan> {
  const warnings: string[] = [];
  const active = sideAt(input.active.spec, 'active.spec');
  if (!active.ok) return active;
  const names = new Set<string>([input.active.name]);
  for (const [i, r] of input.reactive.entries()) {
    if (names.has(r.name))
      return err(inputError(`the name "${r.name}" is used twice`, at(`reactive[${i}].name`)));
    names.add(r.name);
  }
  const split = input.active.targets.reduce((s, t) => s + t.burst, 0);
  if (input.active.targets.length > 0 && split !== active.value.burst) {
    return err(
      inputError(
        `the targets' bursts add up to ${split}, but ${input.active.name} has burst ${active.value.burst}`,
        at('active.targets'),
        'split the whole burst between the targets',
      ),
    );
  }
  const targetBurst = new Map<string, number>();
  for (const [i, t] of input.active.targets.entries()) {
    const known = input.reactive.some((r) => r.name === t.name);
    if (!known) {
      return err(
        inputError(
          `target "${t.name}" is not one of the reactive troopers`,
          at(`active.targets[${i}].name`),
          'list it under "reactive" (with "action": "none" if it does not react)',
        ),
      );
    }
    if (targetBurst.has(t.name))
      return err(inputError(`target "${t.name}" is named twice`, at(`active.targets[${i}].name`)));
    targetBurst.set(t.name, t.burst);
  }
  const rolls: PlannedRoll[] = [];
  for (const [i, r] of input.reactive.entries()) {
    const parsed = sideAt(r.spec, `reactive[${i}].spec`);
    if (!parsed.ok) return parsed;
    let side = parsed.value;
    if (side.burst > ARO_BURST) {
      // RULES.md §1.5: each ARO has burst 1, whatever the weapon.
      warnings.push(`${r.name}: an ARO has burst 1; burst ${side.burst} reduced to 1`);
      side = { ...side, burst: ARO_BURST };
    }
    const burst = targetBurst.get(r.name);
    const base = { active: input.active.name, reactive: r.name };
    if (burst !== undefined) {
      const activeSide = { ...active.value, burst };
      if (r.action === 'none')
        rolls.push({ type: 'normal', ...base, roller: 'active', action: 'none', side: activeSide });
      else rolls.push({ type: 'ftf', ...base, action: r.action, activeSide, reactiveSide: side });
    } else if (r.action !== 'none') {
      // Not targeted: an attack is a Normal roll; a Dodge or Reset opposes nothing aimed at it.
      rolls.push({ type: 'normal', ...base, roller: 'reactive', action: r.action, side });
      if (r.action !== 'attack')
        warnings.push(
          `${r.name} declares ${r.action} but is not targeted: a Normal roll with nothing to cancel`,
        );
    }
  }
  return ok({ active: input.active.name, activeSide: active.value, rolls, warnings });
}

/** The dice each trooper rolls in this plan: the active trooper's in target order. */
export function diceNeeded(plan: EngagementPlan): Map<string, number> {
  const need = new Map<string, number>();
  const add = (name: string, n: number): void => {
    need.set(name, (need.get(name) ?? 0) + n);
  };
  for (const r of plan.rolls) {
    if (r.type === 'ftf') {
      add(r.active, r.activeSide.burst);
      add(r.reactive, r.reactiveSide.burst);
    } else add(r.roller === 'active' ? r.active : r.reactive, r.side.burst);
  }
  return need;
}

export interface Hit {
  readonly target: string;
  readonly by: string;
  readonly hits: number;
  readonly crits: number;
}

/**
 * What one roll of the order did. A Dodge or Reset that succeeds hits nobody: it only
 * keeps the trooper that made it from being hit by that roll (docs/rules.md §1.5).
 */
export type RollOutcome =
  | ({ readonly kind: 'hit' } & Hit)
  | { readonly kind: 'dodge-succeeded' | 'reset-succeeded'; readonly trooper: string }
  | { readonly kind: 'no-hit' };

export type EngagementRoll = (
  | {
      readonly type: 'ftf';
      readonly active: string;
      readonly reactive: string;
      readonly action: Action;
      readonly roll: FtfRoll;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      readonly roller: string;
      readonly target: string | null;
      readonly action: Action;
      readonly roll: NormalRoll;
    }
) & { readonly outcome: RollOutcome };

const SUCCEEDED = {
  dodge: 'dodge-succeeded',
  reset: 'reset-succeeded',
} as const satisfies Record<'dodge' | 'reset', RollOutcome['kind']>;

const hitBy = (target: string, by: string, s: { hits: number; crits: number }): RollOutcome =>
  s.hits + s.crits > 0
    ? { kind: 'hit', target, by, hits: s.hits, crits: s.crits }
    : { kind: 'no-hit' };

function ftfOutcome(p: PlannedRoll & { type: 'ftf' }, roll: FtfRoll): RollOutcome {
  if (roll.winner === 'active') return hitBy(p.reactive, p.active, roll.active);
  if (roll.winner === 'none') return { kind: 'no-hit' };
  return p.action === 'attack'
    ? hitBy(p.active, p.reactive, roll.reactive)
    : { kind: SUCCEEDED[p.action], trooper: p.reactive };
}

function normalOutcome(
  action: Action,
  roller: string,
  target: string | null,
  roll: NormalRoll,
): RollOutcome {
  if (target !== null) return hitBy(target, roller, roll);
  // Only an untargeted Dodge or Reset has no target: it may succeed, and hits nobody.
  return roll.hits + roll.crits > 0 && (action === 'dodge' || action === 'reset')
    ? { kind: SUCCEEDED[action], trooper: roller }
    : { kind: 'no-hit' };
}

export interface Engagement {
  readonly rolls: readonly EngagementRoll[];
  readonly hits: readonly Hit[];
}

/** Resolve the plan with each trooper's dice, consumed in roll order. */
export function resolveEngagement(
  plan: EngagementPlan,
  dice: ReadonlyMap<string, readonly number[]>,
): Engagement {
  const used = new Map<string, number>();
  const take = (name: string, n: number): number[] => {
    const from = used.get(name) ?? 0;
    used.set(name, from + n);
    return [...(dice.get(name) ?? [])].slice(from, from + n);
  };
  const rolls: EngagementRoll[] = [];
  for (const p of plan.rolls) {
    if (p.type === 'ftf') {
      const roll = resolveFtf(
        p.activeSide,
        take(p.active, p.activeSide.burst),
        p.reactiveSide,
        take(p.reactive, p.reactiveSide.burst),
      );
      rolls.push({
        type: 'ftf',
        active: p.active,
        reactive: p.reactive,
        action: p.action,
        roll,
        outcome: ftfOutcome(p, roll),
      });
    } else {
      const roller = p.roller === 'active' ? p.active : p.reactive;
      const roll = resolveNormal(p.side, take(roller, p.side.burst));
      const target = p.action === 'none' ? p.reactive : p.action === 'attack' ? p.active : null;
      rolls.push({
        type: 'normal',
        active: p.active,
        reactive: p.reactive,
        roller,
        target,
        action: p.action,
        roll,
        outcome: normalOutcome(p.action, roller, target, roll),
      });
    }
  }
  const hits = rolls.flatMap(({ outcome: o }) =>
    o.kind === 'hit' ? [{ target: o.target, by: o.by, hits: o.hits, crits: o.crits }] : [],
  );
  return { rolls, hits };
}

export type RollOdds =
  | { readonly type: 'ftf'; readonly plan: PlannedRoll & { type: 'ftf' }; readonly odds: FtfOdds }
  | {
      readonly type: 'normal';
      readonly plan: PlannedRoll & { type: 'normal' };
      readonly odds: NormalOdds;
    };

export interface HitChance {
  readonly trooper: string;
  /** Rolls in which the trooper is not hit, over all the order's rolls (exact). */
  readonly missCount: bigint;
  readonly total: bigint;
}

/**
 * Exact odds of every roll of the order, and of each trooper being hit at least once.
 * The rolls use disjoint dice, so they are independent: the chances of not being hit
 * multiply, and the counts stay exact over the product of the totals.
 */
export function engagementOdds(plan: EngagementPlan): { rolls: RollOdds[]; chances: HitChance[] } {
  const rolls: RollOdds[] = [];
  const miss = new Map<string, { count: bigint; total: bigint }>();
  const note = (who: string, notHit: bigint, total: bigint): void => {
    const m = miss.get(who) ?? { count: 1n, total: 1n };
    miss.set(who, { count: m.count * notHit, total: m.total * total });
  };
  for (const p of plan.rolls) {
    if (p.type === 'ftf') {
      const odds = ftfOdds(
        { sv: p.activeSide.sv.sv, burst: p.activeSide.burst },
        { sv: p.reactiveSide.sv.sv, burst: p.reactiveSide.burst },
      );
      rolls.push({ type: 'ftf', plan: p, odds });
      const won = summarize(odds);
      note(p.reactive, odds.total - won.active, odds.total);
      // A Dodge or Reset that wins hits nobody (RULES.md §1.5).
      note(p.active, p.action === 'attack' ? odds.total - won.reactive : odds.total, odds.total);
    } else {
      const odds = normalOdds({ sv: p.side.sv.sv, burst: p.side.burst });
      rolls.push({ type: 'normal', plan: p, odds });
      const none = odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
      const target = p.action === 'none' ? p.reactive : p.action === 'attack' ? p.active : null;
      if (target !== null) note(target, none, odds.total);
    }
  }
  const chances = [...miss].map(([trooper, m]) => ({
    trooper,
    missCount: m.count,
    total: m.total,
  }));
  return { rolls, chances };
}
