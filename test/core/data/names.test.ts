import { describe, expect, it } from 'vitest';
import { findByName, type Named } from '../../../src/core/data/names.js';

const items: Named<number>[] = [
  { item: 1, names: ['FUSILIER INDIGO BIPANDRA'] },
  { item: 2, names: ['FENNEC Fusiliers'] },
  { item: 3, names: ['FUSILIERS', 'Fusilier'] },
  { item: 4, names: ['Zhanshi YĪSHĒNG'] },
  { item: 5, names: ['Zhanshi'] },
  { item: 6, names: ['Bolts'] },
  { item: 7, names: ['Bolt Hacker'] },
];

describe('findByName', () => {
  it.each([
    ['fusiliers', 3],
    ['fusilier', 3],
    ['FUSILIER', 3],
    ['zhanshi', 5],
    ['zhanshi yisheng', 4],
    ['bolt', 6],
    ['indigo', 1],
    ['fennec', 2],
  ])('%s -> %i', (query, want) => {
    const r = findByName(query, items, 'unit');
    expect(r.ok && r.value).toBe(want);
  });

  it('several parts of names: ambiguous, listed', () => {
    const r = findByName('fus', items, 'unit');
    expect(!r.ok && r.error.message).toBe(
      'unit "fus" is ambiguous: "FUSILIER INDIGO BIPANDRA", "FENNEC Fusiliers", "FUSILIERS"',
    );
  });

  it('nothing: a suggestion', () => {
    const r = findByName('zhamshi', items, 'unit');
    expect(!r.ok && r.error.hint).toContain('did you mean "Zhanshi"');
  });
});
