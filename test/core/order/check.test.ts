import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  findSkill,
  parseSkillOverride,
  withOverrides,
} from '../../../src/core/order/catalogue.js';
import { checkOrder, orderSequence, parseDeclaration } from '../../../src/core/order/check.js';
import { expectOk } from '../../../src/core/result.js';

const check = (text: string, catalogue = CATALOGUE) =>
  checkOrder(expectOk(parseDeclaration(text, catalogue)));

describe('what one order may contain (docs/rules.md §4.1)', () => {
  it.each([
    // One Entire Order skill.
    ['Cautious Movement', true, null],
    ['Jump', true, null],
    ['Climb', true, null],
    ['Suppressive Fire', true, null],
    ['Speculative Attack', true, null],
    ['Intuitive Attack', true, null],
    // Short Movement + Short Movement, including the same one twice.
    ['Move + Move', true, null],
    ['Move + Idle', true, null],
    ['Discover + Move', true, null],
    ['Idle + Discover', true, null],
    // Short Movement + Short Skill, in either order.
    ['Move + BS Attack', true, null],
    ['BS Attack + Move', true, null],
    ['Move + CC Attack', true, null],
    ['Dodge + Move', true, null],
    ['Move + Reset', true, null],
    ['Discover + Place Deployable', true, null],
    // A lone Short (Movement) Skill: its other half is an Idle.
    ['BS Attack', true, null],
    ['Move', true, null],
    // Everything else.
    [
      'BS Attack + CC Attack',
      false,
      'BS Attack + CC Attack: two Short Skills cannot share one order',
    ],
    [
      'BS Attack + BS Attack',
      false,
      'BS Attack + BS Attack: a Short Skill cannot be declared twice in one order',
    ],
    ['Dodge + Reset', false, 'Dodge + Reset: two Short Skills cannot share one order'],
    ['Move + Jump', false, 'Move + Jump: Jump is an Entire Order Skill and fills the whole order'],
    [
      'Cautious Movement + Move',
      false,
      'Cautious Movement + Move: Cautious Movement is an Entire Order Skill and fills the whole order',
    ],
    [
      'Suppressive Fire + BS Attack',
      false,
      'Suppressive Fire + BS Attack: Suppressive Fire is an Entire Order Skill and fills the whole order',
    ],
    [
      'Climb + Jump',
      false,
      'Climb + Jump: Climb is an Entire Order Skill and fills the whole order',
    ],
    ['Move + Move + BS Attack', false, '3 skills: one order holds at most two'],
  ])('%s -> %s', (text, valid, reason) => {
    const c = check(text);
    expect(c.valid).toBe(valid);
    expect(c.reason).toBe(reason);
  });

  it('a lone Short Skill says its other half is an implicit Idle', () => {
    expect(check('BS Attack').note).toBe('BS Attack with an implicit Idle as its other skill');
  });
});

describe('the skill catalogue', () => {
  it.each([
    ['bs', 'BS Attack'],
    ['bsattack', 'BS Attack'],
    ['BS-Attack', 'BS Attack'],
    ['move', 'Move'],
    ['cc', 'CC Attack'],
    ['sf', 'Suppressive Fire'],
    ['cautious movement', 'Cautious Movement'],
  ])('%s is %s', (name, skill) => {
    expect(expectOk(findSkill(CATALOGUE, name)).name).toBe(skill);
  });

  it('an unknown skill gets a "did you mean"', () => {
    const r = findSkill(CATALOGUE, 'Dodje');
    expect(r.ok ? '' : r.error.hint).toBe('did you mean "Dodge"?');
  });

  it('--skill corrects an entry or adds one, for one run', () => {
    const cat = withOverrides(CATALOGUE, [
      expectOk(parseSkillOverride('CC Attack=entire-order')),
      expectOk(parseSkillOverride('Triangulated Fire=entire-order')),
    ]);
    expect(check('Move + CC Attack', cat).valid).toBe(false);
    expect(check('Triangulated Fire', cat).valid).toBe(true);
    expect(check('Move + Triangulated Fire', cat).valid).toBe(false);
    expect(check('Move + CC Attack').valid).toBe(true); // the catalogue itself is unchanged
  });

  it.each(['Jump', 'Jump=', 'Jump=longest'])('rejects the override %s', (text) => {
    expect(parseSkillOverride(text).ok).toBe(false);
  });

  it('a missing skill name is an input error', () => {
    expect(parseDeclaration('Move +', CATALOGUE).ok).toBe(false);
  });
});

describe('order expenditure sequence (docs/rules.md §4.3)', () => {
  it('ten steps with the skills and both ARO windows placed', () => {
    const steps = orderSequence(expectOk(parseDeclaration('Move + BS Attack', CATALOGUE)));
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(steps[2]?.detail).toBe('Move (Short Movement Skill)');
    expect(steps[4]?.detail).toContain('BS Attack (Short Skill)');
    expect(steps[3]?.detail).toContain('ARO window');
    expect(steps[5]?.detail).toContain('only troopers that became eligible');
  });
  it('an Entire Order has no second skill and no second ARO window', () => {
    const steps = orderSequence(expectOk(parseDeclaration('Cautious Movement', CATALOGUE)));
    expect(steps[4]?.detail).toBe('none: the Entire Order Skill fills the order');
    expect(steps[5]?.detail).toBe('ARO window: none, the order has no second skill');
  });
});

describe('orders in Retreat! (docs/rules.md §2.4)', () => {
  it.each([
    ['Move + Move', true],
    ['Move + Discover', true],
    ['Cautious Movement', true],
    ['Move + Dodge', true],
    ['Reset', true],
    ['Move + BS Attack', false],
    ['CC Attack', false],
    ['Jump', false],
    ['BS Attack + CC Attack', false],
  ])('%s -> %s', (text, valid) => {
    const c = checkOrder(expectOk(parseDeclaration(text, CATALOGUE)), { retreat: true });
    expect(c.valid).toBe(valid);
  });
  it('says why', () => {
    expect(
      checkOrder(expectOk(parseDeclaration('Move + BS Attack', CATALOGUE)), { retreat: true })
        .reason,
    ).toBe(
      'BS Attack: in Retreat! troopers may only use Short Movement Skills, Cautious Movement, Dodge or Reset',
    );
  });
});
