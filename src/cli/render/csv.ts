/**
 * CSV (RFC 4180): a header row and one row per outcome, sweep row or matchup; CRLF line
 * ends and quoting by csv-stringify. Probabilities are plain numbers, counts exact
 * integers. A sibling of md.ts over the same tables (table.ts); a report with two tables
 * gives its first (engagement odds without weapons: the per-roll one), unless they are
 * sections of one answer (odds with a weapon, engagements with weapons): one header then.
 */
import { stringify } from 'csv-stringify/sync';
import type { Cell, Table } from './cells.js';
import { escapeControls } from './escape.js';

/**
 * Control characters from a name (ESC, BEL, C1, bidi overrides) are written as escapes,
 * as in text and Markdown: a CSV is often printed before it is opened. Tabs and line
 * breaks are data RFC 4180 carries (quoted), so they stay as typed.
 */
const escapeText = (s: string): string => s.replace(/[^\t\n\r]+/g, escapeControls);

function cellValue(c: Cell): string {
  if (c === null) return '';
  switch (c.kind) {
    case 'text':
      return escapeText(c.text);
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
    // csv-stringify quotes a field holding its record delimiter, here CRLF: a lone LF or
    // CR (a name with a line break) would go out bare and split the record. RFC 4180
    // quotes any field with a line break, so every CR or LF is matched too.
    { record_delimiter: '\r\n', quoted_match: /[\r\n]/ },
  );
}

/**
 * Tables that are sections of one answer (a roll and its damage) under one header: a
 * `section` column, then every column of every section in order of first use; a row
 * leaves the columns of other sections empty.
 */
function sectionsTable(tables: readonly Table[]): Table {
  const columns = [{ key: 'section', label: 'section' }];
  for (const t of tables)
    for (const c of t.columns) if (!columns.some((x) => x.key === c.key)) columns.push(c);
  const rows = tables.flatMap((t) =>
    t.rows.map((r): Cell[] =>
      columns.map((c, i) => {
        if (i === 0) return { kind: 'text', text: t.section ?? '' };
        const at = t.columns.findIndex((x) => x.key === c.key);
        return at < 0 ? null : (r[at] ?? null);
      }),
    ),
  );
  return { title: tables[0]?.title ?? '', columns, rows };
}

export function renderCsv(tables: readonly Table[]): string {
  const first = tables[0];
  if (first === undefined) return '';
  if (tables.length > 1 && tables.every((t) => t.section !== undefined))
    return csvTable(sectionsTable(tables));
  return csvTable(first);
}
