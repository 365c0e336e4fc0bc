/**
 * The one-row summary of an odds answer, as sweeps, `compare`, Markdown and CSV show it:
 * P(active wins), P(reactive wins), P(nobody), expected successes standing and, when the
 * answer has a `damage` section (README "From hits to casualties"), P(at least one wound),
 * expected wounds and P(Unconscious or worse).
 *
 * It reads the odds JSON object (the pinned contract), not the report types, so that every
 * format summarises exactly what `odds --json` prints. A Normal roll "wins" when at least
 * one success stands; it has no reactive side.
 */
import { probability } from '../../core/roll/odds.js';

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

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const big = (v: unknown): bigint => (typeof v === 'string' ? BigInt(v) : 0n);

function woundsOf(d: unknown): WoundSummary | null {
  const o = obj(d);
  if (o === null) return null;
  const wounds = Array.isArray(o.wounds) ? o.wounds.map(obj) : [];
  const zero = wounds.find((w) => w !== null && w.wounds === 0);
  const states = obj(o.states);
  return {
    atLeastOne: 1 - num(zero?.probability),
    expected: num(o.expected),
    down: num(states?.unconscious) + num(states?.dead),
  };
}

/** The summary of a `normal-odds` or `ftf-odds` JSON object. */
export function rowSummary(result: Json): RowSummary {
  const damage = obj(result.damage);
  const wounds = { active: woundsOf(damage?.active), reactive: woundsOf(damage?.reactive) };
  const total = big(result.total);
  if (result.kind === 'ftf-odds') {
    const s = obj(result.summary);
    const e = obj(s?.expected);
    return {
      ftf: true,
      active: num(s?.active),
      reactive: num(s?.reactive),
      none: num(s?.none),
      expected: { active: num(e?.active), reactive: num(e?.reactive) },
      wounds,
    };
  }
  // Exact from the counts: no success, and the sum of successes over every roll.
  let nothing = 0n;
  let successes = 0n;
  for (const o of Array.isArray(result.outcomes) ? result.outcomes.map(obj) : []) {
    if (o === null) continue;
    const n = num(o.hits) + num(o.crits);
    if (n === 0) nothing += big(o.count);
    successes += BigInt(n) * big(o.count);
  }
  return {
    ftf: false,
    active: probability(total - nothing, total),
    reactive: null,
    none: probability(nothing, total),
    expected: { active: probability(successes, total), reactive: null },
    wounds,
  };
}

/** The summary as JSON: the keys scripts read from sweep rows and compare entries. */
export function summaryJson(s: RowSummary): Json {
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
