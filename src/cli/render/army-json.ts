/** JSON for army-list reports (docs/json.md "Army lists and orders": `orders --json`, `validate --json`). */
import type { Contribution } from '../../core/army/tactical.js';
import type { OrdersReport, ValidationReport } from '../../app/army.js';

function contributionJson(c: Contribution): Record<string, unknown> {
  if (c.kind === 'none') {
    return {
      orders: { regular: 0, irregular: 0, lieutenant: 0, impetuous: 0, hidden: 0, tactical: 0 },
      noOrderReason: c.reason,
    };
  }
  if (c.kind === 'hidden') {
    return {
      orders: {
        regular: 0,
        irregular: 0,
        lieutenant: 0,
        impetuous: 0,
        hidden: c.hidden,
        tactical: 0,
      },
      hiddenDeployment: true,
    };
  }
  return {
    orders: {
      regular: c.regular,
      irregular: c.irregular,
      lieutenant: c.lieutenant,
      impetuous: c.impetuous,
      hidden: 0,
      tactical: c.tactical,
    },
    irregularReason: c.irregularReason,
    tacticalAwareness: c.tacticalAwareness,
    ncoAccess: c.ncoAccess,
    // Always 0: the Order Count no longer moves Lieutenant orders to an NCO (N5 NCO is
    // Optional, docs/rules.md §7.3). Kept so that readers of this key do not break.
    tacticalFromNco: 0,
  };
}

export function ordersJson(r: OrdersReport): Record<string, unknown> {
  const p = r.phase;
  const hideLimit = r.public && !p.pointsGiven;
  return {
    kind: 'orders',
    game: p.game,
    // Private in --public: it would reveal the cost of troopers not yet on the table.
    victoryPoints: r.public ? null : p.victoryPoints,
    // Without a stated limit it is the list's cost, private troopers included.
    retreatThreshold: hideLimit ? null : p.retreatThreshold,
    retreat: p.retreat,
    // Public: not shown (who the Lieutenant is is private, docs/rules.md §9.7).
    lossOfLieutenant: p.lieutenantPrivate ? null : p.lossOfLieutenant,
    lossOfLieutenantReason: p.lossOfLieutenantReason,
    impetuousPhase: p.impetuousPhase,
    groups: p.groups.map((g) => ({
      index: g.index,
      name: g.name,
      members: g.members,
      regular: g.regular,
      irregular: g.irregular,
      lieutenant: g.lieutenant,
      impetuous: g.impetuous,
      total: g.total,
      hidden: g.hidden,
      tactical: g.tactical,
      troopers: g.troopers.map((t) => ({
        name: t.name,
        path: t.path,
        ...contributionJson(t.contribution),
      })),
    })),
    totals: p.totals,
    problems: p.problems,
    warnings: p.warnings,
    points: hideLimit ? null : p.points,
    retreatChecked: p.retreatChecked,
    public: r.public,
    ...(r.public ? {} : { lieutenant: p.lieutenant }),
    commandTokens: p.commandTokens,
  };
}

export function validationJson(r: ValidationReport): Record<string, unknown> {
  return {
    kind: 'validation',
    valid: r.problems.length === 0,
    game: r.list.game,
    problems: r.problems,
    warnings: r.warnings,
  };
}
