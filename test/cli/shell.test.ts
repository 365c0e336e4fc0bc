/** Printed commands are copy-pasteable: a shell reads back exactly the words printed. */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandLine, CONTROL, shellQuote } from '../../src/cli/shell.js';
import { cli } from './harness.js';
import { runs } from '../properties.js';

/** The words `shell` reads from `line` (each printed NUL-terminated). */
function wordsOf(shell: 'sh' | 'bash', line: string): string[] {
  const flags = shell === 'bash' ? ['--norc', '--noprofile'] : [];
  const r = spawnSync(shell, [...flags, '-c', `printf '%s\\0' ${line}`], {
    encoding: 'utf8',
    env: { LC_ALL: 'C.UTF-8', PATH: process.env.PATH ?? '' },
  });
  expect(r.stderr).toBe('');
  return r.stdout.split('\0').slice(0, -1);
}

describe('shellQuote', () => {
  it.each([
    ['13b3', '13b3'],
    ['range=+3', 'range=+3'],
    ['examples/n4-two-groups.json', 'examples/n4-two-groups.json'],
    ['Move + BS Attack', "'Move + BS Attack'"],
    ['$(rm -rf ~)', "'$(rm -rf ~)'"],
    ["it's", "'it'\\''s'"],
    ['', "''"],
    ['*', "'*'"],
    ['a\u001b]0;x\u0007', "$'a\\x1b]0;x\\x07'"],
    ['a\nb', "$'a\\x0ab'"],
  ])('%j is written %s', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });

  it('sh reads back any printable words', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme' }).filter((w) => !CONTROL.test(w) && !w.includes('\0')),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (words) => {
          expect(wordsOf('sh', words.map(shellQuote).join(' '))).toEqual(words);
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it('bash reads back words with control characters, printed on one line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'binary' }).filter((w) => !w.includes('\0')),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        (words) => {
          const line = words.map(shellQuote).join(' ');
          expect(line).not.toMatch(CONTROL);
          expect(wordsOf('bash', line)).toEqual(words);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});

describe('printed commands', () => {
  it.each([
    ['roll 13 --seed "my seed"', "--seed 'my seed')"],
    ["roll 13 --seed '$(date)'", "--seed '$(date)')"],
    ['ftf 12 vs 11 --seed "a b"', "--seed 'a b')"],
    ['ftf 12 vs 11 --seed "a b" --times 10', "--seed 'a b')"],
    ['roll 13 --seed plain', '--seed plain)'],
  ])('infcalc %s gives a replay hint that pastes back', async (line, hint) => {
    const r = await cli(line);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`(replay with ${hint}`);
  });

  it('a sweep prints its question shell-quoted', async () => {
    const r = await cli('odds 12..13 vs 11 --mod "$(x)=-3"');
    expect(r.stdout.split('\n')[0]).toContain("infcalc odds 12..13 vs 11 --mod '$(x)=-3'");
  });

  it('commandLine puts infcalc first', () => {
    expect(commandLine(['order', 'check', 'Move + BS Attack'])).toBe(
      "infcalc order check 'Move + BS Attack'",
    );
  });

  it('the demo prints commands that, pasted into a shell, print what the demo shows', () => {
    const demo = spawnSync(process.execPath, ['scripts/demo.js'], { encoding: 'utf8' });
    expect(demo.status).toBe(0);
    const sections = demo.stdout.split(/^(?=\$ infcalc )/m).filter((s) => s.startsWith('$ '));
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) {
      const [first = '', ...rest] = section.split('\n');
      const pasted = spawnSync(
        'sh',
        ['-c', first.replace(/^\$ infcalc/, `${shellQuote(process.execPath)} bin/infcalc.js`)],
        {
          encoding: 'utf8',
        },
      );
      expect(pasted.stdout.trimEnd(), first).toBe(rest.join('\n').trimEnd());
    }
  });
});
