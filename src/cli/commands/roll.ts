/** `infcalc roll` and `infcalc ftf`: resolve a roll from seeded or typed-in dice. */
import { sideOf, type Side } from '../../core/dice.js';
import {
  diceFor,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../../core/roll.js';
import type { Edition } from '../../core/rules/index.js';
import { BURST_MAX, parseNamedMods, parseSpec, withMods } from '../../core/spec.js';
import { sideWithSd } from '../edition.js';
import { orUsage, usage } from '../errors.js';
import { freshSeed, noRandom, rngFor } from '../random.js';

export interface NormalReport {
  readonly kind: 'normal';
  readonly roll: NormalRoll;
  /** null when every die was typed in. */
  readonly seed: string | null;
  readonly edition: Edition;
}

export interface FtfReport {
  readonly kind: 'ftf';
  readonly roll: FtfRoll;
  readonly seed: string | null;
  readonly edition: Edition;
}

/** A spec plus its named `--mod` options, as one side of a roll. */
export function sideFrom(spec: string, mods: readonly string[] = []): Side {
  return sideOf(withMods(orUsage(parseSpec(spec)), orUsage(parseNamedMods(mods))));
}

/** `A vs B`: the literal "vs" between two specs. */
export function checkVs(word: string | undefined, command: string): void {
  if (word === undefined) return;
  if (word.toLowerCase() !== 'vs') {
    throw usage(
      `expected "vs" between the two specs, got "${word}"`,
      `write: infcalc ${command} 12b3 vs 11`,
    );
  }
}

/** `ftf A vs B`: both specs and the "vs" between them, or the same help as `odds`. */
export function checkFtfArgs(
  vs: string | undefined,
  reactive: string | undefined,
): asserts reactive is string {
  checkVs(vs, 'ftf');
  if (vs === undefined || reactive === undefined)
    throw usage('ftf needs two specs, "A vs B"', 'write: infcalc ftf 12b3 vs 11');
}

/**
 * The seed to use: given, fresh when any dice must be drawn, null when all were typed.
 * A seed with nothing to draw would be silently ignored, so it is refused.
 */
function seedFor(given: string | undefined, needsRandom: boolean, typed: string): string | null {
  if (given !== undefined && !needsRandom) {
    throw usage(`--seed is unused: every die is typed in (${typed})`, 'drop one of them');
  }
  if (given !== undefined) return given;
  return needsRandom ? freshSeed() : null;
}

export interface RollOptions {
  readonly mod?: readonly string[];
  readonly seed?: string;
  readonly dice?: string;
  /** `--sd N`: Special Dice (N5, docs/rules.md §7.1). */
  readonly sd?: string;
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

export function rollCommand(spec: string, opts: RollOptions, edition: Edition): NormalReport {
  const side = sideWithDice(spec, opts.mod, opts.sd, '--sd', edition);
  const seed = seedFor(opts.seed, opts.dice === undefined, '--dice');
  const rng = seed === null ? noRandom : rngFor(seed);
  const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
  return { kind: 'normal', roll: resolveNormal(side, dice, edition.dice), seed, edition };
}

export interface FtfOptions extends RollOptions {
  readonly vsMod?: readonly string[];
  readonly vsDice?: string;
  readonly vsSd?: string;
}

export function ftfCommand(
  active: string,
  vs: string | undefined,
  reactive: string | undefined,
  opts: FtfOptions,
  edition: Edition,
): FtfReport {
  checkFtfArgs(vs, reactive);
  const a = sideWithDice(active, opts.mod, opts.sd, '--sd', edition);
  const r = sideWithDice(reactive, opts.vsMod, opts.vsSd, '--vs-sd', edition);
  const seed = seedFor(
    opts.seed,
    opts.dice === undefined || opts.vsDice === undefined,
    '--dice, --vs-dice',
  );
  const rng = seed === null ? noRandom : rngFor(seed);
  // Active dice are drawn first, then reactive, so a seed replays both sides.
  const aDice = orUsage(diceFor(a, opts.dice, rng, '--dice'));
  const rDice = orUsage(diceFor(r, opts.vsDice, rng, '--vs-dice'));
  return { kind: 'ftf', roll: resolveFtf(a, aDice, r, rDice, edition.dice), seed, edition };
}
