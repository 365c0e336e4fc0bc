/**
 * The Tactical Phase of a Player Turn (docs/rules.md §3 step 1): the Retreat! check (§2.4),
 * the Loss of Lieutenant check (§2.4), then the Order Count per Combat Group (§2.1, §2.2).
 */
import { invariant } from '../result.js';
import { DEFAULT, type ArmyRules, type Edition } from '../rules/index.js';
import type { ArmyList, Game, Trooper } from './schema.js';
import { findLieutenants, listProblems, type Problem } from './validate.js';

export type LossOfLieutenantReason = 'retreat' | 'not-on-table' | 'null-state' | 'isolated';

/** Why a trooper adds nothing at the Order Count (docs/rules.md §2.1, §2.2). */
export type NoOrderReason = 'peripheral' | 'null-state' | 'off-table';

/** Why a trooper's own order is kept by it rather than pooled (docs/rules.md §2.1, §2.2, §2.4). */
export type IrregularReason = 'irregular-training' | 'isolated' | 'loss-of-lieutenant';

export type Contribution =
  | { readonly kind: 'none'; readonly reason: NoOrderReason }
  /**
   * Hidden Deployment (docs/rules.md §2.2): nothing for the pool, but the trooper keeps its
   * own order, which only it may spend, and only to place itself on the table. Private.
   */
  | { readonly kind: 'hidden'; readonly hidden: 1 }
  | {
      readonly kind: 'counted';
      /** 1 when the trooper's order goes into its group's pool. */
      readonly regular: number;
      /** Orders the trooper keeps for itself (its own when not pooled, plus N4 Tactical Awareness). */
      readonly irregular: number;
      /**
       * Tactical Orders (N5, docs/rules.md §7.3): kept by the trooper, spent only by it (or
       * its Fireteam): one from Tactical Awareness. 0 in N4.
       */
      readonly tactical: number;
      readonly irregularReason: IrregularReason | null;
      readonly tacticalAwareness: boolean;
      /** Lieutenant orders this trooper generates (it is the acting Lieutenant). */
      readonly lieutenant: number;
      readonly impetuous: number;
      /**
       * An NCO that may take a Lieutenant order: N4, as a Regular order of its group (§2.1);
       * N5, as a Tactical Order it spends itself (§7.3). The orders stay with the
       * Lieutenant until then: NCO is Optional, the player chooses when the order is used.
       */
      readonly ncoAccess: boolean;
    };

export interface TrooperCount {
  readonly name: string;
  /** JSON path in the input, e.g. groups[0].troopers[3]. */
  readonly path: string;
  readonly trooper: Trooper;
  readonly contribution: Contribution;
}

export interface OrderTotals {
  readonly regular: number;
  readonly irregular: number;
  readonly lieutenant: number;
  /** Tactical Orders (N5, docs/rules.md §7.3); 0 in N4. */
  readonly tactical: number;
  readonly impetuous: number;
  /** regular + irregular + lieutenant + tactical + hidden (Impetuous tokens are activations, not orders). */
  readonly total: number;
  /** Own orders of troopers in Hidden Deployment (docs/rules.md §2.2); private information. */
  readonly hidden: number;
}

/** A trooper whose Irregular order a Command Token could make Regular (docs/rules.md §7.3). */
export interface TokenCandidate {
  readonly name: string;
  readonly path: string;
  /** 1-based Combat Group, and its pool of Regular orders before and after the use. */
  readonly group: number;
  readonly poolBefore: number;
  readonly poolAfter: number;
}

/** Command Tokens: how many, and what one use on an Irregular order would do. */
export interface CommandTokens {
  readonly tokens: number;
  readonly candidates: readonly TokenCandidate[];
}

export interface GroupCount extends OrderTotals {
  /** 1-based. */
  readonly index: number;
  readonly name: string | null;
  /** Troopers of the group, peripherals excluded (docs/rules.md §2.1). */
  readonly members: number;
  readonly troopers: readonly TrooperCount[];
}

export interface TacticalPhase {
  readonly game: Game;
  readonly points: number;
  readonly pointsGiven: boolean;
  readonly victoryPoints: number;
  readonly retreatThreshold: number;
  /** False when the check does not apply (CodeOne) or cannot be made (no costs given). */
  readonly retreatChecked: boolean;
  readonly retreat: boolean;
  readonly lossOfLieutenant: boolean;
  readonly lossOfLieutenantReason: LossOfLieutenantReason | null;
  /**
   * The public view: the Loss of Lieutenant check is not shown (it would tell who the
   * Lieutenant is, §9.7) and the count assumes a Lieutenant in place.
   */
  readonly lieutenantPrivate: boolean;
  /** The trooper acting as Lieutenant this turn, if any (private information). */
  readonly lieutenant: {
    readonly name: string;
    readonly path: string;
    readonly chainOfCommand: boolean;
  } | null;
  readonly impetuousPhase: boolean;
  readonly groups: readonly GroupCount[];
  readonly totals: OrderTotals;
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
  /** Command Tokens; null where the game has none (Code One). */
  readonly commandTokens: CommandTokens | null;
  /** The rules the count was made with (docs/rules.md §7). */
  readonly edition: Edition;
}

/** docs/rules.md §2.2, §7.3: each edition lists its Null states. */
const isNullIn = (army: ArmyRules, t: Trooper): boolean =>
  (army.nullStates as readonly string[]).includes(t.state);
const onTable = (t: Trooper): boolean => t.deployment === 'table';

/** docs/rules.md §2.2: on the table as a model or marker, and not in a Null state. */
export const isCounted = (t: Trooper, army: ArmyRules = DEFAULT.army): boolean =>
  !t.peripheral && onTable(t) && !isNullIn(army, t);

/** docs/rules.md §1.1: halves and fractions round up; 25% of the point limit, rounded up. */
export const retreatThreshold = (points: number): number => Math.ceil(points / 4);

/**
 * docs/rules.md §2.4: Victory Points are the cost of every trooper not in a Null state;
 * troopers not yet on the table count as survivors and so do Shasvastii-Embryos.
 */
export function victoryPoints(list: ArmyList, army: ArmyRules = DEFAULT.army): number {
  const counts = (t: Trooper): boolean =>
    !isNullIn(army, t) || (army.victoryPointStates as readonly string[]).includes(t.state);
  let vp = 0;
  for (const g of list.groups) {
    for (const t of g.troopers) if (counts(t)) vp += t.cost;
  }
  return vp;
}

function lossOfLieutenantCheck(
  list: ArmyList,
  retreat: boolean,
  army: ArmyRules,
): {
  reason: LossOfLieutenantReason | null;
  acting: { trooper: Trooper; path: string; chain: boolean } | null;
} {
  // A peripheral never generates orders (docs/rules.md §2.1), so one marked Lieutenant (a list
  // problem) cannot be the Lieutenant either.
  const lts = findLieutenants(list).filter((l) => !l.trooper.peripheral);
  // With more than one Lieutenant (a list problem) the one on the table acts: the choice must
  // not depend on private troopers, or the public view would reveal them.
  const lt = lts.find((l) => onTable(l.trooper)) ?? lts[0];
  // CodeOne uses no Loss of Lieutenant check (docs/rules.md §2.3).
  if (list.game === 'codeone') {
    const usable =
      lt !== undefined && isCounted(lt.trooper, army) && lt.trooper.state !== 'isolated';
    return { reason: null, acting: usable ? { ...lt, chain: false } : null };
  }
  if (retreat) return { reason: 'retreat', acting: null };
  if (lt === undefined || !onTable(lt.trooper)) return { reason: 'not-on-table', acting: null };
  const t = lt.trooper;
  if (!isNullIn(army, t) && t.state !== 'isolated')
    return { reason: null, acting: { ...lt, chain: false } };
  // Chain of Command (docs/rules.md §2.4): a trooper on the table, neither Isolated nor Null,
  // takes over when the Lieutenant is Isolated or Null, and the check passes this turn.
  for (const [gi, g] of list.groups.entries()) {
    for (const [ti, c] of g.troopers.entries()) {
      if (c.chainOfCommand && isCounted(c, army) && c.state !== 'isolated' && c !== t) {
        return {
          reason: null,
          acting: { trooper: c, path: `groups[${gi}].troopers[${ti}]`, chain: true },
        };
      }
    }
  }
  return { reason: isNullIn(army, t) ? 'null-state' : 'isolated', acting: null };
}

function contributionOf(
  t: Trooper,
  opts: {
    lol: boolean;
    retreat: boolean;
    isActingLt: boolean;
    ltOrders: number;
    ltOrderExists: boolean;
    army: ArmyRules;
  },
): Contribution {
  if (t.peripheral) return { kind: 'none', reason: 'peripheral' };
  if (isNullIn(opts.army, t)) return { kind: 'none', reason: 'null-state' };
  if (t.deployment === 'hidden') return { kind: 'hidden', hidden: 1 };
  if (t.deployment === 'off-table') return { kind: 'none', reason: 'off-table' };
  // The trooper's own reason first: an Irregular trooper is Irregular by training even in
  // Loss of Lieutenant, and an Isolated one stays Isolated (no Command Token for it, §7.3).
  const irregularReason: IrregularReason | null =
    t.training === 'irregular'
      ? 'irregular-training'
      : t.state === 'isolated'
        ? 'isolated'
        : opts.lol
          ? 'loss-of-lieutenant'
          : null;
  const ta = t.tacticalAwareness;
  // Tactical Awareness: an extra Irregular order (N4) or a Tactical Order (N5, §7.3).
  const taTactical = ta && opts.army.tacticalAwareness === 'tactical';
  return {
    kind: 'counted',
    regular: irregularReason === null ? 1 : 0,
    irregular: (irregularReason === null ? 0 : 1) + (ta && !taTactical ? 1 : 0),
    tactical: taTactical ? 1 : 0,
    irregularReason,
    tacticalAwareness: ta,
    lieutenant: opts.isActingLt ? opts.ltOrders : 0,
    // The Impetuous Phase is skipped in Retreat! (docs/rules.md §2.4, §3 step 2).
    impetuous: t.impetuous && !opts.retreat ? 1 : 0,
    // NCO (§2.1, §7.3): any NCO not Isolated, while a Lieutenant order exists (none in
    // Loss of Lieutenant). The Order Count never moves the order: N5's NCO is Optional,
    // the player chooses when it is spent (`turn`). An NCO that is the Lieutenant is
    // marked too, or the public view (which hides the Lieutenant) would single it out.
    ncoAccess: t.nco && opts.ltOrderExists && !opts.lol && t.state !== 'isolated',
  };
}

/**
 * docs/rules.md §7.3: Command Tokens (N4 and N5), 4 per game, +1 from a Lieutenant profile
 * that grants one. One use turns an Irregular order into a Regular order of its group for
 * the turn (N4 Tactical Use, N5 Operational Use); not an Isolated trooper's, and not a
 * Tactical Order.
 */
function commandTokensOf(
  list: ArmyList,
  army: ArmyRules,
  groups: readonly GroupCount[],
): CommandTokens | null {
  if (list.game === 'codeone') return null;
  const bonus = findLieutenants(list).some((l) => l.trooper.commandToken === true) ? 1 : 0;
  return { tokens: army.commandTokens + bonus, candidates: tokenCandidates(groups) };
}

/** The troopers whose Irregular order one Command Token use would make Regular (§7.3). */
function tokenCandidates(groups: readonly GroupCount[]): TokenCandidate[] {
  return groups.flatMap((g) =>
    g.troopers.flatMap((t) =>
      t.contribution.kind === 'counted' &&
      t.contribution.irregularReason !== null &&
      t.contribution.irregularReason !== 'isolated' &&
      t.trooper.state !== 'isolated'
        ? [
            {
              name: t.name,
              path: t.path,
              group: g.index,
              poolBefore: g.regular,
              poolAfter: g.regular + 1,
            },
          ]
        : [],
    ),
  );
}

const sum = (xs: readonly OrderTotals[]): OrderTotals => {
  const t = {
    regular: 0,
    irregular: 0,
    lieutenant: 0,
    tactical: 0,
    impetuous: 0,
    total: 0,
    hidden: 0,
  };
  for (const x of xs) {
    t.regular += x.regular;
    t.irregular += x.irregular;
    t.lieutenant += x.lieutenant;
    t.tactical += x.tactical;
    t.impetuous += x.impetuous;
    t.total += x.total;
    t.hidden += x.hidden;
  }
  return t;
};

export function tacticalPhase(
  list: ArmyList,
  edition: Edition = DEFAULT,
  /**
   * The public view's count (docs/rules.md §9.7): who the Lieutenant is, and so whether it
   * is on the table or in a Null state, is private, so the Loss of Lieutenant check is not
   * made (Retreat! aside) and the Lieutenant orders are counted apart, held by no trooper.
   */
  assumeLieutenant = false,
): TacticalPhase {
  const army = edition.army;
  const { problems, warnings } = listProblems(list, edition);
  const costs = victoryPoints(list, army);
  const listCost = list.groups.flatMap((g) => g.troopers).reduce((s, t) => s + t.cost, 0);
  const points = list.points ?? listCost;
  const allWarnings = [...warnings];
  if (list.points === undefined) {
    allWarnings.push({
      path: 'points',
      message: `no "points" given: using the list's cost, ${listCost}`,
    });
  }
  const threshold = retreatThreshold(points);
  // A list without costs cannot be checked for Retreat! (every list would retreat).
  const retreatChecked = list.game !== 'codeone' && listCost > 0;
  if (list.game !== 'codeone' && !retreatChecked) {
    allWarnings.push({
      path: 'groups',
      message: 'no trooper has a cost: the Retreat! check is skipped',
    });
  }
  const retreat = retreatChecked && costs <= threshold;
  const checked = lossOfLieutenantCheck(list, retreat, army);
  // CodeOne has no Loss of Lieutenant check and all its orders are public (§2.3).
  const unseen = assumeLieutenant && !retreat && list.game !== 'codeone';
  const lol = unseen ? { reason: null, acting: null } : checked;
  const lossOfLieutenant = lol.reason !== null;
  const assumed = findLieutenants(list).find((l) => !l.trooper.peripheral);
  const ltOrders =
    lol.acting !== null
      ? lol.acting.chain
        ? 1
        : lol.acting.trooper.lieutenantOrders
      : unseen
        ? (assumed?.trooper.lieutenantOrders ?? 0)
        : 0;

  const groups = list.groups.map((g, gi): GroupCount => {
    const troopers = g.troopers.map((t, ti): TrooperCount => ({
      name: t.name,
      path: `groups[${gi}].troopers[${ti}]`,
      trooper: t,
      contribution: contributionOf(t, {
        lol: lossOfLieutenant,
        retreat,
        isActingLt: lol.acting?.trooper === t,
        ltOrders,
        ltOrderExists: ltOrders > 0,
        army,
      }),
    }));
    const counted = troopers.flatMap((x) =>
      x.contribution.kind === 'counted' ? [x.contribution] : [],
    );
    const regular = counted.reduce((s, c) => s + c.regular, 0);
    const irregular = counted.reduce((s, c) => s + c.irregular, 0);
    const lieutenant = counted.reduce((s, c) => s + c.lieutenant, 0);
    const tactical = counted.reduce((s, c) => s + c.tactical, 0);
    const hidden = troopers.filter((x) => x.contribution.kind === 'hidden').length;
    return {
      index: gi + 1,
      name: g.name ?? null,
      members: g.troopers.filter((t) => !t.peripheral).length,
      regular,
      irregular,
      lieutenant,
      tactical,
      impetuous: counted.reduce((s, c) => s + c.impetuous, 0),
      total: regular + irregular + lieutenant + tactical + hidden,
      hidden,
      troopers,
    };
  });
  const held = sum(groups);
  invariant(
    held.lieutenant === (lol.acting === null ? 0 : ltOrders),
    'Lieutenant orders placed outside the Lieutenant',
  );
  const totals = lol.acting === null ? lieutenantOrdersAdded(held, ltOrders) : held;
  return {
    game: list.game,
    points,
    pointsGiven: list.points !== undefined,
    victoryPoints: costs,
    retreatThreshold: threshold,
    retreatChecked,
    retreat,
    lossOfLieutenant,
    lossOfLieutenantReason: lol.reason,
    lieutenantPrivate: unseen,
    lieutenant:
      lol.acting === null
        ? null
        : {
            name: lol.acting.trooper.name,
            path: lol.acting.path,
            chainOfCommand: lol.acting.chain,
          },
    impetuousPhase: !retreat,
    groups,
    totals,
    problems,
    warnings: allWarnings,
    commandTokens: commandTokensOf(list, army, groups),
    edition,
  };
}

/**
 * What the opponent may know of a Tactical Phase (docs/rules.md §2.1, §2.2): the Lieutenant's
 * identity, troopers not on the table (Hidden Deployment, waiting to deploy) and the orders they
 * will provide are private. The result is exactly the view of the same list without those
 * troopers: positions are renumbered, so no gap shows where a private trooper sits, and the
 * point limit is shown only when the list states it (otherwise it is the list's cost, which
 * includes the private troopers). The Retreat! verdict stays: the table shows it.
 */
const lieutenantOrdersAdded = (t: OrderTotals, lieutenant: number): OrderTotals => ({
  ...t,
  lieutenant,
  total: t.total + lieutenant,
});

/**
 * What the opponent may know (docs/rules.md §2.1, §2.2): the troopers on the table, with
 * their groups and paths numbered as if the private ones were not in the list. A group
 * left with no trooper on the table (all hidden, off the table, or Reinforcements) is not
 * shown at all, so nothing says it exists.
 */
export function publicPhase(p: TacticalPhase): TacticalPhase {
  const visible = p.groups
    .map((g) => ({ g, seen: g.troopers.filter((t) => onTable(t.trooper)) }))
    .filter((x) => x.seen.length > 0);
  const groups = visible.map(({ g, seen }, gi): GroupCount => {
    const troopers = seen.map((t, ti): TrooperCount => {
      const c = t.contribution;
      return {
        ...t,
        path: `groups[${gi}].troopers[${ti}]`,
        contribution: c.kind === 'counted' && c.lieutenant > 0 ? { ...c, lieutenant: 0 } : c,
      };
    });
    const counted = troopers.flatMap((x) =>
      x.contribution.kind === 'counted' ? [x.contribution] : [],
    );
    const regular = counted.reduce((s, c) => s + c.regular, 0);
    const irregular = counted.reduce((s, c) => s + c.irregular, 0);
    // Tactical Orders (N5) are orders like any other: public (docs/rules.md §7.3).
    const tactical = counted.reduce((s, c) => s + c.tactical, 0);
    return {
      ...g,
      index: gi + 1,
      troopers,
      members: troopers.filter((t) => !t.trooper.peripheral).length,
      regular,
      irregular,
      lieutenant: 0,
      tactical,
      impetuous: counted.reduce((s, c) => s + c.impetuous, 0),
      total: regular + irregular + tactical,
      hidden: 0,
    };
  });
  return {
    ...p,
    points: p.pointsGiven ? p.points : 0,
    retreatThreshold: p.pointsGiven ? p.retreatThreshold : 0,
    victoryPoints: 0,
    groups,
    // How many Lieutenant orders there are is public; only whose they are is not (§2.1).
    totals: lieutenantOrdersAdded(sum(groups), p.totals.lieutenant),
    lieutenant: null,
    lossOfLieutenantReason: p.lossOfLieutenantReason === 'retreat' ? 'retreat' : null,
    problems: [],
    warnings: [],
    commandTokens:
      p.commandTokens === null
        ? null
        : { tokens: p.commandTokens.tokens, candidates: tokenCandidates(groups) },
  };
}
