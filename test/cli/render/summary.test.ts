/**
 * The row summary reads the odds JSON, including the pinned `damage` contract (README
 * "From hits to casualties"), so wound columns appear wherever a sweep, compare, md or
 * csv shows odds with a weapon.
 */
import { describe, expect, it } from 'vitest';
import { rowSummary } from '../../../src/cli/render/summary.js';
import { summaryColumns } from '../../../src/cli/render/table.js';
import { summaryTable } from '../../../src/cli/render/sweep-text.js';
import { makeStyle } from '../../../src/cli/style.js';
import { cli } from '../harness.js';

const damage = (p0: number, expected: number, unc: number, dead: number) => ({
  lethal: true,
  wounds: [
    { wounds: 0, probability: p0, atLeast: 1 },
    { wounds: 1, probability: 1 - p0, atLeast: 1 - p0 },
  ],
  expected,
  states: { unhurt: p0, wounded: 1 - p0 - unc - dead, unconscious: unc, dead },
});

async function ftfJson(extra: Record<string, unknown>): Promise<Record<string, unknown>> {
  const json = JSON.parse((await cli('odds 13b3 vs 11 --json')).stdout) as Record<string, unknown>;
  return { ...json, ...extra };
}

describe('rowSummary', () => {
  it('without a damage section: no wound columns', async () => {
    const s = rowSummary(await ftfJson({}));
    expect(s.wounds).toEqual({ active: null, reactive: null });
    expect(s.active + (s.reactive ?? 0) + s.none).toBeCloseTo(1, 12);
    expect(summaryColumns([s]).map((c) => c.key)).not.toContain('p_wound');
  });

  it('reads P(at least one wound), expected wounds and Unconscious or worse', async () => {
    const s = rowSummary(
      await ftfJson({ damage: { active: damage(0.4, 0.75, 0.2, 0.1), reactive: null } }),
    );
    expect(s.wounds.active).toEqual({ atLeastOne: 0.6, expected: 0.75, down: 0.30000000000000004 });
    expect(s.wounds.reactive).toBeNull();
    expect(summaryColumns([s]).map((c) => c.key)).toEqual([
      'p_active',
      'p_reactive',
      'p_nobody',
      'expected_active',
      'expected_reactive',
      'p_wound',
      'expected_wounds',
      'p_unconscious_or_dead',
    ]);
  });

  it('a Normal roll: P(at least one success) from the exact counts', async () => {
    const json = JSON.parse((await cli('odds 12-3b2 --json')).stdout) as Record<string, unknown>;
    const s = rowSummary(json);
    expect([s.ftf, s.active, s.none, s.reactive]).toEqual([false, 1 - 0.3025, 0.3025, null]);
    expect(s.expected.active).toBeCloseTo(0.9, 12);
  });
});

describe('text with wound columns on both sides', () => {
  it('fits 80 columns, dropping the least needed columns first', async () => {
    const both = { active: damage(0.4, 0.75, 0.2, 0.1), reactive: damage(0.9, 0.1, 0.05, 0) };
    const sums = [rowSummary(await ftfJson({ damage: both }))];
    const text = summaryTable(
      'title',
      'note',
      { header: 'matchup', values: ['Fusilier vs Zhanshi'], left: true },
      sums,
      await makeStyle(false),
    );
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[3]).toContain('≥1 wound');
    expect(lines[3]).toContain('vs Unc+');
    expect(lines[3]).not.toContain('E act');
  });
});
