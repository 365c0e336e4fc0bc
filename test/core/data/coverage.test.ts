/**
 * The coverage table (docs/rules.md §10.13): names only the N4 files carry are classed,
 * each with its rule or its reason.
 */
import { describe, expect, it } from 'vitest';
import { coverageOf, weaponCoverageOf } from '../../../src/core/data/coverage.js';
import { wordFromSkill } from '../../../src/core/mods/words.js';
import { EDITIONS } from '../../../src/core/rules/index.js';

describe('N4 names: CC Attack (+6), State: Targeted, plain Bioweapon', () => {
  const rules = EDITIONS.n4.mods;
  it.each([
    ['CC Attack', '+6', 'applied'],
    ['State: Targeted', undefined, 'no-effect'],
    ['Bioweapon', undefined, 'applied'],
    ['Comms. Attack', undefined, 'applied'],
  ] as const)('%s %s: %s', (name, extra, cls) => {
    const c = coverageOf(rules, name, extra);
    expect(c?.class).toBe(cls);
    if (c?.class === 'no-effect') expect(c.why).toContain('§10.13');
  });
});

describe('ECM: Hacker from the data: the word of its bracket (§10.12)', () => {
  it.each([
    ['n5', '-3', 'ecm-hacker3'],
    ['n5', '-6', 'ecm-hacker6'],
    ['n4', '-3', 'ecm-hacker3'],
  ] as const)('%s ECM: Hacker (%s) is %s, applied', (ed, extra, word) => {
    expect(wordFromSkill(EDITIONS[ed].mods, 'ECM: Hacker', extra)).toBe(word);
    expect(coverageOf(EDITIONS[ed].mods, 'ECM: Hacker', extra)?.class).toBe('applied');
  });
});

describe('a weapon whose name is a rule: N4 SymbioBomb (§10.13)', () => {
  it.each([
    ['SymbioBomb', 'applied'],
    ['symbiobomb', 'applied'],
    ['Combi Rifle', null],
  ] as const)('%s: %s', (name, cls) => {
    expect(weaponCoverageOf(name)?.class ?? null).toBe(cls);
  });
});
