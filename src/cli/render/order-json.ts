/** JSON for `engage` (docs/json.md "Engagements"; one order's check and sequence: one-order.ts). */
import { engagementSaveJson, targetDamageJson } from './damage-json.js';
import { probability } from '../../core/roll/odds.js';
import { templateSides } from '../../core/engage/sides.js';
import type { EngagementOddsReport, EngagementReport } from '../../app/engage.js';
import { ftfRollJson, normalRollJson, ftfOddsJson, normalOddsJson } from './json.js';

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
