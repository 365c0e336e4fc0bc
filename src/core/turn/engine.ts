/**
 * The turn engine (docs/rules.md §3, §3.1): a Player Turn as a sequence of actions applied
 * to the state the Tactical Phase left. Pure: every action either gives a new state or a
 * refusal naming the rule that forbids it; the state is the replay of the action log.
 */
import type { ArmyList, Trooper, TrooperState } from '../army/schema.js';
import { tacticalPhase, type TacticalPhase } from '../army/tactical.js';
import { catalogueFor } from '../order/catalogue.js';
import { checkOrder, parseDeclaration } from '../order/check.js';
import { err, invariant, ok, type Result } from '../result.js';
import { EDITIONS, type Edition } from '../rules/index.js';
import {
  REFUSAL_RULES,
  type Action,
  type Applied,
  type Command,
  type LostOrders,
  type Note,
  type OrderKind,
  type Refusal,
  type RefusalCode,
  type TrooperOrders,
  type TurnEvent,
  type TurnGroup,
  type TurnState,
  type TurnStep,
  type TurnTrooper,
} from './types.js';

export function refuse(
  code: RefusalCode,
  message: string,
  hint?: string,
  next?: TurnStep,
): Refusal {
  return {
    kind: 'refused',
    code,
    rule: REFUSAL_RULES[code],
    message,
    ...(hint === undefined ? {} : { hint }),
    ...(next === undefined ? {} : { next }),
  };
}

const NO_ORDERS: TrooperOrders = {
  own: 0,
  awareness: 0,
  tactical: 0,
  tacticalNco: 0,
  lieutenant: 0,
  hidden: 0,
  impetuous: 0,
};

const isNull = (edition: Edition, state: TrooperState): boolean =>
  (edition.army.nullStates as readonly string[]).includes(state);

/** The state the Tactical Phase of `list` leaves (docs/rules.md §3 step 1). */
export function turnFromPhase(
  list: ArmyList,
  phase: TacticalPhase,
  opts: { turn: number; commandTokens: number },
): TurnState {
  const edition = phase.edition;
  const troopers = phase.groups.flatMap((g) =>
    g.troopers.map((t): TurnTrooper => {
      const c = t.contribution;
      const orders: TrooperOrders =
        c.kind === 'counted'
          ? {
              ...NO_ORDERS,
              // N4 Tactical Awareness adds one Irregular order on top of the trooper's own.
              awareness:
                c.tacticalAwareness && edition.army.tacticalAwareness === 'irregular' ? 1 : 0,
              own:
                c.irregular -
                (c.tacticalAwareness && edition.army.tacticalAwareness === 'irregular' ? 1 : 0),
              tactical: c.tactical,
              // The Lieutenant keeps its orders: an NCO takes one when it spends it
              // (docs/rules.md §7.3). Kept at 0 for state files written before.
              tacticalNco: 0,
              lieutenant: c.lieutenant,
              impetuous: c.impetuous,
            }
          : c.kind === 'hidden'
            ? { ...NO_ORDERS, hidden: c.hidden }
            : NO_ORDERS;
      return {
        ref: t.path,
        name: t.name,
        group: g.index,
        peripheral: t.trooper.peripheral,
        training: t.trooper.training,
        state: t.trooper.state === 'isolated' ? 'normal' : t.trooper.state,
        isolated: t.trooper.state === 'isolated',
        deployment: t.trooper.deployment,
        placed: false,
        nco: t.trooper.nco,
        ncoAccess: c.kind === 'counted' && c.ncoAccess,
        orders,
        activations: 0,
      };
    }),
  );
  const impetuous = troopers.reduce((s, t) => s + t.orders.impetuous, 0);
  return {
    edition: edition.id,
    turn: opts.turn,
    // docs/rules.md §3 step 2: no Impetuous Phase in Retreat!, nor without tokens to use.
    phase: phase.impetuousPhase && impetuous > 0 ? 'impetuous' : 'orders',
    retreat: phase.retreat,
    retreatChecked: phase.retreatChecked,
    lossOfLieutenant: phase.lossOfLieutenant,
    lossOfLieutenantReason: phase.lossOfLieutenantReason,
    lieutenant: phase.lieutenant?.path ?? null,
    appointed: null,
    commandTokens: opts.commandTokens,
    points: phase.points,
    pointsGiven: phase.pointsGiven,
    groups: phase.groups.map((g): TurnGroup => ({
      index: g.index,
      name: g.name,
      pool: g.regular,
      counted: g.regular,
      tokens: 0,
    })),
    troopers,
    lost: [],
    list,
  };
}

/** Command Tokens at the start of a game (docs/rules.md §7.3). */
export function tokensPerGame(list: ArmyList, edition: Edition): number {
  const rules = edition.turn.commandTokens;
  const bonus =
    rules.lieutenantBonus &&
    list.groups.some((g) => g.troopers.some((t) => t.lieutenant && t.commandToken === true));
  return rules.perGame + (bonus ? 1 : 0);
}

/** The first Active Turn of a list (docs/rules.md §3). */
export function startTurn(list: ArmyList, edition: Edition, tokens?: number): TurnState {
  return turnFromPhase(list, tacticalPhase(list, edition), {
    turn: 1,
    commandTokens: tokens ?? tokensPerGame(list, edition),
  });
}

const editionOf = (s: TurnState): Edition => EDITIONS[s.edition];

function trooperAt(s: TurnState, ref: string): TurnTrooper {
  const t = s.troopers.find((x) => x.ref === ref);
  invariant(t !== undefined, `no trooper at ${ref}`);
  return t;
}

function withTrooper(s: TurnState, ref: string, f: (t: TurnTrooper) => TurnTrooper): TurnState {
  return { ...s, troopers: s.troopers.map((t) => (t.ref === ref ? f(t) : t)) };
}

function withPool(s: TurnState, group: number, delta: number): TurnState {
  return {
    ...s,
    groups: s.groups.map((g) => (g.index === group ? { ...g, pool: g.pool + delta } : g)),
  };
}

const poolOf = (s: TurnState, group: number): number =>
  s.groups.find((g) => g.index === group)?.pool ?? 0;

const note = (rule: string, text: string, next?: TurnStep): Note => ({
  rule,
  text,
  ...(next === undefined ? {} : { next }),
});

/**
 * The order a player spends when they do not name one (docs/rules.md §3.1): in the
 * Impetuous Phase the trooper's Impetuous token; otherwise what only this trooper can use
 * before what others could (its own Irregular order, then its Tactical Order, then its
 * group's pool). The Lieutenant order is never taken by default: spending it shows who the
 * Lieutenant is, which is private (§2.1). A Hidden Deployment trooper's own order is taken
 * when no skills are declared (it can only place the trooper).
 */
function defaultKinds(s: TurnState, t: TurnTrooper, skills: string | undefined): OrderKind[] {
  if (s.phase === 'impetuous' && t.orders.impetuous > 0) return ['impetuous'];
  const kinds: OrderKind[] = [];
  if (t.orders.own + t.orders.awareness > 0 || (t.orders.hidden > 0 && skills === undefined))
    kinds.push('own');
  if (t.orders.tactical + t.orders.tacticalNco > 0) kinds.push('tactical');
  kinds.push('pool');
  return kinds;
}

export type SpendRequest = Extract<Command, { kind: 'spend' }>;

/** Spend one order on a trooper (docs/rules.md §2.1, §2.2, §2.4, §3, §7.3). */
export function spend(s: TurnState, req: SpendRequest): Result<Applied, Refusal> {
  const t = trooperAt(s, req.trooper);
  if (req.order !== undefined) return spendKind(s, t, req.order, req, false);
  let first: Refusal | null = null;
  for (const kind of defaultKinds(s, t, req.skills)) {
    const r = spendKind(s, t, kind, req, true);
    if (r.ok) return r;
    first ??= r.error;
  }
  invariant(first !== null, 'no default order kind tried');
  return err(first);
}

function spendKind(
  s: TurnState,
  t: TurnTrooper,
  kind: OrderKind,
  req: SpendRequest,
  defaulted: boolean,
): Result<Applied, Refusal> {
  const edition = editionOf(s);
  if (s.phase === 'ended')
    return err(
      refuse('turn-ended', 'the turn has ended: no more orders are spent', undefined, 'next-turn'),
    );
  if (t.peripheral)
    return err(
      refuse('peripheral', `${t.name} is a peripheral: it acts on its Controller's order`),
    );
  if (isNull(edition, t.state))
    return err(
      refuse(
        'null-state',
        `${t.name} is ${t.state}: a trooper in a Null state cannot be activated`,
      ),
    );
  if (req.group !== undefined && req.group !== t.group)
    return err(
      refuse(
        'other-group-pool',
        `${t.name} is in Combat Group ${t.group}: the pool of group ${req.group} never moves to another group`,
      ),
    );
  if (kind !== 'impetuous' && s.phase === 'impetuous')
    return err(
      refuse(
        'impetuous-pending',
        'the Impetuous Phase comes first: its tokens are used now or lost',
        undefined,
        'orders-phase',
      ),
    );
  const o = t.orders;
  let orders: TrooperOrders = o;
  let state = s;
  const notes: Note[] = [];
  switch (kind) {
    case 'impetuous': {
      if (s.phase !== 'impetuous')
        return err(
          refuse(
            'impetuous-phase',
            s.retreat
              ? 'no Impetuous Phase in Retreat!: Impetuous tokens are not used'
              : 'the Impetuous Phase is over: an Impetuous token is used then or lost',
          ),
        );
      if (o.impetuous === 0) return err(refuse('none-left', `${t.name} has no Impetuous token`));
      orders = { ...o, impetuous: o.impetuous - 1 };
      break;
    }
    case 'pool': {
      if (t.isolated)
        return err(
          refuse('isolated-pool', `${t.name} is Isolated: it cannot receive orders from the pool`),
        );
      if (poolOf(s, t.group) === 0)
        return err(refuse('none-left', `the pool of Combat Group ${t.group} is empty`));
      state = withPool(s, t.group, -1);
      break;
    }
    case 'own': {
      if (o.own + o.awareness === 0) {
        if (o.hidden === 0)
          return err(refuse('none-left', `${t.name} has no Irregular order of its own left`));
        // docs/rules.md §2.2: the Hidden Deployment order only places the trooper itself.
        if (req.skills !== undefined)
          return err(
            refuse(
              'hidden-place-only',
              `${t.name} is in Hidden Deployment: its own order may only place it on the table, not "${req.skills}"`,
              'spend it without --skills to place the trooper, or spend a pool order',
            ),
          );
        orders = { ...o, hidden: o.hidden - 1 };
        state = withTrooper(s, t.ref, (x) => ({ ...x, deployment: 'table', placed: true }));
        notes.push(
          note(
            '§2.2',
            `${t.name} is placed on the table; it adds orders from the next Active Turn`,
          ),
        );
        break;
      }
      orders = o.own > 0 ? { ...o, own: o.own - 1 } : { ...o, awareness: o.awareness - 1 };
      break;
    }
    case 'tactical': {
      if (o.tactical + o.tacticalNco === 0)
        return err(refuse('none-left', `${t.name} has no Tactical Order`));
      if (o.tacticalNco > 0 && !t.isolated) orders = { ...o, tacticalNco: o.tacticalNco - 1 };
      else if (o.tactical > 0) orders = { ...o, tactical: o.tactical - 1 };
      else
        return err(
          refuse(
            'tactical-nco-isolated',
            `${t.name} is Isolated: an NCO cannot use the Tactical Orders it took from the Lieutenant`,
          ),
        );
      break;
    }
    case 'lieutenant': {
      const r = lieutenantSpend(s, t);
      if (!r.ok) return r;
      state = r.value;
      if (t.ref !== s.lieutenant)
        notes.push(
          edition.army.nco === 'tactical-orders'
            ? note('§7.3', `${t.name} (NCO) spends a Lieutenant order as its Tactical Order`)
            : note('§2.1', `${t.name} (NCO) spends the Lieutenant order as a Regular order`),
        );
      break;
    }
  }
  if (req.skills !== undefined) {
    const checked = checkSkills(s, req.skills);
    if (checked !== null) return err(checked);
  } else if (s.retreat) {
    notes.push(note('§2.4', `in Retreat! only ${edition.army.retreatSkills}`));
  }
  state = withTrooper(state, t.ref, (x) => ({
    ...x,
    orders: x.ref === t.ref && kind !== 'lieutenant' ? orders : x.orders,
    activations: x.activations + 1,
  }));
  // The last Impetuous token used ends the Impetuous Phase (docs/rules.md §3 step 2).
  if (kind === 'impetuous' && state.troopers.every((x) => x.orders.impetuous === 0)) {
    state = { ...state, phase: 'orders' };
    notes.push(note('§3', 'every Impetuous token is used: the Orders Phase begins'));
  }
  const action: Action = {
    kind: 'spend',
    trooper: t.ref,
    order: kind,
    defaulted,
    ...(req.skills === undefined ? {} : { skills: req.skills }),
    ...(req.group === undefined ? {} : { group: req.group }),
  };
  return ok({ state, notes, action });
}

/**
 * docs/rules.md §2.1, §7.3: the Lieutenant's own, or an eligible NCO's: N4, as a Regular
 * order of the NCO's group; N5, as the NCO's Tactical Order (Optional: taken only when the
 * player spends it so, from any Combat Group).
 */
function lieutenantSpend(s: TurnState, t: TurnTrooper): Result<TurnState, Refusal> {
  const ltRef = s.lieutenant;
  const lt = ltRef === null ? null : trooperAt(s, ltRef);
  const left = lt?.orders.lieutenant ?? 0;
  const lostOne = s.lost.some((l) => l.why === 'lieutenant-isolated');
  if (t.ref !== ltRef && !t.nco)
    return err(
      refuse(
        'lieutenant-only',
        `${t.name} is neither the Lieutenant nor an NCO: the Lieutenant order is not its to spend`,
      ),
    );
  if (lt === null || left === 0)
    return err(
      lostOne
        ? refuse(
            'lieutenant-order-lost',
            'the Lieutenant became Isolated before spending its order: the order is lost',
          )
        : refuse(
            'none-left',
            s.lossOfLieutenant
              ? 'no Lieutenant order: the army is in Loss of Lieutenant'
              : 'no Lieutenant order left',
          ),
    );
  if (t.ref !== ltRef) {
    if (t.isolated)
      return err(
        refuse(
          'nco-isolated',
          `${t.name} is Isolated: an Isolated NCO cannot spend the Lieutenant order`,
        ),
      );
    if (!t.ncoAccess)
      return err(
        refuse(
          'lieutenant-only',
          `${t.name} cannot spend the Lieutenant order: an NCO may only when that order was generated this turn`,
        ),
      );
  }
  return ok(
    withTrooper(s, lt.ref, (x) => ({
      ...x,
      orders: { ...x.orders, lieutenant: x.orders.lieutenant - 1 },
    })),
  );
}

/** docs/rules.md §4.1, §7.4, §2.4: the declared skills, by the same engine as `order check`. */
function checkSkills(s: TurnState, text: string): Refusal | null {
  const edition = editionOf(s);
  const parsed = parseDeclaration(text, catalogueFor(edition));
  if (!parsed.ok) return refuse('invalid-order', parsed.error.message, parsed.error.hint);
  const shape = checkOrder(parsed.value, {}, edition);
  if (!shape.valid)
    return refuse(
      'invalid-order',
      shape.reason ?? `"${text}" is not a valid order`,
      shape.validOrder === null ? undefined : `declare: ${shape.validOrder}`,
    );
  if (!s.retreat) return null;
  const retreat = checkOrder(parsed.value, { retreat: true }, edition);
  return retreat.valid ? null : refuse('retreat-skill', retreat.reason ?? 'not in Retreat!');
}

/** A Command Token: an Irregular order becomes a Regular order of its group (§7.3). */
export function useToken(s: TurnState, ref: string): Result<Applied, Refusal> {
  const edition = editionOf(s);
  const t = trooperAt(s, ref);
  if (s.phase === 'ended') return err(refuse('turn-ended', 'the turn has ended'));
  if (s.commandTokens === 0) return err(refuse('no-tokens', 'no Command Token left in this game'));
  if (t.isolated && !edition.turn.tokenOnIsolated)
    return err(
      refuse('token-isolated', `${t.name} is Isolated: a Command Token cannot convert its order`),
    );
  if (t.orders.own === 0)
    return err(
      refuse(
        'token-not-irregular',
        `${t.name} has no Irregular order of its own to convert` +
          (t.orders.awareness + t.orders.tactical > 0
            ? ' (a Tactical Awareness order cannot be converted)'
            : ''),
      ),
    );
  let state = withTrooper(s, ref, (x) => ({
    ...x,
    orders: { ...x.orders, own: x.orders.own - 1 },
  }));
  state = {
    ...withPool(state, t.group, 1),
    commandTokens: s.commandTokens - 1,
  };
  state = {
    ...state,
    groups: state.groups.map((g) => (g.index === t.group ? { ...g, tokens: g.tokens + 1 } : g)),
  };
  return ok({
    state,
    notes: [
      note(
        '§7.3',
        `${t.name}'s Irregular order is now a Regular order in the pool of Combat Group ${t.group}; ${state.commandTokens} Command Token${state.commandTokens === 1 ? '' : 's'} left`,
      ),
    ],
    action: { kind: 'token', trooper: ref },
  });
}

/** End the Impetuous Phase (docs/rules.md §3 step 2): unused tokens are lost. */
export function toOrdersPhase(s: TurnState): Result<Applied, Refusal> {
  if (s.phase === 'ended') return err(refuse('turn-ended', 'the turn has ended'));
  if (s.phase === 'orders')
    return err(refuse('already-orders-phase', 'the Orders Phase has already begun'));
  const lost: LostOrders[] = s.troopers
    .filter((t) => t.orders.impetuous > 0)
    .map((t) => ({
      trooper: t.ref,
      group: t.group,
      order: 'impetuous',
      count: t.orders.impetuous,
      why: 'impetuous-phase-over',
    }));
  const state: TurnState = {
    ...s,
    phase: 'orders',
    lost: [...s.lost, ...lost],
    troopers: s.troopers.map((t) => ({ ...t, orders: { ...t.orders, impetuous: 0 } })),
  };
  const n = lost.reduce((a, l) => a + l.count, 0);
  return ok({
    state,
    notes: [
      note(
        '§3',
        `the Orders Phase begins${n > 0 ? `; ${n} unused Impetuous token${n === 1 ? ' is' : 's are'} lost` : ''}`,
      ),
    ],
    action: { kind: 'phase', phase: 'orders' },
  });
}

/** docs/rules.md §3 step 4: leftover orders are removed; Loss of Lieutenant: appoint one. */
export function endTurn(s: TurnState): Result<Applied, Refusal> {
  if (s.phase === 'ended') return err(refuse('turn-ended', 'the turn has already ended'));
  const lost: LostOrders[] = [];
  for (const g of s.groups)
    if (g.pool > 0)
      lost.push({
        trooper: null,
        group: g.index,
        order: 'pool',
        count: g.pool,
        why: 'end-of-turn',
      });
  for (const t of s.troopers) {
    const o = t.orders;
    const add = (order: LostOrders['order'], count: number): void => {
      if (count > 0)
        lost.push({ trooper: t.ref, group: t.group, order, count, why: 'end-of-turn' });
    };
    add('own', o.own + o.awareness);
    add('tactical', o.tactical + o.tacticalNco);
    add('lieutenant', o.lieutenant);
    add('hidden', o.hidden);
    add('impetuous', o.impetuous);
  }
  const state: TurnState = {
    ...s,
    phase: 'ended',
    lost: [...s.lost, ...lost],
    groups: s.groups.map((g) => ({ ...g, pool: 0 })),
    troopers: s.troopers.map((t) => ({ ...t, orders: NO_ORDERS })),
  };
  const n = lost.filter((l) => l.order !== 'hidden').reduce((a, l) => a + l.count, 0);
  const notes: Note[] = [
    note(
      '§3',
      n === 0
        ? 'the turn ends with every order spent'
        : `the turn ends: ${n} unspent order${n === 1 ? ' is' : 's are'} removed`,
    ),
  ];
  // In Retreat! the game ends with the turn: no Lieutenant to appoint.
  if (s.lossOfLieutenant && !s.retreat)
    notes.push(
      note(
        '§2.4',
        'Loss of Lieutenant: appoint a new Lieutenant now, in private',
        'appoint-lieutenant',
      ),
    );
  if (s.retreat) notes.push(note('§2.4', 'Retreat!: a standard game ends at the end of this turn'));
  return ok({ state, notes, action: { kind: 'end' } });
}

/** docs/rules.md §2.2, §2.4, §3.1: what happened to a trooper, and its consequences now. */
export function applyEvent(s: TurnState, ref: string, event: TurnEvent): Result<Applied, Refusal> {
  const edition = editionOf(s);
  const t = trooperAt(s, ref);
  const notes: Note[] = [];
  const action: Action = { kind: 'event', trooper: ref, event };
  switch (event) {
    case 'isolated': {
      if (t.isolated) return err(refuse('event-not-applicable', `${t.name} is already Isolated`));
      let state = withTrooper(s, ref, (x) => ({ ...x, isolated: true }));
      notes.push(
        note(
          '§2.2',
          `${t.name} is Isolated: no more pool orders for it; it counts as Irregular from its next Active Turn`,
        ),
      );
      if (ref === s.lieutenant && t.orders.lieutenant > 0) {
        const count = t.orders.lieutenant;
        state = {
          ...withTrooper(state, ref, (x) => ({ ...x, orders: { ...x.orders, lieutenant: 0 } })),
          lost: [
            ...state.lost,
            {
              trooper: ref,
              group: t.group,
              order: 'lieutenant',
              count,
              why: 'lieutenant-isolated',
            },
          ],
        };
        notes.push(
          note(
            '§2.1',
            `the Lieutenant became Isolated before spending its order: ${count === 1 ? 'the Lieutenant order is' : `${count} Lieutenant orders are`} lost`,
          ),
        );
      }
      if (t.orders.tacticalNco > 0)
        notes.push(note('§7.3', `${t.name} cannot use its NCO Tactical Orders while Isolated`));
      return ok({ state, notes, action });
    }
    case 'placed':
    case 'revealed': {
      const from = event === 'placed' ? 'off-table' : 'hidden';
      if (t.deployment !== from)
        return err(
          refuse(
            'event-not-applicable',
            event === 'placed'
              ? `${t.name} is not waiting to deploy (its deployment is ${t.deployment})`
              : `${t.name} is not in Hidden Deployment`,
          ),
        );
      let state = withTrooper(s, ref, (x) => ({ ...x, deployment: 'table', placed: true }));
      notes.push(
        note('§2.2', `${t.name} is on the table; it adds orders from the next Active Turn`),
      );
      if (t.orders.hidden > 0) {
        state = {
          ...withTrooper(state, ref, (x) => ({ ...x, orders: { ...x.orders, hidden: 0 } })),
          lost: [
            ...state.lost,
            {
              trooper: ref,
              group: t.group,
              order: 'hidden',
              count: t.orders.hidden,
              why: 'revealed',
            },
          ],
        };
        notes.push(note('§2.2', `its Hidden Deployment order, only for placing itself, is gone`));
      }
      const trooper = listTrooper(s.list, ref);
      if (
        edition.turn.tacticalOrderWhenPlaced &&
        trooper.tacticalAwareness &&
        s.phase === 'orders'
      ) {
        state = withTrooper(state, ref, (x) => ({
          ...x,
          orders: { ...x.orders, tactical: x.orders.tactical + 1 },
        }));
        notes.push(
          note(
            '§7.3',
            `${t.name} has Tactical Awareness: placed during the Orders Phase, it gets a Tactical Order`,
          ),
        );
      }
      return ok({ state, notes, action });
    }
    case 'lieutenant': {
      if (s.phase !== 'ended')
        return err(
          refuse(
            'not-ended',
            'a new Lieutenant is appointed at the end of the turn',
            undefined,
            'end-turn',
          ),
        );
      if (!s.lossOfLieutenant)
        return err(
          refuse(
            'not-loss-of-lieutenant',
            'the army is not in Loss of Lieutenant this turn: no Lieutenant to appoint',
          ),
        );
      if (
        t.peripheral ||
        t.training === 'irregular' ||
        isNull(edition, t.state) ||
        t.deployment !== 'table'
      )
        return err(
          refuse(
            'cannot-lead',
            `${t.name} cannot be the new Lieutenant: it must be on the table, not Irregular, not a peripheral and not in a Null state`,
          ),
        );
      notes.push(
        note('§2.4', `${t.name} is the new Lieutenant (private; a "+1 Order" is not inherited)`),
      );
      return ok({ state: { ...s, appointed: ref }, notes, action });
    }
    default: {
      if (t.state === event)
        return err(refuse('event-not-applicable', `${t.name} is already ${event}`));
      const state = withTrooper(s, ref, (x) => ({ ...x, state: event }));
      if (isNull(edition, event)) {
        notes.push(
          note(
            '§2.2',
            `${t.name} is ${event}, a Null state: it cannot be activated, and adds no orders at the next Order Count`,
          ),
        );
        if (ref === s.lieutenant)
          notes.push(
            note(
              '§2.4',
              'the Lieutenant is in a Null state: Loss of Lieutenant at the next Tactical Phase, unless Chain of Command takes over',
            ),
          );
      } else notes.push(note('§2.2', `${t.name} is ${event}: its orders are unchanged`));
      return ok({ state, notes, action });
    }
  }
}

/** The list entry of a trooper's place, e.g. groups[0].troopers[3]. */
function listTrooper(list: ArmyList, ref: string): Trooper {
  const m = /^groups\[(\d+)\]\.troopers\[(\d+)\]$/.exec(ref);
  const t = m === null ? undefined : list.groups[Number(m[1])]?.troopers[Number(m[2])];
  invariant(t !== undefined, `no trooper at ${ref}`);
  return t;
}

/** The list as the turn leaves it: the next Tactical Phase counts from it (§2.2, §2.4). */
export function listAfter(s: TurnState): ArmyList {
  const appointed = s.appointed;
  return {
    ...s.list,
    groups: s.list.groups.map((g, gi) => ({
      ...g,
      troopers: g.troopers.map((t, ti): Trooper => {
        const now = trooperAt(s, `groups[${gi}].troopers[${ti}]`);
        const state: TrooperState =
          now.isolated && !isNull(EDITIONS[s.edition], now.state) ? 'isolated' : now.state;
        const lead =
          appointed === null
            ? {}
            : appointed === now.ref
              ? // docs/rules.md §2.4: a "+1 Order" is not inherited.
                { lieutenant: true, lieutenantOrders: 1 as const }
              : { lieutenant: false, lieutenantOrders: 1 as const };
        return { ...t, ...lead, state, deployment: now.deployment };
      }),
    })),
  };
}

/** The next Active Turn: its Tactical Phase from the states this turn left (§3 step 1). */
export function nextTurn(s: TurnState): Result<Applied, Refusal> {
  const notes: Note[] = [];
  let ended = s;
  if (s.phase !== 'ended') {
    const e = endTurn(s);
    if (!e.ok) return e;
    ended = e.value.state;
    notes.push(...e.value.notes);
  }
  if (
    ended.lossOfLieutenant &&
    ended.appointed === null &&
    ended.lossOfLieutenantReason !== 'retreat'
  )
    notes.push(note('§2.4', 'no new Lieutenant was appointed at the end of the turn'));
  const list = listAfter(ended);
  const edition = editionOf(s);
  const phase = tacticalPhase(list, edition);
  const state = turnFromPhase(list, phase, {
    turn: s.turn + 1,
    commandTokens: ended.commandTokens,
  });
  notes.push(note('§3', `Active Turn ${state.turn}: the Tactical Phase is counted`));
  if (state.retreat)
    notes.push(
      note('§2.4', 'Retreat!: the army is in Loss of Lieutenant and skips the Impetuous Phase'),
    );
  else if (state.lossOfLieutenant)
    notes.push(note('§2.4', 'Loss of Lieutenant: every trooper is Irregular, no Lieutenant order'));
  return ok({ state, notes, action: { kind: 'next' } });
}

/** Apply one command (not `undo` or `redo`: the log replay handles them). */
export function apply(s: TurnState, command: Command): Result<Applied, Refusal> {
  switch (command.kind) {
    case 'spend':
      return spend(s, command);
    case 'event':
      return applyEvent(s, command.trooper, command.event);
    case 'token':
      return useToken(s, command.trooper);
    case 'phase':
      return toOrdersPhase(s);
    case 'end':
      return endTurn(s);
    case 'next':
      return nextTurn(s);
    case 'undo':
    case 'redo':
      throw new Error(`${command.kind} is applied by the log`);
  }
}
