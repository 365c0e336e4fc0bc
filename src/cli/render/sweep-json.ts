/** JSON for sweeps and `compare` (README "Sweeps", "Compare"): each row carries its odds object. */
import type { CompareReport } from '../commands/compare.js';
import type { OddsReport, OddsSweepReport } from '../query.js';
import { toJson } from './json.js';
import { rowSummary, summaryJson } from './summary.js';

type Json = Record<string, unknown>;

/**
 * A row's odds object: exactly what `odds --json` prints for that question, with the
 * edition it was worked out in (docs/rules.md §7).
 */
export const oddsResultJson = (r: OddsReport): Json => ({
  ...(toJson(r) as Json),
  rules: r.edition.id,
});

export function oddsSweepJson(r: OddsSweepReport): Json {
  return {
    kind: 'odds-sweep',
    axes: r.axes.map((a) => ({
      name: a.name,
      from: a.from,
      to: a.to,
      step: a.step,
      values: a.values,
    })),
    rows: r.rows.map((row) => {
      const result = oddsResultJson(row.report);
      return {
        values: Object.fromEntries(r.axes.map((a, k) => [a.name, row.values[k]])),
        summary: summaryJson(rowSummary(result)),
        result,
      };
    }),
  };
}

export function compareJson(r: CompareReport): Json {
  return {
    kind: 'compare',
    entries: r.entries.map((e) => {
      const result = oddsResultJson(e.report);
      return { name: e.name, summary: summaryJson(rowSummary(result)), result };
    }),
  };
}
