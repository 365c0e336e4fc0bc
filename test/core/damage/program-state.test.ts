/** A weapon's own state (a hacking program, docs/rules.md §8.8) replaces its ammunition's wounds. */
import { describe, expect, it } from 'vitest';
import { damageOdds, DEFAULT_TARGET, savePlan } from '../../../src/core/damage/index.js';
import { toExact } from '../../../src/core/math/rational.js';
import { N4, N5 } from '../../../src/core/rules/index.js';

const carbonite = {
  damage: 13,
  notation: 'damage',
  ammo: 'da',
  continuous: false,
  save: 'bts',
  effect: 'imm-b',
} as const;
const target = { ...DEFAULT_TARGET, bts: 3 };

describe('a state-only weapon (§8.8)', () => {
  it.each([N4, N5])('$id: DA saves, no wounds, the state when one fails', (ed) => {
    const plan = savePlan(carbonite, target, ed.ammo);
    expect(plan.lethal).toBe(false);
    expect(plan.effect).toBe('imm-b');
    expect(plan.hit).toHaveLength(2);
    // Two hits, both certain: 5 saves (2 + 3 with the critical) fail on 1-10: 1 - (1/2)^5.
    const d = damageOdds([{ hits: 1, crits: 1, count: 1n }], 1n, carbonite, target, ed.ammo);
    expect(d.effect?.state).toBe('imm-b');
    expect(toExact(d.effect?.probability ?? d.anyResult)).toBe('31/32');
    expect(d.states.dead).toEqual(d.states.unconscious);
    expect(toExact(d.states.unhurt)).toBe('1');
  });

  it('Immunity (Total) makes DA plain N but keeps the program state', () => {
    const plan = savePlan(carbonite, { ...target, immunities: ['total'] }, N4.ammo);
    expect(plan.ammo).toBe('n');
    expect(plan.effect).toBe('imm-b');
    expect(plan.hit).toHaveLength(1);
  });

  it('without a state the ammunition wounds as before', () => {
    const da = { ...carbonite, effect: undefined };
    expect(savePlan(da, target, N4.ammo).lethal).toBe(true);
  });
});
