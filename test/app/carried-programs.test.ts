/**
 * The hacking programs a trooper's device carries (src/app/carried-programs.ts): the game
 * data's `hack` rows name each program's devices by equipment id; the menu offers those
 * infcalc answers as WIP Attacks, in the edition's order.
 */
import { describe, expect, it } from 'vitest';
import { carriedPrograms } from '../../src/app/carried-programs.js';
import { EDITIONS } from '../../src/core/rules/index.js';

/** The shape of the real N5 metadata's rows: names with no-break spaces, devices by id. */
const HACK = [
  { name: 'Assisted\u00a0Fire', devices: [182] },
  { name: 'Carbonite', devices: [100, 101] },
  { name: 'Oblivion', devices: [100, 101] },
  { name: 'Spotlight', devices: [100, 101] },
  { name: 'Total\u00a0Control', devices: [100, 101] },
  { name: 'Trinity', devices: [145] },
  { name: 'White Noise', devices: [101] },
  { name: 'Zero Pain', devices: null },
];

describe('carriedPrograms', () => {
  const mods = EDITIONS.n5.mods;
  it.each([
    ['a Hacking Device (100)', [100], ['Carbonite', 'Oblivion', 'Spotlight', 'Total Control']],
    ['a Killer Hacking Device (145)', [145], ['Trinity']],
    ['an EVO Hacking Device (182): no WIP Attack of its own', [182], []],
    ['no device', [7, 9], []],
    [
      'two devices, each program once',
      [101, 145, 100],
      ['Carbonite', 'Oblivion', 'Spotlight', 'Total Control', 'Trinity'],
    ],
  ])('%s', (_, equipment, expected) => {
    expect(carriedPrograms(mods, HACK, equipment)).toEqual(expected);
  });

  it('data without programs offers none', () => {
    expect(carriedPrograms(mods, null, [100])).toEqual([]);
    // The example data's one program is not a WIP Attack infcalc answers.
    expect(carriedPrograms(mods, [{ name: 'Frostbite', devices: [100] }], [100])).toEqual([]);
  });
});
