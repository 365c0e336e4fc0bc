import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

describe('infcalc odds (golden)', () => {
  it('text and JSON, Normal and Face-to-Face, good and bad input', async () => {
    const t = await transcript([
      'odds 13b3 vs 11',
      'odds 13b3 vs 11 --cumulative',
      'odds 12-3b3',
      'odds 12-3b3 --cumulative',
      'odds 13-6-3-6 --mod cover=-3',
      'odds 0b2 vs 10',
      'odds 13b3 vs 11 --json',
      'odds 12-3b2 --json',
      'odds 12b21',
      'odds 12 vs 11b21',
      'odds 12 versus 11',
      'odds 12 vs',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/odds.txt');
  });

  it('the JSON contract: counts are exact decimal strings that sum to total', async () => {
    const r = JSON.parse((await cli('odds 13b20 vs 12b20 --json')).stdout) as {
      kind: string;
      total: string;
      outcomes: { count: string; probability: number }[];
      summary: Record<string, number>;
    };
    expect(r.kind).toBe('ftf-odds');
    expect(r.total).toBe((20n ** 40n).toString());
    expect(r.outcomes.reduce((s, o) => s + BigInt(o.count), 0n)).toBe(20n ** 40n);
    expect((r.summary.active ?? 0) + (r.summary.reactive ?? 0) + (r.summary.none ?? 0)).toBeCloseTo(
      1,
      12,
    );
  });
});

describe('warnings for flags that would be dropped or doubled', () => {
  it('cover given twice warns', async () => {
    const r = await cli('odds 13b3 vs 12 --mod cover=-3 --vs-cover');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('cover is counted twice');
    expect((await cli('roll 13 --mod cover=-3 --vs-cover --seed s')).stderr).toContain(
      'cover is counted twice',
    );
  });
  it('ftf --save-dice never used is warned, not silently dropped', async () => {
    const won = await cli(
      'ftf 13 vs 12 --dice 5 --vs-dice 3 --dam 13 --vs-dam 13 --save-dice 4 --vs-save-dice 7',
    );
    expect(won.stderr).toContain(
      '--save-dice is unused: the reactive side did not win, so the active trooper rolls no saves',
    );
    const noWeapon = await cli('ftf 13 vs 12 --dice 5 --vs-dice 3 --save-dice 4');
    expect(noWeapon.stderr).toContain('--save-dice is unused: the reactive trooper has no weapon');
  });
});
