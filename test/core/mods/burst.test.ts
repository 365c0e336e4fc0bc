/**
 * Burst MODs and the burst of an ARO (docs/rules.md §10.3): B MODs in the user's Active
 * Turn only, an ARO of one die unless Total Reaction or Neurocinetics, B 6 at most, SD in
 * both turns, Martial Arts and allies in contact in both turns.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aroBurstOf,
  resolveMods,
  sideBurst,
  type BurstQuestion,
} from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { RollKind, Turn } from '../../../src/core/rules/mods.js';
import { runs } from '../../properties.js';

const burst = (
  ed: EditionId,
  turn: Turn,
  words: string[],
  chart: number,
  more: Partial<BurstQuestion> = {},
) => sideBurst({ rules: EDITIONS[ed].mods, turn, roll: 'bs', words, chart, ...more }).burst;

describe('the worked example of §10.3 (Combi Rifle B3 + BS Attack (+1B))', () => {
  it.each(['n4', 'n5'] as const)('%s: Active 4 dice, ARO 1', (ed) => {
    expect(burst(ed, 'active', ['bs-attack-b1'], 3)).toBe(4);
    expect(burst(ed, 'reactive', ['bs-attack-b1'], 3)).toBe(1);
  });

  it('N5 Total Reaction: ARO 4 at one target; N4: 3 unless total-reaction-bmods=yes', () => {
    expect(burst('n5', 'reactive', ['bs-attack-b1', 'total-reaction'], 3)).toBe(4);
    expect(burst('n4', 'reactive', ['bs-attack-b1', 'total-reaction'], 3)).toBe(3);
    expect(
      burst('n4', 'reactive', ['bs-attack-b1', 'total-reaction'], 3, {
        choices: { 'total-reaction-bmods': 'yes' },
      }),
    ).toBe(4);
  });

  it.each(['n4', 'n5'] as const)('%s Neurocinetics: Active 1, ARO 4', (ed) => {
    expect(burst(ed, 'active', ['bs-attack-b1', 'neurocinetics'], 3)).toBe(1);
    expect(burst(ed, 'reactive', ['bs-attack-b1', 'neurocinetics'], 3)).toBe(4);
  });

  it.each(['n4', 'n5'] as const)(
    '%s MA L4 (N5) / L5 (N4), CC Weapon B1: 2 dice both turns',
    (ed) => {
      const ma = ed === 'n5' ? 'ma4' : 'ma5';
      for (const turn of ['active', 'reactive'] as const)
        expect(
          sideBurst({ rules: EDITIONS[ed].mods, turn, roll: 'cc', words: [ma], chart: 1 }).burst,
        ).toBe(2);
    },
  );
});

describe('the loadout and the data (§10.3, §10.12)', () => {
  it('Yan Huo: Missile Launcher (+1B) Active 2, ARO 1; Neurocinetics (+1B) Active 1, ARO 2', () => {
    expect(burst('n5', 'active', [], 1, { weaponMods: 1 })).toBe(2);
    expect(burst('n5', 'reactive', [], 1, { weaponMods: 1 })).toBe(1);
    expect(burst('n5', 'active', ['neurocinetics-b1'], 1)).toBe(1);
    expect(burst('n5', 'reactive', ['neurocinetics-b1'], 1)).toBe(2);
  });

  it('a weapon (+1B) in a Total Reaction ARO: N5 counts it, N4 by choice', () => {
    expect(burst('n5', 'reactive', ['total-reaction'], 2, { weaponMods: 1 })).toBe(3);
    expect(burst('n4', 'reactive', ['total-reaction'], 2, { weaponMods: 1 })).toBe(2);
  });

  it('how an ARO starts', () => {
    const of = (ed: EditionId, words: string[], roll: RollKind = 'bs') =>
      aroBurstOf({ rules: EDITIONS[ed].mods, words, roll });
    expect(of('n5', [])).toBe('one');
    expect(of('n5', ['total-reaction'])).toBe('full-with-mods');
    expect(of('n4', ['total-reaction'])).toBe('full');
    expect(of('n4', ['neurocinetics'])).toBe('full-with-mods');
    expect(of('n5', ['total-reaction'], 'cc')).toBe('one');
  });
});

describe('cap and Special Dice', () => {
  it('B MODs stop at B 6, a typed burst above it is left as typed', () => {
    expect(burst('n5', 'active', ['bs-attack-b1', 'fireteam2'], 6)).toBe(6);
    expect(burst('n5', 'active', ['bs-attack-b1'], 5, { weaponMods: 2 })).toBe(6);
    expect(burst('n5', 'active', [], 8)).toBe(8);
  });

  it.each(['active', 'reactive'] as const)('+1 SD in the %s turn too', (turn) => {
    const out = resolveMods({
      rules: EDITIONS.n5.mods,
      active: {
        attribute: 12,
        burst: 1,
        roll: 'bs',
        words: turn === 'active' ? ['bs-attack-sd1'] : [],
      },
      reactive: {
        attribute: 12,
        burst: 1,
        roll: 'bs',
        words: turn === 'reactive' ? ['bs-attack-sd1'] : [],
      },
      ftf: true,
    });
    expect((turn === 'active' ? out.active : out.reactive)?.side.sd).toBe(1);
  });

  it('CC against a target allies touch: +1 B each, in ARO too', () => {
    const rules = EDITIONS.n5.mods;
    expect(
      sideBurst({ rules, turn: 'reactive', roll: 'cc', words: ['cc-allies2'], chart: 1 }).burst,
    ).toBe(3);
    expect(
      sideBurst({
        rules,
        turn: 'active',
        roll: 'cc',
        words: ['cc-allies1', 'cc-attack-b1'],
        chart: 1,
      }).burst,
    ).toBe(3);
  });
});

/**
 * Property: the burst from the engine equals the rule written out directly: Active =
 * chart + weapon B MODs + BS Attack (+1B), or 1 with Neurocinetics; ARO = 1, or with
 * Total Reaction / Neurocinetics the chart plus the B MODs that count there; at most 6.
 */
describe('sideBurst = the rule written out (property)', () => {
  it.each(['n4', 'n5'] as const)('%s', (ed) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.constantFrom('none', 'total-reaction', 'neurocinetics', 'neurocinetics-b1'),
        fc.constantFrom<Turn>('active', 'reactive'),
        fc.constantFrom('no', 'yes'),
        (chart, weaponMods, b1, skill, turn, trChoice) => {
          const words = [...(b1 ? ['bs-attack-b1'] : []), ...(skill === 'none' ? [] : [skill])];
          const choices = ed === 'n4' ? { 'total-reaction-bmods': trChoice } : {};
          const neuro = skill.startsWith('neurocinetics');
          const mods = weaponMods + (b1 ? 1 : 0);
          const cap = (n: number) => (n > chart ? Math.min(6, n) : n);
          const trMods = ed === 'n5' || trChoice === 'yes';
          const expected =
            turn === 'active'
              ? neuro
                ? 1
                : cap(chart + mods)
              : neuro
                ? cap(chart + mods + (skill === 'neurocinetics-b1' ? 1 : 0))
                : skill === 'total-reaction'
                  ? trMods
                    ? cap(chart + mods)
                    : chart
                  : 1;
          expect(burst(ed, turn, words, chart, { weaponMods, choices })).toBe(expected);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
