/** `infcalc roll` and `infcalc ftf`: resolve a roll from seeded or typed-in dice. */
import { sideOf, type Side } from '../../core/dice.js';
import {
  diceFor,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../../core/roll.js';
import { parseNamedMods, parseSpec, withMods } from '../../core/spec.js';
import { orUsage, usage } from '../errors.js';
import { freshSeed, noRandom, rngFor } from '../random.js';

export interface NormalReport {
  readonly kind: 'normal';
  readonly roll: NormalRoll;
  /** null when every die was typed in. */
  readonly seed: string | null;
}

export interface FtfReport {
  readonly kind: 'ftf';
  readonly roll: FtfRoll;
  readonly seed: string | null;
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
}

export function rollCommand(spec: string, opts: RollOptions): NormalReport {
  const side = sideFrom(spec, opts.mod);
  const seed = seedFor(opts.seed, opts.dice === undefined, '--dice');
  const rng = seed === null ? noRandom : rngFor(seed);
  const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
  return { kind: 'normal', roll: resolveNormal(side, dice), seed };
}

export interface FtfOptions extends RollOptions {
  readonly vsMod?: readonly string[];
  readonly vsDice?: string;
}

export function ftfCommand(
  active: string,
  vs: string | undefined,
  reactive: string | undefined,
  opts: FtfOptions,
): FtfReport {
  checkFtfArgs(vs, reactive);
  const a = sideFrom(active, opts.mod);
  const r = sideFrom(reactive, opts.vsMod);
  const seed = seedFor(
    opts.seed,
    opts.dice === undefined || opts.vsDice === undefined,
    '--dice, --vs-dice',
  );
  const rng = seed === null ? noRandom : rngFor(seed);
  // Active dice are drawn first, then reactive, so a seed replays both sides.
  const aDice = orUsage(diceFor(a, opts.dice, rng, '--dice'));
  const rDice = orUsage(diceFor(r, opts.vsDice, rng, '--vs-dice'));
  return { kind: 'ftf', roll: resolveFtf(a, aDice, r, rDice), seed };
}
