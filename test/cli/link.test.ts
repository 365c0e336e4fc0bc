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

  // The page reads a link without an edition as N5; the command answers in INFCALC_RULES or N4.
  it.each([
    ['odds 13b6 vs 12b6 --format link', {}, 'n4'],
    ['odds 13b6 vs 12b6 --format link', { INFCALC_RULES: 'n5' }, 'n5'],
    ['odds 13b6 vs 12b6 --rules n5 --format link', { INFCALC_RULES: 'n4' }, 'n5'],
    ['odds --unit fusilier --vs-unit zhanshi --format link', { INFCALC_RULES: 'n5' }, 'n5'],
    ['odds --unit fusilier --vs-unit zhanshi --format link', {}, undefined],
  ])('%s with %o writes the edition it answers in: %s', async (line, env, rules) => {
    const r = await cli(line, { env });
    expect(r.code).toBe(0);
    const q = decodeQuestion(r.stdout.trim().split('#')[1] ?? '');
    expect(q.ok && q.value.kind === 'odds' ? q.value.rules : 'bad link').toBe(rules);
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
