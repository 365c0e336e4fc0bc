/**
 * The row summary is built from the typed odds (never read back from JSON), and says what
 * `odds --json` says: the same probabilities, and wound columns wherever a sweep, compare,
 * md or csv shows odds with a weapon (README "From hits to casualties").
 */
import { describe, expect, it } from 'vitest';
import { oddsOf, type OddsOptions } from '../../../src/app/odds.js';
import { N4 } from '../../../src/core/rules/index.js';
import { oddsSummary } from '../../../src/app/summary.js';
import { summaryColumns } from '../../../src/cli/render/table.js';
import { summaryTable } from '../../../src/cli/render/sweep-text.js';
import { makeStyle } from '../../../src/cli/style.js';
import { cli } from '../harness.js';

interface Json {
  summary: { active: number; reactive: number; none: number; expected: unknown };
  damage: {
    active: {
      wounds: { probability: number }[];
      expected: number;
      states: { unconscious: number; dead: number };
    };
  };
}

const report = (a: string, r: string | undefined, opts: OddsOptions & Record<string, unknown>) => {
  const out = oddsOf(a, r, opts, N4);
  if (out.kind === 'pair-odds') throw new Error('two Normal rolls');
  return out;
};

async function json(args: string): Promise<Json> {
  return JSON.parse((await cli(`odds ${args} --json`)).stdout) as Json;
}

describe('oddsSummary', () => {
  it('without a damage section: no wound columns', () => {
    const s = oddsSummary(report('13b3', '11', {}));
    expect(s.wounds).toEqual({ active: null, reactive: null });
    expect(s.active + (s.reactive ?? 0) + s.none).toBeCloseTo(1, 12);
    expect(summaryColumns([s]).map((c) => c.key)).not.toContain('p_wound');
  });

  it('says what the JSON says: wins, expected successes, wounds, Unconscious or worse', async () => {
    const s = oddsSummary(report('13b3', '11', { dam: '13', vsArm: '1', vsW: '2' }));
    const j = await json('13b3 vs 11 --dam 13 --vs-arm 1 --vs-w 2');
    expect([s.active, s.reactive, s.none]).toEqual([
      j.summary.active,
      j.summary.reactive,
      j.summary.none,
    ]);
    expect(s.expected).toEqual(j.summary.expected);
    const d = j.damage.active;
    expect(s.wounds.active).toEqual({
      atLeastOne: 1 - (d.wounds[0]?.probability ?? 0),
      expected: d.expected,
      down: d.states.unconscious + d.states.dead,
    });
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

  it('a Normal roll: P(at least one success) from the exact counts', () => {
    const s = oddsSummary(report('12-3b2', undefined, {}));
    expect([s.ftf, s.active, s.none, s.reactive]).toEqual([false, 1 - 0.3025, 0.3025, null]);
    expect(s.expected.active).toBeCloseTo(0.9, 12);
  });
});

describe('text with wound columns on both sides', () => {
  it('fits 80 columns, dropping the least needed columns first', async () => {
    const r = report('13b3', '12', { dam: '13', vsArm: '2', vsDam: '14', arm: '4' });
    const text = summaryTable(
      'title',
      'note',
      { header: 'matchup', values: ['Fusilier vs Zhanshi'], left: true },
      [oddsSummary(r)],
      await makeStyle(false),
    );
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[3]).toContain('≥1 wound');
    expect(lines[3]).toContain('vs Unc+');
    expect(lines[3]).not.toContain('E act');
  });
});
