/**
 * One order resolved with dice (given or drawn): each roll's outcome, who is hit.
 */
import { diceRolled, rollDice } from '../roll/dice.js';
import { templateSides } from './sides.js';
import { resolveFtf, resolveNormal, type FtfRoll, type NormalRoll } from '../roll/resolve.js';
import { type Action } from './schema.js';
import { type EngagementPlan, type NormalWhy, type PlannedRoll, normalTarget } from './planned.js';

/**
 * Every roller's dice: those the file gives, the others drawn from `rng` in the order a
 * seed replays them: the active trooper first, then the reactive troopers as listed
 * (docs/rules.md §1.5).
 */
export function drawDice(
  need: ReadonlyMap<string, number>,
  given: ReadonlyMap<string, readonly number[]>,
  rng: () => number,
): Map<string, readonly number[]> {
  const dice = new Map<string, readonly number[]>();
  for (const [name, n] of need) dice.set(name, given.get(name) ?? rollDice(n, rng));
  return dice;
}

export function diceNeeded(plan: EngagementPlan): Map<string, number> {
  const need = new Map<string, number>();
  const add = (name: string, n: number): void => {
    need.set(name, (need.get(name) ?? 0) + n);
  };
  let dodged = false;
  for (const r of plan.rolls) {
    if (r.type === 'ftf') {
      // One Dodge roll answers every ARO (docs/rules.md §8.7): its dice count once.
      if (r.activeDodges !== true || !dodged) add(r.active, diceRolled(r.activeSide));
      dodged ||= r.activeDodges === true;
      add(r.reactive, diceRolled(r.reactiveSide));
    } else if (r.type === 'template') {
      // A template rolls nothing; only the Dodge against it does (§8.9).
      if (r.dodge === null || (r.activeDodges === true && dodged)) continue;
      add(r.by === 'active' ? r.reactive : r.active, diceRolled(r.dodge));
      dodged ||= r.activeDodges === true;
    } else add(r.roller === 'active' ? r.active : r.reactive, diceRolled(r.side));
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
      /** The active trooper Dodges every ARO with this one roll (§8.7). */
      readonly activeDodges?: true;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      readonly roller: string;
      readonly target: string | null;
      readonly action: Action;
      readonly roll: NormalRoll;
      readonly why?: NormalWhy;
    }
  | {
      /** A Direct Template (§8.9): no attack roll; `dodge` is the target's Normal PH roll. */
      readonly type: 'template';
      readonly active: string;
      readonly reactive: string;
      readonly attacker: string;
      readonly target: string;
      readonly dodge: NormalRoll | null;
      readonly activeDodges?: true;
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
  if (roll.winner === 'active' && p.activeDodges === true) {
    return { kind: 'dodge-succeeded', trooper: p.active };
  }
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
  const rules = plan.edition.dice;
  // The active trooper's Dodge dice, taken once and read against every ARO (§8.7).
  let dodgeDice: number[] | null = null;
  const activeDice = (p: PlannedRoll & { type: 'ftf' }): number[] => {
    if (p.activeDodges !== true) return take(p.active, diceRolled(p.activeSide));
    dodgeDice ??= take(p.active, diceRolled(p.activeSide));
    return dodgeDice;
  };
  for (const p of plan.rolls) {
    if (p.type === 'template') {
      const { attacker, target } = templateSides(p);
      const dodge =
        p.dodge === null
          ? null
          : resolveNormal(
              p.dodge,
              p.activeDodges === true
                ? (dodgeDice ??= take(p.active, diceRolled(p.dodge)))
                : take(target, diceRolled(p.dodge)),
              rules,
            );
      // The template hits once, never a critical, unless the Dodge succeeds (§8.7, §8.9).
      const outcome: RollOutcome =
        dodge !== null && dodge.hits + dodge.crits > 0
          ? { kind: 'dodge-succeeded', trooper: target }
          : { kind: 'hit', target, by: attacker, hits: 1, crits: 0 };
      rolls.push({
        type: 'template',
        active: p.active,
        reactive: p.reactive,
        attacker,
        target,
        dodge,
        outcome,
        ...(p.activeDodges === true ? { activeDodges: true as const } : {}),
      });
      continue;
    }
    if (p.type === 'ftf') {
      const roll = resolveFtf(
        p.activeSide,
        activeDice(p),
        p.reactiveSide,
        take(p.reactive, diceRolled(p.reactiveSide)),
        rules,
      );
      rolls.push({
        type: 'ftf',
        active: p.active,
        reactive: p.reactive,
        action: p.action,
        roll,
        outcome: ftfOutcome(p, roll),
        ...(p.activeDodges === true ? { activeDodges: true as const } : {}),
      });
    } else {
      const roller = p.roller === 'active' ? p.active : p.reactive;
      const roll = resolveNormal(p.side, take(roller, diceRolled(p.side)), rules);
      const target = normalTarget(p);
      rolls.push({
        type: 'normal',
        active: p.active,
        reactive: p.reactive,
        roller,
        target,
        action: p.action,
        roll,
        outcome: normalOutcome(p.action, roller, target, roll),
        ...(p.why === undefined ? {} : { why: p.why }),
      });
    }
  }
  const hits = rolls.flatMap(({ outcome: o }) =>
    o.kind === 'hit' ? [{ target: o.target, by: o.by, hits: o.hits, crits: o.crits }] : [],
  );
  return { rolls, hits };
}
