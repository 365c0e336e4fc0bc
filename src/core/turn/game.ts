/**
 * A game as an append-only log of actions (docs/rules.md §3.1): the state is always the
 * replay of the log, so a saved state can be checked against its log; `undo` is one more
 * entry that takes back the last action still in force, and `redo` one more that brings
 * back the last one taken back, while nothing public was done since: an action the
 * opponent may not read (`privateEntry`) leaves what a redo may bring back as it was,
 * or whether a redo is refused would tell it (the action is then applied again).
 */
import type { ArmyList } from '../army/schema.js';
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import { EDITIONS, type Edition } from '../rules/index.js';
import { apply, refuse, startTurn } from './engine.js';
import type { Action, Applied, Command, Note, OrderKind, Refusal, TurnState } from './types.js';

/** An action taken back by an undo: where it is in the log and the state it had made. */
export interface Taken {
  readonly index: number;
  readonly state: TurnState;
  /** The state the undo left: a redo from it gives back `state` as it was. */
  readonly after: TurnState;
}

export interface Game {
  readonly log: readonly Action[];
  /** The states after each action still in force; the last is the current one. */
  readonly states: readonly TurnState[];
  /** For each state, the index in `log` of the action that made it. */
  readonly made: readonly number[];
  /** For each log entry, the state it was applied to (the start: its own state). */
  readonly seen: readonly TurnState[];
  /** What a redo may bring back, the last taken back last; a public action empties it. */
  readonly taken: readonly Taken[];
}

/** How many actions one game may hold: a bound before the log drives a replay. */
export const MAX_LOG = 5_000;

export const current = (g: Game): TurnState => {
  const s = g.states[g.states.length - 1];
  if (s === undefined) throw new Error('a game always holds its start');
  return s;
};

export function begin(list: ArmyList, edition: Edition, tokens?: number): Game {
  const action: Action = {
    kind: 'start',
    edition: edition.id,
    list,
    ...(tokens === undefined ? {} : { tokens }),
  };
  const state = startTurn(list, edition, tokens);
  return { log: [action], states: [state], made: [0], seen: [state], taken: [] };
}

export interface Done {
  readonly game: Game;
  readonly notes: readonly Note[];
  /** The action as logged. */
  readonly action: Action;
}

/** One command on the game: the new game, or the refusal (the game unchanged). */
export function act(g: Game, action: Command): Result<Done, Refusal> {
  if (g.log.length >= MAX_LOG)
    return err(
      refuse('event-not-applicable', `the log holds ${MAX_LOG} actions: start a new game`),
    );
  if (action.kind === 'undo') return undo(g);
  if (action.kind === 'redo') return redo(g);
  const r: Result<Applied, Refusal> = apply(current(g), action);
  if (!r.ok) return r;
  return ok({
    game: {
      log: [...g.log, r.value.action],
      states: [...g.states, r.value.state],
      made: [...g.made, g.log.length],
      seen: [...g.seen, current(g)],
      taken: privateEntry(r.value.action, current(g)) ? g.taken : [],
    },
    notes: r.value.notes,
    action: r.value.action,
  });
}

/** Take back the last action still in force (never the start). */
export function undo(g: Game): Result<Done, Refusal> {
  const last = g.made[g.made.length - 1];
  const taken = last === undefined ? undefined : g.log[last];
  if (g.states.length <= 1 || last === undefined || taken === undefined)
    return err(refuse('nothing-to-undo', 'nothing to undo: the log holds only the start'));
  const action: Action = { kind: 'undo' };
  return ok({
    game: {
      log: [...g.log, action],
      states: g.states.slice(0, -1),
      made: g.made.slice(0, -1),
      seen: [...g.seen, current(g)],
      taken: [
        ...g.taken,
        { index: last, state: current(g), after: g.states[g.states.length - 2] ?? current(g) },
      ],
    },
    notes: [{ rule: '§3.1', text: `taken back: ${describe(taken, seenBy(g, last))}` }],
    action,
  });
}

/** The state an entry of the log was applied to. */
const seenBy = (g: Game, index: number): TurnState => {
  const s = g.seen[index];
  if (s === undefined) throw new Error(`no log entry ${index}`);
  return s;
};

/** Bring back the last action an undo took back, as it was (nothing was done since). */
export function redo(g: Game): Result<Done, Refusal> {
  const back = g.taken[g.taken.length - 1];
  const again = back === undefined ? undefined : g.log[back.index];
  if (back === undefined || again === undefined)
    return err(
      refuse(
        'nothing-to-redo',
        'nothing to redo: no undo since the last action',
        'redo brings back what undo took back, until another action is taken',
      ),
    );
  const action: Action = { kind: 'redo' };
  const state = broughtBack(back, again, current(g));
  if (!state.ok) return state;
  return ok({
    game: {
      log: [...g.log, action],
      states: [...g.states, state.value],
      made: [...g.made, back.index],
      seen: [...g.seen, current(g)],
      taken: g.taken.slice(0, -1),
    },
    notes: [{ rule: '§3.1', text: `brought back: ${describe(again, seenBy(g, back.index))}` }],
    action,
  });
}

/**
 * The state a redo gives: the one the action had made, when nothing was done since the
 * undo; after private actions only, the action applied again to the state they left.
 */
function broughtBack(back: Taken, again: Action, now: TurnState): Result<TurnState, Refusal> {
  if (now === back.after) return ok(back.state);
  const r = apply(now, commandOf(again));
  return r.ok ? ok(r.value.state) : r;
}

/** A logged action as the command that makes it again (a spend with the kind it used). */
function commandOf(action: Action): Command {
  if (action.kind === 'spend')
    return {
      kind: 'spend',
      trooper: action.trooper,
      order: action.order,
      ...(action.skills === undefined ? {} : { skills: action.skills }),
      ...(action.group === undefined ? {} : { group: action.group }),
    };
  return action as Command;
}

/**
 * Whether the opponent may not read a log entry (docs/rules.md §2.1, §2.2): anything done
 * by or to a trooper not on the table, bar its arrival and the pool order it took (the
 * pool is public); appointing a new Lieutenant. The public view leaves these out.
 */
export function privateEntry(a: Action, before: TurnState): boolean {
  if (a.kind === 'event' && a.event === 'lieutenant') return true;
  const t = 'trooper' in a ? before.troopers.find((x) => x.ref === a.trooper) : undefined;
  if (t === undefined || t.deployment === 'table') return false;
  const arrives =
    (a.kind === 'event' && (a.event === 'placed' || a.event === 'revealed')) ||
    (a.kind === 'spend' && a.order === 'own' && t.deployment === 'hidden');
  return !arrives && !(a.kind === 'spend' && a.order === 'pool');
}

export interface ReplayError {
  /** 0-based index of the action that failed. */
  readonly index: number;
  readonly message: string;
}

/** Rebuild a game from its log, checking every action against the rules again (linear). */
export function replay(log: readonly Action[]): Result<Game, ReplayError> {
  const [first, ...rest] = log;
  if (first?.kind !== 'start')
    return err({ index: 0, message: 'the log does not begin with a start' });
  if (log.length > MAX_LOG) return err({ index: MAX_LOG, message: `more than ${MAX_LOG} actions` });
  const start = begin(first.list, EDITIONS[first.edition], first.tokens);
  const out: Action[] = [...start.log];
  const states: TurnState[] = [...start.states];
  const made: number[] = [0];
  const seen: TurnState[] = [...start.seen];
  let taken: Taken[] = [];
  for (const [i, action] of rest.entries()) {
    const index = i + 1;
    if (action.kind === 'start') return err({ index, message: 'a second start' });
    if (action.kind === 'undo') {
      const top = states.pop();
      const by = made.pop();
      const after = states[states.length - 1];
      if (top === undefined || by === undefined || after === undefined)
        return err({ index, message: 'nothing to undo' });
      seen.push(top);
      taken.push({ index: by, state: top, after });
      out.push(action);
      continue;
    }
    if (action.kind === 'redo') {
      const back = taken.pop();
      const now = states[states.length - 1];
      const again = back === undefined ? undefined : out[back.index];
      if (back === undefined || now === undefined || again === undefined)
        return err({ index, message: 'nothing to redo' });
      const state = broughtBack(back, again, now);
      if (!state.ok) return err({ index, message: state.error.message });
      seen.push(now);
      states.push(state.value);
      made.push(back.index);
      out.push(action);
      continue;
    }
    // A spend is replayed with the kind it used, whether the player named it or not.
    const command = commandOf(action);
    const before = states[states.length - 1];
    if (before === undefined) return err({ index, message: 'no state' });
    if (!before.troopers.some((t) => !('trooper' in action) || t.ref === action.trooper))
      return err({ index, message: 'it names no trooper of the list' });
    const r = apply(before, command);
    if (!r.ok) return err({ index, message: r.error.message });
    const logged: Action =
      r.value.action.kind === 'spend' && action.kind === 'spend'
        ? { ...r.value.action, defaulted: action.defaulted }
        : r.value.action;
    // Both written by this engine, in the same key order.
    if (JSON.stringify(logged) !== JSON.stringify(action))
      return err({ index, message: 'the action is not recorded as the rules apply it' });
    out.push(action);
    seen.push(before);
    states.push(r.value.state);
    made.push(index);
    if (!privateEntry(action, before)) taken = [];
  }
  return ok({ log: out, states, made, seen, taken });
}

/** Which log entries are in force (not taken back by an undo). */
export function inForce(g: Game): ReadonlySet<number> {
  return new Set(g.made);
}

/** An order kind as the log names it. */
export const ORDER_NAMES = {
  pool: 'pool order',
  own: 'own order',
  lieutenant: 'Lieutenant order',
  tactical: 'Tactical Order',
  impetuous: 'Impetuous token',
} as const satisfies Record<OrderKind, string>;

/** An action in words, with the trooper's name. */
export function describe(a: Action, s: TurnState): string {
  const name = (ref: string): string => s.troopers.find((t) => t.ref === ref)?.name ?? ref;
  switch (a.kind) {
    case 'start':
      return 'start: Active Turn 1';
    case 'spend':
      return `${name(a.trooper)}: ${ORDER_NAMES[a.order]}${a.defaulted ? ' (the default)' : ''}${a.skills === undefined ? '' : `, ${a.skills}`}`;
    case 'event':
      return `${name(a.trooper)}: ${a.event}`;
    case 'token':
      return `Command Token on ${name(a.trooper)}`;
    case 'phase':
      return 'Orders Phase';
    case 'end':
      return 'end of the turn';
    case 'next':
      return 'next Active Turn';
    case 'undo':
      return 'undo';
    case 'redo':
      return 'redo';
  }
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A trooper named on the command line: its name (any case), `NAME#n` for the n-th trooper of
 * that name in list order, or its place `groups[0].troopers[3]`.
 */
export function resolveTrooper(s: TurnState, text: string): Result<string> {
  if (s.troopers.some((t) => t.ref === text.trim())) return ok(text.trim());
  const hash = /^(.*)#(\d{1,3})$/.exec(text.trim());
  const wanted = norm(hash?.[1] ?? text);
  const same = s.troopers.filter((t) => norm(t.name) === wanted);
  if (hash !== null) {
    const n = Number(hash[2]);
    const t = same[n - 1];
    if (t !== undefined) return ok(t.ref);
    return err(
      inputError(
        `no trooper "${text}": ${same.length} trooper${same.length === 1 ? ' is' : 's are'} called "${hash[1] ?? ''}"`,
      ),
    );
  }
  const [only, ...more] = same;
  if (only !== undefined && more.length === 0) return ok(only.ref);
  if (only !== undefined) {
    const choices = same.map((t, i) => `${t.name}#${i + 1} (group ${t.group})`).join(', ');
    return err(
      inputError(`"${text}" names ${same.length} troopers`, undefined, `write one of: ${choices}`),
    );
  }
  const hint = didYouMean(
    text,
    s.troopers.map((t) => t.name),
  );
  return err(inputError(`no trooper called "${text}" in the list`, undefined, hint));
}
