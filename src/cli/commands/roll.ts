/** `infcalc roll` and `infcalc ftf`: resolve a roll from seeded or typed-in dice. */
import { sideOf, type Side } from '../../core/roll/dice.js';
import {
  diceFor,
  resolveFtf,
  resolveNormal,
  type FtfRoll,
  type NormalRoll,
} from '../../core/roll/resolve.js';
import type { Edition } from '../../core/rules/index.js';
import { BURST_MAX, parseNamedMods, parseSpec, withMods } from '../../core/roll/spec.js';
import { sideWithSd } from '../edition.js';
import { orUsage, usage } from '../errors.js';
import { freshSeed, noRandom, rngFor } from '../random.js';
import { coverMod, savesFor, troopersFrom, type SaveView } from './damage.js';

export interface NormalReport {
  readonly kind: 'normal';
  readonly roll: NormalRoll;
  /** null when every die was typed in. */
  readonly seed: string | null;
  readonly edition: Edition;
  /**
   * docs/rules.md §6: the saves the hits forced, rolled after the roll; null when nothing
   * stood, undefined when no weapon was given.
   */
  readonly saves?: SaveView | null;
  readonly flagWarnings?: readonly string[];
}

export interface FtfReport {
  readonly kind: 'ftf';
  readonly roll: FtfRoll;
  readonly seed: string | null;
  readonly edition: Edition;
  readonly saves?: SaveView | null;
  readonly flagWarnings?: readonly string[];
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
/** A seed with every die typed in would be silently ignored: refuse it. */
function checkSeedUsed(given: string | undefined, needsRandom: boolean, typed: string): void {
  if (given !== undefined && !needsRandom) {
    throw usage(`--seed is unused: every die is typed in (${typed})`, 'drop one of them');
  }
}

function seedFor(given: string | undefined, needsRandom: boolean, typed: string): string | null {
  checkSeedUsed(given, needsRandom, typed);
  if (given !== undefined) return given;
  return needsRandom ? freshSeed() : null;
}

/**
 * A random source that picks a fresh seed only if a die is drawn: whether saves are
 * rolled depends on the typed dice (who won, what stood), so the need is known late.
 */
function lazyRng(given: string | undefined): { rng: () => number; seed: () => string | null } {
  let seed = given ?? null;
  let real: (() => number) | null = null;
  return {
    rng: () => {
      seed ??= freshSeed();
      real ??= rngFor(seed);
      return real();
    },
    seed: () => seed,
  };
}

export interface RollOptions {
  readonly mod?: readonly string[];
  readonly seed?: string;
  readonly dice?: string;
  /** `--sd N`: Special Dice (N5, docs/rules.md §7.1). */
  readonly sd?: string;
  /** Save dice rolled by the active trooper / by the reactive trooper (the target). */
  readonly saveDice?: string;
  readonly vsSaveDice?: string;
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
  const { active: at, reactive: rt, warnings } = troopersFrom(opts, false);
  const side = sideWithDice(spec, [...(opts.mod ?? []), ...coverMod(rt)], opts.sd, '--sd', edition);
  if (at.weapon === null) {
    const seed = seedFor(opts.seed, opts.dice === undefined, '--dice');
    const rng = seed === null ? noRandom : rngFor(seed);
    const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
    const roll = resolveNormal(side, dice, edition.dice);
    return { kind: 'normal', roll, seed, edition, flagWarnings: warnings };
  }
  const { rng, seed } = lazyRng(opts.seed);
  const dice = orUsage(diceFor(side, opts.dice, rng, '--dice'));
  const roll = resolveNormal(side, dice, edition.dice);
  // The saves come after the roll's dice, so a seed replays both.
  const saves = savesFor(
    'active',
    roll.hits,
    roll.crits,
    at.weapon,
    rt.target,
    edition,
    opts.vsSaveDice,
    '--vs-save-dice',
    rng,
  );
  return { kind: 'normal', roll, seed: seed(), edition, saves, flagWarnings: warnings };
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
  const { active: at, reactive: rt, warnings } = troopersFrom(opts, true);
  const aMods = [...(opts.mod ?? []), ...coverMod(rt)];
  const a = sideWithDice(active, aMods, opts.sd, '--sd', edition);
  const rMods = [...(opts.vsMod ?? []), ...coverMod(at)];
  const r = sideWithDice(reactive, rMods, opts.vsSd, '--vs-sd', edition);
  // Without weapons no saves are drawn, so the seed serves only the roll's dice.
  if (at.weapon === null && rt.weapon === null)
    checkSeedUsed(
      opts.seed,
      opts.dice === undefined || opts.vsDice === undefined,
      '--dice, --vs-dice',
    );
  const { rng, seed } = lazyRng(opts.seed);
  // Active dice are drawn first, then reactive, so a seed replays both sides.
  const aDice = orUsage(diceFor(a, opts.dice, rng, '--dice'));
  const rDice = orUsage(diceFor(r, opts.vsDice, rng, '--vs-dice'));
  const roll = resolveFtf(a, aDice, r, rDice, edition.dice);
  if (at.weapon === null && rt.weapon === null)
    return { kind: 'ftf', roll, seed: seed(), edition, flagWarnings: warnings };
  // The winner's standing hits force saves on the loser (docs/rules.md §6.1).
  const saves =
    roll.winner === 'active'
      ? savesFor(
          'active',
          roll.active.hits,
          roll.active.crits,
          at.weapon,
          rt.target,
          edition,
          opts.vsSaveDice,
          '--vs-save-dice',
          rng,
        )
      : roll.winner === 'reactive'
        ? savesFor(
            'reactive',
            roll.reactive.hits,
            roll.reactive.crits,
            rt.weapon,
            at.target,
            edition,
            opts.saveDice,
            '--save-dice',
            rng,
          )
        : null;
  return { kind: 'ftf', roll, seed: seed(), edition, saves, flagWarnings: warnings };
}
