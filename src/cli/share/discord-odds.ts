/**
 * `--format discord` of the odds answers (docs/sharing.md): one roll with its wounds, a
 * sweep or a grid (code blocks ≤ 60 columns), named matchups, an engagement's odds. The
 * lines say what players quote: "**57.1%** active wins · 34.2% reactive · 8.8% nobody",
 * "≥1 wound 25.8% · ≥2 4.6%", the states.
 */
import type { CompareReport } from '../../app/compare.js';
import type { EngagementOddsReport } from '../../app/engage.js';
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../../app/odds.js';
import type { OddsSweepReport } from '../../app/query.js';
import {
  ftfSummary,
  oddsSummary,
  shortPercent as pct,
  type RowSummary,
} from '../../app/summary.js';
import type { DamageSection, DamageView } from '../../app/troopers.js';
import { toNumber } from '../../core/math/rational.js';
import type { Answer } from '../../core/mods/index.js';
import { atLeast, probability, summarize, type NormalOdds } from '../../core/roll/odds.js';
import type { Edition } from '../../core/rules/index.js';
import { plainStyle } from '../plain-style.js';
import { STATE_LABEL, targetText, weaponText } from '../render/damage-text.js';
import {
  bold,
  cell,
  code,
  CODE_WIDTH,
  lines,
  md,
  type DiscordBlock,
  type DiscordDoc,
} from './discord.js';
import { describeSide } from '../render/text.js';
import { sharedName } from '../../app/chart/names.js';

const REACTIVE_WINS = {
  attack: 'reactive',
  dodge: 'Dodge succeeds',
  reset: 'Reset succeeds',
} as const satisfies Record<Answer, string>;

const joined = (parts: readonly string[]): string => parts.join(' · ');

/** "≥1 wound 25.8% · ≥2 4.6% · ≥3 0.5%": up to where the chance is gone. */
function ladderLine(v: DamageView): string {
  const { odds } = v;
  if (!odds.lethal) {
    const p = odds.effect === null ? 0 : toNumber(odds.effect.probability);
    return `${STATE_LABEL[odds.plan.effect ?? 'stunned']} ${bold(pct(p))} (non-lethal)`;
  }
  const parts: string[] = [];
  for (let k = 1; k < odds.atLeast.length && parts.length < 10; k++) {
    const p = toNumber(odds.atLeast[k] ?? { num: 0n, den: 1n });
    if (k > 1 && p < 0.0005) break;
    parts.push(k === 1 ? `≥1 wound ${bold(pct(p))}` : `≥${k} ${pct(p)}`);
  }
  return joined(parts);
}

function damageRows(title: string, v: DamageView, edition: Edition): string[] {
  const chart = edition.ammo;
  const s = v.odds.states;
  const rows = [
    `__${title}__: ${md(weaponText(v.weapon, chart))} vs ${md(targetText(v.target, chart))}`,
    ladderLine(v),
  ];
  if (v.odds.lethal)
    rows.push(
      // A state the target cannot reach (Wounded at VITA 1) is left out, not "0.0%".
      joined(
        (['unhurt', 'wounded', 'unconscious', 'dead'] as const)
          .filter((k) => k !== 'wounded' || s.wounded.num !== 0n)
          .map((k) => `${k} ${pct(toNumber(s[k]))}`),
      ) + ` · ${toNumber(v.odds.expected).toFixed(2)} wounds per order`,
    );
  return rows;
}

function damageBlocks(d: DamageSection, target = 'the reactive'): DiscordBlock[] {
  const out: DiscordBlock[] = [];
  if (d.active !== null) out.push(lines(...damageRows(`Wounds to ${target}`, d.active, d.edition)));
  if (d.reactive !== null)
    out.push(lines(...damageRows('Wounds to the active', d.reactive, d.edition)));
  return out;
}

const side = (s: Parameters<typeof describeSide>[0], e: Edition): string =>
  md(describeSide(s, plainStyle, e.dice.highSv));

export function ftfOddsDiscord(r: FtfOddsReport): DiscordDoc {
  const s = ftfSummary(r.odds, r.summary);
  return {
    title: sharedName(r.fromData, r.damage) ?? 'Face-to-Face odds',
    blocks: [
      lines(
        `Active: ${side(r.active, r.edition)}`,
        `Reactive: ${side(r.reactive, r.edition)}`,
        joined([
          `${bold(pct(s.active))} active wins`,
          `${pct(s.reactive ?? 0)} ${REACTIVE_WINS[r.answer]}`,
          `${pct(s.none)} nobody`,
        ]),
      ),
      ...damageBlocks(r.damage),
    ],
  };
}

/** "≥1 success 59.2% · ≥2 22.8%": a Normal roll's successes. */
function successLine(odds: NormalOdds): string {
  const parts: string[] = [];
  atLeast(odds).forEach((count, k) => {
    const p = probability(count, odds.total);
    if (k === 0 || (k > 1 && p < 0.0005) || parts.length >= 10) return;
    parts.push(k === 1 ? `${bold(pct(p))} at least one success` : `≥${k} ${pct(p)}`);
  });
  return joined(parts);
}

export function normalOddsDiscord(r: NormalOddsReport): DiscordDoc {
  return {
    title: sharedName(r.fromData, r.damage) ?? 'Normal roll odds',
    blocks: [
      lines(side(r.side, r.edition), successLine(r.odds)),
      ...damageBlocks(r.damage, 'the target'),
    ],
  };
}

export function pairOddsDiscord(r: PairOddsReport): DiscordDoc {
  const rows: string[] = [];
  if (r.templateHits !== null)
    rows.push(
      `Direct Template: ${bold(pct(probability(r.templateHits.count, r.templateHits.total)))} hits`,
    );
  else if (r.active !== null && r.activeOdds !== null)
    rows.push(`Active: ${side(r.active, r.edition)}`, successLine(r.activeOdds));
  if (r.reactive !== null && r.reactiveOdds !== null)
    rows.push(
      `Reactive${r.answer === 'dodge' ? ' (Dodge)' : ''}: ${side(r.reactive, r.edition)}`,
      successLine(r.reactiveOdds),
    );
  return {
    title: r.why === 'berserk' ? 'Two Normal rolls (Berserk)' : 'Direct Template',
    blocks: [lines(...rows), ...damageBlocks(r.damage)],
  };
}

/** A row's short columns in a code block: active, reactive, ≥1 wound, expected wounds. */
function rowCells(sums: readonly RowSummary[]): {
  head: string[];
  get: (s: RowSummary) => string[];
} {
  const ftf = sums.some((s) => s.ftf);
  const wounds = sums.some((s) => s.wounds.active !== null);
  const head = [ftf ? 'active' : 'success'];
  if (ftf) head.push('react.');
  if (wounds) head.push('≥1 wnd', 'down', 'E wnd');
  return {
    head,
    get: (s) => {
      const out = [pct(s.active)];
      if (ftf) out.push(s.reactive === null ? '-' : pct(s.reactive));
      if (wounds) {
        const w = s.wounds.active;
        out.push(
          w === null ? '-' : pct(w.atLeastOne),
          w === null ? '-' : pct(w.down),
          w === null ? '-' : w.expected.toFixed(2),
        );
      }
      return out;
    },
  };
}

/** A code-block table: a label column, then the columns of width 7 each. */
function codeTable(
  label: string,
  values: readonly string[],
  rows: readonly (string[] | null)[],
  head: readonly string[],
): string[] {
  const labelW = Math.min(
    CODE_WIDTH - head.length * 7,
    Math.max(label.length, ...values.map((v) => Array.from(v).length)),
  );
  const line = (l: string, cells: readonly string[]): string =>
    (cell(l, labelW) + cells.map((c) => cell(c, 7, true)).join('')).trimEnd();
  return [
    line(label, head),
    ...values.map((v, i) => {
      const r = rows[i];
      return r === null || r === undefined ? `${cell(v, labelW)}  out of range` : line(v, r);
    }),
  ];
}

export function oddsSweepDiscord(r: OddsSweepReport): DiscordDoc {
  const sums = r.rows.map((row) => (row.report === null ? null : oddsSummary(row.report)));
  const present = sums.filter((s): s is RowSummary => s !== null);
  const [rowsAxis, colsAxis] = r.axes;
  if (rowsAxis !== undefined && colsAxis !== undefined) return gridDiscord(r, sums, present);
  const cols = rowCells(present);
  const name = rowsAxis?.name ?? 'value';
  return {
    title: `Exact odds sweep over ${name}`,
    blocks: [
      code(
        codeTable(
          name,
          r.rows.map((row) => String(row.values[0] ?? '')),
          sums.map((s) => (s === null ? null : cols.get(s))),
          cols.head,
        ),
      ),
    ],
  };
}

/** A grid as code blocks of at most 60 columns: the columns in chunks that fit. */
function gridDiscord(
  r: OddsSweepReport,
  sums: readonly (RowSummary | null)[],
  present: readonly RowSummary[],
): DiscordDoc {
  const [rowsAxis, colsAxis] = r.axes;
  if (rowsAxis === undefined || colsAxis === undefined) throw new Error('a grid has two axes');
  const wounds = present.some((s) => s.wounds.active !== null);
  const ftf = present.some((s) => s.ftf);
  const what = wounds ? 'at least one wound' : ftf ? 'active wins' : 'at least one success';
  const get = (s: RowSummary): number => (wounds ? (s.wounds.active?.atLeastOne ?? 0) : s.active);
  const labelW = Math.max(rowsAxis.name.length, ...rowsAxis.values.map((v) => String(v).length));
  const cellW = Math.max(6, ...colsAxis.values.map((v) => String(v).length + 1));
  const perChunk = Math.max(1, Math.floor((CODE_WIDTH - labelW) / cellW));
  const n = colsAxis.values.length;
  const blocks: DiscordBlock[] = [
    lines(`${what}, in %; rows: ${md(rowsAxis.name)}, columns: ${md(colsAxis.name)}`),
  ];
  for (let from = 0; from < n; from += perChunk) {
    const js = colsAxis.values.slice(from, from + perChunk).map((_, k) => from + k);
    const head =
      cell(rowsAxis.name, labelW) +
      js.map((j) => cell(String(colsAxis.values[j]), cellW, true)).join('');
    const rows = rowsAxis.values.map((v, i) => {
      const cells = js.map((j) => {
        const s = sums[i * n + j];
        return cell(s === null || s === undefined ? '--' : (get(s) * 100).toFixed(1), cellW, true);
      });
      return cell(String(v), labelW) + cells.join('');
    });
    if (from > 0) blocks.push(lines(''));
    blocks.push(code([head, ...rows]));
  }
  return { title: 'Exact odds grid', blocks };
}

/** "**name**: **57.1%** active wins · 34.2% reactive · ≥1 wound 25.8%". */
export function summaryLine(name: string, s: RowSummary): string {
  const parts = [
    s.ftf ? `${bold(pct(s.active))} active wins` : `${bold(pct(s.active))} at least one success`,
  ];
  if (s.ftf && s.reactive !== null)
    parts.push(`${pct(s.reactive)} reactive`, `${pct(s.none)} nobody`);
  const w = s.wounds.active;
  if (w !== null)
    parts.push(
      `≥1 wound ${pct(w.atLeastOne)}`,
      `down ${pct(w.down)}`,
      `${w.expected.toFixed(2)} wounds`,
    );
  return `${bold(md(name))}: ${joined(parts)}`;
}

export function compareDiscord(r: CompareReport): DiscordDoc {
  const n = r.entries.length;
  return {
    title: `Exact odds of ${n} ${n === 1 ? 'matchup' : 'matchups'}`,
    blocks: [lines(...r.entries.map((e) => summaryLine(e.name, oddsSummary(e.report))))],
  };
}

export function engagementOddsDiscord(r: EngagementOddsReport): DiscordDoc {
  const rolls = r.rolls.map((ro, i) => {
    if (ro.type === 'template')
      return `${i + 1}. Direct Template: hits ${bold(pct(probability(ro.hitCount, ro.total)))}`;
    if (ro.type === 'ftf') {
      const s = summarize(ro.odds);
      const p = (c: bigint): string => pct(probability(c, ro.odds.total));
      return `${i + 1}. ${md(ro.plan.active)} vs ${md(ro.plan.reactive)}: ${joined([
        `${bold(p(s.active))} ${md(ro.plan.active)}`,
        `${p(s.reactive)} ${md(ro.plan.reactive)}`,
        `${p(s.none)} nobody`,
      ])}`;
    }
    const who = ro.plan.roller === 'active' ? ro.plan.active : ro.plan.reactive;
    const none = ro.odds.outcomes.find((o) => o.hits + o.crits === 0)?.count ?? 0n;
    return `${i + 1}. ${md(who)}, Normal roll: ${bold(pct(1 - probability(none, ro.odds.total)))} at least one success`;
  });
  const down = new Map(
    (r.damage ?? []).map((d) => [
      d.trooper,
      toNumber(d.states.unconscious) + toNumber(d.states.dead),
    ]),
  );
  const hits = r.chances.map((c) => {
    const d = down.get(c.trooper);
    const hit = `hit ${bold(pct(1 - probability(c.missCount, c.total)))}`;
    return `${md(c.trooper)}: ${d === undefined ? hit : joined([hit, `down ${pct(d)}`])}`;
  });
  return {
    title: `Engagement odds: ${r.plan.active} is active`,
    blocks: [lines(...rolls), lines('__Each trooper__'), lines(...hits)],
  };
}
