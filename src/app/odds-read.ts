/**
 * The read step of `odds`: a question's fields (specs, MODs, Special Dice, both troopers'
 * weapons and targets, `--orders`, the situation's words and distances) read once into
 * typed values. The answer step (`answerOdds`, src/app/odds.ts) takes this value; a sweep
 * (src/app/odds-sweep.ts) reads its question once and changes numbers in it per cell.
 *
 * Nothing is thrown here: each piece is a value or why it cannot be read, and the answer
 * step unwraps them in the order a question has always been checked in, so the first
 * error named is the one the typed question names.
 */
import type { Result } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import { readSdFlag, readSide, type SideRead } from './sides.js';
import { readOrders, readTrooper, type Trooper, type TrooperFlags, type Vs } from './troopers.js';
import { readWords, type WordOptions, type WordsRead } from './words.js';

export type { SideRead } from './sides.js';

/**
 * The `odds` command's flags in camelCase, values as typed: both troopers' weapons and
 * targets (`dam`, `vsArm`, ...), skills and situations (`with`, `zone`, ...), MODs,
 * Special Dice, `--orders`.
 */
export interface OddsOptions extends TrooperFlags, Vs<TrooperFlags>, WordOptions {
  readonly mod?: readonly string[];
  readonly vsMod?: readonly string[];
  readonly cumulative?: boolean;
  readonly sd?: string;
  readonly vsSd?: string;
  /** `--orders N`: the chance of at least one wound in N orders. */
  readonly orders?: string;
}

export interface OddsRead {
  readonly edition: Edition;
  /**
   * The flags as written: what they say by being given, and the texts errors and
   * warnings quote. A sweep's cell holds its own values here too.
   */
  readonly options: OddsOptions;
  readonly active: SideRead;
  /** The reactive side of a Face-to-Face roll; null for a Normal roll. */
  readonly reactive: SideRead | null;
  /** `--sd`, `--vs-sd`. */
  readonly sd: Result<number>;
  readonly vsSd: Result<number>;
  readonly troopers: { readonly active: Result<Trooper>; readonly reactive: Result<Trooper> };
  readonly orders: Result<number[]>;
  readonly words: WordsRead;
}

/** A Normal roll of `spec`, or a Face-to-Face roll against `reactive`, read in `edition`. */
export function readOdds(
  spec: string,
  reactive: string | undefined,
  opts: OddsOptions,
  edition: Edition,
): OddsRead {
  return {
    edition,
    options: opts,
    active: readSide(spec, opts.mod),
    reactive: reactive === undefined ? null : readSide(reactive, opts.vsMod),
    sd: readSdFlag(opts.sd, '--sd'),
    vsSd: readSdFlag(opts.vsSd, '--vs-sd'),
    troopers: { active: readTrooper(opts, ''), reactive: readTrooper(opts, 'vs') },
    orders: readOrders(opts.orders),
    words: readWords(opts, edition, reactive !== undefined),
  };
}
