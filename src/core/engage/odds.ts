/**
 * The exact odds of every planned roll of one order, and each trooper's chance to be hit.
 */
import { templateSides } from './sides.js';
import {
  ftfOdds,
  normalOdds,
  oddsSideOf,
  summarize,
  type FtfOdds,
  type NormalOdds,
} from '../roll/odds.js';
import { type DiceRules } from '../rules/index.js';
import { type EngagementPlan, type PlannedRoll, normalTarget } from './planned.js';
import { dodgedAros, sharedDodgeMiss } from './dodge.js';

export type RollOdds =
  | { readonly type: 'ftf'; readonly plan: PlannedRoll & { type: 'ftf' }; readonly odds: FtfOdds }
  | {
      readonly type: 'normal';
      readonly plan: PlannedRoll & { type: 'normal' };
      readonly odds: NormalOdds;
    }
  | {
      readonly type: 'template';
      readonly plan: PlannedRoll & { type: 'template' };
      /** The target's Dodge (a Normal PH roll), null when it does not Dodge. */
      readonly dodge: NormalOdds | null;
      /** The template hits (one plain hit): count over `total`, the Dodge's outcomes. */
      readonly hitCount: bigint;
      readonly total: bigint;
    };

/** A template roll's odds: it hits unless the Dodge succeeds (§8.7, §8.9). */
function templateOdds(p: PlannedRoll & { type: 'template' }, rules: DiceRules): RollOdds {
  if (p.dodge === null) return { type: 'template', plan: p, dodge: null, hitCount: 1n, total: 1n };
  const dodge = normalOdds(oddsSideOf(p.dodge), rules);
  const fails = dodge.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
  return { type: 'template', plan: p, dodge, hitCount: fails, total: dodge.total };
}

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
  const rules = plan.edition.dice;
  const dodges = dodgedAros(plan.rolls);
  const first = dodges[0];
  if (first !== undefined) {
    // One Dodge roll against every ARO (§8.7): the rolls share its dice, so the chance
    // that no ARO hits is taken over the Dodge's dice, not multiplied roll by roll.
    const joint = sharedDodgeMiss(
      dodges.map((d) => d.dodge),
      dodges.map((d) => d.side),
      rules,
    );
    note(plan.active, joint.missCount, joint.total);
  }
  for (const p of plan.rolls) {
    if (p.type === 'template') {
      const t = templateOdds(p, rules);
      rolls.push(t);
      // A Dodged ARO template is in the joint above.
      if (t.type === 'template' && !(p.activeDodges === true && p.dodge !== null))
        note(templateSides(p).target, t.total - t.hitCount, t.total);
    } else if (p.type === 'ftf' && p.activeDodges === true) {
      const odds = ftfOdds(oddsSideOf(p.activeSide), oddsSideOf(p.reactiveSide), rules);
      rolls.push({ type: 'ftf', plan: p, odds });
      // A successful Dodge hits nobody (docs/rules.md §1.5).
      note(p.reactive, odds.total, odds.total);
    } else if (p.type === 'ftf') {
      const odds = ftfOdds(oddsSideOf(p.activeSide), oddsSideOf(p.reactiveSide), rules);
      rolls.push({ type: 'ftf', plan: p, odds });
      const won = summarize(odds);
      note(p.reactive, odds.total - won.active, odds.total);
      // A Dodge or Reset that wins hits nobody (docs/rules.md §1.5).
      note(p.active, p.action === 'attack' ? odds.total - won.reactive : odds.total, odds.total);
    } else {
      const odds = normalOdds(oddsSideOf(p.side), rules);
      rolls.push({ type: 'normal', plan: p, odds });
      const none = odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
      const target = normalTarget(p);
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
