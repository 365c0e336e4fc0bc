/**
 * `infcalc web --out` (docs/web.md) aimed at what it cannot write: a directory, a FIFO, a
 * device node, a symlink and a read-only folder, for the single page (FILE.html) and for the
 * hosted folder. One line, exit 2, nothing written. It reads the built page from dist/, so it
 * is a slow test (vitest.config.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, unwritablePaths } from '../temp.js';
import { cli } from './harness.js';

const tmp = tempDir('infcalc-web-out-');
const listed = unwritablePaths(tmp, 'html');
// The hosted folder's refusals: a FIFO and a device without .html, a link to the read-only folder.
execFileSync('mkfifo', [join(tmp, 'bad', 'fifo')]);
symlinkSync(join(tmp, 'ro'), join(tmp, 'bad', 'to-ro'));
const before = listed();

describe('web --out refuses what it cannot write', () => {
  it.each([
    ['a directory named FILE.html', 'bad/dir.html', 'is a folder'],
    ['a FIFO', 'bad/fifo.html', 'is not a regular file'],
    ['a device node', 'bad/null.html', 'is not a regular file'],
    ['a symlink to a directory', 'bad/to-dir.html', 'is a folder'],
    ['a page in a read-only folder', 'ro/page.html', 'is read-only'],
    ['a page through a link to a read-only folder', 'bad/to-ro/page.html', 'is read-only'],
    ['a FIFO as the folder', 'bad/fifo', 'is not a folder, nor a FILE.html'],
    ['a read-only folder', 'ro', 'is read-only'],
    ['a new folder in a read-only one', 'ro/site', 'is read-only'],
  ])('%s: one line, exit 2, nothing written', async (_, name, why) => {
    const r = await cli(`web --out ${join(tmp, name)}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(why);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(listed()).toEqual(before);
  });

  it('writes a new page and a new folder, as asked', async () => {
    const page = join(tmp, 'page.html');
    expect((await cli(`web --out ${page}`)).code).toBe(0);
    expect(readFileSync(page)).toEqual(readFileSync('dist/infcalc.html'));
    const site = join(tmp, 'site');
    expect((await cli(`web --out ${site}`)).code).toBe(0);
    expect(readdirSync(site)).toContain('index.html');
  });
});
