/**
 * Charts a player shares must be readable (docs/sharing.md): no two text labels overlap,
 * a range sweep is drawn as steps, the legend speaks a player's words, and a state the
 * target cannot be in is not drawn. Text boxes are measured as the chart measures them
 * (the same em width), from the SVG itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/app/chart/svg.js';
import { cli, exampleFiles } from '../../cli/harness.js';
import { tempDir } from '../../temp.js';

const files = exampleFiles();
const tmp = tempDir('infcalc-chart-labels-');

async function svgOf(line: string): Promise<string> {
  const path = join(tmp, `${String(Math.random()).slice(2)}.svg`);
  const r = await cli(`${line} --chart ${path}`, { files });
  expect(r.stderr).toBe('');
  return readFileSync(path, 'utf8');
}

interface Box {
  readonly s: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const unescape = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function boxes(svg: string): Box[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attrs = m[1] ?? '';
    const at = (name: string): string | undefined =>
      new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    const s = unescape(m[2] ?? '');
    const size = Number(at('font-size') ?? '12');
    const x = Number(at('x'));
    const y = Number(at('y'));
    const w = textWidth(s, size);
    const anchor = at('text-anchor') ?? 'start';
    const x0 = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
    return { s, x0, x1: x0 + w, y0: y - size * 0.75, y1: y + size * 0.2 };
  });
}

function overlaps(svg: string): string[] {
  const b = boxes(svg);
  const out: string[] = [];
  for (let i = 0; i < b.length; i++)
    for (let j = i + 1; j < b.length; j++) {
      const p = b[i];
      const q = b[j];
      if (p === undefined || q === undefined) continue;
      if (p.x0 < q.x1 - 0.5 && q.x0 < p.x1 - 0.5 && p.y0 < q.y1 - 0.5 && q.y0 < p.y1 - 0.5)
        out.push(`"${p.s}" over "${q.s}"`);
    }
  return out;
}

describe('no two labels of a chart overlap', () => {
  it.each([
    ['the 40-row sweep', 'odds 13b3 vs 11 --dam 13 --vs-w 2 --mod range=-20..19'],
    ['a sweep of a Normal roll', 'odds 6..20b2 --dam 13 --vs-arm 2 --vs-w 2'],
    ['the grid', 'odds 10..16b3 vs 11 --mod cover=-3..0'],
    ['the compare chart', 'compare examples/compare.json'],
    ['an odds chart', 'odds 13b3 vs 11 --dam 13 --vs-w 2'],
  ])('%s', async (_, line) => {
    expect(overlaps(await svgOf(line))).toEqual([]);
  });
});

describe('what the charts draw', () => {
  it('the legend in players words: "exactly 2 wounds", "2 or more"', async () => {
    const svg = await svgOf('odds 13b3 --dam 13 --vs-w 2');
    expect(svg).toMatch(/>exactly 1 wound \d/);
    expect(svg).toMatch(/>2 or more \d/);
  });

  it('a VITA-1 target shows no "Wounded 0.0%"', async () => {
    const svg = await svgOf('odds 13b3 --dam 13 --vs-w 1');
    expect(svg).not.toContain('Wounded');
    expect(svg).toContain('Unconscious');
  });
});

describe('names in what is shared', () => {
  const line =
    'odds --unit fusilier --weapon "combi rifle" vs --vs-unit fusilier --vs-weapon "combi rifle" --range 37cm --vs-cover --data examples --rules n5';
  const title =
    /FUSILIERS? \(Combi Rifle\) vs FUSILIERS? \(Combi Rifle\) · 37 cm · target in cover/;

  it('the Discord title names the troopers, weapons, distance and cover', async () => {
    const r = await cli(`${line} --format discord`, { files });
    expect(r.stdout.split('\n')[0]).toMatch(title);
  });

  it('so does the chart title', async () => {
    expect(await svgOf(line)).toMatch(title);
  });
});
