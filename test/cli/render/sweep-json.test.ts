import { describe, expect, it } from 'vitest';
import type { OddsQuery } from '../../../src/app/query.js';
import { runQuery, sweepRows } from '../../../src/app/sweep-plan.js';
import { editionOf } from '../../../src/cli/edition.js';
import { taggedJson } from '../../../src/cli/render/frame.js';
import { oddsSweepJson, oddsSweepJsonText } from '../../../src/cli/render/sweep-json.js';

const edition = (rules: string | undefined) => editionOf(rules, { env: {} });

describe('the streamed sweep JSON (issue 20, item 15)', () => {
  it.each<[string, OddsQuery]>([
    ['one axis', { spec: '10..16b3', reactive: '11', options: {} }],
    ['a grid', { spec: '10..12b1..3', reactive: '12', options: { rules: 'n5' } }],
    ['wounds', { spec: '13b3', reactive: '11b2', options: { dam: '13', vsArm: '0..3', vsW: '2' } }],
    ['one cell', { spec: '13b3', reactive: '11', options: { vsMod: ['cover=-3..-3'] } }],
  ])('%s: the same bytes as the whole document', (_, q) => {
    const whole = runQuery(q, edition);
    if (whole.kind !== 'odds-sweep') throw new Error('not a sweep');
    const frame = (j: Record<string, unknown>) => taggedJson(j, edition(q.options.rules));
    const sweep = sweepRows(q, edition);
    if (sweep === null) throw new Error('not a sweep');
    const pieces = [...oddsSweepJsonText(sweep, frame)];
    expect(pieces.length).toBe(whole.rows.length + 2);
    expect(pieces.join('')).toBe(frame(oddsSweepJson(whole)));
  });

  it('computes a row only when it is reached, and names a bad cell then', () => {
    expect(sweepRows({ spec: '13b3', options: {} }, edition)).toBeNull();
    // The cost bound and the axes are checked before any row.
    const sweep = sweepRows({ spec: '13b3', options: { dam: '13', vsArm: '19..21' } }, edition);
    if (sweep === null) throw new Error('not a sweep');
    const rows = sweep.rows[Symbol.iterator]();
    const next = (): readonly number[] | null => {
      const r = rows.next();
      return r.done === true ? null : r.value.values;
    };
    expect(next()).toEqual([19]);
    expect(next()).toEqual([20]);
    expect(next).toThrow(/in the sweep cell vs-arm 21/);
  });
});
