/**
 * `data fetch` against a local HTTP server on 127.0.0.1 serving the example files: a
 * success, a faction that answers 404, a download cut short (the old file stays), HTML
 * instead of JSON, a server that is not there. No test reaches the internet.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localServer } from '../../local-server.js';
import { fetchData, selectFactions } from '../../../src/cli/data/fetch.js';
import { listData } from '../../../src/cli/data/list.js';
import { dataDir, nodeFs, unitFilePath } from '../../../src/cli/data/store.js';
import { parseGameMetadata } from '../../../src/core/data/metadata.js';
import { expectOk } from '../../../src/core/result.js';
import { tempDir } from '../../temp.js';
import { cli } from '../harness.js';

const example = (f: string) => readFileSync(`examples/${f}`, 'utf8');
const UNITS: Record<string, string> = {
  '9001': example('9001-example-company.json'),
  '9002': example('9002-example-vanguard.json'),
  '9010': example('9010-example-rivals.json'),
  '9020': example('9020-example-wardens.json'),
};
/** Per faction id: how the server answers (set by each test). */
let mode: Record<
  string,
  'ok' | '404' | 'cut' | 'html' | '500-once' | 'silent' | 'loop' | 'file' | 'away' | 'chain'
> = {};
const seen: { url: string; origin: string | undefined }[] = [];

/** Another server (another host:port): a redirect that leaves the first one ends here. */
const away = localServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(UNITS[/(\d+)$/.exec(req.url ?? '')?.[1] ?? ''] ?? '{}');
});
const redirect = (res: ServerResponse, to: string): void => {
  res.writeHead(302, { location: to });
  res.end();
};

const base = localServer((req, res) => {
  seen.push({ url: req.url ?? '', origin: req.headers.origin });
  const hop = /^\/hop\/(\d+)$/.exec(req.url ?? '')?.[1];
  if (hop !== undefined) {
    redirect(res, `/hop/${Number(hop) + 1}`);
    return;
  }
  if (req.url === '/big/army/infinity/en/metadata') {
    // A metadata of 600 factions (the builder has about 60).
    const meta = JSON.parse(example('metadata.json')) as { factions: { id: number }[] };
    const one = meta.factions[0];
    meta.factions = Array.from({ length: 600 }, (_, i) => ({
      ...one,
      id: 20000 + i,
      slug: `f${i}`,
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(meta));
    return;
  }
  if (req.url === '/army/infinity/en/metadata') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(example('metadata.json'));
    return;
  }
  const id = /^\/army\/units\/en\/(\d+)$/.exec(req.url ?? '')?.[1] ?? '';
  const how = mode[id] ?? 'ok';
  const body = UNITS[id];
  // Never answers: the request hangs until the client gives up.
  if (how === 'silent') return;
  const to = {
    loop: req.url ?? '/',
    file: 'file:///etc/passwd',
    away: `${away()}/files/${id}`,
    chain: '/hop/1',
  }[how as string];
  if (to !== undefined) {
    redirect(res, to);
    return;
  }
  if (body === undefined || how === '404') {
    res.writeHead(404, 'Not Found');
    res.end('{"error":"not found"}');
  } else if (how === 'html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Sign in</title>');
  } else if (how === 'cut') {
    // Promise the whole file, send half, drop the connection.
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(body.length),
    });
    res.write(body.slice(0, body.length / 2));
    setTimeout(() => res.destroy(), 10);
  } else if (how === '500-once') {
    mode[id] = 'ok';
    res.writeHead(500, 'Internal Server Error');
    res.end();
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  }
});

const deps = async () => ({
  fetch: globalThis.fetch,
  fs: await nodeFs(),
  sleep: () => Promise.resolve(),
});
const fresh = () => tempDir('infcalc-data-');

describe('data fetch: bounds of the whole fetch (issue 36 item 26)', () => {
  it('unit files that never answer: stopped at the overall deadline, not 3 × 30 s per file', async () => {
    mode = { '9001': 'silent', '9002': 'silent', '9010': 'silent', '9020': 'silent' };
    const dir = fresh();
    const t = Date.now();
    const r = expectOk(
      await fetchData(
        { dir, base: base(), factions: [] },
        { ...(await deps()), timeoutMs: 200, deadlineMs: 300 },
      ),
    );
    expect(Date.now() - t).toBeLessThan(5000);
    expect(r.failed).toBe(true);
    expect(
      r.files.some((f) => (f.error ?? '').startsWith('stopped: the fetch took more than')),
    ).toBe(true);
    mode = {};
  });

  it('metadata listing more factions than the cap: refused before any unit file', async () => {
    seen.length = 0;
    const r = await fetchData({ dir: fresh(), base: `${base()}/big`, factions: [] }, await deps());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/lists 600 factions, more than the 500/);
    expect(seen.filter((s) => s.url.includes('/army/units/'))).toEqual([]);
  });
});

describe('data fetch: redirects (issue 36 item 39)', () => {
  it.each([
    ['loop', 'a redirect loop (back to BASE/army/units/en/9001 after 1 redirect); not followed'],
    [
      'file',
      'redirected to file:///etc/passwd; not followed (infcalc follows redirects over http and https only)',
    ],
    ['chain', 'more than 5 redirects (the last to BASE/hop/6); not followed'],
  ] as const)('%s: the redirect said, exit 1, nothing written', async (how, said) => {
    mode = { '9001': how };
    const dir = fresh();
    const r = await cli(`data fetch 9001 --from ${base()} --dir ${dir}`);
    mode = {};
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `FAIL  units/9001-example-company.json: ${base()}/army/units/en/9001: ${said.replace('BASE', base())}`,
    );
    expect(readdirSync(join(dir, 'units'))).toEqual([]);
  });

  it('to another host: followed, and said', async () => {
    mode = { '9001': 'away' };
    const dir = fresh();
    const r = await cli(`data fetch 9001 --from ${base()} --dir ${dir}`);
    mode = {};
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ok    units/9001-example-company.json (');
    expect(r.stdout).toContain(`; redirected to another host: ${away()}/files/9001)`);
  });
});

describe('data fetch', () => {
  it('downloads the metadata and the factions named, with the Origin header', async () => {
    mode = {};
    seen.length = 0;
    const dir = fresh();
    const r = expectOk(
      await fetchData({ dir, base: base(), factions: ['9001', 'example-rivals'] }, await deps()),
    );
    expect(r.failed).toBe(false);
    expect(r.files.map((f) => [f.file.replace(dir, 'DIR'), f.ok])).toEqual([
      ['DIR/metadata.json', true],
      ['DIR/units/9001-example-company.json', true],
      ['DIR/units/9010-example-rivals.json', true],
    ]);
    expect(readdirSync(join(dir, 'units')).sort()).toEqual([
      '9001-example-company.json',
      '9010-example-rivals.json',
    ]);
    expect(seen.every((s) => s.origin === 'https://infinityuniverse.com')).toBe(true);
    const list = await listData(await nodeFs(), dir);
    expect(list.metadata).toMatchObject({ present: true, game: 'n5', factions: 5 });
    expect(list.factions.map((f) => [f.id, f.slug, f.units])).toEqual([
      [9001, 'example-company', 13],
      [9010, 'example-rivals', 8],
    ]);
  });

  it('a faction that answers 404: reported with its URL and status, the others kept', async () => {
    mode = {};
    const dir = fresh();
    const r = expectOk(await fetchData({ dir, base: base(), factions: [] }, await deps()));
    expect(r.failed).toBe(true);
    const bad = r.files.filter((f) => !f.ok);
    expect(bad.map((f) => f.error)).toEqual([`${base()}/army/units/en/9099: HTTP 404 Not Found`]);
    expect(r.files.filter((f) => f.ok)).toHaveLength(5);
  });

  it('a download cut short keeps the old file; a 500 is tried again', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'units'));
    const old = join(dir, 'units', '9001-example-company.json');
    writeFileSync(old, '{"version":"old","units":[]}');
    mode = { '9001': 'cut', '9010': '500-once' };
    const r = expectOk(
      await fetchData({ dir, base: base(), factions: ['9001', '9010'] }, await deps()),
    );
    const [, company, rivals] = r.files;
    expect(company).toMatchObject({ ok: false, keptOld: true });
    expect(company?.error).toContain(`${base()}/army/units/en/9001: `);
    expect(readFileSync(old, 'utf8')).toBe('{"version":"old","units":[]}');
    expect(rivals?.ok).toBe(true);
    expect(readdirSync(join(dir, 'units')).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('HTML instead of JSON is refused, nothing written', async () => {
    mode = { '9002': 'html' };
    const dir = fresh();
    const r = expectOk(await fetchData({ dir, base: base(), factions: ['9002'] }, await deps()));
    expect(r.files[1]?.error).toBe(
      `${base()}/army/units/en/9002: returned HTML, not JSON (a login or error page?)`,
    );
    expect(readdirSync(join(dir, 'units'))).toEqual([]);
  });

  it('a server that is not there: offline, nothing written', async () => {
    const dir = fresh();
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) =>
      probe.close(() => {
        r();
      }),
    );
    const gone = `http://127.0.0.1:${port}`;
    const r = expectOk(await fetchData({ dir, base: gone, factions: [] }, await deps()));
    expect(r).toMatchObject({ failed: true, offline: true });
    expect(r.files[0]?.error).toBe(
      `${gone}/army/infinity/en/metadata: cannot connect (ECONNREFUSED)`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a faction name that does not exist: did you mean, before any download', () => {
    const meta = expectOk(parseGameMetadata(example('metadata.json')));
    const r = selectFactions(meta, ['example-rival']);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.error.message, r.error.hint]).toEqual([
        'no faction "example-rival" in the army builder\'s metadata',
        'did you mean "example-rivals"?',
      ]);
  });
});

describe('the data directory', () => {
  it.each([
    [{ flag: 'here' }, {}, 'here'],
    [{}, { INFCALC_DATA: '/d' }, '/d'],
    [{}, { XDG_CACHE_HOME: '/c' }, '/c/infcalc'],
    [{}, {}, '/home/u/.cache/infcalc'],
  ] as const)('%o %o -> %s', (o, env, dir) => {
    expect(dataDir('flag' in o ? o.flag : undefined, env, '/home/u').dir).toBe(dir);
  });

  it('unit files beside the metadata, a code slug shorter than the file name', async () => {
    const fs = await nodeFs();
    expect(await unitFilePath(fs, 'examples', 9001, 'example')).toBe(
      'examples/9001-example-company.json',
    );
    expect(await unitFilePath(fs, 'examples', 9001, 'example-company')).toBe(
      'examples/9001-example-company.json',
    );
    expect(await unitFilePath(fs, 'examples', 1234, 'x')).toBeNull();
  });
});

describe('data list', () => {
  it('a faction name on one line; the metadata factions with no unit file', async () => {
    const dir = tempDir('infcalc-list-');
    const meta = JSON.parse(example('metadata.json')) as { factions: { name: string }[] };
    const first = meta.factions[0];
    if (first !== undefined) first.name = 'Example\nCompany';
    writeFileSync(join(dir, 'metadata.json'), JSON.stringify(meta));
    mkdirSync(join(dir, 'units'));
    writeFileSync(join(dir, 'units', '9001-example-company.json'), UNITS['9001'] ?? '');
    const list = await listData(await nodeFs(), dir);
    expect(list.factions.map((f) => f.name)).toEqual(['Example Company']);
    expect(list.metadata.missing.map((f) => f.id)).toEqual([9002, 9010, 9099, 9020]);
  });

  // Read whole, a FIFO would never end (docs/game-data.md): named, and the others listed.
  it('a unit file that is a FIFO or a directory is named, never read; the others listed', async () => {
    const dir = tempDir('infcalc-list-');
    writeFileSync(join(dir, 'metadata.json'), example('metadata.json'));
    mkdirSync(join(dir, 'units'));
    writeFileSync(join(dir, 'units', '9001-example-company.json'), UNITS['9001'] ?? '');
    mkdirSync(join(dir, 'units', '9010-example-rivals.json'));
    const fifo = join(dir, 'units', '9002-example-vanguard.json');
    const hasFifo = spawnSync('mkfifo', [fifo]).status === 0;
    const list = await listData(await nodeFs(), dir);
    expect(list.factions.map((f) => [f.id, f.units, f.problem])).toEqual([
      [9001, 13, null],
      ...(hasFifo ? [[9002, null, `${fifo}: not a regular file (a FIFO or a device?)`]] : []),
      [
        9010,
        null,
        `${join(dir, 'units', '9010-example-rivals.json')}: a directory, not a data file`,
      ],
    ]);
  });

  it('a dangling unit file link is named, the rest listed (the whole list failed, exit 74)', async () => {
    const dir = tempDir('infcalc-list-');
    writeFileSync(join(dir, 'metadata.json'), example('metadata.json'));
    mkdirSync(join(dir, 'units'));
    writeFileSync(join(dir, 'units', '9001-example-company.json'), UNITS['9001'] ?? '');
    const dangling = join(dir, 'units', '995-x.json');
    symlinkSync(join(dir, 'nothing'), dangling);
    const list = await listData(await nodeFs(), dir);
    expect(list.factions.map((f) => [f.id, f.units, f.problem])).toEqual([
      [9001, 13, null],
      [995, null, `${dangling}: a link to nothing, or gone while listed`],
    ]);
  });
});
