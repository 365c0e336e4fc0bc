/**
 * Engagements with Direct Templates (docs/rules.md §8.7, §8.9), Berserk (§8.6) and burst
 * bonuses on a split burst (§1.5, §8.5): the plan, the dice, and exact odds that brute
 * force over every die agrees with.
 */
import { describe, expect, it } from 'vitest';
import { armedTroopers, engagementDamage } from '../../../src/core/engage/damage.js';
import { checkEngagement } from '../../../src/core/engage/schema.js';
import { diceNeeded, resolveEngagement } from '../../../src/core/engage/resolve.js';
import { engagementOdds } from '../../../src/core/engage/odds.js';
import { planEngagement } from '../../../src/core/engage/plan.js';
import type { EngagementPlan } from '../../../src/core/engage/planned.js';
import { rational, toExact } from '../../../src/core/math/rational.js';
import { everyDie } from './every-die.js';
import { expectOk } from '../../../src/core/result.js';
import { EDITIONS, N4, type EditionId } from '../../../src/core/rules/index.js';

const plan = (v: unknown, ed: EditionId = 'n4'): EngagementPlan =>
  expectOk(planEngagement(expectOk(checkEngagement(v)), EDITIONS[ed]));
const planError = (v: unknown, ed: EditionId = 'n4') => {
  const r = planEngagement(expectOk(checkEngagement(v)), EDITIONS[ed]);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

/** Brute force: each trooper's count of "not hit" over every die, against the exact odds. */
function expectExactChances(p: EngagementPlan): void {
  const missed = new Map<string, bigint>();
  const troopers = engagementOdds(p).chances.map((c) => c.trooper);
  const total = everyDie(p, (e) => {
    for (const t of troopers)
      if (!e.hits.some((h) => h.target === t)) missed.set(t, (missed.get(t) ?? 0n) + 1n);
  });
  for (const c of engagementOdds(p).chances) {
    // Scale both to the brute force's total (the odds' total is a product per roll).
    expect(c.missCount * total).toBe((missed.get(c.trooper) ?? 0n) * c.total);
  }
}

const TEMPLATE = {
  active: {
    name: 'Z',
    spec: '13',
    template: true,
    targets: [
      { name: 'F', burst: 1 },
      { name: 'H', burst: 1 },
      { name: 'N', burst: 1 },
    ],
  },
  reactive: [
    { name: 'F', spec: '12', action: 'attack' },
    { name: 'H', spec: '10', action: 'dodge' },
    { name: 'N', spec: '10', action: 'none' },
    { name: 'U', spec: '11', action: 'attack' },
  ],
};

describe('an active Direct Template (docs/rules.md §8.9)', () => {
  const p = plan(TEMPLATE);
  it('no attack roll: a template roll per target, a BS Attack back and a Dodge are Normal rolls', () => {
    expect(
      p.rolls.map((r) => [
        r.type,
        r.reactive,
        r.type === 'template' ? r.dodge !== null : r.type === 'normal' ? r.why : null,
      ]),
    ).toEqual([
      ['template', 'F', false],
      ['normal', 'F', 'template'],
      ['template', 'H', true],
      ['template', 'N', false],
      ['normal', 'U', undefined],
    ]);
    // Z rolls no die; H rolls its Dodge, F and U their BS Attacks.
    expect([...diceNeeded(p)]).toEqual([
      ['F', 1],
      ['H', 1],
      ['U', 1],
    ]);
  });
  it('both resolve: F is hit and hits back; a successful Dodge keeps H from being hit', () => {
    const e = resolveEngagement(
      p,
      new Map([
        ['F', [7]],
        ['H', [4]],
        ['U', [15]],
      ]),
    );
    expect(e.hits).toEqual([
      { target: 'F', by: 'Z', hits: 1, crits: 0 },
      { target: 'Z', by: 'F', hits: 1, crits: 0 },
      { target: 'N', by: 'Z', hits: 1, crits: 0 },
    ]);
    expect(e.rolls[2]?.outcome).toEqual({ kind: 'dodge-succeeded', trooper: 'H' });
  });
  it('exact odds: F and N are always hit, H when its PH 10 Dodge fails; brute force agrees', () => {
    const chance = (t: string) => engagementOdds(p).chances.find((c) => c.trooper === t);
    expect(chance('F')?.missCount).toBe(0n);
    expect(chance('H')).toMatchObject({ missCount: 10n, total: 20n });
    expectExactChances(p);
  });
  it('a template with a split burst, or a burst per target, is refused', () => {
    expect(planError({ ...TEMPLATE, active: { ...TEMPLATE.active, spec: '13b2' } }).at).toEqual({
      kind: 'path',
      path: 'active.spec',
    });
    const two = {
      ...TEMPLATE,
      active: { ...TEMPLATE.active, targets: [{ name: 'F', burst: 2 }] },
    };
    expect(planError(two).message).toMatch(/hits each trooper under it once/);
    expect(planError({ ...TEMPLATE, active: { ...TEMPLATE.active, cc: true } }).message).toMatch(
      /not a CC Attack/,
    );
  });
  it('a Dodge against the template takes dodge-template=-3 when chosen (§8.7)', () => {
    const minus = plan({ ...TEMPLATE, choice: ['dodge-template=-3'] });
    const h = minus.rolls.find((r) => r.type === 'template' && r.reactive === 'H');
    expect(h?.type === 'template' && h.dodge?.sv.sv).toBe(7);
  });
});

describe('a reactive Direct Template (docs/rules.md §8.9)', () => {
  const file = (action: 'attack' | 'dodge') => ({
    active:
      action === 'dodge'
        ? { name: 'Y', spec: '12', action: 'dodge', targets: [] }
        : { name: 'Y', spec: '13b2', targets: [{ name: 'T', burst: 2 }] },
    reactive: [
      { name: 'T', spec: '11', template: true },
      { name: 'A', spec: '13' },
    ],
  });
  it('against an attacking trooper: its roll at the template is Normal, the template hits it', () => {
    const p = plan(file('attack'));
    expect(p.rolls.map((r) => [r.type, r.reactive])).toEqual([
      ['normal', 'T'],
      ['template', 'T'],
      ['normal', 'A'],
    ]);
    expectExactChances(p);
  });
  it.each([
    ['n4', '12'],
    ['n5', '11+sd'],
  ] as [EditionId, string][])(
    '%s: a Dodging active trooper (PH %s) rolls once against the F2F ARO and the template: exact',
    (ed, spec) => {
      const f = file('dodge');
      const p = plan({ ...f, active: { ...f.active, spec } }, ed);
      expect(p.rolls.map((r) => r.type)).toEqual(['template', 'ftf']);
      expect([...diceNeeded(p)].find(([n]) => n === 'Y')?.[1]).toBe(spec.includes('sd') ? 2 : 1);
      expectExactChances(p);
    },
  );
  it.each([
    ['n4', '12'],
    ['n5', '11+sd'],
  ] as [EditionId, string][])(
    '%s: one Dodge (PH %s) at a different SV against the template (dodge-template=-3): exact',
    (ed, spec) => {
      const f = file('dodge');
      const p = plan(
        {
          ...f,
          active: { ...f.active, spec },
          choice: ['dodge-template=-3'],
        },
        ed,
      );
      const svs = p.rolls.map((r) =>
        r.type === 'template' ? r.dodge?.sv.sv : r.type === 'ftf' ? r.activeSide.sv.sv : null,
      );
      expect(svs).toEqual(ed === 'n4' ? [9, 12] : [8, 11]);
      expect(p.warnings).toEqual([]);
      expectExactChances(p);
    },
  );
  it('the casualties of the one Dodge are a mixture over its die: brute force agrees', () => {
    // Damage 20 against ARM 0 always fails: a plain hit is 1 wound, a critical 2.
    const v = {
      active: { name: 'Y', spec: '12', action: 'dodge', targets: [], target: { arm: 0, w: 9 } },
      reactive: [
        { name: 'T', spec: '11', template: true, weapon: { dam: 20 } },
        { name: 'A', spec: '13', weapon: { dam: 20 } },
      ],
    };
    const input = expectOk(checkEngagement(v));
    const p = expectOk(planEngagement(input, N4));
    const armed = expectOk(armedTroopers(input));
    const y = engagementDamage(engagementOdds(p).rolls, armed, N4.ammo, N4.dice).find(
      (d) => d.trooper === 'Y',
    );
    const counts = new Array<number>(4).fill(0);
    const total = everyDie(p, (e) => {
      const w = e.hits.reduce((n, h) => n + h.hits + 2 * h.crits, 0);
      counts[w] = (counts[w] ?? 0) + 1;
    });
    expect(y?.by).toEqual(['T', 'A']);
    expect(y?.wounds.map(toExact)).toEqual(
      counts.slice(0, y?.wounds.length).map((c) => toExact(rational(BigInt(c), total))),
    );
  });
  it('a template ARO must be an attack', () => {
    const f = file('attack');
    const bad = { ...f, reactive: [{ name: 'T', spec: '11', template: true, action: 'dodge' }] };
    expect(planError(bad).at).toEqual({ kind: 'path', path: 'reactive[0].template' });
  });
});

describe('Berserk in Close Combat (docs/rules.md §8.6)', () => {
  const file = (words: string[], extra: Record<string, unknown> = {}) => ({
    active: {
      name: 'D',
      spec: '15',
      cc: true,
      with: words,
      targets: [{ name: 'F', burst: 1 }],
      ...extra,
    },
    reactive: [
      { name: 'F', spec: '13', target: { cover: true } },
      { name: 'G', spec: '12' },
    ],
  });
  it('the F2F becomes two Normal rolls, both can hit; an untargeted ARO still shoots', () => {
    const p = plan(file(['berserk']));
    expect(p.rolls.map((r) => r.type === 'normal' && [r.roller, r.reactive, r.why])).toEqual([
      ['active', 'F', 'berserk'],
      ['reactive', 'F', 'berserk'],
      ['reactive', 'G', undefined],
    ]);
    const e = resolveEngagement(
      p,
      new Map([
        ['D', [3]],
        ['F', [5]],
        ['G', [20]],
      ]),
    );
    expect(e.hits).toEqual([
      { target: 'F', by: 'D', hits: 1, crits: 0 },
      { target: 'D', by: 'F', hits: 1, crits: 0 },
    ]);
    expectExactChances(p);
  });
  it('a CC Attack takes no cover MOD, and its hits no cover save (§6.2)', () => {
    const p = plan(file([]));
    const f2f = p.rolls[0];
    expect(f2f?.type === 'ftf' && [f2f.activeSide.sv.sv, f2f.reactiveSide.sv.sv]).toEqual([15, 13]);
    expect(p.noCoverSave).toEqual(['D', 'F']);
  });
  it('N4 Martial Arts: the attack MOD, and the damage bonus for the CC weapon', () => {
    const p = plan(file(['berserk', 'ma3']));
    const d = p.rolls[0];
    // +3 to its CC; the enemy's -3 is F2F only, so not on F's Normal roll.
    expect(d?.type === 'normal' && d.side.sv.sv).toBe(18);
    expect(p.rolls[1]?.type === 'normal' && p.rolls[1].side.sv.sv).toBe(13);
    expect(p.damageBonus).toEqual({ D: 2 });
  });
  it('without Berserk the CC Attack is Face-to-Face, Martial Arts -3 on the enemy', () => {
    const p = plan(file(['ma3']));
    const f2f = p.rolls[0];
    expect(f2f?.type === 'ftf' && [f2f.activeSide.sv.sv, f2f.reactiveSide.sv.sv]).toEqual([18, 10]);
  });
});

describe('a burst bonus on a split burst (docs/rules.md §1.5, §8.5)', () => {
  const file = (bursts: number[], choice?: string) => ({
    active: {
      name: 'F',
      spec: '12b3',
      with: ['fireteam3'],
      targets: bursts.map((burst, i) => ({ name: `T${i}`, burst })),
    },
    reactive: bursts.map((_, i) => ({ name: `T${i}`, spec: '11' })),
    ...(choice === undefined ? {} : { choice: [choice] }),
  });
  const bursts = (p: EngagementPlan) =>
    p.rolls.map((r) => (r.type === 'ftf' ? r.activeSide.burst : null));
  it('N4 Fireteam +1 B is part of the burst: 3 + 1 split 2 and 2', () => {
    expect(bursts(plan(file([2, 2])))).toEqual([2, 2]);
  });
  it('one target may give the spec burst and gets the bonus (or the whole burst)', () => {
    expect(bursts(plan(file([3])))).toEqual([4]);
    expect(bursts(plan(file([4])))).toEqual([4]);
  });
  it('a split that leaves the bonus out is refused, naming the bonus', () => {
    expect(planError(file([2, 1])).message).toBe(
      "the targets' bursts add up to 3, but F has burst 4 (3, +1 fireteam)",
    );
  });
  it('split-burst=none: the split is of the spec burst, the bonus dropped with a warning', () => {
    const p = plan(file([2, 1], 'split-burst=none'));
    expect(bursts(p)).toEqual([2, 1]);
    expect(p.warnings).toContain(
      'F: the burst bonus (+1 fireteam) is not applied to a split burst (split-burst=none)',
    );
    expect(planError(file([2, 2], 'split-burst=none')).message).toMatch(/has burst 3/);
  });
  it('an unknown choice is an input error at "choice"', () => {
    expect(planError(file([2, 2], 'split-burst=maybe')).at).toEqual({
      kind: 'path',
      path: 'choice',
    });
  });
  it('N5 Fireteam +1 SD goes to one target of a split burst, not to every share', () => {
    const v = {
      active: {
        name: 'F',
        spec: '12b3',
        with: ['fireteam2'],
        targets: [
          { name: 'A', burst: 2 },
          { name: 'B', burst: 1 },
        ],
      },
      reactive: [
        { name: 'A', spec: '11' },
        { name: 'B', spec: '11' },
      ],
    };
    expect(planError(v, 'n5').message).toMatch(/say which target gets them/);
    const marked = {
      ...v,
      active: {
        ...v.active,
        targets: [
          { name: 'A', burst: 2 },
          { name: 'B', burst: 1, sd: 1 },
        ],
      },
    };
    // The marked target gets its own SD and the Fireteam's.
    const sd = plan(marked, 'n5').rolls.map((r) => (r.type === 'ftf' ? r.activeSide.sd : null));
    expect(sd).toEqual([undefined, 2]);
  });
});
