/** docs/rules.md §6 line by line: each row, each exception, as exact fractions. */
import { describe, expect, it } from 'vitest';
import {
  damageOdds,
  inOrders,
  parseTarget,
  parseWeapon,
  resolveSaves,
  savePlan,
  type Target,
  type Weapon,
} from '../../../src/core/damage/index.js';
import { rational, toExact } from '../../../src/core/math/rational.js';
import { N4, N5 } from '../../../src/core/rules/index.js';
import { targetWith, weapon } from './fixtures.js';

const target = targetWith({ arm: 3 });

/** One roll that certainly leaves `hits` and `crits` standing. */
function certain(hits: number, crits: number, w: Partial<Weapon>, t: Partial<Target>, ed = N4) {
  return damageOdds([{ hits, crits, count: 1n }], 1n, weapon(w), target(t), ed.ammo);
}
const woundsOf = (d: ReturnType<typeof certain>): string[] => d.wounds.map(toExact);

describe('§6.2 one Saving Roll: faces that fail', () => {
  it.each([
    ['N, Damage 13 vs ARM 3', {}, {}, 10],
    ['cover +3', {}, { cover: true }, 7],
    ['AP halves ARM 5 to 3 (rounded up)', { ammo: 'ap' }, { arm: 5 }, 10],
    ['AP halves first, then cover', { ammo: 'ap' }, { arm: 5, cover: true }, 7],
    ['BTS when the weapon says so', { save: 'bts' }, { bts: 6 }, 7],
    ['E/M halves BTS 3 to 2', { ammo: 'em' }, { bts: 3 }, 11],
    ['PARA: fails above PH-6 (PH 10: 16 faces)', { ammo: 'para' }, { ph: 10 }, 16],
    ['PARA ignores Damage and cover', { ammo: 'para', damage: 5 }, { ph: 12, cover: true }, 14],
    ['Damage far above: every face fails', { damage: 30 }, { arm: 0 }, 20],
    ['ARM above Damage: no face fails', { damage: 10 }, { arm: 12 }, 0],
  ] as const)('%s', (_, w, t, fail) => {
    const plan = savePlan(weapon(w), target(t), N4.ammo);
    expect(plan.hit[0]?.kind.fail).toBe(fail);
  });

  it('N4 Damage and N5 PS are the same save: PS 7 = Damage 13', () => {
    const names = { name: (f: string) => `--${f}` };
    const a = parseWeapon({ ps: '7' }, names);
    const b = parseWeapon({ dam: '13' }, names);
    expect(a.ok && b.ok && a.value?.damage === b.value?.damage).toBe(true);
  });

  it('Plasma: a pair per hit, ARM and BTS; the critical extra save is against ARM', () => {
    const plan = savePlan(weapon({ ammo: 'plasma' }), target({ arm: 3, bts: 6 }), N4.ammo);
    expect(plan.hit.map((s) => `${s.kind.attribute}:${s.kind.fail}`)).toEqual(['ARM:10', 'BTS:7']);
    expect(plan.crit.map((s) => s.kind.attribute)).toEqual(['ARM', 'BTS', 'ARM']);
    // one hit: wounds 0, 1, 2 from two independent saves failing 10/20 and 7/20
    expect(woundsOf(certain(1, 0, { ammo: 'plasma' }, { bts: 6 }))).toEqual([
      '13/40',
      '1/2',
      '7/40',
    ]);
  });
});

describe('§6.3 the ammunition chart (saves per hit / per critical)', () => {
  it.each([
    ['n', 1, 2],
    ['ap', 1, 2],
    ['da', 2, 3],
    ['exp', 3, 4],
    ['t2', 1, 2],
    ['shock', 1, 2],
    ['stun', 2, 3],
    ['em', 2, 3],
    ['para', 1, 2],
    ['plasma', 2, 3],
  ] as const)('N4 %s: %i saves per hit, %i per critical', (ammo, hit, crit) => {
    const plan = savePlan(weapon({ ammo }), target(), N4.ammo);
    expect([plan.hit.length, plan.crit.length]).toEqual([hit, crit]);
  });

  it('N5 STUN: 1 save per hit, 2 per critical (N4: 2 and 3)', () => {
    const n5 = savePlan(weapon({ ammo: 'stun' }), target(), N5.ammo);
    expect([n5.hit.length, n5.crit.length]).toEqual([1, 2]);
    // f = 1/2: P(Stunned) after one hit is 3/4 in N4, 1/2 in N5
    expect(toExact(certain(1, 0, { ammo: 'stun' }, {}).anyResult)).toBe('3/4');
    expect(toExact(certain(1, 0, { ammo: 'stun' }, {}, N5).anyResult)).toBe('1/2');
  });

  it('E/M IMM-B: HI, REM, TAG in N4; N5 adds VH', () => {
    expect(N4.ammo.immBTypes).toEqual(['HI', 'REM', 'TAG']);
    expect(N5.ammo.immBTypes).toEqual(['HI', 'REM', 'TAG', 'VH']);
  });

  it.each([
    ['stun', 'stunned'],
    ['em', 'isolated'],
    ['para', 'imm-a'],
  ] as const)('non-lethal %s inflicts no wounds, applies %s', (ammo, state) => {
    const d = certain(2, 1, { ammo }, { ph: 10 });
    expect(d.lethal).toBe(false);
    expect(woundsOf(d)).toEqual(['1']);
    expect(toExact(d.states.unhurt)).toBe('1');
    expect(d.effect?.state).toBe(state);
  });

  it('DA: each failed save 1 wound; one hit = 2 saves', () => {
    expect(woundsOf(certain(1, 0, { ammo: 'da' }, {}))).toEqual(['1/4', '1/2', '1/4']);
  });

  it('EXP: one critical = 4 saves', () => {
    expect(woundsOf(certain(0, 1, { ammo: 'exp' }, {}))).toEqual([
      '1/16',
      '1/4',
      '3/8',
      '1/4',
      '1/16',
    ]);
  });

  it("T2: 2 wounds per failed save; the critical's extra save only 1", () => {
    expect(woundsOf(certain(1, 0, { ammo: 't2' }, {}))).toEqual(['1/2', '0', '1/2']);
    expect(woundsOf(certain(0, 1, { ammo: 't2' }, {}))).toEqual(['1/4', '1/4', '1/4', '1/4']);
  });
});

describe('§6.1 the critical extra save and its exceptions', () => {
  it('a critical is a hit plus one save', () => {
    expect(woundsOf(certain(0, 1, {}, {}))).toEqual(['1/4', '1/2', '1/4']);
  });
  it('Immunity (Critical): a critical saves as a hit', () => {
    expect(woundsOf(certain(0, 1, {}, { immunities: ['crit'] }))).toEqual(['1/2', '1/2']);
  });
  it('the extra save has no Continuous Damage', () => {
    const plan = savePlan(weapon({ continuous: true }), target(), N4.ammo);
    expect(plan.crit.map((s) => s.continuous)).toEqual([true, false]);
  });
});

describe('§6.3 Continuous Damage', () => {
  it('re-saves until a pass or Dead: W1, f = 1/2', () => {
    const d = certain(1, 0, { continuous: true }, { wounds: 1 });
    expect(woundsOf(d)).toEqual(['1/2', '1/4', '1/4']);
    expect(d.orMore).toBe(true);
    expect(toExact(d.states.unconscious)).toBe('1/4');
    expect(toExact(d.states.dead)).toBe('1/4');
    expect(toExact(d.expected)).toBe('3/4');
    // unbounded: f/(20 - f) = 1 wound per hit
    expect(d.expectedUnbounded && toExact(d.expectedUnbounded as never)).toBe('1');
  });
  it('a failed T2 re-save is 2 wounds', () => {
    const d = certain(1, 0, { ammo: 't2', continuous: true }, { wounds: 3 });
    // need 4: wounds 0, 2, then 4 (= Dead, "4 or more")
    expect(woundsOf(d)).toEqual(['1/2', '0', '1/4', '0', '1/4']);
  });
  it('every save failing: certainly Dead, the unbounded chain never ends', () => {
    const d = certain(1, 0, { damage: 25, continuous: true }, { arm: 0, wounds: 2 });
    expect(toExact(d.states.dead)).toBe('1');
    expect(d.expectedUnbounded).toBe('endless');
  });
  it.each([
    // Plasma's save is the ARM + BTS pair (§6.2): a pair with a failure forces one more pair.
    // Damage 13 vs ARM 3 and BTS 3: each die fails 1/2; the pair passes 1/4.
    // W2 (need 3): 0 = 1/4; 1 = 1/2·1/4; 2 = 1/4·1/4 + 1/2·1/2·1/4; 3+ = the rest.
    [{ wounds: 2 }, ['1/4', '1/8', '1/8', '1/2']],
    // W1 (need 2): 0 = 1/4; 1 = 1/2·1/4 = 1/8; 2+ = 5/8
    [{ wounds: 1 }, ['1/4', '1/8', '5/8']],
  ])('Plasma with Continuous Damage re-rolls the pair: %o', (t, wounds) => {
    const d = certain(1, 0, { ammo: 'plasma', continuous: true }, { bts: 3, ...t });
    expect(woundsOf(d)).toEqual(wounds);
  });
  it('Plasma pairs: the unbounded expectation is exact (Wald: 1 wound per round / 1/4)', () => {
    const d = certain(1, 0, { ammo: 'plasma', continuous: true }, { bts: 3 });
    expect(d.expectedUnbounded && toExact(d.expectedUnbounded as never)).toBe('4');
  });
  it('with Shock, Dead comes at exactly W', () => {
    const d = certain(1, 0, { ammo: 'shock', continuous: true }, { wounds: 2 });
    expect(woundsOf(d)).toEqual(['1/2', '1/4', '1/4']);
    expect(toExact(d.states.dead)).toBe('1/4');
  });
});

describe('§6.4 wounds and states', () => {
  it.each([
    ['1 wound on W1: Unconscious', {}, { wounds: 1 }, 'unconscious'],
    ['1 wound on W2: wounded', {}, { wounds: 2 }, 'wounded'],
    ['W2 with 1 taken: Unconscious', {}, { wounds: 2, taken: 1 }, 'unconscious'],
    ['Unconscious already: Dead', {}, { wounds: 1, taken: 1 }, 'dead'],
    ['NWI at exactly W: still active', {}, { wounds: 1, nwi: true }, 'wounded'],
    ['Shock at W: Dead', { ammo: 'shock' }, { wounds: 1 }, 'dead'],
    ['Shock wins over NWI', { ammo: 'shock' }, { wounds: 1, nwi: true }, 'dead'],
    ['Shock against STR: Unconscious', { ammo: 'shock' }, { wounds: 1, str: true }, 'unconscious'],
    ['Immunity (Shock): SHOCK is N', { ammo: 'shock' }, { immunities: ['shock'] }, 'unconscious'],
    ['Immunity (Total): SHOCK is N', { ammo: 'shock' }, { immunities: ['total'] }, 'unconscious'],
  ] as const)('%s', (_, w, t, state) => {
    // Damage 30 vs ARM 0: the one save fails for sure
    const d = certain(
      1,
      0,
      { damage: 30, ...(w as Partial<Weapon>) },
      { arm: 0, ...(t as Partial<Target>) },
    );
    expect(toExact(d.states[state])).toBe('1');
  });

  it('Immunity (Total): DA, EXP, T2, AP count as N; Plasma stays a pair', () => {
    for (const ammo of ['da', 'exp', 't2', 'ap'] as const) {
      const plan = savePlan(weapon({ ammo }), target({ arm: 5, immunities: ['total'] }), N4.ammo);
      expect([plan.ammo, plan.hit.length, plan.hit[0]?.kind.value]).toEqual(['n', 1, 5]);
    }
    const plasma = savePlan(weapon({ ammo: 'plasma' }), target({ immunities: ['total'] }), N4.ammo);
    expect(plasma.hit.length).toBe(2);
  });

  it('Immunity (Total) does not include Immunity (Critical)', () => {
    expect(savePlan(weapon(), target({ immunities: ['total'] }), N4.ammo).crit.length).toBe(2);
  });

  it('choice: Immunity (Total) also stops Continuous Damage and non-lethal states', () => {
    const plan = savePlan(weapon({ continuous: true }), target({ immunities: ['total'] }), N4.ammo);
    expect(plan.hit[0]?.continuous).toBe(false);
    expect(toExact(certain(1, 0, { ammo: 'stun' }, { immunities: ['total'] }).anyResult)).toBe('0');
  });
});

describe('§6.5 repeated orders', () => {
  it('1 - (1 - p)^n', () => {
    expect(toExact(inOrders(rational(1n, 2n), 3))).toBe('7/8');
  });
});

describe('Saving Rolls at the table', () => {
  const typed = (values: number[]) => ({ kind: 'typed', values, what: '--save-dice' }) as const;
  it('initial saves, the extra critical save, then the continuous chain until Dead', () => {
    // Damage 13 vs ARM 3: N4 fails on 1..10 (at most the Attack Damage). 1 hit + 1 crit,
    // continuous, W1.
    const r = resolveSaves(
      1,
      1,
      weapon({ continuous: true }),
      target(),
      N4.ammo,
      typed([6, 18, 9]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(
      r.value.dice.map(
        (d) =>
          `${d.source.kind}${d.source.index}:${d.role}:${d.roll}:${d.passed ? 'pass' : 'fail'}`,
      ),
    ).toEqual(['hit1:save:6:fail', 'crit1:save:18:pass', 'crit1:extra:9:fail']);
    // 2 wounds on W1: Dead, so the hit's continuous re-save is never rolled
    expect([r.value.wounds, r.value.state, r.value.stoppedAtDead]).toEqual([2, 'dead', true]);
  });
  it('too many or too few typed dice are input errors', () => {
    expect(resolveSaves(1, 0, weapon(), target(), N4.ammo, typed([3, 4])).ok).toBe(false);
    expect(resolveSaves(2, 0, weapon(), target(), N4.ammo, typed([3])).ok).toBe(false);
  });
  it.each([
    // N5, ARM 3 / BTS 3 vs PS 7 (Damage 13): 11..20 fail. W3 (need 4).
    // pair (15 fail, 3 pass) -> new pair (2 pass, 12 fail) -> new pair (1, 2) passes: 2 wounds
    [[15, 3, 2, 12, 1, 2], 2, 'wounded', false],
    // pair (3, 4) passes: no chain
    [[3, 4], 0, 'unhurt', false],
    // pair (15, 16) -> pair (17, 18): 4 wounds, Dead; the chain ends at once
    [[15, 16, 17, 18], 4, 'dead', true],
  ])('Plasma re-saves are pairs: %o', (dice, wounds, state, dead) => {
    const r = resolveSaves(
      1,
      0,
      weapon({ ammo: 'plasma', continuous: true }),
      target({ bts: 3, wounds: 3 }),
      N5.ammo,
      typed(dice),
    );
    expect(r.ok && [r.value.wounds, r.value.state, r.value.stoppedAtDead]).toEqual([
      wounds,
      state,
      dead,
    ]);
  });
  it('the chain stops at Dead', () => {
    const r = resolveSaves(
      1,
      0,
      weapon({ continuous: true }),
      target({ wounds: 2 }),
      N4.ammo,
      typed([1, 2, 3]),
    );
    expect(r.ok && [r.value.wounds, r.value.state, r.value.stoppedAtDead]).toEqual([
      3,
      'dead',
      true,
    ]);
  });
});

describe('which faces fail (§6.2): N4 at most the Attack Damage, N5 above ARM + PS', () => {
  // Damage 13 (PS 7) vs ARM 3: 10 faces fail in both editions, at opposite ends.
  it.each([
    [N4, 1, false],
    [N4, 10, false],
    [N4, 11, true],
    [N4, 20, true],
    [N5, 10, true],
    [N5, 11, false],
    [N5, 20, false],
  ] as const)('%# %o: a %i passes: %s', (edition, die, passes) => {
    const r = resolveSaves(1, 0, weapon(), target(), edition.ammo, {
      kind: 'typed',
      values: [die],
      what: '--dice',
    });
    expect(r.ok && r.value.dice[0]?.passed).toBe(passes);
  });
  it('a PH-6 save (PARA) fails above PH - 6 in both editions', () => {
    for (const edition of [N4, N5]) {
      const r = resolveSaves(1, 0, weapon({ ammo: 'para' }), target({ ph: 12 }), edition.ammo, {
        kind: 'typed',
        values: [7],
        what: '--dice',
      });
      expect(r.ok && r.value.dice[0]?.passed).toBe(false);
    }
  });
});

describe('parsing weapons and targets', () => {
  const names = { name: (f: string) => `--${f}` };
  it.each([
    [{ dam: '31' }, 'not a whole number from 0 to 30'],
    [{ dam: '13', ps: '7' }, 'both given'],
    [{ dam: '13', ammo: 'dd' }, 'unknown ammunition "dd"'],
    [{ dam: '13', ammo: 'em', save: 'arm' }, 'impossible'],
    [{ dam: '13', ammo: 'plasma', save: 'bts' }, 'impossible'],
    [{ ammo: 'ap' }, 'needs its Damage'],
  ])('%j: %s', (f, msg) => {
    const r = parseWeapon(f, names);
    expect(!r.ok && r.error.message).toContain(msg);
  });
  it('did you mean', () => {
    const r = parseWeapon({ dam: '13', ammo: 'shok' }, names);
    expect(!r.ok && r.error.hint).toContain('"shock"');
  });
  it.each([
    [{ arm: '-1' }, 'from 0 to 20'],
    [{ w: '0' }, 'from 1 to 20'],
    [{ w: '2', taken: '3' }, 'Dead threshold'],
    [{ immunity: 'fire' }, 'unknown immunity'],
  ])('%j: %s', (f, msg) => {
    const r = parseTarget(f, names);
    expect(!r.ok && r.error.message).toContain(msg);
  });
  it('no weapon flags: no weapon', () => {
    expect(parseWeapon({}, names)).toEqual({ ok: true, value: null });
  });
});
