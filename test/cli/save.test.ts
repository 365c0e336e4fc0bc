/** `infcalc save` (src/cli/commands/save, src/app/save.ts): Saving Rolls at the table. */
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

describe('save shows PS in N5', () => {
  it('ARM 1 + PS 7 + 3 cover = 11', async () => {
    const r = await cli('save 0 1 --ps 7 --arm 1 --cover --rules n5 --dice 5,14');
    expect(r.stdout).toContain('Save: ARM 1 + PS 7 + 3 cover = 11: fails on 12+ (9 in 20)');
  });
});
