/** docs/rules.md §1.5 and §6: an order's rolls turned into casualties. */
import { describe, expect, it } from 'vitest';
import { damageOdds } from '../../../src/core/damage/index.js';
import {
  armedTroopers,
  engagementDamage,
  engagementSaves,
} from '../../../src/core/engage/damage.js';
import { engagementOdds } from '../../../src/core/engage/odds.js';
import { parseEngagement } from '../../../src/core/engage/schema.js';
import { planEngagement } from '../../../src/core/engage/plan.js';
import { resolveEngagement } from '../../../src/core/engage/resolve.js';
import { mul, rational, toExact } from '../../../src/core/math/rational.js';
import { expectOk } from '../../../src/core/result.js';
import { N4 } from '../../../src/core/rules/index.js';

const file = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    active: {
      name: 'A',
      spec: '13b2',
      weapon: { dam: 13 },
      target: { arm: 2, w: 2 },
      targets: [{ name: 'B', burst: 2 }],
    },
    reactive: [
      { name: 'B', spec: '12', weapon: { dam: 14, ammo: 'shock' }, target: { arm: 3 } },
      { name: 'C', spec: '11', weapon: { dam: 13 } },
    ],
    ...extra,
  });

function setup(text = file()) {
  const input = expectOk(parseEngagement(text));
  const plan = expectOk(planEngagement(input));
  const armed = expectOk(armedTroopers(input));
  return { input, plan, armed };
}

describe('engagement damage (exact)', () => {
  it("one roll on a target is that roll's damage odds", () => {
    const { plan, armed } = setup();
    const odds = engagementOdds(plan);
    const list = engagementDamage(odds.rolls, armed, N4.ammo);
    const b = list.find((d) => d.trooper === 'B');
    const first = odds.rolls[0];
    if (b === undefined || first?.type !== 'ftf') throw new Error('no roll on B');
    const alone = damageOdds(
      first.odds.outcomes.filter((o) => o.winner === 'active'),
      first.odds.total,
      { damage: 13, notation: 'damage', ammo: 'n', continuous: false, save: null },
      { ...b.target },
      N4.ammo,
    );
    expect(b.wounds.map(toExact)).toEqual(alone.wounds.map(toExact));
  });

  it('two rolls on the same target add up (independent); Shock kills at W only through a failed Shock save', () => {
    const { plan, armed } = setup();
    const list = engagementDamage(engagementOdds(plan).rolls, armed, N4.ammo);
    const a = list.find((d) => d.trooper === 'A');
    expect(a?.by).toEqual(['B', 'C']);
    const total = Object.values(a?.states ?? {}).reduce(
      (s, p) => s + Number(p.num) / Number(p.den),
      0,
    );
    expect(total).toBeCloseTo(1, 12);
    // W 2, B's Shock and C's N (docs/rules.md §6.4): 2 wounds is Unconscious only when
    // both are C's N wounds (no Shock save failed).
    const shock = a?.parts.find((p) => p.by === 'B')?.odds.wounds[0];
    const n2 = a?.parts.find((p) => p.by === 'C')?.odds.wounds[2] ?? { num: 0n, den: 1n };
    expect(toExact(a?.states.unconscious ?? { num: 1n, den: 1n })).toBe(
      toExact(shock === undefined ? n2 : mul(shock, n2)),
    );
  });

  it('a bad weapon block names its JSON path', () => {
    const input = expectOk(
      parseEngagement(
        JSON.stringify({
          active: { name: 'A', spec: '12', weapon: { dam: 13, ammo: 'xx' }, targets: [] },
          reactive: [],
        }),
      ),
    );
    const r = armedTroopers(input);
    expect(!r.ok && r.error.at).toEqual({ kind: 'path', path: 'active.weapon.ammo' });
  });
});

describe('engagement saves (at the table)', () => {
  const hits = [
    { target: 'B', by: 'A', hits: 2, crits: 0 },
    { target: 'B', by: 'C', hits: 1, crits: 0 },
  ];
  it('typed dice are consumed in order; a Dead target rolls no more', () => {
    const { armed } = setup();
    const r = expectOk(
      engagementSaves(hits.slice(0, 1), armed, N4.ammo, new Map([['B', [20, 1]]]), () => 0),
    );
    expect(r.map((s) => [s.result.wounds, s.result.state])).toEqual([[1, 'unconscious']]);
  });
  it('too many typed dice is an input error at saveDice', () => {
    const { armed } = setup();
    const r = engagementSaves(
      hits.slice(0, 1),
      armed,
      N4.ammo,
      new Map([['B', [1, 2, 3]]]),
      () => 0,
    );
    expect(!r.ok && r.error.at).toEqual({ kind: 'path', path: 'saveDice["B"]' });
  });
});

describe('an active Dodge against two armed AROs (docs/rules.md §8.7)', () => {
  it('the wounds are a mixture over the one Dodge die: brute force agrees', () => {
    // Damage 20 against ARM 0 always fails: a plain hit is 1 wound, a critical 2.
    const text = JSON.stringify({
      active: { name: 'Y', spec: '12', action: 'dodge', targets: [], target: { arm: 0, w: 9 } },
      reactive: [
        { name: 'A', spec: '13', weapon: { dam: 20 } },
        { name: 'B', spec: '9', weapon: { dam: 20 } },
      ],
    });
    const input = expectOk(parseEngagement(text));
    const plan = expectOk(planEngagement(input, N4));
    const armed = expectOk(armedTroopers(input));
    const dmg = engagementDamage(engagementOdds(plan).rolls, armed, N4.ammo, N4.dice);
    const y = dmg.find((d) => d.trooper === 'Y');
    const counts = new Array<number>(5).fill(0);
    for (let y1 = 1; y1 <= 20; y1++)
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++) {
          const e = resolveEngagement(
            plan,
            new Map([
              ['Y', [y1]],
              ['A', [a]],
              ['B', [b]],
            ]),
          );
          const w = e.hits.reduce((n, h) => n + h.hits + 2 * h.crits, 0);
          counts[w] = (counts[w] ?? 0) + 1;
        }
    expect(y?.wounds.map((p) => toExact(p))).toEqual(
      counts.slice(0, y?.wounds.length).map((c) => toExact(rational(BigInt(c), 8000n))),
    );
  });
});
