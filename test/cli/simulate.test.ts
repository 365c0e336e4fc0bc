/** Monte-Carlo (`--times`, src/app/simulate.ts): frequencies beside the exact odds, progress. */
import { describe, expect, it } from 'vitest';
import { sigmas } from '../../src/cli/render/simulate.js';
import { cli, transcript } from './harness.js';

describe('Monte-Carlo (--times)', () => {
  it.each([
    ['roll 12-3b3 --times 100000 --seed mc', 'normal-simulation'],
    ['ftf 13b3 vs 11 --times 100000 --seed mc', 'ftf-simulation'],
    ['ftf 23b2 vs 15-3 --times 100000 --seed mc2', 'ftf-simulation'],
    ['ftf 11b4 vs 11b2 --times 100000 --seed mc3', 'ftf-simulation'],
  ])('%s: every frequency within 4 standard deviations of the exact odds', async (line, kind) => {
    const r = JSON.parse((await cli(`${line} --json`)).stdout) as {
      kind: string;
      times: number;
      outcomes: { count: number; probability: number }[];
    };
    expect(r.kind).toBe(kind);
    expect(r.outcomes.reduce((s, o) => s + o.count, 0)).toBe(100_000);
    for (const o of r.outcomes)
      expect(Math.abs(sigmas(o.count, r.times, o.probability))).toBeLessThan(4);
  });

  it('seeded runs are reproducible, text beside the exact odds', async () => {
    const a = await transcript([
      'ftf 13b3 vs 11 --times 20000 --seed table',
      'roll 12b2 --times 1000 --seed t --json',
    ]);
    expect(
      await transcript([
        'ftf 13b3 vs 11 --times 20000 --seed table',
        'roll 12b2 --times 1000 --seed t --json',
      ]),
    ).toBe(a);
    await expect(a).toMatchFileSnapshot('../golden/simulate.txt');
  });

  it.each([
    ['roll 12 --times 0', '--times "0" is not a whole number from 1 to 10000000'],
    ['roll 12 --times 10000001', 'is not a whole number'],
    ['roll 12 --times 1e5', 'is not a whole number'],
    ['roll 12 --times 10 --dice 5', '--times draws its own dice'],
  ])('%s is a usage error', async (line, message) => {
    const r = await cli(line);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('shows a progress bar on a terminal stderr for long runs, and clears it', async () => {
    const { run } = await import('../../src/cli/main.js');
    let progress = '';
    const r = await run({
      argv: ['roll', '12', '--times', '200000', '--seed', 'p'],
      env: {},
      stdoutIsTTY: false,
      stdinIsTTY: false,
      stderrIsTTY: true,
      readFile: () => Promise.resolve(''),
      readStdin: () => Promise.resolve(''),
      progress: (t) => (progress += t),
    });
    expect(r.code).toBe(0);
    expect(progress).toContain('50% of 200000 rolls');
    expect(progress.endsWith('\r\u001b[K')).toBe(true);
    expect(r.stdout).not.toContain('\r');
  });
});
