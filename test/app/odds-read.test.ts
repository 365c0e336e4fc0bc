/**
 * The odds use-case in two steps (src/app/odds-read.ts, src/app/odds.ts): the read step
 * never throws and the answer step is the question's one answer, failing on the first
 * bad field in the order the question is checked in.
 */
import { describe, expect, it } from 'vitest';
import { readOdds } from '../../src/app/odds-read.js';
import { answerOdds, oddsOf, type OddsOptions } from '../../src/app/odds.js';
import { UsageError } from '../../src/app/failure.js';
import { EDITIONS } from '../../src/core/rules/index.js';

const n5 = EDITIONS.n5;

const failure = (run: () => unknown): string => {
  try {
    run();
  } catch (e) {
    if (e instanceof UsageError) return e.error.message;
    throw e;
  }
  return 'no error';
};

describe('readOdds and answerOdds', () => {
  it.each<[string, string | undefined, OddsOptions]>([
    ['13b3', '11', {}],
    ['13b3', undefined, { dam: '13', vsArm: '1', vsW: '2' }],
    ['12+3-3b2', '11b2', { mod: ['cover=-3'], vsMod: ['range=+3'], dam: '13', vsDam: '12' }],
    ['13b2', '11', { with: ['mimetism6'], vsWith: ['msv1'], sd: '1', rules: 'n5' } as OddsOptions],
    ['13', undefined, { discover: true, range: '30cm', vsWith: ['mimetism6'] }],
  ])('answer what oddsOf answers: %s vs %s', (spec, reactive, opts) => {
    const read = readOdds(spec, reactive, opts, n5);
    expect(answerOdds(read)).toEqual(oddsOf(spec, reactive, opts, n5));
  });

  it('reads the question once into typed pieces', () => {
    const read = readOdds('12+3b2', '11', { mod: ['cover=-3'], vsArm: '2', dam: '13' }, n5);
    expect(read.active.spec).toEqual({
      ok: true,
      value: { attribute: 12, mods: [{ value: 3, label: null }], burst: 2 },
    });
    expect(read.active.mods).toEqual({ ok: true, value: [{ value: -3, label: 'cover' }] });
    expect(read.reactive?.side.ok && read.reactive.side.value.sv.sv).toBe(11);
    expect(read.troopers.reactive.ok && read.troopers.reactive.value.target.arm).toBe(2);
    expect(read.troopers.active.ok && read.troopers.active.value.weapon?.damage).toBe(13);
    expect(read.orders).toEqual({ ok: true, value: [1, 2, 3] });
    expect(read.words.activeCm).toEqual({ ok: true, value: undefined });
  });

  it('never throws on bad input: each piece says why, and the answer names the first', () => {
    const opts: OddsOptions = { dam: '99', orders: '0', sd: 'x', with: ['nothing'], range: '3' };
    const read = readOdds('13b0', '11', opts, n5);
    expect(read.active.spec.ok).toBe(false);
    expect(read.troopers.active.ok).toBe(false);
    expect(read.orders.ok).toBe(false);
    expect(read.sd.ok).toBe(false);
    expect(read.words.with.ok).toBe(false);
    expect(read.words.activeCm.ok).toBe(false);
    // The troopers are checked first, then --orders, the spec, --sd and the words.
    expect(failure(() => answerOdds(read))).toBe(failure(() => oddsOf('13b0', '11', opts, n5)));
    expect(failure(() => answerOdds(read))).toMatch(/^--dam "99"/);
    const later = { ...opts, dam: '13' };
    expect(failure(() => answerOdds(readOdds('13b0', '11', later, n5)))).toMatch(/^--orders/);
    const spec = { ...later, orders: '2' };
    expect(failure(() => answerOdds(readOdds('13b0', '11', spec, n5)))).toMatch(/burst 0/);
    const sd = { ...spec };
    expect(failure(() => answerOdds(readOdds('13b2', '11', sd, n5)))).toMatch(/^--sd "x"/);
    const words = { ...sd, sd: '1' };
    expect(failure(() => answerOdds(readOdds('13b2', '11', words, n5)))).toBe(
      failure(() => oddsOf('13b2', '11', words, n5)),
    );
  });
});
