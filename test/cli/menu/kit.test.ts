/**
 * What the menu offers of a unit (src/cli/menu/kit.ts), read from `unit NAME --json`: a
 * weapon a loadout lists twice is offered twice, the second as "NAME#2".
 */
import { describe, expect, it } from 'vitest';
import { unitKit, weaponModes } from '../../../src/cli/menu/kit.js';

const json = (options: string[][]) =>
  JSON.stringify({
    unit: {
      groups: [
        {
          profiles: [{ skills: [], equipment: [] }],
          options: options.map((ws) => ({ weapons: ws.map((name) => ({ name })) })),
        },
      ],
    },
  });

describe('unitKit', () => {
  it.each([
    [[['Combi Rifle', 'Pistol']], ['Combi Rifle', 'Pistol']],
    [
      [['AP CC Weapon', 'AP CC Weapon', 'Pistol'], ['Pistol']],
      ['AP CC Weapon', 'AP CC Weapon#2', 'Pistol'],
    ],
    // The copy counts in the first loadout that carries the weapon (a pick without --option).
    [
      [['Combi Rifle'], ['Combi Rifle', 'Combi Rifle'], ['Spitfire']],
      ['Combi Rifle', 'Spitfire'],
    ],
  ])('%j -> %j', async (options, weapons) => {
    const exec = () => Promise.resolve({ stdout: json(options), stderr: '', code: 0 });
    expect((await unitKit(exec, 'DATA', 'X')).profiles[0]?.weapons).toEqual(weapons);
  });
});

describe('unitKit: profiles', () => {
  it('each profile with its numbers, its group’s loadouts as --option names them', async () => {
    const profile = (name: string, type: string, w: number, str: boolean) => ({
      name,
      move: [15, 10],
      cc: 13,
      bs: 13,
      ph: 15,
      wip: 13,
      arm: 8,
      bts: 6,
      w,
      str,
      s: 7,
      type,
      skills: [],
      equipment: [],
      weapons: [{ id: 9, name: 'Pistol', extras: [], text: 'Pistol' }],
    });
    const weapon = (name: string) => ({ id: 1, name, extras: [], text: name });
    const stdout = JSON.stringify({
      rules: 'n5',
      unit: {
        groups: [
          {
            profiles: [profile('TAG', 'TAG', 3, true)],
            options: [{ id: 1, group: 1, name: 'TAG', weapons: [weapon('Spitfire')] }],
          },
          {
            profiles: [profile('OPERATOR', 'LI', 1, false)],
            options: [
              { id: 1, group: 2, name: 'OPERATOR', weapons: [weapon('CC Weapon')] },
              {
                id: 2,
                group: 2,
                name: 'OPERATOR',
                weapons: [weapon('CC Weapon')],
                skills: [{ id: 5, name: 'Lieutenant', extras: [], text: 'Lieutenant' }],
              },
            ],
          },
        ],
      },
    });
    const kit = await unitKit(() => Promise.resolve({ stdout, stderr: '', code: 0 }), 'D', 'X');
    expect(kit.profiles.map((p) => [p.number, p.label, p.weapons])).toEqual([
      [
        1,
        'TAG (TAG): MOV 15-10  CC 13  BS 13  PH 15  WIP 13  ARM 8  BTS 6  STR 3  S 7',
        ['Spitfire', 'Pistol'],
      ],
      [
        2,
        'OPERATOR (LI): MOV 15-10  CC 13  BS 13  PH 15  WIP 13  ARM 8  BTS 6  VITA 1  S 7',
        ['CC Weapon', 'Pistol'],
      ],
    ]);
    expect(kit.profiles[1]?.options.map((o) => [o.id, o.label])).toEqual([
      ['2-1', 'option 2-1  OPERATOR: CC Weapon'],
      ['2-2', 'option 2-2  OPERATOR: CC Weapon; Lieutenant'],
    ]);
  });
});

describe('weaponModes', () => {
  it('each mode with what it rolls and its numbers', async () => {
    const stdout = JSON.stringify({
      game: 'n5',
      weapon: {
        modes: [
          {
            mode: 'AP Mode',
            attribute: 'bs',
            burst: 3,
            damage: '7',
            ammunition: 'AP',
            saving: 'ARM/2',
          },
          {
            mode: 'CC Mode',
            attribute: 'cc',
            burst: 1,
            damage: '7',
            ammunition: 'N',
            saving: 'ARM',
          },
        ],
      },
    });
    const exec = () => Promise.resolve({ stdout, stderr: '', code: 0 });
    expect(await weaponModes(exec, 'D', 'W')).toEqual([
      { mode: 'AP Mode', attribute: 'bs', label: 'AP Mode: burst 3, PS 7, ammo AP, save ARM/2' },
      { mode: 'CC Mode', attribute: 'cc', label: 'CC Mode: burst 1, PS 7, ammo N, save ARM' },
    ]);
    const missing = () => Promise.resolve({ stdout: '', stderr: 'no such weapon', code: 2 });
    expect(await weaponModes(missing, 'D', 'W')).toEqual([]);
  });
});
