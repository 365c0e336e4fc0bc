import { describe, expect, it } from 'vitest';
import {
  normalizeWord,
  parseProgram,
  parseWords,
  wordFromSkill,
} from '../../../src/core/mods/index.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { formatInputError } from '../../../src/cli/errors.js';

const N4 = EDITIONS.n4.mods;
const N5 = EDITIONS.n5.mods;

describe('words and their spellings (docs/rules.md §8)', () => {
  it.each([
    ['mimetism-6', 'mimetism6'],
    ['Mimetism (-6)', 'mimetism6'],
    ['MIMETISM6', 'mimetism6'],
    ['Martial Arts L3', 'ma3'],
    ['martial arts level 3', 'ma3'],
    ['MA L5', 'ma5'],
    ['MSV L2', 'msv2'],
    ['Multispectral Visor L1', 'msv1'],
    ['Surprise Attack (-3)', 'surprise3'],
    ['Sixth Sense', 'sixth-sense'],
    ['6th sense', 'sixth-sense'],
    ['No Wound Incapacitation', 'nwi'],
    ['Immunity (Critical)', 'immunity-crit'],
    ['Suppressive Fire', 'suppressive'],
    ['fireteam 3', 'fireteam3'],
    ['i-Kohl L2', 'ikohl2'],
  ])('%j -> %s', (text, word) => {
    expect(parseWords(N4, [text], '--with')).toEqual({ ok: true, value: [word] });
  });

  it('comma lists, repeated flags, duplicates once', () => {
    expect(parseWords(N4, ['mimetism6, msv1', 'ma2', 'mimetism-6'], '--with')).toEqual({
      ok: true,
      value: ['mimetism6', 'msv1', 'ma2'],
    });
  });

  it('an unknown word: did you mean, and where to look as a code (the CLI words it)', () => {
    const r = parseWords(N4, ['msv1,mimetsm6'], '--vs-with');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe('unknown skill or equipment "mimetsm6" in --vs-with');
    expect(r.error.hint).toBe('did you mean "mimetism6" or "mimetism3"?');
    expect(r.error.advice).toBe('list-words');
    expect(formatInputError(r.error)).toBe(
      'infcalc: unknown skill or equipment "mimetsm6" in --vs-with; did you mean "mimetism6" or "mimetism3"? infcalc mods lists every word',
    );
    expect(r.error.at).toEqual({ kind: 'position', source: 'msv1,mimetsm6', index: 5 });
  });

  it.each(['Surprise Attack (CC-6)', 'surprise-cc6', 'surprise cc-6', 'SA-CC6'])(
    'N5 %j -> surprise-cc6, with the plain form beside it',
    (text) => {
      expect(parseWords(N5, [`surprise3,${text}`], '--with')).toEqual({
        ok: true,
        value: ['surprise3', 'surprise-cc6'],
      });
    },
  );

  it('N4 has no attribute-specific Surprise Attack: an N5-only word', () => {
    const r = parseWords(N4, ['surprise-cc6'], '--with', [{ name: 'N5', rules: N5 }]);
    expect(r.ok ? '' : r.error.message).toBe(
      '"surprise-cc6" in --with is not a word of these rules (N5 only)',
    );
  });

  it('a word of the other edition says so', () => {
    const r = parseWords(N4, ['combat-instinct'], '--with', [{ name: 'N5', rules: N5 }]);
    expect(r.ok ? '' : r.error.message).toBe(
      '"combat-instinct" in --with is not a word of these rules (N5 only)',
    );
  });

  it('two levels of one skill', () => {
    const r = parseWords(N4, ['ma2,ma3'], '--with');
    expect(r.ok ? '' : r.error.message).toBe(
      '"ma2" and "ma3" in --with are two levels of ma; a trooper has one',
    );
  });

  it('an empty word and too many words', () => {
    expect(parseWords(N4, ['msv1,,ma2'], '--with').ok).toBe(false);
    const many = Array.from({ length: 41 }, () => 'x');
    expect(parseWords(N4, [many.join(',')], '--with').ok).toBe(false);
  });

  it('a megabyte word is refused at once', () => {
    expect(normalizeWord('Martial Arts L3')).toBe('martialartsl3');
    expect(parseWords(N4, ['m'.repeat(1_000_000)], '--with').ok).toBe(false);
  });

  it.each([
    ['Mimetism', '-6', 'mimetism6'],
    ['Mimetism', '(-3)', 'mimetism3'],
    ['Martial Arts L3', undefined, 'ma3'],
    ['Multispectral Visor L2', undefined, 'msv2'],
    ['Surprise Attack', '-6', 'surprise6'],
    ['Marksmanship', undefined, 'marksmanship'],
    ['CC Attack', '-6', 'cc-attack6'],
    ['CC Attack', '-3', 'cc-attack3'],
    ['CC Attack', '+1B', 'cc-attack-b1'],
    ['BS Attack', 'Continous Damage', undefined],
    ['Climbing Plus', undefined, undefined],
  ])('unit skill %j %j -> %s', (name, extra, word) => {
    expect(wordFromSkill(N5, name, extra)).toBe(word);
  });
});

describe('parseProgram', () => {
  it('names, spellings and a did-you-mean', () => {
    expect(parseProgram(N5, 'total-control', '--program')).toEqual({
      ok: true,
      value: 'Total Control',
    });
    const r = parseProgram(N4, 'Carbonit', '--program');
    expect(r.ok ? '' : r.error.hint).toBe('did you mean "Carbonite"?');
  });
});
