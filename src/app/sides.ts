/**
 * One side of a roll from what the user typed: a spec `ATTR[+MOD|-MOD]...[bN]`, its named
 * MODs (`--mod cover=-3`) and its Special Dice (N5, docs/rules.md §7.1).
 */
import { checkDiceLimits, sideOf, withSpecialDice, type Side } from '../core/roll/dice.js';
import { BURST_MAX, parseNamedMods, parseSpec, SD_MAX, withMods } from '../core/roll/spec.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usage, wholeNumber } from './failure.js';
import { memo } from './memo.js';

/**
 * Sides read from their text once: a batch types the same few specs and MODs over and over
 * (src/app/memo.ts). A kept side is shared, never changed (its type is readonly).
 */
const SIDES = memo<Side>(1024);

/** A spec plus its named `--mod` options, as one side of a roll. */
export function sideFrom(spec: string, mods: readonly string[] = []): Side {
  return SIDES.get(JSON.stringify([spec, mods]), () =>
    sideOf(withMods(orUsage(parseSpec(spec)), orUsage(parseNamedMods(mods)))),
  );
}

/** `--sd N` / `--vs-sd N`: Special Dice, 0..SD_MAX (docs/rules.md §7.1). */
export function parseSdFlag(text: string | undefined, flag: string): number {
  if (text === undefined) return 0;
  const n = wholeNumber(text, 0, SD_MAX);
  if (n === null)
    throw usage(
      `${flag} "${text}" is not a number of Special Dice from 0 to ${SD_MAX}`,
      `e.g. ${flag} 1`,
    );
  return n;
}

/**
 * A side with the Special Dice of its spec (`+sd`) and of its flag, refused in an edition
 * without them and checked against `maxDice` (burst + SD) when given.
 */
export function sideWithSd(
  side: Side,
  flagText: string | undefined,
  flag: string,
  spec: string,
  edition: Edition,
  maxDice?: number,
): Side {
  const extra = parseSdFlag(flagText, flag);
  const where = extra > 0 ? flag : `"${spec}"`;
  const s = orUsage(withSpecialDice(side, extra, edition.dice, where));
  return orUsage(checkDiceLimits(s, spec, flag, maxDice));
}
/** A spec, its `--mod`s and its Special Dice (spec suffix `+sd` and `flag`), as one side. */
export function sideWithDice(
  spec: string,
  mods: readonly string[] | undefined,
  sd: string | undefined,
  flag: string,
  edition: Edition,
  maxDice = BURST_MAX,
): Side {
  return sideWithSd(sideFrom(spec, mods), sd, flag, spec, edition, maxDice);
}
