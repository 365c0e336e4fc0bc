/**
 * Issue 25 item 11: the 10,000-cell bound of a sweep is checked from the range arithmetic
 * before any list of values is built, on every path. Each command runs in a real process
 * with a 100 MB heap: a path that expanded `0..1000000000` would die there (V8 fatal)
 * instead of answering one line, exit 2.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cli, words } from './harness.js';

const HEAP_MB = 100;

function infcalc(args: readonly string[], input?: string) {
  const r = spawnSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, 'bin/infcalc.js', ...args],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
      timeout: 30_000,
      ...(input === undefined ? {} : { input }),
    },
  );
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

const HUGE = /the sweep has (1000000001|100000001|more than \d+) cells .*above the limit of 10000/;

describe('11: a huge sweep is refused before it is built', () => {
  it.each([
    'odds 0..1000000000 vs 11',
    'odds 12 --dam 0..1000000000',
    'odds 12b3 vs 0..100000000b2',
    'odds 12b3 vs 11 --vs-arm 0..1000000000',
    'odds 12b3 vs 11 --mod range=-1000000000..0',
    'odds 12b3 vs 11 --range 0..1000000000cm',
    'odds 12b3 vs 11 --range 0cm..1000000000cm:1',
    'odds 0..99999999999999999999999 vs 11',
    'odds 0..1000000000 vs 0..1000000000',
    'odds --unit fusilier --weapon "combi rifle" --range 0..1000000000cm --vs-unit zhanshi --data examples --rules n5',
  ])('11: %s is one line, exit 2', (line) => {
    const r = infcalc(words(line));
    expect(r.stderr).toMatch(HUGE);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect([r.code, r.stdout]).toEqual([2, '']);
  });

  it('11: a batch answers its other lines', () => {
    const lines = [
      { spec: '12b3', reactive: '11' },
      { spec: '0..1000000000', reactive: '11' },
      { spec: '12', dam: '0..1000000000' },
      { spec: '12b3', reactive: '0..100000000b2' },
      { spec: '12b3', reactive: '10' },
    ];
    const r = infcalc(['odds', '-', '--ndjson'], lines.map((l) => JSON.stringify(l)).join('\n'));
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; line: number; message?: string });
    expect(out.map((o) => [o.line, o.kind])).toEqual([
      [1, 'ftf-odds'],
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
      [5, 'ftf-odds'],
    ]);
    for (const o of out.filter((x) => x.kind === 'error')) expect(o.message).toMatch(HUGE);
  });

  it('11: a compare entry with a huge range is refused in one line', () => {
    const r = infcalc(
      ['compare', '-'],
      JSON.stringify([
        { spec: '12b3', reactive: '11' },
        { spec: '12b3', reactive: '11', dam: '0..1000000000' },
      ]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("11: the library's question functions refuse it too (the built package)", () => {
    const script = `
      const lib = require('./dist/index.cjs');
      const q = lib.oddsQuestion({ spec: '0..1000000000', reactive: '11', options: { dam: '0..1000000000' } }, () => lib.EDITIONS.n4);
      const d = lib.oddsQuestion({ spec: '12b3', reactive: '11', options: { range: '0..1000000000cm' } }, () => lib.EDITIONS.n4);
      const a = lib.findAxes([{ kind: 'value', name: 'dam', text: '-1000000000..1000000000' }]);
      console.log(JSON.stringify([q, d, a].map((r) => r.ok ? 'ok' : r.error.message)));`;
    const r = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.stderr).toBe('');
    const messages = JSON.parse(r.stdout) as string[];
    expect(messages).toHaveLength(3);
    for (const m of messages) expect(m).toMatch(/above the limit of 10000/);
  });
});

describe('a sweep past the work bound is refused with its estimate', () => {
  it('10,000 cells of B20+4 SD Plasma with Continuous Damage', async () => {
    const start = Date.now();
    const r = await cli(
      'odds 13b20+sd4 --dam 14 --ammo plasma --cont --vs-arm 0..99 --vs-bts 0..99 --vs-w 3 --rules n5',
    );
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /this sweep of 10000 cells is about [\d,]+ work units \(about \d+ s\), above the bound of 50,000,000/,
    );
  });
  it('a small sweep still runs', async () => {
    const r = await cli('odds 10..12b3 vs 11 --vs-mod -3..0 --format csv');
    expect(r.code).toBe(0);
  });
});

describe('a sweep whose answer is too large (issue 36 item 28)', () => {
  const line = 'odds 1..30b20 vs 1..30b20 --dam 15 --vs-w 3 --vs-arm 3 --json';
  it('is refused with its size, in a 100 MB heap, before any cell runs', () => {
    const t = Date.now();
    const r = infcalc(words(line));
    expect(Date.now() - t).toBeLessThan(5000);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(
      /this sweep of 900 cells would answer with about 9\d MB of JSON .*above the bound of 64 MB/,
    );
  });

  it('a large grid within the bound still answers', async () => {
    const r = await cli('odds 1..20b3 vs 1..20 --dam 13 --vs-w 2 --json');
    expect(r.code).toBe(0);
  });
});

describe('the work estimate is honest (issue 36 item 17)', () => {
  it('400 cells of Continuous Damage, once refused as "about 136 s", run (about 3 s of CPU)', () => {
    const r = infcalc(
      words(
        'odds 13b1..20 vs 12b1..20 --dam 20 --vs-dam 20 --ammo ap+da --vs-ammo ap+da --cont --vs-cont --w 20 --vs-w 20 --rules n5 --sd 4 --vs-sd 4',
      ),
    );
    expect([r.code, r.stderr]).toEqual([0, '']);
  }, 60_000);
});
