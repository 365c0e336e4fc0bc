/**
 * An independent reference for the damage engine: enumerate every die of the roll and, per
 * standing result, every save die as the table rolls them (initial saves, then Continuous
 * Damage re-saves until a pass or Dead), straight from docs/rules.md §1 and §6 in the N5
 * wording (a save passes at or below ARM/BTS + PS + cover). No code is shared with
 * src/core/damage; the exact engine must agree as rationals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  damageOdds,
  DEFAULT_TARGET,
  IMMUNITIES,
  type Target,
  type Weapon,
} from '../../../src/core/damage/index.js';
import { rational, toExact, toNumber, type Rational } from '../../../src/core/math/rational.js';
import { ftfOdds, normalOdds } from '../../../src/core/roll/odds.js';
import { AMMO_IDS } from '../../../src/core/rules/ammo.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { runs } from '../../properties.js';

type Edition = 'n4' | 'n5';

/** §1.2 for 1 <= SV <= 20: success at or below SV, critical at SV. */
function rollDie(sv: number, die: number): 'fail' | 'hit' | 'crit' {
  if (sv < 1) return 'fail';
  return die === sv ? 'crit' : die < sv ? 'hit' : 'fail';
}

function eachDice(n: number, visit: (dice: number[]) => void): void {
  const dice = new Array<number>(n).fill(1);
  for (let i = 0; i < 20 ** n; i++) {
    let x = i;
    for (let j = 0; j < n; j++) {
      dice[j] = (x % 20) + 1;
      x = Math.floor(x / 20);
    }
    visit(dice);
  }
}

/** Standing (hits, crits) of the active side: Normal roll (b = 0) or §1.4 F2F. */
function standingCounts(svA: number, a: number, svB: number, b: number): Map<string, number> {
  const out = new Map<string, number>();
  eachDice(a + b, (dice) => {
    const mine = dice.slice(0, a).map((d) => ({ d, r: rollDie(svA, d) }));
    const theirs = dice.slice(a).map((d) => ({ d, r: rollDie(svB, d) }));
    let hits = mine.filter((x) => x.r === 'hit');
    let crits = mine.filter((x) => x.r === 'crit');
    if (b > 0) {
      const theirCrit = theirs.some((x) => x.r === 'crit');
      if (theirCrit) {
        hits = [];
        crits = [];
      } else {
        const best = Math.max(0, ...theirs.filter((x) => x.r === 'hit').map((x) => x.d));
        hits = hits.filter((x) => x.d > best);
      }
    }
    const k = `${hits.length},${crits.length}`;
    out.set(k, (out.get(k) ?? 0) + 1);
  });
  return out;
}

/** One Saving Roll: its dice (Plasma: an ARM die and a BTS die, §6.2). */
interface RefSave {
  readonly dice: readonly {
    readonly failFaces: number;
    readonly wounds: number;
    /** A failed non-lethal die applies a state instead of a wound. */
    readonly lethal: boolean;
    /** A failed wounding die that also applies a state (N+E/M, §10.5). */
    readonly marks?: boolean;
  }[];
  readonly continuous: boolean;
}

type Single = 'n' | 'ap' | 'da' | 'exp' | 't2' | 'shock' | 'stun' | 'em' | 'para' | 'plasma';

/** The chart of §6.3 as a player reads it (saves per hit, per critical). */
const CHART: Record<Single, { hit: number; crit: number }> = {
  n: { hit: 1, crit: 2 },
  ap: { hit: 1, crit: 2 },
  da: { hit: 2, crit: 3 },
  exp: { hit: 3, crit: 4 },
  t2: { hit: 1, crit: 2 },
  shock: { hit: 1, crit: 2 },
  stun: { hit: 2, crit: 3 },
  em: { hit: 2, crit: 3 },
  para: { hit: 1, crit: 2 },
  plasma: { hit: 1, crit: 2 },
};

function failingFaces(sv: number): number {
  let n = 0;
  for (let die = 1; die <= 20; die++) if (die > sv) n++;
  return n;
}

interface Ref {
  lethal: boolean;
  hit: RefSave[];
  crit: RefSave[];
  deadAt: number;
}

const NON_LETHAL: readonly string[] = ['stun', 'em', 'para'];
const SPECIAL: readonly string[] = ['ap', 'da', 'exp', 't2', 'shock'];

function reference(w: Weapon, t: Target, edition: Edition): Ref {
  // §6.4: a combined ammunition ("AP+DA") applies both parts on every hit.
  const all = w.ammo.split('+') as Single[];
  let cont = w.continuous;
  const imm = (i: string): boolean => t.immunities.includes(i as never);
  // §10.5 N+E/M: E/M's saves (2, against BTS/2), each failure a wound and Isolated.
  let emComb = all.includes('em') && all.some((p) => !NON_LETHAL.includes(p));
  let parts = emComb ? all.filter((p) => p !== 'em') : all;
  const chosen = all.includes('em') ? 'bts' : (w.save ?? 'arm');
  // §10.4 Immunity (Ammunition): that type is N; of a combination only that part.
  for (const a of ['shock', 'ap', 'da', 'exp', 't2'] as const)
    if (imm(a)) parts = parts.map((p) => (p === a ? 'n' : p));
  // §10.4 Immunity (ARM)/(BTS)/(Enhanced): what saves against a covered attribute is N,
  // with no Continuous Damage; E/M (BTS) then does nothing at all.
  const armI = imm('arm') || imm('enhanced');
  const btsI = imm('bts') || imm('enhanced');
  const covered = (p: Single): boolean =>
    p === 'plasma'
      ? armI || btsI
      : p === 'em'
        ? btsI
        : p === 'para'
          ? false
          : chosen === 'bts'
            ? btsI
            : armI;
  if (parts.some(covered)) cont = false;
  // An Immunity over BTS or N4 Total: N+E/M counts as N (§10.4).
  if (btsI || imm('total')) emComb = false;
  const marks = emComb && !imm('isolated');
  parts = parts.flatMap((p) =>
    !covered(p) ? [p] : SPECIAL.includes(p) ? ['n' as const] : p === 'em' ? [] : [p],
  );
  if (imm('cont')) cont = false;
  // §10.4 Immunity (State): never Isolated, so E/M's saves do nothing.
  if (imm('isolated')) parts = parts.filter((p) => p !== 'em');
  if (imm('total')) {
    parts = parts.map((p) => (SPECIAL.includes(p) ? 'n' : p));
    cont = false;
    // N4: Total ignores Non-Lethal weapons; N5 (the documented choice): they still apply.
    if (edition === 'n4') parts = parts.filter((p) => !NON_LETHAL.includes(p));
  }
  const lethalParts = parts.filter((p) => !NON_LETHAL.includes(p));
  const otherParts = parts.filter((p) => NON_LETHAL.includes(p));
  const ps = 20 - w.damage;
  const cover = t.cover ? 3 : 0;
  // §10.1: SR-X on every save, PH-6 ones and immune ones too (the default choices).
  const sr = w.saveMod?.value ?? 0;
  const halve = (x: number): number => Math.ceil(x / 2);
  const saveVs = (attr: 'arm' | 'bts', halved: boolean): number => {
    const base = attr === 'arm' ? t.arm : t.bts;
    return failingFaces((halved ? halve(base) : base) + cover + ps + sr);
  };
  const hit: RefSave[] = [];
  const crit: RefSave[] = [];
  const nSaves = (p: Single): number => (p === 'stun' && edition === 'n5' ? 1 : CHART[p].hit);
  if (lethalParts.length > 0) {
    if (lethalParts.includes('plasma')) {
      const pair = [
        { failFaces: saveVs('arm', false), wounds: 1, lethal: true },
        { failFaces: saveVs('bts', false), wounds: 1, lethal: true },
      ];
      hit.push({ dice: pair, continuous: cont });
      if (!imm('crit'))
        crit.push({
          dice: [{ failFaces: saveVs('arm', false), wounds: 1, lethal: true }],
          continuous: false,
        });
    } else {
      // The parts save against the same attribute: the larger count, AP halving for all.
      const f = saveVs(chosen, lethalParts.includes('ap') || emComb);
      const wounds = lethalParts.includes('t2') ? 2 : 1;
      const n = Math.max(...lethalParts.map(nSaves), emComb ? CHART.em.hit : 0);
      for (let i = 0; i < n; i++)
        hit.push({ dice: [{ failFaces: f, wounds, lethal: true, marks }], continuous: cont });
      if (!imm('crit'))
        crit.push({
          dice: [{ failFaces: f, wounds: 1, lethal: true, marks }],
          continuous: false,
        });
    }
  }
  for (const p of otherParts) {
    const f =
      p === 'para'
        ? failingFaces(t.ph - 6 + sr)
        : saveVs(p === 'em' ? 'bts' : (w.save ?? 'arm'), p === 'em');
    for (let i = 0; i < nSaves(p); i++)
      hit.push({ dice: [{ failFaces: f, wounds: 1, lethal: false }], continuous: false });
    if (!imm('crit'))
      crit.push({ dice: [{ failFaces: f, wounds: 1, lethal: false }], continuous: false });
  }
  // §6.4: Shock kills at exactly W (N4 any W; N5 only VITA 1), never STR.
  const shockDead = lethalParts.includes('shock') && !t.str && (edition === 'n4' || t.wounds === 1);
  return {
    lethal: lethalParts.length > 0,
    hit,
    crit: [...hit, ...crit],
    // §10.11: Remote Presence gives a STR trooper a second Unconscious level.
    deadAt: Math.max(
      shockDead ? t.wounds : t.wounds + (t.remotePresence === true && t.str ? 2 : 1),
      t.taken + 1,
    ),
  };
}

/**
 * The table process over pass/fail of each die, weighted by faces: wounds, any failure.
 * A failed save (one of its dice failed) with Continuous Damage forces one more save of
 * the same kind: all its dice again (§6.3).
 */
function saveTree(
  initial: RefSave[],
  need: number,
  visit: (wounds: number, anyFail: boolean, weight: bigint, dice: number) => void,
): void {
  interface State {
    wounds: number;
    anyFail: boolean;
    weight: bigint;
    dice: number;
  }
  // Every way to roll the dice of one save from `st`: the state after, and whether one failed.
  // Initial saves are all rolled, whatever the wounds; a chain stops at once at Dead.
  const rollSave = (
    s: RefSave,
    st: State,
    chain: boolean,
    then: (st: State, failed: boolean) => void,
  ): void => {
    const go = (j: number, cur: State, failed: boolean): void => {
      const d = s.dice[j];
      if (d === undefined || (chain && cur.wounds >= need)) {
        then(cur, failed);
        return;
      }
      const dice = cur.dice + 1;
      go(j + 1, { ...cur, weight: cur.weight * BigInt(20 - d.failFaces), dice }, failed);
      if (d.failFaces > 0)
        go(
          j + 1,
          {
            wounds: cur.wounds + (d.lethal ? d.wounds : 0),
            anyFail: cur.anyFail || !d.lethal || d.marks === true,
            weight: cur.weight * BigInt(d.failFaces),
            dice,
          },
          true,
        );
    };
    go(0, st, false);
  };
  const chains = (pending: RefSave[], st: State): void => {
    if (pending.length === 0 || st.wounds >= need) {
      visit(st.wounds, st.anyFail, st.weight, st.dice);
      return;
    }
    const [s, ...rest] = pending as [RefSave, ...RefSave[]];
    rollSave(s, st, true, (after, failed) => {
      chains(failed ? pending : rest, after);
    });
  };
  const first = (i: number, pending: RefSave[], st: State): void => {
    const s = initial[i];
    if (s === undefined) {
      chains(pending, st);
      return;
    }
    rollSave(s, st, false, (after, failed) => {
      first(i + 1, failed && s.continuous ? [...pending, s] : pending, after);
    });
  };
  first(0, [], { wounds: 0, anyFail: false, weight: 1n, dice: 0 });
}

interface RefResult {
  lethal: boolean;
  wounds: Map<number, Rational>;
  states: Record<string, Rational>;
  anyFail: Rational;
}

function bruteForce(
  svA: number,
  a: number,
  svB: number,
  b: number,
  w: Weapon,
  t: Target,
  edition: Edition,
): RefResult {
  const ref = reference(w, t, edition);
  const need = ref.deadAt - t.taken;
  const total = 20n ** BigInt(a + b);
  const wounds = new Map<number, Rational>();
  const states: Record<string, Rational> = {};
  let anyFail = rational(0n);
  const addTo = (m: Map<number, Rational> | Record<string, Rational>, k: never, p: Rational) => {
    const old = m instanceof Map ? m.get(k) : m[k];
    const v = old === undefined ? p : rational(old.num * p.den + p.num * old.den, old.den * p.den);
    if (m instanceof Map) m.set(k, v);
    else m[k] = v;
  };
  for (const [key, n] of standingCounts(svA, a, svB, b)) {
    const [h, c] = key.split(',').map(Number) as [number, number];
    const initial = [
      ...Array.from({ length: h }, () => ref.hit).flat(),
      ...Array.from({ length: c }, () => ref.crit).flat(),
    ];
    saveTree(initial, need, (wd, fail, weight, dice) => {
      const p = rational(BigInt(n) * weight, total * 20n ** BigInt(dice));
      const inflicted = ref.lethal ? wd : 0;
      const totalW = t.taken + inflicted;
      const state =
        inflicted === 0
          ? 'unhurt'
          : totalW >= ref.deadAt
            ? 'dead'
            : (totalW === t.wounds && !t.nwi) || totalW > t.wounds
              ? 'unconscious'
              : 'wounded';
      addTo(states, state as never, p);
      const anyContinuous = [...ref.hit, ...ref.crit].some((s) => s.continuous);
      addTo(wounds, (anyContinuous ? Math.min(inflicted, need) : inflicted) as never, p);
      if (fail) anyFail = rational(anyFail.num * p.den + p.num * anyFail.den, anyFail.den * p.den);
    });
  }
  return { lethal: ref.lethal, wounds, states, anyFail };
}

const arbWeapon = fc
  .record({
    damage: fc.integer({ min: 0, max: 24 }),
    ammo: fc.constantFrom(...AMMO_IDS),
    continuous: fc.boolean(),
    bts: fc.boolean(),
    // SR-X (§10.1), and the target's Nanoscreen or Firewall +3 (alone, or with an SR-1, §10.12).
    sr: fc.constantFrom(0, 0, -1, -2, 3, 2),
  })
  .map(({ damage, ammo, continuous, bts, sr }): Weapon => ({
    damage,
    notation: 'damage',
    ammo,
    continuous,
    save: ['em', 'para', 'plasma', 'n+em'].includes(ammo) ? null : bts ? 'bts' : 'arm',
    ...(sr === 0 ? {} : { saveMod: { value: sr, from: `sr${-sr}`, ph: true, immune: true } }),
  }));

const arbTarget = fc
  .record({
    arm: fc.integer({ min: 0, max: 10 }),
    bts: fc.integer({ min: 0, max: 9 }),
    ph: fc.integer({ min: 6, max: 16 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    str: fc.boolean(),
    takenSeed: fc.nat(),
    cover: fc.boolean(),
    nwi: fc.boolean(),
    remotePresence: fc.boolean(),
    immunities: fc.subarray([...IMMUNITIES], { maxLength: 3 }),
  })
  .map(({ takenSeed, remotePresence, ...t }): Target => ({
    ...t,
    ...(remotePresence ? { remotePresence } : {}),
    taken: takenSeed % (t.wounds + 1),
  }));

describe('damage engine = brute force (rationals equal)', () => {
  it('over random rolls, weapons, targets and editions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1 }),
        arbWeapon,
        arbTarget,
        fc.constantFrom<Edition>('n4', 'n5'),
        (svA, a, svB, b, weapon, target, edition) => {
          const odds =
            b === 0
              ? normalOdds({ sv: svA, burst: a })
              : ftfOdds({ sv: svA, burst: a }, { sv: svB, burst: b });
          const standing = odds.outcomes.filter((o) => !('winner' in o) || o.winner === 'active');
          const d = damageOdds(standing, odds.total, weapon, target, EDITIONS[edition].ammo);
          const ref = bruteForce(svA, a, svB, b, weapon, target, edition);
          const exact = (x: Rational | undefined) => (x === undefined ? '0' : toExact(x));
          for (const s of ['unhurt', 'wounded', 'unconscious', 'dead'] as const)
            expect(exact(d.states[s]), s).toBe(exact(ref.states[s]));
          if (d.lethal || ref.lethal) {
            const ks = new Set([...ref.wounds.keys(), ...d.wounds.keys()]);
            for (const k of ks)
              expect(exact(d.wounds[k]), `${k} wounds`).toBe(exact(ref.wounds.get(k)));
          }
          if (d.effect !== null || !ref.lethal)
            expect(exact(d.effect?.probability)).toBe(exact(ref.anyFail));
        },
      ),
      { numRuns: runs(150) },
    );
  });
  it('the reference check example: 12b2, Damage 14 Plasma Continuous vs ARM 5 BTS 3 W1', () => {
    const weapon: Weapon = {
      damage: 14,
      notation: 'damage',
      ammo: 'plasma',
      continuous: true,
      save: null,
    };
    const target: Target = { ...DEFAULT_TARGET, arm: 5, bts: 3, wounds: 1 };
    const odds = normalOdds({ sv: 12, burst: 2 });
    const d = damageOdds(odds.outcomes, odds.total, weapon, target, EDITIONS.n4.ammo);
    const ref = bruteForce(12, 2, 0, 0, weapon, target, 'n4');
    expect(toExact(d.states.unconscious)).toBe(toExact(ref.states.unconscious ?? rational(0n)));
    expect(toExact(d.states.dead)).toBe(toExact(ref.states.dead ?? rational(0n)));
    // a failed pair forces a new pair (§6.3): not the separate ARM and BTS chains
    expect(toNumber(d.states.unconscious)).toBeCloseTo(0.084425, 6);
    expect(toNumber(d.states.dead)).toBeCloseTo(0.620801, 6);
  });
});
