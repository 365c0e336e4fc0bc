/** Text and JSON for `infcalc turn` (docs/turn.md): what was done, what is left, the log. */
import type {
  TurnDoneReport,
  TurnLogReport,
  TurnRefusedReport,
  TurnShowReport,
} from '../../../app/turn.js';
import type { LostOrders, Note, Phase, Refusal, TurnStep } from '../../../core/turn/types.js';
import type { TrooperView, TurnView } from '../../../core/turn/view.js';
import { wrap } from '../../render/wrap.js';
import type { Style } from '../../style.js';
import { displayWidth, padDisplay } from '../../render/width.js';

export const PHASE = {
  impetuous: 'Impetuous Phase',
  orders: 'Orders Phase',
  ended: 'turn ended',
} as const satisfies Record<Phase, string>;

export const LOST_WHY = {
  'end-of-turn': 'end of the turn',
  'lieutenant-isolated': 'the Lieutenant became Isolated',
  'impetuous-phase-over': 'the Impetuous Phase is over',
  revealed: 'revealed',
} as const satisfies Record<LostOrders['why'], string>;

export const LOST_ORDER = {
  pool: 'pool',
  own: 'own',
  lieutenant: 'Lieutenant',
  tactical: 'Tactical',
  impetuous: 'Impetuous',
  hidden: 'Hidden Deployment',
} as const satisfies Record<LostOrders['order'], string>;

/** The command of each step the turn points to (the core gives codes, docs/development.md). */
const STEP_WORDS = {
  'next-turn': 'infcalc turn next',
  'orders-phase': 'infcalc turn phase orders (the unused Impetuous tokens are lost)',
  'end-turn': 'infcalc turn end',
  'appoint-lieutenant': 'infcalc turn event NAME lieutenant',
} as const satisfies Record<TurnStep, string>;

const noteText = (n: Note): string =>
  n.next === undefined ? n.text : `${n.text} (${STEP_WORDS[n.next]})`;

/** A refusal's hint and its next step, as one line. */
const refusalHint = (f: Refusal): string | undefined =>
  f.next === undefined ? f.hint : [f.hint, `run: ${STEP_WORDS[f.next]}`].filter(Boolean).join('; ');

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** What has happened to a trooper (its activations apart), in a few words each. */
export function trooperStates(t: TrooperView): string[] {
  const state: string[] = [];
  if (t.peripheral) state.push('peripheral');
  if (t.state !== 'normal') state.push(t.state);
  if (t.isolated) state.push('Isolated');
  if (t.deployment === 'hidden') state.push('Hidden Deployment');
  if (t.deployment === 'off-table') state.push('not on the table');
  if (t.placed) state.push('placed this turn');
  return state;
}

/** What a trooper holds and what has happened to it, in a few words. */
function trooperText(t: TrooperView): string {
  const o = t.orders;
  const parts: string[] = [];
  if (o.own > 0) parts.push(`${o.own} own`);
  if (o.awareness > 0) parts.push(`${o.awareness} own (Tactical Awareness)`);
  if (o.tactical > 0) parts.push(plural(o.tactical, 'Tactical Order'));
  if (o.tacticalNco > 0) parts.push(`${plural(o.tacticalNco, 'Tactical Order')} (NCO)`);
  if (o.lieutenant > 0) parts.push(plural(o.lieutenant, 'Lieutenant order'));
  if (o.hidden > 0) parts.push('1 hidden (only to place itself)');
  if (o.impetuous > 0) parts.push('1 Impetuous token');
  const state = trooperStates(t);
  if (t.activations > 0) state.push(plural(t.activations, 'activation'));
  const held = parts.length === 0 ? '-' : parts.join(' + ');
  return state.length === 0 ? held : `${held}  [${state.join(', ')}]`;
}

export function leftLine(v: TurnView): string {
  const l = v.left;
  const parts = [
    `${l.pool} pool`,
    ...(l.own > 0 ? [`${l.own} own`] : []),
    ...(l.tactical > 0 ? [`${l.tactical} Tactical`] : []),
    ...(l.lieutenant > 0 ? [`${l.lieutenant} Lieutenant`] : []),
    ...(l.hidden > 0 ? [`${l.hidden} hidden`] : []),
    ...(l.impetuous > 0 ? [plural(l.impetuous, 'Impetuous token')] : []),
  ];
  return `Left: ${parts.join(', ')} · Command Tokens: ${v.commandTokens}`;
}

/** The state's first line: the turn, its phase, Retreat! or Loss of Lieutenant, the view. */
export function stateHead(v: TurnView, st: Style): string {
  const flags = [
    ...(v.retreat ? [st.bad('RETREAT!')] : []),
    ...(v.lossOfLieutenant && !v.retreat ? [st.warn('LOSS OF LIEUTENANT')] : []),
  ];
  return (
    st.bold(`Active Turn ${v.turn}: ${PHASE[v.phase]}`) +
    (flags.length > 0 ? ` · ${flags.join(' · ')}` : '') +
    (v.public ? ' (public view)' : '')
  );
}

/** The whole state: header, each group's pool and troopers, what is left and lost. */
export function stateText(v: TurnView, st: Style): string {
  const lines: string[] = [stateHead(v, st)];
  if (v.lieutenant !== null) lines.push(`Lieutenant: ${v.lieutenant}`);
  if (v.appointed !== null) lines.push(`New Lieutenant (next turn): ${v.appointed}`);
  for (const g of v.groups) {
    const name = g.name === null ? '' : ` "${g.name}"`;
    const added = g.tokens > 0 ? ` (${g.tokens} by Command Token)` : '';
    lines.push(
      `  Combat Group ${g.index}${name}: pool ${g.pool} of ${g.counted + g.tokens}${added}`,
    );
    const ts = v.troopers.filter((t) => t.group === g.index);
    const w = Math.max(0, ...ts.map((t) => displayWidth(t.name)));
    for (const t of ts) lines.push(`    ${padDisplay(t.name, w)}  ${trooperText(t)}`);
  }
  lines.push(leftLine(v));
  if (v.lost.length > 0) {
    const lost = v.lost.map(
      (l) =>
        `${l.count} ${LOST_ORDER[l.order]}${l.trooper === null ? (l.group === null ? '' : ` (group ${l.group})`) : ` (${l.trooper})`}: ${LOST_WHY[l.why]}`,
    );
    lines.push(...wrap(`Lost: ${lost.join('; ')}`, '', '  '));
  }
  return lines.join('\n') + '\n';
}

export function doneText(r: TurnDoneReport, st: Style): string {
  const lines = [st.good(`Done: ${r.done}`)];
  for (const n of r.notes) lines.push(...wrap(`${noteText(n)} (${n.rule})`, '  ', '    '));
  return lines.join('\n') + '\n' + (r.whole ? stateText(r.view, st) : leftLine(r.view) + '\n');
}

export function refusedText(r: TurnRefusedReport, st: Style): string {
  const f = r.refusal;
  return (
    [
      st.bad(`Refused: ${r.asked}`),
      `  ${f.message} (docs/rules.md ${f.rule})`,
      ...(refusalHint(f) === undefined ? [] : [`  ${refusalHint(f) ?? ''}`]),
      '  The state is unchanged.',
    ].join('\n') + '\n'
  );
}

export const spentHead = (r: TurnShowReport): string =>
  `Spent this turn: ${plural(r.spent.length, 'order')}`;

export function showText(r: TurnShowReport, st: Style): string {
  if (r.spent.length === 0) return stateText(r.view, st);
  const w = String(r.spent[r.spent.length - 1]?.index ?? 0).length;
  const lines = r.spent.map((l) => `  ${String(l.index).padStart(w)}  ${l.text}`);
  return `${stateText(r.view, st)}${spentHead(r)}\n${lines.join('\n')}\n`;
}

/** The log's first line: how many entries it shows, how many undone, whose view. */
export function logHead(r: TurnLogReport): string {
  const undone = r.lines.filter((l) => l.undone).length;
  return `Log: ${plural(r.lines.length, 'action')}${undone > 0 ? ` (${undone} undone)` : ''}${r.public ? ', public view' : ''}`;
}

export function logText(r: TurnLogReport, st: Style): string {
  const head = logHead(r);
  const w = String(r.lines[r.lines.length - 1]?.index ?? 0).length;
  const lines = r.lines.map((l) => {
    const line = `${String(l.index).padStart(w)}  turn ${l.turn}  ${l.text}`;
    return l.undone ? st.dim(`${line}  (undone)`) : line;
  });
  return [head, ...lines].join('\n') + '\n';
}

export const doneJson = (r: TurnDoneReport): unknown => ({
  done: r.done,
  notes: r.notes.map((n) => ({ rule: n.rule, text: noteText(n) })),
  state: r.view,
});

export const refusedJson = (r: TurnRefusedReport): unknown => ({
  refused: r.asked,
  code: r.refusal.code,
  rule: r.refusal.rule,
  reason: r.refusal.message,
  ...(refusalHint(r.refusal) === undefined ? {} : { hint: refusalHint(r.refusal) }),
});

export const showJson = (r: TurnShowReport): unknown => ({
  ...r.view,
  spent: r.spent.map((l) => ({ index: l.index, text: l.text })),
});

export const logJson = (r: TurnLogReport): unknown => ({ public: r.public, log: r.lines });
