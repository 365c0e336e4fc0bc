/**
 * What `turn show` and `turn log` report (docs/turn.md), whole or public. The public view
 * hides what `orders --public` hides (docs/rules.md §2.1, §2.2): troopers not on the table
 * and the orders they hold, who the Lieutenant is (how many Lieutenant orders are left is
 * public), the Victory Points, and the point limit when the list does not state it.
 */
import type { Deployment, TrooperState } from '../army/schema.js';
import type { LossOfLieutenantReason } from '../army/tactical.js';
import { EDITIONS } from '../rules/index.js';
import { describe, inForce, type Game } from './game.js';
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

const isPublic = (t: TurnTrooper): boolean => t.deployment === 'table';

export function viewTurn(s: TurnState, opts: { public: boolean }): TurnView {
  const pub = opts.public;
  const name = (ref: string | null): string | null =>
    ref === null ? null : (s.troopers.find((t) => t.ref === ref)?.name ?? null);
  const shown = s.troopers.filter((t) => !pub || isPublic(t));
  const perGroup = new Map<number, number>();
  const troopers = shown.map((t): TrooperView => {
    const i = perGroup.get(t.group) ?? 0;
    perGroup.set(t.group, i + 1);
    return {
      ref: pub ? `groups[${t.group - 1}].troopers[${i}]` : t.ref,
      name: t.name,
      group: t.group,
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
    lieutenant: sum((o) => o.lieutenant, s.troopers),
    impetuous: sum((o) => o.impetuous, troopers),
    hidden: pub ? 0 : sum((o) => o.hidden, s.troopers),
  };
  const byRef = new Map(s.troopers.map((t) => [t.ref, t]));
  const lost = s.lost.flatMap((l): LostView[] => {
    const t = l.trooper === null ? undefined : byRef.get(l.trooper);
    if (pub && (l.order === 'hidden' || (t !== undefined && !isPublic(t)))) return [];
    return [
      {
        trooper: pub && l.order === 'lieutenant' ? null : (t?.name ?? null),
        group: pub && l.order === 'lieutenant' ? null : l.group,
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
    lossOfLieutenant: s.lossOfLieutenant,
    lossOfLieutenantReason:
      pub && s.lossOfLieutenantReason !== 'retreat' ? null : s.lossOfLieutenantReason,
    lieutenant: pub ? null : name(s.lieutenant),
    appointed: pub ? null : name(s.appointed),
    commandTokens: s.commandTokens,
    points: pub && !s.pointsGiven ? 0 : s.points,
    groups: s.groups.map((g) => ({ ...g })),
    troopers,
    left,
    lost,
  };
}

export interface LogLine {
  /** 1-based position in the log. */
  readonly index: number;
  readonly turn: number;
  readonly text: string;
  /** What kind of action it was (public: the kind is seen at the table). */
  readonly kind: Action['kind'];
  /** Taken back by a later undo. */
  readonly undone: boolean;
  /** The entry as stored; null in the public view. */
  readonly action: Action | null;
}

/**
 * The log in words. The public view does not name a trooper that was off the table when
 * the action was taken, nor the trooper that spent the Lieutenant order as Lieutenant, and
 * leaves out what is only private (Hidden Deployment placements, appointing a Lieutenant).
 */
export function viewLog(g: Game, opts: { public: boolean }): LogLine[] {
  const live = inForce(g);
  // An undo takes back the entry in force just before it.
  const undone = new Set<number>();
  const stack: number[] = [];
  g.log.forEach((a, i) => {
    if (a.kind === 'undo') {
      const back = stack.pop();
      if (back !== undefined) undone.add(back);
    } else stack.push(i);
  });
  return g.log.flatMap((a, i): LogLine[] => {
    const before = g.seen[i];
    if (before === undefined) return [];
    let text = describe(a, before);
    if (opts.public) {
      const t = 'trooper' in a ? before.troopers.find((x) => x.ref === a.trooper) : undefined;
      if (a.kind === 'event' && a.event === 'lieutenant') return [];
      // Arriving on the table is seen by the opponent; anything else of a trooper not yet
      // on the table is private, bar the pool order it took (the pool is public).
      const arrives =
        (a.kind === 'event' && (a.event === 'placed' || a.event === 'revealed')) ||
        (a.kind === 'spend' && a.order === 'own' && t?.deployment === 'hidden');
      if (t !== undefined && !isPublic(t) && !arrives) {
        if (a.kind !== 'spend' || a.order !== 'pool') return [];
        text = 'a trooper not shown: pool order';
      } else if (a.kind === 'spend' && a.order === 'lieutenant' && a.trooper === before.lieutenant)
        text = 'the Lieutenant order';
    }
    return [
      {
        index: i + 1,
        turn: before.turn,
        text,
        kind: a.kind,
        undone: undone.has(i) && !live.has(i),
        action: opts.public ? null : a,
      },
    ];
  });
}

/** The orders spent in the current turn and still in force, as the log words them. */
export function spentThisTurn(g: Game, opts: { public: boolean }): LogLine[] {
  const turn = g.states[g.states.length - 1]?.turn;
  return viewLog(g, opts).filter((l) => l.kind === 'spend' && !l.undone && l.turn === turn);
}
