/**
 * The loadout (docs/game-data.md, "The loadout"): `--option` and
 * `--vs-option` wherever a trooper comes from game data (odds, save, compare entries,
 * batch lines, engage troopers); without it, the first option carrying the weapon, named
 * in the answer; an option not carrying the weapon is exit 2 naming those that do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADOUTS_FILE } from '../fixtures/loadouts.js';
import { cli, transcript } from './harness.js';

const files = {
  'loadouts/metadata.json': readFileSync('examples/metadata.json', 'utf8'),
  'loadouts/9021-loadouts.json': JSON.stringify(LOADOUTS_FILE),
  'loadouts/9001-example-company.json': readFileSync('examples/9001-example-company.json', 'utf8'),
};
const DATA = '--data loadouts --rules n5';
const ASK = `--unit loadouters --weapon "combi rifle" --range 30cm --vs-unit fusilier ${DATA}`;

describe('the loadout (golden)', () => {
  it('listed by unit, picked by --option, named in the answer', async () => {
    const t = await transcript(
      [
        `unit loadouters ${DATA}`,
        // No --option: the first option carrying the weapon, named.
        `odds ${ASK}`,
        // Option 2's BS Attack (Shock) (an option-level skill) joins the ammunition.
        `odds ${ASK} --option 2`,
        `odds ${ASK} --option 1-2 --json`,
        // Option 3's Total Reaction: its ARO rolls the whole burst.
        `odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit loadouters --vs-weapon spitfire --vs-option 3 ${DATA}`,
        // Option 4's Mimetism (-6) as a target; by its name.
        `odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit loadouters --vs-option sniper ${DATA}`,
        `save 1 --weapon "combi rifle" --vs-unit loadouters --vs-option 4 ${DATA} --dice 5`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/loadouts.txt');
  });

  it('bad picks: exit 2 naming the options', async () => {
    const t = await transcript(
      [
        `odds ${ASK} --option 3`,
        `odds ${ASK} --option 9`,
        `odds ${ASK} --option loadouter`,
        `odds ${ASK} --option ""`,
        `odds --option 2 --vs-unit fusilier ${DATA}`,
        `save 1 --option 2 --weapon "combi rifle" ${DATA}`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/loadouts-errors.txt');
  });
});

describe('every path that builds a side takes the option', () => {
  it.each([
    ['a compare entry', 'compare -', { unit: 'loadouters', option: 2 }],
    ['a batch line', 'odds - --ndjson', { unit: 'loadouters', option: '2' }],
  ])('%s', async (_, command, fields) => {
    const entry = {
      ...fields,
      weapon: 'combi rifle',
      range: '30cm',
      vsUnit: 'fusilier',
      rules: 'n5',
    };
    const stdin = command.startsWith('compare') ? JSON.stringify([entry]) : JSON.stringify(entry);
    const r = await cli(`${command} --data loadouts --json`, { files, stdin });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('option 2: Combi Rifle, Pistol, CC Weapon, BS Attack (Shock)');
    expect(r.stdout).toMatch(/"ammo": ?"shock"/);
  });

  it('an engage trooper', async () => {
    const engage = {
      active: {
        name: 'L',
        unit: 'loadouters',
        option: 2,
        weapon: 'combi rifle',
        range: '30cm',
        targets: [{ name: 'F', burst: 3 }],
      },
      reactive: [{ name: 'F', unit: 'fusilier', action: 'none' }],
    };
    const r = await cli(`engage - ${DATA} --json`, {
      files,
      stdin: JSON.stringify(engage),
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('option 2: Combi Rifle, Pistol, CC Weapon, BS Attack (Shock)');
    const bad = await cli(`engage - ${DATA}`, {
      files,
      stdin: JSON.stringify({ ...engage, active: { ...engage.active, option: 3 } }),
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('option 1: Combi Rifle');
  });
});
