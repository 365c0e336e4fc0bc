/**
 * The data directory's index (docs/game-data.md, "The index"), on real temporary folders:
 * built on first use and by `data index`, kept in the user cache when the folder cannot
 * be written, checked against the files on every use (a changed file is read again,
 * even one changed within its stamp), and a look-up that reads only the units a name can
 * find. Unit files that cannot be read (a directory, a FIFO, an oversized file) are left
 * out with a warning naming them, and the others answer (issue 25, item 14).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { promises } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.js';
import type { DataFiles } from '../../../src/cli/data/files-access.js';
import { nodeDataFiles } from '../../../src/cli/data/node-files.js';
import { vouches } from '../../../src/cli/data/index-file/index.js';
import { catalogue, findUnitIn } from '../../../src/app/game-data.js';
import { parseGameMetadata } from '../../../src/core/data/metadata.js';
import { sliceUnitFile } from '../../../src/core/data/slices.js';
import { expectOk } from '../../../src/core/result.js';
import { cli, exampleFiles, words } from '../harness.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A data directory laid by hand from the examples, and a user cache of its own. */
function folder(): { dir: string; cache: string } {
  const root = mkdtempSync(join(tmpdir(), 'infcalc-index-'));
  made.push(root);
  const dir = join(root, 'data');
  mkdirSync(join(dir, 'units'), { recursive: true });
  copyFileSync('examples/metadata.json', join(dir, 'metadata.json'));
  for (const f of readdirSync('examples').filter((n) => /^\d+-.*\.json$/.test(n)))
    copyFileSync(join('examples', f), join(dir, 'units', f));
  return { dir, cache: join(root, 'cache') };
}

/** The CLI on the real file system, with `files` for game data (counted or refusing). */
function real(line: string, cache: string, files: DataFiles = nodeDataFiles) {
  return run({
    argv: words(line),
    env: { XDG_CACHE_HOME: cache },
    stdoutIsTTY: false,
    stdinIsTTY: false,
    readFile: (p) => promises.readFile(p, 'utf8'),
    readStdin: () => Promise.resolve(''),
    readDir: (p) => promises.readdir(p).catch(() => []),
    dataFiles: files,
  });
}

/** nodeDataFiles that counts what it reads, and may refuse writes in a folder. */
function counted(readOnly?: string) {
  const reads: string[] = [];
  const spans: string[] = [];
  const files: DataFiles = {
    ...nodeDataFiles,
    read: (p) => {
      reads.push(p);
      return nodeDataFiles.read(p);
    },
    readSpans: (p, s) => {
      spans.push(p);
      return nodeDataFiles.readSpans(p, s);
    },
    writeAtomic: (p, t) =>
      readOnly !== undefined && p.startsWith(readOnly)
        ? Promise.reject(Object.assign(new Error('read-only'), { code: 'EROFS' }))
        : nodeDataFiles.writeAtomic(p, t),
  };
  return { files, reads, spans };
}

const LOOKUPS = [
  'unit fusilier',
  'unit 130',
  'unit hmg',
  'unit "zhanshi"',
  'unit fusilier --faction 9001',
  'unit nosuchunit',
  'weapon "combi rifle"',
  'odds --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi --vs-weapon "combi rifle"',
];

describe('unit files that change or go while read (issue 36 item 23)', () => {
  it('a file replaced at every read: exit 2 "changed while they were read", never 70', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    // Each slice read finds other bytes (a data fetch renaming new files in, again and again).
    const changing: DataFiles = {
      ...nodeDataFiles,
      readSpans: async (p, s) =>
        (await nodeDataFiles.readSpans(p, s)).map((b) => b.map((x, i) => (i === 0 ? 0x78 : x))),
    };
    const r = await real(`unit fusilier --data ${dir}`, cache, changing);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain('changed while they were read');
    expect(r.stderr).not.toContain('internal error');
  });

  it('the folder renamed while read: exit 2 in words, never "internal error: ENOENT"', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    const moving: DataFiles = {
      ...nodeDataFiles,
      readSpans: async (p, s) => {
        if (existsSync(dir)) renameSync(dir, `${dir}-moved`);
        return nodeDataFiles.readSpans(p, s);
      },
    };
    const r = await real(`unit fusilier --data ${dir}`, cache, moving);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('internal error');
    expect(r.stderr).toMatch(/went away while they were read|no unit files in/);
  });
});

describe('the index', () => {
  it('answers every look-up as the whole files do, and is written beside the files', async () => {
    const { dir, cache } = folder();
    const fake = exampleFiles();
    for (const line of LOOKUPS) {
      const byIndex = await real(`${line} --data ${dir}`, cache);
      const whole = await cli(`${line} --data examples`, { files: fake });
      expect([byIndex.stdout, byIndex.code]).toEqual([whole.stdout, whole.code]);
    }
    expect(existsSync(join(dir, 'infcalc-index.json'))).toBe(true);
  });

  it('a look-up reads the units it can find, not every unit file', async () => {
    const { dir, cache } = folder();
    expect((await real(`data index --dir ${dir}`, cache)).code).toBe(0);
    const c = counted();
    const r = await real(`unit fusilier --data ${dir}`, cache, c.files);
    expect(r.code).toBe(0);
    expect(c.reads.filter((p) => p.includes('units'))).toEqual([]);
    // Only the files that hold a Fusilier (the vanilla and its sectorial), not the others.
    expect(c.spans.map((p) => p.replace(dir, 'DIR'))).toEqual([
      'DIR/units/9001-example-company.json',
      'DIR/units/9002-example-vanguard.json',
    ]);
  });

  it('data index says what it holds; a read-only folder keeps it in the user cache', async () => {
    const { dir, cache } = folder();
    const r = await real(`data index --dir ${dir}`, cache, counted(dir).files);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Index: \d+ units \(\d+ unit ids\) in \d+ unit files, in the user cache/m,
    );
    expect(existsSync(join(dir, 'infcalc-index.json'))).toBe(false);
    expect(readdirSync(join(cache, 'infcalc', 'index'))).toHaveLength(1);
    const json = await real(`data index --dir ${dir} --json`, cache);
    expect(JSON.parse(json.stdout)).toMatchObject({
      kind: 'data-index',
      index: { place: 'beside', leftOut: [], whole: [] },
    });
    // A look-up in the read-only folder uses the cached index: nothing read whole.
    const c = counted(dir);
    expect((await real(`unit fusilier --data ${dir}`, cache, c.files)).code).toBe(0);
    expect(c.reads.filter((p) => p.includes('units'))).toEqual([]);
  });

  it('never stale: a file changed, even within its size and time, is read again', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    const file = join(dir, 'units', '9001-example-company.json');
    const before = statSync(file);
    // The same length, the same modification time: the change time (which no program
    // sets back) tells, and the slice must read back as its unit.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"FUSILIERS"', '"FUSILEERS"'));
    utimesSync(file, before.atime, before.mtime);
    expect(statSync(file).size).toBe(before.size);
    const r = await real(`unit fusileers --data ${dir}`, cache);
    expect(r.stdout).toMatch(/^FUSILEERS/);
    expect((await real(`unit "fusiliers" --data ${dir}`, cache)).stdout).toMatch(/^FUSILEERS/);
    // A new file (another size, another time) rebuilds it.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"FUSILEERS"', '"FUSILIERS X"'));
    expect((await real(`unit "fusiliers x" --data ${dir}`, cache)).stdout).toMatch(/^FUSILIERS X/);
  });

  it.each([
    ['past the end of its file', (u: number[]) => u.map((v, i) => (i % 7 === 2 ? v + 1e12 : v))],
    ['not numbers', (u: number[]) => u.map((v, i) => (i % 7 === 1 ? String(v) : v))],
    ['another unit', (u: number[]) => u.map((v, i) => (i % 7 === 0 ? v + 1 : v))],
  ])('an index whose units point %s is rebuilt, never read from', async (_, damage) => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    const path = join(dir, 'infcalc-index.json');
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { files: { units: number[] }[] };
    for (const f of doc.files) f.units = damage(f.units) as number[];
    writeFileSync(path, JSON.stringify(doc));
    const r = await real(`unit fusilier --data ${dir}`, cache);
    expect([r.code, r.stderr, r.stdout.split('\n')[0]]).toEqual([
      0,
      '',
      'FUSILIERS (Fusiliers) (N5 rules)',
    ]);
  });

  it('an index whose owners numbers were changed (valid JSON, same stamps) is rebuilt', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    const path = join(dir, 'infcalc-index.json');
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { names: string[]; owners: number[] };
    // The names that find FUSILIERS now name the next unit: "no unit named" before.
    const at = doc.names.flatMap((n, i) => (/fusilier/i.test(n) ? [i] : []));
    expect(at.length).toBeGreaterThan(0);
    for (const i of at) doc.owners[i] = (doc.owners[i] ?? 0) + 1;
    writeFileSync(path, JSON.stringify(doc));
    const r = await real(`unit fusilier --data ${dir}`, cache);
    expect([r.code, r.stderr, r.stdout.split('\n')[0]]).toEqual([
      0,
      '',
      'FUSILIERS (Fusiliers) (N5 rules)',
    ]);
  });

  it('a damaged index file is rebuilt, never trusted', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    writeFileSync(join(dir, 'infcalc-index.json'), '{"format":"infcalc-index/6","files":[');
    const r = await real(`unit fusilier --data ${dir}`, cache);
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'FUSILIERS (Fusiliers) (N5 rules)']);
    expect(JSON.parse(readFileSync(join(dir, 'infcalc-index.json'), 'utf8'))).toMatchObject({
      format: 'infcalc-index/6',
    });
  });
});

describe('unit files that cannot be read (issue 25, item 14)', () => {
  it('a directory, a FIFO and an oversized file are named and left out; the others answer', async () => {
    const { dir, cache } = folder();
    const units = join(dir, 'units');
    mkdirSync(join(units, '9100-a-directory.json'));
    const fifo = spawnSync('mkfifo', [join(units, '9101-a-fifo.json')]).status === 0;
    writeFileSync(join(units, '9102-oversized.json'), '');
    truncateSync(join(units, '9102-oversized.json'), 20 * 1024 * 1024);
    for (const line of [
      'unit fusilier',
      'odds --unit fusilier --weapon "combi rifle" --range 20cm',
    ]) {
      const r = await real(`${line} --data ${dir}`, cache);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain('9100-a-directory.json: a directory, not a unit file; left out');
      if (fifo) expect(r.stderr).toContain('9101-a-fifo.json: not a regular file');
      expect(r.stderr).toContain('9102-oversized.json: 20.0 MB, more than any army builder file');
    }
    const one = await real(`unit fusilier --faction 9102 --data ${dir}`, cache);
    expect([one.code, one.stderr]).toEqual([
      2,
      expect.stringMatching(
        /^infcalc: .*9102-oversized\.json: 20\.0 MB, more than any army builder file.*\n$/,
      ),
    ]);
  });
});

// Found by an independent hostile pass over the index (this stop).
describe('the index against what a folder can hold', () => {
  it.each([
    [
      'ext4: both times to the nanosecond, equal after a write',
      1764614400123.25,
      1764614400123.25,
      true,
    ],
    [
      'a copy that kept the modification time: the change time is its own',
      1764614400000,
      1764614400123.25,
      true,
    ],
    ['FAT, exFAT: no change time apart, whole milliseconds', 1764614400000, 1764614400000, false],
    ['a host that gives no times', 0, 0, false],
  ])('a stamp vouches for the bytes (%s): %s', (_, mtimeMs, ctimeMs, vouch) => {
    expect(vouches({ mtimeMs, ctimeMs })).toBe(vouch);
  });

  it('a file whose units key is also written with escapes is read whole, as JSON reads it', async () => {
    const { dir, cache } = folder();
    const file = join(dir, 'units', '9001-example-company.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as { units: { name: string }[] };
    // JSON keeps the last "units"; a scan of the bytes sees the first.
    const decoy = JSON.stringify({
      ...json,
      units: json.units.map((u) => ({ ...u, name: 'DECOY' })),
    });
    writeFileSync(file, `${decoy.slice(0, -1)},"u\\u006eits":${JSON.stringify(json.units)}}`);
    const byIndex = await real(`unit fusilier --json --data ${dir}`, cache);
    const summary = await real(`data index --dir ${dir} --json`, cache);
    expect(byIndex.code).toBe(0);
    expect((JSON.parse(byIndex.stdout) as { unit: { name: string } }).unit.name).toBe('FUSILIERS');
    expect(JSON.parse(summary.stdout)).toMatchObject({
      index: { whole: ['9001-example-company.json'] },
    });
  });

  it.each([
    ['its value null', (m: Record<string, unknown>) => ({ ...m, value: null })],
    ['a list that is not one', (m: Record<string, unknown>) => ({ ...m, value: { weapons: 5 } })],
    ['a game that is none', (m: Record<string, unknown>) => ({ ...m, game: 42 })],
  ])('an index whose metadata has %s is rebuilt', async (_, damage) => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    const path = join(dir, 'infcalc-index.json');
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { metadata: Record<string, unknown> };
    writeFileSync(path, JSON.stringify({ ...doc, metadata: damage(doc.metadata) }));
    for (const line of ['unit fusilier', 'weapon "combi rifle"']) {
      const r = await real(`${line} --data ${dir}`, cache);
      expect([r.code, r.stderr]).toEqual([0, '']);
    }
  });

  it('a unit file that is a loop of links is named and left out; the others answer', async () => {
    const { dir, cache } = folder();
    const loop = join(dir, 'units', '9100-loop.json');
    symlinkSync(loop, loop);
    const r = await real(`unit fusilier --data ${dir}`, cache);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^FUSILIERS/);
    expect(r.stderr).toContain('9100-loop.json: cannot be read (too many symbolic links)');
  });

  it('a read-only folder with an older index beside it writes the cached one once', async () => {
    const { dir, cache } = folder();
    await real(`data index --dir ${dir}`, cache);
    // The metadata changes after the index beside the files was written.
    const meta = join(dir, 'metadata.json');
    writeFileSync(meta, readFileSync(meta, 'utf8'));
    const c = counted(dir);
    expect((await real(`unit fusilier --data ${dir}`, cache, c.files)).code).toBe(0);
    const cached = readdirSync(join(cache, 'infcalc', 'index'));
    expect(cached).toHaveLength(1);
    const stamp = statSync(join(cache, 'infcalc', 'index', cached[0] ?? '')).mtimeMs;
    const again = counted(dir);
    const writes: string[] = [];
    const files = {
      ...again.files,
      writeAtomic: (p: string, t: string) => {
        writes.push(p);
        return again.files.writeAtomic(p, t);
      },
    };
    expect((await real(`unit fusilier --data ${dir}`, cache, files)).code).toBe(0);
    expect(writes).toEqual([]);
    expect(statSync(join(cache, 'infcalc', 'index', cached[0] ?? '')).mtimeMs).toBe(stamp);
  });
});

describe('the catalogue (game data in memory)', () => {
  it('finds a unit by name and by faction as the CLI does', async () => {
    const meta = expectOk(parseGameMetadata(readFileSync('examples/metadata.json', 'utf8')));
    const company = JSON.parse(
      readFileSync('examples/9001-example-company.json', 'utf8'),
    ) as unknown;
    const data = catalogue(meta, [{ factionId: 9001, source: 'company', json: company }]);
    const found = expectOk(await findUnitIn(data, 'fusilier'));
    expect(found.unit.name).toBe('FUSILIERS');
    expect((await findUnitIn(data, 'fusilier', '9999')).ok).toBe(false);
    expect(expectOk(await findUnitIn(data, 'fusilier', 'example-company')).unit.id).toBe(
      found.unit.id,
    );
  });
});

describe('sliceUnitFile', () => {
  it('places each unit and the filters of a file, strings with brackets and escapes included', () => {
    const text =
      '{"version":"1","units":[{"id":1,"name":"A \\"}[ B"},{"id":2,"x":[{}]}],"filters":{"extras":[]},"units2":[{}]}';
    const b = new TextEncoder().encode(text);
    const s = sliceUnitFile(b);
    const cut = ([a, z]: readonly [number, number]) => new TextDecoder().decode(b.subarray(a, z));
    expect(s?.units.map(cut)).toEqual(['{"id":1,"name":"A \\"}[ B"}', '{"id":2,"x":[{}]}']);
    expect(s?.filters === null ? null : cut(s?.filters ?? [0, 0])).toBe('{"extras":[]}');
    expect(sliceUnitFile(new TextEncoder().encode('{"units":[{"id":1}'))).toBeNull();
  });
});
