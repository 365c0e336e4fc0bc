/**
 * Names the unit file already has (docs/game-data.md): an id that neither the metadata
 * nor the unit's own file names is named from any other faction file's `filters`, as the
 * index serves it and as the library's catalogue does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, findUnitIn } from '../../src/app/game-data.js';
import { parseGameMetadata } from '../../src/core/data/metadata.js';
import { LOADOUTS_FILE } from '../fixtures/loadouts.js';
import { cli } from './harness.js';

const TURRET = 219;
/** The loadouts unit with a weapon its own file does not name. */
const mine = {
  ...LOADOUTS_FILE,
  units: LOADOUTS_FILE.units.map((u) => ({
    ...u,
    profileGroups: u.profileGroups.map((g) => ({
      ...g,
      options: g.options.map((o) =>
        o.id === 1 ? { ...o, weapons: [...o.weapons, { id: TURRET, order: 9 }] } : o,
      ),
    })),
  })),
};
/** Another faction's file that names it, and one that names nothing. */
const other = {
  version: '1',
  units: [],
  filters: { weapons: [{ id: TURRET, name: 'Armed Turret (AP Rifle)' }] },
};
const silent = { version: '1', units: [], filters: {} };
const metadata = readFileSync('examples/metadata.json', 'utf8');

describe('an id its own file lacks', () => {
  it.each([
    [
      'named by another file',
      { 'd/9030-other.json': JSON.stringify(other) },
      'Armed Turret (AP Rifle)',
    ],
    ['named by none: by its id', { 'd/9030-other.json': JSON.stringify(silent) }, 'weapon 219'],
  ])('%s', async (_, more, shown) => {
    const files = {
      'd/metadata.json': metadata,
      'd/9021-loadouts.json': JSON.stringify(mine),
      ...more,
    };
    const r = await cli('unit loadouters --data d', { files });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Combi Rifle, Pistol, CC Weapon, ${shown}`);
  });

  it('the catalogue of the library names it too', async () => {
    const meta = parseGameMetadata(metadata);
    if (!meta.ok) throw new Error('metadata');
    const data = catalogue(meta.value, [
      { factionId: 9021, source: 'a', json: mine },
      { factionId: 9030, source: 'b', json: other },
    ]);
    const found = await findUnitIn(data, 'loadouters');
    if (!found.ok) throw new Error(found.error.message);
    const weapons = found.value.unit.groups[0]?.options[0]?.weapons.map((w) => w.name);
    expect(weapons).toContain('Armed Turret (AP Rifle)');
  });
});
