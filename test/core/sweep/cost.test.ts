/** Item 15 of the issue "Fidelity round": a sweep's cost is estimated before it runs. */
import { describe, expect, it } from 'vitest';
import { cellWork, SWEEP_WORK_MAX, sweepEstimate } from '../../../src/core/sweep/cost.js';

describe('15: sweep cost estimate (cells x dice states)', () => {
  it('15: a 10,000-cell B20+4 SD Plasma sweep with Continuous Damage is past the bound', () => {
    const cell = cellWork({ dice: [24] }, [
      { dice: 24, savesPerCrit: 3, need: 3, continuous: true },
    ]);
    const e = sweepEstimate(10_000, 10_000 * cell);
    expect(e.withinBound).toBe(false);
    expect(e.seconds).toBeGreaterThan(60);
  });
  it('15: a 10,000-cell B3 roll without weapons is within it', () => {
    const e = sweepEstimate(10_000, 10_000 * cellWork({ dice: [3] }, []));
    expect(e.withinBound).toBe(true);
  });
  it('15: grows with the dice, the saves, the wounds and Continuous Damage', () => {
    const base = { dice: 6, savesPerCrit: 2, need: 2, continuous: false };
    const w = (d: Partial<typeof base>) => cellWork({ dice: [6] }, [{ ...base, ...d }]);
    expect(w({ dice: 12 })).toBeGreaterThan(w({}));
    expect(w({ savesPerCrit: 4 })).toBeGreaterThan(w({}));
    expect(w({ need: 10 })).toBeGreaterThan(w({}));
    expect(w({ continuous: true })).toBeGreaterThan(w({}));
    expect(cellWork({ dice: [20, 20] }, [])).toBeGreaterThan(cellWork({ dice: [20] }, []));
    expect(SWEEP_WORK_MAX).toBe(50_000_000);
  });
});
