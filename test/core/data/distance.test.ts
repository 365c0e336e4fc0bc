/** Distances and range bands (docs/rules.md §8.1). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandLabel, parseDistance, rangeAt, sortBands } from '../../../src/core/data/distance.js';
import { expectOk } from '../../../src/core/result.js';

describe('parseDistance', () => {
  it.each([
    ['37cm', 37, '37cm'],
    ['15in', 37.5, '15in'],
    ['15"', 37.5, '15in'],
    ['8 inches', 20, '8in'],
    // No binary float noise: 16.001 × 2.5 is 40.0025.
    ['16.001in', 40.0025, '16.001in'],
    [' 40CM ', 40, '40cm'],
    ['2.5cm', 2.5, '2.5cm'],
  ])('%s -> %f cm', (text, cm, shown) => {
    expect(expectOk(parseDistance(text))).toEqual({ cm, text: shown });
  });

  it.each([
    ['37', '--range "37" has no unit: write 37cm or 37in (1 in = 2.5 cm)'],
    ['37m', '--range "37m" is not a distance: write it in cm or inches, e.g. 37cm or 15in'],
    ['-5cm', '--range "-5cm" is not a distance: write it in cm or inches, e.g. 37cm or 15in'],
    ['99999in', '--range "99999in" is longer than any table (10000 cm)'],
  ])('%s is refused', (text, message) => {
    const r = parseDistance(text, '--range');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(message);
  });
});

// The Combi Rifle as the builder stores it: labels out of order.
const combi = sortBands({
  med: { max: 80, mod: '-3' },
  short: { max: 40, mod: '+3' },
  long: { max: 120, mod: '-6' },
});

describe('bands', () => {
  it('sorted by their maximum, each starting where the last ended', () => {
    expect(combi.map((b) => [b.label, b.min, b.max, b.mod])).toEqual([
      ['short', 0, 40, 3],
      ['med', 40, 80, -3],
      ['long', 80, 120, -6],
    ]);
  });

  it('null and missing bands are left out; xlong is one more band', () => {
    const bands = sortBands({
      short: { max: 20, mod: '0' },
      xlong: { max: 120, mod: '-3' },
      max: null,
      med: { max: 80, mod: '+3' },
    });
    expect(bands.map((b) => b.label)).toEqual(['short', 'med', 'xlong']);
  });

  it.each([
    [0, 'short'],
    [37, 'short'],
    [40, 'short'],
    [40.5, 'med'],
    [120, 'long'],
  ])('%f cm: the first band that covers it (%s)', (cm, label) => {
    const at = rangeAt(combi, cm);
    expect(at.kind === 'band' ? at.band.label : at.kind).toBe(label);
  });

  it('past the last band: out of range; no bands: no range MOD', () => {
    expect(rangeAt(combi, 121)).toMatchObject({ kind: 'out', last: { max: 120 } });
    expect(rangeAt(null, 10)).toEqual({ kind: 'none' });
  });

  it('the MOD as a named MOD', () => {
    expect(combi.map(bandLabel)).toEqual([
      'range +3 (0-40 cm)',
      'range -3 (40-80 cm)',
      'range -6 (80-120 cm)',
    ]);
  });

  it('property: the band found covers the distance, and no earlier band does', () => {
    const band = fc.record({
      max: fc.integer({ min: 1, max: 300 }),
      mod: fc.constantFrom('+3', '0', '-3', '-6'),
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('short', 'med', 'long', 'max', 'xlong'), fc.option(band)),
        fc.integer({ min: 0, max: 400 }),
        (dist, cm) => {
          const bands = sortBands(dist);
          const at = rangeAt(bands, cm);
          if (at.kind === 'band') {
            expect(cm).toBeLessThanOrEqual(at.band.max);
            expect(bands.filter((b) => b.max < at.band.max).every((b) => cm > b.max)).toBe(true);
          } else if (at.kind === 'out') {
            expect(bands.every((b) => cm > b.max)).toBe(true);
          } else expect(bands).toEqual([]);
        },
      ),
    );
  });
});
