/**
 * Markdown: tables that paste cleanly into Discord, Reddit or a forum. No colour, no bars,
 * a short header and one line saying what was computed. A sibling of csv.ts over the same
 * tables (table.ts).
 */
import type { Cell, Table } from './cells.js';

/** A pipe or a line break in a cell would break the row: escape the one, flatten the other. */
const escape = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

function cellText(c: Cell): string {
  if (c === null) return '–';
  switch (c.kind) {
    case 'text':
      return escape(c.text);
    case 'p':
      return `${(c.value * 100).toFixed(2)}%`;
    case 'num':
      return c.value.toFixed(c.digits);
    case 'int':
      return c.value;
  }
}

/** Text columns are left-aligned, numbers right-aligned. */
function align(rows: readonly (readonly Cell[])[], col: number): string {
  const first = rows.find((r) => r[col] != null)?.[col];
  return first?.kind === 'text' ? ':--' : '--:';
}

export function mdTable(t: Table): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [
    `**${escape(t.title)}**`,
    '',
    line(t.columns.map((c) => escape(c.label))),
    `|${t.columns.map((_, i) => align(t.rows, i)).join('|')}|`,
    ...t.rows.map((r) => line(t.columns.map((_, i) => cellText(r[i] ?? null)))),
  ].join('\n');
}

export function renderMd(tables: readonly Table[]): string {
  return tables.map(mdTable).join('\n\n') + '\n';
}
