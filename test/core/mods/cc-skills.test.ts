/**
 * Close Combat skills and the answers to an attack (docs/rules.md §10.6-§10.8, §10.10):
 * Natural Born Warrior, Sixth Sense, Combat Instinct, Berserk by edition, Guard, Martial
 * Arts against a NBW. Worked examples, a table per edition, and a property test of the
 * odds against every dice combination with the SVs written out from the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveMods, type TrooperMods } from '../../../src/core/mods/index.js';
import { ftfOdds, oddsSideOf } from '../../../src/core/roll/odds.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { RollKind } from '../../../src/core/rules/mods.js';
import { runs } from '../../properties.js';
import { asMap, bruteFtf as bruteFrom } from '../roll/brute-ftf.js';

const t = (
  attribute: number,
  roll: RollKind | null,
  words: string[] = [],
  more: Partial<TrooperMods> = {},
): TrooperMods => ({ attribute, burst: 1, roll, words, ...more });

const run = (ed: EditionId, active: TrooperMods, reactive: TrooperMods, ftf = true) =>
  resolveMods({ rules: EDITIONS[ed].mods, active, reactive, ftf });

/** §10.6's attacker: a marker with Surprise Attack (-3), MA L3, PARA CC Weapon (-3), CC 21. */
const MARKER = ['surprise3', 'ma3', 'para3'];

describe('Natural Born Warrior: the worked example of §10.6', () => {
  it('N5: SV 24 with 1 die + 1 SD; the NBW CC-attacking back rolls at 20 (11 without)', () => {
    const out = run('n5', t(21, 'cc', MARKER), t(20, 'cc', ['nbw']));
    expect(out.active?.side).toMatchObject({ burst: 1, sd: 1, sv: { sv: 24 } });
    expect(out.reactive?.side.sv.sv).toBe(20);
    expect(out.reactive?.list.every((m) => m.value === 0 && m.ignoredBy === 'nbw')).toBe(true);
    expect(run('n5', t(21, 'cc', MARKER), t(20, 'cc')).reactive?.side.sv.sv).toBe(11);
  });

  it('N5: Dodging (PH 12) instead, NBW does nothing: 12 - 9 = 3', () => {
    expect(run('n5', t(21, 'cc', MARKER), t(12, 'dodge', ['nbw'])).reactive?.side.sv.sv).toBe(3);
  });

  it('N4: Martial Arts is off (SV 21, no +2 damage); the NBW rolls at 20 - 3 - 3 = 14', () => {
    const out = run('n4', t(21, 'cc', MARKER), t(20, 'cc', ['nbw']));
    expect(out.active?.side.sv.sv).toBe(21);
    expect(out.active?.damageBonus).toBe(0);
    expect(out.reactive?.side.sv.sv).toBe(14);
    // N4 Sixth Sense is not there: the Surprise Attack still counts.
    const without = run('n4', t(21, 'cc', MARKER), t(20, 'cc'));
    expect(without.active?.damageBonus).toBe(2);
    expect(without.reactive?.side.sv.sv).toBe(11);
  });

  it('N4: a Dodging NBW is still the target of a CC Attack: no MA against it', () => {
    const out = run('n4', t(21, 'cc', ['ma3']), t(12, 'dodge', ['nbw']));
    expect(out.active?.side.sv.sv).toBe(21);
    expect(out.reactive?.side.sv.sv).toBe(12);
  });

  it('N5: the opponent positive MODs stay (MA +3, +1 SD, Berserk (+3), CC Attack (+1B))', () => {
    const out = run('n5', t(15, 'cc', ['ma3', 'berserk3', 'cc-attack-b1']), t(14, 'cc', ['nbw']));
    expect(out.active?.side).toMatchObject({ burst: 2, sd: 1, sv: { sv: 21 } });
  });

  it.each(['n4', 'n5'] as const)(
    '%s: the NBW as the active trooper, CC-attacked back in ARO',
    (ed) => {
      const out = run(ed, t(20, 'cc', ['nbw']), t(18, 'cc', ['ma2', 'cc-attack3']));
      // N5: the ARO's -3s count 0 on the NBW; N4: its MA is gone, CC Attack (-3) stays.
      expect(out.active?.side.sv.sv).toBe(ed === 'n5' ? 20 : 17);
      expect(out.reactive?.side.sv.sv).toBe(ed === 'n5' ? 21 : 18);
    },
  );
});

describe('Sixth Sense (§10.7) and Combat Instinct (§10.10)', () => {
  // PH 11, BS 12; a marker with Surprise Attack (-3) and BS Attack (-3) shoots it.
  const SHOOTER = ['surprise3', 'bs-attack3'];

  it('N5: its Dodge at 11 (5 without); shooting back at 12-3-3 = 6', () => {
    expect(
      run('n5', t(13, 'bs', SHOOTER), t(11, 'dodge', ['sixth-sense'])).reactive?.side.sv.sv,
    ).toBe(11);
    expect(run('n5', t(13, 'bs', SHOOTER), t(11, 'dodge')).reactive?.side.sv.sv).toBe(5);
    expect(run('n5', t(13, 'bs', SHOOTER), t(12, 'bs', ['sixth-sense'])).reactive?.side.sv.sv).toBe(
      6,
    );
  });

  it('N4: shooting back at 9 (Surprise Attack ignored), Dodge at 11', () => {
    expect(run('n4', t(13, 'bs', SHOOTER), t(12, 'bs', ['sixth-sense'])).reactive?.side.sv.sv).toBe(
      9,
    );
    expect(
      run('n4', t(13, 'bs', SHOOTER), t(11, 'dodge', ['sixth-sense'])).reactive?.side.sv.sv,
    ).toBe(11);
  });

  it('In IMM-A (typed -6 PH) the Dodge is at 5, both editions', () => {
    for (const ed of ['n4', 'n5'] as const) {
      const imm = t(11, 'dodge', ['sixth-sense'], { typed: [{ label: 'imm-a', value: -6 }] });
      expect(run(ed, t(13, 'bs', SHOOTER), imm).reactive?.side.sv.sv).toBe(5);
    }
  });

  it('Reset: N5 free of negative MODs, N4 not (Dodge only)', () => {
    const hacker = t(13, 'hack', ['surprise3'], { program: 'Zero Pain' });
    expect(run('n5', hacker, t(12, 'reset', ['sixth-sense'])).reactive?.side.sv.sv).toBe(12);
    // N4: the Surprise Attack is ignored, Zero Pain's -3 is not.
    expect(run('n4', hacker, t(12, 'reset', ['sixth-sense'])).reactive?.side.sv.sv).toBe(9);
  });

  it('N5 Combat Instinct: no Surprise Attack MOD on any roll, the rest stays', () => {
    expect(
      run('n5', t(13, 'bs', SHOOTER), t(12, 'bs', ['combat-instinct'])).reactive?.side.sv.sv,
    ).toBe(9);
    expect(
      run('n5', t(13, 'bs', SHOOTER), t(11, 'dodge', ['combat-instinct'])).reactive?.side.sv.sv,
    ).toBe(8);
  });
});

describe('Berserk (§10.8)', () => {
  it('N5: an ordinary CC Attack, one F2F roll; N4: two Normal rolls', () => {
    const n5 = run('n5', t(20, 'cc', ['berserk3']), t(15, 'cc'));
    expect(n5.ftf).toBe(true);
    expect(n5.active?.side.sv.sv).toBe(23);
    const n4 = run('n4', t(20, 'cc', ['berserk3']), t(15, 'cc'));
    expect(n4.ftf).toBe(false);
    expect(n4.normalBy).toBe('berserk3');
  });

  it('N5: a Dodge (PH 12) is F2F against 23; N4 a Normal roll', () => {
    expect(run('n5', t(20, 'cc', ['berserk3']), t(12, 'dodge')).ftf).toBe(true);
    expect(run('n4', t(20, 'cc', ['berserk3']), t(12, 'dodge')).ftf).toBe(false);
  });

  it('N5: MA and NBW apply as to any CC Attack', () => {
    const out = run('n5', t(20, 'cc', ['berserk3', 'ma2']), t(15, 'cc', ['nbw']));
    expect(out.active?.side.sv.sv).toBe(26);
    expect(out.reactive?.side.sv.sv).toBe(15);
  });
});

describe('Guard (§10.10): no MOD of its own, contact skills still act', () => {
  it.each(['n4', 'n5'] as const)('%s', (ed) => {
    const out = run(ed, t(15, 'cc', ['guard', 'ma2']), t(14, 'cc'));
    expect(out.active?.side.sv.sv).toBe(18);
    expect(out.reactive?.side.sv.sv).toBe(11);
    expect(out.warnings).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------
// Property: the odds from the engine's sides = every dice combination, with the SVs and
// dice written out from §10 by hand (one CC F2F, small bursts so 20^n stays small).

const bruteFtf = (svA: number, a: number, svB: number, b: number, ed: EditionId) =>
  bruteFrom(svA, a, svB, b, EDITIONS[ed].dice);

describe('a CC F2F with §10 skills = brute force over the dice (property)', () => {
  it.each(['n4', 'n5'] as const)('%s', (ed) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 22 }),
        fc.integer({ min: 8, max: 22 }),
        fc.subarray(['surprise3', 'ma2', 'para6', 'cc-attack3', 'cc-attack-b1']),
        fc.subarray(['nbw', 'sixth-sense', 'cc-attack-b1']),
        fc.constantFrom<RollKind>('cc', 'dodge'),
        (cc, other, attacker, defender, answer) => {
          const out = run(ed, t(cc, 'cc', attacker), t(other, answer, defender));
          const a = out.active?.side;
          const r = out.reactive?.side;
          if (a === undefined || r === undefined) throw new Error('a side is missing');
          // The rules written out: the attacker's own MODs and dice...
          const has = (w: string) => attacker.includes(w);
          const nbw = defender.includes('nbw');
          const sixth = defender.includes('sixth-sense');
          const maOff = ed === 'n4' && nbw; // N4 NBW: no MA against it at all
          const ma = has('ma2') && !maOff;
          const svA = cc + (ma ? 3 : 0);
          const burstA = 1 + (has('cc-attack-b1') ? 1 : 0);
          // ...the MODs it imposes on the defender (all F2F here, so all of them count)...
          const surprise = has('surprise3') && !(ed === 'n4' && sixth) ? -3 : 0;
          const imposed = [
            surprise,
            ma ? -3 : 0,
            has('para6') ? -6 : 0,
            has('cc-attack3') ? -3 : 0,
          ];
          // ...which the NBW CC-attacking back (N5) or a Sixth Sense Dodge sets to 0.
          const cleared = (ed === 'n5' && nbw && answer === 'cc') || (sixth && answer === 'dodge');
          const sum = cleared ? 0 : imposed.reduce((s, v) => s + v, 0);
          const svB = other + Math.max(-12, sum);
          expect(a.sv.sv).toBe(svA);
          expect(a.burst).toBe(burstA);
          expect(r.sv.sv).toBe(svB);
          expect(r.burst).toBe(1); // an ARO: (+1B) never counts there
          expect(asMap(ftfOdds(oddsSideOf(a), oddsSideOf(r), EDITIONS[ed].dice))).toEqual(
            bruteFtf(svA, burstA, svB, 1, ed),
          );
        },
      ),
      { numRuns: runs(40) },
    );
  });
});
