/**
 * Markdown: tables that paste cleanly into Discord, Reddit or a forum. No colour, no bars,
 * a short header and one line saying what was computed. A sibling of csv.ts over the same
 * tables (table.ts).
 */
import type { Cell, Table } from './cells.js';
import { escapeControls } from './escape.js';
import { cutDisplay } from './width.js';

/** The widest a name in a Markdown cell is written: a table row stays a readable line. */
const MD_NAME_MAX = 60;
/** The columns that hold names from the input (a trooper, a group, a matchup): cut when long. */
const NAME_KEYS: ReadonlySet<string> = new Set(['name', 'trooper', 'group', 'roller', 'opponent']);

/**
 * A pipe or a line break in a cell would break the row: escape the one, flatten the other.
 * Other control characters (ESC, BEL from a name) are written as escapes, as in text
 * output: Markdown goes to a terminal first.
 */
const escape = (s: string): string =>
  escapeControls(
    s
      .replace(/\\/g, '\\\\')
      .replace(/\|/g, '\\|')
      .replace(/\s*\n\s*/g, ' '),
  );

function cellText(c: Cell, isName: boolean): string {
  if (c === null) return '–';
  switch (c.kind) {
    case 'text':
      return escape(isName ? cutDisplay(c.text, MD_NAME_MAX) : c.text);
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
    ...t.rows.map((r) =>
      line(t.columns.map((c, i) => cellText(r[i] ?? null, NAME_KEYS.has(c.key)))),
    ),
  ].join('\n');
}

export function renderMd(tables: readonly Table[]): string {
  return tables.map(mdTable).join('\n\n') + '\n';
}
