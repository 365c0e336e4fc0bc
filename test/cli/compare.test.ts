import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { svgToPng } from '../../src/cli/share/png.js';
import { tempDir } from '../temp.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = {
  ...exampleFiles(),
  'mixed.ndjson':
    '{"name": "Normal roll", "spec": "12-3b3"}\n\n{"name": "a | pipe", "spec": "13", "reactive": "11", "vsMod": "cover=-3"}\n',
  'typo.json': '[{"spec": "13b3", "reactive": "11", "vs-mod": ["cover=-3"]}]',
  'bad-spec.json': '[{"name": "x", "spec": "13c3"}]',
  'range.json': '[{"spec": "10..12b3"}]',
  'not-json.json': '[{"spec": ',
};

describe('infcalc compare (golden)', () => {
  it('matchups side by side, in every format, and bad input', async () => {
    const t = await transcript(
      [
        'compare examples/compare.json',
        'compare examples/compare.json --format md',
        'compare examples/compare.json --format csv',
        'compare mixed.ndjson',
        'compare typo.json',
        'compare bad-spec.json',
        'compare range.json',
        'compare not-json.json',
        'compare missing.json',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/compare.txt');
  });

  it('each entry is the single odds call (same JSON)', async () => {
    const r = JSON.parse((await cli('compare examples/compare.json --json', { files })).stdout) as {
      entries: { name: string; result: unknown }[];
    };
    const one = JSON.parse((await cli('odds 12b3 vs 11 --mod cover=-3 --json')).stdout) as unknown;
    expect(r.entries[1]?.result).toEqual(one);
  });

  it('schema compare lists the odds options as fields', async () => {
    const r = await cli('schema compare');
    const schema = JSON.parse(r.stdout) as { items: { properties: Record<string, unknown> } };
    expect(Object.keys(schema.items.properties)).toEqual(
      expect.arrayContaining(['name', 'spec', 'reactive', 'mod', 'vsMod', 'rules']),
    );
    expect(Object.keys(schema.items.properties)).not.toContain('json');
  });
});

describe('compare says the rules its matchups were worked out with', () => {
  it('all N5 matchups: "(N5 rules)", not N4', async () => {
    const files = {
      'c.json': '[{"name":"a","spec":"13","rules":"n5"},{"name":"b","spec":"12","rules":"n5"}]',
    };
    const r = await cli('compare c.json', { files });
    expect(r.stdout.split('\n')[0]).toBe('Exact odds of 2 matchups (N5 rules)');
    expect(JSON.parse((await cli('compare c.json --json', { files })).stdout)).toMatchObject({
      rules: 'n5',
    });
  });
  it('mixed editions: no single edition claimed, each named', async () => {
    const files = { 'c.json': '[{"name":"a","spec":"13","rules":"n5"},{"name":"b","spec":"12"}]' };
    const r = await cli('compare c.json', { files });
    expect(r.stdout.split('\n')[0]).toBe('Exact odds of 2 matchups');
    expect(r.stdout).toContain('note: matchups with their own rules: a (N5), b (N4)');
  });
});

describe('compare --chart of many matchups (issue 36 item 27)', () => {
  it('10,000 matchups: refused before any odds or pixels, nothing written', async () => {
    const dir = tempDir('infcalc-compare-');
    const many = JSON.stringify(
      Array.from({ length: 10_000 }, (_, i) => ({ name: `m${i}`, spec: '13b3', reactive: '11' })),
    );
    const t = Date.now();
    const r = await cli(`compare many.json --chart ${join(dir, 'c.png')}`, {
      files: { 'many.json': many },
    });
    expect(Date.now() - t).toBeLessThan(3000);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain('--chart draws at most 200 matchups; many.json has 10000');
    expect(existsSync(join(dir, 'c.png'))).toBe(false);
  });

  it('a PNG past the pixel cap even at 1x is refused before resvg draws it', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 440098"></svg>';
    expect(() => svgToPng(svg)).toThrow(/720 × 440098 pixels, more than the 64 M pixels/);
  });
});
