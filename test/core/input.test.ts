/** The one JSON reader: depth bound, duplicate and __proto__ keys, byte-order mark. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseJson } from '../../src/core/input.js';
import { scanJson, scanKeys } from '../../src/core/json-error.js';
import { runs } from '../properties.js';

const deep = (n: number, inner = '1'): string => '['.repeat(n) + inner + ']'.repeat(n);
const deepObj = (n: number): string => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('parseJson refuses what JSON.parse would hide', () => {
  it.each([
    ['duplicate key', '{"a":1,"a":2}', 'duplicate key "a"', 'a'],
    ['duplicate key, escaped', '{"a":1,"\\u0061":2}', 'duplicate key "a"', 'a'],
    [
      'nested duplicate',
      '{"g":[{"t":{"name":"x","name":"y"}}]}',
      'duplicate key "name"',
      'g[0].t.name',
    ],
    [
      '__proto__ key',
      '{"x":{"__proto__":{"y":1}}}',
      'the key "__proto__" is not allowed',
      'x.__proto__',
    ],
    [
      '__proto__, escaped',
      '{"\\u005f_proto__":1}',
      'the key "__proto__" is not allowed',
      '__proto__',
    ],
    ['too deep (arrays)', deep(5000), `JSON nested more than ${MAX_JSON_DEPTH} levels deep`, null],
    [
      'too deep (objects)',
      deepObj(5000),
      `JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
      null,
    ],
  ])('%s', (_, text, message, path) => {
    const r = parseJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(message);
    if (path !== null) expect(r.error.at).toEqual({ kind: 'path', path });
    else expect(r.error.at?.kind).toBe('path');
  });

  it.each([
    ['same key in sibling objects', '[{"a":1},{"a":2}]'],
    ['keys that are JavaScript names', '{"constructor":1,"toString":2,"hasOwnProperty":3}'],
    ['exactly the depth bound', deep(MAX_JSON_DEPTH)],
    ['a byte-order mark', '\uFEFF{"a":1}'],
    ['a byte-order mark, then space', '\uFEFF  [1]'],
  ])('accepts %s', (_, text) => {
    expect(parseJson(text).ok).toBe(true);
  });

  it('one level past the bound is refused', () => {
    expect(parseJson(deep(MAX_JSON_DEPTH + 1)).ok).toBe(false);
  });

  it('a syntax error deep down is still located, without recursion', () => {
    const text = deep(200_000, '1,]');
    expect(scanJson(text)).toMatchObject({ kind: 'syntax', index: 200_002 });
  });

  it('a byte-order mark does not shift the reported column', () => {
    const r = parseJson('\uFEFF{"a" 1}');
    expect(r.ok ? '' : r.error.message).toBe(
      'not valid JSON at line 1, column 6: expected ":", found "1"',
    );
  });

  it('agrees with JSON.parse on valid JSON without duplicate keys (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        // fc may generate "__proto__" keys; those are refused by design.
        if (text.includes('"__proto__"')) return;
        const r = parseJson(text);
        expect(r.ok && JSON.stringify(r.value)).toBe(text);
      }),
      { numRuns: runs(500) },
    );
  });

  it('the light pass after JSON.parse finds what the full scan finds (property)', () => {
    // Objects built as text, so that keys can repeat; keys with escapes and quotes.
    const key = fc.constantFrom('a', 'b', '\\u0061', 'a\\"b', '__proto__', '\\\\');
    const leaf = fc.constantFrom('1', '"x"', '"\\""', 'null', '[]', '{}', '"\\\\"');
    const tree = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('node'), { maxLength: 3 }).map((xs) => `[${xs.join(',')}]`),
        fc
          .array(fc.tuple(key, tie('node')), { maxLength: 3 })
          .map((kv) => `{${kv.map(([k, v]) => `"${k}" : ${v}`).join(' ,')}}`),
      ),
    }));
    fc.assert(
      fc.property(tree.node, fc.integer({ min: 1, max: 4 }), (text, depth) => {
        expect(scanKeys(text, depth)).toEqual(scanJson(text, depth));
      }),
      { numRuns: runs(1000) },
    );
  });
});
