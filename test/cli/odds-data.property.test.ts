/**
 * A distance swept from game data (src/app/sweep-data.ts): each cell, its bands put into
 * the question read once, answers as the single question asked at its distance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles } from './harness.js';
import { runs } from '../properties.js';

const files = exampleFiles();

const without = (x: unknown, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(x as Record<string, unknown>).filter(([k]) => !keys.includes(k)),
  );

describe('a distance swept from game data (property)', () => {
  const BOTH =
    'odds --unit fusilier --weapon "combi rifle" --vs-unit zhanshi --vs-weapon "combi rifle" --data examples --rules n5';
  const swept = fc.record({
    from: fc.integer({ min: 0, max: 12 }).map((n) => n * 10 + 5),
    steps: fc.integer({ min: 0, max: 3 }),
    step: fc.constantFrom(10, 25),
    unit: fc.constantFrom('cm', 'in'),
    // A typed number swept beside the distance, a typed range MOD, a Dodge: each changes
    // where the bands' MODs go.
    extra: fc.constantFrom(
      '',
      ' --vs-arm 0..2 --dam 13',
      ' --mod cover=-3',
      ' --vs-mod range=+3',
      ' --vs-dodge',
      ' --allow-out-of-range',
    ),
  });
  it('every cell is the single question at its distance (same JSON, or out of range)', async () => {
    await fc.assert(
      fc.asyncProperty(swept, async ({ from, steps, step, unit, extra }) => {
        const to = from + steps * step;
        const line = `${BOTH} --range ${from}..${to}${unit}:${step}${extra}`;
        const r = await cli(`${line} --json`, { files });
        if (r.code !== 0) return;
        const sweep = JSON.parse(r.stdout) as {
          axes: { name: string }[];
          rows: { values: Record<string, number>; result?: unknown; outOfRange?: string }[];
        };
        for (const row of sweep.rows) {
          let k = 0;
          const single = line.replace(/(\d+)\.\.(\d+)(cm|in):\d+|(\d+)\.\.(\d+)/g, (...m) => {
            const axis = sweep.axes[k++];
            const v = axis === undefined ? '' : String(row.values[axis.name]);
            return m[3] === undefined ? v : `${v}${String(m[3])}`;
          });
          const one = await cli(`${single} --json`, { files });
          if (row.outOfRange !== undefined) {
            expect(one.code).toBe(2);
            expect(one.stderr).toContain(row.outOfRange);
            continue;
          }
          expect(one.code).toBe(0);
          // The row is the answer; the single question also says what came from the data,
          // and what the data's look-up warns of (said once for the sweep).
          const answer = without(JSON.parse(one.stdout), ['fromData', 'warnings']);
          expect(row.result).toEqual({
            ...answer,
            active: without(answer.active, ['source']),
            ...(answer.reactive == null ? {} : { reactive: without(answer.reactive, ['source']) }),
          });
        }
      }),
      { numRuns: runs(30) },
    );
  });
});
