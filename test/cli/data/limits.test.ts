/**
 * `data fetch` and `data list` at their edges (issue 25, items 12 and 13): a body that
 * never ends or inflates without end is stopped at the cap, counted as it is read; a
 * `--dir` that is a file, a FIFO, under a file, or cannot be written is one line (exit 2
 * or 74, never 70); a bad `--from` is exit 2 and never echoes a password. A local server
 * on 127.0.0.1 only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { localServer } from '../../local-server.js';
import { fetchData, MAX_BYTES } from '../../../src/cli/data/fetch.js';
import { checkDataDir, DataDirError, nodeFs } from '../../../src/cli/data/store.js';
import { expectOk } from '../../../src/core/result.js';
import { cli } from '../harness.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'infcalc-limits-'));
  made.push(d);
  return d;
};

/** Bytes the server wrote (before compression), by path. */
const sent: Record<string, number> = {};
const MB = 1024 * 1024;

const base = localServer((req, res) => {
  const url = req.url ?? '';
  if (url === '/army/infinity/en/metadata') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(readFileSync('examples/metadata.json', 'utf8'));
    return;
  }
  const chunk = Buffer.alloc(MB, 0x20);
  sent[url] = 0;
  const stop = () => (sent[url] ?? 0) > 400 * MB || res.destroyed;
  if (url.endsWith('/9001')) {
    // An endless chunked body: no Content-Length, bytes until the client stops.
    res.writeHead(200, { 'content-type': 'application/json' });
    const pump = () => {
      while (!stop() && res.write(chunk)) sent[url] = (sent[url] ?? 0) + MB;
      if (!stop()) res.once('drain', pump);
      else res.end();
    };
    pump();
  } else if (url.endsWith('/9002')) {
    // A gzip bomb: a few KB on the wire that inflate without end.
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    const gz = createGzip();
    gz.pipe(res);
    const pump = () => {
      while (!stop() && gz.write(chunk)) sent[url] = (sent[url] ?? 0) + MB;
      if (!stop()) gz.once('drain', pump);
      else gz.end();
    };
    res.on('close', () => gz.destroy());
    pump();
  } else {
    res.writeHead(404);
    res.end();
  }
});

const deps = async () => ({
  fetch: globalThis.fetch,
  fs: await nodeFs(),
  sleep: () => Promise.resolve(),
});

describe('data fetch reads at most the cap (item 12)', () => {
  it('an endless chunked body and a gzip bomb stop at the cap, in one line each', async () => {
    const dir = fresh();
    const r = expectOk(
      await fetchData({ dir, base: base(), factions: ['9001', '9002'] }, await deps()),
    );
    const bad = r.files.filter((f) => !f.ok).map((f) => f.error?.replace(base(), 'BASE'));
    expect(bad).toEqual([
      'BASE/army/units/en/9001: more than 16 MB, more than any army builder file; stopped there',
      'BASE/army/units/en/9002: more than 16 MB, more than any army builder file; stopped there',
    ]);
    // Stopped near the cap, not at the server's 400 MB (buffers in between hold a few MB).
    expect(sent['/army/units/en/9001']).toBeLessThan(MAX_BYTES + 64 * MB);
    expect(sent['/army/units/en/9002']).toBeLessThan(MAX_BYTES + 64 * MB);
  });
});

describe('--dir and --from are checked before anything is fetched (item 13)', () => {
  it('a file, a FIFO, a path under a file: one line, exit 2', async () => {
    const root = fresh();
    const file = join(root, 'afile');
    writeFileSync(file, 'x');
    const fifo = join(root, 'fifo');
    const hasFifo = spawnSync('mkfifo', [fifo]).status === 0;
    const cases: [string, string][] = [
      [`data fetch --dir ${file} --from ${base()}`, `--dir "${file}" is a file, not a directory`],
      [`data list --dir ${file}`, `--dir "${file}" is a file, not a directory`],
      [`data index --dir ${file}`, `--dir "${file}" is a file, not a directory`],
      [
        `data fetch --dir ${file}/sub --from ${base()}`,
        `--dir "${file}/sub": a part of the path is a file, not a directory`,
      ],
      [`data list --dir ${file}/sub`, `--dir "${file}/sub": a part of the path is a file`],
      ...(hasFifo
        ? ([
            [`data fetch --dir ${fifo} --from ${base()}`, `--dir "${fifo}" is a FIFO`],
            [`data list --dir ${fifo}`, `--dir "${fifo}" is a FIFO`],
          ] as [string, string][])
        : []),
    ];
    for (const [line, says] of cases) {
      const r = await cli(line);
      expect([r.code, r.stdout, r.stderr.split('\n').length]).toEqual([2, '', 2]);
      expect(r.stderr).toContain(says);
    }
  });

  it('a folder that cannot be written: one line naming it in words, exit 74', async () => {
    const fs = await nodeFs();
    const refusing = {
      ...fs,
      probeWrite: () => Promise.reject(Object.assign(new Error('EROFS'), { code: 'EROFS' })),
    };
    const dir = fresh();
    await expect(checkDataDir(refusing, dir, true)).rejects.toThrow(
      new DataDirError(`cannot write in the data directory "${dir}": the file system is read-only`),
    );
    // Reading it (data list) needs no write.
    await expect(checkDataDir(refusing, dir, false)).resolves.toBeUndefined();
  });

  it('a bad --from: exit 2, and a password is never echoed', async () => {
    for (const [from, says] of [
      ['""', '--from is empty'],
      ['ftp://example.org', '--from "ftp://example.org" is not http or https (ftp:)'],
      ['notaurl', '--from "notaurl" is not an address'],
      ['http://user:hunter2@127.0.0.1:9', '--from holds a user name or password'],
      ['http://user:hunter2@[bad', '--from holds a user name or password'],
    ]) {
      const dir = fresh();
      const r = await cli(`data fetch --dir ${dir} --from ${from}`);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toContain(says);
      expect(r.stderr).not.toContain('hunter2');
      expect(r.stderr.split('\n')).toHaveLength(2);
    }
  });
});

describe('data fetch writes the index', () => {
  it('after the files, beside them', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'units'));
    const r = await cli(`data fetch 9001 --dir ${dir} --from ${base()}`);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`Index: 0 units (0 unit ids) in 0 unit files, beside the files`);
  });
});
