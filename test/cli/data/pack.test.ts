/**
 * `infcalc data pack --out FILE` (docs/web.md "Game data"): the data directory in one file
 * the page reads, and every --out it cannot write refused with one line, exit 2, nothing
 * written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPack } from '../../../src/app/data-set.js';
import { tempDir, unwritablePaths } from '../../temp.js';
import { cli, exampleFiles } from '../harness.js';

const files = exampleFiles();
const tmp = tempDir('infcalc-pack-');

describe('data pack', () => {
  it('writes the metadata and every unit file, which the page reads back', async () => {
    const out = join(tmp, 'pack.json');
    const r = await cli(`data pack --data examples --out ${out}`, { files });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*pack\.json: metadata and 6 unit files/);
    const back = readPack(readFileSync(out, 'utf8'));
    expect(back.ok && back.value.units.map((u) => u.name)).toContain('9001-example-company.json');
  });

  it('needs --out, and a data directory', async () => {
    expect((await cli('data pack --data examples', { files })).stderr).toMatch(/needs --out/);
    const r = await cli(`data pack --data nowhere --out ${join(tmp, 'x.json')}`, { files });
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/cannot read .*metadata\.json/)]);
  });

  describe('refuses an --out it cannot write', () => {
    const listed = unwritablePaths(tmp, 'json');
    const before = listed();
    it.each([
      ['a directory', 'bad/dir.json', 'is a folder'],
      ['a FIFO', 'bad/fifo.json', 'is not a regular file'],
      ['a device node', 'bad/null.json', 'is not a regular file'],
      ['a symlink to a directory', 'bad/to-dir.json', 'is a folder'],
      ['a read-only folder', 'ro/pack.json', 'is read-only'],
    ])('%s: one line, exit 2, nothing written', async (_, name, why) => {
      const r = await cli(`data pack --data examples --out ${join(tmp, name)}`, { files });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(why);
      expect(r.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(2);
      expect(listed()).toEqual(before);
    });
  });
});
