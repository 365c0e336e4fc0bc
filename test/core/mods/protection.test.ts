/**
 * Equipment and skills that protect the target (docs/rules.md §10.12): Nanoscreen, Albedo,
 * Firewall, No Cover and Limited Cover, in both editions, both turns, Normal and F2F.
 */
import { describe, expect, it } from 'vitest';
import { trooper } from './trooper.js';
import {
  lookupWord,
  resolveMods,
  type SideMods,
  type TrooperMods,
} from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { ChoiceId, RollKind } from '../../../src/core/rules/mods.js';

interface Case {
  readonly ed: EditionId;
  /** The shooter's roll and words, the target's roll (null: a Normal roll) and words. */
  readonly shooter: Partial<TrooperMods> & { readonly roll: RollKind };
  readonly target: Partial<TrooperMods> & { readonly roll: RollKind | null };
  /** The target is the active trooper (shot at in ARO). */
  readonly targetActive?: boolean;
  readonly choices?: Partial<Record<ChoiceId, string>>;
}

function shooterSide(c: Case): SideMods {
  const shooter = trooper(c.shooter.roll, c.shooter);
  const target = trooper(c.target.roll, c.target);
  const out = resolveMods({
    rules: EDITIONS[c.ed].mods,
    active: c.targetActive === true ? target : shooter,
    reactive: c.targetActive === true ? shooter : target,
    ftf: c.target.roll !== null,
    ...(c.choices === undefined ? {} : { choices: c.choices }),
  });
  const side = c.targetActive === true ? out.reactive : out.active;
  if (side === null) throw new Error('no roll');
  return side;
}

/** "-3 nanoscreen", "0 cover (ignored by no-cover)": what the shooter's roll lists. */
const listOf = (s: SideMods): string[] =>
  s.list.map((m) => `${m.value} ${m.label}${m.ignoredBy === undefined ? '' : ` /${m.ignoredBy}`}`);

describe('N5 Nanoscreen: -3 to BS Attacks at its user, +3 to its saves against them', () => {
  it.each([
    ['Normal roll, active shooter', { roll: null }, false],
    ['F2F, the target shoots back', { roll: 'bs' as const }, false],
    ['F2F, the target Dodges', { roll: 'dodge' as const }, false],
    ['the target is active, shot in ARO', { roll: 'bs' as const }, true],
    ['the target is active, a Normal ARO at it', { roll: 'cc' as const }, true],
  ])('%s', (_, target, targetActive) => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs' },
      target: { ...target, words: ['nanoscreen'] },
      targetActive,
    });
    expect(listOf(s)).toEqual(['-3 nanoscreen']);
    expect(s.targetSaveMods).toEqual([{ word: 'nanoscreen', value: 3 }]);
    // Not the shooter's own SR (§10.1).
    expect(s.saveMod).toBe(0);
  });

  it('adds to Partial Cover: -6 on the roll, cover +3 and Nanoscreen +3 on the save', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs' },
      target: { roll: null, words: ['nanoscreen'], cover: true },
    });
    expect(s.side.sv.sum).toBe(-6);
    expect(s.targetSaveMods).toEqual([{ word: 'nanoscreen', value: 3 }]);
    expect(s.coverSave).toBeNull();
  });

  it('Marksmanship ignores its -3 (and the cover), its save +3 stays', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs', words: ['marksmanship'] },
      target: { roll: null, words: ['nanoscreen'], cover: true },
    });
    expect(listOf(s)).toEqual(['0 nanoscreen /marksmanship', '0 cover /marksmanship']);
    expect(s.targetSaveMods).toEqual([{ word: 'nanoscreen', value: 3 }]);
    expect(s.noCoverSave).toBe('marksmanship');
  });

  it('no effect in CC, on a hacking Attack, or on the target’s own roll', () => {
    const cc = shooterSide({
      ed: 'n5',
      shooter: { roll: 'cc' },
      target: { roll: 'cc', words: ['nanoscreen'] },
    });
    expect(cc.side.sv.sum).toBe(0);
    expect(cc.targetSaveMods).toEqual([]);
    const hack = shooterSide({
      ed: 'n5',
      shooter: { roll: 'hack' },
      target: { roll: null, words: ['nanoscreen'] },
    });
    expect(hack.targetSaveMods).toEqual([]);
    // The user shooting: its own roll takes nothing.
    const own = resolveMods({
      rules: EDITIONS.n5.mods,
      active: trooper('bs', { words: ['nanoscreen'] }),
      reactive: trooper(null),
      ftf: false,
    });
    expect(own.active?.side.sv.sum).toBe(0);
  });

  it('counts towards the ±12 cap: range -6, Mimetism -6, cover -3, Nanoscreen -3 = -12', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs', range: -6 },
      target: { roll: null, words: ['nanoscreen', 'mimetism6'], cover: true },
    });
    expect(s.side.sv).toMatchObject({ sum: -18, applied: -12, sv: 1 });
  });
});

describe('N4 Nanoscreen: 360° Partial Cover, not added to other cover', () => {
  it.each([
    ['in the open', false],
    ['in cover too: one -3 only', true],
  ])('%s', (_, cover) => {
    const s = shooterSide({
      ed: 'n4',
      shooter: { roll: 'bs' },
      target: { roll: 'bs', words: ['nanoscreen'], cover },
    });
    expect(s.side.sv.sum).toBe(-3);
    expect(s.list.map((m) => m.label)).toEqual(['cover']);
    // The saves are in cover (N4: Damage -3), whatever --vs-cover says.
    expect(s.coverSave).toEqual({ word: 'nanoscreen', cover: true });
    expect(s.targetSaveMods).toEqual([]);
  });

  it('Marksmanship ignores it as it ignores cover, and the save bonus goes by default', () => {
    const s = shooterSide({
      ed: 'n4',
      shooter: { roll: 'bs', words: ['marksmanship'] },
      target: { roll: null, words: ['nanoscreen'] },
    });
    expect(s.side.sv.sum).toBe(0);
    expect(s.noCoverSave).toBe('marksmanship');
  });

  it('shot at in ARO: the reactive shooter takes the -3', () => {
    const s = shooterSide({
      ed: 'n4',
      shooter: { roll: 'bs' },
      target: { roll: 'bs', words: ['nanoscreen'] },
      targetActive: true,
    });
    expect(s.side.sv.sum).toBe(-3);
  });
});

describe('Nanoscreen against a Comms Attack rolled as a BS Attack: nothing (§10.12)', () => {
  const rows: readonly (readonly [string, RollKind | null, boolean, boolean])[] = [
    ['Normal roll', null, false, false],
    ['F2F, the target shoots back', 'bs', false, false],
    ['shot in ARO', 'bs', true, false],
    ['in real cover: only the cover', null, false, true],
  ];
  it.each((['n4', 'n5'] as const).flatMap((ed) => rows.map((r) => [ed, ...r] as const)))(
    '%s: %s',
    (ed, _, roll, targetActive, cover) => {
      const s = shooterSide({
        ed,
        shooter: { roll: 'bs', words: ['comms-attack'] },
        target: { roll, words: ['nanoscreen'], cover },
        targetActive,
      });
      expect(listOf(s)).toEqual(cover ? ['-3 cover'] : []);
      expect(s.targetSaveMods).toEqual([]);
      // The target's own cover for the saves, if any, as without a Nanoscreen.
      expect(s.coverSave).toBeNull();
    },
  );

  it('the Comms Attack word changes nothing else: the same weapon without Nanoscreen', () => {
    for (const ed of ['n4', 'n5'] as const) {
      const s = shooterSide({
        ed,
        shooter: { roll: 'bs', words: ['comms-attack'] },
        target: { roll: 'bs', cover: true },
      });
      expect(listOf(s)).toEqual(['-3 cover']);
    }
  });
});

describe('N5 Albedo (-3)/(-6): only an enemy with an MSV or Marksmanship', () => {
  it.each([
    ['msv1', 'bs', null, -6],
    ['msv2', 'bs', 'bs', -6],
    ['msv3', 'discover', null, -6],
    ['marksmanship', 'bs', 'dodge', -6],
    [null, 'bs', null, 0],
    ['msv2', 'cc', 'cc', 0],
  ] as const)('shooter %s, its %s, target rolls %s: %d', (word, roll, targetRoll, sum) => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll, ...(word === null ? {} : { words: [word] }) },
      target: { roll: targetRoll, words: ['albedo6'] },
    });
    expect(s.side.sv.sum).toBe(sum);
  });

  it('adds to Mimetism, which the MSV reduces; Albedo it does not', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs', words: ['msv1'] },
      target: { roll: null, words: ['albedo3', 'mimetism6'] },
    });
    expect(listOf(s).sort()).toEqual(['-3 albedo', '-3 mimetism']);
    expect(s.list.find((m) => m.label === 'mimetism')?.reducedBy).toBe('msv1');
  });

  it('either turn: an ARO with an MSV at an active Albedo user', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs', words: ['msv2'] },
      target: { roll: 'bs', words: ['albedo3'] },
      targetActive: true,
    });
    expect(s.side.sv.sum).toBe(-3);
  });
});

describe('N4 Albedo (declared): White Noise around the bearer for its enemies', () => {
  it('an MSV shooter cannot draw LoF; one without a visor rolls as usual', () => {
    const blind = resolveMods({
      rules: EDITIONS.n4.mods,
      active: trooper('bs', { words: ['msv1'] }),
      reactive: trooper(null, { words: ['albedo'] }),
      ftf: false,
    });
    expect(blind.active?.blocked).toBe('no Line of Fire through White Noise (msv1)');
    const plain = shooterSide({
      ed: 'n4',
      shooter: { roll: 'bs' },
      target: { roll: null, words: ['albedo'] },
    });
    expect(plain.side.sv.sum).toBe(0);
  });

  it('the bearer shooting an MSV trooper: the MSV trooper answers at -6, the bearer at 0', () => {
    const out = resolveMods({
      rules: EDITIONS.n4.mods,
      active: trooper('bs', { words: ['albedo'] }),
      reactive: trooper('bs', { words: ['msv1'] }),
      ftf: true,
    });
    expect(out.active?.side.sv.sum).toBe(0);
    expect(out.reactive?.side.sv.sum).toBe(-6);
  });
});

describe.each(['n4', 'n5'] as const)('%s Firewall: -X to Comms Attacks, +3 to the saves', (ed) => {
  it.each([
    ['a Normal hacking Attack', null, false],
    ['F2F, the target answers', 'bs' as const, false],
    ['the target active, hacked in ARO', 'bs' as const, true],
  ])('%s', (_, targetRoll, targetActive) => {
    const s = shooterSide({
      ed,
      shooter: { roll: 'hack' },
      target: { roll: targetRoll, words: ['firewall6'] },
      targetActive,
    });
    expect(s.side.sv.sum).toBe(-6);
    expect(s.targetSaveMods).toEqual([{ word: 'firewall6', value: 3 }]);
  });

  it('nothing against a BS Attack', () => {
    const s = shooterSide({
      ed,
      shooter: { roll: 'bs' },
      target: { roll: null, words: ['firewall3'] },
    });
    expect(s.side.sv.sum).toBe(0);
    expect(s.targetSaveMods).toEqual([]);
  });

  // A weapon with the Comms. Attack trait (a Jammer) makes a Comms Attack: Firewall acts.
  it.each([
    ['a Normal roll', null, false],
    ['F2F, the target shoots back', 'bs' as const, false],
    ['F2F, the target Dodges', 'dodge' as const, false],
    ['the target active, shot at in ARO', 'bs' as const, true],
  ])('a Comms Attack weapon rolled as a BS Attack: %s', (_, targetRoll, targetActive) => {
    const s = shooterSide({
      ed,
      shooter: { roll: 'bs', words: ['comms-attack'] },
      target: { roll: targetRoll, words: ['firewall3'] },
      targetActive,
    });
    expect(listOf(s)).toEqual(['-3 firewall']);
    expect(s.targetSaveMods).toEqual([{ word: 'firewall3', value: 3 }]);
  });

  it('a CC Attack with the word: nothing (only a hacking or BS roll is a Comms Attack)', () => {
    const s = shooterSide({
      ed,
      shooter: { roll: 'cc', words: ['comms-attack'] },
      target: { roll: 'cc', words: ['firewall3'] },
    });
    expect(s.side.sv.sum).toBe(0);
    expect(s.targetSaveMods).toEqual([]);
  });
});

describe('N5 No Cover and Limited Cover: what its Partial Cover gives', () => {
  it.each([
    ['no-cover', { word: 'no-cover', cover: false }],
    ['limited-cover', null],
  ])('%s: no -3 on the roll; the save %s', (word, coverSave) => {
    for (const targetActive of [false, true]) {
      const s = shooterSide({
        ed: 'n5',
        shooter: { roll: 'bs' },
        target: { roll: 'bs', words: [word], cover: true },
        targetActive,
      });
      expect(listOf(s)).toEqual([`0 cover /${word}`]);
      expect(s.coverSave).toEqual(coverSave);
    }
  });

  it('No Cover with a Nanoscreen: the Nanoscreen still counts', () => {
    const s = shooterSide({
      ed: 'n5',
      shooter: { roll: 'bs' },
      target: { roll: null, words: ['no-cover', 'nanoscreen'], cover: true },
    });
    expect(s.side.sv.sum).toBe(-3);
    expect(s.targetSaveMods).toEqual([{ word: 'nanoscreen', value: 3 }]);
    expect(s.coverSave).toEqual({ word: 'no-cover', cover: false });
  });
});

describe('ODD: N4 and N5 write it as Mimetism (-6)', () => {
  it.each(['n4', 'n5'] as const)('%s: "ODD" and "Optical Disruptor" are mimetism6', (ed) => {
    for (const text of ['ODD', 'Optical Disruptor'])
      expect(lookupWord(EDITIONS[ed].mods, text)?.word).toBe('mimetism6');
  });
});

describe("N4 SymbioBomb: its Pheroware Tactic's targets take -3 in Face-to-Face (§10.13)", () => {
  it.each([
    ['the target shoots back', 'bs' as const, false, ['-3 symbiobomb']],
    ['the target Resets', 'reset' as const, false, ['-3 symbiobomb']],
    ['the target Dodges', 'dodge' as const, false, ['-3 symbiobomb']],
    ['the user in ARO, the target active', 'bs' as const, true, ['-3 symbiobomb']],
  ])('%s', (_, targetRoll, targetActive, wanted) => {
    const out = resolveMods({
      rules: EDITIONS.n4.mods,
      active: targetActive ? trooper(targetRoll) : trooper('bs', { words: ['symbiobomb'] }),
      reactive: targetActive ? trooper('bs', { words: ['symbiobomb'] }) : trooper(targetRoll),
      ftf: true,
    });
    const target = targetActive ? out.active : out.reactive;
    expect(target === null ? null : listOf(target)).toEqual(wanted);
    // The user's own roll takes nothing.
    expect((targetActive ? out.reactive : out.active)?.side.sv.sum).toBe(0);
  });

  it('a Normal roll: nothing (the rule says Face-to-Face)', () => {
    const out = resolveMods({
      rules: EDITIONS.n4.mods,
      active: trooper('bs', { words: ['symbiobomb'] }),
      reactive: trooper(null),
      ftf: false,
    });
    expect(out.active?.side.sv.sum).toBe(0);
    expect(out.reactive).toBeNull();
  });

  it('the user in CC: nothing (no Pheroware Tactic)', () => {
    const out = resolveMods({
      rules: EDITIONS.n4.mods,
      active: trooper('cc', { words: ['symbiobomb'] }),
      reactive: trooper('cc'),
      ftf: true,
    });
    expect(out.reactive?.side.sv.sum).toBe(0);
  });

  it('N5 has no SymbioBomb', () => {
    expect(lookupWord(EDITIONS.n5.mods, 'symbiobomb')).toBeUndefined();
  });
});
