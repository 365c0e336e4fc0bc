/**
 * The use-cases of `infcalc turn` (docs/turn.md), pure: start a game from a list, take one
 * action by the names a player types, show the state or its log. The command module keeps
 * the state file (src/cli/turn/store.ts); the library calls these directly.
 */
import type { ArmyList } from '../core/army/schema.js';
import type { Problem } from '../core/army/validate.js';
import { ok, type Result } from '../core/result.js';
import { orUsage } from './failure.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import { act, begin, current, describe, resolveTrooper, type Game } from '../core/turn/game.js';
import type { Command, Note, Refusal } from '../core/turn/types.js';
import {
  spentThisTurn,
  viewLog,
  viewTurn,
  type LogLine,
  type TurnView,
} from '../core/turn/view.js';

/** An action taken: what it was, what follows from it (rules cited), the state after it. */
export interface TurnDoneReport {
  readonly kind: 'turn-done';
  readonly done: string;
  readonly notes: readonly Note[];
  readonly view: TurnView;
  /** Show the whole state (a new Active Turn), not only what is left. */
  readonly whole: boolean;
  readonly edition: Edition;
}

/** An action the rules forbid: the state is unchanged, exit 1. */
export interface TurnRefusedReport {
  readonly kind: 'turn-refused';
  readonly asked: string;
  readonly refusal: Refusal;
  readonly edition: Edition;
}

export interface TurnShowReport {
  readonly kind: 'turn-show';
  readonly view: TurnView;
  /** The orders spent this turn, in order (docs/turn.md). */
  readonly spent: readonly LogLine[];
  readonly edition: Edition;
}

export interface TurnLogReport {
  readonly kind: 'turn-log';
  readonly public: boolean;
  readonly lines: readonly LogLine[];
  readonly edition: Edition;
}

export type TurnReport = TurnDoneReport | TurnRefusedReport | TurnShowReport | TurnLogReport;

/** What a player asks for, trooper by name (`NAME`, `NAME#2`, or its place in the list). */
export type TurnRequest = Exclude<Command, { kind: 'phase' }> | { readonly kind: 'phase' };

/** The first Active Turn of a list: its Tactical Phase counted (docs/rules.md §3 step 1). */
export function startGame(
  list: ArmyList,
  edition: Edition,
  tokens?: number,
  problems: readonly Problem[] = [],
): { game: Game; report: TurnDoneReport } {
  const game = begin(list, edition, tokens);
  const s = current(game);
  // A list with problems is still played as it stands; the player hears of them first.
  const notes: Note[] = problems.map((p) => ({
    rule: '§2.3',
    text: `list problem at ${p.path}: ${p.message}`,
  }));
  if (s.retreat)
    notes.push({ rule: '§2.4', text: 'Retreat!: Loss of Lieutenant, no Impetuous Phase' });
  else if (s.lossOfLieutenant)
    notes.push({ rule: '§2.4', text: 'Loss of Lieutenant: every trooper is Irregular' });
  if (s.phase === 'impetuous')
    notes.push({
      rule: '§3',
      text: 'the Impetuous Phase comes first: spend the Impetuous tokens, or close it with `turn phase orders`',
    });
  return {
    game,
    report: {
      kind: 'turn-done',
      done: 'Active Turn 1: the Tactical Phase is counted',
      notes,
      view: viewTurn(s, { public: false }),
      whole: true,
      edition,
    },
  };
}

function toCommand(g: Game, req: TurnRequest): Result<Command> {
  const s = current(g);
  switch (req.kind) {
    case 'spend': {
      const ref = resolveTrooper(s, req.trooper);
      if (!ref.ok) return ref;
      return ok({
        kind: 'spend',
        trooper: ref.value,
        ...(req.order === undefined ? {} : { order: req.order }),
        ...(req.skills === undefined ? {} : { skills: req.skills }),
        ...(req.group === undefined ? {} : { group: req.group }),
      });
    }
    case 'event':
    case 'token': {
      const ref = resolveTrooper(s, req.trooper);
      if (!ref.ok) return ref;
      return ok({ ...req, trooper: ref.value });
    }
    case 'phase':
      return ok({ kind: 'phase', phase: 'orders' });
    default:
      return ok(req);
  }
}

const asked = (req: TurnRequest): string =>
  req.kind === 'spend'
    ? `spend ${req.order ?? 'an order'} on ${req.trooper}`
    : req.kind === 'event'
      ? `${req.trooper}: ${req.event}`
      : req.kind === 'token'
        ? `Command Token on ${req.trooper}`
        : req.kind === 'phase'
          ? 'Orders Phase'
          : req.kind;

/**
 * One action: a name that matches no trooper is bad input (a UsageError); a rule that
 * forbids the action is a verdict (a `turn-refused` report, `game` null: nothing to save).
 */
export function playTurn(
  g: Game,
  req: TurnRequest,
): { game: Game | null; report: TurnDoneReport | TurnRefusedReport } {
  const r = act(g, orUsage(toCommand(g, req)));
  const ed = editionOfGame(g);
  if (!r.ok)
    return {
      game: null,
      report: { kind: 'turn-refused', asked: asked(req), refusal: r.error, edition: ed },
    };
  const before = current(g);
  return {
    game: r.value.game,
    report: {
      kind: 'turn-done',
      done: describe(r.value.action, before),
      notes: r.value.notes,
      view: viewTurn(current(r.value.game), { public: false }),
      whole: r.value.action.kind === 'next',
      edition: ed,
    },
  };
}

const editionOfGame = (g: Game): Edition => EDITIONS[current(g).edition];

export function showTurn(g: Game, opts: { public: boolean }): TurnShowReport {
  return {
    kind: 'turn-show',
    view: viewTurn(current(g), opts),
    spent: spentThisTurn(g, opts),
    edition: editionOfGame(g),
  };
}

export function turnLog(g: Game, opts: { public: boolean }): TurnLogReport {
  return {
    kind: 'turn-log',
    public: opts.public,
    lines: viewLog(g, opts),
    edition: editionOfGame(g),
  };
}
