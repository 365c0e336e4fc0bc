/** Game data in memory (src/app/data-set.ts): a folder's files, a pack and back, bad files said. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeAnswer } from '../../src/app/code-reports.js';
import {
  dataSetOf,
  gameDataOf,
  MAX_SET_FILES,
  packText,
  readPack,
  unitFileOf,
} from '../../src/app/data-set.js';
import { findUnitIn, leftOutWarning, withFilesLeftOut } from '../../src/app/game-data.js';
import { EDITIONS } from '../../src/core/rules/index.js';

const folder = [
  { name: 'n5/metadata.json', text: readFileSync('examples/metadata.json', 'utf8') },
  ...readdirSync('examples')
    .filter((n) => /^\d+-.*\.json$/.test(n))
    .map((n) => ({ name: `n5/units/${n}`, text: readFileSync(`examples/${n}`, 'utf8') })),
];
const set = (() => {
  const r = dataSetOf(folder);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

describe('data sets', () => {
  it('reads a folder: the metadata, the unit files, a broken one left out', () => {
    const r = dataSetOf([...folder, { name: 'n5/units/77-broken.json', text: '{"units": [' }]);
    expect(r.ok && r.value.units.length).toBe(set.units.length);
    // Named by its path in the folder, which the command's warning ends with.
    expect(r.ok && r.value.leftOut).toEqual([
      'n5/units/77-broken.json: not valid JSON at line 1, column 12: the text ended where a value was expected',
    ]);
    const left = r.ok ? r.value.leftOut : [];
    expect(left.map(leftOutWarning)).toEqual([
      `${left[0] ?? ''}; left out (fetch it again: infcalc data fetch)`,
    ]);
    expect(withFilesLeftOut('no unit named "X"', left)).toBe(
      `no unit named "X" (1 unit file left out: ${left[0] ?? ''})`,
    );
    expect(withFilesLeftOut('no unit named "X"', [])).toBe('no unit named "X"');
  });

  it('packs and reads back the same data', () => {
    const back = readPack(packText(set, '2026-12-06T00:00:00Z'));
    expect(back.ok && back.value.units).toEqual(set.units);
  });

  it.each([
    ['no metadata', [folder[1]], /no metadata\.json/],
    [
      'not the builder’s metadata',
      [{ name: 'metadata.json', text: '[1]' }],
      /not the army builder/,
    ],
    ['no unit files', [folder[0]], /no unit files/],
  ])('refuses a folder with %s', (_, files, said) => {
    const r = dataSetOf(files.flatMap((f) => (f === undefined ? [] : [f])));
    expect(r.ok ? '' : r.error.message).toMatch(said);
  });

  it('refuses more files than a data folder holds', () => {
    const many = Array.from({ length: MAX_SET_FILES + 1 }, (_, i) => ({
      name: `${i}.json`,
      text: '',
    }));
    expect(dataSetOf(many).ok).toBe(false);
  });

  it.each([
    ['the metadata alone', readFileSync('examples/metadata.json', 'utf8'), /metadata\.json alone/],
    [
      'a unit file',
      readFileSync('examples/9001-example-company.json', 'utf8'),
      /one unit file alone/,
    ],
    [
      'an army list',
      readFileSync('examples/n4-two-groups.json', 'utf8'),
      /not a data pack of infcalc/,
    ],
    ['broken JSON', '{"kind": "infcalc-data-pack"', /not a data pack: not valid JSON/],
    ['another version', '{"kind": "infcalc-data-pack", "version": 9}', /version 9/],
  ])('says what a file that is not a pack is: %s', (_, text, said) => {
    const r = readPack(text);
    expect(r.ok ? '' : r.error.message).toMatch(said);
  });

  it('serves look-ups and army codes as the data directory does', async () => {
    const data = gameDataOf(set, 'test');
    expect(data.ok).toBe(true);
    if (!data.ok) return;
    const found = await findUnitIn(data.value, 'line trooper');
    expect(found.ok).toBe(true);
    expect(unitFileOf(set, 9001, 'example-company').ok).toBe(true);
    expect(unitFileOf(set, 4242, null).ok).toBe(false);
    const code = readFileSync('examples/army-code.txt', 'utf8');
    const alone = codeAnswer(code, null, EDITIONS.n5);
    expect(alone.ok && alone.value.withData).toBeNull();
    const full = codeAnswer(code, set, EDITIONS.n5);
    expect(full.ok && full.value.withData?.check.check.problems.length).toBe(1);
  });
});
