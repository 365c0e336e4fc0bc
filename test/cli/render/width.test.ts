import { describe, expect, it } from 'vitest';
import { displayWidth, padDisplay } from '../../../src/cli/render/width.js';

describe('displayWidth', () => {
  it.each([
    ['', 0],
    ['Fusilier', 8],
    ['é ü ß', 5],
    ['狙撃兵', 6],
    ['ＡＢＣ', 6],
    ['한국', 4],
    ['カタカナ', 8],
    ['🎲', 2],
    ['a🎲b', 4],
    ['e\u0301', 1], // e + combining acute
    ['a\u200bb', 2], // zero-width space
    ['\u001b', 6], // shown as \u001b
    ['a\nb', 4], // shown as a\nb
    ['\u001b[1mbold\u001b[0m', 4], // colour codes take no columns
    ['≥1 success', 10],
  ])('%j is %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it('pads by columns, at the end or the start; ASCII as padEnd/padStart', () => {
    expect(padDisplay('狙撃兵', 8)).toBe('狙撃兵  ');
    expect(padDisplay('ＡＢ', 6, true)).toBe('  ＡＢ');
    expect(padDisplay('abc', 6)).toBe('abc'.padEnd(6));
    expect(padDisplay('abc', 6, true)).toBe('abc'.padStart(6));
    expect(padDisplay('toolong', 3)).toBe('toolong');
  });
});
