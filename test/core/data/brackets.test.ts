/**
 * Every class of bracket on BS Attack and CC Attack (docs/game-data.md, "Brackets of attack
 * skills"): a word of the catalogue (bracket rule, docs/rules.md §1.1), ammunition combined
 * with the weapon's (§6.3, §6.4), Continuous Damage, or named with why it is not modelled.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attackBracket,
  combineAmmo,
  findUnit,
  parseGameMetadata,
  sideFromData,
} from '../../../src/core/data/index.js';
import { lookupWord } from '../../../src/core/mods/index.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { expectOk } from '../../../src/core/result.js';
import { BRACKETS_FILE } from '../../fixtures/brackets.js';

const meta = expectOk(parseGameMetadata(readFileSync('examples/metadata.json', 'utf8')));
const files = [{ factionId: 9020, source: 'brackets', json: BRACKETS_FILE as unknown }];
const unit = expectOk(findUnit(files, meta, 'bracketeers'));
const rules = EDITIONS.n5.mods;
const side = (profile: number, weapon: string) =>
  expectOk(sideFromData(meta, 'n5', rules, { unit, profile, weapon }));

describe('one bracket of an attack skill', () => {
  it.each([
    ['BS Attack', '+1B', { kind: 'word', word: 'bs-attack-b1' }],
    ['BS Attack', '+1SD', { kind: 'word', word: 'bs-attack-sd1' }],
    ['BS Attack', '-3', { kind: 'word', word: 'bs-attack3' }],
    ['CC Attack', '-3', { kind: 'word', word: 'cc-attack3' }],
    ['CC Attack', '-6', { kind: 'word', word: 'cc-attack6' }],
    ['CC Attack', '+1B', { kind: 'word', word: 'cc-attack-b1' }],
    // A positive value is the user's: never read as the enemy's -3.
    ['CC Attack', '+3', { kind: 'word', word: 'cc-attack-plus3' }],
    ['CC Attack', '+9', { kind: 'word', word: 'cc-attack-plus9' }],
    ['BS Attack', 'AP', { kind: 'ammo', ammo: 'ap' }],
    ['BS Attack', 'Shock', { kind: 'ammo', ammo: 'shock' }],
    ['CC Attack', 'Shock', { kind: 'ammo', ammo: 'shock' }],
    ['BS Attack', 'T2', { kind: 'ammo', ammo: 't2' }],
    ['BS Attack', 'Continous Damage', { kind: 'cont' }],
    [
      'BS Attack',
      'Guided',
      { kind: 'unmodelled', why: 'an attack without Line of Fire; no rule for its roll confirmed' },
    ],
    ['CC Attack', 'Antimaterial', { kind: 'unmodelled', why: 'no rule for its roll confirmed' }],
    ['BS Attack', '+6', { kind: 'unmodelled', why: 'no rule infcalc knows for it' }],
  ] as const)('%s (%s)', (skill, extra, expected) => {
    expect(attackBracket(rules, skill, extra)).toEqual(expected);
    expect(attackBracket(EDITIONS.n4.mods, skill, extra)).toEqual(expected);
  });

  // §10.1: N5 reads SR-X and CC Attack (+1 Dam) as saves MODs; N4 has no SR, and +1 Dam is
  // +1 Damage there.
  it.each([
    ['BS Attack', 'SR-1', 'sr1'],
    ['BS Attack', 'SR-2', 'sr2'],
    ['CC Attack', 'SR-1', 'cc-sr1'],
    ['CC Attack', '+1 Dam', 'cc-attack-dam1'],
  ] as const)('N5 %s (%s) is the word %s', (skill, extra, word) => {
    expect(attackBracket(rules, skill, extra)).toEqual({ kind: 'word', word });
  });

  it.each([
    [
      'BS Attack',
      'SR-1',
      { kind: 'unmodelled', why: "a MOD to the target's Saving Roll, NOT CONFIRMED" },
    ],
    ['BS Attack', '+1 Dam', { kind: 'word', word: 'bs-attack-dam1' }],
    ['CC Attack', '+1 Dam', { kind: 'word', word: 'cc-attack-dam1' }],
  ] as const)('N4 %s (%s)', (skill, extra, expected) => {
    expect(attackBracket(EDITIONS.n4.mods, skill, extra)).toEqual(expected);
  });

  it('typed words keep the sign: "CC Attack (+3)" is not "CC Attack (-3)"', () => {
    expect(lookupWord(rules, 'CC Attack (+3)')?.word).toBe('cc-attack-plus3');
    expect(lookupWord(rules, 'CC Attack (-3)')?.word).toBe('cc-attack3');
    expect(lookupWord(rules, 'cc attack 3')?.word).toBe('cc-attack3');
    expect(lookupWord(rules, 'Mimetism (+6)')).toBeUndefined();
    expect(lookupWord(rules, 'Mimetism (-6)')?.word).toBe('mimetism6');
  });
});

describe('ammunition joined as combined ammunition (§6.4)', () => {
  it.each([
    ['n', 'shock', 'shock'],
    ['n', 'ap', 'ap'],
    ['n', 't2', 't2'],
    ['ap', 'shock', 'ap+shock'],
    ['da', 'shock', 'da+shock'],
    ['da', 'ap', 'ap+da'],
    ['exp', 'ap', 'ap+exp'],
    ['shock', 'shock', 'shock'],
    ['ap+shock', 'ap', 'ap+shock'],
    ['exp', 'shock', 'exp+shock'],
    ['ap', 't2', 'ap+t2'],
    ['ap+da', 'shock', 'ap+da+shock'],
    ['t2', 'ap', 'ap+t2'],
    ['ap', 'ap', 'ap'],
    ['plasma', 'shock', null],
    ['n+em', 'ap', null],
  ] as const)('%s with %s: %s', (base, add, joined) => {
    expect(combineAmmo(base, add)).toBe(joined);
  });
});

describe('the brackets from a unit file', () => {
  it('the file names the skills the metadata lacks (filters.skills)', () => {
    expect(unit.groups[0]?.profiles[0]?.skills.map((s) => s.text)).toEqual([
      'BS Attack (Shock)',
      'CC Attack (AP)',
    ]);
  });

  it('BS Attack (Shock) with N, AP and DA; CC Attack (AP) with a CC weapon', () => {
    expect(side(1, 'Combi Rifle').hits).toMatchObject({
      ammo: 'shock',
      ammoFrom: 'BS Attack (Shock)',
    });
    expect(side(1, 'MULTI Rifle:AP').hits).toMatchObject({
      ammo: 'ap+shock',
      ammoFrom: 'BS Attack (Shock) with AP',
    });
    expect(side(1, 'MULTI Rifle:Anti').hits).toMatchObject({ ammo: 'da+shock' });
    expect(side(1, 'CC Weapon').hits).toMatchObject({ ammo: 'ap', ammoFrom: 'CC Attack (AP)' });
    // The CC bracket is not the BS roll's, and the BS one not the CC roll's.
    expect(side(2, 'CC Weapon').hits).toMatchObject({ ammo: 'shock' });
    expect(side(2, 'MULTI Rifle:Shock').hits).toMatchObject({ ammo: 'ap+shock' });
  });

  it('BS Attack (T2) on an AP weapon is AP+T2 (§10.5)', () => {
    const s = side(3, 'MULTI Rifle:AP');
    expect(s.hits).toMatchObject({
      ammo: 'ap+t2',
      unjoined: [],
    });
    expect(side(3, 'Combi Rifle').hits).toMatchObject({ ammo: 't2', unjoined: [] });
    // Smoke wounds nobody: nothing to join, nothing said.
    expect(side(1, 'Smoke Grenades').hits).toMatchObject({ unjoined: [] });
  });

  it('Continuous Damage on the roll of its kind', () => {
    expect(side(4, 'Combi Rifle').hits?.cont).toBe(true);
    expect(side(4, 'CC Weapon').hits?.cont).toBe(true);
    expect(side(1, 'Combi Rifle').hits?.cont).toBe(false);
  });

  it('values with a word are the profile words, applied by the MOD engine', () => {
    const s = side(5, 'Combi Rifle');
    expect(s.words.map((w) => w.word)).toEqual(['bs-attack-b1', 'bs-attack-sd1', 'bs-attack3']);
    expect(s.unmodelledSkills).toEqual([]);
    expect(side(7, 'CC Weapon').words.map((w) => w.word)).toEqual([
      'cc-attack-plus3',
      'cc-attack-b1',
    ]);
  });

  it("the rest are named with why (the coverage table's), on the roll of their kind", () => {
    // BS Attack (Guided) only allows Guided attacks, no MOD of its other ones (§10.11).
    expect(side(6, 'Combi Rifle').unmodelledSkills).toEqual([]);
    // Antimaterial has no effect against troopers (§10.10): no warning.
    expect(side(6, 'CC Weapon').unmodelledSkills.map((u) => u.text)).toEqual([]);
    // SR-1 and +1 Dam are words now (§10.1): filled as --with.
    expect(side(6, 'Combi Rifle').words.map((w) => w.word)).toContain('sr1');
    expect(side(6, 'CC Weapon').words.map((w) => w.word)).toContain('cc-attack-dam1');
  });
});
