/**
 * A roster's results written as they come (`validate --roster`, docs/tournament-lists.md):
 * a head, one piece per player, a tail. Text, NDJSON (one JSON line per player), Markdown
 * and CSV (one header, then rows: one per problem, or one for a valid player).
 */
import type { PlayerResult, RosterLineError } from '../../app/validate-roster.js';
import type { ListProblem } from '../../core/army/tournament/check.js';
import type { OutputFormat } from '../options.js';
import { text as cell, type Cell, type Table } from './cells.js';
import { csvTable } from './csv.js';
import { escapeStrings } from './escape.js';
import { mdTable } from './md.js';
import { listCheckJson, listSummary, problemJson, problemLines } from './list-check.js';

export interface RosterWriter {
  readonly head: () => string;
  readonly row: (r: PlayerResult | RosterLineError) => string;
  readonly tail: (t: { players: number; invalid: number }) => string;
}

export function playerJson(r: PlayerResult | RosterLineError): Record<string, unknown> {
  if ('error' in r) return { kind: 'roster-error', line: r.line, error: r.error };
  return {
    kind: 'roster-player',
    line: r.line,
    player: r.player,
    valid: r.valid,
    lists: r.lists.map((l) =>
      l.ok ? { list: l.list, ...listCheckJson(l) } : { list: l.list, valid: false, error: l.error },
    ),
    problems: r.problems.map(problemJson),
  };
}

function playerText(r: PlayerResult | RosterLineError): string {
  if ('error' in r) return `line ${r.line}: unreadable: ${r.error}\n`;
  const lines = [`${r.player} (line ${r.line}): ${r.valid ? 'valid' : 'INVALID'}`];
  for (const l of r.lists) {
    if (!l.ok) {
      lines.push(`  list ${l.list}: unreadable: ${l.error}`);
      continue;
    }
    lines.push(`  list ${l.list}: ${l.name} (${l.slug}): ${listSummary(l)}`);
    lines.push(...problemLines(l.problems, '    '));
  }
  lines.push(...problemLines(r.problems, '  '));
  return lines.join('\n') + '\n';
}

const COLUMNS = [
  { key: 'line', label: 'line' },
  { key: 'player', label: 'player' },
  { key: 'valid', label: 'valid' },
  { key: 'list', label: 'list' },
  { key: 'rule', label: 'rule' },
  { key: 'section', label: 'rules' },
  { key: 'message', label: 'problem' },
] as const;

/** The table rows of one player: one per problem (list problems, then the roster's). */
function playerRows(r: PlayerResult | RosterLineError): Cell[][] {
  if ('error' in r)
    return [
      [
        cell(String(r.line)),
        cell(''),
        cell('no'),
        cell(''),
        cell('unreadable'),
        cell(''),
        cell(r.error),
      ],
    ];
  const base = [cell(String(r.line)), cell(r.player), cell(r.valid ? 'yes' : 'no')];
  const row = (list: string, p: ListProblem): Cell[] => [
    ...base,
    cell(list),
    cell(p.rule),
    cell(p.section),
    cell(p.message),
  ];
  const rows: Cell[][] = [];
  for (const l of r.lists) {
    if (!l.ok)
      rows.push([...base, cell(String(l.list)), cell('unreadable'), cell(''), cell(l.error)]);
    else rows.push(...l.problems.map((p) => row(String(l.list), p)));
  }
  rows.push(...r.problems.map((p) => row('', p)));
  if (rows.length === 0) rows.push([...base, cell(''), cell(''), cell(''), cell('')]);
  return rows;
}

const tableOf = (rows: Cell[][]): Table => ({ title: 'Roster', columns: COLUMNS, rows });

/**
 * A spreadsheet runs a cell that starts with "=", "+", "-" or "@" (or a tab or carriage
 * return before one) as a formula: a player name from the roster is text, so it gets a
 * leading "'", the mark spreadsheets read as "text".
 */
const FORMULA = /^[=+\-@\t\r]/;
const inert = (row: Cell[]): Cell[] =>
  row.map((c) => (c?.kind === 'text' && FORMULA.test(c.text) ? cell(`'${c.text}`) : c));

/** A table's lines after its header (md: title, blank, header, rule; csv: one header). */
const bodyOf = (text: string, skip: number, sep: string): string => {
  const lines = text.split(sep);
  return lines.slice(skip).join(sep);
};

export function rosterWriter(format: Exclude<OutputFormat, 'discord'>): RosterWriter {
  switch (format) {
    case 'json':
      return {
        head: () => '',
        row: (r) => JSON.stringify(playerJson(r)) + '\n',
        tail: () => '',
      };
    case 'md':
      return {
        // Every column is text: aligned left (an empty table cannot tell).
        head: () =>
          `**Roster**\n\n| ${COLUMNS.map((c) => c.label).join(' | ')} |\n|${COLUMNS.map(() => ':--').join('|')}|\n`,
        row: (r) => bodyOf(mdTable(tableOf(playerRows(r))), 4, '\n') + '\n',
        tail: (t) => `\n${t.players - t.invalid} of ${t.players} players valid\n`,
      };
    case 'csv':
      return {
        head: () => csvTable(tableOf([])),
        row: (r) => bodyOf(csvTable(tableOf(playerRows(r).map(inert))), 1, '\r\n'),
        tail: () => '',
      };
    case 'text':
      return {
        head: () => '',
        // Names come from the roster: no escape sequence reaches the terminal raw.
        row: (r) => playerText(escapeStrings(r)),
        tail: (t) => `${t.players - t.invalid} of ${t.players} players valid\n`,
      };
  }
}
