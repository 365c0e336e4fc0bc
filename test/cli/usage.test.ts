/**
 * Command-line behaviour: nothing the user typed is silently dropped. A group command
 * without its subcommand is a usage error; every option either takes effect or is
 * refused with one line saying why; every help example runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_NAMES } from '../../src/cli/schema-names.js';
import { cli, exampleFiles, transcript, words } from './harness.js';
import { tempDir } from '../temp.js';

const commandModules = (): string[] =>
  readdirSync('src/cli/commands').map((name) => `src/cli/commands/${name}/index.ts`);

const files = exampleFiles();

describe('extra arguments', () => {
  it.each([
    ['odds 13 B3 vs 11', '"B3" is not taken (it takes spec vs reactive); did you mean 13b3?'],
    ['ftf 12-3 b2 vs 11', '"b2" is not taken (it takes active vs reactive); did you mean 12-3b2?'],
    ['roll 13b3 x y', '"x", "y" are not taken (it takes spec); infcalc roll --help'],
    ['save 3 4 5 6', '"5", "6" are not taken (it takes hits crits)'],
    ['order check "Move + BS Attack" extra', 'for \'order check\': "extra" is not taken'],
    ['schema army-list x', '"x" is not taken (it takes name)'],
  ])('infcalc %s: the stray word named, exit 2', async (line, said) => {
    const r = await cli(line);
    expect(r.stderr).toContain(said);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(2);
  });
});

describe('group commands and help topics', () => {
  it.each([
    ['order', 'Usage: infcalc order'],
    ['scgb', 'Usage: infcalc scgb'],
    ['help nonexist', 'no command "nonexist" to help with'],
    ['order help nonexist', 'no command "nonexist" to help with'],
    ['army', 'Usage: infcalc army'],
  ])('infcalc %s: help on stderr, exit 2', async (line, shown) => {
    const r = await cli(line);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(shown);
    expect(r.code).toBe(2);
  });

  it.each(['help', 'help order', 'order help check', 'order --help', 'scgb move --help'])(
    'infcalc %s: help on stdout, exit 0',
    async (line) => {
      const r = await cli(line);
      expect(r.stdout).toContain('Usage: infcalc');
      expect(r.code).toBe(0);
    },
  );

  // `infcalc NAME ...` registers NAME alone (start-up); `infcalc help NAME` registers every
  // command: both must describe a command the same way.
  it('infcalc NAME --help is the help `infcalc help NAME` gives, for every command', async () => {
    const list = (await cli('help')).stdout.split('Commands:\n')[1] ?? '';
    const names = [...list.matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1] ?? '');
    expect(names).toContain('roll');
    expect(names).toContain('completion');
    for (const name of names.filter((n) => n !== 'help')) {
      const alone = await cli(`${name} --help`);
      expect(alone.stdout).toContain(`Usage: infcalc ${name}`);
      expect(alone.stdout).toBe((await cli(`help ${name}`)).stdout);
    }
  });

  it('the top-level help tells of the menu, the rules reference, formats and exit codes', async () => {
    const help = (await cli('--help')).stdout;
    for (const text of ['interactive menu', 'docs/rules.md', 'infcalc schema NAME', 'Exit codes'])
      expect(help).toContain(text);
    // Bare `infcalc` off a terminal prints the same notes.
    expect((await cli('')).stderr).toContain('Exit codes');
  });
});

describe('options are honoured or refused, never silently dropped', () => {
  it.each([
    ['roll 12 --dice 4 --dice 5', '--dice given twice ("4", then "5")'],
    ['roll 12 --seed a --seed b', '--seed given twice'],
    ['ftf 12 vs 11 --vs-dice 4 --vs-dice 5', '--vs-dice given twice'],
    ['roll 12 --times 10 --times 20', '--times given twice'],
    ['roll 12 --rules n4 --rules n5', '--rules given twice'],
    ['engage examples/engage-split.json --seed a --seed b', '--seed given twice'],
    ['roll 12 --dice 4 --seed x', '--seed is unused: every die is typed in (--dice)'],
    ['roll 0 --dice 4 --seed x', '--seed is unused'],
    ['ftf 12 vs 11 --dice 4 --vs-dice 5 --seed x', '--seed is unused: every die is typed in'],
    ['odds 12 --vs-mod cover=-3', '--vs-mod is unused: a Normal roll has no reactive side'],
    ['odds 12 --vs-sd 1 --rules n5', '--vs-sd is unused: a Normal roll has no reactive side'],
    ['order sequence --skill "Tri Fire=short"', '--skill is unused: no skills are declared'],
    ['engage examples/engage-split.json --seed s', '--seed is unused: the file gives every die'],
    ['engage examples/engage-split.json --odds --seed s', '--seed is unused with --odds'],
    ['roll 12 --times 10 --dice 4', '--times draws its own dice'],
    ['scgb move examples/scgb-move.json --rules n5', "unknown option '--rules'"],
    ['save 2 --dam 13 --arm 1 --dice 4,15 --seed x', '--seed is unused: every save die'],
    ['orders examples/n4-two-groups.json --units u.json', '--units is unused without --code'],
    ['validate examples/n4-two-groups.json --metadata m.json', '--metadata is unused without'],
  ])('infcalc %s is refused', async (line, message) => {
    const r = await cli(line, { files });
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(2);
  });

  it.each([
    ['ftf 12 vs 11 --dice 4 --seed x', 'seed x'],
    ['roll 12 --mod a=+1 --mod b=-1 --seed x', 'SV 12'],
    ['order sequence "Move + Tri Fire" --skill "Tri Fire=short"', 'Tri Fire'],
  ])('infcalc %s still works', async (line, shown) => {
    const r = await cli(line);
    expect(r.stdout).toContain(shown);
    expect(r.code).toBe(0);
  });

  it.each([
    ['odds 12-3b3 --cumulative --json', undefined],
    ['odds 13b3 vs 11 --cumulative --json', 'active'],
  ])('infcalc %s gives the "k or more" rows as in text', async (line, winner) => {
    const json = JSON.parse((await cli(line)).stdout) as {
      cumulative: { winner?: string; atLeast: number; count: string; probability: number }[];
    };
    const text = (await cli(line.replace(' --json', ''))).stdout;
    expect(json.cumulative.length).toBeGreaterThan(0);
    for (const row of json.cumulative) {
      expect(text).toContain(`${row.atLeast} or more`);
    }
    expect(json.cumulative[0]?.winner).toBe(winner);
    // Without --cumulative the key is absent: the default output does not change.
    expect(JSON.parse((await cli(line.replace(' --cumulative', ''))).stdout)).not.toHaveProperty(
      'cumulative',
    );
  });

  it('odds --cumulative --json: counts are exact and fall as k grows', async () => {
    const json = JSON.parse((await cli('odds 12b3 --cumulative --json')).stdout) as {
      total: string;
      cumulative: { atLeast: number; count: string }[];
    };
    expect(json.cumulative.map((r) => r.atLeast)).toEqual([1, 2, 3]);
    // SV 12: a die succeeds 12 times in 20; P(3 of 3) = 12^3 / 20^3.
    expect(json.cumulative.map((r) => r.count)).toEqual(['7488', '5184', '1728']);
  });
});

describe('ftf without "vs"', () => {
  it.each([
    ['ftf 12 11', 'odds 12 11'],
    ['ftf 12 11 --times 10', 'odds 12 11'],
  ])('infcalc %s gets the same help as infcalc %s', async (ftf, odds) => {
    const [a, b] = [await cli(ftf), await cli(odds)];
    expect(a.code).toBe(2);
    expect(a.stderr).toBe(b.stderr.replace('infcalc odds', 'infcalc ftf'));
  });

  it('infcalc ftf 12 says both specs are needed', async () => {
    const r = await cli('ftf 12');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('write: infcalc ftf 12b3 vs 11');
  });
});

describe('help examples', () => {
  // Every command module's help examples (src/cli/commands/<name>/index.ts) and the program's.
  const program = ['src/cli/program.ts', ...commandModules()]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const lines = [...program.matchAll(/^\s*'((?:cat \S+ \| )?infcalc [^']*)',?$/gm)].map(
    (m) => m[1] ?? '',
  );

  it('has examples', () => {
    expect(lines.length).toBeGreaterThan(20);
  });

  it.each(lines)("%s: files named exist in examples/, or are the user's (my-…)", (line) => {
    for (const word of words(line)) {
      if (!/\.(json|ndjson)$/.test(word)) continue;
      if (word.startsWith('examples/')) expect(existsSync(word), word).toBe(true);
      else expect(line, word).toMatch(new RegExp(`(> |< )${word}|my-`));
    }
  });

  const runnable = lines.filter((l) => !/[<>]/.test(l) && !/^infcalc .*\|/.test(l));
  // The `turn` examples play a game in order: one state file, in a temporary directory.
  // The `config` examples write the settings there too.
  const helpDir = tempDir('infcalc-help-');
  const env = { INFCALC_STATE: join(helpDir, 'game.json'), XDG_CONFIG_HOME: helpDir };
  // `--chart FILE` examples write their chart to a temporary directory.
  const charts = tempDir('infcalc-help-charts-');
  it.each(runnable)('%s runs', async (example) => {
    const line = example.replace(/--chart (\S+)/, (_, f: string) => `--chart ${join(charts, f)}`);
    const piped = /^cat (\S+) \| infcalc (.*)$/.exec(line);
    const r = piped
      ? await cli(piped[2] ?? '', { stdin: files[piped[1] ?? ''] ?? '', env })
      : await cli(line.replace(/^infcalc /, ''), { files, env });
    expect(r.stderr).toBe('');
    expect([0, 1]).toContain(r.code);
  });

  it.each([
    ['orders', 'army-list'],
    ['validate', 'army-list'],
    ['engage', 'engagement'],
    ['scgb move', 'scgb-move'],
  ])('infcalc %s --help says where the file format is', async (command, schema) => {
    expect(SCHEMA_NAMES).toContain(schema);
    expect((await cli(`${command} --help`)).stdout.replace(/\s+/g, ' ')).toContain(
      `(format: infcalc schema ${schema})`,
    );
  });
});

describe('golden', () => {
  it('usage messages', async () => {
    await expect(
      await transcript(
        [
          'order',
          'help nonexist',
          'ftf 12 11',
          'roll 12 --dice 4 --dice 5',
          'roll 12 --dice 4 --seed x',
          'ftf 12 vs 11 --dice 4 --vs-dice 5 --seed x',
          'odds 12 --vs-mod cover=-3',
          'order sequence --skill "Tri Fire=short"',
          'engage examples/engage-split.json --odds --seed s',
          'odds 12b2 vs 11 --cumulative --json',
          'roll 13 --seed "my table, game 2"',
        ],
        { files },
      ),
    ).toMatchFileSnapshot('../golden/usage.txt');
  });
});

describe('24: messages say what to do', () => {
  it('24: two lists on standard input point to --ndjson', async () => {
    const list = readFileSync('examples/n4-two-groups.json', 'utf8');
    for (const command of ['orders', 'validate']) {
      const r = await cli(`${command} -`, { stdin: list + list });
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toMatch(/after the end of the document: one list per file; .*--ndjson/);
    }
  });

  it('24: odds --ndjson without FILE says it needs FILE or -', async () => {
    const r = await cli('odds --ndjson');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'infcalc: odds --ndjson needs FILE or - (standard input): the questions, one JSON object a line; write: infcalc odds FILE --ndjson, or infcalc odds - --ndjson\n',
    );
  });

  it('24: infcalc schema alone lists the schema names', async () => {
    const r = await cli('schema');
    expect([r.code, r.stderr]).toEqual([0, '']);
    for (const name of SCHEMA_NAMES) expect(r.stdout).toContain(`  ${name}\n`);
  });

  it('24: --help lists exit codes 75 and 130; --data help names XDG_CACHE_HOME', async () => {
    const help = (await cli('--help')).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('75 a turn state file held by another command');
    expect(help).toContain('130 interrupted (Ctrl-C)');
    for (const command of ['odds', 'unit', 'data fetch']) {
      const text = (await cli(`${command} --help`)).stdout.replace(/\s+/g, ' ');
      expect(text, command).toContain('$XDG_CACHE_HOME/infcalc');
    }
  });
});

describe('options that do nothing are refused', () => {
  it('--orders without a weapon', async () => {
    const r = await cli('odds 13b3 --orders 3');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--orders is unused: no weapon');
    expect((await cli('odds 13b3 --dam 13 --orders 3')).code).toBe(0);
  });
  it('army decode --metadata without --units', async () => {
    const code =
      'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAMAZwEBAABoAQEAAGUBAQA%3D';
    const r = await cli(`army decode ${code} --metadata meta.json`, {
      files: { 'meta.json': '{"skills": []}' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--metadata is unused without --units');
  });
  it('engage saveDice without a weapon', async () => {
    const file = JSON.stringify({
      active: { name: 'A', spec: '13', targets: [{ name: 'B', burst: 1 }] },
      reactive: [{ name: 'B', spec: '12' }],
      saveDice: { B: [3] },
    });
    const r = await cli('engage e.json --seed s', { files: { 'e.json': file } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('saveDice are unused');
  });
  it('--mod cover=3=4 and --ps 21', async () => {
    expect((await cli('roll 13 --mod cover=3=4 --seed s')).stderr).toContain('more than one "="');
    expect((await cli('odds 13 --ps 21')).stderr).toContain(
      '--ps "21" is not a whole number from 0 to 20',
    );
  });
});
