import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  equals,
  mul,
  rational,
  sub,
  toExact,
  toNumber,
} from '../../../src/core/math/rational.js';

describe('rational', () => {
  it.each([
    [6n, 16n, '3/8'],
    [-2n, -4n, '1/2'],
    [3n, -9n, '-1/3'],
    [0n, 7n, '0'],
    [40n, 20n, '2'],
  ])('%s/%s is %s in lowest terms', (n, d, s) => {
    expect(toExact(rational(n, d))).toBe(s);
  });
  it('arithmetic', () => {
    const a = rational(1n, 3n);
    const b = rational(1n, 6n);
    expect(toExact(add(a, b))).toBe('1/2');
    expect(toExact(sub(a, b))).toBe('1/6');
    expect(toExact(mul(a, b))).toBe('1/18');
    expect(toExact(div(a, b))).toBe('2');
    expect(compare(a, b)).toBe(1);
    expect(toNumber(rational(3n, 8n))).toBe(0.375);
  });
  it('a + b - b = a, normalised', () => {
    const r = fc
      .tuple(fc.bigInt(-1000n, 1000n), fc.bigInt(1n, 1000n))
      .map(([n, d]) => rational(n, d));
    fc.assert(fc.property(r, r, (a, b) => equals(sub(add(a, b), b), a)));
  });
});
