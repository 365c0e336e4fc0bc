/**
 * Text, JSON and tables (md, csv) of a Courtesy list, `army decode --public`
 * (docs/army-codes.md, docs/rules.md §9.7): built from the open list alone.
 */
import type { CourtesyList, CourtesyTrooper } from '../../core/army/code/index.js';
import type { CourtesyReport } from '../../app/code-reports.js';
import { int, text, type Table } from './cells.js';
import type { Style } from '../style.js';
import { printable } from './army-code.js';
import { wrap } from './wrap.js';

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

const groupTitle = (g: CourtesyList['groups'][number]): string =>
  `Combat Group ${g.number}${g.reinforcement ? ', reinforcements' : ''}`;

const armyName = (l: CourtesyList): string =>
  l.armyName === '' ? '(none)' : printable(l.armyName);

function trooperLines(t: CourtesyTrooper, n: number): string[] {
  const head = `${String(n).padStart(4)}. ${printable(t.name)}`;
  const loadout = t.loadout.map(printable).join(', ');
  return [
    ...(loadout === '' ? [head] : wrap(loadout, `${head}: `, '        ')),
    ...t.with.map((w) => `        + ${printable(w)}`),
  ];
}

export function renderCourtesy(r: CourtesyReport, st: Style): string {
  const l = r.list;
  const lines = [
    st.bold('Courtesy list: open information only'),
    `Faction: ${l.factionId} (${printable(l.factionSlug)})`,
    `Army name: ${armyName(l)}`,
    `Point limit: ${l.points}`,
  ];
  for (const g of l.groups) {
    lines.push(st.bold(groupTitle(g)) + ` (${plural(g.troopers.length, 'trooper')})`);
    g.troopers.forEach((t, i) => lines.push(...trooperLines(t, i + 1)));
  }
  if (l.groups.length === 0) lines.push('No trooper to show.');
  return lines.join('\n') + '\n';
}

export const courtesyJson = (r: CourtesyReport): Record<string, unknown> => ({
  kind: 'courtesy-list',
  factionId: r.list.factionId,
  factionSlug: r.list.factionSlug,
  armyName: r.list.armyName,
  points: r.list.points,
  groups: r.list.groups.map((g) => ({
    number: g.number,
    reinforcement: g.reinforcement,
    troopers: g.troopers.map((t) => ({ name: t.name, loadout: t.loadout, with: t.with })),
  })),
});

/** One table per Combat Group: a printable page (`--format md`) or rows (`--format csv`). */
export const courtesyTables = (r: CourtesyReport): Table[] =>
  r.list.groups.map((g) => ({
    title: `${armyName(r.list)}, ${r.list.points} points: ${groupTitle(g)}`,
    section: groupTitle(g),
    columns: [
      { key: 'position', label: '#' },
      { key: 'trooper', label: 'Trooper' },
      { key: 'loadout', label: 'Loadout' },
      { key: 'with', label: 'With' },
    ],
    rows: g.troopers.map((t, i) => [
      int(i + 1),
      text(t.name),
      text(t.loadout.join(', ')),
      text(t.with.join(', ')),
    ]),
  }));
