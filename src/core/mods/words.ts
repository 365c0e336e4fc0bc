/**
 * Words as the user (or a unit profile) writes them -> the catalogue's words
 * (docs/rules.md §8). Spelling is forgiving: case, spaces, dashes and brackets do not
 * count ("Mimetism (-6)", "mimetism-6" and "mimetism6" are one word; "Martial Arts L3",
 * "martial arts level 3" and "ma3" another).
 */
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import type { ModRules, ProgramRow, WordEntry } from '../rules/mods.js';

/** Longest word text looked at: past this it is not a word (bounded before any work). */
const MAX_WORD_TEXT = 80;
/** At most this many words per trooper: more is a pasted file, not a trooper. */
export const MAX_WORDS = 40;

/** "Martial Arts L3" -> "martialartsl3"; "Mimetism (-6)" -> "mimetism6". */
export function normalizeWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/level\s*/g, 'l')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * "CC Attack (+3)" -> "ccattackplus3", "CC Attack (-3)" -> "ccattackminus3": the sign
 * kept, for the spellings that write one (a bracketed +3 is the user's, -3 the enemy's:
 * docs/rules.md §1.1).
 */
const signedKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/level\s*/g, 'l')
    .replace(/\+(?=\d)/g, 'plus')
    .replace(/-(?=\d)/g, 'minus')
    .replace(/[^a-z0-9]/g, '');
const SIGNED = /[+-]\d/;

interface WordIndex {
  readonly plain: ReadonlyMap<string, WordEntry>;
  readonly signed: ReadonlyMap<string, WordEntry>;
  /** Words with a spelling of a negative value ("CC Attack (-3)"): never a "+3". */
  readonly negative: ReadonlySet<WordEntry>;
}

const indexes = new WeakMap<ModRules, WordIndex>();

/** Every spelling of every word of one catalogue, normalised (and signed where it has a sign). */
function indexOf(rules: ModRules): WordIndex {
  const known = indexes.get(rules);
  if (known !== undefined) return known;
  const plain = new Map<string, WordEntry>();
  const signed = new Map<string, WordEntry>();
  const negative = new Set<WordEntry>();
  const spellings = (e: WordEntry) => [e.word, e.name, ...e.aliases];
  // A "+3" spelling without its sign ("ccattack3") yields to any other word's.
  for (const entry of rules.words)
    for (const spelling of spellings(entry).filter((x) => /\+\d/.test(x)))
      plain.set(normalizeWord(spelling), entry);
  for (const entry of rules.words) {
    plain.set(entry.word, entry);
    for (const spelling of spellings(entry)) {
      if (!/\+\d/.test(spelling)) plain.set(normalizeWord(spelling), entry);
      if (SIGNED.test(spelling)) signed.set(signedKey(spelling), entry);
      if (/-\d/.test(spelling)) negative.add(entry);
    }
  }
  const index = { plain, signed, negative };
  indexes.set(rules, index);
  return index;
}

/** The catalogue entry a spelling names, or undefined. */
export function lookupWord(rules: ModRules, text: string): WordEntry | undefined {
  if (text.length > MAX_WORD_TEXT) return undefined;
  const index = indexOf(rules);
  // Canonical words (what parseWords returns) need no normalising.
  const word = index.plain.get(text);
  if (word !== undefined) return word;
  if (SIGNED.test(text)) {
    const signed = index.signed.get(signedKey(text));
    if (signed !== undefined) return signed;
  }
  const plain = index.plain.get(normalizeWord(text));
  // A positive value is never a word of the negative one: "CC Attack (+3)" is not cc-attack3.
  return plain !== undefined && /\+\d/.test(text) && index.negative.has(plain) ? undefined : plain;
}

/**
 * A unit profile's skill or equipment -> a word, for game data: the name and its bracket
 * value ("Mimetism", "-6" -> "mimetism6"; "Martial Arts L3" -> "ma3"; "Multispectral
 * Visor L1" -> "msv1"). Undefined when the catalogue has no such word (most skills change
 * no roll).
 */
export function wordFromSkill(rules: ModRules, name: string, extra?: string): string | undefined {
  return lookupWord(rules, extra === undefined ? name : `${name} ${extra}`)?.word;
}

/** An edition the word exists in, for a better message ("combat-instinct is N5 only"). */
export interface OtherCatalogue {
  readonly name: string;
  readonly rules: ModRules;
}

/**
 * `--with mimetism6,msv1 --with "Martial Arts L3"`: each text is a comma-separated list.
 * Returns the canonical words in order, once each. Errors: an unknown word (with a "did
 * you mean" and `infcalc mods`), two levels of one skill (`ma2,ma3`).
 */
export function parseWords(
  rules: ModRules,
  texts: readonly string[],
  where: string,
  others: readonly OtherCatalogue[] = [],
): Result<string[]> {
  const words: string[] = [];
  const families = new Map<string, string>();
  for (const text of texts) {
    let index = 0;
    for (const part of text.split(',')) {
      const at = { kind: 'position', source: text, index } as const;
      index += part.length + 1;
      const raw = part.trim();
      if (raw === '') {
        return err(inputError(`empty word in ${where} "${text}"`, at, 'write e.g. mimetism6,msv1'));
      }
      const entry = lookupWord(rules, raw);
      if (entry === undefined) {
        const elsewhere = others.find((o) => lookupWord(o.rules, raw) !== undefined);
        const names = rules.words.map((w) => w.word);
        return err(
          inputError(
            elsewhere === undefined
              ? `unknown skill or equipment "${raw}" in ${where}`
              : `"${raw}" in ${where} is not a word of these rules (${elsewhere.name} only)`,
            at,
            didYouMean(normalizeWord(raw), names),
            'list-words',
          ),
        );
      }
      const seen = families.get(entry.family);
      if (seen !== undefined && seen !== entry.word) {
        return err(
          inputError(
            `"${seen}" and "${entry.word}" in ${where} are two levels of ${entry.family}; a trooper has one`,
            at,
            `keep one of ${seen} and ${entry.word}`,
          ),
        );
      }
      if (seen === undefined) {
        if (words.length >= MAX_WORDS) {
          return err(inputError(`more than ${MAX_WORDS} words in ${where}`, at));
        }
        families.set(entry.family, entry.word);
        words.push(entry.word);
      }
    }
  }
  return ok(words);
}

/** A hacking program by name ("Total Control", "total-control", "trinity"), §8.8. */
export function lookupProgram(rules: ModRules, text: string): ProgramRow | undefined {
  if (text.length > MAX_WORD_TEXT) return undefined;
  const n = normalizeWord(text);
  return rules.programs.find((p) => [p.name, ...p.aliases].some((a) => normalizeWord(a) === n));
}

/** `--program NAME`: a program of this edition, or an error with a "did you mean". */
export function parseProgram(rules: ModRules, text: string, where: string): Result<string> {
  const found = lookupProgram(rules, text);
  if (found !== undefined) return ok(found.name);
  const names = rules.programs.map((p) => p.name);
  return err(
    inputError(
      `unknown hacking program "${text}" in ${where}`,
      { kind: 'position', source: text, index: 0 },
      didYouMean(text, names) ?? `infcalc knows ${names.join(', ')}`,
    ),
  );
}
