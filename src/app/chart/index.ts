/**
 * Charts of the answers, as SVG text (docs/sharing.md): a typed report in, an SVG string
 * out, pure, so the CLI (`--chart FILE.svg|FILE.png`), the library and any other front end
 * draw the same chart. Every number drawn is also written as a text label, and `<desc>`
 * says in words what the chart shows.
 */
import type { CompareReport } from '../compare.js';
import type { EngagementOddsReport } from '../engage.js';
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../odds.js';
import type { OddsReport, OddsSweepReport } from '../query.js';
import { ftfSummary, oddsSummary, type RowSummary } from '../summary.js';
import type { DamageView } from '../troopers.js';
import { toNumber, type Rational } from '../../core/math/rational.js';
import { TARGET_STATES, type TargetState } from '../../core/damage/model.js';
import { probability, type NormalOdds } from '../../core/roll/odds.js';
import type { Edition } from '../../core/rules/index.js';
import {
  fit,
  INK,
  line,
  num,
  pct,
  polyline,
  rect,
  SERIES,
  STATE_INK,
  svgDocument,
  text,
  textOn,
  textWidth,
} from './svg.js';

import { sharedName } from './names.js';

export { FONT } from './svg.js';

/** What a caller may add: a line under the title (the CLI puts the command there). */
export interface ChartOptions {
  readonly subtitle?: string;
}

/** Any report a chart is drawn for. */
export type ChartReport =
  | NormalOddsReport
  | FtfOddsReport
  | PairOddsReport
  | OddsSweepReport
  | CompareReport
  | EngagementOddsReport;

const WIDTH = 720;
const LEFT = 20;
const RIGHT = WIDTH - 20;

const STATE_LABEL = {
  unhurt: 'Unhurt',
  wounded: 'Wounded',
  unconscious: 'Unconscious',
  dead: 'Dead',
} as const satisfies Record<TargetState, string>;

/** The header: title (with the edition), subtitle; the y where the body starts. */
function header(title: string, o: ChartOptions): { parts: string[]; y: number } {
  const parts = [text(LEFT, 28, fit(title, RIGHT - LEFT, 16), { size: 16, bold: true })];
  if (o.subtitle === undefined || o.subtitle === '') return { parts, y: 48 };
  parts.push(text(LEFT, 48, fit(o.subtitle, RIGHT - LEFT, 11), { size: 11, fill: INK.muted }));
  return { parts, y: 66 };
}

const titled = (title: string, edition: Edition | null): string =>
  edition === null ? title : `${title} (${edition.name} rules)`;

interface Segment {
  readonly label: string;
  readonly p: number;
  readonly fill: string;
}

/**
 * One stacked bar (shares of 1) with each share's percentage inside when it fits, and a
 * legend line under it that always has every share's label and number.
 */
function stackedBar(
  y: number,
  heading: string,
  segs: readonly Segment[],
): { parts: string[]; y: number } {
  const parts = [text(LEFT, y + 12, heading, { bold: true })];
  const top = y + 20;
  const h = 26;
  const w = RIGHT - LEFT;
  let x = LEFT;
  for (const s of segs) {
    const sw = s.p * w;
    parts.push(rect(x, top, sw, h, s.fill));
    if (sw >= 44)
      parts.push(text(x + sw / 2, top + 17, pct(s.p), { anchor: 'middle', fill: textOn(s.fill) }));
    x += sw;
  }
  parts.push(rect(LEFT, top, w, h, 'none', INK.muted));
  let lx = LEFT;
  const ly = top + h + 18;
  for (const s of segs) {
    const label = `${s.label} ${pct(s.p)}`;
    parts.push(rect(lx, ly - 10, 12, 12, s.fill, INK.muted), text(lx + 16, ly, label));
    lx += 16 + textWidth(label, 12) + 18;
  }
  return { parts, y: ly + 16 };
}

/** Horizontal bars with their values: one row per label (P(hits) of a side, say). */
function barRows(
  y: number,
  heading: string,
  rows: readonly { label: string; p: number; fill: string }[],
): { parts: string[]; y: number } {
  const parts = [text(LEFT, y + 12, heading, { bold: true })];
  const labelW = Math.min(200, Math.max(...rows.map((r) => textWidth(r.label, 12))) + 10);
  const barW = RIGHT - LEFT - labelW - 60;
  let top = y + 20;
  for (const r of rows) {
    parts.push(
      text(LEFT, top + 13, fit(r.label, labelW - 10, 12)),
      rect(LEFT + labelW, top, r.p * barW, 18, r.fill),
      text(LEFT + labelW + r.p * barW + 6, top + 13, pct(r.p)),
    );
    top += 24;
  }
  return { parts, y: top + 6 };
}

/** P(k wounds) and P(k or more) as numbers, k from 1, up to where nothing is left. */
function ladder(
  wounds: readonly Rational[],
  orMore: boolean,
): { k: number; exact: number; atLeast: number; last: boolean }[] {
  const exact = wounds.map(toNumber);
  const rows = [];
  let tail = exact.reduce((a, b) => a + b, 0) - (exact[0] ?? 0);
  for (let k = 1; k < exact.length && rows.length < 10; k++) {
    const atLeast = Math.max(0, tail);
    if (k > 1 && atLeast < 0.0005) break;
    rows.push({ k, exact: exact[k] ?? 0, atLeast, last: orMore && k === exact.length - 1 });
    tail -= exact[k] ?? 0;
  }
  return rows;
}

/** The wound ladder (exactly k, k or more) and the states of one target. */
function woundSection(
  y: number,
  heading: string,
  wounds: readonly Rational[],
  orMore: boolean,
  states: Readonly<Record<TargetState, Rational>>,
): { parts: string[]; y: number } {
  const parts = [text(LEFT, y + 12, heading, { bold: true })];
  // Each row says its two numbers in a player's words: "exactly 2 wounds", "2 or more".
  let top = y + 20;
  const labelW = 90;
  const barW = RIGHT - LEFT - labelW - 150;
  for (const r of ladder(wounds, orMore)) {
    const exactly = r.last
      ? `${r.k} or more wounds`
      : `exactly ${r.k} ${r.k === 1 ? 'wound' : 'wounds'}`;
    parts.push(
      text(LEFT, top + 17, `${r.k} ${r.k === 1 && !r.last ? 'wound' : 'wounds'}`),
      rect(LEFT + labelW, top + 2, r.exact * barW, 12, INK.exact),
      text(LEFT + labelW + r.exact * barW + 6, top + 12, `${exactly} ${pct(r.exact)}`, {
        size: 11,
      }),
      rect(LEFT + labelW, top + 16, r.atLeast * barW, 12, INK.atLeast, INK.muted),
      text(LEFT + labelW + r.atLeast * barW + 6, top + 26, `${r.k} or more ${pct(r.atLeast)}`, {
        size: 11,
      }),
    );
    top += 34;
  }
  const st = stackedBar(
    top,
    'States after the order',
    // A state the target cannot be in (Wounded of a VITA-1 trooper) is not drawn as 0.0%.
    TARGET_STATES.filter((s) => states[s].num !== 0n).map((s) => ({
      label: STATE_LABEL[s],
      p: toNumber(states[s]),
      fill: STATE_INK[s],
    })),
  );
  return { parts: [...parts, ...st.parts], y: st.y };
}

const damageSections = (
  y: number,
  views: readonly (readonly [DamageView | null, string])[],
): { parts: string[]; y: number } => {
  const parts: string[] = [];
  for (const [v, heading] of views) {
    if (v === null) continue;
    const s = woundSection(y + 8, heading, v.odds.wounds, v.odds.orMore, v.odds.states);
    parts.push(...s.parts);
    y = s.y;
  }
  return { parts, y };
};

const anySuccess = (o: NormalOdds): number =>
  1 - probability(o.outcomes.find((x) => x.hits + x.crits === 0)?.count ?? 0n, o.total);

/** Words for `<desc>`: "active wins 57.1%, nobody 8.8%". */
const said = (segs: readonly Segment[]): string =>
  segs.map((s) => `${s.label.toLowerCase()} ${pct(s.p)}`).join(', ');

function woundWords(v: DamageView | null, who: string): string {
  if (v === null) return '';
  const l = ladder(v.odds.wounds, v.odds.orMore).map((r) => `${r.k} or more ${pct(r.atLeast)}`);
  const s = TARGET_STATES.map((k) => `${k} ${pct(toNumber(v.odds.states[k]))}`);
  return ` Wounds to ${who}: ${l.join(', ')}; states: ${s.join(', ')}.`;
}

/**
 * `odds`: the Face-to-Face result as one stacked bar (active / nobody / reactive), or a
 * Normal roll's chance of a success; then each target's wound ladder (exactly k and k or
 * more) and its states.
 */
export function oddsChart(
  r: NormalOddsReport | FtfOddsReport | PairOddsReport,
  o: ChartOptions = {},
): string {
  const title =
    r.kind === 'ftf-odds'
      ? 'Face-to-Face odds'
      : r.kind === 'normal-odds'
        ? 'Normal roll odds'
        : 'Two Normal rolls';
  // Troopers from the game data name the chart: "FUSILIER (Combi Rifle) vs ZHANSHI (...)".
  const named = r.kind === 'pair-odds' ? null : sharedName(r.fromData, r.damage);
  const head = header(titled(named ?? title, r.edition), o);
  let top: { parts: string[]; y: number };
  let words: string;
  if (r.kind === 'ftf-odds') {
    const s = ftfSummary(r.odds, r.summary);
    const segs = [
      {
        label: r.answer === 'attack' ? 'Active wins' : 'Active succeeds',
        p: s.active,
        fill: INK.active,
      },
      { label: 'Nobody', p: s.none, fill: INK.none },
      {
        label:
          r.answer === 'attack'
            ? 'Reactive wins'
            : r.answer === 'dodge'
              ? 'Dodge succeeds'
              : 'Reset succeeds',
        p: s.reactive ?? 0,
        fill: INK.reactive,
      },
    ];
    top = stackedBar(head.y, 'Face-to-Face result', segs);
    words = `Face-to-Face result: ${said(segs)}.`;
  } else if (r.kind === 'normal-odds') {
    const p = anySuccess(r.odds);
    const segs = [
      { label: 'At least one success', p, fill: INK.active },
      { label: 'No success', p: 1 - p, fill: INK.none },
    ];
    top = stackedBar(head.y, 'Normal roll', segs);
    words = `Normal roll: ${said(segs)}.`;
  } else {
    const rows = [];
    if (r.templateHits !== null)
      rows.push({
        label: 'Template hits',
        p: probability(r.templateHits.count, r.templateHits.total),
        fill: INK.active,
      });
    else if (r.activeOdds !== null)
      rows.push({ label: 'Active hits', p: anySuccess(r.activeOdds), fill: INK.active });
    if (r.reactiveOdds !== null)
      rows.push({
        label: r.answer === 'dodge' ? 'Dodge succeeds' : 'Reactive hits',
        p: anySuccess(r.reactiveOdds),
        fill: INK.reactive,
      });
    top = barRows(head.y, 'Both rolls resolve', rows);
    words = `Two Normal rolls: ${rows.map((x) => `${x.label.toLowerCase()} ${pct(x.p)}`).join(', ')}.`;
  }
  const views = [
    [
      r.damage.active,
      r.kind === 'normal-odds'
        ? 'Wounds to the target'
        : 'Wounds to the reactive trooper (by the active)',
    ],
    [r.damage.reactive, 'Wounds to the active trooper (by the reactive)'],
  ] as const;
  const dmg = damageSections(top.y, views);
  const desc =
    words +
    woundWords(r.damage.active, r.kind === 'normal-odds' ? 'the target' : 'the reactive trooper') +
    woundWords(r.damage.reactive, 'the active trooper');
  return svgDocument(WIDTH, dmg.y + 10, titled(named ?? title, r.edition), desc, [
    ...head.parts,
    ...top.parts,
    ...dmg.parts,
  ]);
}

interface Measure {
  readonly label: string;
  readonly get: (s: RowSummary) => number | null;
}

/** What a sweep or a compare shows of each row: the result, then the wounds when there are any. */
function measuresOf(sums: readonly RowSummary[]): { probs: Measure[]; expected: Measure | null } {
  // A Normal roll among Face-to-Face rows is its own series: it has no one to win against.
  const ftf = sums.some((s) => s.ftf);
  const normal = sums.some((s) => !s.ftf);
  const probs: Measure[] = [];
  if (ftf)
    probs.push(
      { label: 'Active wins', get: (s) => (s.ftf ? s.active : null) },
      { label: 'Reactive wins', get: (s) => (s.ftf ? s.reactive : null) },
    );
  if (normal || !ftf)
    probs.push({ label: 'At least one success', get: (s) => (s.ftf ? null : s.active) });
  const wounds = sums.some((s) => s.wounds.active !== null);
  if (!wounds) return { probs, expected: null };
  probs.push(
    { label: 'At least one wound', get: (s) => s.wounds.active?.atLeastOne ?? null },
    { label: 'Unconscious or dead', get: (s) => s.wounds.active?.down ?? null },
  );
  return {
    probs,
    expected: { label: 'Expected wounds', get: (s) => s.wounds.active?.expected ?? null },
  };
}

const editionOfRows = (reports: readonly (OddsReport | null)[]): Edition | null => {
  const eds = reports.filter((x) => x !== null).map((x) => x.edition);
  const first = eds[0];
  return first !== undefined && eds.every((e) => e.id === first.id) ? first : null;
};

/** Legend rows: a swatch (with its dash) and a label per measure; the y below them. */
function legend(
  y: number,
  items: readonly { label: string; fill: string; dash?: string }[],
): { parts: string[]; y: number } {
  const parts: string[] = [];
  let x = LEFT;
  for (const it of items) {
    const w = it.dash === undefined ? 16 : 26;
    const need = w + textWidth(it.label, 12);
    if (x > LEFT && x + need > RIGHT) {
      x = LEFT;
      y += 18;
    }
    if (it.dash === undefined) parts.push(rect(x, y - 10, 12, 12, it.fill, INK.muted));
    else
      parts.push(
        polyline(
          [
            [x, y - 4],
            [x + 22, y - 4],
          ],
          it.fill,
          it.dash,
        ),
      );
    parts.push(text(x + w, y, it.label));
    x += need + 16;
  }
  return { parts, y: y + 8 };
}

/** The boxes of the labels placed so far, so that no two overlap. */
class Labels {
  private readonly boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];

  /** Whether a label fits without touching another; if so, it is taken. */
  free(x: number, y: number, s: string, size: number, anchor: 'start' | 'middle' | 'end'): boolean {
    const w = textWidth(s, size);
    const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
    const box = { x0, x1: x0 + w, y0: y - size, y1: y + size * 0.25 };
    const hit = this.boxes.some(
      (b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1,
    );
    if (!hit) this.boxes.push(box);
    return !hit;
  }
}

/** Nice upper bound of an axis: 1, 2 or 5 times a power of ten. */
function niceMax(x: number): number {
  if (x <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  return ([1, 2, 5, 10].find((m) => m * p >= x) ?? 10) * p;
}

/** A one-axis sweep: a line per measure over the swept value, each point labelled. */
function sweepLines(r: OddsSweepReport, o: ChartOptions): string {
  const axis = r.axes[0];
  const name = axis?.name ?? 'value';
  const sums = r.rows.map((row) => (row.report === null ? null : oddsSummary(row.report)));
  const present = sums.filter((s): s is RowSummary => s !== null);
  const { probs, expected } = measuresOf(present);
  const title = titled(`Exact odds over ${name}`, editionOfRows(r.rows.map((x) => x.report)));
  const head = header(title, o);
  const parts = [...head.parts];
  const series = [...probs, ...(expected === null ? [] : [expected])].map((m, i) => ({
    ...m,
    ink: SERIES[i % SERIES.length] ?? SERIES[0],
  }));
  const key = legend(
    head.y + 8,
    series.map((s) => ({ label: s.label, fill: s.ink.fill, dash: s.ink.dash })),
  );
  parts.push(...key.parts);
  const x0 = 70;
  const x1 = expected === null ? RIGHT - 20 : RIGHT - 60;
  const y0 = key.y + 22;
  const y1 = y0 + 260;
  const values = r.rows.map((row) => row.values[0] ?? 0);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const xOf = (v: number): number =>
    hi === lo ? (x0 + x1) / 2 : x0 + ((v - lo) / (hi - lo)) * (x1 - x0);
  const yOf = (p: number): number => y1 - p * (y1 - y0);
  const eMax = niceMax(Math.max(0, ...present.map((s) => expected?.get(s) ?? 0)));
  const placed = new Labels();
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    // The axes' own labels first: a point's value never covers them.
    placed.free(x0 - 6, yOf(t) + 4, `${t * 100}%`, 11, 'end');
    if (expected !== null) placed.free(x1 + 6, yOf(t) + 4, num(t * eMax), 11, 'start');
    parts.push(
      line(x0, yOf(t), x1, yOf(t), INK.grid),
      text(x0 - 6, yOf(t) + 4, `${t * 100}%`, { anchor: 'end', size: 11, fill: INK.muted }),
    );
    if (expected !== null)
      parts.push(text(x1 + 6, yOf(t) + 4, num(t * eMax), { size: 11, fill: INK.muted }));
  }
  if (expected !== null) parts.push(text(x1 + 6, y0 - 10, 'wounds', { size: 11, fill: INK.muted }));
  // Every value on the axis when they fit, else every k-th (and the last).
  const step = Math.max(1, Math.ceil(values.length / 12));
  const labelled = (i: number): boolean => i % step === 0 || i === values.length - 1;
  values.forEach((v, i) => {
    if (labelled(i)) parts.push(text(xOf(v), y1 + 16, String(v), { anchor: 'middle', size: 11 }));
  });
  parts.push(
    line(x0, y1, x1, y1, INK.muted),
    text((x0 + x1) / 2, y1 + 34, name, { anchor: 'middle', bold: true }),
  );
  const words: string[] = [];
  // A distance changes the odds only where a range band ends: steps, not slopes.
  const steps = name.startsWith('range');
  series.forEach((s, si) => {
    const scale = s === series[probs.length] ? (p: number) => yOf(p / eMax) : yOf;
    // A cell out of range breaks the line.
    let run: [number, number][] = [];
    const flush = (): void => {
      if (run.length > 1) parts.push(polyline(run, s.ink.fill, s.ink.dash));
      run = [];
    };
    const said: string[] = [];
    sums.forEach((sum, i) => {
      const v = sum === null ? null : s.get(sum);
      const x = xOf(values[i] ?? 0);
      if (v === null) {
        flush();
        return;
      }
      const y = scale(v);
      const prev = run.at(-1);
      if (steps && prev !== undefined && prev[1] !== y) {
        const mid = (prev[0] + x) / 2;
        run.push([mid, prev[1]], [mid, y]);
      }
      run.push([x, y]);
      parts.push(`<circle cx="${num(x)}" cy="${num(y)}" r="2.5" fill="${s.ink.fill}"/>`);
      const shown = si >= probs.length ? v.toFixed(2) : pct(v);
      // A point's value is written where no other label is; the <desc> says them all.
      if (labelled(i) && placed.free(x, y - 5, shown, 9, 'middle'))
        parts.push(text(x, y - 5, shown, { anchor: 'middle', size: 9, fill: INK.text }));
      said.push(`${values[i]}: ${shown}`);
    });
    flush();
    words.push(`${s.label}: ${said.join(', ')}`);
  });
  const desc = `Line chart, one line per measure over ${name}. ${words.join('. ')}.`;
  return svgDocument(WIDTH, y1 + 46, title, desc, parts);
}

/** Light (0) to dark (1) blue: reads as a grey ramp. */
function heat(p: number): string {
  const from = [0xf7, 0xfb, 0xff];
  const to = [0x08, 0x30, 0x6b];
  const c = from.map((f, i) => Math.round(f + ((to[i] ?? 0) - f) * Math.min(1, Math.max(0, p))));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/** A two-axis sweep: a heat map of the headline measure, each cell with its value. */
function sweepGrid(r: OddsSweepReport, o: ChartOptions): string {
  const [rows, cols] = r.axes;
  if (rows === undefined || cols === undefined) throw new Error('a grid has two axes');
  const sums = r.rows.map((row) => (row.report === null ? null : oddsSummary(row.report)));
  const present = sums.filter((s): s is RowSummary => s !== null);
  const { probs } = measuresOf(present);
  const m = probs.find((x) => x.label === 'At least one wound') ?? probs[0];
  if (m === undefined) throw new Error('a sweep has a measure');
  const title = titled(
    `Exact odds: ${m.label.toLowerCase()}`,
    editionOfRows(r.rows.map((x) => x.report)),
  );
  const head = header(title, o);
  const labelW =
    Math.max(textWidth(rows.name, 12), ...rows.values.map((v) => textWidth(String(v), 12))) + 14;
  const cellW = Math.max(46, ...cols.values.map((v) => textWidth(String(v), 11) + 8));
  const cellH = 22;
  const x0 = LEFT + labelW;
  const y0 = head.y + 50;
  const width = Math.max(WIDTH, x0 + cellW * cols.values.length + LEFT);
  const parts = [
    ...head.parts,
    text(
      LEFT,
      head.y + 10,
      `Cells: ${m.label.toLowerCase()}, darker is higher; rows: ${rows.name}, columns: ${cols.name}`,
      {
        size: 11,
        fill: INK.muted,
      },
    ),
    text(x0, y0 - 22, cols.name, { bold: true }),
    text(LEFT, y0 - 6, rows.name, { bold: true }),
  ];
  cols.values.forEach((v, j) => {
    parts.push(text(x0 + j * cellW + cellW / 2, y0 - 6, String(v), { anchor: 'middle', size: 11 }));
  });
  const words: string[] = [];
  rows.values.forEach((rv, i) => {
    const y = y0 + i * cellH;
    parts.push(text(LEFT, y + 15, String(rv), { size: 11 }));
    const cells: string[] = [];
    cols.values.forEach((cv, j) => {
      const s = sums[i * cols.values.length + j];
      const x = x0 + j * cellW;
      const v = s === undefined || s === null ? null : m.get(s);
      const fill = v === null ? '#ffffff' : heat(v);
      const shown = v === null ? '--' : pct(v);
      parts.push(
        rect(x, y, cellW, cellH, fill, '#ffffff'),
        text(x + cellW / 2, y + 15, shown, { anchor: 'middle', size: 10, fill: textOn(fill) }),
      );
      cells.push(`${cv}: ${shown}`);
    });
    words.push(`${rows.name} ${rv}: ${cells.join(', ')}`);
  });
  const desc = `Heat map of ${m.label.toLowerCase()}, rows by ${rows.name}, columns by ${cols.name}. ${words.join('. ')}.`;
  return svgDocument(width, y0 + rows.values.length * cellH + 16, title, desc, parts);
}

/** `odds A..B`: a line per measure, or a heat map for two ranges. */
export function sweepChart(r: OddsSweepReport, o: ChartOptions = {}): string {
  return r.axes.length === 2 ? sweepGrid(r, o) : sweepLines(r, o);
}

interface Group {
  readonly label: string;
  readonly values: readonly (number | null)[];
}

/**
 * Bar groups a chart holds at most (`compare --chart`): 200 groups of four bars are about
 * 15,000 pixels tall, a PNG of 45 MB in memory at 2x.
 */
export const MAX_CHART_ENTRIES = 200;

/** Grouped horizontal bars: one group per entry, one bar per measure, each with its value. */
function groupedBars(
  title: string,
  about: string,
  measures: readonly string[],
  groups: readonly Group[],
  o: ChartOptions,
): string {
  const head = header(title, o);
  const parts = [...head.parts];
  const inks = measures.map((_, i) => SERIES[i % SERIES.length]?.fill ?? INK.active);
  const key = legend(
    head.y + 8,
    measures.map((label, i) => ({ label, fill: inks[i] ?? INK.active })),
  );
  parts.push(...key.parts);
  const labelW = Math.min(220, Math.max(80, ...groups.map((g) => textWidth(g.label, 12) + 12)));
  const barW = RIGHT - LEFT - labelW - 60;
  const barH = 14;
  let y = key.y + 8;
  const words: string[] = [];
  for (const g of groups) {
    const h = measures.length * (barH + 2);
    parts.push(text(LEFT, y + h / 2 + 4, fit(g.label, labelW - 12, 12), { bold: true }));
    const said: string[] = [];
    g.values.forEach((v, i) => {
      const top = y + i * (barH + 2);
      if (v === null) {
        parts.push(text(LEFT + labelW + 5, top + 11, 'n/a', { size: 10, fill: INK.muted }));
        return;
      }
      parts.push(
        rect(LEFT + labelW, top, v * barW, barH, inks[i] ?? INK.active, INK.muted),
        text(LEFT + labelW + v * barW + 5, top + 11, pct(v), { size: 10 }),
      );
      said.push(`${(measures[i] ?? '').toLowerCase()} ${pct(v)}`);
    });
    words.push(`${g.label}: ${said.join(', ')}`);
    y += h + 12;
  }
  parts.push(line(LEFT + labelW, key.y + 4, LEFT + labelW, y - 8, INK.muted));
  return svgDocument(WIDTH, y + 8, title, `${about} ${words.join('. ')}.`, parts);
}

/** `compare`: grouped bars, one group per matchup, labelled with its name. */
export function compareChart(r: CompareReport, o: ChartOptions = {}): string {
  const sums = r.entries.map((e) => oddsSummary(e.report));
  const { probs } = measuresOf(sums);
  const edition = editionOfRows(r.entries.map((e) => e.report));
  return groupedBars(
    titled(
      `Exact odds of ${r.entries.length} ${r.entries.length === 1 ? 'matchup' : 'matchups'}`,
      edition,
    ),
    `Grouped bars, one group per matchup, one bar per measure (${probs.map((m) => m.label.toLowerCase()).join(', ')}).`,
    probs.map((m) => m.label),
    r.entries.map((e, i) => ({
      label: e.name,
      values: probs.map((m) => {
        const s = sums[i];
        return s === undefined ? null : m.get(s);
      }),
    })),
    o,
  );
}

/** `engage --odds`: per trooper, P(hit at least once) and, with weapons, P(Unconscious or worse). */
export function engagementChart(r: EngagementOddsReport, o: ChartOptions = {}): string {
  const down = new Map(
    (r.damage ?? []).map((d) => [
      d.trooper,
      toNumber(d.states.unconscious) + toNumber(d.states.dead),
    ]),
  );
  const measures =
    r.damage === undefined ? ['Hit at least once'] : ['Hit at least once', 'Unconscious or dead'];
  return groupedBars(
    titled(`Engagement odds: ${r.plan.active} is active`, r.edition ?? null),
    `Grouped bars, one group per trooper: the chance of being hit at least once${r.damage === undefined ? '' : ', and of ending Unconscious or dead'}.`,
    measures,
    r.chances.map((c) => ({
      label: c.trooper,
      values: [
        1 - probability(c.missCount, c.total),
        ...(r.damage === undefined ? [] : [down.get(c.trooper) ?? null]),
      ],
    })),
    o,
  );
}

/** The chart of any report that has one. */
export function chartOf(r: ChartReport, o: ChartOptions = {}): string {
  switch (r.kind) {
    case 'normal-odds':
    case 'ftf-odds':
    case 'pair-odds':
      return oddsChart(r, o);
    case 'odds-sweep':
      return sweepChart(r, o);
    case 'compare':
      return compareChart(r, o);
    case 'engagement-odds':
      return engagementChart(r, o);
  }
}
