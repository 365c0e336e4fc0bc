/**
 * The menu's answers as the typed odds question (src/cli/menu/question.ts): a trooper
 * searched in the data is `--unit`, a member of my list `--code --trooper`, on either
 * side; swapping sides moves each side's fields with it.
 */
import { describe, expect, it } from 'vitest';
import {
  saveArgv,
  sheetEntry,
  swapped,
  toArgv,
  type ListedTrooper,
  type ShotQuestion,
} from '../../../src/cli/menu/question.js';

const MINE: ListedTrooper = {
  kind: 'list',
  code: 'CODE1',
  position: '1.3',
  name: 'FUSILIER Lieutenant',
  weapon: 'Combi Rifle',
};
const SHOT: ShotQuestion = {
  edition: 'n5',
  data: 'examples',
  active: MINE,
  target: { kind: 'data', unit: 'ZHANSHI', profile: 1, weapon: 'Combi Rifle' },
  attack: 'bs',
  distance: { value: 37, unit: 'cm' },
  situations: ['cover'],
  declared: [],
  vsDeclared: [],
  reaction: 'shoot',
};

describe('the menu question', () => {
  it.each([
    [
      SHOT,
      'odds vs --rules n5 --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-unit ZHANSHI --vs-weapon Combi Rifle --data examples',
    ],
    [
      { ...SHOT, reaction: 'dodge' },
      'odds vs --rules n5 --vs-dodge --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-unit ZHANSHI --data examples',
    ],
    [
      { ...SHOT, reaction: 'none', target: { ...MINE, code: 'CODE2', position: '2.1' } },
      'odds --rules n5 --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-code CODE2 --vs-trooper 2.1 --data examples',
    ],
    [
      { ...SHOT, situations: ['poor', 'surprise', 'cover'], declared: ['berserk'] },
      'odds vs --rules n5 --with berserk --with surprise3 --zone poor --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-unit ZHANSHI --vs-weapon Combi Rifle --data examples',
    ],
    [
      // Close combat: no distance, no cover or zone; the target strikes back.
      {
        ...SHOT,
        attack: 'cc',
        situations: ['cover', 'zero'],
        active: { ...MINE, weapon: 'CC Weapon' },
        target: { kind: 'data', unit: 'ZHANSHI', profile: 1, weapon: 'CC Weapon' },
      },
      'odds vs --rules n5 --cc --code CODE1 --trooper 1.3 --weapon CC Weapon --vs-unit ZHANSHI --vs-weapon CC Weapon --data examples',
    ],
    [
      // Hacking: the program, no weapon; the target Resets.
      { ...SHOT, attack: 'hack', program: 'Oblivion', situations: [], reaction: 'reset' },
      'odds vs --rules n5 --program Oblivion --vs-reset --code CODE1 --trooper 1.3 --vs-unit ZHANSHI --data examples',
    ],
  ] as [ShotQuestion, string][])('%# as argv', (q, argv) => {
    expect(toArgv(q).join(' ')).toBe(argv);
  });

  it('is a row of the odds sheet: the fields of a compare entry', () => {
    expect(sheetEntry(SHOT, 'row')).toEqual({
      name: 'row',
      rules: 'n5',
      vsCover: true,
      code: 'CODE1',
      trooper: '1.3',
      weapon: 'Combi Rifle',
      range: '37cm',
      vsUnit: 'ZHANSHI',
      vsWeapon: 'Combi Rifle',
    });
  });

  it('does not swap a hacking question (the other side has no program)', () => {
    expect(swapped({ ...SHOT, attack: 'hack', program: 'Oblivion' })).toBeNull();
  });

  it('swaps sides with their codes and their declared skills', () => {
    const s2 = swapped({ ...SHOT, declared: ['berserk'] });
    expect(s2?.vsDeclared).toEqual(['berserk']);
    expect(s2?.declared).toEqual([]);
  });

  it('swaps sides with their codes', () => {
    const s = swapped(SHOT);
    expect(s === null ? null : toArgv(s, 'discord').join(' ')).toBe(
      'odds vs --rules n5 --vs-cover --unit ZHANSHI --weapon Combi Rifle --range 37cm --vs-code CODE1 --vs-trooper 1.3 --vs-weapon Combi Rifle --data examples --format discord',
    );
  });
});

describe('the menu save', () => {
  it('names the weapon by its carrier and the target by its place in my list', () => {
    const target = { ...MINE, weapon: null };
    const attacker = { kind: 'data', unit: 'ZHANSHI', profile: 1, weapon: 'Combi Rifle' } as const;
    const argv = saveArgv({
      edition: 'n5',
      data: 'examples',
      attacker,
      target,
      hits: 2,
      crits: 1,
      cover: false,
      seed: 's1',
    });
    // The typed save question's own command line (src/app/question/save.ts).
    expect(argv.join(' ')).toBe(
      'save 2 1 --seed s1 --rules n5 --weapon Combi Rifle --unit ZHANSHI --vs-code CODE1 --vs-trooper 1.3 --data examples',
    );
  });

  it('asks the ammunition and cover as the save command takes them', () => {
    const target = { ...MINE, weapon: null };
    const attacker = { kind: 'data', unit: 'ZHANSHI', profile: 1, weapon: 'Combi Rifle' } as const;
    const ask = { edition: 'n5', data: 'examples', attacker, target, hits: 1, crits: 0 };
    const argv = saveArgv({ ...ask, ammo: 'da', cover: true, seed: 's1' });
    expect(argv.join(' ')).toBe(
      'save 1 0 --seed s1 --rules n5 --ammo da --cover --weapon Combi Rifle --unit ZHANSHI --vs-code CODE1 --vs-trooper 1.3 --data examples',
    );
  });
});
