/** `odds --format link`: the question as a link to the page (docs/web.md). */
import { describe, expect, it } from 'vitest';
import { decodeQuestion } from '../../src/app/question/index.js';
import { cli } from './harness.js';

describe('odds --format link', () => {
  it('writes the question as the share string after the page', async () => {
    const r = await cli('odds 13b3 vs 11 --vs-arm 3 --rules n5 --format link');
    expect(r.code).toBe(0);
    const [page, share] = r.stdout.trim().split('#');
    expect(page).toBe('infcalc.html');
    expect(decodeQuestion(share ?? '')).toEqual({
      ok: true,
      value: { kind: 'odds', roll: 'pair', spec: '13b3', reactive: '11', rules: 'n5', vsArm: '3' },
    });
  });

  it.each([
    ['https://example.org/infcalc/', 'https://example.org/infcalc/#q1.odds.'],
    ['https://example.org/x/page.html', 'https://example.org/x/page.html#q1.odds.'],
    ['../infcalc.html', '../infcalc.html#q1.odds.'],
  ])('--base %s', async (base, start) => {
    const r = await cli(`odds 13b3 --format link --base ${base}`);
    expect(r.stdout.startsWith(start)).toBe(true);
  });

  it.each([
    ['odds 13b3 --format link --base javascript:alert(1)', 'is not the address of a page'],
    ['odds 13b3 --format link --base https://x.org/#a', 'is not the address of a page'],
    ['odds 13b3 --format link --json', 'ask for two formats'],
    ['odds 13b3 --format link --chart c.svg', 'cannot go with --chart'],
    ['odds 13b3 x 11 --format link', 'where "vs" was expected'],
  ])('refuses %s', async (line, message) => {
    const r = await cli(line);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
