/** Game data in memory (src/app/game-data.ts): a look-up made once per data. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, findUnitIn, MAX_KEPT_LOOK_UPS } from '../../src/app/game-data.js';
import { checkGameMetadata } from '../../src/core/data/metadata.js';

const meta = checkGameMetadata(JSON.parse(readFileSync('examples/metadata.json', 'utf8')));
if (!meta.ok) throw new Error(meta.error.message);
const files = ['9001-example-company.json', '9010-example-rivals.json'].map((name) => ({
  factionId: Number(name.split('-')[0]),
  source: name,
  json: JSON.parse(readFileSync(`examples/${name}`, 'utf8')) as unknown,
}));

/** A catalogue that counts the look-ups reaching its files. */
function counted() {
  const data = catalogue(meta.ok ? meta.value : ({} as never), files);
  const asked: string[] = [];
  return {
    asked,
    data: {
      ...data,
      unitsFor: (query: string, faction?: string) => {
        asked.push(query);
        return data.unitsFor(query, faction);
      },
    },
  };
}

describe('findUnitIn', () => {
  it('looks a unit up once per game data: a recalculation asks it again', async () => {
    const { data, asked } = counted();
    const first = await findUnitIn(data, 'fusilier');
    const again = await findUnitIn(data, 'fusilier');
    expect(again).toBe(first);
    expect(asked).toEqual(['fusilier']);
    await findUnitIn(data, 'fusilier', '9001');
    expect(asked).toEqual(['fusilier', 'fusilier']);
    // Other data: its own look-ups.
    const other = counted();
    await findUnitIn(other.data, 'fusilier');
    expect(other.asked).toEqual(['fusilier']);
  });

  it('keeps a bounded number of look-ups', async () => {
    const { data, asked } = counted();
    for (let i = 0; i < MAX_KEPT_LOOK_UPS + 10; i++) await findUnitIn(data, `nobody ${i}`);
    await findUnitIn(data, 'nobody 0');
    await findUnitIn(data, `nobody ${MAX_KEPT_LOOK_UPS + 5}`);
    expect(asked.length).toBe(MAX_KEPT_LOOK_UPS + 10 + 1);
  });
});
