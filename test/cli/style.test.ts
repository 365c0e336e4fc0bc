import { describe, expect, it } from 'vitest';
import { wantsColour } from '../../src/cli/style.js';
import { cli, exampleFiles } from './harness.js';

describe('wantsColour', () => {
  it.each([
    [true, {}, false, true],
    [false, {}, false, false],
    [true, { NO_COLOR: '1' }, false, false],
    [true, { NO_COLOR: '' }, false, true],
    [true, {}, true, false],
    [false, { FORCE_COLOR: '1' }, false, true],
    [true, { FORCE_COLOR: '0' }, false, false],
    [false, { FORCE_COLOR: '1', NO_COLOR: '1' }, false, false],
    [true, { TERM: 'dumb' }, false, false],
  ])('tty %s, env %j, --no-color %s -> %s', (isTTY, env, noColorFlag, expected) => {
    expect(wantsColour({ isTTY, env, noColorFlag })).toBe(expected);
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
