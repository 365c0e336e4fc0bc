/** How a trooper is shown (docs/game-data.md): text, JSON, and its tables (md, csv). */
import type { Item, UnitOption } from '../../../core/data/units.js';
import type { ShownAs, UnitReport } from '../../data/lookup.js';
import { int, text, type Cell, type Table } from '../../render/cells.js';
import { profileNumbers } from '../../render/profile-text.js';
import type { Style } from '../../style.js';
import type { View } from '../../view.js';

const names = (items: readonly Item[]): string => items.map((i) => i.text).join(', ');

function orders(o: UnitOption): string {
  const parts = o.orders
    .filter((x) => x.total > 0)
    .map((x) => `${x.total} ${x.type.toLowerCase()}`);
  return parts.length === 0 ? 'no orders' : parts.join(', ');
}

function optionLine(o: UnitOption): string {
  const kit = [names(o.weapons), names(o.skills), names(o.equipment)].filter((x) => x !== '');
  return `  ${`${o.group}-${o.id}`.padEnd(5)} ${o.name}: ${o.points} pts, SWC ${o.swc}, ${orders(o)}${kit.length > 0 ? `; ${kit.join('; ')}` : ''}`;
}

/** AVA as the data writes it: 255 is Total, -1 a group not selectable on its own. */
const avaText = (v: number | null): string =>
  v === null ? '-' : v === 255 ? 'Total' : v < 0 ? 'not selectable alone' : String(v);

/** "AVA 2" for every faction alike; else each value with its factions. */
function avaLine(r: UnitReport): string | null {
  if (r.ava.length === 0) return null;
  const byText = new Map<string, number[]>();
  for (const a of r.ava) {
    const text =
      a.groups.length <= 1
        ? avaText(a.groups[0] ?? null)
        : a.groups.map((g, i) => `group ${i + 1}: ${avaText(g)}`).join(', ');
    byText.set(text, [...(byText.get(text) ?? []), a.faction]);
  }
  if (byText.size === 1) return `AVA ${[...byText.keys()][0] ?? '-'}`;
  return `AVA ${[...byText].map(([t, f]) => `${t} (faction ${f.join(', ')})`).join('; ')}`;
}

function unitLines(
  u: UnitReport['unit'],
  allWords: UnitReport['words'],
  shown: ShownAs,
  st: Style,
): string[] {
  const lines: string[] = [];
  let i = 0;
  for (const g of u.groups) {
    for (const p of g.profiles) {
      const words = allWords[i] ?? [];
      i++;
      lines.push(st.bold(`Profile ${i}: ${p.name}${p.type === null ? '' : ` (${p.type})`}`));
      lines.push(`  ${profileNumbers(p, shown.wounds)}`);
      if (p.skills.length > 0) lines.push(`  Skills: ${names(p.skills)}`);
      if (p.equipment.length > 0) lines.push(`  Equipment: ${names(p.equipment)}`);
      if (p.weapons.length > 0) lines.push(`  Weapons: ${names(p.weapons)}`);
      if (words.length > 0) lines.push(st.dim(`  Words: ${words.map((w) => w.word).join(', ')}`));
    }
  }
  const options = [...u.pairs, ...u.groups.flatMap((g) => g.options)];
  if (options.length > 0) {
    lines.push(st.bold('Options (group-option; --option N picks one)'));
    lines.push(...options.map(optionLine));
  }
  return lines;
}

function unitText(r: UnitReport, st: Style): string {
  const u = r.unit;
  const ava = avaLine(r);
  const lines = [
    st.bold(u.name) + (u.isc !== null && u.isc !== u.name ? ` (${u.isc})` : ''),
    `Unit ${u.id}, in faction ${u.factions.join(', ')}`,
    ...(ava === null ? [] : [ava]),
  ];
  // The faction files differ: each version in full, never one of them silently.
  if (r.versions.length > 1) {
    lines.push(
      `The faction files differ: ${r.versions.length} versions (--faction shows one faction's)`,
    );
    // The first in full, the others by what differs from it: two copies of a unit that
    // differ by one option read as that option, not as two whole units to compare by eye.
    const [first, ...others] = r.versions;
    const shown = first === undefined ? [] : unitLines(first.unit, first.words, r.shown, st);
    if (first !== undefined) {
      lines.push(st.bold(`Version of faction ${first.factions.join(', ')}`));
      lines.push(...shown.map((l) => `  ${l}`));
    }
    for (const v of others) {
      const mine = unitLines(v.unit, v.words, r.shown, st);
      lines.push(
        st.bold(
          `Version of faction ${v.factions.join(', ')}: as above but (- above only, + here only)`,
        ),
      );
      lines.push(...lineDiff(shown, mine).map((l) => `  ${l}`));
    }
  } else lines.push(...unitLines(u, r.words, r.shown, st));
  return lines.join('\n') + '\n';
}

/** Lines longer diffs are not worked out for (a unit has about 50). */
const DIFF_LINES_MAX = 2_000;

/**
 * The lines of `b` that differ from `a`, each under the heading it sits in ("Profile 2:
 * ...", "Options ..."): a longest common subsequence, `- ` for a's lines, `+ ` for b's.
 */
function lineDiff(a: readonly string[], b: readonly string[]): string[] {
  if (a.length > DIFF_LINES_MAX || b.length > DIFF_LINES_MAX) return b.map((l) => `+ ${l}`);
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) {
      const row = lcs[i] ?? [];
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  const out: string[] = [];
  let heading = '';
  let said = '';
  const isHeading = (l: string): boolean => !l.startsWith(' ');
  const put = (mark: string, l: string): void => {
    if (!isHeading(l) && heading !== said) {
      out.push(`  ${heading}`);
      said = heading;
    }
    out.push(`${mark} ${l}`);
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      if (isHeading(a[i] ?? '')) heading = a[i] ?? '';
      i++;
      j++;
    } else if (i < n && (j >= m || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      put('-', a[i] ?? '');
      i++;
    } else {
      put('+', b[j] ?? '');
      j++;
    }
  }
  return out.length === 0 ? ['  (nothing a player sees)'] : out;
}

const count = (v: number | null): Cell => (v === null ? null : int(v));

/**
 * `--format md|csv`: the profiles, then the options, two sections of one answer (CSV
 * writes them under one header with a `section` column).
 */
function unitTables(r: UnitReport): Table[] {
  const u = r.unit;
  let i = 0;
  const profiles = u.groups.flatMap((g) =>
    g.profiles.map((p): Cell[] => {
      const words = r.words[i] ?? [];
      i++;
      return [
        int(i),
        text(p.name),
        text(p.type ?? ''),
        text(p.move.join('-')),
        count(p.cc),
        count(p.bs),
        count(p.ph),
        count(p.wip),
        count(p.arm),
        count(p.bts),
        count(p.w),
        text(p.str ? 'yes' : 'no'),
        count(p.s),
        text(names(p.skills)),
        text(names(p.equipment)),
        text(names(p.weapons)),
        text(words.map((w) => w.word).join(', ')),
      ];
    }),
  );
  const options = [...u.pairs, ...u.groups.flatMap((g) => g.options)].map((o): Cell[] => [
    text(`${o.group}-${o.id}`),
    text(o.name),
    int(o.points),
    text(o.swc),
    text(orders(o)),
    text(names(o.weapons)),
    text(names(o.skills)),
    text(names(o.equipment)),
  ]);
  const col = (key: string, label = key) => ({ key, label });
  return [
    {
      title: `${u.name}: profiles`,
      section: 'profile',
      columns: [
        col('profile', 'Profile'),
        col('name', 'Name'),
        col('type', 'Type'),
        col('mov', 'MOV'),
        col('cc', 'CC'),
        col('bs', 'BS'),
        col('ph', 'PH'),
        col('wip', 'WIP'),
        col('arm', 'ARM'),
        col('bts', 'BTS'),
        // W in N4, VITA in N5; STR for a structure (the next column says which).
        col('w', r.shown.wounds),
        col('str', 'STR'),
        col('s', 'S'),
        col('skills', 'Skills'),
        col('equipment', 'Equipment'),
        col('weapons', 'Weapons'),
        col('words', 'Words'),
      ],
      rows: profiles,
    },
    {
      title: `${u.name}: options`,
      section: 'option',
      columns: [
        col('option', 'Option'),
        col('name', 'Name'),
        col('points', 'Points'),
        col('swc', 'SWC'),
        col('orders', 'Orders'),
        col('weapons', 'Weapons'),
        col('skills', 'Skills'),
        col('equipment', 'Equipment'),
      ],
      rows: options,
    },
  ];
}

export const unitView: View<UnitReport> = {
  text: unitText,
  tables: unitTables,
  json: (r) => ({
    kind: 'unit',
    game: r.game,
    unit: r.unit,
    words: r.words,
    ava: r.ava,
    ...(r.versions.length > 1 ? { versions: r.versions } : {}),
    warnings: r.warnings,
  }),
  notes: (r) => r.warnings,
};
