/**
 * The tables behind the share formats: each shareable report as rows of typed cells.
 * Markdown (md.ts) and CSV (csv.ts) are siblings over these tables and never import each
 * other; each decides how a probability or a count is written.
 */
import type { CompareReport } from '../../app/compare.js';
import type { EngagementOddsReport } from '../../app/engage.js';
import type { FtfOddsReport, NormalOddsReport } from '../../app/odds.js';
import type { OddsSweepReport } from '../../app/query.js';
import type { DamageView } from '../../app/troopers.js';
import { templateSides } from '../../core/engage/sides.js';
import { toNumber } from '../../core/math/rational.js';
import { atLeast, ftfAtLeast, probability } from '../../core/roll/odds.js';
import { queryText } from '../odds-question.js';
import { int, num, p, text, type Cell, type Column, type Table } from './cells.js';
import {
  ftfSummary,
  normalSummary,
  templateSummary,
  oddsSummary,
  type RowSummary,
  type WoundSummary,
} from '../../app/summary.js';

/** The summary columns of sweeps, compare and engagement odds, with wound columns when any row has them. */
export interface SummaryColumn extends Column {
  readonly get: (s: RowSummary) => Cell;
}

function woundColumns(side: 'active' | 'reactive'): SummaryColumn[] {
  const pre = side === 'active' ? '' : 'vs_';
  const lab = side === 'active' ? '' : 'vs ';
  const w = (f: (x: WoundSummary) => Cell) => (s: RowSummary) => {
    const x = s.wounds[side];
    return x === null ? null : f(x);
  };
  return [
    { key: `${pre}p_wound`, label: `${lab}≥1 wound`, get: w((x) => p(x.atLeastOne)) },
    { key: `${pre}expected_wounds`, label: `${lab}E wounds`, get: w((x) => num(x.expected)) },
    { key: `${pre}p_unconscious_or_dead`, label: `${lab}Unc+`, get: w((x) => p(x.down)) },
  ];
}

export function summaryColumns(rows: readonly RowSummary[]): SummaryColumn[] {
  const anyFtf = rows.some((s) => s.ftf);
  const cols: SummaryColumn[] = anyFtf
    ? [
        { key: 'p_active', label: 'active', get: (s) => p(s.active) },
        {
          key: 'p_reactive',
          label: 'reactive',
          get: (s) => (s.reactive === null ? null : p(s.reactive)),
        },
        { key: 'p_nobody', label: 'nobody', get: (s) => p(s.none) },
        { key: 'expected_active', label: 'E act', get: (s) => num(s.expected.active) },
        {
          key: 'expected_reactive',
          label: 'E rea',
          get: (s) => (s.expected.reactive === null ? null : num(s.expected.reactive)),
        },
      ]
    : [
        { key: 'p_success', label: '≥1 success', get: (s) => p(s.active) },
        { key: 'p_none', label: 'none', get: (s) => p(s.none) },
        { key: 'expected_successes', label: 'E succ', get: (s) => num(s.expected.active) },
      ];
  if (rows.some((s) => s.wounds.active !== null)) cols.push(...woundColumns('active'));
  if (rows.some((s) => s.wounds.reactive !== null)) cols.push(...woundColumns('reactive'));
  return cols;
}

const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

const summaries = (reports: readonly (NormalOddsReport | FtfOddsReport)[]): RowSummary[] =>
  reports.map(oddsSummary);

export function sweepTable(r: OddsSweepReport): Table {
  const all = r.rows.map((row) => (row.report === null ? null : oddsSummary(row.report)));
  const sums = all.filter((s): s is RowSummary => s !== null);
  const cols = summaryColumns(sums);
  const ranges = r.axes.map(
    (a) => `${a.name} ${a.from}..${a.to}${a.step === 1 ? '' : `:${a.step}`}`,
  );
  return {
    title: `Exact odds, sweeping ${ranges.join(' and ')}: infcalc ${queryText(r.query)}`,
    columns: [
      ...r.axes.map((a) => ({ key: a.name.replace(/[^a-z0-9]+/gi, '_'), label: a.name })),
      ...cols,
    ],
    rows: all.map((s, i) => [
      ...(r.rows[i]?.values ?? []).map((v) => int(v)),
      // Past the weapon's last band: "out of range" in the first column, the rest empty.
      ...cols.map((c, k) => (s !== null ? c.get(s) : k === 0 ? text('out of range') : null)),
    ]),
  };
}

export function compareTable(r: CompareReport): Table {
  const sums = summaries(r.entries.map((e) => e.report));
  const cols = summaryColumns(sums);
  return {
    title: `Exact odds of ${r.entries.length} matchups side by side`,
    columns: [{ key: 'name', label: 'matchup' }, ...cols],
    rows: sums.map((s, i) => [text(r.entries[i]?.name ?? ''), ...cols.map((c) => c.get(s))]),
  };
}

function normalTable(r: NormalOddsReport): Table {
  const { odds } = r;
  const title = `Normal roll, exact odds: SV ${odds.roller.sv}, ${odds.roller.burst} ${odds.roller.burst === 1 ? 'die' : 'dice'}`;
  if (r.cumulative) {
    return {
      title,
      columns: [
        { key: 'successes_at_least', label: 'successes' },
        { key: 'count', label: 'count' },
        { key: 'probability', label: 'probability' },
      ],
      rows: atLeast(odds)
        .slice(1)
        .map((c, k) => [text(`${k + 1}+`), int(c), p(probability(c, odds.total))]),
    };
  }
  return {
    title,
    columns: [
      { key: 'hits', label: 'hits' },
      { key: 'crits', label: 'crits' },
      { key: 'count', label: 'count' },
      { key: 'probability', label: 'probability' },
    ],
    rows: odds.outcomes.map((o) => [
      int(o.hits),
      int(o.crits),
      int(o.count),
      p(probability(o.count, odds.total)),
    ]),
  };
}

function ftfTable(r: FtfOddsReport): Table {
  const { odds } = r;
  const s = ftfSummary(odds, r.summary);
  const title = `Face-to-Face, exact odds: SV ${odds.active.sv} B${odds.active.burst} vs SV ${odds.reactive.sv} B${odds.reactive.burst}; active wins ${pct(s.active)}, reactive ${pct(s.reactive ?? 0)}, nobody ${pct(s.none)}`;
  // --cumulative: "wins with k or more successes standing", as the text output (§1.4).
  if (r.cumulative)
    return {
      title,
      columns: [
        { key: 'winner', label: 'winner' },
        { key: 'successes_at_least', label: 'successes' },
        { key: 'count', label: 'count' },
        { key: 'probability', label: 'probability' },
      ],
      rows: ftfAtLeast(odds).map((x) => [
        text(x.winner),
        text(`${x.atLeast}+`),
        int(x.count),
        p(probability(x.count, odds.total)),
      ]),
    };
  return {
    title,
    columns: [
      { key: 'winner', label: 'winner' },
      { key: 'hits', label: 'hits' },
      { key: 'crits', label: 'crits' },
      { key: 'count', label: 'count' },
      { key: 'probability', label: 'probability' },
    ],
    rows: odds.outcomes.map((o) => [
      text(o.winner === 'none' ? 'nobody' : o.winner),
      int(o.hits),
      int(o.crits),
      int(o.count),
      p(probability(o.count, odds.total)),
    ]),
  };
}

/** docs/rules.md §6.5: the wounds and states one side's weapon does to its target. */
function damageTable(v: DamageView, who: string, section: string, cumulative: boolean): Table {
  const o = v.odds;
  const last = o.wounds.length - 1;
  // --cumulative: "k or more wounds" rows, as the text output.
  const woundRows = cumulative
    ? o.atLeast
        .slice(1)
        .map((w, i): Cell[] => [text(`${i + 1}+ wound${i === 0 ? '' : 's'}`), p(toNumber(w))])
    : o.wounds.map((w, k): Cell[] => [
        text(`${k}${o.orMore && k === last ? ' or more' : ''} wound${k === 1 ? '' : 's'}`),
        p(toNumber(w)),
      ]);
  const rows: Cell[][] = o.lethal ? woundRows : [];
  if (o.effect !== null) rows.push([text(o.effect.state), p(toNumber(o.effect.probability))]);
  if (o.lethal)
    for (const [state, x] of Object.entries(o.states)) rows.push([text(state), p(toNumber(x))]);
  return {
    title: `Damage to the target of ${who}: ${o.lethal ? `expected wounds ${toNumber(o.expected).toFixed(3)}` : 'non-lethal'}`,
    columns: [
      { key: 'outcome', label: 'outcome' },
      { key: 'probability', label: 'probability' },
    ],
    rows,
    section,
  };
}

/** A roll's table, then the damage of each side with a weapon, as sections of one answer. */
function withDamage(roll: Table, r: NormalOddsReport | FtfOddsReport): Table[] {
  const { active, reactive } = r.damage;
  if (active === null && reactive === null) return [roll];
  const ftf = r.kind === 'ftf-odds';
  return [
    { ...roll, section: 'roll' },
    ...(active === null
      ? []
      : [damageTable(active, ftf ? 'the active side' : 'the roll', 'damage', r.cumulative)]),
    ...(reactive === null
      ? []
      : [damageTable(reactive, 'the reactive side', 'vs_damage', r.cumulative)]),
  ];
}

export function engagementTables(r: EngagementOddsReport): Table[] {
  const rows = r.rolls.map((ro) => ({
    ro,
    s:
      ro.type === 'ftf'
        ? ftfSummary(ro.odds)
        : ro.type === 'template'
          ? templateSummary(ro.hitCount, ro.total)
          : normalSummary(ro.odds),
  }));
  const cols = summaryColumns(rows.map((x) => x.s));
  const rolls: Table = {
    title: `Engagement, exact odds: ${r.plan.active} is active`,
    columns: [
      { key: 'roll', label: '#' },
      { key: 'type', label: 'roll' },
      { key: 'roller', label: 'who' },
      { key: 'opponent', label: 'against' },
      ...cols,
    ],
    rows: rows.map(({ ro, s }, i) => [
      int(i + 1),
      text(ro.type === 'ftf' ? 'Face-to-Face' : ro.type === 'template' ? 'Template' : 'Normal'),
      text(
        ro.type === 'template'
          ? templateSides(ro.plan).attacker
          : ro.type === 'ftf' || ro.plan.roller === 'active'
            ? ro.plan.active
            : ro.plan.reactive,
      ),
      text(
        ro.type === 'ftf'
          ? ro.plan.reactive
          : ro.type === 'template'
            ? templateSides(ro.plan).target
            : '-',
      ),
      ...cols.map((c) => c.get(s)),
    ]),
  };
  // docs/rules.md §6.5: with weapons, each target's wounds beside its chance of a hit.
  const damage = r.damage ?? [];
  const of = (trooper: string) => damage.find((d) => d.trooper === trooper);
  const hit: Table = {
    title: 'Chance of being hit at least once',
    columns: [
      { key: 'trooper', label: 'trooper' },
      { key: 'p_hit', label: 'hit' },
      ...(damage.length === 0
        ? []
        : [
            { key: 'p_wound', label: '≥1 wound' },
            { key: 'expected_wounds', label: 'E wounds' },
            { key: 'p_unconscious_or_dead', label: 'Unc+' },
          ]),
    ],
    rows: r.chances.map((c) => {
      const d = of(c.trooper);
      const wounds =
        damage.length === 0
          ? []
          : d === undefined
            ? [null, null, null]
            : [
                p(toNumber(d.anyWound)),
                num(d.wounds.reduce((a, w, k) => a + k * toNumber(w), 0)),
                p(toNumber(d.unconsciousOrWorse)),
              ];
      return [text(c.trooper), p(1 - probability(c.missCount, c.total)), ...wounds];
    }),
  };
  // With weapons the per-target wounds matter: CSV writes both tables as sections.
  if (damage.length === 0) return [rolls, hit];
  return [
    { ...rolls, section: 'rolls' },
    { ...hit, section: 'targets' },
  ];
}

/** `odds`: the roll's table, with the damage of each side with a weapon. */
export const oddsTables = (r: NormalOddsReport | FtfOddsReport): Table[] =>
  withDamage(r.kind === 'ftf-odds' ? ftfTable(r) : normalTable(r), r);
