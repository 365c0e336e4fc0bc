/** Text renderer: results in, strings out. Colour comes in as a Style; no I/O here. */
import {
  criticalFaces,
  D20,
  diceRolled,
  sdOf,
  type DieResult,
  type Side,
} from '../../core/roll/dice.js';
import { atLeast, ftfAtLeast, probability } from '../../core/roll/odds.js';
import type {
  CancelReason,
  FtfDie,
  FtfRoll,
  FtfSideResult,
  NormalRoll,
  Winner,
} from '../../core/roll/resolve.js';
import type { FtfOddsReport, NormalOddsReport } from '../commands/odds.js';
import type { FtfReport, NormalReport } from '../commands/roll.js';
import type { Report } from '../report.js';
import { shellQuote } from '../shell.js';
import type { Style } from '../style.js';
import { renderOrders, renderValidation } from './army-text.js';
import { damageLines, saveLines } from './damage-text.js';
import { EDITIONLESS, renderJson } from './json.js';
import { reportNotes } from './notes.js';
import { WIDTH, wrap } from './wrap.js';
import type { Edition, HighSv } from '../../core/rules/index.js';
import { armyListJson, renderArmyDecode } from './army-code.js';
import { renderScgbMove } from './scgb.js';
import { renderSimulation } from './simulate.js';
import { renderCompare, renderOddsSweep } from './sweep-text.js';
import {
  renderEngagement,
  renderEngagementOdds,
  renderOrderCheck,
  renderOrderSequence,
} from './order-text.js';

const RESULT_LABEL = {
  success: 'success',
  crit: 'CRITICAL',
  fail: 'failure',
} as const satisfies Record<DieResult, string>;

const WINNER_LABEL = {
  active: 'active',
  reactive: 'reactive',
  none: 'nobody',
} as const satisfies Record<Winner, string>;

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/** "20^4 = 160000 rolls"; past 20 digits the number itself says little: "20^40 rolls". */
function rollCount(dice: number, total: bigint): string {
  const digits = total.toString();
  return digits.length > 20
    ? `20^${dice} rolls (a ${digits.length}-digit number)`
    : `20^${dice} = ${digits} rolls`;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.00005) return '<0.01%';
  if (p < 1 && p > 0.99995) return '>99.99%';
  return `${(p * 100).toFixed(2)}%`;
}

/** A bar of eighth blocks, `width` cells for p = 1. */
export function bar(p: number, width = 30): string {
  const eighths = Math.round(p * width * 8);
  const full = Math.floor(eighths / 8);
  const part = eighths % 8;
  return '█'.repeat(full) + (part > 0 ? (' ▏▎▍▌▋▊▉'[part] ?? '') : '');
}

/** "1-3, 20": faces as ranges. */
export function faceRanges(faces: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < faces.length;) {
    let j = i;
    while (j + 1 < faces.length && faces[j + 1] === (faces[j] ?? 0) + 1) j++;
    parts.push(j === i ? `${faces[i]}` : `${faces[i]}-${faces[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * "12, MODs +3 range -6 cover: sum -3 → SV 9" with the cap made visible. Above SV 20
 * the edition's rule (docs/rules.md §1.2, §7.1) and, given them, the critical faces.
 */
export function describeSide(
  side: Side,
  st: Style,
  highSv: HighSv = 'add-excess',
  rules?: { critFaces?: readonly number[] },
): string {
  const { sv } = side;
  const parts = [`attribute ${sv.attribute}`];
  if (sv.mods.length > 0) {
    const list = sv.mods.map((m) =>
      m.label === null ? signed(m.value) : `${signed(m.value)} ${m.label}`,
    );
    parts.push(`MODs ${list.join(', ')}`);
    parts.push(
      sv.capped
        ? st.warn(`sum ${signed(sv.sum)} capped to ${signed(sv.applied)} (MOD cap ±12)`)
        : `sum ${signed(sv.sum)}`,
    );
  }
  let svText = `SV ${sv.sv}`;
  if (sv.sv < 1) svText += ' (automatic failure)';
  const faces = rules?.critFaces ?? criticalFaces(sv.sv, highSv);
  if (sv.sv > D20) {
    svText +=
      highSv === 'add-excess'
        ? ` (+${sv.sv - D20} on every die, criticals ${faceRanges(faces)})`
        : ` (criticals ${faceRanges(faces)})`;
  }
  parts.push(st.bold(svText));
  const dice = side.burst === 1 ? '1 die' : `${side.burst} dice`;
  const sd = sdOf(side);
  return `${parts.join(', ')}; ${dice}${sd > 0 ? ` + ${sd} SD` : ''}`;
}

function dieText(
  d: { roll: number; value: number; result: DieResult; discarded?: boolean },
  st: Style,
): string {
  const value = d.value === d.roll ? String(d.roll) : `${d.roll}→${d.value}`;
  // A Special Die's discard (docs/rules.md §7.1): shown, but it takes no part.
  if (d.discarded === true)
    return `${value.padStart(5)}  ${st.dim(`discarded (${d.result === 'crit' ? 'critical' : d.result === 'fail' ? 'failure' : 'success'})`)}`;
  const label = RESULT_LABEL[d.result];
  const coloured =
    d.result === 'crit'
      ? st.good(st.bold(label))
      : d.result === 'success'
        ? st.good(label)
        : st.dim(label);
  return `${value.padStart(5)}  ${coloured}`;
}

export const seedLine = (seed: string | null, st: Style): string =>
  seed === null
    ? st.dim('dice typed in')
    : st.dim(`seed ${seed} (replay with --seed ${shellQuote(seed)})`);

export function tally(hits: number, crits: number): string {
  if (hits + crits === 0) return 'no success';
  const parts: string[] = [];
  if (hits > 0) parts.push(plural(hits, 'hit'));
  if (crits > 0) parts.push(plural(crits, 'critical'));
  return parts.join(' and ');
}

/** A Normal roll's side and dice, indented by `pad`. */
export function normalLines(roll: NormalRoll, st: Style, pad = '  '): string[] {
  const lines = [`${pad}${describeSide(roll.side, st, roll.highSv, roll)}`];
  if (roll.autoFail) lines.push(`${pad}${st.bad('automatic failure: SV below 1, no dice rolled')}`);
  else lines.push(...roll.dice.map((d) => `${pad}${dieText(d, st)}`));
  return lines;
}

function renderNormal(r: NormalReport, st: Style): string {
  const { roll } = r;
  const lines = [st.bold('Normal roll'), ...normalLines(roll, st)];
  lines.push(`Result: ${st.bold(tally(roll.hits, roll.crits))}`);
  if (r.saves) lines.push('', ...saveLines(r.saves, st));
  lines.push(seedLine(r.seed, st));
  return lines.join('\n') + '\n';
}

/** Why a die was cancelled, naming the opponent's die that did it (docs/rules.md §1.4). */
const REASON_TEXT = {
  'both-crit': (opp, by) => `both sides rolled criticals (${opp}'s ${by.value})`,
  crit: (opp, by) => `${opp}'s critical ${by.value} cancels every success`,
  higher: (opp, by) => `${opp}'s ${by.value} is higher`,
  tie: (opp, by) => `ties ${opp}'s ${by.value}`,
} as const satisfies Record<CancelReason, (opponent: string, by: FtfDie) => string>;

function fate(d: FtfDie, opponent: string, opp: readonly FtfDie[], st: Style): string {
  if (d.result === 'fail' || d.discarded) return '';
  if (d.cancelledBy === null) return st.good('stands');
  const by = opp[d.cancelledBy.die];
  const why =
    by === undefined ? d.cancelledBy.reason : REASON_TEXT[d.cancelledBy.reason](opponent, by);
  return st.bad(`cancelled: ${why}`);
}

function ftfSide(
  name: string,
  s: FtfSideResult,
  opponent: string,
  opp: FtfSideResult,
  st: Style,
  pad: string,
): string[] {
  const lines = [`${pad}${st.bold(name)}: ${describeSide(s.side, st, s.highSv, s)}`];
  if (s.autoFail) lines.push(`${pad}  ${st.bad('automatic failure: SV below 1, no dice rolled')}`);
  for (const d of s.dice) {
    const f = fate(d, opponent, opp.dice, st);
    lines.push(`${pad}  ${dieText(d, st)}${f === '' ? '' : `  ${f}`}`.trimEnd());
  }
  return lines;
}

/** Both sides of a Face-to-Face roll and its result; `names` label the sides. */
export function ftfLines(
  roll: FtfRoll,
  st: Style,
  names: { active: string; reactive: string } = WINNER_LABEL,
  pad = '',
): string[] {
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  return [
    ...ftfSide(cap(names.active), roll.active, names.reactive, roll.reactive, st, pad),
    ...ftfSide(cap(names.reactive), roll.reactive, names.active, roll.active, st, pad),
    ftfResultLine(roll, st, names, pad),
  ];
}

/** "Result: … wins with …", or that nobody wins. */
export function ftfResultLine(
  roll: FtfRoll,
  st: Style,
  names: { active: string; reactive: string } = WINNER_LABEL,
  pad = '',
): string {
  if (roll.winner === 'none') {
    return `${pad}Result: ${st.bold('nobody wins')} (the order is still spent)`;
  }
  const w = roll.winner === 'active' ? roll.active : roll.reactive;
  return `${pad}Result: ${st.bold(`${names[roll.winner]} wins`)} with ${st.bold(tally(w.hits, w.crits))}`;
}

function renderFtf(r: FtfReport, st: Style): string {
  const saves = r.saves ? ['', ...saveLines(r.saves, st)] : [];
  return (
    [st.bold('Face-to-Face roll'), ...ftfLines(r.roll, st), ...saves, seedLine(r.seed, st)].join(
      '\n',
    ) + '\n'
  );
}

function renderNormalOdds(r: NormalOddsReport, st: Style): string {
  const { odds } = r;
  const lines = [
    st.bold('Normal roll odds'),
    `  ${describeSide(r.side, st, r.edition.dice.highSv)}`,
    st.dim(`  exact counts over ${rollCount(sdOf(odds.roller) + odds.roller.burst, odds.total)}`),
  ];
  if (r.cumulative) {
    lines.push('', '  successes      probability');
    atLeast(odds).forEach((count, k) => {
      if (k === 0) return;
      const p = probability(count, odds.total);
      lines.push(`  ${`${k} or more`.padEnd(12)} ${percent(p).padStart(8)}  ${st.accent(bar(p))}`);
    });
  } else {
    lines.push('', '  hits  crits  probability');
    for (const o of odds.outcomes) {
      const p = probability(o.count, odds.total);
      lines.push(
        `  ${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(p).padStart(10)}  ${st.accent(bar(p))}`,
      );
    }
  }
  const { damage } = r;
  if (damage.active !== null)
    lines.push(
      '',
      ...damageLines('Damage to the target', damage.active, damage.edition, r.cumulative, st),
    );
  return lines.join('\n') + '\n';
}

function renderFtfOdds(r: FtfOddsReport, st: Style): string {
  const { odds, summary } = r;
  const p = (c: bigint): number => probability(c, odds.total);
  const lines = [
    st.bold('Face-to-Face odds'),
    `  Active:   ${describeSide(r.active, st, r.edition.dice.highSv)}`,
    `  Reactive: ${describeSide(r.reactive, st, r.edition.dice.highSv)}`,
    st.dim(
      `  exact counts over ${rollCount(diceRolled(odds.active) + diceRolled(odds.reactive), odds.total)}`,
    ),
    '',
  ];
  const row = (label: string, c: bigint, paint: (s: string) => string): string =>
    `  ${label.padEnd(14)} ${percent(p(c)).padStart(8)}  ${paint(bar(p(c)))}`;
  lines.push(row('Active wins', summary.active, st.good));
  lines.push(row('Reactive wins', summary.reactive, st.bad));
  lines.push(row('Nobody', summary.none, st.dim));
  lines.push(
    st.dim(
      `  expected successes standing: active ${p(summary.expectedActive).toFixed(3)}, reactive ${p(summary.expectedReactive).toFixed(3)}`,
    ),
    '',
  );
  if (r.cumulative) {
    lines.push('  winner     successes    probability');
    for (const row of ftfAtLeast(odds)) {
      const q = p(row.count);
      lines.push(
        `  ${row.winner.padEnd(9)}  ${`${row.atLeast} or more`.padEnd(10)}  ${percent(q).padStart(10)}  ${st.accent(bar(q))}`,
      );
    }
  } else {
    lines.push('  winner    hits  crits  probability');
    for (const o of odds.outcomes) {
      const label = WINNER_LABEL[o.winner];
      lines.push(
        `  ${label.padEnd(8)}  ${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(p(o.count)).padStart(10)}  ${st.accent(bar(p(o.count)))}`,
      );
    }
  }
  const { damage } = r;
  for (const [view, title] of [
    [damage.active, 'Damage by the active trooper (to the reactive)'],
    [damage.reactive, 'Damage by the reactive trooper (to the active)'],
  ] as const) {
    if (view !== null)
      lines.push('', ...damageLines(title, view, damage.edition, r.cumulative, st));
  }
  return lines.join('\n') + '\n';
}

/** Visible width of a line, colour codes aside. */
// eslint-disable-next-line no-control-regex
const visible = (line: string): number => line.replace(/\u001b\[[0-9;]*m/g, '').length;

/**
 * The edition in the text header (docs/rules.md §7): " (N5 rules)" after the first line,
 * or a line of its own when that would pass 80 columns. Done here for every report, so
 * commands added later get it too; JSON formats and StarCraft are left alone.
 */
function withEdition(text: string, report: Report, edition: Edition | null, st: Style): string {
  if (edition === null || EDITIONLESS.has(report.kind)) return text;
  const tag = `${edition.name} rules`;
  const nl = text.indexOf('\n');
  const first = nl === -1 ? text : text.slice(0, nl);
  if (visible(first) + tag.length + 3 <= WIDTH)
    return `${first} ${st.dim(`(${tag})`)}${nl === -1 ? '' : text.slice(nl)}`;
  return `${st.dim(tag)}\n${text}`;
}

export function renderText(report: Report, st: Style, edition: Edition | null = null): string {
  return withEdition(renderBody(report, st) + noteLines(report, st), report, edition, st);
}

/** `note: …` lines under the result, wrapped to 80 columns (the same notes as JSON `notes`). */
function noteLines(report: Report, st: Style): string {
  return reportNotes(report)
    .flatMap((n) => wrap(n, 'note: ', '  '))
    .map((l) => st.dim(l) + '\n')
    .join('');
}

function renderBody(report: Report, st: Style): string {
  switch (report.kind) {
    case 'normal':
      return renderNormal(report, st);
    case 'ftf':
      return renderFtf(report, st);
    case 'normal-odds':
      return renderNormalOdds(report, st);
    case 'ftf-odds':
      return renderFtfOdds(report, st);
    case 'orders':
      return renderOrders(report, st);
    case 'validation':
      return renderValidation(report, st);
    case 'order-check':
      return renderOrderCheck(report, st);
    case 'order-sequence':
      return renderOrderSequence(report, st);
    case 'engagement':
      return renderEngagement(report, st);
    case 'engagement-odds':
      return renderEngagementOdds(report, st);
    case 'scgb-move':
      return renderScgbMove(report, st);
    case 'simulation':
      return renderSimulation(report, st);
    case 'army-decode':
      return renderArmyDecode(report, st);
    case 'save':
      return [...saveLines(report.saves, st), seedLine(report.seed, st)].join('\n') + '\n';
    case 'odds-sweep':
      return renderOddsSweep(report, st);
    case 'compare':
      return renderCompare(report, st);
    // Machine formats whatever the flags say: a schema and an army list are JSON by nature.
    case 'army-list':
      return armyListJson(report);
    case 'schema':
      return renderJson(report);
  }
}
