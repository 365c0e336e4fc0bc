/**
 * A list checked against the builder's files (`validate --code`, docs/rules.md §9): text,
 * JSON and the problem table. JSON keys are a contract (docs/tournament-lists.md).
 */
import type { ListCheckReport } from '../../app/validate-list.js';
import type { ListCheck, ListProblem } from '../../core/army/tournament/check.js';
import { text as cell, type Table } from './cells.js';

const membersText = (p: ListProblem): string =>
  p.members.map((m) => `${m.group}.${m.position}`).join(' ');

export const problemJson = (p: ListProblem): Record<string, unknown> => ({
  rule: p.rule,
  section: `docs/rules.md ${p.section}`,
  message: p.message,
  members: p.members.map((m) => ({ group: m.group, position: m.position, name: m.name })),
});

export function listCheckJson(c: ListCheck): Record<string, unknown> {
  return {
    valid: c.problems.length === 0,
    faction: c.faction,
    slug: c.slug,
    name: c.name,
    points: { spent: c.spent.points, limit: c.allowance.points },
    swc: { spent: c.spent.swc, limit: c.allowance.swc },
    troopers: c.troopers,
    problems: c.problems.map(problemJson),
  };
}

export const listCheckRecord = (r: ListCheckReport): Record<string, unknown> => ({
  kind: 'list-check',
  ...listCheckJson(r.check),
  extras: r.extras,
});

/** "problem" lines, one per problem, indented under a heading. */
export function problemLines(problems: readonly ListProblem[], indent = '  '): string[] {
  return problems.map((p) => `${indent}${p.rule} (${p.section}): ${p.message}`);
}

export function listSummary(c: ListCheck): string {
  const limit = c.allowance.points > 0 ? `/${c.allowance.points}` : '';
  return `${c.spent.points}${limit} points, ${c.spent.swc}/${c.allowance.swc} SWC, ${c.troopers} troopers`;
}

export function listCheckText(r: ListCheckReport): string {
  const c = r.check;
  const extras = r.extras.length > 0 ? ` (extras: ${r.extras.join(', ')})` : '';
  const army = c.slug === '' ? '' : `${c.slug}, `;
  const head = `${c.name} (${army}faction ${c.faction})${extras}: ${listSummary(c)}`;
  if (c.problems.length === 0) return `${head}\nvalid\n`;
  const n = c.problems.length;
  return (
    [head, `invalid: ${n} ${n === 1 ? 'problem' : 'problems'}`, ...problemLines(c.problems)].join(
      '\n',
    ) + '\n'
  );
}

export function listCheckTable(r: ListCheckReport): Table {
  const c = r.check;
  return {
    title: `${c.name}: ${c.problems.length === 0 ? 'valid' : 'invalid'} (${listSummary(c)})`,
    columns: [
      { key: 'rule', label: 'rule' },
      { key: 'section', label: 'rules' },
      { key: 'members', label: 'troopers' },
      { key: 'message', label: 'problem' },
    ],
    rows: c.problems.map((p) => [
      cell(p.rule),
      cell(p.section),
      cell(membersText(p)),
      cell(p.message),
    ]),
  };
}
