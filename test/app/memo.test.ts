import { describe, expect, it } from 'vitest';
import { memo } from '../../src/app/memo.js';

describe('memo: bounded by weight', () => {
  it('forgets all when the next value would pass the bound; keeps none heavier than it', () => {
    let made = 0;
    const m = memo<number>(10, (v) => v);
    // [key, weight, values made so far]
    const steps: [string, number, number][] = [
      ['a', 6, 1],
      ['a', 6, 1],
      ['b', 4, 2],
      ['a', 6, 2],
      ['c', 5, 3],
      ['b', 4, 4],
      ['big', 11, 5],
      ['big', 11, 6],
    ];
    for (const [key, weight, after] of steps) {
      m.get(key, () => {
        made++;
        return weight;
      });
      expect(made).toBe(after);
    }
  });
});
