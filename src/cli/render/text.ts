/** Text of rolls: sides, dice and results, as every command that rolls shows them. */
import { criticalFaces, D20, sdOf, type DieResult, type Side } from '../../core/roll/dice.js';
import type {
  CancelReason,
  FtfDie,
  FtfRoll,
  FtfSideResult,
  NormalRoll,
  Winner,
} from '../../core/roll/resolve.js';
import type { HighSv } from '../../core/rules/index.js';
import { describeMod } from '../../core/mods/engine.js';
import { shellQuote } from '../shell.js';
import type { Style } from '../style.js';
import { plural, signed } from './format.js';

const RESULT_LABEL = {
  success: 'success',
  crit: 'CRITICAL',
  fail: 'failure',
} as const satisfies Record<DieResult, string>;

export const WINNER_LABEL = {
  active: 'active',
  reactive: 'reactive',
  none: 'nobody',
} as const satisfies Record<Winner, string>;

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
    const list = sv.mods.map(describeMod);
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
  // Dice the spec did not ask for say where they come from (Martial Arts L4: +1 B).
  const from = side.from === undefined ? '' : ` (${side.from.join(', ')})`;
  return `${parts.join(', ')}; ${dice}${sd > 0 ? ` + ${sd} SD` : ''}${from}`;
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
