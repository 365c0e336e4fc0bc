/**
 * `validate --roster`: what an organizer's roster may hold beyond the happy path: a
 * player named "player" below the header, one player on two lines, names with terminal
 * escapes or spreadsheet formulas.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles } from './harness.js';

const files = exampleFiles();
const [, ada = '', bram = ''] = readFileSync('examples/roster.csv', 'utf8').split('\n');
const [zealots = '', hired = ''] = ada.split(',').slice(1);
const split = bram.split(',')[1] ?? '';
/** A code of another army (examples/9001-example-company.json). */
const company = readFileSync('examples/army-code.txt', 'utf8').trim();

const roster = (...lines: string[]) => ({
  files: { ...files, 'r.csv': lines.join('\n') + '\n' },
});
const RUN = 'validate --roster r.csv --data examples --extras soldiers-of-fortune';

describe('validate --roster: headers, players on two lines', () => {
  it('only the first line may be a header: "player" further down is a player', async () => {
    const r = await cli(RUN, roster('player,code', `Ada,${zealots}`, `player,${zealots},${hired}`));
    expect(r.stdout).toContain('player (line 3): valid');
    expect(r.stdout).toContain('2 of 2 players valid');
  });

  it('one player on two lines is checked as one: different armies are `same-army`', async () => {
    const r = await cli(RUN, roster(`Ada,${zealots}`, `Bo,${split}`, `ada,${company}`));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "lists (§9.7): ada is also on line 1: a player's lists go on one line, and are checked together",
    );
    expect(r.stdout).toMatch(
      /same-army \(§9\.7\): the lists are of different armies \(9030 example-tournament, 9001 example-company\) \(with line 1: one player's lists\)/,
    );
  });

  it('two lines of two lists each: over the two lists', async () => {
    const r = await cli(RUN, roster(`Ada,${zealots},${hired}`, `Ada,${zealots}`));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "3 lists (with line 1: one player's lists); a player brings one or two (ITS)",
    );
  });
});

describe('validate --roster: names are data, never commands', () => {
  it('text output escapes terminal sequences in a name', async () => {
    const r = await cli(RUN, roster(`"\u001b]0;owned\u0007\u001b[2JEve",${zealots}`));
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toContain('\u0007');
    expect(r.stdout).toContain('\\u001b]0;owned\\u0007\\u001b[2JEve (line 1): valid');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)'])(
    'csv: a name starting like a formula (%s) is text',
    async (name) => {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const r = await cli(`${RUN} --format csv`, roster(`${quoted},${zealots}`));
      const row = r.stdout.split('\r\n')[1] ?? '';
      expect(row.split(',')[1]?.replace(/^"|"$/g, '').replace(/""/g, '"')).toBe(`'${name}`);
    },
  );
});
