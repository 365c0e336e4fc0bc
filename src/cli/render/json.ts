/**
 * JSON of rolls and odds, shared by the views. Key names are a contract
 * (docs/json.md "Rolls and odds"): add keys, never rename. Exact counts are decimal
 * strings so no precision is lost past 2^53.
 */
import type { Side } from '../../core/roll/dice.js';
import {
  probability,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../../core/roll/odds.js';
import type { FtfRoll, FtfSideResult, NormalRoll } from '../../core/roll/resolve.js';
import type { SaveView } from '../../app/troopers.js';
import { savesJson } from './damage-json.js';
import { modJson } from '../../core/mods/engine.js';
import { kept } from './json-text.js';

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
      list: side.sv.mods.map(modJson),
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

/**
 * The JSON of odds' outcomes, made once per odds object: a batch shares the odds of
 * repeated questions (src/app/memo.ts) and prints these once (json-text.ts).
 */
const OUTCOMES = new WeakMap<NormalOdds | FtfOdds, readonly unknown[]>();
const SUMMARIES = new WeakMap<FtfSummary, Record<string, unknown>>();

export function outcomesJson(odds: NormalOdds | FtfOdds): readonly unknown[] {
  let made = OUTCOMES.get(odds);
  if (made !== undefined) return made;
  made = freshOutcomesJson(odds);
  OUTCOMES.set(odds, kept(made));
  return made;
}

const freshOutcomesJson = (odds: NormalOdds | FtfOdds): unknown[] =>
  odds.kind === 'normal-odds'
    ? odds.outcomes.map((o) => ({
        hits: o.hits,
        crits: o.crits,
        count: o.count.toString(),
        probability: probability(o.count, odds.total),
      }))
    : odds.outcomes.map((o) => ({
        winner: o.winner,
        hits: o.hits,
        crits: o.crits,
        count: o.count.toString(),
        probability: probability(o.count, odds.total),
      }));

/**
 * Texts printed once per odds (or summary) object without keeping their JSON objects: a
 * batch prints only the text (render/odds-json.ts `oddsResultText`), and thousands of kept
 * objects beside their texts only made the garbage collector's work.
 */
const OUTCOMES_TEXT = new WeakMap<NormalOdds | FtfOdds, string>();
const SUMMARIES_TEXT = new WeakMap<FtfSummary, string>();

/** JSON.stringify(outcomesJson(odds)), made once per odds object. */
export function outcomesText(odds: NormalOdds | FtfOdds): string {
  let text = OUTCOMES_TEXT.get(odds);
  if (text === undefined) {
    text = JSON.stringify(OUTCOMES.get(odds) ?? freshOutcomesJson(odds));
    OUTCOMES_TEXT.set(odds, text);
  }
  return text;
}

/** JSON.stringify(summaryJson(odds, summary)), made once per summary object. */
export function summaryText(odds: FtfOdds, summary: FtfSummary): string {
  let text = SUMMARIES_TEXT.get(summary);
  if (text === undefined) {
    text = JSON.stringify(SUMMARIES.get(summary) ?? freshSummaryJson(odds, summary));
    SUMMARIES_TEXT.set(summary, text);
  }
  return text;
}

export function normalOddsJson(odds: NormalOdds): Record<string, unknown> {
  return {
    kind: 'normal-odds',
    roller: { sv: odds.roller.sv, burst: odds.roller.burst, sd: odds.roller.sd ?? 0 },
    total: odds.total.toString(),
    outcomes: outcomesJson(odds),
  };
}

export function summaryJson(odds: FtfOdds, summary: FtfSummary): Record<string, unknown> {
  const had = SUMMARIES.get(summary);
  if (had !== undefined) return had;
  const made = freshSummaryJson(odds, summary);
  SUMMARIES.set(summary, kept(made));
  return made;
}

function freshSummaryJson(odds: FtfOdds, summary: FtfSummary): Record<string, unknown> {
  const p = (c: bigint): number => probability(c, odds.total);
  return {
    active: p(summary.active),
    reactive: p(summary.reactive),
    none: p(summary.none),
    expected: { active: p(summary.expectedActive), reactive: p(summary.expectedReactive) },
    counts: {
      active: summary.active.toString(),
      reactive: summary.reactive.toString(),
      none: summary.none.toString(),
    },
  };
}

export function ftfOddsJson(
  odds: FtfOdds,
  summary: FtfSummary = summarize(odds),
): Record<string, unknown> {
  return {
    kind: 'ftf-odds',
    active: { sv: odds.active.sv, burst: odds.active.burst, sd: odds.active.sd ?? 0 },
    reactive: { sv: odds.reactive.sv, burst: odds.reactive.burst, sd: odds.reactive.sd ?? 0 },
    total: odds.total.toString(),
    outcomes: outcomesJson(odds),
    summary: summaryJson(odds, summary),
  };
}

/** The foundation's Normal roll object (docs/json.md "Rolls and odds"). */
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

/** `saves` appears only when a weapon was given (null: nothing stood to save against). */
export const savesKey = (s: SaveView | null | undefined): Record<string, unknown> =>
  s === undefined ? {} : { saves: s === null ? null : savesJson(s) };
