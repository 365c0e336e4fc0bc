/** JSON for sweeps and `compare` (README "Sweeps", "Compare"): each row carries its odds object. */
import type { CompareReport } from '../../app/compare.js';
import type { OddsSweepReport } from '../../app/query.js';
import { oddsResultJson } from './odds-json.js';
import { oddsSummary, summaryJson } from './summary.js';

type Json = Record<string, unknown>;

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
        summary: summaryJson(oddsSummary(row.report)),
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
      return { name: e.name, summary: summaryJson(oddsSummary(e.report)), result };
    }),
  };
}
