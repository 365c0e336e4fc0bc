/**
 * A Player Turn, order by order (docs/rules.md §3, §3.1): the state the Tactical Phase leaves,
 * the actions a player takes during the turn, and why an action is refused.
 */
import type { ArmyList, Deployment, Training, TrooperState } from '../army/schema.js';
import type { LossOfLieutenantReason } from '../army/tactical.js';
import type { EditionId } from '../rules/index.js';

/** Where an order comes from (docs/rules.md §2.1, §7.3). */
export const ORDER_KINDS = ['pool', 'own', 'lieutenant', 'tactical', 'impetuous'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** What can happen to a trooper during a turn (docs/rules.md §2.2, §3.1). */
export const EVENTS = [
  'isolated',
  'unconscious',
  'dead',
  'sepsitorized',
  'possessed',
  'embryo',
  'disconnected',
  'immobilized-a',
  'immobilized-b',
  'stunned',
  'normal',
  'placed',
  'revealed',
  'lieutenant',
] as const;
export type TurnEvent = (typeof EVENTS)[number];

/** The phases of a Player Turn after the Tactical Phase (docs/rules.md §3). */
export type Phase = 'impetuous' | 'orders' | 'ended';

/**
 * One entry of the append-only log. A trooper is named by its place in the list
 * (`groups[0].troopers[3]`): names may repeat, places do not.
 */
export type Action =
  | {
      readonly kind: 'start';
      readonly edition: EditionId;
      readonly list: ArmyList;
      /** Command Tokens left in the game, when the game is already under way. */
      readonly tokens?: number;
    }
  | {
      readonly kind: 'spend';
      readonly trooper: string;
      readonly order: OrderKind;
      /** The player did not name the order: the default choice (docs/rules.md §3.1) was used. */
      readonly defaulted: boolean;
      readonly skills?: string;
      /** The pool the player asked for, when named (1-based group). */
      readonly group?: number;
    }
  | { readonly kind: 'event'; readonly trooper: string; readonly event: TurnEvent }
  | { readonly kind: 'token'; readonly trooper: string }
  | { readonly kind: 'phase'; readonly phase: 'orders' }
  | { readonly kind: 'end' }
  | { readonly kind: 'next' }
  | { readonly kind: 'undo' }
  /** Takes back the last undo, while nothing else was done since. */
  | { readonly kind: 'redo' };

/** What a player asks for: a spend may leave the order kind to the default (§3.1). */
export type Command =
  | Exclude<Action, { kind: 'start' } | { kind: 'spend' }>
  | {
      readonly kind: 'spend';
      readonly trooper: string;
      readonly order?: OrderKind;
      readonly skills?: string;
      readonly group?: number;
    };

/** One trooper during the turn: its orders left and what has happened to it. */
export interface TurnTrooper {
  /** Its place in the list, e.g. groups[0].troopers[3]. */
  readonly ref: string;
  readonly name: string;
  /** 1-based Combat Group. */
  readonly group: number;
  readonly peripheral: boolean;
  readonly training: Training;
  /** Its state now (a Null state, Immobilized, ...); Isolation is kept apart. */
  readonly state: TrooperState;
  readonly isolated: boolean;
  readonly deployment: Deployment;
  /** Placed on the table during this turn: counts from the next Active Turn (§2.2). */
  readonly placed: boolean;
  readonly nco: boolean;
  /** NCO: may spend a Lieutenant order (N4 as a Regular order, §2.1; N5 as its Tactical Order, §7.3). */
  readonly ncoAccess: boolean;
  /** Orders left, by kind. */
  readonly orders: TrooperOrders;
  /** Orders spent on it this turn (activations, Impetuous tokens included). */
  readonly activations: number;
}

export interface TrooperOrders {
  /** Its own Irregular order (Irregular training, Isolated, Loss of Lieutenant). */
  readonly own: number;
  /** N4 Tactical Awareness: one more Irregular order, which a Command Token cannot convert. */
  readonly awareness: number;
  /** N5 Tactical Orders from Tactical Awareness (§7.3). */
  readonly tactical: number;
  /** N5 Tactical Orders an NCO made of the Lieutenant's orders (§7.3): not while Isolated. */
  readonly tacticalNco: number;
  /** Lieutenant orders (the acting Lieutenant's). */
  readonly lieutenant: number;
  /** The Hidden Deployment trooper's own order, only to place itself (§2.2). */
  readonly hidden: number;
  /** The Impetuous token (§2.1, §3 step 2). */
  readonly impetuous: number;
}

export interface TurnGroup {
  readonly index: number;
  readonly name: string | null;
  /** Regular orders left in the pool. */
  readonly pool: number;
  /** The pool as the Tactical Phase counted it. */
  readonly counted: number;
  /** Regular orders added to the pool by Command Tokens this turn (§7.3). */
  readonly tokens: number;
}

/** Orders that went unspent, and why (docs/rules.md §2.1, §3). */
export interface LostOrders {
  /** The trooper, or null for a group's pool. */
  readonly trooper: string | null;
  readonly group: number | null;
  readonly order: OrderKind | 'hidden';
  readonly count: number;
  readonly why: 'end-of-turn' | 'lieutenant-isolated' | 'impetuous-phase-over' | 'revealed';
}

export interface TurnState {
  readonly edition: EditionId;
  /** Active Turns played with this state, from 1. */
  readonly turn: number;
  readonly phase: Phase;
  readonly retreat: boolean;
  readonly retreatChecked: boolean;
  readonly lossOfLieutenant: boolean;
  readonly lossOfLieutenantReason: LossOfLieutenantReason | null;
  /** The acting Lieutenant's place in the list (private, §2.1). */
  readonly lieutenant: string | null;
  /** A new Lieutenant named at the end of a turn in Loss of Lieutenant (private, §2.4). */
  readonly appointed: string | null;
  /** Command Tokens left in the game. */
  readonly commandTokens: number;
  readonly points: number;
  readonly pointsGiven: boolean;
  readonly groups: readonly TurnGroup[];
  readonly troopers: readonly TurnTrooper[];
  readonly lost: readonly LostOrders[];
  /** The list as it stood at this turn's Tactical Phase. */
  readonly list: ArmyList;
}

/** Why an action is refused: each names the rule that forbids it (docs/rules.md). */
export const REFUSAL_RULES = {
  'no-turn': '§3',
  'turn-ended': '§3',
  'other-group-pool': '§2.1',
  'isolated-pool': '§2.2',
  peripheral: '§2.1',
  'null-state': '§2.2',
  'lieutenant-only': '§2.1',
  'nco-isolated': '§2.1',
  'lieutenant-order-lost': '§2.1',
  'hidden-place-only': '§2.2',
  'impetuous-phase': '§3',
  'impetuous-pending': '§3',
  'tactical-nco-isolated': '§7.3',
  'retreat-skill': '§2.4',
  'invalid-order': '§4.1, §7.4',
  'none-left': '§2.1',
  'no-tokens': '§7.3',
  'token-not-irregular': '§7.3',
  'token-isolated': '§7.3',
  'already-orders-phase': '§3',
  'not-loss-of-lieutenant': '§2.4',
  'cannot-lead': '§2.4',
  'not-ended': '§3',
  'event-not-applicable': '§3.1',
  'nothing-to-undo': '§3.1',
  'nothing-to-redo': '§3.1',
} as const satisfies Record<string, string>;
export type RefusalCode = keyof typeof REFUSAL_RULES;

export interface Refusal {
  readonly kind: 'refused';
  readonly code: RefusalCode;
  /** The docs/rules.md section of the rule that forbids the action. */
  readonly rule: string;
  readonly message: string;
  readonly hint?: string;
  /** The step that makes the action possible, as a code: the edges word it as a command. */
  readonly next?: TurnStep;
}

/** A step of the turn a refusal or a note points to (the CLI words it as a command). */
export type TurnStep = 'next-turn' | 'orders-phase' | 'end-turn' | 'appoint-lieutenant';

/** What an allowed action did, for the player to read (docs/rules.md sections cited). */
export interface Note {
  readonly rule: string;
  readonly text: string;
  readonly next?: TurnStep;
}

export interface Applied {
  readonly state: TurnState;
  readonly notes: readonly Note[];
  /** The action as recorded in the log (a spend's order kind filled in). */
  readonly action: Action;
}
