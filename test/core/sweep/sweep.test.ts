import { describe, expect, it } from 'vitest';
import {
  cellTexts,
  findAxes,
  SWEEP_CELLS_MAX,
  sweepCells,
  type Place,
} from '../../../src/core/sweep/index.js';

const spec = (text: string, prefix = ''): Place => ({ kind: 'spec', name: 'spec', prefix, text });
const mod = (text: string, name = 'vs-mod'): Place => ({ kind: 'named-mod', name, text });
const value = (text: string, name = 'vs-arm'): Place => ({ kind: 'value', name, text });
const distance = (text: string, name = 'range'): Place => ({ kind: 'distance', name, text });

describe('a distance range: one unit, whole numbers, each cell written with its unit', () => {
  it.each([
    ['10..120cm:10', 'range cm', 12, '30cm'],
    ['4..48in:4', 'range in', 12, '12in'],
    ['10cm..120cm:10', 'range cm', 12, '30cm'],
    ['10..30CM', 'range cm', 21, '12cm'],
  ] as const)('%s sweeps %s', (text, name, n, third) => {
    const r = findAxes([distance(text)]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((a) => [a.name, a.values.length])).toEqual([[name, n]]);
    const values = r.value[0]?.values ?? [];
    expect(cellTexts([distance(text)], r.value, [values[2] ?? 0])).toEqual([third]);
  });
  it.each([
    ['10..120:10', 'has no unit'],
    ['10cm..48in', 'mixes cm and in'],
    ['10cm..120', 'write the unit after the end'],
    ['12.5..50cm', 'is not a distance range'],
    ['120..10cm', 'goes down'],
  ])('%s is refused: %s', (text, why) => {
    const r = findAxes([distance(text)]);
    expect(!r.ok && r.error.message).toContain(why);
  });
  it('a distance without a range is no axis', () => {
    expect(findAxes([distance('37cm')])).toEqual({ ok: true, value: [] });
  });
});

describe('findAxes: where ranges may be written', () => {
  it.each([
    [[spec('10..16b3')], 'attribute', [10, 11, 12, 13, 14, 15, 16]],
    [[spec('13b1..3')], 'burst', [1, 2, 3]],
    [[spec('13-0..6:3')], 'mod-1', [0, 3, 6]],
    [[spec('12+3-1..2b2')], 'mod-2', [1, 2]],
    [[spec('13b3+sd1..2')], 'sd', [1, 2]],
    [[spec('11..12', 'vs-')], 'vs-attribute', [11, 12]],
    [[mod('cover=-3..0')], 'vs-mod cover', [-3, -2, -1, 0]],
    [[mod('-6..-3', 'mod')], 'mod', [-6, -5, -4, -3]],
    [[value('0..6:2')], 'vs-arm', [0, 2, 4, 6]],
    [[value('+1..+2')], 'vs-arm', [1, 2]],
    [[value('5..5')], 'vs-arm', [5]],
  ] as const)('%j sweeps %s', (places, name, values) => {
    const r = findAxes(places);
    expect(r.ok && r.value.map((a) => [a.name, a.values])).toEqual([[name, values]]);
  });

  it.each([
    [[spec('16..10b3')], 'range 16..10 goes down (16 > 10) (at character 1 of "16..10b3")'],
    [[spec('1.5..3')], '1.5 is not an integer'],
    [[spec('10..12.5')], '12.5 is not an integer'],
    [[value('0..6:1.5')], 'step 1.5 in "0..6:1.5" is not an integer'],
    [[value('0..6:0')], 'step "0" in "0..6:0" is not a positive integer'],
    [[spec('13b..3')], 'range "..3" has no start (at character 4'],
    [[spec('13..')], 'range "13.." has no end'],
    [[spec('1..2..3')], 'has more than one ".."'],
    [[mod('co..ver=3')], 'a range in "co..ver=3" where no number is written (at character 3'],
    [[value('n4..n5', 'rules')], 'a range in "n4..n5" where no number is written'],
    [[spec('10..12b1..2'), spec('1..2', 'vs-')], '3 ranges (attribute, burst, vs-attribute)'],
    [
      [mod('a=-99..99'), mod('b=-99..99')],
      'the sweep has 39601 cells (199 x 199), above the limit of 10000',
    ],
  ] as const)('%j is refused: %s', (places, message) => {
    const r = findAxes(places);
    expect(r.ok ? 'accepted' : r.error.message).toContain(message);
  });

  it('a sweep of exactly the limit is allowed', () => {
    const r = findAxes([spec('0..99'), spec('0..99', 'vs-')]);
    expect(r.ok && sweepCells(r.value).length).toBe(SWEEP_CELLS_MAX);
  });

  it('two unnamed ranges of the same flag get distinct names', () => {
    const r = findAxes([mod('0..1', 'mod'), mod('2..3', 'mod')]);
    expect(r.ok && r.value.map((a) => a.name)).toEqual(['mod', 'mod#2']);
  });
});

describe('sweepCells and cellTexts', () => {
  it('the first axis is outermost; each cell is the texts with the values written in', () => {
    const places = [spec('10..11b1..2'), mod('cover=-3')];
    const r = findAxes(places);
    if (!r.ok) throw new Error(r.error.message);
    const cells = sweepCells(r.value);
    expect(cells).toEqual([
      [10, 1],
      [10, 2],
      [11, 1],
      [11, 2],
    ]);
    expect(cells.map((c) => cellTexts(places, r.value, c)[0])).toEqual([
      '10b1',
      '10b2',
      '11b1',
      '11b2',
    ]);
    expect(cellTexts(places, r.value, [10, 1])[1]).toBe('cover=-3');
  });

  it('no range, one cell', () => {
    const r = findAxes([spec('13b3')]);
    expect(r.ok && sweepCells(r.value)).toEqual([[]]);
  });
});
