/** JSON for sweeps and `compare` (docs/sweeps-and-formats.md): each row carries its odds object. */
import type { CompareReport } from '../../app/compare.js';
import type { OddsSweepReport, SweepRow, SweepRows } from '../../app/query.js';
import type { Axis } from '../../core/sweep/index.js';
import { InvariantError } from '../../core/result.js';
import { oddsResultJson } from './odds-json.js';
import { oddsSummary, summaryJson } from '../../app/summary.js';

type Json = Record<string, unknown>;

export function oddsSweepJson(r: OddsSweepReport): Json {
  return { ...sweepHeadJson(r.axes), rows: r.rows.map((row) => sweepRowJson(r.axes, row)) };
}

const sweepHeadJson = (axes: readonly Axis[]): Json => ({
  kind: 'odds-sweep',
  axes: axes.map((a) => ({
    name: a.name,
    from: a.from,
    to: a.to,
    step: a.step,
    values: a.values,
  })),
});

function sweepRowJson(axes: readonly Axis[], row: SweepRow): Json {
  const values = Object.fromEntries(axes.map((a, k) => [a.name, row.values[k]]));
  // Past the weapon's last band: no odds, and why (docs/sweeps-and-formats.md).
  if (row.report === null) return { values, outOfRange: row.outOfRange ?? 'out of range' };
  const result = oddsResultJson(row.report);
  return { values, summary: summaryJson(oddsSummary(row.report)), result };
}

/** Stands for the rows in the framed head, so the framing (`rules`, indent) is the one used. */
const ROWS_MARK = '\u0000rows';

/**
 * The text of `oddsSweepJson` framed by `frame` (JSON.stringify with an indent of 2), in
 * pieces: the head, then each row as its cell is computed, then the tail. Memory holds
 * one row at a time however many cells; the bytes are those of the whole document.
 */
export function* oddsSweepJsonText(
  sweep: SweepRows,
  frame: (json: Json) => string,
): Generator<string> {
  const whole = frame({ ...sweepHeadJson(sweep.axes), rows: ROWS_MARK });
  const at = whole.indexOf(JSON.stringify(ROWS_MARK));
  if (at === -1) throw new InvariantError('the sweep JSON frame lost its rows');
  // The rows array sits at depth 1: its items are indented by 4 spaces, its `]` by 2.
  let first = true;
  yield whole.slice(0, at) + '[';
  for (const row of sweep.rows) {
    const text = JSON.stringify(sweepRowJson(sweep.axes, row), null, 2).replace(/\n/g, '\n    ');
    yield `${first ? '' : ','}\n    ${text}`;
    first = false;
  }
  yield (first ? ']' : '\n  ]') + whole.slice(at + JSON.stringify(ROWS_MARK).length);
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
