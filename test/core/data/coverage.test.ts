/**
 * The coverage table (docs/rules.md §10.13): names only the N4 files carry are classed,
 * each with its rule or its reason.
 */
import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../../src/core/data/coverage.js';
import { EDITIONS } from '../../../src/core/rules/index.js';

describe('N4 names: CC Attack (+6), State: Targeted, plain Bioweapon', () => {
  const rules = EDITIONS.n4.mods;
  it.each([
    ['CC Attack', '+6', 'applied'],
    ['State: Targeted', undefined, 'no-effect'],
    ['Bioweapon', undefined, 'no-effect'],
    ['Comms. Attack', undefined, 'applied'],
  ] as const)('%s %s: %s', (name, extra, cls) => {
    const c = coverageOf(rules, name, extra);
    expect(c?.class).toBe(cls);
    if (c?.class === 'no-effect') expect(c.why).toContain('§10.13');
  });
});
