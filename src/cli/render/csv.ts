/**
 * CSV (RFC 4180): a header row and one row per outcome, sweep row or matchup; CRLF line
 * ends and quoting by csv-stringify. Probabilities are plain numbers, counts exact
 * integers. A sibling of md.ts over the same tables (table.ts); a report with two tables
 * (engagement odds) gives its first, the per-roll one.
 */
import { stringify } from 'csv-stringify/sync';
import type { Cell, Table } from './table.js';

function cellValue(c: Cell): string {
  if (c === null) return '';
  switch (c.kind) {
    case 'text':
      return c.text;
    case 'p':
    case 'num':
      return String(c.value);
    case 'int':
      return c.value;
  }
}

export function csvTable(t: Table): string {
  return stringify(
    [
      t.columns.map((c) => c.key),
      ...t.rows.map((r) => t.columns.map((_, i) => cellValue(r[i] ?? null))),
    ],
    { record_delimiter: '\r\n' },
  );
}

export function renderCsv(tables: readonly Table[]): string {
  const first = tables[0];
  return first === undefined ? '' : csvTable(first);
}
