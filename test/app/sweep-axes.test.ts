/**
 * A sweep's axes as typed setters (src/app/sweep-axes.ts): which axes have a number to
 * put in the read question, and what a cell changes.
 */
import { describe, expect, it } from 'vitest';
import { findAxes, type Place } from '../../src/core/sweep/index.js';
import { axisSetters, cellRead, type Ref } from '../../src/app/sweep-axes.js';
import { readOdds } from '../../src/app/odds-read.js';
import { answerOdds, oddsOf, type OddsOptions } from '../../src/app/odds.js';
import { EDITIONS } from '../../src/core/rules/index.js';

const n5 = EDITIONS.n5;

const axesOf = (places: Place[]) => {
  const r = findAxes(places);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('axisSetters', () => {
  it.each<[string, Place, Ref, boolean]>([
    [
      'attribute',
      { kind: 'spec', name: 'spec', prefix: '', text: '10..12b3' },
      { field: 'spec' },
      true,
    ],
    ['burst', { kind: 'spec', name: 'spec', prefix: '', text: '13b1..3' }, { field: 'spec' }, true],
    [
      'a MOD',
      { kind: 'spec', name: 'spec', prefix: '', text: '13-0..6:3' },
      { field: 'spec' },
      true,
    ],
    [
      'Special Dice',
      { kind: 'spec', name: 'spec', prefix: '', text: '13+sd1..2' },
      { field: 'spec' },
      true,
    ],
    [
      'Special Dice written twice',
      { kind: 'spec', name: 'spec', prefix: '', text: '13+sd1..2+sd' },
      { field: 'spec' },
      false,
    ],
    [
      'a named MOD',
      { kind: 'named-mod', name: 'mod', text: 'cover=-3..0' },
      { field: 'option', key: 'mod', index: 0 },
      true,
    ],
    [
      'an ARM',
      { kind: 'value', name: 'vs-arm', text: '0..3' },
      { field: 'option', key: 'vsArm', index: null },
      true,
    ],
    [
      '--orders',
      { kind: 'value', name: 'orders', text: '1..3' },
      { field: 'option', key: 'orders', index: null },
      true,
    ],
    [
      'a distance',
      { kind: 'distance', name: 'range', text: '10..40cm:10' },
      { field: 'option', key: 'range', index: null },
      true,
    ],
    [
      'an ammunition',
      { kind: 'value', name: 'ammo', text: '1..2' },
      { field: 'option', key: 'ammo', index: null },
      false,
    ],
    [
      '--rules',
      { kind: 'value', name: 'rules', text: '4..5' },
      { field: 'option', key: 'rules', index: null },
      false,
    ],
  ])('%s', (_, place, ref, typed) => {
    const setters = axisSetters([ref], [place.text], axesOf([place]));
    expect(setters !== null).toBe(typed);
  });
});

describe('cellRead', () => {
  it('puts the numbers of a cell into the question read once', () => {
    const spec: Place = { kind: 'spec', name: 'spec', prefix: '', text: '13b1..3' };
    const arm: Place = { kind: 'value', name: 'vs-arm', text: '0..2' };
    const refs: Ref[] = [{ field: 'spec' }, { field: 'option', key: 'vsArm', index: null }];
    const axes = axesOf([spec, arm]);
    const setters = axisSetters(refs, [spec.text, arm.text], axes);
    if (setters === null) throw new Error('typed axes expected');
    const base = readOdds('13b1', '11', { dam: '13', vsArm: '0' }, n5);
    const cellOpts: OddsOptions = { dam: '13', vsArm: '2' };
    const read = cellRead(base, setters, [3, 2], {
      spec: '13b3',
      reactive: '11',
      options: cellOpts,
    });
    expect(read.active.spec).toEqual({ ok: true, value: { attribute: 13, mods: [], burst: 3 } });
    expect(read.troopers.reactive.ok && read.troopers.reactive.value.target.arm).toBe(2);
    // The troopers and sides not swept are the ones read once.
    expect(read.troopers.active).toBe(base.troopers.active);
    expect(read.reactive).toBe(base.reactive);
    expect(answerOdds(read)).toEqual(oddsOf('13b3', '11', cellOpts, n5));
  });

  it('refuses a number its field does not take in that field’s words', () => {
    const spec: Place = { kind: 'spec', name: 'spec', prefix: '', text: '13b0..1' };
    const setters = axisSetters([{ field: 'spec' }], [spec.text], axesOf([spec]));
    if (setters === null) throw new Error('typed axes expected');
    const base = readOdds('13b1', undefined, {}, n5);
    const read = cellRead(base, setters, [0], { spec: '13b0', options: {} });
    expect(read.active.side.ok).toBe(false);
    expect(!read.active.side.ok && read.active.side.error.message).toBe(
      'burst 0 in "13b0" is out of range 1..100',
    );
  });
});
