/**
 * The menu's type-ahead over unit names (src/cli/menu/units.ts): accents and case folded,
 * recent picks first, then the name itself, then names starting with the term, the
 * shorter first.
 */
import { describe, expect, it } from 'vitest';
import { fold, searchUnits, type UnitEntry } from '../../../src/cli/menu/units.js';

const UNITS: UnitEntry[] = [
  'FUSILIER INDIGO BIPANDRA',
  'FUSILIERS',
  'Fusilier Angus',
  'ZHANSHI',
  'Zhanshi YĪSHĒNG',
  'WÚ MÍNG Assault Corps',
  'Wu Míng',
  'BLACK FUSILIER',
].map((name) => ({ name, key: fold(name), faction: '' }));

describe('searchUnits', () => {
  it.each([
    ['fus', [], ['FUSILIERS', 'Fusilier Angus', 'FUSILIER INDIGO BIPANDRA', 'BLACK FUSILIER']],
    ['zhanshi', [], ['ZHANSHI', 'Zhanshi YĪSHĒNG']],
    ['wu ming', [], ['Wu Míng', 'WÚ MÍNG Assault Corps']],
    ['fus', ['BLACK FUSILIER'], ['BLACK FUSILIER', 'FUSILIERS', 'Fusilier Angus']],
    ['xx', [], []],
  ])('%s (recent %j)', (term, recent, names) => {
    const hits = searchUnits(UNITS, term, recent).map((u) => u.name);
    expect(hits.slice(0, names.length)).toEqual(names);
  });
});
