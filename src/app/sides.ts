/**
 * One side of a roll from what the user typed: a spec `ATTR[+MOD|-MOD]...[bN]`, its named
 * MODs (`--mod cover=-3`) and its Special Dice (N5, docs/rules.md §7.1).
 */
import { checkDiceLimits, sideOf, withSpecialDice, type Side } from '../core/roll/dice.js';
import {
  BURST_MAX,
  parseNamedMods,
  parseSpec,
  SD_MAX,
  withMods,
  type Mod,
  type RollSpec,
} from '../core/roll/spec.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, wholeNumber } from './failure.js';
import { memo } from './memo.js';

/**
 * One side as typed, read: the spec and its named MODs as written (errors quote them),
 * each read, and the side they make (the spec's error first, then the first bad MOD's).
 */
export interface SideRead {
  readonly text: string;
  readonly modTexts: readonly string[];
  readonly spec: Result<RollSpec>;
  readonly mods: Result<Mod[]>;
  readonly side: Result<Side>;
}

/** The side a spec and its MODs make, or the first reason they make none. */
export function sideOfRead(spec: Result<RollSpec>, mods: Result<Mod[]>): Result<Side> {
  if (!spec.ok) return spec;
  if (!mods.ok) return mods;
  return ok(sideOf(withMods(spec.value, mods.value)));
}

/**
 * Sides read from their text once: a batch types the same few specs and MODs over and over
 * (src/app/memo.ts). A kept side is shared, never changed (its type is readonly).
 */
const SIDES = memo<SideRead>(1024);

/** A spec and its named `--mod` options, read (nothing thrown: see `side`). */
export function readSide(text: string, modTexts: readonly string[] = []): SideRead {
  return SIDES.get(JSON.stringify([text, modTexts]), () => {
    const spec = parseSpec(text);
    const mods = parseNamedMods(modTexts);
    return { text, modTexts, spec, mods, side: sideOfRead(spec, mods) };
  });
}

/** A spec plus its named `--mod` options, as one side of a roll. */
export function sideFrom(spec: string, mods: readonly string[] = []): Side {
  return orUsage(readSide(spec, mods).side);
}

/** `--sd N` / `--vs-sd N`: Special Dice, 0..SD_MAX (docs/rules.md §7.1); 0 when absent. */
export function readSdFlag(text: string | undefined, flag: string): Result<number> {
  if (text === undefined) return ok(0);
  const n = wholeNumber(text, 0, SD_MAX);
  if (n === null)
    return err(
      inputError(
        `${flag} "${text}" is not a number of Special Dice from 0 to ${SD_MAX}`,
        undefined,
        `e.g. ${flag} 1`,
      ),
    );
  return ok(n);
}

export function parseSdFlag(text: string | undefined, flag: string): number {
  return orUsage(readSdFlag(text, flag));
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
  return sideWithExtraSd(side, parseSdFlag(flagText, flag), flag, spec, edition, maxDice);
}

/** `sideWithSd` of a number of Special Dice already read from `flag`. */
export function sideWithExtraSd(
  side: Side,
  extra: number,
  flag: string,
  spec: string,
  edition: Edition,
  maxDice?: number,
): Side {
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
