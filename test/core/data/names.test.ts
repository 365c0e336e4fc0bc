import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findByName,
  foldSpaces,
  matchNames,
  matchTiers,
  nameKey,
  sameName,
  singular,
  type Named,
} from '../../../src/core/data/names.js';
import { namesById, parseGameMetadata, weaponsOf } from '../../../src/core/data/metadata.js';
import { expectOk } from '../../../src/core/result.js';
import { runs } from '../../properties.js';

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

describe('names from game data: Unicode spaces (U+00A0), case and accents do not count', () => {
  const NBSP = '\u00a0';
  it.each([
    [`Hidden${NBSP}Deployment`, 'Hidden Deployment'],
    [`Plasma${NBSP}Sniper Rifle`, 'plasma sniper rifle'],
    [`ECM:${NBSP}Guided`, 'ECM: Guided'],
    [`UPGRADE:${NBSP}Mimetism`, 'upgrade: mimetism'],
    ['Chain\u2009of\u202fCommand', 'CHAIN OF COMMAND'],
    ['Zhanshi\u3000YĪSHĒNG', 'zhanshi yisheng'],
  ])('%j is the same name as %j', (data, typed) => {
    expect(sameName(data, typed)).toBe(true);
  });

  it.each([
    ['Hidden Deployment', 'Strategic Deployment'],
    ['', ''],
    ['NCO', 'NCOs'],
  ])('%j is not %j', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });

  it('foldSpaces prints a data name with plain spaces, trimmed', () => {
    expect(foldSpaces(`${NBSP}Plasma${NBSP}${NBSP}Sniper\u200bRifle `)).toBe('Plasma Sniper Rifle');
  });

  it('a weapon named with U+00A0 is found by its typed name, and printed with a space', () => {
    const meta = expectOk(
      parseGameMetadata(
        JSON.stringify({ weapons: [{ id: 113, name: `Plasma${NBSP}Sniper Rifle`, burst: '2' }] }),
      ),
    );
    const weapons = weaponsOf(meta).map((w) => ({ item: w, names: [w.name] }));
    const r = findByName('plasma sniper rifle', weapons, 'weapon');
    expect(r.ok && r.value.name).toBe('Plasma Sniper Rifle');
    expect(namesById([{ id: 238, name: `Hidden${NBSP}Deployment` }]).get(238)).toBe(
      'Hidden Deployment',
    );
  });
});

describe('matchNames against the tiers item by item', () => {
  // The reference reads the rule as written: the first tier any item's name matches, and
  // every item with a name in that tier, in their order.
  const reference = <T>(query: string, list: readonly Named<T>[]): Named<T>[] | 'empty' => {
    const key = nameKey(query.slice(0, 100));
    if (key === '') return 'empty';
    for (const tier of matchTiers(key)) {
      const found = list.filter((i) =>
        i.names.some((n) => tier(nameKey(n), n, singular(nameKey(n)))),
      );
      if (found.length > 0) return found;
    }
    return [];
  };
  const word = fc.constantFrom(
    'Fusilier',
    'FUSILIERS',
    'bolt',
    'Bolts',
    'AP',
    'Heavy',
    'Machine',
    'Gun',
    'Zhanshi',
    'YĪSHĒNG',
    'Hacker',
    'ＦＵＳＩＬＩＥＲ',
    'Submachine',
    'hmg',
    ',',
    ' ',
  );
  const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  it('finds the same items, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(name, { minLength: 1, maxLength: 2 }), { maxLength: 12 }),
        name,
        (lists, query) => {
          const list = lists.map((names, item) => ({ item, names }));
          expect(matchNames(query, list)).toEqual(reference(query, list));
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
