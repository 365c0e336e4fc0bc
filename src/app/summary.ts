/**
 * The one-row summary of an odds answer, as sweeps, `compare`, Markdown and CSV show it:
 * P(active wins), P(reactive wins), P(nobody), expected successes standing and, when the
 * answer has a damage section (docs/wounds.md), P(at least one wound),
 * expected wounds and P(Unconscious or worse).
 *
 * Built from the typed odds, the same figures `odds --json` prints (each is `probability`
 * of the same exact counts). A Normal roll "wins" when at least one success stands; it
 * has no reactive side.
 */
import type { FtfOddsReport, NormalOddsReport } from './odds.js';
import type { DamageSection, DamageView } from './troopers.js';
import { toNumber } from '../core/math/rational.js';
import {
  probability,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../core/roll/odds.js';

export interface WoundSummary {
  readonly atLeastOne: number;
  readonly expected: number;
  /** P(Unconscious or Dead). */
  readonly down: number;
}

export interface RowSummary {
  readonly ftf: boolean;
  readonly active: number;
  readonly reactive: number | null;
  readonly none: number;
  readonly expected: { readonly active: number; readonly reactive: number | null };
  readonly wounds: { readonly active: WoundSummary | null; readonly reactive: WoundSummary | null };
}

const NO_WOUNDS = { active: null, reactive: null } as const;

function woundsOf(v: DamageView | null): WoundSummary | null {
  if (v === null) return null;
  const o = v.odds;
  const none = o.wounds[0];
  return {
    atLeastOne: 1 - (none === undefined ? 0 : toNumber(none)),
    expected: toNumber(o.expected),
    down: toNumber(o.states.unconscious) + toNumber(o.states.dead),
  };
}

/** A Face-to-Face roll's summary. */
export function ftfSummary(
  odds: FtfOdds,
  s: FtfSummary = summarize(odds),
  damage: DamageSection | null = null,
): RowSummary {
  const p = (c: bigint): number => probability(c, odds.total);
  return {
    ftf: true,
    active: p(s.active),
    reactive: p(s.reactive),
    none: p(s.none),
    expected: { active: p(s.expectedActive), reactive: p(s.expectedReactive) },
    wounds: damage === null ? NO_WOUNDS : wounds(damage),
  };
}

const wounds = (d: DamageSection): RowSummary['wounds'] => ({
  active: woundsOf(d.active),
  reactive: woundsOf(d.reactive),
});

/** A Normal roll's summary, exact from the counts: no success, and the successes' sum. */
export function normalSummary(odds: NormalOdds, damage: DamageSection | null = null): RowSummary {
  let nothing = 0n;
  let successes = 0n;
  for (const o of odds.outcomes) {
    const n = o.hits + o.crits;
    if (n === 0) nothing += o.count;
    successes += BigInt(n) * o.count;
  }
  const { total } = odds;
  return {
    ftf: false,
    active: probability(total - nothing, total),
    reactive: null,
    none: probability(nothing, total),
    expected: { active: probability(successes, total), reactive: null },
    wounds: damage === null ? NO_WOUNDS : wounds(damage),
  };
}

/** The summary as JSON: the keys scripts read from sweep rows and compare entries. */
export function summaryJson(s: RowSummary): Record<string, unknown> {
  const w = (x: WoundSummary | null) =>
    x === null ? null : { atLeastOne: x.atLeastOne, expected: x.expected, down: x.down };
  return {
    active: s.active,
    reactive: s.reactive,
    none: s.none,
    expected: s.expected,
    wounds: { active: w(s.wounds.active), reactive: w(s.wounds.reactive) },
  };
}

/** The summary of an `odds` answer, with its damage section. */
export const oddsSummary = (r: NormalOddsReport | FtfOddsReport): RowSummary =>
  r.kind === 'ftf-odds' ? ftfSummary(r.odds, r.summary, r.damage) : normalSummary(r.odds, r.damage);

/** A Direct Template's row (docs/rules.md §8.9): it hits (one plain hit) or its Dodge succeeds. */
export function templateSummary(hitCount: bigint, total: bigint): RowSummary {
  const hit = probability(hitCount, total);
  return {
    ftf: false,
    active: hit,
    reactive: null,
    none: 1 - hit,
    expected: { active: hit, reactive: null },
    wounds: NO_WOUNDS,
  };
}

/**
 * A probability as a short label, one decimal: "57.1%", "<0.1%", ">99.9%" (the charts
 * and chat messages, where two decimals are noise).
 */
export function shortPercent(p: number): string {
  if (p > 0 && p < 0.0005) return '<0.1%';
  if (p < 1 && p > 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}
