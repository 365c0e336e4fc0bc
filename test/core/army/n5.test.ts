/** The N5 Tactical Phase (docs/rules.md §7.3), one table per line of §7.3, against N4. */
import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../../src/core/army/schema.js';
import { retreatThreshold, tacticalPhase, victoryPoints } from '../../../src/core/army/tactical.js';
import { listProblems } from '../../../src/core/army/validate.js';
import { N4, N5, type Edition } from '../../../src/core/rules/index.js';

import { list, lt, reg, type T } from './lists.js';
const EDITIONS: Record<'n4' | 'n5', Edition> = { n4: N4, n5: N5 };

/** [regular, irregular, lieutenant, tactical, total] of the whole list. */
const totals = (l: ArmyList, e: Edition): number[] => {
  const t = tacticalPhase(l, e).totals;
  return [t.regular, t.irregular, t.lieutenant, t.tactical, t.total];
};

describe('Order Count in both editions (docs/rules.md §2.1, §7.3)', () => {
  it.each([
    // edition, case, troopers after a healthy Lieutenant, [reg, irr, lt, tac, total]
    [
      'n4',
      'Tactical Awareness: an extra Irregular order',
      [reg({ tacticalAwareness: true })],
      [2, 1, 1, 0, 4],
    ],
    [
      'n5',
      'Tactical Awareness: a Tactical Order',
      [reg({ tacticalAwareness: true })],
      [2, 0, 1, 1, 4],
    ],
    [
      'n5',
      'Tactical Awareness while Isolated: still a Tactical Order',
      [reg({ tacticalAwareness: true, state: 'isolated' })],
      [1, 1, 1, 1, 4],
    ],
    [
      'n5',
      'no Tactical Order in Hidden Deployment (its own hidden order only)',
      [reg({ tacticalAwareness: true, deployment: 'hidden' })],
      [1, 0, 1, 0, 3],
    ],
    ['n4', 'NCO: may spend the Lieutenant order', [reg({ nco: true })], [2, 0, 1, 0, 3]],
    [
      'n5',
      'NCO (Optional): the Lieutenant keeps its order; the NCO may take it',
      [reg({ nco: true })],
      [2, 0, 1, 0, 3],
    ],
    [
      'n5',
      'NCO (Optional): two Lieutenant orders stay with the Lieutenant',
      [reg({ nco: true })],
      [2, 0, 2, 0, 4],
      { lieutenantOrders: 2 },
    ],
    [
      'n5',
      'an Isolated NCO converts nothing',
      [reg({ nco: true, state: 'isolated' })],
      [1, 1, 1, 0, 3],
    ],
    [
      'n5',
      'an NCO in a Null state converts nothing',
      [reg({ nco: true, state: 'dead' })],
      [1, 0, 1, 0, 2],
    ],
    [
      'n4',
      'Disconnected: nothing in N4 (a peripheral adds no order anyway)',
      [reg({ peripheral: true, state: 'disconnected' })],
      [1, 0, 1, 0, 2],
    ],
    ['n5', 'Possessed: Null', [reg({ state: 'possessed' })], [1, 0, 1, 0, 2]],
    ['n5', 'Sepsitorized: Null', [reg({ state: 'sepsitorized' })], [1, 0, 1, 0, 2]],
    ['n5', 'Embryo: Null', [reg({ state: 'embryo' })], [1, 0, 1, 0, 2]],
    [
      'n5',
      'Irregular, Impetuous: unchanged',
      [reg({ training: 'irregular', impetuous: true })],
      [1, 1, 1, 0, 3],
    ],
  ] as const)('%s: %s', (ed, _case, troopers, expected, ltMore: T = {}) => {
    expect(totals(list([[lt(ltMore), ...troopers]]), EDITIONS[ed])).toEqual(expected);
  });

  it('a Tactical Order is in each group, in totals, per trooper and in total', () => {
    const p = tacticalPhase(
      list([[lt(), reg({ tacticalAwareness: true })], [reg({ nco: true })]]),
      N5,
    );
    expect(p.groups.map((g) => [g.tactical, g.lieutenant, g.total])).toEqual([
      [1, 1, 4],
      [0, 0, 1],
    ]);
    expect(p.totals.tactical).toBe(1);
    const [, ta] = p.groups[0]?.troopers ?? [];
    expect(ta?.contribution).toMatchObject({ kind: 'counted', tactical: 1, ncoAccess: false });
    // NCO is Optional (§7.3): the order stays with the Lieutenant, the NCO is told it may take it.
    const nco = p.groups[1]?.troopers[0];
    expect(nco?.contribution).toMatchObject({ kind: 'counted', tactical: 0, ncoAccess: true });
  });

  it('N5: no NCO access for an Isolated NCO; a Lieutenant with NCO is marked like any NCO', () => {
    const l = list([[lt({ nco: true }), reg({ nco: true, state: 'isolated' })]]);
    const p = tacticalPhase(l, N5);
    const [first, second] = p.groups[0]?.troopers ?? [];
    // Public views hide the Lieutenant: an unmarked NCO would single it out.
    expect(first?.contribution).toMatchObject({ lieutenant: 1, ncoAccess: true });
    expect(second?.contribution).toMatchObject({ ncoAccess: false });
  });

  it('in Loss of Lieutenant no Lieutenant order exists for the NCO to convert', () => {
    const p = tacticalPhase(list([[lt({ state: 'dead' }), reg({ nco: true })]]), N5);
    expect(p.lossOfLieutenant).toBe(true);
    expect(p.totals.tactical).toBe(0);
  });
});

describe('Victory Points and Retreat! (docs/rules.md §2.4, §7.3)', () => {
  it.each([
    ['n4', 'disconnected', 300],
    ['n5', 'disconnected', 200],
    ['n4', 'embryo', 300],
    ['n5', 'embryo', 300],
    ['n5', 'possessed', 200],
    ['n5', 'sepsitorized', 200],
  ] as const)('%s: a %s trooper with a cost: VP %i', (ed, state, vp) => {
    const l = list([[lt(), reg(), reg({ peripheral: true, state })]]);
    expect(victoryPoints(l, EDITIONS[ed].army)).toBe(vp);
  });

  it.each([
    [150, 38],
    [200, 50],
    [250, 63],
    [300, 75],
    [350, 88],
    [400, 100],
  ])('%i points: Retreat! at %i VP or less', (points, threshold) => {
    expect(retreatThreshold(points)).toBe(threshold);
    const at = list([[lt({ cost: threshold })]], { points });
    expect(tacticalPhase(at, N5).retreat).toBe(true);
    const above = list([[lt({ cost: threshold + 1 })]], { points });
    expect(tacticalPhase(above, N5).retreat).toBe(false);
  });
});

describe('Command Tokens (docs/rules.md §7.3)', () => {
  it('5: N4 counts them too, and says nothing about a commandToken Lieutenant', () => {
    const l = list([[lt({ commandToken: true }), reg({ name: 'Irr', training: 'irregular' })]]);
    const p = tacticalPhase(l, N4);
    expect(p.commandTokens?.tokens).toBe(5);
    expect(p.commandTokens?.candidates.map((c) => c.name)).toEqual(['Irr']);
    expect(
      listProblems(l, N4)
        .warnings.map((w) => w.message)
        .join('\n'),
    ).not.toMatch(/Command Token/);
  });
  it.each([
    ['n4', {}, 4],
    ['n4', { commandToken: true }, 5],
    ['n5', {}, 4],
    ['n5', { commandToken: true }, 5],
  ] as const)('%s, Lieutenant %j: %s tokens', (ed, ltMore, tokens) => {
    const p = tacticalPhase(list([[lt(ltMore), reg()]]), EDITIONS[ed]);
    expect(p.commandTokens?.tokens ?? null).toBe(tokens);
  });

  it('shows what converting an Irregular order does, not for Isolated troopers', () => {
    const p = tacticalPhase(
      list([
        [
          lt(),
          reg(),
          reg({ name: 'Irr', training: 'irregular' }),
          reg({ name: 'Iso', state: 'isolated' }),
        ],
      ]),
      N5,
    );
    expect(p.commandTokens?.candidates).toEqual([
      { name: 'Irr', path: 'groups[0].troopers[2]', group: 1, poolBefore: 2, poolAfter: 3 },
    ]);
  });
});

describe('validate in N5 (docs/rules.md §7.3)', () => {
  const messages = (l: ArmyList, e: Edition) => {
    const r = listProblems(l, e);
    return {
      problems: r.problems.map((p) => p.message),
      warnings: r.warnings.map((p) => p.message),
    };
  };

  it.each([
    [150, 3, true],
    [150, 3.5, false],
    [300, 6, true],
    [300, 6.5, false],
    [400, 8, true],
    [400, 8.5, false],
  ])('%i points with %f SWC: valid %s', (points, swc, valid) => {
    const l = list([[lt({ swc, cost: 10 }), reg({ cost: 10 })]], { points });
    expect(messages(l, N5).problems.length === 0).toBe(valid);
  });

  it('a points value that is not an N5 game size is a warning', () => {
    expect(messages(list([[lt({ swc: 1 })]], { points: 275 }), N5).warnings).toEqual([
      '275 is not an N5 game size (150, 200, 250, 300, 350, 400); SWC not checked',
    ]);
  });

  it('N5 fields on a list counted with N4 rules are warned about', () => {
    const l = list(
      [[lt({ swc: 1, commandToken: true }), reg({ peripheral: true, state: 'disconnected' })]],
      { game: 'n5' },
    );
    // game, SWC and Disconnected; Command Tokens exist in N4 too (item 5).
    expect(messages(l, N4).warnings).toHaveLength(3);
    expect(messages(l, N5).warnings).toEqual([]);
  });
});
