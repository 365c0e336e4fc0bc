/**
 * Editions are data, not ifs (docs/rules.md §7): each edition is one table of the facts
 * that differ, passed into the core. Domains (rolls, damage, army, order) read the part of
 * the table they need and never test an edition's name. Adding N6 means adding a table.
 *
 * This folder imports nothing from the other domains, so any domain may import it.
 */
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import { N4_AMMO, N5_AMMO, type AmmoChart } from './ammo.js';

export const EDITION_IDS = ['n4', 'n5'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** The edition when neither `--rules` nor INFCALC_RULES says otherwise. */
export const DEFAULT_EDITION: EditionId = 'n4';

/** One edition's rules table. Each domain adds the part it reads. */
export interface Edition {
  readonly id: EditionId;
  /** How text output names the edition. */
  readonly name: string;
  /** The ammunition chart and damage notation (docs/rules.md §6.3, §7.2). */
  readonly ammo: AmmoChart;
}

export const N4: Edition = {
  id: 'n4',
  name: 'N4',
  ammo: N4_AMMO,
};
export const N5: Edition = {
  id: 'n5',
  name: 'N5',
  ammo: N5_AMMO,
};

export const EDITIONS = { n4: N4, n5: N5 } as const satisfies Record<EditionId, Edition>;

const isEditionId = (s: string): s is EditionId => (EDITION_IDS as readonly string[]).includes(s);

/** `--rules n5`, `INFCALC_RULES=N5`: case-insensitive, with a "did you mean". */
export function parseEdition(text: string, where: string): Result<Edition> {
  const id = text.trim().toLowerCase();
  if (isEditionId(id)) return ok(EDITIONS[id]);
  return err(
    inputError(
      `unknown rules edition "${text}" in ${where}; infcalc knows ${EDITION_IDS.join(' and ')}`,
      undefined,
      didYouMean(id, EDITION_IDS) ?? `write ${where} n4 or n5`,
    ),
  );
}
