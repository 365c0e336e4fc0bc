/**
 * Goldens of the game-data commands (docs/game-data.md): `unit` and `weapon` read the
 * synthetic example files as a data directory; `data fetch` runs against a local HTTP
 * server on 127.0.0.1 (no test reaches the internet) into a temporary directory.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localServer } from '../local-server.js';
import { exampleFiles, transcript } from './harness.js';
import { tempDir } from '../temp.js';

const files = exampleFiles();

describe('unit and weapon (golden)', () => {
  it('troopers and weapon charts from the example data', async () => {
    const t = await transcript(
      [
        'unit fusilier --data examples --rules n5',
        'unit "ghost stalkers" --data examples --rules n5',
        'unit gravedigger --data examples --rules n5 --json',
        'unit mole --faction example-company --data examples --rules n5',
        'unit fusilier --data examples',
        'weapon "combi rifle" --range 37cm --data examples --rules n5',
        'weapon "Longbow Rifle" --range 44in --data examples --rules n5',
        'weapon "multi rifle:ap" --range 15in --data examples --rules n5 --json',
        'weapon "chain rifle" --range 10cm --data examples --rules n5',
        'weapon pistol --range 70cm --allow-out-of-range --data examples --rules n5',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-unit-weapon.txt');
  });

  it('bad input: one line, exit 2', async () => {
    const t = await transcript(
      [
        'unit fusilers --data examples',
        'unit ers --data examples',
        'unit zhanshi --faction example-company --data examples',
        'unit fusilier --faction nowhere --data examples',
        'weapon "combi rifle" --range 37 --data examples',
        'weapon "combi rifle" --range 200cm --data examples',
        'weapon "multi rifle:plasma" --data examples',
        'weapon "laser" --data examples',
        'unit fusilier --data nowhere',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-errors.txt');
  });
});

describe('look-ups in the shape of the real data (golden)', () => {
  it('mercenary copies, REINF copies, unit ids, whole words, initials, display', async () => {
    const t = await transcript(
      [
        // One id per hiring faction and 10000 + id, the same profiles: one trooper; its
        // REINF copy is said, not picked.
        'unit "hired guns" --data examples --rules n5',
        'unit 10130 --data examples --rules n5',
        'unit "reinf hired" --data examples --rules n5',
        'unit "hired guns" --faction example-company --data examples --rules n5',
        // A whole word wins over a part of one; full-width letters are letters.
        'unit lance --data examples --rules n5',
        'unit lancers --data examples --rules n5',
        'unit "ＦＵＳＩＬＩＥＲ" --data examples --rules n5',
        // Initials, as players shorten weapons.
        'weapon hmg --data examples --rules n5',
        'weapon "plasma rifle" --data examples --rules n5',
        // N5 data under N4 rules: N4 numbers, the data's beside them.
        'weapon "combi rifle" --range 16.001in --data examples',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-lookups.txt');
  });

  it('a name of punctuation only; an unreadable unit file is named and left out', async () => {
    const broken = {
      ...files,
      'examples/9010-example-rivals.json': (files['examples/9010-example-rivals.json'] ?? '')
        .split('\n')
        .slice(0, 40)
        .join('\n'),
      'examples/9002-example-vanguard.json': '{ "units": "none" }',
    };
    const t = await transcript(
      [
        'unit "(" --data examples',
        'unit "💀" --data examples',
        'unit " " --data examples',
        'unit fusilier --data examples --rules n5',
        'unit zhanshi --data examples --rules n5',
        'odds --unit fusilier --weapon "combi rifle" --range 30cm --vs-unit fusilier --data examples --rules n5',
        'unit zhanshi --faction 9010 --data examples --rules n5',
        'odds --unit zhanshi --weapon "combi rifle" --data examples --rules n5',
      ],
      { files: broken },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-lookup-problems.txt');
  });
});

const served = (f: string) => readFileSync(`examples/${f}`, 'utf8');

const base = localServer((req, res) => {
  const url = req.url ?? '';
  if (url === '/army/infinity/en/metadata') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(served('metadata.json'));
  } else if (url === '/army/units/en/9001') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(served('9001-example-company.json'));
  } else if (url === '/army/units/en/9010') {
    // Cut short: half of the file, then the connection drops.
    const body = served('9010-example-rivals.json');
    res.writeHead(200, { 'content-length': String(body.length) });
    res.write(body.slice(0, 100));
    setTimeout(() => res.destroy(), 5);
  } else {
    res.writeHead(404, 'Not Found');
    res.end();
  }
});

describe('data fetch and data list (golden)', () => {
  it('a success, a 404 faction, an interrupted download that keeps the old file; the list', async () => {
    const dir = tempDir('infcalc-fetch-');
    mkdirSync(join(dir, 'units'));
    writeFileSync(
      join(dir, 'units', '9010-example-rivals.json'),
      served('9010-example-rivals.json'),
    );
    const t = await transcript([
      `data fetch 9001 --dir ${dir} --from ${base()}`,
      `data fetch example-company example-vanguard example-rivals --dir ${dir} --from ${base()}`,
      `data fetch example-rival --dir ${dir} --from ${base()}`,
      `data list --dir ${dir}`,
      `data list --dir ${dir} --json`,
    ]);
    const clean = t
      .replaceAll(dir, 'DIR')
      .replaceAll(base(), 'http://127.0.0.1:PORT')
      .replace(/\d{4}-\d\d-\d\d(T[\d:.]+Z)?/g, 'DATE')
      .replace(/"bytes": ?\d+/g, '"bytes":N')
      .replace(/\(\d+ KB\)/g, '(N KB)');
    await expect(clean).toMatchFileSnapshot('../golden/data-fetch.txt');
  });
});
