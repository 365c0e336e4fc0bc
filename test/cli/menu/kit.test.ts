/**
 * What the menu offers of a unit (src/cli/menu/kit.ts), read from `unit NAME --json`: a
 * weapon a loadout lists twice is offered twice, the second as "NAME#2".
 */
import { describe, expect, it } from 'vitest';
import { unitKit } from '../../../src/cli/menu/kit.js';

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
    expect((await unitKit(exec, 'DATA', 'X')).weapons).toEqual(weapons);
  });
});
