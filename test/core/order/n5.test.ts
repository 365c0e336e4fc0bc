/** One order in both editions (docs/rules.md §4.1, §7.4): every combination of classes. */
import { describe, expect, it } from 'vitest';
import { catalogueFor, findSkill } from '../../../src/core/order/catalogue.js';
import { checkOrder, orderSequence } from '../../../src/core/order/check.js';
import { expectOk } from '../../../src/core/result.js';
import { N4, N5, type Edition } from '../../../src/core/rules/index.js';

const EDITIONS: Record<'n4' | 'n5', Edition> = { n4: N4, n5: N5 };
const skills = (names: readonly string[], e: Edition) =>
  names.map((n) => expectOk(findSkill(catalogueFor(e), n)));
const verdict = (names: readonly string[], ed: 'n4' | 'n5', reactive = false) => {
  const c = checkOrder(skills(names, EDITIONS[ed]), { reactive }, EDITIONS[ed]);
  return c.valid ? 'valid' : 'invalid';
};

// Move = Short Movement / Basic Short, BS Attack = Short, Jump = Entire Order / Long.
describe('active turn: every pair of classes', () => {
  it.each([
    // declared, N4, N5
    [['Move'], 'valid', 'valid'],
    [['BS Attack'], 'valid', 'valid'],
    [['Jump'], 'valid', 'valid'],
    [['Move', 'Move'], 'valid', 'valid'],
    [['Move', 'Discover'], 'valid', 'valid'],
    [['Move', 'BS Attack'], 'valid', 'valid'],
    [['BS Attack', 'Move'], 'valid', 'invalid'],
    [['Dodge', 'Discover'], 'valid', 'invalid'],
    [['BS Attack', 'BS Attack'], 'invalid', 'invalid'],
    [['BS Attack', 'CC Attack'], 'invalid', 'invalid'],
    [['Move', 'Jump'], 'invalid', 'invalid'],
    [['Jump', 'Move'], 'invalid', 'invalid'],
    [['BS Attack', 'Jump'], 'invalid', 'invalid'],
    [['Jump', 'BS Attack'], 'invalid', 'invalid'],
    [['Jump', 'Climb'], 'invalid', 'invalid'],
    [['Move', 'Move', 'Move'], 'invalid', 'invalid'],
  ] as const)('%j: N4 %s, N5 %s', (names, n4, n5) => {
    expect(verdict(names, 'n4')).toBe(n4);
    expect(verdict(names, 'n5')).toBe(n5);
  });

  it('a Short Skill declared first in N5: the reason and the valid order', () => {
    const c = checkOrder(skills(['BS Attack', 'Move'], N5), {}, N5);
    expect(c.reason).toBe(
      'BS Attack + Move: the Short Skill is always declared second, after the Basic Short Skill',
    );
    expect(c.validOrder).toBe('Move + BS Attack');
  });

  it.each([
    ['n4', 'Jump is an Entire Order Skill and fills the whole order'],
    ['n5', 'Jump is a Long Skill and fills the whole order'],
  ] as const)('%s names the classes: %s', (ed, reason) => {
    expect(checkOrder(skills(['Move', 'Jump'], EDITIONS[ed]), {}, EDITIONS[ed]).reason).toContain(
      reason,
    );
  });
});

describe('reactive turn (--reactive): AROs', () => {
  it.each([
    [['BS Attack'], 'valid', 'valid'],
    [['Dodge'], 'valid', 'valid'],
    [['Discover'], 'valid', 'valid'],
    [['Move'], 'invalid', 'invalid'],
    [['Jump'], 'invalid', 'invalid'],
    [['Suppressive Fire'], 'invalid', 'invalid'],
    [['Move', 'BS Attack'], 'invalid', 'invalid'],
  ] as const)('%j: N4 %s, N5 %s', (names, n4, n5) => {
    expect(verdict(names, 'n4', true)).toBe(n4);
    expect(verdict(names, 'n5', true)).toBe(n5);
  });

  it('Long Skills only in the active turn (N5)', () => {
    expect(checkOrder(skills(['Jump'], N5), { reactive: true }, N5).reason).toBe(
      'Jump: Long Skills only in the active turn',
    );
  });
});

describe('the N5 catalogue: Reload, Look Out! (ARO-only)', () => {
  it('N4 knows neither', () => {
    expect(findSkill(catalogueFor(N4), 'Reload').ok).toBe(false);
    expect(findSkill(catalogueFor(N4), 'Look Out!').ok).toBe(false);
  });
  it.each([
    [['Reload'], false, 'valid'],
    [['Move', 'Reload'], false, 'valid'],
    [['Look Out!'], false, 'invalid'],
    [['Move', 'Look Out!'], false, 'invalid'],
    [['Look Out!'], true, 'valid'],
    [['Reload'], true, 'invalid'],
  ] as const)('%j, reactive %s: %s', (names, reactive, expected) => {
    expect(verdict(names, 'n5', reactive)).toBe(expected);
  });
});

describe('Retreat! in both editions', () => {
  it.each([
    ['n4', 'Short Movement Skills, Cautious Movement, Dodge or Reset'],
    ['n5', 'Basic Short Skills, Cautious Movement, Dodge or Reset'],
  ] as const)('%s: %s', (ed, allowed) => {
    const e = EDITIONS[ed];
    expect(checkOrder(skills(['Move', 'BS Attack'], e), { retreat: true }, e).reason).toBe(
      `BS Attack: in Retreat! troopers may only use ${allowed}`,
    );
    expect(checkOrder(skills(['Move', 'Dodge'], e), { retreat: true }, e).valid).toBe(true);
  });
});

describe('order sequence names the N5 classes', () => {
  it('Long Skill and the Tactical Order as a source', () => {
    const steps = orderSequence(skills(['Suppressive Fire'], N5), N5);
    expect(steps[1]?.detail).toContain('Tactical Order');
    expect(steps[2]?.detail).toBe('Suppressive Fire (Long Skill), filling the whole order');
    expect(steps[4]?.detail).toBe('none: the Long Skill fills the order');
  });
});
