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

  it('a whole word of a name wins over a part of a word', () => {
    const darts: Named<number>[] = [
      { item: 1, names: ['DART, Optimate Huntress'] },
      { item: 2, names: ['DARTOK Cybercombat Team'] },
    ];
    const r = findByName('Dart', darts, 'unit');
    expect(r.ok && r.value).toBe(1);
    const part = findByName('darto', darts, 'unit');
    expect(part.ok && part.value).toBe(2);
  });

  it.each([
    ['hmg', 1],
    ['HMG', 1],
    ['ap hmg', 2],
    ['aphmg', 2],
    ['multi hmg', 3],
    ['smg', 4],
    ['lsg', 5],
  ])('initials: %s -> %i', (query, want) => {
    const weapons: Named<number>[] = [
      { item: 1, names: ['Heavy Machine Gun'] },
      { item: 2, names: ['AP Heavy Machine Gun'] },
      { item: 3, names: ['MULTI Heavy Machine Gun'] },
      { item: 4, names: ['Submachine Gun'] },
      { item: 5, names: ['Light Shotgun'] },
    ];
    const r = findByName(query, weapons, 'weapon');
    expect(r.ok && r.value).toBe(want);
  });

  it('full-width letters are letters; a name of punctuation only is a name not found', () => {
    const wide = findByName('ＦＵＳＩＬＩＥＲ', items, 'unit');
    expect(wide.ok && wide.value).toBe(3);
    for (const q of ['(', "'", '💀']) {
      const r = findByName(q, items, 'unit');
      expect(!r.ok && r.error.message).toBe(`no unit named "${q}"`);
    }
    const blank = findByName('  ', items, 'unit');
    expect(!blank.ok && blank.error.message).toBe('no unit name given');
  });
});
