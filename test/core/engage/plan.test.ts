import { describe, expect, it } from 'vitest';
import {
  checkEngagement,
  parseEngagement,
  type EngagementInput,
} from '../../../src/core/engage/schema.js';
import { diceNeeded, resolveEngagement } from '../../../src/core/engage/resolve.js';
import { engagementOdds } from '../../../src/core/engage/odds.js';
import { planEngagement } from '../../../src/core/engage/plan.js';
import { probability } from '../../../src/core/roll/odds.js';
import { everyDie } from './every-die.js';
import { expectOk } from '../../../src/core/result.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';

const input = (v: unknown): EngagementInput => expectOk(checkEngagement(v));
const run = (v: unknown, dice: Record<string, number[]>) =>
  resolveEngagement(expectOk(planEngagement(input(v))), new Map(Object.entries(dice)));

const zhanshi = (name: string, action = 'attack', spec = '11') => ({ name, spec, action });

describe('engagements: the worked examples of docs/rules.md §1.5', () => {
  it('Fusilier splits 2 + 1 on two Zhanshi who both shoot back: two F2F rolls', () => {
    const e = run(
      {
        active: {
          name: 'Fusilier',
          spec: '12b3',
          targets: [
            { name: 'Zhanshi A', burst: 2 },
            { name: 'Zhanshi B', burst: 1 },
          ],
        },
        reactive: [zhanshi('Zhanshi A'), zhanshi('Zhanshi B')],
      },
      { Fusilier: [4, 9, 11], 'Zhanshi A': [5], 'Zhanshi B': [11] },
    );
    expect(
      e.rolls.map((r) => [r.type, r.reactive, r.type === 'ftf' ? r.roll.winner : null]),
    ).toEqual([
      ['ftf', 'Zhanshi A', 'active'],
      ['ftf', 'Zhanshi B', 'reactive'],
    ]);
    expect(e.hits).toEqual([
      { target: 'Zhanshi A', by: 'Fusilier', hits: 1, crits: 0 },
      { target: 'Fusilier', by: 'Zhanshi B', hits: 0, crits: 1 },
    ]);
  });

  it('all 3 dice on Zhanshi A; Zhanshi B shoots untargeted: an F2F and a Normal roll (14 misses)', () => {
    const e = run(
      {
        active: { name: 'Fusilier', spec: '12b3', targets: [{ name: 'Zhanshi A', burst: 3 }] },
        reactive: [zhanshi('Zhanshi A'), zhanshi('Zhanshi B')],
      },
      { Fusilier: [12, 3, 18], 'Zhanshi A': [11], 'Zhanshi B': [14] },
    );
    expect(e.rolls.map((r) => r.type)).toEqual(['ftf', 'normal']);
    const normal = e.rolls[1];
    expect(normal?.type === 'normal' && [normal.roller, normal.target, normal.roll.hits]).toEqual([
      'Zhanshi B',
      'Fusilier',
      0,
    ]);
    expect(e.hits).toEqual([]); // both crit in the F2F, and the 14 misses
  });

  it('a successful Dodge protects only the dodger', () => {
    const e = run(
      {
        active: {
          name: 'Fusilier',
          spec: '12b2',
          targets: [
            { name: 'A', burst: 1 },
            { name: 'B', burst: 1 },
          ],
        },
        reactive: [zhanshi('A', 'dodge'), zhanshi('B', 'none')],
      },
      { Fusilier: [5, 5], A: [8] },
    );
    expect(e.hits).toEqual([{ target: 'B', by: 'Fusilier', hits: 1, crits: 0 }]);
    expect(e.rolls[0]?.type === 'ftf' && e.rolls[0].roll.winner).toBe('reactive');
  });

  it('an ARO with a burst above 1 rolls one die, with a warning', () => {
    const plan = expectOk(
      planEngagement(
        input({
          active: { name: 'F', spec: '12', targets: [{ name: 'Z', burst: 1 }] },
          reactive: [zhanshi('Z', 'attack', '11b3')],
        }),
      ),
    );
    expect(diceNeeded(plan)).toEqual(
      new Map([
        ['F', 1],
        ['Z', 1],
      ]),
    );
    expect(plan.warnings).toEqual(['Z: an ARO has burst 1; burst 3 reduced to 1']);
  });
});

describe('engagement input errors', () => {
  const err = (v: unknown) => {
    const c = checkEngagement(v);
    if (!c.ok) return c.error;
    const p = planEngagement(c.value);
    if (!p.ok) return p.error;
    throw new Error('expected an error');
  };
  it.each([
    [
      'a burst split that does not add up',
      {
        active: { name: 'F', spec: '12b3', targets: [{ name: 'Z', burst: 2 }] },
        reactive: [zhanshi('Z')],
      },
      'active.targets',
      "the targets' bursts add up to 2, but F has burst 3",
    ],
    [
      'a missing target',
      {
        active: { name: 'F', spec: '12', targets: [{ name: 'Q', burst: 1 }] },
        reactive: [zhanshi('Z')],
      },
      'active.targets[0].name',
      'target "Q" is not one of the reactive troopers',
    ],
    [
      'a bad spec',
      { active: { name: 'F', spec: '12x', targets: [] }, reactive: [] },
      'active.spec',
      'unexpected "x"',
    ],
    [
      'an unknown action',
      { active: { name: 'F', spec: '12', targets: [] }, reactive: [zhanshi('Z', 'shoot')] },
      'reactive[0].action',
      '"shoot" is not one of attack, dodge, reset, none',
    ],
    [
      'a duplicate name',
      { active: { name: 'F', spec: '12', targets: [] }, reactive: [zhanshi('Z'), zhanshi('Z')] },
      'reactive[1].name',
      'used twice',
    ],
  ])('%s', (_, v, path, message) => {
    const e = err(v);
    expect(e.at).toEqual({ kind: 'path', path });
    expect(e.message).toContain(message);
  });
});

describe('engagement odds', () => {
  it('independent rolls: the chance of not being hit multiplies exactly', () => {
    const plan = expectOk(
      planEngagement(
        input({
          active: { name: 'F', spec: '10', targets: [{ name: 'A', burst: 1 }] },
          reactive: [
            zhanshi('A', 'none'),
            zhanshi('B', 'attack', '10'),
            zhanshi('C', 'attack', '10'),
          ],
        }),
      ),
    );
    const { chances } = engagementOdds(plan);
    const f = chances.find((c) => c.trooper === 'F');
    // Two independent Normal rolls at SV 10 both miss: (10/20)^2.
    expect(f && [f.missCount, f.total]).toEqual([100n, 400n]);
    const a = chances.find((c) => c.trooper === 'A');
    expect(a && probability(a.total - a.missCount, a.total)).toBe(0.5);
  });
});

describe('Partial Cover per target (docs/rules.md §6.2)', () => {
  const sv = (
    targetCover: boolean | undefined,
    activeCover: boolean | undefined,
    action = 'attack',
  ) => {
    const cover = (c: boolean | undefined) => (c === undefined ? {} : { target: { cover: c } });
    const plan = expectOk(
      planEngagement(
        input({
          active: {
            name: 'Fusilier',
            spec: '12b3',
            ...cover(activeCover),
            targets: [
              { name: 'A', burst: 2 },
              { name: 'B', burst: 1 },
            ],
          },
          reactive: [
            { ...zhanshi('A', action), ...cover(targetCover) },
            { ...zhanshi('B', action) },
          ],
        }),
      ),
    );
    const [a, b] = plan.rolls;
    if (a?.type !== 'ftf' || b?.type !== 'ftf') throw new Error('two F2F rolls expected');
    return [a.activeSide.sv.sv, a.reactiveSide.sv.sv, b.activeSide.sv.sv, b.reactiveSide.sv.sv];
  };
  it.each([
    // [A in cover, Fusilier in cover, action] -> [Fusilier vs A, A, Fusilier vs B, B]
    [undefined, undefined, 'attack', [12, 11, 12, 11]],
    [true, undefined, 'attack', [9, 11, 12, 11]],
    [undefined, true, 'attack', [12, 8, 12, 8]],
    [true, true, 'attack', [9, 8, 12, 8]],
    [true, true, 'dodge', [9, 11, 12, 11]],
  ] as const)('A cover %s, Fusilier cover %s, %s: SVs %j', (t, a, action, expected) => {
    expect(sv(t, a, action)).toEqual(expected);
  });
});

/**
 * The active trooper Dodges every ARO of its order with one PH roll (docs/rules.md §8.7):
 * the same dice F2F against each ARO; a success hits nobody.
 */
const dodging = (spec: string, aros: { name: string; spec: string; sd?: number }[]) =>
  input({
    active: { name: 'Yuan Yuan', spec, action: 'dodge', targets: [] },
    reactive: aros.map((a) => ({ ...a, action: 'attack' })),
  });

describe('active Dodge against two AROs', () => {
  const two = dodging('12', [
    { name: 'Fusilier A', spec: '13' },
    { name: 'Fusilier B', spec: '10' },
  ]);

  it('one PH die, read against each ARO', () => {
    const plan = expectOk(planEngagement(two));
    expect(diceNeeded(plan).get('Yuan Yuan')).toBe(1);
    const e = resolveEngagement(
      plan,
      new Map(Object.entries({ 'Yuan Yuan': [9], 'Fusilier A': [12], 'Fusilier B': [4] })),
    );
    expect(e.rolls.map((r) => r.outcome)).toEqual([
      { kind: 'hit', target: 'Yuan Yuan', by: 'Fusilier A', hits: 1, crits: 0 },
      { kind: 'dodge-succeeded', trooper: 'Yuan Yuan' },
    ]);
  });

  it('a Dodge with targets is refused; burst above 1 is reduced with a warning', () => {
    const bad = input({
      active: { name: 'Y', spec: '12', action: 'dodge', targets: [{ name: 'A', burst: 1 }] },
      reactive: [{ name: 'A', spec: '13' }],
    });
    const r = planEngagement(bad);
    expect(r.ok ? '' : r.error.message).toBe(
      'Y Dodges: a Dodge attacks nobody, so it has no targets',
    );
    const plan = expectOk(planEngagement(dodging('12b3', [{ name: 'A', spec: '13' }])));
    expect(plan.warnings).toEqual(['Yuan Yuan: a Dodge is one PH roll; burst 3 reduced to 1']);
  });

  it('nobody attacks it: a Normal PH roll', () => {
    const plan = expectOk(
      planEngagement(
        input({
          active: { name: 'Y', spec: '12', action: 'dodge', targets: [] },
          reactive: [{ name: 'A', spec: '13', action: 'none' }],
        }),
      ),
    );
    expect(plan.rolls.map((r) => [r.type, r.type === 'normal' && r.action])).toEqual([
      ['normal', 'dodge'],
    ]);
  });

  /** Brute force: every die of every trooper, the engagement resolved, hits counted. */
  it.each([
    [
      'n4',
      '12',
      [
        { name: 'A', spec: '13' },
        { name: 'B', spec: '10' },
      ],
    ],
    [
      'n4',
      '23',
      [
        { name: 'A', spec: '22' },
        { name: 'B', spec: '15' },
      ],
    ],
    ['n5', '23', [{ name: 'A', spec: '22', sd: 1 }]],
    ['n5', '11+sd', [{ name: 'A', spec: '12' }]],
  ] as [EditionId, string, { name: string; spec: string; sd?: number }[]][])(
    '%s: Dodge %s: the chance of no hit is exact',
    (ed, spec, aros) => {
      const plan = expectOk(planEngagement(dodging(spec, aros), EDITIONS[ed]));
      let missed = 0n;
      const total = everyDie(plan, (e) => {
        if (!e.hits.some((h) => h.target === 'Yuan Yuan')) missed++;
      });
      const odds = engagementOdds(plan);
      const chance = odds.chances.find((c) => c.trooper === 'Yuan Yuan');
      expect(chance?.total).toBe(total);
      expect(chance?.missCount).toBe(missed);
    },
  );
});

describe('words filled in from game data: no "changes nothing" warning (docs/game-data.md)', () => {
  const input = expectOk(
    parseEngagement(
      JSON.stringify({
        active: { name: 'F', spec: '15b3', targets: [{ name: 'G', burst: 3 }] },
        reactive: [{ name: 'G', spec: '13', action: 'dodge', with: ['ma2', 'mimetism6'] }],
      }),
    ),
  );
  it('typed, a word that changes nothing warns; filled in for its trooper, it does not', () => {
    const typed = expectOk(planEngagement(input, EDITIONS.n5));
    expect(typed.warnings.some((w) => w.startsWith('G: ma2'))).toBe(true);
    const filled = expectOk(planEngagement(input, EDITIONS.n5, new Map([['G', ['ma2']]])));
    expect(filled.warnings.some((w) => w.includes('ma2'))).toBe(false);
    // Quiet for its own trooper only.
    const other = expectOk(planEngagement(input, EDITIONS.n5, new Map([['F', ['ma2']]])));
    expect(other.warnings.some((w) => w.startsWith('G: ma2'))).toBe(true);
  });
});
