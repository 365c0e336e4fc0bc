import { describe, expect, it } from 'vitest';
import { checkArmyList } from '../../../src/core/army/parse.js';
import type { ArmyList } from '../../../src/core/army/schema.js';
import { retreatThreshold, tacticalPhase, victoryPoints } from '../../../src/core/army/tactical.js';
import { listProblems } from '../../../src/core/army/validate.js';
import { expectOk } from '../../../src/core/result.js';
import { list, lt, reg, type T } from './lists.js';

const group1 = (l: ArmyList) => {
  const g = tacticalPhase(l).groups[0];
  if (g === undefined) throw new Error('no group');
  return [g.regular, g.irregular, g.lieutenant, g.impetuous, g.total];
};
const hiddenOf = (l: ArmyList) => {
  const p = tacticalPhase(l);
  return [p.groups[0]?.hidden, p.totals.hidden, p.totals.total];
};

describe('Order Count (docs/rules.md §2.1, §2.2)', () => {
  // [regular, irregular, lieutenant, impetuous, total] of group 1, with a healthy Lieutenant.
  it.each([
    ['a Regular trooper adds 1 to the pool', [reg()], [2, 0, 1, 0, 3]],
    ['an Irregular trooper keeps its order', [reg({ training: 'irregular' })], [1, 1, 1, 0, 3]],
    [
      'Tactical Awareness adds an Irregular order',
      [reg({ tacticalAwareness: true })],
      [2, 1, 1, 0, 4],
    ],
    [
      'Tactical Awareness while Isolated still counts',
      [reg({ tacticalAwareness: true, state: 'isolated' })],
      [1, 2, 1, 0, 4],
    ],
    [
      'no Tactical Awareness off the table',
      [reg({ tacticalAwareness: true, deployment: 'off-table' })],
      [1, 0, 1, 0, 2],
    ],
    [
      'no Tactical Awareness in Hidden Deployment (its own hidden order only)',
      [reg({ tacticalAwareness: true, deployment: 'hidden' })],
      [1, 0, 1, 0, 3],
    ],
    ['an Impetuous trooper gets a token', [reg({ impetuous: true })], [2, 0, 1, 1, 3]],
    [
      'no Impetuous token in a Null state',
      [reg({ impetuous: true, state: 'unconscious' })],
      [1, 0, 1, 0, 2],
    ],
    ['an Isolated trooper counts as Irregular', [reg({ state: 'isolated' })], [1, 1, 1, 0, 3]],
    ['unconscious adds nothing', [reg({ state: 'unconscious' })], [1, 0, 1, 0, 2]],
    ['dead adds nothing', [reg({ state: 'dead' })], [1, 0, 1, 0, 2]],
    ['sepsitorized adds nothing', [reg({ state: 'sepsitorized' })], [1, 0, 1, 0, 2]],
    ['possessed adds nothing', [reg({ state: 'possessed' })], [1, 0, 1, 0, 2]],
    ['a Shasvastii-Embryo adds nothing', [reg({ state: 'embryo' })], [1, 0, 1, 0, 2]],
    ['immobilized-a changes nothing', [reg({ state: 'immobilized-a' })], [2, 0, 1, 0, 3]],
    ['immobilized-b changes nothing', [reg({ state: 'immobilized-b' })], [2, 0, 1, 0, 3]],
    ['stunned changes nothing', [reg({ state: 'stunned' })], [2, 0, 1, 0, 3]],
    [
      'Hidden Deployment adds nothing to the pool but keeps its own order',
      [reg({ deployment: 'hidden' })],
      [1, 0, 1, 0, 3],
    ],
    ['off-table adds nothing', [reg({ deployment: 'off-table' })], [1, 0, 1, 0, 2]],
    ['a peripheral adds nothing', [reg({ peripheral: true })], [1, 0, 1, 0, 2]],
    ['an NCO is a plain Regular in the count', [reg({ nco: true })], [2, 0, 1, 0, 3]],
  ] as const)('%s', (_, troopers, expected) => {
    expect(group1(list([[lt(), ...troopers]]))).toEqual(expected);
  });

  it('Lieutenant (+1 Order) generates two Lieutenant orders', () => {
    expect(group1(list([[lt({ lieutenantOrders: 2 }), reg()]]))).toEqual([2, 0, 2, 0, 4]);
  });

  it("pools stay in their own group; the Lieutenant order sits in the Lieutenant's group", () => {
    const p = tacticalPhase(
      list([
        [reg(), reg()],
        [lt(), reg({ training: 'irregular' })],
      ]),
    );
    expect(p.groups.map((g) => [g.regular, g.irregular, g.lieutenant, g.total])).toEqual([
      [2, 0, 0, 2],
      [1, 1, 1, 3],
    ]);
    expect(p.totals).toEqual({
      regular: 3,
      irregular: 1,
      lieutenant: 1,
      tactical: 0,
      impetuous: 0,
      total: 5,
      hidden: 0,
    });
  });

  // docs/rules.md §2.2: a Hidden Deployment trooper keeps its own order, only to place itself.
  // [group 1 hidden, totals.hidden, totals.total], with a healthy Lieutenant on the table.
  it.each([
    ['a Regular in Hidden Deployment', [reg({ deployment: 'hidden' })], [1, 1, 3]],
    [
      'an Irregular in Hidden Deployment',
      [reg({ training: 'irregular', deployment: 'hidden' })],
      [1, 1, 3],
    ],
    ['an Impetuous one gets no token', [reg({ impetuous: true, deployment: 'hidden' })], [1, 1, 3]],
    ['a Null one has no order', [reg({ state: 'dead', deployment: 'hidden' })], [0, 0, 2]],
    ['a hidden peripheral has none', [reg({ peripheral: true, deployment: 'hidden' })], [0, 0, 2]],
    ['an Isolated one keeps it', [reg({ state: 'isolated', deployment: 'hidden' })], [1, 1, 3]],
    ['off the table: nothing', [reg({ deployment: 'off-table' })], [0, 0, 2]],
  ] as const)('%s', (_, troopers, expected) => {
    expect(hiddenOf(list([[lt(), ...troopers]]))).toEqual(expected);
  });

  it('a hidden trooper keeps its order in Loss of Lieutenant and in Retreat!', () => {
    const hiddenLt = list([[lt({ deployment: 'hidden' }), reg()]]);
    expect(tacticalPhase(hiddenLt).lossOfLieutenantReason).toBe('not-on-table');
    expect(hiddenOf(hiddenLt)).toEqual([1, 1, 2]);
    const retreat = list([[lt({ cost: 10 }), reg({ cost: 10, deployment: 'hidden' })]]);
    expect(tacticalPhase(retreat).retreat).toBe(true);
    expect(hiddenOf(retreat)).toEqual([1, 1, 2]);
  });

  it('with two Lieutenants (a list problem) the one on the table acts', () => {
    const p = tacticalPhase(list([[lt({ deployment: 'hidden' }), lt({ name: 'Lt 2' })]]));
    expect(p.lieutenant?.name).toBe('Lt 2');
    expect(p.problems.length).toBeGreaterThan(0);
  });

  it('10 troopers and 2 peripherals: a pool of 10, the peripherals outside the limit (docs/rules.md §2.3)', () => {
    const troopers = [lt({ cost: 10 }), ...Array.from({ length: 9 }, () => reg({ cost: 10 }))];
    const l = list([
      [...troopers, { name: 'Doc bot', peripheral: true }, { name: 'Eng bot', peripheral: true }],
    ]);
    const p = tacticalPhase(l);
    expect(p.groups[0]).toMatchObject({ members: 10, regular: 10, lieutenant: 1 });
    expect(listProblems(l).problems).toEqual([]);
  });

  it('an NCO may spend the Lieutenant order unless Isolated', () => {
    const p = tacticalPhase(
      list([[lt(), reg({ nco: true }), reg({ nco: true, state: 'isolated' })]]),
    );
    const access = p.groups[0]?.troopers.map(
      (t) => t.contribution.kind === 'counted' && t.contribution.ncoAccess,
    );
    expect(access).toEqual([false, true, false]);
  });
});

describe('Retreat! (docs/rules.md §2.4)', () => {
  it.each([
    [300, 75],
    [250, 63],
    [200, 50],
    [150, 38],
    [400, 100],
  ])('threshold for %i points is %i (a quarter, rounded up)', (points, threshold) => {
    expect(retreatThreshold(points)).toBe(threshold);
  });

  it.each([
    ['exactly at the threshold retreats', 75, true],
    ['one point above does not', 76, false],
  ])('%s', (_, standing, retreat) => {
    const l = list([[lt({ cost: standing }), reg({ cost: 300 - standing, state: 'dead' })]]);
    const p = tacticalPhase(l);
    expect(p.victoryPoints).toBe(standing);
    expect(p.retreat).toBe(retreat);
  });

  it('VP count troopers not yet on the table, Embryos and costed peripherals; not the Null ones', () => {
    const l = list([
      [
        lt({ cost: 10 }),
        reg({ cost: 7, deployment: 'hidden' }),
        reg({ cost: 5, deployment: 'off-table' }),
        reg({ cost: 3, state: 'embryo' }),
        reg({ cost: 2, peripheral: true }),
        reg({ cost: 100, state: 'dead' }),
        reg({ cost: 100, state: 'unconscious' }),
      ],
    ]);
    expect(victoryPoints(l)).toBe(27);
  });

  it('Retreat! means Loss of Lieutenant, no Lieutenant order and no Impetuous Phase', () => {
    const p = tacticalPhase(
      list([
        [lt({ cost: 50 }), reg({ cost: 250, state: 'dead' }), reg({ cost: 0, impetuous: true })],
      ]),
    );
    expect(p).toMatchObject({
      retreat: true,
      lossOfLieutenant: true,
      lossOfLieutenantReason: 'retreat',
      impetuousPhase: false,
    });
    expect(p.totals).toMatchObject({ regular: 0, irregular: 2, lieutenant: 0, impetuous: 0 });
  });

  it('a list without costs skips the check with a warning', () => {
    const p = tacticalPhase(list([[lt({ cost: 0 }), reg({ cost: 0 })]]));
    expect(p.retreat).toBe(false);
    expect(p.warnings.map((w) => w.message)).toContain(
      'no trooper has a cost: the Retreat! check is skipped',
    );
  });

  it('missing points: the sum of costs, with a warning', () => {
    const p = tacticalPhase(
      expectOk(checkArmyList({ groups: [{ troopers: [lt({ cost: 40 }), reg({ cost: 60 })] }] })),
    );
    expect(p.points).toBe(100);
    expect(p.retreatThreshold).toBe(25);
    expect(p.warnings[0]?.path).toBe('points');
  });
});

describe('Loss of Lieutenant (docs/rules.md §2.4)', () => {
  it.each([
    ['the Lieutenant is dead', lt({ state: 'dead' }), 'null-state'],
    ['the Lieutenant is unconscious', lt({ state: 'unconscious' }), 'null-state'],
    ['the Lieutenant is Isolated', lt({ state: 'isolated' }), 'isolated'],
    ['the Lieutenant is in Hidden Deployment', lt({ deployment: 'hidden' }), 'not-on-table'],
    ['the Lieutenant is off the table', lt({ deployment: 'off-table' }), 'not-on-table'],
    ['there is no Lieutenant', reg(), 'not-on-table'],
  ] as const)('%s', (_, first, reason) => {
    const p = tacticalPhase(list([[first, reg(), reg({ nco: true })]]));
    expect(p).toMatchObject({ lossOfLieutenant: true, lossOfLieutenantReason: reason });
    // Every trooper is Irregular, no Lieutenant order, and NCO does not help.
    expect(p.totals.regular).toBe(0);
    expect(p.totals.lieutenant).toBe(0);
    expect(
      p.groups[0]?.troopers.some(
        (t) => t.contribution.kind === 'counted' && t.contribution.ncoAccess,
      ),
    ).toBe(false);
  });

  it('Chain of Command takes over from a dead Lieutenant: the check passes, one Lieutenant order', () => {
    const p = tacticalPhase(
      list([[lt({ state: 'dead', lieutenantOrders: 2 })], [reg({ chainOfCommand: true })]]),
    );
    expect(p).toMatchObject({ lossOfLieutenant: false, lieutenant: { chainOfCommand: true } });
    expect(p.groups[1]).toMatchObject({ regular: 1, lieutenant: 1 });
  });

  it.each([
    ['Isolated', { state: 'isolated' }],
    ['dead', { state: 'dead' }],
    ['off the table', { deployment: 'off-table' }],
  ])('Chain of Command cannot take over when that trooper is %s', (_, more) => {
    const p = tacticalPhase(
      list([[lt({ state: 'isolated' }), reg({ chainOfCommand: true, ...more })]]),
    );
    expect(p.lossOfLieutenantReason).toBe('isolated');
  });

  it('a peripheral marked Lieutenant is no Lieutenant (found by the fuzz test)', () => {
    const p = tacticalPhase(list([[lt({ peripheral: true }), reg()]]));
    expect(p).toMatchObject({ lossOfLieutenant: true, lossOfLieutenantReason: 'not-on-table' });
    expect(p.totals.lieutenant).toBe(0);
    expect(p.problems.map((x) => x.path)).toEqual(['groups[0].troopers[0].peripheral']);
  });

  it('Chain of Command does not cover a Lieutenant in Hidden Deployment', () => {
    const p = tacticalPhase(list([[lt({ deployment: 'hidden' }), reg({ chainOfCommand: true })]]));
    expect(p.lossOfLieutenantReason).toBe('not-on-table');
  });
});

describe('CodeOne (docs/rules.md §2.3)', () => {
  it('no Retreat! and no Loss of Lieutenant check', () => {
    const l = list(
      [[lt({ state: 'dead', cost: 10 }), reg({ cost: 290, state: 'dead' }), reg({ cost: 0 })]],
      { game: 'codeone' },
    );
    const p = tacticalPhase(l);
    expect(p).toMatchObject({
      retreat: false,
      lossOfLieutenant: false,
      lossOfLieutenantReason: null,
    });
    expect(p.totals).toMatchObject({ regular: 1, lieutenant: 0 });
  });
});

describe('list-building problems (docs/rules.md §2.3)', () => {
  const paths = (l: ArmyList) => listProblems(l).problems.map((p) => p.path);
  it.each([
    ['a valid list', [[lt(), reg()]], {}, []],
    [
      'a group of 11',
      [[lt(), ...Array.from({ length: 10 }, () => reg({ cost: 1 }))]],
      {},
      ['groups[0].troopers'],
    ],
    [
      '16 troopers',
      [
        Array.from({ length: 8 }, () => reg({ cost: 1 })),
        [lt({ cost: 1 }), ...Array.from({ length: 7 }, () => reg({ cost: 1 }))],
      ],
      {},
      ['groups'],
    ],
    ['no Lieutenant', [[reg()]], {}, ['groups']],
    ['two Lieutenants', [[lt(), lt()]], {}, ['groups[0].troopers[1].lieutenant']],
    [
      'an Irregular Lieutenant',
      [[lt({ training: 'irregular' })]],
      {},
      ['groups[0].troopers[0].training'],
    ],
    [
      'a peripheral Lieutenant',
      [[lt({ peripheral: true })]],
      {},
      ['groups[0].troopers[0].peripheral'],
    ],
    ['over the points', [[lt({ cost: 200 }), reg({ cost: 101 })]], {}, ['points']],
    ['CodeOne with two groups', [[lt()], [reg()]], { game: 'codeone' }, ['groups']],
    [
      'CodeOne with 11 troopers',
      [[lt({ cost: 1 }), ...Array.from({ length: 10 }, () => reg({ cost: 1 }))]],
      { game: 'codeone' },
      ['groups', 'groups[0].troopers'],
    ],
  ] as const)('%s', (_, groups, extra, expected) => {
    expect(paths(list(groups as unknown as T[][], extra))).toEqual(expected);
  });
});
