/**
 * The skills a trooper's own profile and loadout carry, as the menu offers them
 * (docs/command-line.md "The menu"): those a player declares (`--with berserk`,
 * `--with surprise3`), and those the answer applies by itself from the data (Martial Arts,
 * Marksmanship, Total Reaction...), named so the player knows they count; of these, the
 * ones filled as skill words a player may leave out (`--without ma2`). Pure.
 */
import { coverageOf } from '../core/data/coverage.js';
import { wordFromSkill } from '../core/mods/words.js';
import { wordKind } from './from-data.js';
import type { Item } from '../core/data/units.js';
import type { ModRules } from '../core/rules/mods.js';

export interface TrooperSkills {
  /** To declare: the `--with` word and the skill as the data writes it. */
  readonly declare: readonly { readonly word: string; readonly label: string }[];
  /** Applied from the data without asking: "Martial Arts L2", "Mimetism (-6)". */
  readonly applied: readonly string[];
  /** Of those, the ones filled as skill words: `--without` leaves one out. */
  readonly strikable: readonly { readonly word: string; readonly label: string }[];
}

/** A profile's and a loadout's skills and equipment, sorted by what infcalc does with each. */
export function trooperSkills(
  mods: ModRules,
  items: readonly Pick<Item, 'name' | 'extras' | 'text'>[],
): TrooperSkills {
  const declare: { word: string; label: string }[] = [];
  const applied: string[] = [];
  const strikable: { word: string; label: string }[] = [];
  for (const item of items) {
    const c = coverageOf(mods, item.name, item.extras[0]);
    if (c?.class === 'declared' && !declare.some((d) => d.word === c.word))
      declare.push({ word: c.word, label: item.text });
    else if (c?.class === 'applied' && !applied.includes(item.text)) {
      applied.push(item.text);
      const word = wordFromSkill(mods, item.name, item.extras[0]);
      if (
        word !== undefined &&
        wordKind(mods, word) === 'fill' &&
        !strikable.some((s) => s.word === word)
      )
        strikable.push({ word, label: item.text });
    }
  }
  return { declare, applied, strikable };
}
