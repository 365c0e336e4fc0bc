/**
 * What `turn show` and `turn log` report (docs/turn.md), whole or public. The public view
 * hides what `orders --public` hides (docs/rules.md §2.1, §2.2): troopers not on the table
 * and the orders they hold, who the Lieutenant is (how many Lieutenant orders are left is
 * public), the Victory Points, and the point limit when the list does not state it.
 */
import type { Deployment, TrooperState } from '../army/schema.js';
import type { LossOfLieutenantReason } from '../army/tactical.js';
import { tacticalPhase } from '../army/tactical.js';
import { EDITIONS } from '../rules/index.js';
import { turnFromPhase } from './engine.js';
import { describe, inForce, privateEntry, type Game } from './game.js';
import type { Action, LostOrders, Phase, TrooperOrders, TurnState, TurnTrooper } from './types.js';

export interface TrooperView {
  /** Its place in the list; in the public view, among the troopers shown. */
  readonly ref: string;
  readonly name: string;
  readonly group: number;
  readonly peripheral: boolean;
  readonly state: TrooperState;
  readonly isolated: boolean;
  readonly deployment: Deployment;
  readonly placed: boolean;
  readonly orders: TrooperOrders;
  readonly activations: number;
}

export interface OrderTotalsLeft {
  readonly pool: number;
  readonly own: number;
  readonly tactical: number;
  readonly lieutenant: number;
  readonly impetuous: number;
  /** Hidden Deployment orders (private: 0 in the public view). */
  readonly hidden: number;
}

export interface LostView {
  /** The trooper's name; null for a pool, or where naming it would tell what is private. */
  readonly trooper: string | null;
  readonly group: number | null;
  readonly order: LostOrders['order'];
  readonly count: number;
  readonly why: LostOrders['why'];
}

export interface TurnView {
  readonly public: boolean;
  readonly edition: string;
  readonly turn: number;
  readonly phase: Phase;
  readonly retreat: boolean;
  readonly lossOfLieutenant: boolean;
  readonly lossOfLieutenantReason: LossOfLieutenantReason | null;
  /** The acting Lieutenant's name: null in the public view. */
  readonly lieutenant: string | null;
  readonly appointed: string | null;
  readonly commandTokens: number;
  /** The game's point limit (0 when private: not stated by the list). */
  readonly points: number;
  readonly groups: readonly {
    index: number;
    name: string | null;
    pool: number;
    counted: number;
    tokens: number;
  }[];
  readonly troopers: readonly TrooperView[];
  readonly left: OrderTotalsLeft;
  readonly lost: readonly LostView[];
}

/**
 * Whether the opponent may know of a trooper now: on the table (docs/rules.md §2.2). Every
 * public view asks only this, so a trooper made private another way is hidden the same way.
 */
const isPublic = (t: TurnTrooper): boolean => t.deployment === 'table';

/**
 * The Combat Groups the opponent sees and their numbers: in the public view, a group with
 * no trooper on the table is not shown and the others are numbered without it, as
 * `orders --public` numbers them, so no gap shows where a private group sits.
 */
function groupNumbers(s: TurnState, pub: boolean): Map<number, number> {
  const seen = s.groups.filter(
    (g) => !pub || s.troopers.some((t) => t.group === g.index && isPublic(t)),
  );
  return new Map(seen.map((g, i) => [g.index, pub ? i + 1 : g.index]));
}

/**
 * The orders as the opponent may count them (docs/rules.md §9.7): whether the army is in
 * Loss of Lieutenant (Retreat! aside) follows from who the Lieutenant is, which is
 * private, so the public view counts as if a Lieutenant were in place, as `orders
 * --public` does: the turn's start counted with a Lieutenant assumed, less what was spent
 * since. An order a trooper spent of its own in Loss of Lieutenant beyond the Irregular
 * orders it would have had is a pool order there.
 */
const privateLoss = (s: TurnState): boolean =>
  s.lossOfLieutenant && s.lossOfLieutenantReason !== 'retreat';

function asIfLieutenant(s: TurnState): { state: TurnState; lieutenant: number | null } {
  if (!privateLoss(s)) return { state: s, lieutenant: null };
  const edition = EDITIONS[s.edition];
  const phase = tacticalPhase(s.list, edition, true);
  const start = (p: typeof phase) =>
    turnFromPhase(s.list, p, { turn: s.turn, commandTokens: s.commandTokens });
  const lol = start(tacticalPhase(s.list, edition));
  const assumed = start(phase);
  const spentOwn = new Map(
    lol.troopers.map((t) => [
      t.ref,
      t.orders.own - (s.troopers.find((x) => x.ref === t.ref)?.orders.own ?? 0),
    ]),
  );
  const fromPool = new Map<number, number>();
  const troopers = s.troopers.map((t): TurnTrooper => {
    const a = assumed.troopers.find((x) => x.ref === t.ref);
    if (a === undefined) return t;
    const spent = Math.max(0, spentOwn.get(t.ref) ?? 0);
    const own = Math.min(a.orders.own, spent);
    fromPool.set(t.group, (fromPool.get(t.group) ?? 0) + spent - own);
    return {
      ...t,
      orders: { ...t.orders, own: a.orders.own - own, lieutenant: a.orders.lieutenant },
    };
  });
  const groups = s.groups.map((g) => {
    const a = assumed.groups.find((x) => x.index === g.index);
    const l = lol.groups.find((x) => x.index === g.index);
    if (a === undefined || l === undefined) return g;
    const pool = a.pool + (g.pool - l.pool) - (fromPool.get(g.index) ?? 0);
    return { ...g, pool: Math.max(0, pool), counted: a.counted };
  });
  // The Lieutenant orders of the count, held by no trooper (none is said to be it).
  return { state: { ...s, groups, troopers }, lieutenant: phase.totals.lieutenant };
}

export function viewTurn(whole: TurnState, opts: { public: boolean }): TurnView {
  const pub = opts.public;
  // What the public view counts never depends on who the Lieutenant is (§9.7).
  const asIf = pub ? asIfLieutenant(whole) : { state: whole, lieutenant: null };
  const s = asIf.state;
  const name = (ref: string | null): string | null =>
    ref === null ? null : (s.troopers.find((t) => t.ref === ref)?.name ?? null);
  const numbers = groupNumbers(s, pub);
  const number = (group: number): number => {
    const n = numbers.get(group);
    if (n === undefined) throw new Error(`group ${group} is not shown`);
    return n;
  };
  const shown = s.troopers.filter((t) => !pub || isPublic(t));
  const perGroup = new Map<number, number>();
  const troopers = shown.map((t): TrooperView => {
    const i = perGroup.get(t.group) ?? 0;
    perGroup.set(t.group, i + 1);
    return {
      ref: pub ? `groups[${number(t.group) - 1}].troopers[${i}]` : t.ref,
      name: t.name,
      group: number(t.group),
      peripheral: t.peripheral,
      state: t.state,
      isolated: t.isolated,
      deployment: t.deployment,
      placed: t.placed,
      // Whose the Lieutenant orders are is private (§2.1); the count is public (below).
      orders: pub ? { ...t.orders, lieutenant: 0, hidden: 0 } : t.orders,
      activations: t.activations,
    };
  });
  const sum = (f: (o: TrooperOrders) => number, from: readonly { orders: TrooperOrders }[]) =>
    from.reduce((a, t) => a + f(t.orders), 0);
  const left: OrderTotalsLeft = {
    pool: s.groups.reduce((a, g) => a + g.pool, 0),
    own: sum((o) => o.own + o.awareness, troopers),
    tactical: sum((o) => o.tactical + o.tacticalNco, troopers),
    lieutenant: asIf.lieutenant ?? sum((o) => o.lieutenant, s.troopers),
    impetuous: sum((o) => o.impetuous, troopers),
    hidden: pub ? 0 : sum((o) => o.hidden, s.troopers),
  };
  const byRef = new Map(s.troopers.map((t) => [t.ref, t]));
  const lost = s.lost.flatMap((l): LostView[] => {
    const t = l.trooper === null ? undefined : byRef.get(l.trooper);
    if (
      pub &&
      (l.order === 'hidden' ||
        (t !== undefined && !isPublic(t)) ||
        (l.group !== null && !numbers.has(l.group)))
    )
      return [];
    // Whose a lost Lieutenant order was is as private as whose it is (§2.1).
    const anonymous = pub && l.order === 'lieutenant';
    return [
      {
        trooper: anonymous ? null : (t?.name ?? null),
        group: anonymous || l.group === null ? null : number(l.group),
        order: l.order,
        count: l.count,
        why: l.why,
      },
    ];
  });
  return {
    public: pub,
    edition: EDITIONS[s.edition].name,
    turn: s.turn,
    phase: s.phase,
    retreat: s.retreat,
    // Who the Lieutenant is is private (§9.7): a public view never says Loss of
    // Lieutenant, Retreat! aside (the table shows that).
    lossOfLieutenant: pub && s.lossOfLieutenantReason !== 'retreat' ? false : s.lossOfLieutenant,
    lossOfLieutenantReason:
      pub && s.lossOfLieutenantReason !== 'retreat' ? null : s.lossOfLieutenantReason,
    lieutenant: pub ? null : name(s.lieutenant),
    appointed: pub ? null : name(s.appointed),
    commandTokens: s.commandTokens,
    points: pub && !s.pointsGiven ? 0 : s.points,
    groups: s.groups.flatMap((g) => {
      const index = numbers.get(g.index);
      return index === undefined ? [] : [{ ...g, index }];
    }),
    troopers,
    left,
    lost,
  };
}

export interface LogLine {
  /** 1-based position in the log; in the public view, among the entries shown. */
  readonly index: number;
  readonly turn: number;
  readonly text: string;
  /** What kind of action it was (public: the kind is seen at the table). */
  readonly kind: Action['kind'];
  /** Taken back by a later undo (and not brought back by a redo). */
  readonly undone: boolean;
  /** The entry as stored; null in the public view. */
  readonly action: Action | null;
}

/**
 * For each undo and redo of the log, the entry it takes back or brings back (a private
 * entry leaves what a redo may bring back as it was, as the game does).
 */
function undoTargets(g: Game): Map<number, number> {
  const targets = new Map<number, number>();
  const inForce: number[] = [];
  let taken: number[] = [];
  g.log.forEach((a, i) => {
    const from = a.kind === 'undo' ? inForce : a.kind === 'redo' ? taken : null;
    if (from === null) {
      inForce.push(i);
      const before = g.seen[i];
      if (before === undefined || !privateEntry(a, before)) taken = [];
      return;
    }
    const t = from.pop();
    if (t === undefined) return;
    targets.set(i, t);
    (a.kind === 'undo' ? taken : inForce).push(t);
  });
  return targets;
}

/**
 * An entry as the opponent may read it (docs/rules.md §2.1, §2.2), or null when it is
 * private: anything done by or to a trooper not on the table, bar its arrival and the pool
 * order it took (the pool is public); appointing a new Lieutenant. Which trooper an order
 * activates is public, the Lieutenant order's included (docs/rules-choices.md).
 */
function publicText(a: Action, before: TurnState): string | null {
  if (privateEntry(a, before)) return null;
  const t = 'trooper' in a ? before.troopers.find((x) => x.ref === a.trooper) : undefined;
  const hiddenPool = t !== undefined && !isPublic(t) && a.kind === 'spend' && a.order === 'pool';
  if (hiddenPool) return 'a trooper not shown: pool order';
  // In Loss of Lieutenant a trooper's own order where, as counted publicly, it has none is
  // the pool order it would have been (§9.7).
  if (a.kind === 'spend' && a.order === 'own' && privateLoss(before)) {
    const asIf = asIfLieutenant(before).state.troopers.find((x) => x.ref === a.trooper);
    if (asIf !== undefined && asIf.orders.own + asIf.orders.awareness === 0)
      return describe({ ...a, order: 'pool' }, before);
  }
  return describe(a, before);
}

/**
 * The log in words. The public view leaves out the private entries (above), and an undo or
 * redo of one, and numbers what it shows from 1 without gaps, as `orders --public` numbers
 * troopers: nothing tells where a private entry was.
 */
export function viewLog(g: Game, opts: { public: boolean }): LogLine[] {
  const live = inForce(g);
  const targets = undoTargets(g);
  const shown = new Set<number>();
  const lines: LogLine[] = [];
  g.log.forEach((a, i) => {
    const before = g.seen[i];
    if (before === undefined) return;
    const target = targets.get(i);
    const text = !opts.public
      ? describe(a, before)
      : a.kind === 'undo' || a.kind === 'redo'
        ? target !== undefined && shown.has(target)
          ? describe(a, before)
          : null
        : publicText(a, before);
    if (text === null) return;
    shown.add(i);
    lines.push({
      index: opts.public ? lines.length + 1 : i + 1,
      turn: before.turn,
      text,
      kind: a.kind,
      undone: a.kind !== 'undo' && a.kind !== 'redo' && !live.has(i),
      action: opts.public ? null : a,
    });
  });
  return lines;
}

/** The orders spent in the current turn and still in force, as the log words them. */
export function spentThisTurn(g: Game, opts: { public: boolean }): LogLine[] {
  const turn = g.states[g.states.length - 1]?.turn;
  return viewLog(g, opts).filter((l) => l.kind === 'spend' && !l.undone && l.turn === turn);
}
