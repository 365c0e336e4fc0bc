import { describe, expect, it } from 'vitest';
import { wantsColour } from '../../src/cli/style.js';

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
