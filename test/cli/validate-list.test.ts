/**
 * `validate --code` and `validate --roster` (docs/tournament-lists.md): the list rules of
 * docs/rules.md §9 from the builder's files, on the synthetic faction
 * examples/9030-example-tournament.json.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeText, encodeArmyCode } from '../../src/core/army/code/index.js';
import { cli, exampleFiles } from './harness.js';

const files = exampleFiles();
type Member = readonly [number, number, number];
export function tournamentCode(points: number, ...groups: (readonly Member[])[]): string {
  return codeText(
    encodeArmyCode({
      layout: 'reinforcement',
      factionId: 9030,
      factionSlug: 'example-tournament',
      armyName: 'test',
      points,
      groups: groups.map((g, i) => ({
        number: i + 1,
        reinforcement: false,
        members: g.map(([unitId, profileGroupId, optionId]) => ({
          unitId,
          profileGroupId,
          optionId,
          slot: 0,
          customisations: [],
        })),
      })),
    }),
    { url: true },
  );
}
const LT: Member = [301, 1, 2];
const VALID = tournamentCode(300, [LT, [301, 1, 3], [305, 1, 1], [304, 1, 1], [304, 2, 1]]);
// Zealots in group 1, their Warden in group 2 (the Kuang Shi case of docs/rules.md §9.3).
const SPLIT = tournamentCode(300, [LT, [304, 1, 1], [304, 1, 2]], [[304, 2, 1]]);
const MERC = tournamentCode(300, [LT, [10310, 1, 1]]);

const run = (line: string, stdin?: string) =>
  cli(line, { files, ...(stdin === undefined ? {} : { stdin }) });

describe('validate --code', () => {
  it('a valid list: exit 0, its totals', async () => {
    const r = await run(`validate --code ${VALID} --data examples`);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'test (example-tournament, faction 9030): 73/300 points, 2/6 SWC, 5 troopers\nvalid\n',
    );
  });

  it('a problem names the rule, its section and the troopers; exit 1', async () => {
    const r = await run(`validate --code ${SPLIT} --data examples --json`);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { valid: boolean; problems: unknown[] };
    expect(json.valid).toBe(false);
    expect(json.problems).toEqual([
      {
        rule: 'relation',
        section: 'docs/rules.md §9.3',
        message:
          'ZEALOTS (group 1 #2 ZEALOT, group 1 #3 ZEALOT) needs ZEALOT WARDEN in Combat Group 1; there is none (group 2 #1 ZEALOT WARDEN is in another group)',
        members: [
          { group: 1, position: 2, name: 'ZEALOT' },
          { group: 1, position: 3, name: 'ZEALOT' },
        ],
      },
    ]);
  });

  it('--extras, --points and --tier change the checks', async () => {
    expect((await run(`validate --code ${MERC} --data examples`)).code).toBe(1);
    expect(
      (await run(`validate --code ${MERC} --data examples --extras soldiers-of-fortune`)).code,
    ).toBe(0);
    const low = await run(`validate --code ${VALID} --data examples --points 60`);
    expect(low.stdout).toContain('points (§9.1): the troopers cost 73 points, over the 60 allowed');
    expect((await run(`validate --code ${VALID} --data examples --tier 150`)).code).toBe(0);
  });

  it('md and csv tables', async () => {
    const md = await run(`validate --code ${SPLIT} --data examples --format md`);
    expect(md.stdout).toContain('| relation | §9.3 | 1.2 1.3 |');
    const csv = await run(`validate --code ${SPLIT} --data examples --format csv`);
    expect(csv.stdout.split('\r\n')[0]).toBe('rule,section,members,message');
  });

  it('--ndjson: one code per line, one record each', async () => {
    const r = await run(
      `validate --code - --data examples --ndjson`,
      `${VALID}\n${SPLIT}\nnot-a-code\n`,
    );
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.line, l.kind, l.valid])).toEqual([
      [1, 'list-check', true],
      [2, 'list-check', false],
      [3, 'error', undefined],
    ]);
  });

  it.each([
    ['--extras cheese', 'unknown extra "cheese"'],
    ['--tier 275', '"275" is not an ITS tier'],
    ['--points 0', 'is not a whole number'],
    ['--points 300 --tier 300', 'give --points or --tier, not both'],
    ['--choice swc-rounding=up', 'is not one of floor, ceil'],
    ['--choice nonsense=1', 'unknown list choice "nonsense"'],
  ])('refuses %s (exit 2)', async (flags, message) => {
    const r = await run(`validate --code ${VALID} --data examples ${flags}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('list-rule flags need --code or --roster', async () => {
    const r = await run('validate examples/n4-two-groups.json --extras free-game');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--extras needs --code or --roster');
  });
});

const ROSTER = [
  'player,code,code2',
  `alice,${VALID},${VALID}`,
  `bob,${SPLIT}`,
  '',
  'carol,!!!',
  JSON.stringify({ player: 'dave', codes: [VALID] }),
  '{"player": 3}',
  `erin,${VALID},${tournamentCode(300, [LT, [999, 1, 1]])}`,
].join('\n');

describe('validate --roster', () => {
  it('one result per player, a bad line in its place, exit 1', async () => {
    const r = await cli('validate --roster roster.csv --data examples', {
      files: { ...files, 'roster.csv': ROSTER },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^alice \(line 2\): valid\n/);
    expect(r.stdout).toContain('bob (line 3): INVALID\n');
    expect(r.stdout).toContain('carol (line 5): INVALID\n  list 1: unreadable: army code:');
    expect(r.stdout).toContain('dave (line 6): valid');
    expect(r.stdout).toContain('line 7: unreadable: "player" must be a non-empty string');
    expect(r.stdout).toMatch(/2 of 6 players valid\n$/);
  });

  it('--format json: one line per player; csv: one header', async () => {
    const host = { files: { ...files, 'roster.csv': ROSTER } };
    const json = await cli('validate --roster roster.csv --data examples --format json', host);
    const records = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; line: number });
    expect(records.map((x) => [x.kind, x.line])).toEqual([
      ['roster-player', 2],
      ['roster-player', 3],
      ['roster-player', 5],
      ['roster-player', 6],
      ['roster-error', 7],
      ['roster-player', 8],
    ]);
    const csv = await cli('validate --roster roster.csv --data examples --format csv', host);
    const rows = csv.stdout.trim().split('\r\n');
    expect(rows[0]).toBe('line,player,valid,list,rule,section,message');
    expect(rows.filter((x) => x.startsWith('line,'))).toHaveLength(1);
    expect(rows).toContain('2,alice,yes,,,,');
    const md = await cli('validate --roster roster.csv --data examples --format md', host);
    expect(md.stdout).toContain('| 2 | alice | yes |');
  });

  it('ITS across lists: the same army, at most two lists', async () => {
    const r = await cli('validate --roster - --data examples --json', {
      files,
      stdin: `${JSON.stringify({ player: 'fay', codes: [VALID, VALID, VALID] })}\n`,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"rule":"lists"');
    const company =
      'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAMAZwEBAABoAQEAAGUBAQA%3D';
    const two = await cli('validate --roster - --data examples', {
      files,
      stdin: `gus,${VALID},${company}\n`,
    });
    expect(two.code).toBe(1);
    expect(two.stdout).toContain(
      'same-army (§9.7): the lists are of different armies (9030 example-tournament, 9001 example-company); ITS wants one army',
    );
  });

  it('refuses --roster with a FILE or --code', async () => {
    const r = await run(`validate --roster x.csv --code ${VALID} --data examples`);
    expect(r.code).toBe(2);
  });
});

describe('validate --roster PATH on the file system (the built bin)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'infcalc-roster-'));
  afterAll(() => {
    chmodSync(join(dir, 'ro'), 0o755);
    rmSync(dir, { recursive: true, force: true });
  });
  const bin = (roster: string) => {
    const r = spawnSync(
      process.execPath,
      ['bin/infcalc.js', 'validate', '--roster', roster, '--data', 'examples', '--format', 'json'],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, timeout: 20_000 },
    );
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const file = join(dir, 'roster.csv');
  writeFileSync(file, `alice,${VALID}\n`);
  mkdirSync(join(dir, 'ro'));
  writeFileSync(join(dir, 'ro', 'roster.csv'), `alice,${VALID}\n`);
  chmodSync(join(dir, 'ro'), 0o555);
  symlinkSync(file, join(dir, 'link.csv'));

  it.each([
    ['a symlink', 'link.csv'],
    ['a file in a read-only folder', 'ro/roster.csv'],
  ])('reads %s', (_, name) => {
    const r = bin(join(dir, name));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('refuses a directory', () => {
    const r = bin(dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/directory/);
  });

  it('refuses a FIFO and a device node', () => {
    const fifo = join(dir, 'fifo');
    const dev = join(dir, 'null');
    spawnSync('mkfifo', [fifo]);
    spawnSync('mknod', [dev, 'c', '1', '3']);
    for (const path of [fifo, dev]) {
      const r = bin(path);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/not a regular file/);
    }
  });
});

describe('validate FILE --data: a list by the builder ids', () => {
  it('is checked as its code would be', async () => {
    const r = await run('validate examples/tournament-list.json --data examples --json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: false, problems: [{ rule: 'ava' }] });
  });

  it('a bad id is an error naming where', async () => {
    const r = await run(
      'validate - --data examples',
      '{"factionId": 9030, "groups": [{"members": [{"unitId": 1, "profileGroupId": 1, "optionId": "x"}]}]}',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('groups[0].members[0].optionId');
  });
});

describe('a list file that is not JSON', () => {
  it.each(['orders', 'validate'])('%s names the file before the line and column', async (cmd) => {
    const r = await cli(`${cmd} broken-list.json`, { files: { 'broken-list.json': '{\n,}' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^infcalc: broken-list\.json: not valid JSON at line 2, column 1/);
  });
});
