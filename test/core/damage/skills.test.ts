/**
 * Saves under the attacker's SR-X, the target's N5 Immunity categories and combined
 * ammunition (docs/rules.md §10.1, §10.4, §10.5): each worked example of the rules as a
 * table row, N4 and N5 where they differ.
 */
import { describe, expect, it } from 'vitest';
import {
  damageOdds,
  savePlan,
  type Immunity,
  type Target,
  type Weapon,
} from '../../../src/core/damage/index.js';
import { toNumber, ZERO } from '../../../src/core/math/rational.js';
import type { AmmoId } from '../../../src/core/rules/ammo.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { targetWith, weapon } from './fixtures.js';

const N4 = EDITIONS.n4.ammo;
const N5 = EDITIONS.n5.ammo;
const sr = (value: number, more: Partial<NonNullable<Weapon['saveMod']>> = {}) => ({
  saveMod: { value, from: `sr${-value}`, ph: true, immune: true, ...more },
});
/** PS p as the model stores it (Damage = 20 - PS, docs/rules.md §6.2). */
const ps = (p: number, ammo: AmmoId = 'n', more: Partial<Weapon> = {}): Weapon =>
  weapon({ damage: 20 - p, notation: 'ps', ammo, ...more });
const target = targetWith({});

/** One standing hit (or one critical), exact: the damage of a single hit. */
const one = (w: Weapon, t: Target, crit = false, chart = N5) =>
  damageOdds([{ hits: crit ? 0 : 1, crits: crit ? 1 : 0, count: 1n }], 1n, w, t, chart);
const failOf = (w: Weapon, t: Target, chart = N5): number =>
  (savePlan(w, t, chart).hit[0]?.kind.fail ?? 0) / 20;

describe('SR-X on the target saves (§10.1)', () => {
  it.each([
    ['Combi Rifle PS 7 vs ARM 3 in cover', ps(7), { arm: 3, cover: true }, 0.35],
    [
      'Combi Rifle PS 7 + SR-1 vs ARM 3 in cover (SV 12)',
      ps(7, 'n', sr(-1)),
      { arm: 3, cover: true },
      0.4,
    ],
    [
      'AP Rifle PS 7 + SR-2 vs ARM 5 in cover (SV 11)',
      ps(7, 'ap', sr(-2)),
      { arm: 5, cover: true },
      0.45,
    ],
    ['SR-1 against BTS', ps(7, 'n', { save: 'bts', ...sr(-1) }), { bts: 3 }, 0.55],
  ] as const)('%s: a save fails %d', (_, w, t, p) => {
    expect(failOf(w, target(t))).toBe(p);
  });

  it('N4 has +1 Damage where N5 has SR-1: the same odds (PS = 20 - Damage)', () => {
    const n4 = failOf(weapon({ damage: 14 }), target({ arm: 3, cover: true }), N4);
    expect(n4).toBe(failOf(ps(7, 'n', sr(-1)), target({ arm: 3, cover: true })));
  });

  it('every save of the hit: DA and EXP saves, the critical extra save, Continuous repeats', () => {
    const plan = savePlan(ps(7, 'exp', { continuous: true, ...sr(-2) }), target({ arm: 3 }), N5);
    expect(plan.crit.map((s) => s.kind.sr)).toEqual([-2, -2, -2, -2]);
    expect(plan.crit.map((s) => s.kind.fail)).toEqual([12, 12, 12, 12]);
    // The repeats re-roll the same kind of save: SR included.
    expect(plan.hit.every((s) => s.continuous && s.kind.value === 1)).toBe(true);
  });

  it.each([
    ['yes', 0.65],
    ['no', 0.6],
  ] as const)('a PH-6 save (PARA, choice sr-ph=%s): fails %d', (choice, p) => {
    const w = weapon({ ammo: 'para', ...sr(-1, { ph: choice === 'yes' }) });
    expect(failOf(w, target({ ph: 14 }))).toBe(p);
  });

  it.each([
    ['yes', 0.5],
    ['no', 0.45],
  ] as const)('against an Immunity that changed the save (choice sr-immunity=%s): %d', (c, p) => {
    const w = ps(7, 'ap', sr(-1, { immune: c === 'yes' }));
    expect(failOf(w, target({ arm: 4, immunities: ['arm'] }))).toBe(p);
  });
});

describe('Immunity (N5 categories, §10.4): the worked example, ARM 4, VITA 1, no cover', () => {
  const t = (imm: Immunity[] = []) => target({ arm: 4, immunities: imm });
  const states = (w: Weapon, imm: Immunity[], crit = false) => {
    const d = one(w, t(imm), crit);
    return [toNumber(d.states.unconscious), toNumber(d.states.dead)];
  };

  it.each([
    [[], 0.55],
    [['arm'], 0.45],
    [['enhanced'], 0.45],
    [['ap'], 0.45],
    [['bts'], 0.55],
  ] as [Immunity[], number][])('AP Rifle PS 7 with %j: a save fails %d', (imm, p) => {
    expect(failOf(ps(7, 'ap'), t(imm))).toBe(p);
  });

  it('MULTI Rifle DA PS 7: 2 saves at 11 (P(a fail) 0.6975); Immunity (ARM): 1 save, 0.45', () => {
    expect(toNumber(one(ps(7, 'da'), t()).anyResult)).toBeCloseTo(0.6975, 10);
    expect(toNumber(one(ps(7, 'da'), t(['arm'])).anyResult)).toBeCloseTo(0.45, 10);
    expect(savePlan(ps(7, 'da'), t(['da']), N5).hit).toHaveLength(1);
  });

  it.each([
    [[], [0.25, 0.25]],
    [['arm'], [0.5, 0]],
    [['cont'], [0.5, 0]],
    [['bts'], [0.25, 0.25]],
  ] as [Immunity[], number[]][])(
    'Heavy Flamethrower PS 6, Continuous, %j: Unc, Dead %j',
    (imm, st) => {
      expect(states(ps(6, 'n', { continuous: true }), imm)).toEqual(st);
    },
  );

  it.each([
    [[], [0, 0.5]],
    [['arm'], [0.5, 0]],
    [['shock'], [0.5, 0]],
  ] as [Immunity[], number[]][])('Heavy Pistol (Shock) PS 6, %j: Unc, Dead %j', (imm, st) => {
    expect(states(ps(6, 'shock'), imm)).toEqual(st);
  });

  it.each([
    [[], [0, 0.45]],
    [['arm'], [0.45, 0]],
    [['t2'], [0.45, 0]],
  ] as [Immunity[], number[]][])('T2 Rifle PS 7, %j: Unc, Dead %j', (imm, st) => {
    expect(states(ps(7, 't2'), imm)).toEqual(st);
  });

  it('a T2 critical: 2 saves, 2 W + 1 W; Immunity (ARM): 1 W each; with (Critical) 1 save', () => {
    const wounds = (imm: Immunity[]) => savePlan(ps(7, 't2'), t(imm), N5).crit.map((s) => s.wounds);
    expect(wounds([])).toEqual([2, 1]);
    expect(wounds(['arm'])).toEqual([1, 1]);
    expect(wounds(['arm', 'crit'])).toEqual([1]);
  });

  it('never stops Non-Lethal or Stunned: STUN against Immunity (ARM) still Stuns', () => {
    const d = one(ps(7, 'stun'), t(['arm', 'enhanced']));
    expect(d.effect?.state).toBe('stunned');
    expect(toNumber(d.effect?.probability ?? { num: 0n, den: 1n })).toBe(0.45);
  });

  it('Immunity (BTS) and (Isolated) against E/M: no effect; N+E/M keeps its wounding saves', () => {
    const em = weapon({ damage: 13, ammo: 'em' });
    for (const imm of [['bts'], ['isolated'], ['enhanced']] as Immunity[][])
      expect(one(em, target({ bts: 3, immunities: imm })).anyResult).toEqual({ num: 0n, den: 1n });
    const plan = savePlan(
      weapon({ ammo: 'n+em' }),
      target({ bts: 3, immunities: ['isolated'] }),
      N5,
    );
    // §10.5: two saves against BTS/2, each a wound; (Isolated) stops only the state.
    expect(plan.hit.map((s) => [s.kind.attribute, s.kind.halved, s.effect, s.also])).toEqual([
      ['BTS', true, null, undefined],
      ['BTS', true, null, undefined],
    ]);
    expect(plan.effect).toBeNull();
  });

  it('Immunity (POS), (IMM-B): a program with only that State does nothing', () => {
    const pos = weapon({ ammo: 'da', save: 'bts', effect: 'possessed' });
    expect(one(pos, target({ immunities: ['pos'] })).anyResult).toEqual({ num: 0n, den: 1n });
    const immb = weapon({ ammo: 'da', save: 'bts', effect: 'imm-b' });
    expect(one(immb, target({ immunities: ['imm-b'] })).anyResult).toEqual({ num: 0n, den: 1n });
    expect(toNumber(one(immb, target({ immunities: ['pos'] })).anyResult)).toBeGreaterThan(0);
  });

  it('Plasma stays one ARM and one BTS save under (Enhanced)', () => {
    const plan = savePlan(weapon({ ammo: 'plasma', continuous: true }), t(['enhanced']), N5);
    expect(plan.hit.map((s) => s.kind.attribute)).toEqual(['ARM', 'BTS']);
    expect(plan.hit.some((s) => s.continuous)).toBe(false);
  });

  it('Immunity (Shock) against AP+Shock: only the Shock part is N; AP still halves', () => {
    const plan = savePlan(ps(8, 'ap+shock'), t(['shock']), N5);
    expect(plan.ammo).toBe('ap');
    expect(plan.hit[0]?.kind.halved).toBe(true);
    expect(plan.shockKills).toBe(false);
  });
});

describe('combined ammunition and skill-added ammunition (§10.5)', () => {
  it('AP+T2 CC (PS 8) vs ARM 5, VITA 2, a critical: 0.3025, 0.2475, 0.2475, 0.2025', () => {
    const d = one(ps(8, 'ap+t2'), target({ arm: 5, wounds: 2 }), true);
    expect(d.wounds.map(toNumber)).toEqual([0.3025, 0.2475, 0.2475, 0.2025]);
    expect(toNumber(one(ps(8, 'ap+t2'), target({ arm: 5, wounds: 2 })).states.unconscious)).toBe(
      0.45,
    );
  });

  it.each([
    [1, [0, 0.5]],
    [2, [0, 0]],
  ])('AP+Shock CC (PS 8) vs ARM 4, VITA %d: Unc, Dead %j', (vita, st) => {
    const d = one(ps(8, 'ap+shock'), target({ arm: 4, wounds: vita }));
    expect([toNumber(d.states.unconscious), toNumber(d.states.dead)]).toEqual(st);
  });

  it('N4 AP+Shock vs W 2: Shock kills at exactly W in any W', () => {
    const d = one(
      weapon({ damage: 12, ammo: 'ap+shock' }),
      target({ arm: 0, wounds: 1 }),
      false,
      N4,
    );
    expect(toNumber(d.states.dead)).toBe(0.6);
  });

  it('DA+Shock (Viral Rifle PS 7) vs BTS 3, VITA 1: two saves at 10, Dead 0.75', () => {
    const d = one(ps(7, 'da+shock', { save: 'bts' }), target({ bts: 3 }));
    expect(toNumber(d.states.dead)).toBe(0.75);
  });

  it.each([
    ['ap+da+shock', 2, true],
    ['exp+shock', 3, false],
    ['ap+t2+shock', 1, true],
    ['da+t2', 2, false],
  ] as const)('%s: %d saves per hit, halved %s', (ammo, saves, halved) => {
    const plan = savePlan(ps(7, ammo), target({ arm: 4, wounds: 2 }), N5);
    expect(plan.hit).toHaveLength(saves);
    expect(plan.hit[0]?.kind.halved).toBe(halved);
  });
});

describe('State: Dead: any failed save kills outright (§6.4, §10.4)', () => {
  // Monofilament-like: PS 8 ("ARM=0" given as ARM 0), one hit; a save fails on 9+ (12 in 20).
  const mono = ps(8, 'n', { dead: true });
  it.each([
    ['N5 VITA 2', N5, { wounds: 2 }, { unhurt: 0.4, wounded: 0, unconscious: 0, dead: 0.6 }],
    ['N4 W 2', N4, { wounds: 2 }, { unhurt: 0.4, wounded: 0, unconscious: 0, dead: 0.6 }],
    ['N5 STR 3', N5, { wounds: 3, str: true }, { unhurt: 0.4, dead: 0.6 }],
    ['N5 VITA 2, NWI', N5, { wounds: 2, nwi: true }, { unhurt: 0.4, dead: 0.6 }],
    ['N5 VITA 1', N5, { wounds: 1 }, { unhurt: 0.4, unconscious: 0, dead: 0.6 }],
  ] as const)('%s', (_, chart, t, states) => {
    const d = one(mono, target(t), false, chart);
    for (const [k, v] of Object.entries(states))
      expect(toNumber(d.states[k as keyof typeof d.states])).toBeCloseTo(v, 12);
    expect(d.plan.notes).toContain('State: Dead: a failed save kills outright');
  });

  it('a critical: two saves, either failing kills (1 - 0.4^2)', () => {
    const d = one(mono, target({ wounds: 3 }), true);
    expect(toNumber(d.states.dead)).toBeCloseTo(0.84, 12);
  });

  it('without the trait, VITA 2 is wounded', () => {
    const d = one(ps(8), target({ wounds: 2 }));
    expect(toNumber(d.states.wounded)).toBeCloseTo(0.6, 12);
    expect(toNumber(d.states.dead)).toBe(0);
  });

  it.each([
    ['arm', 'Immunity (ARM): no State: Dead'],
    ['enhanced', 'Immunity (Enhanced): no State: Dead'],
  ] as const)('Immunity (%s) ignores it: wounded, not dead', (imm, note) => {
    const d = one(mono, target({ wounds: 2, immunities: [imm] }));
    expect(toNumber(d.states.dead)).toBe(0);
    expect(toNumber(d.states.wounded)).toBeCloseTo(0.6, 12);
    expect(d.plan.notes).toContain(note);
  });

  it('Immunity (BTS) does not cover an ARM save: it still kills', () => {
    const d = one(mono, target({ wounds: 2, immunities: ['bts'] }));
    expect(toNumber(d.states.dead)).toBeCloseTo(0.6, 12);
  });

  it('N4 Immunity (Total) ignores it', () => {
    const d = one(
      weapon({ damage: 12, dead: true }),
      target({ wounds: 2, immunities: ['total'] }),
      false,
      N4,
    );
    expect(toNumber(d.states.dead)).toBe(0);
    expect(d.plan.notes).toContain('Immunity (Total): no State: Dead');
  });
});

describe('N+E/M: two saves against BTS/2, each failure a wound and Isolated (§10.5)', () => {
  // E/M CC Weapon PS 8 (N4 Damage 12) against BTS 5 (halved 3), no cover: SV 11, a save
  // fails 9 in 20 (0.45); one hit makes two saves.
  const q = 0.45;
  it.each([
    ['N5', N5, ps(8, 'n+em')],
    ['N4', N4, weapon({ damage: 12, ammo: 'n+em' })],
  ] as const)('%s, one hit on VITA/W 2', (_, chart, w) => {
    const d = one(w, target({ bts: 5, wounds: 2 }), false, chart);
    expect(d.plan.hit.map((s) => [s.kind.attribute, s.kind.value, s.also])).toEqual([
      ['BTS', 3, 'isolated'],
      ['BTS', 3, 'isolated'],
    ]);
    expect(toNumber(d.wounds[0] ?? ZERO)).toBeCloseTo((1 - q) ** 2, 12);
    expect(toNumber(d.wounds[1] ?? ZERO)).toBeCloseTo(2 * q * (1 - q), 12);
    expect(toNumber(d.states.unconscious)).toBeCloseTo(q * q, 12);
    expect(d.effect?.state).toBe('isolated');
    expect(toNumber(d.effect?.probability ?? ZERO)).toBeCloseTo(1 - (1 - q) ** 2, 12);
  });

  it('a critical: three saves, each a wound and Isolated', () => {
    const d = one(ps(8, 'n+em'), target({ bts: 5, wounds: 3 }), true);
    expect(d.plan.crit).toHaveLength(3);
    expect(toNumber(d.effect?.probability ?? ZERO)).toBeCloseTo(1 - (1 - q) ** 3, 12);
    expect(toNumber(d.states.unconscious)).toBeCloseTo(q ** 3, 12);
  });

  it('--save arm is overridden: N+E/M saves against BTS', () => {
    const plan = savePlan(ps(8, 'n+em', { save: 'arm' }), target({ bts: 5, arm: 9 }), N5);
    expect(plan.hit.every((s) => s.kind.attribute === 'BTS')).toBe(true);
  });

  it('Immunity (BTS): N+E/M counts as N, one save against the full BTS, no state', () => {
    const d = one(ps(8, 'n+em'), target({ bts: 5, immunities: ['bts'] }));
    expect(d.plan.hit.map((s) => [s.kind.value, s.also])).toEqual([[5, undefined]]);
    expect(d.effect).toBeNull();
    expect(d.plan.notes).toContain('Immunity (BTS): N+E/M counts as N');
  });

  it('a Warhorse (Immunity (Isolated)): the wounds, not the state', () => {
    const d = one(ps(8, 'n+em'), target({ bts: 5, wounds: 2, immunities: ['isolated'] }));
    expect(d.effect).toBeNull();
    expect(toNumber(d.states.unconscious)).toBeCloseTo(q * q, 12);
  });
});

describe('Remote Presence: a STR trooper is Unconscious twice before Dead (§10.11)', () => {
  // Two hits of PS 7 against ARM 1 (SV 8: a save fails 12 in 20), both editions.
  const two = (t: Target, chart = N5) =>
    damageOdds([{ hits: 2, crits: 0, count: 1n }], 1n, ps(7), t, chart);
  const f = 0.6;
  it.each([
    ['N5 STR 1', N5, { wounds: 1, str: true, remotePresence: true }, 2 * f * (1 - f), f * f, 0],
    ['N4 STR 1', N4, { wounds: 1, str: true, remotePresence: true }, 2 * f * (1 - f), f * f, 0],
    ['N5 STR 1 without it', N5, { wounds: 1, str: true }, 2 * f * (1 - f), 0, f * f],
    // W/VITA: the skill needs STR; nothing changes.
    ['N5 VITA 1 with it', N5, { wounds: 1, remotePresence: true }, 2 * f * (1 - f), 0, f * f],
    ['N5 STR 2', N5, { wounds: 2, str: true, remotePresence: true }, 2 * f * (1 - f), f * f, 0],
  ] as const)('%s', (_, chart, t, wounded1, unconscious2, dead2) => {
    const d = two(target({ arm: 1, ...t }), chart);
    // One failure: W 1 is Unconscious, W 2 wounded; two failures: the second level, or Dead.
    const oneFail = t.wounds === 1 ? d.states.unconscious : d.states.wounded;
    expect(toNumber(oneFail)).toBeCloseTo(wounded1 + (t.wounds === 1 ? unconscious2 : 0), 12);
    expect(toNumber(d.states.dead)).toBeCloseTo(dead2, 12);
    expect(savePlan(ps(7), target({ arm: 1, ...t }), chart).deadAt).toBe(
      t.wounds + ('remotePresence' in t && 'str' in t ? 2 : 1),
    );
  });
  it('three failures kill it (STR 1)', () => {
    const d = damageOdds(
      [{ hits: 3, crits: 0, count: 1n }],
      1n,
      ps(7),
      target({ arm: 1, wounds: 1, str: true, remotePresence: true }),
      N5,
    );
    expect(toNumber(d.states.dead)).toBeCloseTo(f ** 3, 12);
  });
});

describe('Sepsitor: a failed save is Sepsitorized, no wound (§10.11)', () => {
  // Sepsitor PS 4 against BTS 0: SV 4, a save fails 16 in 20.
  const sepsitor = ps(4, 'n', { save: 'bts', effect: 'sepsitorized' });
  it.each([
    ['one hit', false, 0.8],
    ['a critical: two saves', true, 1 - 0.2 ** 2],
  ] as const)('%s', (_, crit, p) => {
    const d = one(sepsitor, target({ wounds: 2 }), crit);
    expect(d.effect?.state).toBe('sepsitorized');
    expect(toNumber(d.effect?.probability ?? ZERO)).toBeCloseTo(p, 12);
    expect(toNumber(d.states.wounded)).toBe(0);
    expect(toNumber(d.states.dead)).toBe(0);
  });

  it('N4: Immunity (Total) stops it (N4 FAQ: it is a State trait); N5 has no (Total)', () => {
    const d = one(sepsitor, target({ wounds: 1, immunities: ['total'] }), true, N4);
    expect(toNumber(d.effect?.probability ?? ZERO)).toBe(0);
    expect(d.plan.notes).toContain('Immunity (Total): the Sepsitor has no effect');
    // Another Immunity does not stop it.
    const shock = one(sepsitor, target({ wounds: 1, immunities: ['shock'] }), false, N4);
    expect(toNumber(shock.effect?.probability ?? ZERO)).toBeCloseTo(0.8, 12);
  });
});
