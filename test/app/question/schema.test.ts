/**
 * The odds question checked without zod (`wellFormedOdds`, the page's first answer): it
 * accepts only what the schema accepts, with the same question out of `checkQuestion`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalQuestion,
  oddsQuestionSchema,
  type Question,
} from '../../../src/app/question/index.js';
import { wellFormedOdds } from '../../../src/app/question/schema.js';
import { runs } from '../../properties.js';
import { word } from './fields.js';

/** What the schema makes of the value: its canonical question, or null where it refuses. */
function bySchema(value: object): Question | null {
  const parsed = oddsQuestionSchema().safeParse(value);
  return parsed.success ? canonicalQuestion(parsed.data) : null;
}

class Shaped {
  kind = 'odds';
  roll = 'normal';
  spec = '13';
}
const holey: string[] = ['cover=-3'];
holey[2] = 'x';

describe('wellFormedOdds', () => {
  it.each([
    ['a pair', { kind: 'odds', roll: 'pair', spec: '13b3', reactive: '11', rules: 'n5' }, true],
    [
      'a normal roll with lists and flags',
      { kind: 'odds', roll: 'normal', spec: '12', mod: ['-3'], vsCover: true },
      true,
    ],
    [
      'troopers with "vs" alone',
      { kind: 'odds', roll: 'pair', unit: 'fusilier', vsUnit: 'zhanshi' },
      true,
    ],
    ['no kind', { roll: 'normal', spec: '13' }, false],
    ['a roll the union lacks', { kind: 'odds', roll: 'ftf', spec: '13' }, false],
    ['a spec read as a flag', { kind: 'odds', roll: 'normal', spec: '-3' }, false],
    ['an empty spec', { kind: 'odds', roll: 'normal', spec: '' }, false],
    ['"vs" as a spec', { kind: 'odds', roll: 'pair', spec: 'VS', reactive: '11' }, false],
    [
      'a reactive spec in a normal roll',
      { kind: 'odds', roll: 'normal', spec: '13', reactive: '11' },
      false,
    ],
    [
      'a reactive spec without an active one',
      { kind: 'odds', roll: 'pair', reactive: '11', unit: 'x' },
      false,
    ],
    ['a pair of no spec and no trooper', { kind: 'odds', roll: 'pair', rules: 'n5' }, false],
    ['an unknown key', { kind: 'odds', roll: 'normal', spec: '13', arms: '3' }, false],
    ['a key of the prototype', { kind: 'odds', roll: 'normal', spec: '13', toString: 'x' }, false],
    ['a flag as false', { kind: 'odds', roll: 'normal', spec: '13', vsCover: false }, false],
    ['a value as a number', { kind: 'odds', roll: 'normal', spec: '13', arm: 3 }, false],
    ['a list as a word', { kind: 'odds', roll: 'normal', spec: '13', mod: '-3' }, false],
    ['a list with a hole', { kind: 'odds', roll: 'normal', spec: '13', mod: holey }, false],
    ['a key set to undefined', { kind: 'odds', roll: 'normal', spec: '13', arm: undefined }, false],
    ['an instance of a class', new Shaped(), false],
    [
      'an own __proto__ key',
      JSON.parse('{"kind":"odds","roll":"normal","spec":"1","__proto__":"x"}') as object,
      false,
    ],
  ])('%s: %s', (_, value, expected) => {
    expect(wellFormedOdds(value)).toBe(expected);
    // Where it says yes, the schema says yes, with the same question.
    if (expected) expect(bySchema(value)).toEqual(canonicalQuestion(value as Question));
  });

  it('says yes only where the schema accepts, and gives the same question', () => {
    const value = fc.oneof(
      word,
      fc.constant(true),
      fc.constant(false),
      fc.array(word, { maxLength: 2 }),
      fc.integer(),
    );
    const key = fc.constantFrom(
      'spec',
      'reactive',
      'arm',
      'vsArm',
      'mod',
      'with',
      'vsCover',
      'unit',
      'vsUnit',
      'rules',
      'arms',
    );
    const question = fc.record({
      kind: fc.constantFrom('odds', 'save'),
      roll: fc.constantFrom('normal', 'pair', 'ftf'),
      rest: fc.dictionary(key, value, { maxKeys: 5 }),
    });
    fc.assert(
      fc.property(question, ({ kind, roll, rest }) => {
        const v = { kind, roll, ...rest };
        const fast = wellFormedOdds(v);
        const slow = bySchema(v);
        if (fast) expect(slow).toEqual(canonicalQuestion(v as unknown as Question));
      }),
      { numRuns: runs(2000) },
    );
  });
});
