/**
 * Text for sweeps and `compare`: a compact table with bars (one axis, or a list of
 * matchups), or a grid of one probability (two axes). Fits 80 columns: the bar shrinks,
 * then goes, as columns are added.
 */
import type { CompareReport } from '../../app/compare.js';
import type { OddsSweepReport } from '../../app/query.js';
import { queryText } from '../odds-question.js';
import type { Style } from '../style.js';
import { oddsSummary, type RowSummary } from '../../app/summary.js';
import type { Cell } from './cells.js';
import { bar, percent } from './format.js';
import { summaryColumns, type SummaryColumn } from './table.js';
import { cutDisplay, displayWidth, padDisplay } from './width.js';

const WIDTH = 80;

function cellText(c: Cell): string {
  if (c === null) return '-';
  switch (c.kind) {
    case 'text':
      return c.text;
    case 'p':
      return percent(c.value);
    case 'num':
      return c.value.toFixed(c.digits);
    case 'int':
      return c.value;
  }
}

/** What the bar and the grid show: the first wound column when there is one, else the first. */
function headline(sums: readonly RowSummary[]): { label: string; get: (s: RowSummary) => number } {
  if (sums.some((s) => s.wounds.active !== null))
    return { label: 'P(at least one wound)', get: (s) => s.wounds.active?.atLeastOne ?? 0 };
  return sums.some((s) => s.ftf)
    ? { label: 'P(active wins)', get: (s) => s.active }
    : { label: 'P(at least one success)', get: (s) => s.active };
}

/** Columns a narrow terminal can do without, least needed first (JSON, md and csv keep them). */
const DROPPABLE = [
  'expected_reactive',
  'expected_active',
  'vs_expected_wounds',
  'expected_wounds',
  'p_nobody',
];

/** The summary columns that fit 80 characters beside the label, with their cells. */
function fitColumns(
  all: readonly SummaryColumn[],
  sums: readonly RowSummary[],
  labelWidth: number,
) {
  let cols = [...all];
  for (;;) {
    const cells = sums.map((s) => cols.map((c) => cellText(c.get(s))));
    const widths = cols.map((c, i) =>
      Math.max(displayWidth(c.label), ...cells.map((row) => displayWidth(row[i] ?? ''))),
    );
    const used = 2 + labelWidth + widths.reduce((n, w) => n + w + 2, 0);
    const drop = DROPPABLE.find((k) => cols.some((c) => c.key === k));
    if (used <= WIDTH || drop === undefined) return { cols, cells, widths, used };
    cols = cols.filter((c) => c.key !== drop);
  }
}

/** `note` heads the table ("one row per attribute"); the bars are named after it when drawn. */
export function summaryTable(
  title: string,
  note: string,
  labels: { header: string; values: readonly string[]; left?: boolean },
  rowSums: readonly (RowSummary | null)[],
  st: Style,
): string {
  // A null row is a sweep cell past the weapon's last band: "out of range", no odds.
  const sums = rowSums.filter((s): s is RowSummary => s !== null);
  const head = headline(sums);
  const labelWidth = Math.max(
    displayWidth(labels.header),
    ...labels.values.map((v) => displayWidth(v)),
  );
  const pad = (s: string): string => padDisplay(s, labelWidth, labels.left !== true);
  const fit = fitColumns(summaryColumns(sums), sums, labelWidth);
  const { cols, cells, widths, used } = fit;
  const barWidth = Math.min(20, WIDTH - used - 2);
  // The note names the bars only when there is room to draw them.
  const said = [note, barWidth >= 5 ? `bars: ${head.label}` : ''].filter((t) => t !== '');
  const lines = [st.bold(title), ...(said.length > 0 ? [st.dim(`  ${said.join('; ')}`)] : []), ''];
  lines.push(
    `  ${pad(labels.header)}${cols.map((c, i) => `  ${padDisplay(c.label, widths[i] ?? 0, true)}`).join('')}`.trimEnd(),
  );
  let r = 0;
  rowSums.forEach((s, k) => {
    const label = `  ${pad(labels.values[k] ?? '')}`;
    if (s === null) {
      lines.push(`${label}  ${st.dim('out of range')}`);
      return;
    }
    const row = cols.map((_, i) => `  ${(cells[r]?.[i] ?? '').padStart(widths[i] ?? 0)}`).join('');
    const b = barWidth >= 5 ? `  ${st.accent(bar(head.get(s), barWidth))}` : '';
    lines.push(`${label}${row}${b}`.trimEnd());
    r++;
  });
  return lines.join('\n') + '\n';
}

function grid(r: OddsSweepReport, sums: readonly (RowSummary | null)[], st: Style): string {
  const [rowsAxis, colsAxis] = r.axes;
  if (rowsAxis === undefined || colsAxis === undefined) return '';
  const head = headline(sums.filter((s): s is RowSummary => s !== null));
  const labelWidth = Math.max(
    rowsAxis.name.length,
    ...rowsAxis.values.map((v) => String(v).length),
  );
  const n = colsAxis.values.length;
  // One decimal when the grid fits 80 columns with it, whole percentages otherwise.
  const decimals = 2 + labelWidth + n * 7 <= WIDTH ? 1 : 0;
  const cellWidth = Math.max(
    decimals === 1 ? 5 : 3,
    ...colsAxis.values.map((v) => String(v).length),
  );
  const lines = [
    st.bold(`Exact odds grid: infcalc ${queryText(r.query)}`),
    st.dim(`  ${head.label} in %; rows: ${rowsAxis.name}, columns: ${colsAxis.name}`),
    '',
    `  ${rowsAxis.name.padStart(labelWidth)}${colsAxis.values.map((v) => ` ${String(v).padStart(cellWidth)}`).join('')}`,
  ];
  rowsAxis.values.forEach((v, i) => {
    const row = colsAxis.values
      .map((_, j) => {
        const s = sums[i * n + j];
        // "--": out of range, as the weapon charts print it (docs/rules.md §8.1).
        const shown =
          s === undefined ? '' : s === null ? '--' : (head.get(s) * 100).toFixed(decimals);
        return ` ${shown.padStart(cellWidth)}`;
      })
      .join('');
    lines.push(`  ${String(v).padStart(labelWidth)}${row}`);
  });
  return lines.join('\n') + '\n';
}

export function renderOddsSweep(r: OddsSweepReport, st: Style): string {
  const sums = r.rows.map((row) => (row.report === null ? null : oddsSummary(row.report)));
  if (r.axes.length === 2) return grid(r, sums, st);
  const axis = r.axes[0];
  const name = axis?.name ?? 'value';
  return summaryTable(
    `Exact odds sweep: infcalc ${queryText(r.query)}`,
    `one row per ${name}`,
    { header: name, values: r.rows.map((row) => String(row.values[0] ?? '')) },
    sums,
    st,
  );
}

export function renderCompare(r: CompareReport, st: Style): string {
  const sums = r.entries.map((e) => oddsSummary(e.report));
  return summaryTable(
    `Exact odds of ${r.entries.length} ${r.entries.length === 1 ? 'matchup' : 'matchups'}`,
    '',
    { header: 'matchup', values: r.entries.map((e) => cutDisplay(e.name, 28)), left: true },
    sums,
    st,
  );
}
