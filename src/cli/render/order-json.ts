/** JSON for `order check`, `order sequence` and `engage` (docs/json.md "One order", "Engagements"). */
import { engagementSaveJson, targetDamageJson } from './damage-json.js';
import { probability } from '../../core/roll/odds.js';
import { templateSides } from '../../core/engage/sides.js';
import type { Edition } from '../../core/rules/index.js';
import type { EngagementOddsReport, EngagementReport } from '../../app/engage.js';
import type { OrderCheckReport, OrderSequenceReport } from '../../app/order.js';
import { ftfRollJson, normalRollJson, ftfOddsJson, normalOddsJson } from './json.js';

/** Each skill with its class as this edition names it (docs/rules.md §7.4). */
const skillsJson = (skills: OrderCheckReport['check']['skills'], edition: Edition) =>
  skills.map((s) => ({
    name: s.name,
    kind: s.kind,
    aro: s.aro,
    className: edition.order.classNames[s.kind],
    aroOnly: s.aroOnly === true,
  }));

export function orderCheckJson(r: OrderCheckReport): Record<string, unknown> {
  return {
    kind: 'order-check',
    valid: r.check.valid,
    skills: skillsJson(r.check.skills, r.edition),
    reason: r.check.reason,
    note: r.check.note,
    reactive: r.reactive,
    validOrder: r.check.validOrder,
  };
}

export function orderSequenceJson(r: OrderSequenceReport): Record<string, unknown> {
  return {
    kind: 'order-sequence',
    skills: skillsJson(r.skills, r.edition),
    valid: r.check?.valid ?? null,
    reason: r.check?.reason ?? null,
    steps: r.steps,
  };
}

export function engagementJson(r: EngagementReport): Record<string, unknown> {
  return {
    kind: 'engagement',
    rolls: r.engagement.rolls.map((roll) =>
      roll.type === 'template'
        ? {
            type: 'template',
            active: roll.active,
            reactive: roll.reactive,
            attacker: roll.attacker,
            target: roll.target,
            ...(roll.activeDodges === true ? { activeDodges: true } : {}),
            dodge: roll.dodge === null ? null : normalRollJson(roll.dodge),
            outcome: roll.outcome,
          }
        : roll.type === 'ftf'
          ? {
              type: 'ftf',
              active: roll.active,
              reactive: roll.reactive,
              action: roll.action,
              ...(roll.activeDodges === true ? { activeDodges: true } : {}),
              result: ftfRollJson(roll.roll),
              outcome: roll.outcome,
            }
          : {
              type: 'normal',
              active: roll.active,
              reactive: roll.reactive,
              roller: roll.roller,
              target: roll.target,
              action: roll.action,
              ...(roll.why === undefined ? {} : { why: roll.why }),
              result: normalRollJson(roll.roll),
              outcome: roll.outcome,
            },
    ),
    hits: r.engagement.hits,
    warnings: r.plan.warnings,
    seed: r.seed,
    ...(r.saves === undefined ? {} : { saves: r.saves.map(engagementSaveJson) }),
  };
}

export function engagementOddsJson(r: EngagementOddsReport): Record<string, unknown> {
  return {
    kind: 'engagement-odds',
    rolls: r.rolls.map((ro) =>
      ro.type === 'template'
        ? {
            type: 'template',
            active: ro.plan.active,
            reactive: ro.plan.reactive,
            ...templateSides(ro.plan),
            ...(ro.plan.activeDodges === true ? { activeDodges: true } : {}),
            dodge: ro.dodge === null ? null : normalOddsJson(ro.dodge),
            hit: {
              probability: probability(ro.hitCount, ro.total),
              count: ro.hitCount.toString(),
              total: ro.total.toString(),
            },
          }
        : ro.type === 'ftf'
          ? {
              type: 'ftf',
              active: ro.plan.active,
              reactive: ro.plan.reactive,
              action: ro.plan.action,
              ...(ro.plan.activeDodges === true ? { activeDodges: true } : {}),
              odds: ftfOddsJson(ro.odds),
            }
          : {
              type: 'normal',
              active: ro.plan.active,
              reactive: ro.plan.reactive,
              roller: ro.plan.roller === 'active' ? ro.plan.active : ro.plan.reactive,
              action: ro.plan.action,
              ...(ro.plan.why === undefined ? {} : { why: ro.plan.why }),
              odds: normalOddsJson(ro.odds),
            },
    ),
    hitChance: r.chances.map((c) => ({
      trooper: c.trooper,
      probability: 1 - probability(c.missCount, c.total),
      missCount: c.missCount.toString(),
      total: c.total.toString(),
    })),
    warnings: r.plan.warnings,
    ...(r.damage === undefined ? {} : { damage: r.damage.map(targetDamageJson) }),
  };
}
