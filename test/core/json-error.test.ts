import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError } from '../../src/core/json-error.js';
import { runs } from '../properties.js';

describe('locateJsonError', () => {
  it.each([
    ['{"a":1}', null],
    ['[1,2,]', 5],
    ['{"a" 1}', 5],
    ['{"a":tru}', 5],
    ['"abc', 4],
    ['{} x', 3],
  ])('%s', (text, index) => {
    expect(locateJsonError(text)?.index ?? null).toBe(index);
  });
  it('agrees with JSON.parse on what is valid (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(locateJsonError(text) === null).toBe(valid);
      }),
      { numRuns: runs(1000) },
    );
  });
});
