import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  equals,
  gcd,
  mul,
  over,
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

describe('gcd and over: the factors of 2 and 5 read off, as Euclid finds them', () => {
  const euclid = (a: bigint, b: bigint): bigint => {
    let x = a < 0n ? -a : a;
    let y = b < 0n ? -b : b;
    while (y !== 0n) [x, y] = [y, x % y];
    return x;
  };
  it('against Euclid, denominators 2^a·5^b (dice odds) and others', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
        fc.nat(200),
        fc.nat(200),
        fc.nat(300),
        fc.nat(300),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (x, a, b, xa, xb, other) => {
          const den = 2n ** BigInt(a) * 5n ** BigInt(b);
          const num = x * 2n ** BigInt(xa) * 5n ** BigInt(xb);
          expect(gcd(num, den)).toBe(euclid(num, den));
          expect(gcd(num, den * other)).toBe(euclid(num, den * other));
          // `over` reads the denominator's factors once: the same fractions as rational.
          expect(over(den)(num)).toEqual(rational(num, den));
          expect(over(den * other)(num)).toEqual(rational(num, den * other));
        },
      ),
    );
  });
});

describe('over: fractions over one denominator, its factors found once', () => {
  it('zero, and bits past the first 32 and 64', () => {
    for (const den of [1n, 20n, 2n ** 33n, 2n ** 64n * 5n ** 30n])
      for (const num of [0n, 1n, -3n, 2n ** 31n, 2n ** 32n, 2n ** 65n * 7n, -(2n ** 40n)])
        expect(over(den)(num)).toEqual(rational(num, den));
  });
  it('one denominator, many fractions: the reduced denominators it keeps (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(120),
        fc.nat(120),
        fc.array(fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.nat(130)), {
          maxLength: 12,
        }),
        (a, b, nums) => {
          const den = 2n ** BigInt(a) * 5n ** BigInt(b);
          const of = over(den);
          for (const [x, k] of [...nums, ...nums]) {
            const num = x * 5n ** BigInt(k);
            expect(of(num)).toEqual(rational(num, den));
          }
        },
      ),
    );
  });
});
