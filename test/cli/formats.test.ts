/**
 * The share formats: Markdown tables with the same number of columns on every line, and
 * CSV read back by an independent CSV parser (papaparse).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const SHAREABLE = [
  'odds 13b3 vs 11',
  'odds 12-3b3',
  'odds 12-3b3 --cumulative',
  'odds 10..16b3 vs 11',
  'odds 10..12b3 vs 11..12',
  'compare examples/compare.json',
  'engage examples/engage-split.json --odds',
  'orders examples/n4-two-groups.json',
];

/** The cells of a Markdown table line, escaped pipes kept inside their cell. */
const mdCells = (line: string): string[] =>
  line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

describe('--format md and csv (golden)', () => {
  it('each shareable answer in Markdown and CSV, and the format errors', async () => {
    const t = await transcript(
      [
        ...SHAREABLE.flatMap((c) => [`${c} --format md`, `${c} --format csv`]),
        'odds 13b3 vs 11 --format json',
        'odds 13b3 vs 11 --json --format csv',
        'odds 13b3 --format html',
        'engage examples/engage-split.json --format md',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/formats.txt');
  });
});

describe.each(SHAREABLE)('%s', (command) => {
  it('Markdown: every table line has the header column count', async () => {
    const r = await cli(`${command} --format md`, { files });
    expect(r.code).toBeLessThan(2);
    const tables = r.stdout.split('\n\n').filter((b) => b.includes('\n|'));
    expect(tables.length).toBeGreaterThan(0);
    for (const block of tables) {
      const lines = block.split('\n').filter((l) => l.startsWith('|'));
      const width = mdCells(lines[0] ?? '').length;
      expect(width).toBeGreaterThan(1);
      for (const l of lines) expect([l, mdCells(l).length]).toEqual([l, width]);
      expect(lines[1]).toMatch(/^\|(:?--:?\|)+$/);
    }
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toContain('█');
  });

  it('CSV: parses back (RFC 4180) into a header and rows of equal width', async () => {
    const r = await cli(`${command} --format csv`, { files });
    expect(r.stdout).toMatch(/\r\n$/);
    const parsed = Papa.parse<string[]>(r.stdout.replace(/\r\n$/, ''), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header?.length).toBeGreaterThan(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.length).toBe(header?.length);
  });
});

describe('CSV quoting', () => {
  it('a name with a comma, a quote and a line break survives the round trip', async () => {
    const name = 'Fusilier, "Bob"\nin cover';
    const stdin = JSON.stringify([{ name, spec: '12b3', reactive: '11' }]);
    const r = await cli('compare - --format csv', { stdin });
    const parsed = Papa.parse<string[]>(r.stdout.replace(/\r\n$/, ''), { newline: '\r\n' });
    expect(parsed.data[1]?.[0]).toBe(name);
  });

  it('probabilities in CSV are the JSON numbers', async () => {
    const csv = Papa.parse<string[]>((await cli('odds 13b3 vs 11 --format csv')).stdout.trim());
    const json = JSON.parse((await cli('odds 13b3 vs 11 --json')).stdout) as {
      outcomes: { probability: number }[];
    };
    expect(csv.data.slice(1).map((r) => Number(r[4]))).toEqual(
      json.outcomes.map((o) => o.probability),
    );
  });
});
