/** Help, completion and Monte-Carlo: the terminal polish of every command. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sigmas } from '../../src/cli/render/simulate.js';
import { cli, exampleFiles, transcript } from './harness.js';

const COMMANDS = [
  '',
  'roll',
  'ftf',
  'odds',
  'save',
  'compare',
  'orders',
  'validate',
  'schema',
  'order',
  'order check',
  'order sequence',
  'engage',
  'scgb',
  'scgb move',
  'completion',
];

describe('help', () => {
  it.each(COMMANDS)('"%s --help" leads with 2 to 4 real examples', async (command) => {
    const r = await cli(`${command} --help`.trim());
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Examples:');
    const examples = lines.slice(1, lines.indexOf(''));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.length).toBeLessThanOrEqual(4);
    for (const e of examples) expect(e).toMatch(/^ {2}\$ (infcalc |eval |cat )/);
  });

  it('golden help', async () => {
    await expect(await transcript(['--help', 'roll --help', 'order --help'])).toMatchFileSnapshot(
      '../golden/help.txt',
    );
  });

  it('bare infcalc off a terminal prints help with examples and exits 2', async () => {
    const r = await cli('');
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith('Examples:')).toBe(true);
  });
});

describe('completion', () => {
  const complete = (line: string): string => {
    const words = line.split(' ');
    const script = [
      'eval "$(node bin/infcalc.js completion bash)"',
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')})`,
      `COMP_CWORD=${words.length - 1}`,
      '_infcalc',
      'echo "${COMPREPLY[*]}"',
    ].join('\n');
    return spawnSync('bash', ['-c', script], { encoding: 'utf8' }).stdout.trim();
  };
  it.each([
    ['infcalc o', 'odds orders order'],
    ['infcalc order c', 'check'],
    ['infcalc roll 12 --see', '--seed'],
    ['infcalc schema ', 'army-list compare engagement profiles question scgb-move --help'],
    ['infcalc scgb move --j', '--json'],
  ])('bash: "%s" completes to "%s"', (line, expected) => {
    expect(complete(line)).toBe(expected);
  });

  it('zsh and fish scripts come from the same command tree', async () => {
    expect((await cli('completion zsh')).stdout).toContain('bashcompinit');
    const fish = (await cli('completion fish')).stdout;
    expect(fish).toContain(
      "complete -c infcalc -n '__fish_seen_subcommand_from order; and not __fish_seen_subcommand_from check sequence' -a check",
    );
    expect(fish).toContain('-l vs-dice -r');
  });

  it('golden scripts', async () => {
    await expect(
      await transcript(['completion bash', 'completion zsh', 'completion fish']),
    ).toMatchFileSnapshot('../golden/completion.txt');
  });

  it('an unknown shell is a usage error', async () => {
    expect((await cli('completion tcsh')).code).toBe(2);
  });
});

describe('Monte-Carlo (--times)', () => {
  it.each([
    ['roll 12-3b3 --times 100000 --seed mc', 'normal-simulation'],
    ['ftf 13b3 vs 11 --times 100000 --seed mc', 'ftf-simulation'],
    ['ftf 23b2 vs 15-3 --times 100000 --seed mc2', 'ftf-simulation'],
    ['ftf 11b4 vs 11b2 --times 100000 --seed mc3', 'ftf-simulation'],
  ])('%s: every frequency within 4 standard deviations of the exact odds', async (line, kind) => {
    const r = JSON.parse((await cli(`${line} --json`)).stdout) as {
      kind: string;
      times: number;
      outcomes: { count: number; probability: number }[];
    };
    expect(r.kind).toBe(kind);
    expect(r.outcomes.reduce((s, o) => s + o.count, 0)).toBe(100_000);
    for (const o of r.outcomes)
      expect(Math.abs(sigmas(o.count, r.times, o.probability))).toBeLessThan(4);
  });

  it('seeded runs are reproducible, text beside the exact odds', async () => {
    const a = await transcript([
      'ftf 13b3 vs 11 --times 20000 --seed table',
      'roll 12b2 --times 1000 --seed t --json',
    ]);
    expect(
      await transcript([
        'ftf 13b3 vs 11 --times 20000 --seed table',
        'roll 12b2 --times 1000 --seed t --json',
      ]),
    ).toBe(a);
    await expect(a).toMatchFileSnapshot('../golden/simulate.txt');
  });

  it.each([
    ['roll 12 --times 0', '--times "0" is not a whole number from 1 to 10000000'],
    ['roll 12 --times 10000001', 'is not a whole number'],
    ['roll 12 --times 1e5', 'is not a whole number'],
    ['roll 12 --times 10 --dice 5', '--times draws its own dice'],
  ])('%s is a usage error', async (line, message) => {
    const r = await cli(line);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('shows a progress bar on a terminal stderr for long runs, and clears it', async () => {
    const { run } = await import('../../src/cli/main.js');
    let progress = '';
    const r = await run({
      argv: ['roll', '12', '--times', '200000', '--seed', 'p'],
      env: {},
      stdoutIsTTY: false,
      stdinIsTTY: false,
      stderrIsTTY: true,
      readFile: () => Promise.resolve(''),
      readStdin: () => Promise.resolve(''),
      progress: (t) => (progress += t),
    });
    expect(r.code).toBe(0);
    expect(progress).toContain('50% of 200000 rolls');
    expect(progress.endsWith('\r\u001b[K')).toBe(true);
    expect(r.stdout).not.toContain('\r');
  });
});

describe('colour', () => {
  const ESC = '\u001b[';
  const lines = [
    'roll 12-3b3 --seed c',
    'ftf 12b2 vs 11 --dice 4,9 --vs-dice 5',
    'odds 13b3 vs 11',
    'orders examples/n4-two-groups.json',
    'validate examples/n4-two-groups.json',
    'order check "bs + cc"',
    'order sequence "Move + BS Attack"',
    'engage examples/engage-split.json',
    'scgb move examples/scgb-illegal.json',
    'roll 12 --times 100 --seed c',
  ];
  const files = exampleFiles();
  it.each(lines)(
    '%s: colour on a terminal, none with NO_COLOR, --no-color, --json or a pipe',
    async (line) => {
      expect((await cli(line, { files, tty: true })).stdout).toContain(ESC);
      expect((await cli(line, { files, tty: true, env: { NO_COLOR: '1' } })).stdout).not.toContain(
        ESC,
      );
      expect((await cli(`${line} --no-color`, { files, tty: true })).stdout).not.toContain(ESC);
      expect((await cli(`${line} --json`, { files, tty: true })).stdout).not.toContain(ESC);
      expect((await cli(line, { files })).stdout).not.toContain(ESC);
    },
  );
});
