import { describe, expect, it } from 'vitest';
import { escapeControls, escapeStrings } from '../../../src/cli/render/escape.js';

describe('escapeControls', () => {
  it.each([
    ['plain', 'plain'],
    ['a\nb', 'a\\nb'],
    ['\t\r', '\\t\\r'],
    ['\u001b[2J', '\\u001b[2J'],
    ['\u0000\u007f\u009b', '\\u0000\\u007f\\u009b'],
    ['abc\u202edef', 'abc\\u202edef'],
    ['é ü ß 日本 🎲', 'é ü ß 日本 🎲'],
  ])('%j -> %j', (text, out) => {
    expect(escapeControls(text)).toBe(out);
  });

  it('escapes strings, keys, Map entries deep in a report; other values stay', () => {
    const r = escapeStrings({
      n: 1,
      b: 2n,
      a: ['x\n', { 'k\n': 'v\n' }],
      m: new Map([['k\n', ['v\n']]]),
    });
    expect(r).toEqual({
      n: 1,
      b: 2n,
      a: ['x\\n', { 'k\\n': 'v\\n' }],
      m: new Map([['k\\n', ['v\\n']]]),
    });
  });

  it('copies only what holds something to escape; the rest is kept by identity', () => {
    const clean = { a: ['x', { k: 'v' }], m: new Map([['k', 1]]), s: new Set(['y']) };
    expect(escapeStrings(clean)).toBe(clean);
    const mixed = { clean: clean.a, dirty: ['ok', 'x\n'], after: 1 };
    const r = escapeStrings(mixed);
    expect(r).toEqual({ clean: clean.a, dirty: ['ok', 'x\\n'], after: 1 });
    expect(r.clean).toBe(clean.a);
    expect(Object.keys(r)).toEqual(['clean', 'dirty', 'after']);
    const bare = Object.assign(Object.create(null) as object, { k: 'v' });
    expect(Object.getPrototypeOf(escapeStrings(bare))).toBe(Object.prototype);
  });

  it("keeps infcalc's own tables (the report's edition) as they are, by identity", () => {
    const table = { name: 'N4', rows: ['a'] };
    const r = escapeStrings({ edition: table, copy: { ...table }, text: 'x\n' }, [table]);
    expect(r.edition).toBe(table);
    expect(r.copy).not.toBe(table);
    expect(r.text).toBe('x\\n');
  });
});
