/**
 * The documentation's examples are real. Every fenced block in README.md and docs/*.md whose
 * first line is `$ infcalc …` shows what that command prints now, colour off: its standard
 * output, then its standard error, line for line. A line `…` stands for any number of lines
 * left out; without a `…` at the end, the last line shown is the last line printed. The
 * menu transcript (a block whose lines start `✔ `) is replayed through the menu's prompts,
 * and the library example (docs/library.md) runs against the library: each `// → value`
 * is what the line before it logs.
 */
import * as crypto from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { Choice, Prompter } from '../src/cli/interactive.js';
import { run } from '../src/cli/main.js';
import { cli, exampleFiles } from './cli/harness.js';
import { allBlocks, DOC_FILES } from './doc-blocks.js';
import { tempDir } from './temp.js';

const blocks = allBlocks();

const examples = blocks
  .filter((b) => b.lines[0]?.startsWith('$ infcalc ') === true)
  .map((b) => ({
    where: `${b.file}:${String(b.line)}`,
    command: (b.lines[0] ?? '').slice('$ infcalc '.length),
    shown: b.lines.slice(1),
  }));

const menus = blocks.filter((b) => b.lines[0]?.startsWith('✔ ') === true);

const isGap = (line: string): boolean => line.trim() === '…';
const same = (a: string, b: string): boolean => a.trimEnd() === b.trimEnd();

/**
 * Does `shown` account for every line of `actual`, in order? A `…` skips any number of
 * lines (none included); the search backtracks, so a shown line that occurs twice is fine.
 */
function matches(shown: readonly string[], actual: readonly string[]): boolean {
  const from = (s: number, a: number): boolean => {
    if (s === shown.length) return a === actual.length;
    const line = shown[s] ?? '';
    if (isGap(line)) {
      for (let k = a; k <= actual.length; k++) if (from(s + 1, k)) return true;
      return false;
    }
    return a < actual.length && same(line, actual[a] ?? '') && from(s + 1, a + 1);
  };
  return from(0, 0);
}

describe('matches', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], true],
    [['a'], ['a', 'b'], false], // a trailing line left out without `…`
    [['a', '…'], ['a', 'b', 'c'], true],
    [['…', 'c'], ['a', 'b', 'c'], true],
    [['a', '…', 'b'], ['a', 'b', 'x', 'b'], true], // backtracks to the last `b`
    [['a', '  …', 'c'], ['a', 'c'], true],
    [['a', 'x'], ['a', 'b'], false],
  ])('%j against %j: %s', (shown, actual, ok) => {
    expect(matches(shown, actual)).toBe(ok);
  });
});

const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

describe('documentation examples', () => {
  it('every file with a `$ infcalc` line has it as the first line of a block that is run', () => {
    const run = new Set(examples.map((e) => e.where));
    const stray = DOC_FILES.flatMap((file) => {
      const text = readFileSync(file, 'utf8').split('\n');
      return text.flatMap((l, i) =>
        // A block is known by its fence line: 1-based, the 0-based index of the line below it.
        /^\s*\$ infcalc /.test(l) && !run.has(`${file}:${String(i)}`)
          ? [`${file}:${String(i + 1)}`]
          : [],
      );
    });
    expect(stray).toEqual([]);
  });

  it('has examples to check in the README and in docs/', () => {
    expect(examples.filter((e) => e.where.startsWith('README.md')).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(examples.filter((e) => e.where.startsWith('docs/')).length).toBeGreaterThanOrEqual(30);
  });

  // docs/turn.md plays a turn: its examples share one state file, in a temporary directory.
  const state = join(tempDir('infcalc-docs-'), 'game.json');
  // A `--chart FILE` or `web --out PATH` example writes to a temporary directory; where FILE
  // is committed (the README's chart), the chart written must be that file, byte for byte.
  const charts = tempDir('infcalc-docs-charts-');
  it.each(examples)('$where: $ infcalc $command', async ({ command, shown }) => {
    const chart = /--(?:chart|out) (\S+)/.exec(command)?.[1];
    const written = chart === undefined ? '' : join(charts, chart.replace(/\//g, '_'));
    const r = await cli(chart === undefined ? command : command.replace(chart, written), {
      files: exampleFiles(),
      env: { INFCALC_STATE: state },
    });
    const actual = [...lines(r.stdout), ...lines(r.stderr)].map((l) =>
      l.replace(written, chart ?? ''),
    );
    if (!matches(shown, actual)) expect(shown.join('\n')).toBe(actual.join('\n'));
    if (chart !== undefined && existsSync(chart) && !command.startsWith('web '))
      expect(readFileSync(written, 'utf8')).toBe(readFileSync(chart, 'utf8'));
  });
});

/** A user who gives the transcript's answers, and checks each question is the one shown. */
function transcriptUser(answers: string[]): Prompter {
  const next = (message: string): string => {
    const line = answers.shift();
    if (line?.startsWith(`✔ ${message}`) !== true) {
      throw new Error(`the menu asks "${message}"; the transcript shows ${String(line)}`);
    }
    return line.slice(`✔ ${message}`.length).trim();
  };
  return {
    select<T extends string>(o: { message: string; choices: readonly Choice<T>[] }): Promise<T> {
      const a = next(o.message);
      const choice = o.choices.find((c) => c.name === a);
      if (choice === undefined) throw new Error(`no choice "${a}" for "${o.message}"`);
      return Promise.resolve(choice.value);
    },
    input(o: { message: string; default?: string }): Promise<string> {
      const a = next(o.message);
      return Promise.resolve(a === '' ? (o.default ?? '') : a);
    },
  };
}

describe('menu transcripts', () => {
  it('the README has one', () => {
    expect(menus.filter((m) => m.file === 'README.md')).toHaveLength(1);
  });

  it.each(menus.map((m) => ({ where: `${m.file}:${String(m.line)}`, m })))(
    '$where asks what it shows and prints what it shows',
    async ({ m }) => {
      const prompts = m.lines.filter((l) => l.startsWith('✔ '));
      const printed = m.lines.slice(prompts.length);
      const r = await run({
        argv: [],
        env: { NO_COLOR: '1' },
        stdoutIsTTY: true,
        stdinIsTTY: true,
        readFile: (p) => Promise.resolve(exampleFiles()[p] ?? ''),
        readStdin: () => Promise.resolve(''),
        prompter: transcriptUser([...prompts]),
      });
      expect(r.stderr).toBe('');
      const actual = lines(r.stdout);
      if (!matches(printed, actual)) expect(printed.join('\n')).toBe(actual.join('\n'));
    },
  );
});

/** How a logged value is written after `// →`: bigints with their `n`, strings quoted. */
const shownValue = (v: unknown): string =>
  typeof v === 'bigint' ? `${String(v)}n` : typeof v === 'string' ? JSON.stringify(v) : String(v);

describe('library examples', () => {
  const snippets = blocks.filter((b) => b.file === 'docs/library.md' && b.info === 'ts');

  it('docs/library.md has one', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(1);
  });

  it.each(snippets.map((b) => ({ where: `${b.file}:${String(b.line)}`, b })))(
    '$where runs against the library and logs what its comments say',
    async ({ b }) => {
      const library: unknown = await import('../src/index.js');
      const { code } = transformSync(b.lines.join('\n'), { loader: 'ts', format: 'cjs' });
      const logged: string[] = [];
      const fakeConsole = { log: (v: unknown) => logged.push(shownValue(v)) };
      const fakeRequire = (name: string): unknown => {
        // The turn example hashes its state file with node:crypto, as a caller would.
        if (name === 'node:crypto') return crypto;
        if (name !== 'infcalc') throw new Error(`the example imports ${name}`);
        return library;
      };
      // The snippet is CommonJS now: give it its require, module and console.
      runInNewContext(code, {
        require: fakeRequire,
        module: { exports: {} },
        exports: {},
        console: fakeConsole,
      });
      const expected = b.lines.flatMap((l) => {
        const m = /\/\/ → (.*)$/.exec(l);
        return m === null ? [] : [m[1] ?? ''];
      });
      expect(logged).toEqual(expected);
    },
  );
});
