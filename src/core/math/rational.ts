/**
 * Exact fractions for the damage maths (docs/rules.md §6): bigint numerator over a positive
 * bigint denominator, always in lowest terms, so two equal values compare equal field by
 * field. Floating point appears only at the output edge (`toNumber`).
 */
import { invariant } from '../result.js';

export interface Rational {
  readonly num: bigint;
  /** Always > 0. */
  readonly den: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

/** How many times 2 divides x (x != 0), at most `max` times, and what is left. */
function stripTwos(x: bigint, max: number): [bigint, number] {
  const k = Math.min(max, trailingZeros(x));
  return [x >> BigInt(k), k];
}

const LOW32 = 0xffffffffn;

/** The zero bits below x's lowest set bit (x != 0): 32 at a time, then the lowest word's. */
function trailingZeros(x: bigint): number {
  let k = 0;
  let y = x < 0n ? -x : x;
  while ((y & LOW32) === 0n) {
    y >>= 32n;
    k += 32;
  }
  const low = Number(y & LOW32);
  return k + 31 - Math.clz32(low & -low);
}

/** 5^22, the largest power of 5 below 2^53: a remainder by it is an exact number. */
const FIVE_22 = 5n ** 22n;

/** 5^k, the powers a fraction of dice is reduced by kept (k below 256). */
const FIVE_POWERS: bigint[] = [1n];
function fivePower(k: number): bigint {
  if (k >= 256) return 5n ** BigInt(k);
  for (let i = FIVE_POWERS.length; i <= k; i++) FIVE_POWERS.push((FIVE_POWERS[i - 1] ?? 1n) * 5n);
  return FIVE_POWERS[k] ?? 5n ** BigInt(k);
}

/**
 * How many times 5 divides x (x > 0), at most `max`: from x's remainder by 5^22, an exact
 * number whose factors of 5 are x's (up to 22) and are counted in numbers, so a valuation
 * v costs one big remainder per 22 (a climb over powers 5^(2^i) took about 2·log2(v)
 * big divisions, most of the cost of the damage fractions).
 */
function fivesIn(x: bigint, max: number): number {
  let k = 0;
  let y = x;
  if (y === 0n) return max;
  while (k < max) {
    const r = Number(y % FIVE_22);
    if (r === 0) {
      k += 22;
      y /= FIVE_22;
      continue;
    }
    let n = r;
    while (k < max && n % 5 === 0) {
      n /= 5;
      k++;
    }
    return k;
  }
  return max;
}

/** How many times 5 divides x (x != 0), at most `max` times, and what is left. */
function stripFives(x: bigint, max: number): [bigint, number] {
  const k = fivesIn(abs(x), max);
  return [k === 0 ? x : x / fivePower(k), k];
}

function euclid(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Greatest common divisor. Dice odds have denominators 2^a·5^b (powers of 20), and there
 * the gcd is read from the factors of 2 and 5 of the numerator: Euclid on thousand-bit
 * numbers was most of the cost of the damage odds.
 */
export function gcd(a: bigint, b: bigint): bigint {
  const x = abs(a);
  const y = abs(b);
  if (x === 0n) return y;
  if (y === 0n) return x;
  const [y2, twos] = stripTwos(y, Infinity);
  const [rest, fives] = stripFives(y2, Infinity);
  if (rest !== 1n) return euclid(x, y);
  const [x2, xTwos] = stripTwos(x, twos);
  const [, xFives] = stripFives(x2, fives);
  return 2n ** BigInt(xTwos) * 5n ** BigInt(xFives);
}

/**
 * Fractions over one denominator (a damage section's counts over the same total): its
 * factors of 2 and 5 are found once, not once per fraction. `over(den)(n)` equals
 * `rational(n, den)`.
 */
export function over(den: bigint): (num: bigint) => Rational {
  invariant(den > 0n, 'a shared denominator must be positive');
  const [d2, twos] = stripTwos(den, Infinity);
  const [rest, fives] = stripFives(d2, Infinity);
  if (rest !== 1n) return (num) => rational(num, den);
  // The reduced denominators, by the factors taken out (a few per denominator).
  const dens = new Map<number, bigint>();
  return (num) => {
    if (num === 0n) return { num: 0n, den: 1n };
    const size = abs(num);
    const t = Math.min(twos, trailingZeros(size));
    const f = fivesIn(size, fives);
    if (t + f === 0) return { num, den };
    const key = t * 65536 + f;
    let d = dens.get(key);
    if (d === undefined) {
      d = (den >> BigInt(t)) / fivePower(f);
      dens.set(key, d);
    }
    const n = (size >> BigInt(t)) / fivePower(f);
    return { num: num < 0n ? -n : n, den: d };
  };
}

export function rational(num: bigint, den = 1n): Rational {
  invariant(den !== 0n, 'a fraction with denominator 0');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den);
  return g === 0n ? { num: 0n, den: 1n } : { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO = rational(0n);

export const add = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export function div(a: Rational, b: Rational): Rational {
  invariant(b.num !== 0n, 'division by zero');
  return rational(a.num * b.den, a.den * b.num);
}
export const equals = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;
export const compare = (a: Rational, b: Rational): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const sum = (xs: readonly Rational[]): Rational => xs.reduce(add, ZERO);

/** A float from the exact value, keeping full double precision for huge terms. */
const SCALE = 10n ** 18n;

export function toNumber(x: Rational): number {
  return Number((x.num * SCALE) / x.den) / 1e18;
}

/** "3/8", "0", "1": the exact value beside a float in JSON. */
export const toExact = (x: Rational): string =>
  x.den === 1n ? x.num.toString() : `${x.num}/${x.den}`;
