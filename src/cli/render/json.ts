/**
 * JSON renderer. Key names are a contract (README "JSON output"): add keys, never
 * rename. Exact counts are decimal strings so no precision is lost past 2^53.
 */
import type { Side } from '../../core/roll/dice.js';
import {
  atLeast,
  ftfAtLeast,
  probability,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../../core/roll/odds.js';
import type { FtfRoll, FtfSideResult, NormalRoll } from '../../core/roll/resolve.js';
import type { FtfOddsReport, NormalOddsReport } from '../commands/odds.js';
import type { SaveView } from '../commands/damage.js';
import type { Edition } from '../../core/rules/index.js';
import type { Report } from '../report.js';
import { damageSectionJson, savesJson } from './damage-json.js';
import { reportNotes } from './notes.js';
import { scgbMoveJson } from './scgb.js';
import { simulationJson } from './simulate.js';
import {
  engagementJson,
  engagementOddsJson,
  orderCheckJson,
  orderSequenceJson,
} from './order-json.js';
import { ordersJson, validationJson } from './army-json.js';
import { armyDecodeJson } from './army-code.js';
import { compareJson, oddsSweepJson } from './sweep-json.js';

export function sideJson(side: Side): Record<string, unknown> {
  return {
    attribute: side.sv.attribute,
    burst: side.burst,
    sd: side.sd ?? 0,
    sv: side.sv.sv,
    mods: {
      sum: side.sv.sum,
      applied: side.sv.applied,
      capped: side.sv.capped,
      list: side.sv.mods.map((m) => ({ label: m.label, value: m.value })),
    },
  };
}

function ftfSideJson(s: FtfSideResult): Record<string, unknown> {
  const { sv, mods, attribute, burst, sd } = sideJson(s.side);
  return {
    sv,
    mods,
    attribute,
    burst,
    autoFail: s.autoFail,
    dice: s.dice.map((d) => ({
      roll: d.roll,
      value: d.value,
      result: d.result,
      cancelled: d.cancelled,
      cancelledBy: d.cancelledBy,
      discarded: d.discarded,
    })),
    hits: s.hits,
    crits: s.crits,
    sd,
    criticalFaces: s.critFaces,
  };
}

export function normalOddsJson(odds: NormalOdds): Record<string, unknown> {
  return {
    kind: 'normal-odds',
    roller: { sv: odds.roller.sv, burst: odds.roller.burst, sd: odds.roller.sd ?? 0 },
    total: odds.total.toString(),
    outcomes: odds.outcomes.map((o) => ({
      hits: o.hits,
      crits: o.crits,
      count: o.count.toString(),
      probability: probability(o.count, odds.total),
    })),
  };
}

export function ftfOddsJson(
  odds: FtfOdds,
  summary: FtfSummary = summarize(odds),
): Record<string, unknown> {
  const p = (c: bigint): number => probability(c, odds.total);
  return {
    kind: 'ftf-odds',
    active: { sv: odds.active.sv, burst: odds.active.burst, sd: odds.active.sd ?? 0 },
    reactive: { sv: odds.reactive.sv, burst: odds.reactive.burst, sd: odds.reactive.sd ?? 0 },
    total: odds.total.toString(),
    outcomes: odds.outcomes.map((o) => ({
      winner: o.winner,
      hits: o.hits,
      crits: o.crits,
      count: o.count.toString(),
      probability: p(o.count),
    })),
    summary: {
      active: p(summary.active),
      reactive: p(summary.reactive),
      none: p(summary.none),
      expected: { active: p(summary.expectedActive), reactive: p(summary.expectedReactive) },
      counts: {
        active: summary.active.toString(),
        reactive: summary.reactive.toString(),
        none: summary.none.toString(),
      },
    },
  };
}

/** The foundation's Normal roll object (README "JSON output"). */
export function normalRollJson(
  roll: NormalRoll,
  seed: string | null = null,
): Record<string, unknown> {
  const { sv, mods, attribute, burst, sd } = sideJson(roll.side);
  return {
    kind: 'normal',
    sv,
    mods,
    autoFail: roll.autoFail,
    dice: roll.dice.map((d) => ({
      roll: d.roll,
      value: d.value,
      result: d.result,
      discarded: d.discarded,
    })),
    hits: roll.hits,
    crits: roll.crits,
    seed,
    attribute,
    burst,
    sd,
    criticalFaces: roll.critFaces,
  };
}

/** The foundation's Face-to-Face roll object, without the seed. */
export function ftfRollJson(roll: FtfRoll): Record<string, unknown> {
  return {
    kind: 'ftf',
    winner: roll.winner,
    active: ftfSideJson(roll.active),
    reactive: ftfSideJson(roll.reactive),
  };
}

/** `--cumulative`: the "k or more successes" rows under their own key, beside `outcomes`. */
function cumulativeJson(report: NormalOddsReport | FtfOddsReport): { cumulative?: unknown[] } {
  if (!report.cumulative) return {};
  const { total } = report.odds;
  const row = (count: bigint) => ({
    count: count.toString(),
    probability: probability(count, total),
  });
  if (report.kind === 'ftf-odds')
    return {
      cumulative: ftfAtLeast(report.odds).map((r) => ({
        winner: r.winner,
        atLeast: r.atLeast,
        ...row(r.count),
      })),
    };
  return {
    cumulative: atLeast(report.odds)
      .map((count, k) => ({ atLeast: k, ...row(count) }))
      .slice(1),
  };
}

/** `saves` appears only when a weapon was given (null: nothing stood to save against). */
const savesKey = (s: SaveView | null | undefined): Record<string, unknown> =>
  s === undefined ? {} : { saves: s === null ? null : savesJson(s) };

export function toJson(report: Report): unknown {
  switch (report.kind) {
    case 'normal': {
      const { seed, attribute, burst, ...rest } = normalRollJson(report.roll, report.seed);
      return { ...rest, seed, attribute, burst, ...savesKey(report.saves) };
    }
    case 'ftf':
      return {
        ...ftfRollJson(report.roll),
        seed: report.seed,
        ...savesKey(report.saves),
        notes: reportNotes(report),
      };
    case 'save':
      return { kind: 'save', ...savesJson(report.saves), seed: report.seed };
    case 'normal-odds':
      return {
        ...normalOddsJson(report.odds),
        ...cumulativeJson(report),
        damage: damageSectionJson(report.damage),
      };
    case 'ftf-odds':
      return {
        ...ftfOddsJson(report.odds, report.summary),
        ...cumulativeJson(report),
        damage: damageSectionJson(report.damage),
        notes: reportNotes(report),
      };
    case 'order-check':
      return orderCheckJson(report);
    case 'order-sequence':
      return orderSequenceJson(report);
    case 'engagement':
      return engagementJson(report);
    case 'engagement-odds':
      return engagementOddsJson(report);
    case 'scgb-move':
      return scgbMoveJson(report);
    case 'simulation':
      return report.roll === 'ftf'
        ? { ...simulationJson(report), notes: reportNotes(report) }
        : simulationJson(report);
    case 'orders':
      return ordersJson(report);
    case 'validation':
      return validationJson(report);
    case 'schema':
      return report.schema;
    case 'army-decode':
      return armyDecodeJson(report);
    case 'army-list':
      return report.list;
    case 'odds-sweep':
      return oddsSweepJson(report);
    case 'compare':
      return compareJson(report);
  }
}

/**
 * Reports that no Infinity edition applies to: a JSON Schema document, and StarCraft.
 * Every other report, including those of commands added later, says its edition.
 */
export const EDITIONLESS: ReadonlySet<Report['kind']> = new Set([
  'schema',
  'scgb-move',
  // An army code and the army list made from it are the same in every edition, and the
  // list is input for `orders -`, which takes no "rules" key.
  'army-decode',
  'army-list',
]);

/**
 * `"rules": "n4"|"n5"` in every result object (docs/rules.md §7), after the existing
 * keys so that their order, a contract, stays as it was.
 */
function tagged(json: unknown, edition: Edition | null): unknown {
  if (edition === null || typeof json !== 'object' || json === null || Array.isArray(json))
    return json;
  return { ...json, rules: edition.id };
}

export function renderJson(report: Report, edition: Edition | null = null): string {
  const ed = EDITIONLESS.has(report.kind) ? null : edition;
  return JSON.stringify(tagged(toJson(report), ed), null, 2) + '\n';
}
