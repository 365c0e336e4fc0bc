import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggest } from '../../src/core/suggest.js';

describe('suggestions', () => {
  it.each([
    ['', '', 0],
    ['stat', 'state', 1],
    ['kitten', 'sitting', 3],
    ['abc', '', 3],
  ])('editDistance(%j, %j) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
  it.each([
    ['stat', ['state', 'name', 'cost'], ['state']],
    ['ded', ['dead', 'normal', 'embryo'], ['dead']],
    ['xyz', ['state', 'name'], []],
    ['Dodje', ['Dodge', 'Reset'], ['Dodge']],
  ])('suggest(%j)', (input, candidates, expected) => {
    expect(suggest(input, candidates)).toEqual(expected);
  });
  it('phrases one or several candidates', () => {
    expect(didYouMean('A9', ['A1', 'A2'])).toBe('did you mean "A1" or "A2"?');
    expect(didYouMean('zzzz', ['A1'])).toBeUndefined();
  });
});
