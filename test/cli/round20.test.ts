/** Issue "Fidelity round": the command-line items, each case named by its number. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

const list = (name: string) =>
  JSON.stringify({ groups: [{ troopers: [{ name: 'Lt', lieutenant: true }, { name }] }] });

describe('10: RFC 4180 quoting everywhere', () => {
  it.each(['A\nforged', 'A\rforged', 'A\r\nforged'])(
    '10: a name with %j stays one field',
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

describe('11: Markdown escapes control characters', () => {
  it('11: ESC and BEL from a name are written as escapes', async () => {
    const r = await cli('orders - --format md', { stdin: list('Evil\u001b]0;pwned\u0007') });
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(r.stdout).toContain('Evil\\u001b]0;pwned\\u0007');
  });
});

describe('12: --cumulative with Markdown and CSV', () => {
  it('12: a Face-to-Face roll gives "k or more" rows', async () => {
    const r = await cli('odds 13b3 vs 12 --cumulative --format csv');
    expect(r.stdout.split('\r\n')[0]).toBe('winner,successes_at_least,count,probability');
    expect(r.stdout).toContain('active,3+,23659,0.14786875');
  });
  it('12: the damage section too', async () => {
    const r = await cli('odds 13b3 --dam 13 --vs-w 2 --cumulative --format md');
    expect(r.stdout).toContain('| 1+ wound | 81.86% |');
    expect(r.stdout).not.toContain('| 0 wounds |');
  });
});
