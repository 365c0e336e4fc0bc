import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';
import { runs } from '../properties.js';

describe('odds sweeps (golden)', () => {
  it('one axis, a grid, and bad ranges', async () => {
    const t = await transcript([
      'odds 10..16b3 vs 11',
      'odds 13b3 vs 11 --vs-mod cover=-3..0',
      'odds 13b1..5',
      'odds 12-0..6:3b2 --cumulative',
      'odds 10..16b3 vs 11..13',
      'odds 7..19 vs 11b1..13',
      'odds 11..12b2 vs 10 --json',
      'odds 16..10b3 vs 11',
      'odds 1.5..3 vs 11',
      'odds 13b3 vs 11 --vs-mod cover=-3..0:1.5',
      'odds 10..12b1..3 vs 1..3',
      'odds 13b3 vs 11 --mod co..ver=-3',
      'odds 13b3 vs 11 --rules n4..n5',
      'odds 13b3 vs 11 --mod a=-99..99 --vs-mod b=-99..99',
      'odds 13b18..22 vs 11',
      'odds 13b3 vs 11 --dam 13 --vs-arm 0..6 --vs-w 2',
      'odds 13b1..4 --dam 13 --vs-arm 0..6:2 --vs-w 2',
      'odds 13b3 vs 11b2 --dam 13 --vs-dam 13 --vs-arm 0..3 --arm 1 --vs-w 2',
      'odds 13b3 vs 11 --dam 13 --vs-arm 1..2 --vs-w 2 --format csv',
      'odds 13b3 vs 11 --dam 13 --ammo ap..da',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/sweep.txt');
  });
});

/** A spec with one or two ranges somewhere a number is written, and the same spec at a cell. */
const rangeSpec = fc
  .record({
    attr: fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 3 })),
    burst: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 })),
    mod: fc.option(fc.integer({ min: -6, max: 3 }), { nil: undefined }),
    which: fc.constantFrom('attr', 'burst', 'both', 'mod', 'arm'),
    arm: fc.integer({ min: 0, max: 6 }),
    reactive: fc.option(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 3 })), {
      nil: undefined,
    }),
  })
  .map(({ attr, burst, mod, which, arm, reactive }) => {
    const a = which === 'burst' ? `${attr[0]}` : `${attr[0]}..${attr[0] + attr[1]}`;
    const b =
      which === 'attr' || which === 'mod' || which === 'arm'
        ? `${burst[0]}`
        : `${burst[0]}..${burst[0] + burst[1]}`;
    const m = mod === undefined || which !== 'mod' ? '' : ` --mod range=${mod}..${mod + 3}`;
    const r = reactive === undefined ? '' : ` vs ${reactive[0]}b${reactive[1]}`;
    // With a weapon: the target's ARM swept, the wounds in every row.
    const w = which === 'arm' ? ` --dam 13 --vs-w 2 --vs-arm ${arm}..${arm + 2}` : '';
    return `odds ${a}b${b}${r}${m}${w}`;
  });

describe('odds sweep bars', () => {
  it.each([
    ['odds 10..13b3 vs 11 --dam 13 --vs-arm 3 --vs-w 2', false],
    ['odds 10..16b3 vs 11', true],
  ])('%s: names bars only where it draws them', async (line, drawn) => {
    const r = await cli(line);
    expect(r.stdout.includes('bars: ')).toBe(drawn);
    expect(r.stdout.includes('█')).toBe(drawn);
  });
});

describe('odds sweeps (property)', () => {
  it('every sweep row is the single odds call for its values (same JSON)', async () => {
    await fc.assert(
      fc.asyncProperty(rangeSpec, async (line) => {
        const sweep = JSON.parse((await cli(`${line} --json`)).stdout) as {
          axes: { name: string }[];
          rows: { values: Record<string, number>; result: unknown }[];
        };
        for (const row of sweep.rows) {
          // Write the row's values back into the command line, range by range.
          let k = 0;
          const single = line.replace(/-?\d+\.\.-?\d+/g, () => {
            const axis = sweep.axes[k++];
            return String(axis === undefined ? '' : row.values[axis.name]);
          });
          const one = await cli(`${single} --json`);
          expect(one.code).toBe(0);
          expect(row.result).toEqual(JSON.parse(one.stdout));
        }
      }),
      { numRuns: runs(40) },
    );
  });
});
