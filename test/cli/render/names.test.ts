/**
 * Issue 25 item 22: names from the input in tables. CSV writes control characters as
 * escapes, as text and Markdown do (ESC and BEL never reach a terminal raw), keeping the
 * line breaks and tabs RFC 4180 carries; a very long name is cut in text and Markdown
 * tables instead of padding every row across the screen.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cutDisplay, displayWidth, NAME_COLUMN_MAX } from '../../../src/cli/render/width.js';
import { cli } from '../harness.js';

const list = (...names: string[]) =>
  JSON.stringify({
    groups: [
      {
        troopers: [{ name: 'Lt', lieutenant: true }, ...names.map((name) => ({ name }))],
      },
    ],
  });
const matchups = (...names: string[]) =>
  JSON.stringify(names.map((name) => ({ name, spec: '12b3', reactive: '11' })));
const evil = 'Evil\u001b]0;pwned\u0007\u009b2J\u202e';
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]/;

describe('22: CSV escapes control characters in names', () => {
  it.each([
    ['orders - --format csv', list(evil)],
    ['compare - --format csv', matchups(evil)],
  ])('22: %s', async (line, stdin) => {
    const r = await cli(line, { stdin });
    expect(r.stdout).not.toMatch(RAW);
    expect(r.stdout).toContain('Evil\\u001b]0;pwned\\u0007\\u009b2J\\u202e');
  });

  it('22: a line break in a name is still one quoted field', async () => {
    const r = await cli('compare - --format csv', { stdin: matchups(`A\n${evil}`) });
    const parsed = Papa.parse<string[]>(r.stdout.trimEnd(), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[1]?.[0]).toBe('A\nEvil\\u001b]0;pwned\\u0007\\u009b2J\\u202e');
  });
});

describe('22: long names are cut in tables', () => {
  const long = `Trooper ${'Very'.repeat(60)} Long`;

  it('22: orders text keeps its column narrow', async () => {
    const r = await cli('orders -', { stdin: list(long) });
    const rows = r.stdout.split('\n').filter((l) => l.includes('regular'));
    const lt = rows.find((l) => l.trimStart().startsWith('Lt '));
    expect(lt).toBeDefined();
    expect(displayWidth(lt ?? '')).toBeLessThan(80);
    expect(r.stdout).toContain(`${long.slice(0, NAME_COLUMN_MAX - 1)}…`);
    expect(r.stdout).not.toContain(long);
  });

  it.each([
    ['orders - --format md', list(long)],
    ['compare - --format md', matchups(long, 'short')],
    ['compare -', matchups(long, 'short')],
  ])('22: %s has no line past 120 columns', async (line, stdin) => {
    const r = await cli(line, { stdin });
    expect(r.code).toBe(0);
    for (const l of r.stdout.split('\n')) expect(displayWidth(l), l).toBeLessThanOrEqual(120);
    expect(r.stdout).toContain('…');
  });

  it.each([
    ['short', 10, 'short'],
    ['abcdefghij', 5, 'abcd…'],
    ['漢字漢字漢字', 5, '漢字…'],
    ['a\u0301bcdef', 4, 'a\u0301bc…'],
  ])('22: cutDisplay(%j, %i) is %j', (s, width, want) => {
    expect(cutDisplay(s, width)).toBe(want);
    expect(displayWidth(cutDisplay(s, width))).toBeLessThanOrEqual(width);
  });
});
