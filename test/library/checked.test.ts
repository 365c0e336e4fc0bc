/**
 * Item 17 of the issue "Fidelity round": every function the library exports checks its
 * input and answers bad input with `{ ok: false, error }`, never an exception, a hang or
 * a silent answer (README "Library").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';

const functions = Object.entries(lib as Record<string, unknown>).filter(
  (e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === 'function',
);

const refused = (r: unknown): string => {
  expect(r).toMatchObject({ ok: false, error: { kind: 'input-error' } });
  return (r as { error: { message: string } }).error.message;
};

describe('17: the library checks its input', () => {
  it('17: exports functions to check', () => {
    expect(functions.length).toBeGreaterThan(25);
  });

  it.each(functions)('17: %s(null, null, ...) is an input error, not an exception', (_, f) => {
    refused(f(null, null, null, null, null, null));
  });

  it.each([
    [
      'normalOdds burst 1e9',
      () => lib.normalOdds({ sv: 13, burst: 1e9 }),
      /roller\.burst is 1000000000, expected a whole number from 1 to 20/,
    ],
    ['normalOdds burst -1', () => lib.normalOdds({ sv: 13, burst: -1 }), /roller\.burst is -1/],
    ['normalOdds burst 2.5', () => lib.normalOdds({ sv: 13, burst: 2.5 }), /roller\.burst is 2\.5/],
    ['normalOdds sv NaN', () => lib.normalOdds({ sv: NaN, burst: 1 }), /roller\.sv is NaN/],
    ['normalOdds SD in N4', () => lib.normalOdds({ sv: 13, burst: 1, sd: 1 }), /Special Dice/],
    [
      'ftfOdds reactive burst 1e9',
      () => lib.ftfOdds({ sv: 13, burst: 1 }, { sv: 13, burst: 1e9 }),
      /reactive\.burst/,
    ],
    ['parseSpec(null)', () => lib.parseSpec(null as unknown as string), /source is null/],
    ['probability total 0', () => lib.probability(1n, 0n), /total is 0n/],
    ['probability count above total', () => lib.probability(3n, 2n), /above total/],
    ['inOrders n 1e9', () => lib.inOrders({ num: 1n, den: 2n }, 1e9), /n is 1000000000/],
    ['rational den 0', () => lib.rational(1n, 0n), /denominator is 0/],
    [
      'resolveNormal wrong dice count',
      () => lib.resolveNormal({ sv: { sv: 12 } as never, burst: 2 }, [3]),
      /rolls has 1 dice/,
    ],
    [
      'tacticalPhase of a non-list',
      () => lib.tacticalPhase({ groups: 3 } as never),
      /expected array, got 3/,
    ],
    [
      'damageOdds with a billion hits',
      () =>
        lib.damageOdds(
          [{ hits: 1e9, crits: 0, count: 1n }],
          1n,
          { damage: 13, notation: 'damage', ammo: 'n', continuous: false, save: null },
          lib.DEFAULT_TARGET,
          lib.EDITIONS.n4.ammo,
        ),
      /hits is 1000000000/,
    ],
    [
      'resolveSaves with a random source out of [0, 1)',
      () =>
        lib.resolveSaves(
          1,
          0,
          { damage: 13, notation: 'damage', ammo: 'n', continuous: false, save: null },
          lib.DEFAULT_TARGET,
          lib.EDITIONS.n4.ammo,
          { kind: 'random', rng: () => 7 },
        ),
      /rng/,
    ],
  ] as const)('17: %s', (_, call, message) => {
    expect(refused(call())).toMatch(message);
  });

  it('17: good input still answers, wrapped in ok', () => {
    const odds = lib.ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 });
    if (!odds.ok) throw new Error(odds.error.message);
    const s = lib.summarize(odds.value);
    if (!s.ok) throw new Error(s.error.message);
    const p = lib.probability(s.value.active, odds.value.total);
    expect(p.ok && p.value.toFixed(4)).toBe('0.7893');
    const sd = lib.normalOdds({ sv: 13, burst: 1, sd: 1 }, lib.EDITIONS.n5.dice);
    expect(sd.ok).toBe(true);
  });
});

describe('17: the use-cases check their input too', () => {
  it('17: a unit file built by hand has its counts bounded (item 14)', () => {
    const units = {
      units: [
        {
          id: 1,
          name: 'X',
          profileGroups: [
            {
              id: 1,
              profiles: [],
              options: [
                {
                  id: 1,
                  name: 'X',
                  points: 1,
                  swc: '0',
                  orders: [],
                  includes: [{ q: 1e9, group: 1, option: 1 }],
                },
              ],
            },
          ],
        },
      ],
    };
    const r = lib.ordersOfArmyCode('x', units, null, false, lib.EDITIONS.n4);
    expect(!r.ok && r.error.at).toEqual({
      kind: 'path',
      path: 'units[0].profileGroups[0].options[0].includes[0].q',
    });
  });
  it('item 8: a public view of an army code without the metadata is an error, not a leak', () => {
    const read = (f: string) => readFileSync(`examples/${f}`, 'utf8');
    const units = JSON.parse(read('9001-example-company.json')) as never;
    const code = read('army-code.txt').trim();
    const r = lib.ordersOfArmyCode(code, units, null, true, lib.EDITIONS.n4);
    expect(refused(r)).toMatch(/needs the metadata/);
    const meta = JSON.parse(read('metadata.json')) as never;
    const ok = lib.ordersOfArmyCode(code, units, meta, true, lib.EDITIONS.n4);
    expect(ok.ok && JSON.stringify(ok.value)).not.toContain('PATHFINDER');
  });
  it('17: odds with an option that is not text', () => {
    expect(refused(lib.odds('13', undefined, { dam: 13 } as never, lib.EDITIONS.n4))).toMatch(
      /opts\.dam is 13/,
    );
  });
  it('17: odds answers as before with good input', () => {
    const r = lib.odds('13', undefined, {}, lib.EDITIONS.n4);
    expect(r.ok).toBe(true);
  });
});
