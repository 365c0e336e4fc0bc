/**
 * Issue 25 item 10: docs/library.md promises `{ ok: false, error }` for bad input, never an
 * exception. A JavaScript caller can pass values that fight back: getters and Proxy traps
 * that throw, revoked Proxies, a getter that answers differently each time it is read,
 * and functions (`random`, `editionOf`, `hash`) that throw. Every exported function is
 * called with them, in every argument position, and must answer a Result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { runs } from '../properties.js';

const functions = Object.entries(lib as Record<string, unknown>).filter(
  (e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === 'function',
);

const boom = (): never => {
  throw new Error('boom');
};

/** Values that throw when infcalc reads or calls them. */
const hostile = (revoked = true): unknown[] => {
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const revokedArray = Proxy.revocable([], {});
  revokedArray.revoke();
  return [
    Object.defineProperty({}, 'sv', { get: boom, enumerable: true }),
    Object.defineProperty([], 0, { get: boom, enumerable: true }),
    new Proxy({}, { ownKeys: boom }),
    new Proxy(
      {},
      {
        get: boom,
        ownKeys: () => ['sv', 'burst'],
        getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
      },
    ),
    new Proxy([], { get: boom }),
    new Proxy({}, { getPrototypeOf: boom }),
    // fast-check looks into the values it is given: a revoked Proxy only in it.each.
    ...(revoked ? [revocable.proxy, revokedArray.proxy] : []),
    boom,
    { rngFor: boom, freshSeed: boom },
    { rngFor: () => boom, freshSeed: () => 's' },
    { name: boom, at: boom },
    { kind: 'random', rng: boom },
    { spec: '13b3', reactive: '11', options: new Proxy({}, { ownKeys: boom }) },
  ];
};

/** Arguments that pass the checks, one list per function, to put a hostile value among. */
const n4 = lib.EDITIONS.n4;
const fine = (name: string): unknown[] => {
  const base: Record<string, unknown[]> = {
    odds: ['13b3', '11', {}, n4],
    oddsQuestion: [{ spec: '13b3', reactive: '11', options: {} }, () => n4],
    normalRoll: ['13b3', {}, n4, { rngFor: () => () => 0.5, freshSeed: () => 's' }],
    faceToFaceRoll: ['13b3', '11', {}, n4, { rngFor: () => () => 0.5, freshSeed: () => 's' }],
    saves: ['1', undefined, { dam: '13' }, n4, { rngFor: () => () => 0.5, freshSeed: () => 's' }],
    normalOdds: [{ sv: 13, burst: 1 }],
    ftfOdds: [
      { sv: 13, burst: 1 },
      { sv: 11, burst: 1 },
    ],
  };
  return base[name] ?? [null, null, null, null, null, null];
};

/** A Result, never thrown; a refusal is an input error naming the function. */
function answers(name: string, f: (...args: unknown[]) => unknown, args: unknown[]): void {
  let r: unknown;
  expect(() => {
    r = f(...args);
  }, `${name} threw`).not.toThrow();
  expect(r).toHaveProperty('ok');
  if ((r as { ok: boolean }).ok) return;
  expect(r).toMatchObject({ ok: false, error: { kind: 'input-error' } });
}

describe('10: hostile arguments are input errors, never exceptions', () => {
  it.each(functions)('10: %s, a hostile value in each argument', (name, f) => {
    for (const value of hostile())
      for (let at = 0; at < 6; at++) {
        const args = [...fine(name)];
        args[at] = value;
        answers(name, f, args);
      }
  });

  it('10: a fast-check run of hostile values nested among good ones', () => {
    const leaf = fc.oneof(
      fc.constantFrom(...hostile(false)),
      fc.anything({ withBigInt: true, withNullPrototype: true, maxDepth: 2 }),
    );
    const nested = fc.oneof(
      leaf,
      fc.dictionary(
        fc.constantFrom('sv', 'burst', 'spec', 'options', 'rngFor', 'log', 'groups'),
        leaf,
      ),
      fc.array(leaf, { maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...functions), fc.nat(5), nested, ([name, f], at, value) => {
        const args = [...fine(name)];
        args[at] = value;
        answers(name, f, args);
      }),
      { numRuns: runs(400) },
    );
  });

  it('10: what the caller threw is named, with the function and the path', () => {
    const random = { rngFor: () => boom, freshSeed: () => 's' };
    const r = lib.normalRoll('13b3', {}, n4, random);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('normalRoll: random.rngFor()() threw Error: boom');
    const q = lib.oddsQuestion({ spec: '13b3', options: { rules: 'n5' } }, boom);
    if (!q.ok) expect(q.error.message).toBe('oddsQuestion: editionOf() threw Error: boom');
    expect(q.ok).toBe(false);
    const got = Object.defineProperty({ burst: 1 }, 'sv', { get: boom, enumerable: true });
    const o = lib.normalOdds(got as never);
    if (!o.ok) expect(o.error.message).toBe('normalOdds: roller.sv could not be read: Error: boom');
    expect(o.ok).toBe(false);
  });

  it('a callback that answers something else than asked is a typed error (was a TypeError)', () => {
    const answers: unknown[] = [undefined, 1, null, {}, 'n4', new Proxy({}, {})];
    for (const a of answers) {
      const q = lib.oddsQuestion({ spec: '13b3', reactive: '11', options: {} }, () => a as never);
      expect(q.ok).toBe(false);
      if (!q.ok) expect(q.error.message).toMatch(/^editionOf\(\) is .*, expected an edition/);
    }
  });

  it('10: a getter is read once: the value checked is the value run', () => {
    let reads = 0;
    const side = Object.defineProperty({ sv: 13 }, 'burst', {
      get: () => (++reads === 1 ? 1 : 1e9),
      enumerable: true,
    });
    const r = lib.normalOdds(side as never);
    expect(reads).toBe(1);
    expect(r.ok && r.value.roller.burst).toBe(1);
  });

  it('10: a cycle or a structure past the bounds is refused, not followed', () => {
    const list: Record<string, unknown> = { groups: [] };
    list.self = list;
    const r = lib.tacticalPhase(list as never);
    expect(r.ok).toBe(false);
    // The path is clipped to a readable length.
    if (!r.ok)
      expect(r.error.message).toMatch(
        /^tacticalPhase: list\.self\.self.*is nested deeper than 100 levels$/,
      );
  });
});
