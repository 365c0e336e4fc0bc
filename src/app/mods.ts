/** `infcalc mods`: the catalogue of skills, equipment and situations of an edition (docs/rules.md §8). */
import { catalogueOf, lookupWord, type Catalogue, type CatalogueWord } from '../core/mods/index.js';
import type { Edition } from '../core/rules/index.js';
import { didYouMean } from '../core/suggest.js';
import { usage } from './failure.js';

export interface ModsReport {
  readonly kind: 'mods';
  readonly edition: Edition;
  readonly catalogue: Catalogue;
  /** `infcalc mods WORD`: only that word; null: the whole catalogue. */
  readonly only: CatalogueWord | null;
}

export function modsOf(edition: Edition, word?: string): ModsReport {
  const catalogue = catalogueOf(edition.mods);
  if (word === undefined) return { kind: 'mods', edition, catalogue, only: null };
  const entry = lookupWord(edition.mods, word);
  const only = catalogue.words.find((w) => w.word === entry?.word);
  if (only === undefined) {
    const words = catalogue.words.map((w) => w.word);
    const close = didYouMean(word, words);
    throw usage(
      `"${word}" is not a word of the ${edition.name} catalogue`,
      close,
      close === undefined ? 'list-words' : undefined,
    );
  }
  return { kind: 'mods', edition, catalogue, only };
}
