import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Choice, Prompter } from '../../src/cli/interactive.js';
import { commandLine } from '../../src/cli/interactive.js';
import { run } from '../../src/cli/main.js';
import { exampleFiles } from './harness.js';
import { tempDir } from '../temp.js';

/**
 * A scripted user: answers the prompts in order. Typed answers go through the prompt's
 * own validator first, as a terminal would, and rejected ones are recorded.
 */
function scripted(answers: string[]): Prompter & { rejected: string[]; asked: string[] } {
  const rejected: string[] = [];
  const asked: string[] = [];
  const next = (): string => {
    const a = answers.shift();
    if (a === undefined) throw new Error('the script ran out of answers');
    return a;
  };
  return {
    rejected,
    asked,
    select<T extends string>(o: { message: string; choices: readonly Choice<T>[] }): Promise<T> {
      asked.push(o.message);
      const a = next();
      const choice = o.choices.find((c) => c.name === a || c.value === a);
      if (choice === undefined) throw new Error(`no choice "${a}" in ${o.message}`);
      return Promise.resolve(choice.value);
    },
    input(o: {
      message: string;
      default?: string;
      validate?: (v: string) => true | string;
    }): Promise<string> {
      asked.push(o.message);
      for (;;) {
        const a = next();
        const value = a === '' && o.default !== undefined ? o.default : a;
        const ok = o.validate?.(value) ?? true;
        if (ok === true) return Promise.resolve(value);
        rejected.push(ok);
      }
    },
  };
}

const cancel: Prompter = {
  select: () =>
    Promise.reject(
      Object.assign(new Error('User force closed the prompt'), { name: 'ExitPromptError' }),
    ),
  input: () => Promise.reject(new Error('unreachable')),
};

/** A menu session; the first prompt, the rules edition, is answered with its default. */
async function session(
  answers: string[],
  argv: string[] = [],
  tty = true,
  env: Record<string, string> = {},
  edition = env.INFCALC_RULES?.toUpperCase() ?? 'N4',
) {
  const prompter = scripted([edition, ...answers]);
  const r = await run({
    argv,
    env,
    stdoutIsTTY: tty,
    stdinIsTTY: tty,
    readFile: (p) => Promise.resolve(exampleFiles()[p] ?? ''),
    readStdin: () => Promise.resolve(''),
    prompter,
  });
  return { ...r, prompter };
}

describe('interactive mode', () => {
  it.each([
    [
      ['Normal roll', '12-3b3', 'I rolled them: type them in', '8,12,9'],
      'infcalc roll 12-3b3 --dice 8,12,9',
    ],
    [
      ['Face-to-Face roll', '12b2', '11', '', 'I rolled them: type them in', '4,9', '5'],
      'infcalc ftf 12b2 vs 11 --dice 4,9 --vs-dice 5',
    ],
    [['Odds', '13b3', '11', ''], 'infcalc odds 13b3 vs 11'],
    [['Odds', '12-3b3', '', ''], 'infcalc odds 12-3b3'],
    [
      ['Odds', '13b3', '', '--dam 13 --ammo da --cont --vs-arm 3 --vs-w 2'],
      'infcalc odds 13b3 --dam 13 --ammo da --cont --vs-arm 3 --vs-w 2',
    ],
    [
      [
        'Face-to-Face roll',
        '13b3',
        '12',
        '--dam 13 --vs-arm 2 --vs-dam 14 --arm 4',
        'I rolled them: type them in',
        '8,11,15',
        '20',
      ],
      'infcalc ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --dice 8,11,15 --vs-dice 20',
    ],
    [['Order count of a list file', ''], 'infcalc orders examples/n4-two-groups.json'],
    [['Order check', 'Move + BS Attack'], "infcalc order check 'Move + BS Attack'"],
  ])('%j prints %s and runs it', async (answers, command) => {
    const r = await session(answers);
    expect(r.stdout.split('\n')[0]).toBe(`Equivalent command: ${command}`);
    expect(r.code).toBe(0);
  });

  it.each([
    [{}, 'N4', 'infcalc roll 23 --dice 2', 'Normal roll (N4 rules)'],
    [{}, 'N5', 'infcalc roll 23 --dice 2 --rules n5', 'Normal roll (N5 rules)'],
    [
      { INFCALC_RULES: 'n5' },
      'N5',
      'infcalc roll 23 --dice 2 --rules n5',
      'Normal roll (N5 rules)',
    ],
    [
      { INFCALC_RULES: 'n5' },
      'N4',
      'infcalc roll 23 --dice 2 --rules n4',
      'Normal roll (N4 rules)',
    ],
  ])('asks the edition once (env %j, answer %s): %s', async (env, edition, command, head) => {
    const answers = ['Normal roll', '23', 'I rolled them: type them in', '2'];
    const r = await session(answers, [], true, env, edition);
    expect(r.prompter.asked[0]).toBe('Rules edition');
    expect(r.prompter.asked.filter((m) => m === 'Rules edition')).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    const plain = r.stdout.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain.split('\n').slice(0, 3)).toEqual([`Equivalent command: ${command}`, '', head]);
  });

  it('plays a turn: a game started with N5 rules, then an order spent (no --rules on it)', async () => {
    const env = {
      INFCALC_STATE: join(tempDir('infcalc-menu-'), 'game.json'),
      NO_COLOR: '1',
    };
    const started = await session(
      ['Play a turn', 'Start a game from a list file', 'examples/n5-tactical.json'],
      [],
      true,
      env,
      'N5',
    );
    expect(started.stdout.split('\n')[0]).toBe(
      'Equivalent command: infcalc turn start examples/n5-tactical.json --rules n5',
    );
    expect(started.code).toBe(0);
    const spent = await session(
      ['Play a turn', 'Spend an order', 'Hexa', 'tactical', 'Move + BS Attack'],
      [],
      true,
      env,
      'N5',
    );
    const lines = spent.stdout.split('\n');
    expect(lines[0]).toBe(
      "Equivalent command: infcalc turn spend Hexa --order tactical --skills 'Move + BS Attack'",
    );
    // The Impetuous Phase comes first: refused with its rule, exit 1.
    expect(lines[2]).toBe('Refused: spend tactical on Hexa (N5 rules)');
    expect(spent.code).toBe(1);
  });

  it('the N5 catalogue in the order check prompt', async () => {
    const r = await session(['Order check', 'Look Out!'], [], true, {}, 'N5');
    expect(r.stdout.split('\n')[0]).toBe(
      "Equivalent command: infcalc order check 'Look Out!' --rules n5",
    );
    expect(r.code).toBe(1);
  });

  it('a random roll is reproducible: the printed command carries the seed', async () => {
    const r = await session(['Normal roll', '13', 'Roll them for me']);
    const line = r.stdout.split('\n')[0] ?? '';
    expect(line).toMatch(/^Equivalent command: infcalc roll 13 --seed [0-9a-z]{8}$/);
    const seed = line.split(' ').at(-1) ?? '';
    const again = await session([], ['roll', '13', '--seed', seed]);
    expect(r.stdout).toContain(again.stdout);
  });

  it('validates as you type, with the parsers of the commands', async () => {
    const r = await session([
      'Face-to-Face roll',
      '12x',
      '12b2',
      '11',
      '--dam 31',
      '--dam 13 --vs-ammo',
      '--dam 13 --fast',
      '--dam 13 --vs-arm 3',
      'I rolled them: type them in',
      '4',
      '4,9',
      '21',
      '5',
    ]);
    expect(r.prompter.rejected).toEqual([
      'roll spec "12x": unexpected "x" at character 3',
      '--dam "31" is not a whole number from 0 to 30',
      '--vs-ammo needs a value',
      '"--fast" is not a weapon or target flag (e.g. --dam 13)',
      'dice "4": 1 die given, the roll has burst 2',
      'dice "21": "21" at character 1 is not a d20 result (1..20)',
    ]);
    expect(r.stdout.split('\n')[0]).toBe(
      'Equivalent command: infcalc ftf 12b2 vs 11 --dam 13 --vs-arm 3 --dice 4,9 --vs-dice 5',
    );
  });

  it('Ctrl-C exits 130 with one line and no stack trace', async () => {
    const r = await run({
      argv: [],
      env: {},
      stdoutIsTTY: true,
      stdinIsTTY: true,
      readFile: () => Promise.resolve(''),
      readStdin: () => Promise.resolve(''),
      prompter: cancel,
    });
    expect(r).toEqual({ stdout: '', stderr: 'infcalc: cancelled\n', code: 130 });
  });

  it.each([
    ['not a terminal', [], false],
    ['--no-input', ['--no-input'], true],
  ])('never prompts when %s: help on stderr, exit 2', async (_, argv, tty) => {
    const r = await session([], argv, tty);
    expect(r.prompter.asked).toEqual([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: infcalc');
  });

  it('quotes the command line for a POSIX shell', () => {
    expect(commandLine(['order', 'check', "Move + it's"])).toBe(
      `infcalc order check 'Move + it'\\''s'`,
    );
  });
});
