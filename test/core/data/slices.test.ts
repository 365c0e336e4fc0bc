import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash32, sliceHash, sliceUnitFile } from '../../../src/core/data/slices.js';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('sliceHash (the check of a unit slice read back through the index)', () => {
  it('is the same for the same bytes wherever they lie (any offset, any alignment)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.uint8Array({ maxLength: 9 }),
        fc.uint8Array({ maxLength: 9 }),
        (mid, before, after) => {
          const all = new Uint8Array([...before, ...mid, ...after]);
          expect(sliceHash(all, before.length, before.length + mid.length)).toBe(sliceHash(mid));
        },
      ),
    );
  });

  it('changes when any one byte changes, and with the length', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (b, at, delta) => {
          const i = at % b.length;
          const changed = Uint8Array.from(b);
          changed[i] = ((changed[i] ?? 0) + delta) % 256;
          expect(sliceHash(changed)).not.toBe(sliceHash(b));
          expect(sliceHash(new Uint8Array([...b, 0]))).not.toBe(sliceHash(b));
        },
      ),
    );
  });

  it('reads a Buffer range without the bytes around it (Buffer#slice shares memory)', () => {
    const file = Buffer.from('xx{"id":1}yy');
    expect(sliceHash(file, 2, 10)).toBe(sliceHash(bytes('{"id":1}')));
    expect(sliceHash(file, 2, 10)).not.toBe(sliceHash(bytes('{"id":2}')));
  });

  it('is a 32-bit unsigned number, as the index stores it', () => {
    const h = sliceHash(bytes('{"units":[]}'));
    expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
    expect(hash32(bytes('abc'))).toBe(0x1a47e90b);
  });

  it('checks the slices the index finds in a unit file', () => {
    const text = '{"version":"1","units":[{"id":1,"name":"A"},{"id":2,"name":"B"}],"filters":{}}';
    const b = bytes(text);
    const s = sliceUnitFile(b);
    expect(s?.units.map(([x, y]) => text.slice(x, y))).toEqual([
      '{"id":1,"name":"A"}',
      '{"id":2,"name":"B"}',
    ]);
    const [a, c] = s?.units ?? [];
    expect(sliceHash(b, a?.[0], a?.[1])).not.toBe(sliceHash(b, c?.[0], c?.[1]));
  });
});
