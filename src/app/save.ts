/** `infcalc save HITS [CRITS]`: Saving Rolls at the table (docs/rules.md §6). */
import type { FromData } from '../core/data/side.js';
import type { Edition } from '../core/rules/index.js';
import { usage, usageShowing, wholeNumber } from './failure.js';
import { checkSeedUsed, noRandom, seedFor, type Random } from './random.js';
import { savesFor, trooperFrom, type SaveView, type TrooperFlags } from './troopers.js';

export interface SaveReport {
  readonly kind: 'save';
  readonly saves: SaveView;
  /** null when every die was typed in. */
  readonly seed: string | null;
  readonly edition: Edition;
  /** What came from game data (`--weapon`, `--vs-unit`), when any did. */
  readonly fromData?: FromData;
  /** Things to know that change no number (game data of another edition). */
  readonly flagWarnings?: readonly string[];
}

/**
 * The `save` command's flags in camelCase, values as typed: the weapon that hit (`dam`,
 * `ammo`, ...) and the target that saves (`arm`, `w`, ...), save dice or a seed.
 */
export interface SaveOptions extends TrooperFlags {
  readonly dice?: string;
  readonly seed?: string;
  readonly rules?: string;
}

/** A save at the table, as a command's words. */
const SAVE_EXAMPLE = ['save', '2', '1', '--dam', '13', '--arm', '3'] as const;

/** How many hits or criticals stood: a small whole number. */
function count(text: string | undefined, what: string): number {
  if (text === undefined) return 0;
  const n = wholeNumber(text, 0, 20);
  if (n === null)
    throw usageShowing(`${what} "${text}" is not a number of ${what} from 0 to 20`, SAVE_EXAMPLE);
  return n;
}

/** Saving Rolls at the table (docs/rules.md §6): typed-in or seeded save dice. */
export function saveAtTable(
  hitsText: string,
  critsText: string | undefined,
  opts: SaveOptions,
  edition: Edition,
  random: Random,
): SaveReport {
  const hits = count(hitsText, 'hits');
  const crits = count(critsText, 'criticals');
  if (hits + crits === 0)
    throw usageShowing('no hit and no critical: nothing to save', SAVE_EXAMPLE);
  // One trooper's flags: the weapon that hit, and the target that saves.
  const { weapon, target } = trooperFrom(opts, '');
  if (weapon === null)
    throw usageShowing('which weapon hit? give --dam N or --ps N', [
      'save',
      '2',
      '--dam',
      '13',
      '--arm',
      '3',
    ]);
  // Typed save dice must cover every save, so a seed beside them would draw nothing.
  checkSeedUsed(opts.seed, opts.dice === undefined, 'every save die is typed in (--dice)');
  const seed = seedFor(opts.seed, opts.dice === undefined, random);
  const rng = seed === null ? noRandom : random.rngFor(seed);
  const saves = savesFor('active', hits, crits, weapon, target, edition, opts.dice, '--dice', rng);
  if (saves === null) throw usage('no hit and no critical: nothing to save');
  return { kind: 'save', saves, seed, edition };
}
