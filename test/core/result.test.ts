import { describe, expect, it } from 'vitest';
import { clip, clipped, inputError } from '../../src/core/result.js';

describe('clip', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(60), 'x'.repeat(60)],
    [`"${'x'.repeat(1000)}" is bad`, `"${'x'.repeat(39)}…${'x'.repeat(11)}" is bad`],
    ['a b '.repeat(200), `${'a b '.repeat(65)} … ${'a b '.repeat(30)}`],
  ])('%#', (text, out) => {
    expect(clip(text)).toBe(out);
  });

  it('is linear on a megabyte word (no regular expression stack)', () => {
    expect(clip('y'.repeat(10_000_000))).toHaveLength(53);
  });

  it('clips message, hint and path of an input error', () => {
    const w = 'z'.repeat(500);
    const e = clipped(inputError(w, { kind: 'path', path: w }, w));
    expect([e.message, e.hint, e.at]).toEqual([clip(w), clip(w), { kind: 'path', path: clip(w) }]);
  });
});
