/**
 * The share formats: Markdown tables with the same number of columns on every line, and
 * CSV read back by an independent CSV parser (papaparse).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

/** An army list of a Lieutenant and one trooper called `name`. */
const list = (name: string) =>
  JSON.stringify({ groups: [{ troopers: [{ name: 'Lt', lieutenant: true }, { name }] }] });

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
  // With weapons: the damage as sections of the answer (docs/rules.md §6.5).
  'odds 12b2 --dam 14 --ammo plasma --cont --vs-arm 5 --vs-bts 3',
  'odds 13 vs 12 --dam 13 --vs-dam 14 --vs-arm 2 --arm 1 --ammo stun',
  'engage examples/engage-casualties.json --odds',
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

describe('with weapons, the damage is part of the table', () => {
  it.each([
    ['odds 12b2 --dam 14 --ammo plasma --cont --vs-arm 5 --vs-bts 3', ['roll', 'damage'], 2],
    ['odds 13 vs 12 --dam 13 --vs-dam 14 --vs-arm 2', ['roll', 'damage', 'vs_damage'], 3],
    ['engage examples/engage-casualties.json --odds', ['rolls', 'targets'], 2],
    ['odds 13b3 vs 11', [], 1],
  ])('%s: CSV sections %j under one header, %i Markdown tables', async (cmd, sections, md) => {
    const csv = Papa.parse<string[]>((await cli(`${cmd} --format csv`, { files })).stdout.trim());
    const [header, ...rows] = csv.data;
    if (sections.length > 0) {
      expect(header?.[0]).toBe('section');
      expect([...new Set(rows.map((r) => r[0]))]).toEqual(sections);
    } else expect(header).not.toContain('section');
    const out = (await cli(`${cmd} --format md`, { files })).stdout;
    expect(out.split('\n').filter((l) => /^\|(:?--:?\|)+$/.test(l)).length).toBe(md);
  });
  it('engage: per-target wound columns beside the chance of a hit', async () => {
    const r = await cli('engage examples/engage-casualties.json --odds --format csv', { files });
    expect(r.stdout.split('\r\n')[0]).toMatch(
      /,trooper,p_hit,p_wound,expected_wounds,p_unconscious_or_dead$/,
    );
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

describe('RFC 4180 quoting everywhere', () => {
  it.each(['A\nforged', 'A\rforged', 'A\r\nforged'])(
    'a name with %j stays one field',
    async (name) => {
      const r = await cli('orders - --format csv', { stdin: list(name) });
      expect(r.code).toBe(0);
      const parsed = Papa.parse<string[]>(r.stdout.trimEnd(), { newline: '\r\n' });
      expect(parsed.errors).toEqual([]);
      const widths = new Set(parsed.data.map((row) => row.length));
      expect(widths.size).toBe(1);
      expect(parsed.data.some((row) => row.includes(name))).toBe(true);
    },
  );
});

describe('Markdown escapes control characters', () => {
  it('ESC and BEL from a name are written as escapes', async () => {
    const r = await cli('orders - --format md', { stdin: list('Evil\u001b]0;pwned\u0007') });
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(r.stdout).toContain('Evil\\u001b]0;pwned\\u0007');
  });
});

describe('--cumulative with Markdown and CSV', () => {
  it('a Face-to-Face roll gives "k or more" rows', async () => {
    const r = await cli('odds 13b3 vs 12 --cumulative --format csv');
    expect(r.stdout.split('\r\n')[0]).toBe('winner,successes_at_least,count,probability');
    expect(r.stdout).toContain('active,3+,23659,0.14786875');
  });
  it('the damage section too', async () => {
    const r = await cli('odds 13b3 --dam 13 --vs-w 2 --cumulative --format md');
    expect(r.stdout).toContain('| 1+ wound | 81.86% |');
    expect(r.stdout).not.toContain('| 0 wounds |');
  });
});
