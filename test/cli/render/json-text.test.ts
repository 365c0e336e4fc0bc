import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holds, jsonText, kept } from '../../../src/cli/render/json-text.js';

describe('jsonText: JSON.stringify, with kept parts printed once', () => {
  it('the same text as JSON.stringify, kept parts or not', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.jsonValue()),
        (record, inner, list) => {
          const part = kept({ ...inner });
          const section = holds({ a: part, b: null, c: kept([...list]) });
          const whole = { ...record, part, section, gone: undefined, list };
          expect(jsonText(whole)).toBe(JSON.stringify(whole));
          // Again, from the kept text.
          expect(jsonText(whole)).toBe(JSON.stringify(whole));
        },
      ),
    );
  });
  it('integer keys, toJSON and nested undefined as JSON.stringify has them', () => {
    const r = { b: 1, 2: 'two', 1: [undefined], d: new Date(0), f: () => 1, e: { x: undefined } };
    expect(jsonText(r)).toBe(JSON.stringify(r));
  });
  it('a kept part cannot change after it was printed', () => {
    const part = kept({ n: 1 });
    expect(() => {
      part.n = 2;
    }).toThrow(TypeError);
  });
});
