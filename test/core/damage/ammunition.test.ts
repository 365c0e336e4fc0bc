/**
 * Ammunition and its saves (docs/rules.md §6.4): Shock, combined ammunition, Immunity per
 * edition, and values that mean nothing refused.
 */
import { describe, expect, it } from 'vitest';
import {
  damageOdds,
  parseWeapon,
  resolveSaves,
  savePlan,
  type Target,
  type Weapon,
} from '../../../src/core/damage/index.js';
import {
  armedTroopers,
  engagementDamage,
  engagementSaves,
} from '../../../src/core/engage/damage.js';
import { engagementOdds } from '../../../src/core/engage/odds.js';
import { parseEngagement } from '../../../src/core/engage/schema.js';
import { planEngagement } from '../../../src/core/engage/plan.js';
import { toExact, toNumber } from '../../../src/core/math/rational.js';
import { expectOk } from '../../../src/core/result.js';
import { normalOdds } from '../../../src/core/roll/odds.js';
import { parseNamedMod } from '../../../src/core/roll/spec.js';
import { N4, N5, type Edition } from '../../../src/core/rules/index.js';
import { targetWith, weapon } from './fixtures.js';

const target = targetWith({});
const pct = (x: { num: bigint; den: bigint }): string => (toNumber(x) * 100).toFixed(2);

/** `odds 12 --ps 7 --ammo shock --vs-arm 1 ...` as the library computes it. */
function shock12(t: Partial<Target>, ed: Edition) {
  const o = normalOdds({ sv: 12, burst: 1 });
  return damageOdds(
    o.outcomes,
    o.total,
    weapon({ ammo: 'shock' }),
    target({ arm: 1, ...t }),
    ed.ammo,
  );
}

describe('1: N5 Shock kills only a VITA 1 target', () => {
  it('1: VITA 2: unconscious 1.80%, dead 0%', () => {
    const d = shock12({ wounds: 2 }, N5);
    expect(pct(d.states.unconscious)).toBe('1.80');
    expect(pct(d.states.dead)).toBe('0.00');
  });
  it('1: VITA 2 with one wound taken: unconscious 35.40%, dead 1.80%', () => {
    const d = shock12({ wounds: 2, taken: 1 }, N5);
    expect(pct(d.states.unconscious)).toBe('35.40');
    expect(pct(d.states.dead)).toBe('1.80');
  });
  it('1: VITA 2 with NWI stays active at exactly VITA', () => {
    const d = shock12({ wounds: 2, nwi: true }, N5);
    expect(pct(d.states.unconscious)).toBe('0.00');
    expect(pct(d.states.dead)).toBe('0.00');
  });
  it('1: VITA 1 still dies at VITA; N4 at any W', () => {
    expect(pct(shock12({ wounds: 1 }, N5).states.dead)).toBe(pct(shock12({}, N4).states.dead));
    expect(pct(shock12({ wounds: 2 }, N4).states.dead)).toBe('1.80');
    expect(pct(shock12({ wounds: 2 }, N4).states.unconscious)).toBe('0.00');
  });
  it('1: save at the table: two failed saves on VITA 2 is Unconscious in N5, Dead in N4', () => {
    // N5 fails above ARM 1 + PS 7 = 8; N4 at most Damage 13 - ARM 1 = 12.
    const at = (ed: Edition, values: number[]) =>
      expectOk(
        resolveSaves(0, 1, weapon({ ammo: 'shock' }), target({ arm: 1, wounds: 2 }), ed.ammo, {
          kind: 'typed',
          values,
          what: '--dice',
        }),
      );
    expect(at(N5, [20, 20]).state).toBe('unconscious');
    const n4 = at(N4, [1, 1]);
    expect(n4.state).toBe('dead');
  });
});

/** B (Shock) and C (N) both shoot A in one order. */
const engagement = (w: number) =>
  JSON.stringify({
    active: {
      name: 'A',
      spec: '13b2',
      weapon: { dam: 13 },
      target: { arm: 2, w },
      targets: [
        { name: 'B', burst: 1 },
        { name: 'C', burst: 1 },
      ],
    },
    reactive: [
      { name: 'B', spec: '12', weapon: { dam: 14, ammo: 'shock' }, target: { arm: 3 } },
      { name: 'C', spec: '11', weapon: { dam: 13 } },
    ],
  });

function setup(w: number) {
  const input = expectOk(parseEngagement(engagement(w)));
  return {
    plan: expectOk(planEngagement(input)),
    armed: expectOk(armedTroopers(input)),
  };
}

describe('2: Shock acts only through a failed Shock save', () => {
  it('2: engage odds, W1 target hit by N and Shock: an N wound alone leaves it Unconscious', () => {
    const { plan, armed } = setup(1);
    const list = engagementDamage(engagementOdds(plan).rolls, armed, N4.ammo);
    const a = list.find((d) => d.trooper === 'A');
    const shock = a?.parts.find((p) => p.by === 'B')?.odds.wounds ?? [];
    const n = a?.parts.find((p) => p.by === 'C')?.odds.wounds ?? [];
    const noShock = shock[0];
    const oneN = n[1];
    if (a === undefined || noShock === undefined || oneN === undefined) throw new Error('no A');
    // Unconscious = no Shock wound and exactly one N wound.
    const want = { num: noShock.num * oneN.num, den: noShock.den * oneN.den };
    expect(toNumber(a.states.unconscious)).toBeGreaterThan(0);
    expect(toNumber(a.states.unconscious)).toBeCloseTo(toNumber(want), 15);
  });
  it('2: W2: a Shock wound and an N wound in the same order is Dead', () => {
    const { plan, armed } = setup(2);
    const a = engagementDamage(engagementOdds(plan).rolls, armed, N4.ammo).find(
      (d) => d.trooper === 'A',
    );
    const s = a?.parts.find((p) => p.by === 'B')?.odds.wounds ?? [];
    const n = a?.parts.find((p) => p.by === 'C')?.odds.wounds ?? [];
    const p = (xs: typeof s, k: number): number => (xs[k] ? toNumber(xs[k]) : 0);
    // Exactly 2 wounds: Unconscious only if both are N wounds.
    expect(toNumber(a?.states.unconscious ?? { num: 0n, den: 1n })).toBeCloseTo(
      p(s, 0) * p(n, 2),
      15,
    );
  });
  it('2: dice path: a passed Shock save then an N wound is Unconscious; a failed one Dead', () => {
    const { armed } = setup(1);
    const hits = [
      { target: 'A', by: 'B', hits: 1, crits: 0 },
      { target: 'A', by: 'C', hits: 1, crits: 0 },
    ];
    // N4 ARM 2: Shock Damage 14 fails at most 12, N Damage 13 at most 11.
    const pass = expectOk(
      engagementSaves(hits, armed, N4.ammo, new Map([['A', [20, 1]]]), () => 0),
    );
    expect(pass.map((s) => s.result.state)).toEqual(['unhurt', 'unconscious']);
    const { armed: armed2 } = setup(2);
    const fail = expectOk(
      engagementSaves(hits, armed2, N4.ammo, new Map([['A', [1, 1]]]), () => 0),
    );
    // W2: the Shock wound, then the N wound reaches W: Dead (Shock cancels Unconscious).
    expect(fail.map((s) => s.result.state)).toEqual(['wounded', 'dead']);
  });
});

describe('3: combined ammunition', () => {
  const one = (w: Partial<Weapon>, t: Partial<Target>, ed = N4, crits = 0) =>
    damageOdds([{ hits: 1 - crits, crits, count: 1n }], 1n, weapon(w), target(t), ed.ammo);
  it.each(['ap+da', 'ap+exp', 'ap+shock', 'da+shock', 'n+em', 'AP+DA', 'n+e/m'])(
    '3: --ammo %s is known',
    (ammo) => {
      const r = parseWeapon({ dam: 13, ammo }, { name: (f) => `--${f}` });
      expect(r.ok).toBe(true);
    },
  );
  it('3: AP+DA: two saves per hit against halved ARM', () => {
    // ARM 4 -> 2: Damage 13 fails on 11 faces, each of two saves.
    const d = one({ ammo: 'ap+da' }, { arm: 4, wounds: 2 });
    expect(d.wounds.map(toExact)).toEqual(['81/400', '99/200', '121/400']);
  });
  it('3: AP+EXP: three saves per hit against halved ARM, four on a critical', () => {
    const plan = savePlan(weapon({ ammo: 'ap+exp' }), target({ arm: 5 }), N4.ammo);
    expect(plan.hit.map((s) => s.kind.value)).toEqual([3, 3, 3]);
    expect(plan.crit).toHaveLength(4);
  });
  it('3: AP+Shock: halved ARM and Dead at W', () => {
    const d = one({ ammo: 'ap+shock' }, { arm: 4, wounds: 1, nwi: true });
    expect(toExact(d.states.dead)).toBe('11/20');
  });
  it('3: DA+Shock: two saves, Dead at W (N4)', () => {
    const d = one({ ammo: 'da+shock' }, { arm: 3, wounds: 2 });
    // 10 faces fail each save; 1 wound of 2 saves fails: wounded; 2: Dead (Shock at W 2).
    expect(toExact(d.states.dead)).toBe('1/4');
    expect(toExact(d.states.unconscious)).toBe('0');
  });
  it('3: N+E/M: an ARM save that wounds and E/M saves against halved BTS that isolate', () => {
    const d = one({ ammo: 'n+em' }, { arm: 3, bts: 6, wounds: 1 });
    expect(d.lethal).toBe(true);
    expect(toExact(d.states.unconscious)).toBe('1/2'); // 13 - 3 = 10 faces
    // BTS 6 -> 3: 10 faces fail each of two saves: 1 - (1/2)^2.
    expect(d.effect && toExact(d.effect.probability)).toBe('3/4');
  });
  it('3: N+E/M at the table: two saves against BTS/2, a failure wounds and isolates (§10.5)', () => {
    const r = expectOk(
      resolveSaves(1, 0, weapon({ ammo: 'n+em' }), target({ arm: 3, bts: 6, wounds: 2 }), N4.ammo, {
        kind: 'typed',
        values: [15, 1],
        what: '--dice',
      }),
    );
    expect([r.wounds, r.state, r.effect]).toEqual([1, 'wounded', 'isolated']);
    const passed = expectOk(
      resolveSaves(1, 0, weapon({ ammo: 'n+em' }), target({ bts: 6 }), N4.ammo, {
        kind: 'typed',
        values: [15, 19],
        what: '--dice',
      }),
    );
    expect([passed.wounds, passed.effect]).toEqual([0, null]);
  });
  it('3: Immunity (Shock) turns AP+Shock into AP; Immunity (Total) AP+DA into N', () => {
    const s = savePlan(
      weapon({ ammo: 'ap+shock' }),
      target({ arm: 4, immunities: ['shock'] }),
      N4.ammo,
    );
    expect([s.ammo, s.shockKills]).toEqual(['ap', false]);
    const t = savePlan(weapon({ ammo: 'ap+da' }), target({ immunities: ['total'] }), N4.ammo);
    expect([t.ammo, t.hit.length]).toEqual(['n', 1]);
  });
  it('3: engagement weapons take combined ammunition', () => {
    const input = expectOk(
      parseEngagement(
        JSON.stringify({
          active: {
            name: 'A',
            spec: '13',
            weapon: { dam: 13, ammo: 'ap+da' },
            targets: [{ name: 'B', burst: 1 }],
          },
          reactive: [{ name: 'B', spec: '0', target: { arm: 4, w: 2 } }],
        }),
      ),
    );
    const armed = expectOk(armedTroopers(input));
    expect(armed.get('A')?.weapon?.ammo).toBe('ap+da');
  });
});

describe('4: Immunity (Total) per edition', () => {
  const stun = (ed: Edition) =>
    damageOdds(
      [{ hits: 1, crits: 0, count: 1n }],
      1n,
      weapon({ ammo: 'stun' }),
      target({ arm: 3, immunities: ['total'] }),
      ed.ammo,
    );
  it('4: the edition tables say what Total ignores', () => {
    expect(N4.ammo.totalImmunity).toEqual({ continuous: true, nonLethal: true });
    expect(N5.ammo.totalImmunity).toEqual({ continuous: true, nonLethal: false });
  });
  it('4: N4 ignores Non-Lethal weapons entirely; N5 still applies Stunned', () => {
    expect(toExact(stun(N4).effect?.probability ?? { num: 0n, den: 1n })).toBe('0');
    expect(toExact(stun(N5).effect?.probability ?? { num: 0n, den: 1n })).toBe('1/2');
  });
  it('4: no Continuous Damage in either edition', () => {
    for (const ed of [N4, N5]) {
      const p = savePlan(weapon({ continuous: true }), target({ immunities: ['total'] }), ed.ammo);
      expect(p.hit.some((s) => s.continuous)).toBe(false);
    }
  });
});

describe('13: values that mean nothing are refused (core)', () => {
  it('13: --mod cover=3=4 is a bad MOD, pointing at the second "="', () => {
    const r = parseNamedMod('cover=3=4');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe('MOD "cover=3=4": more than one "="');
      expect(r.error.at).toEqual({ kind: 'position', source: 'cover=3=4', index: 7 });
    }
  });
  it.each(['21', '30'])('13: --ps %s is refused like a Damage below 0', (ps) => {
    const r = parseWeapon({ ps }, { name: (f) => `--${f}` });
    expect(!r.ok && r.error.message).toBe(`--ps "${ps}" is not a whole number from 0 to 20`);
  });
  it('13: an engagement weapon with ps 21 is refused at its path', () => {
    const r = parseEngagement(
      JSON.stringify({
        active: { name: 'A', spec: '13', weapon: { ps: 21 }, targets: [] },
        reactive: [],
      }),
    );
    expect(!r.ok && r.error.at).toEqual({ kind: 'path', path: 'active.weapon.ps' });
  });
});
