/**
 * The tables behind the share formats: each shareable report as rows of typed cells.
 * Markdown (md.ts) and CSV (csv.ts) are siblings over these tables and never import each
 * other; each decides how a probability or a count is written.
 */
import { toNumber } from '../../core/math/rational.js';
import { atLeast, probability } from '../../core/roll/odds.js';
import type { DamageView } from '../commands/damage.js';
import type { CompareReport } from '../commands/compare.js';
import type { OrdersReport } from '../commands/army.js';
import type { EngagementOddsReport } from '../commands/engage.js';
import type { FtfOddsReport, NormalOddsReport } from '../commands/odds.js';
import { queryText, type OddsSweepReport } from '../query.js';
import type { Report } from '../report.js';
import { engagementOddsJson } from './order-json.js';
import { oddsResultJson } from './sweep-json.js';
import { rowSummary, type RowSummary, type WoundSummary } from './summary.js';

export type Cell =
  | { readonly kind: 'text'; readonly text: string }
  /** A probability: md writes a percentage, csv the number. */
  | { readonly kind: 'p'; readonly value: number }
  /** A plain number (expected successes, wounds) with the digits md shows. */
  | { readonly kind: 'num'; readonly value: number; readonly digits: number }
  /** An exact integer (counts can pass 2^53: kept as text). */
  | { readonly kind: 'int'; readonly value: string }
  | null;

export interface Column {
  /** Machine name (CSV header): lower case, underscores. */
  readonly key: string;
  /** Short human header (Markdown). */
  readonly label: string;
}

export interface Table {
  /** One line saying what was computed. */
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
  /**
   * Set when the report's tables are parts of one answer (a roll and the damage it does):
   * CSV then writes them as one table under one header, this name in a `section` column.
   */
  readonly section?: string;
}

export const text = (t: string): Cell => ({ kind: 'text', text: t });
const p = (value: number): Cell => ({ kind: 'p', value });
const int = (value: number | bigint): Cell => ({ kind: 'int', value: value.toString() });
const num = (value: number, digits = 3): Cell => ({ kind: 'num', value, digits });

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
  reports.map((r) => rowSummary(oddsResultJson(r)));

function sweepTable(r: OddsSweepReport): Table {
  const sums = summaries(r.rows.map((row) => row.report));
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
    rows: sums.map((s, i) => [
      ...(r.rows[i]?.values ?? []).map((v) => int(v)),
      ...cols.map((c) => c.get(s)),
    ]),
  };
}

function compareTable(r: CompareReport): Table {
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
  const json = oddsResultJson(r);
  const probs = (json.outcomes as { probability: number }[]).map((o) => o.probability);
  return {
    title,
    columns: [
      { key: 'hits', label: 'hits' },
      { key: 'crits', label: 'crits' },
      { key: 'count', label: 'count' },
      { key: 'probability', label: 'probability' },
    ],
    rows: odds.outcomes.map((o, i) => [int(o.hits), int(o.crits), int(o.count), p(probs[i] ?? 0)]),
  };
}

function ftfTable(r: FtfOddsReport): Table {
  const { odds } = r;
  const json = oddsResultJson(r);
  const probs = (json.outcomes as { probability: number }[]).map((o) => o.probability);
  const s = rowSummary(json);
  return {
    title: `Face-to-Face, exact odds: SV ${odds.active.sv} B${odds.active.burst} vs SV ${odds.reactive.sv} B${odds.reactive.burst}; active wins ${pct(s.active)}, reactive ${pct(s.reactive ?? 0)}, nobody ${pct(s.none)}`,
    columns: [
      { key: 'winner', label: 'winner' },
      { key: 'hits', label: 'hits' },
      { key: 'crits', label: 'crits' },
      { key: 'count', label: 'count' },
      { key: 'probability', label: 'probability' },
    ],
    rows: odds.outcomes.map((o, i) => [
      text(o.winner === 'none' ? 'nobody' : o.winner),
      int(o.hits),
      int(o.crits),
      int(o.count),
      p(probs[i] ?? 0),
    ]),
  };
}

/** docs/rules.md §6.5: the wounds and states one side's weapon does to its target. */
function damageTable(v: DamageView, who: string, section: string): Table {
  const o = v.odds;
  const last = o.wounds.length - 1;
  const rows: Cell[][] = o.lethal
    ? o.wounds.map((w, k) => [
        text(`${k}${o.orMore && k === last ? ' or more' : ''} wound${k === 1 ? '' : 's'}`),
        p(toNumber(w)),
      ])
    : [];
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
      : [damageTable(active, ftf ? 'the active side' : 'the roll', 'damage')]),
    ...(reactive === null ? [] : [damageTable(reactive, 'the reactive side', 'vs_damage')]),
  ];
}

function engagementTables(r: EngagementOddsReport): Table[] {
  const json = engagementOddsJson(r) as {
    rolls: {
      type: string;
      active: string;
      reactive: string;
      roller?: string;
      action: string;
      odds: Record<string, unknown>;
    }[];
    hitChance: { trooper: string; probability: number }[];
    damage?: {
      trooper: string;
      wounds: { wounds: number; probability: number }[];
      atLeastOneWound: number;
      unconsciousOrWorse: number;
    }[];
  };
  const rows = json.rolls.map((ro) => ({ ro, s: rowSummary(ro.odds) }));
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
      text(ro.type === 'ftf' ? 'Face-to-Face' : 'Normal'),
      text(ro.roller ?? ro.active),
      text(ro.type === 'ftf' ? ro.reactive : '-'),
      ...cols.map((c) => c.get(s)),
    ]),
  };
  // docs/rules.md §6.5: with weapons, each target's wounds beside its chance of a hit.
  const damage = json.damage ?? [];
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
    rows: json.hitChance.map((c) => {
      const d = of(c.trooper);
      const wounds =
        damage.length === 0
          ? []
          : d === undefined
            ? [null, null, null]
            : [
                p(d.atLeastOneWound),
                num(d.wounds.reduce((a, w) => a + w.wounds * w.probability, 0)),
                p(d.unconsciousOrWorse),
              ];
      return [text(c.trooper), p(c.probability), ...wounds];
    }),
  };
  // With weapons the per-target wounds matter: CSV writes both tables as sections.
  if (damage.length === 0) return [rolls, hit];
  return [
    { ...rolls, section: 'rolls' },
    { ...hit, section: 'targets' },
  ];
}

function ordersTable(r: OrdersReport): Table {
  const ph = r.phase;
  const t = ph.totals;
  const state = [
    ph.retreat ? 'Retreat!' : null,
    ph.lossOfLieutenant ? 'Loss of Lieutenant' : null,
  ].filter((x) => x !== null);
  const hidden = t.hidden > 0 ? `, ${t.hidden} hidden` : '';
  return {
    title: `Order Count (${ph.game}): ${t.regular} regular, ${t.irregular} irregular, ${t.lieutenant} Lieutenant${hidden}, ${t.impetuous} impetuous${state.length > 0 ? `; ${state.join(', ')}` : ''}`,
    columns: [
      { key: 'group', label: 'group' },
      { key: 'trooper', label: 'trooper' },
      { key: 'regular', label: 'reg' },
      { key: 'irregular', label: 'irr' },
      { key: 'lieutenant', label: 'Lt' },
      { key: 'hidden', label: 'hid' },
      { key: 'impetuous', label: 'imp' },
      { key: 'note', label: 'note' },
    ],
    rows: ph.groups.flatMap((g) =>
      g.troopers.map((tr): Cell[] => {
        const c = tr.contribution;
        const row = (counts: readonly number[], note: string): Cell[] => [
          text(g.name ?? String(g.index)),
          text(tr.name),
          ...counts.map((n) => int(n)),
          text(note),
        ];
        switch (c.kind) {
          case 'none':
            return row([0, 0, 0, 0, 0], c.reason);
          case 'hidden':
            return row([0, 0, 0, c.hidden, 0], 'hidden deployment');
          case 'counted':
            return row(
              [c.regular, c.irregular, c.lieutenant, 0, c.impetuous],
              c.irregularReason ?? '',
            );
        }
      }),
    ),
  };
}

/** The tables of a report, or null when the report has no table form (use text or json). */
export function tablesOf(report: Report): Table[] | null {
  switch (report.kind) {
    case 'normal-odds':
      return withDamage(normalTable(report), report);
    case 'ftf-odds':
      return withDamage(ftfTable(report), report);
    case 'odds-sweep':
      return [sweepTable(report)];
    case 'compare':
      return [compareTable(report)];
    case 'engagement-odds':
      return engagementTables(report);
    case 'orders':
      return [ordersTable(report)];
    default:
      return null;
  }
}
