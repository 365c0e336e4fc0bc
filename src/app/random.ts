/**
 * Where dice come from. Randomness is injected: the CLI passes seedrandom (src/cli/random.ts),
 * tests pass fixed sequences. One seed replays a whole answer: the roll's dice first (the
 * active side, then the reactive side), then the saves the hits forced (docs/rules.md §1.3).
 */
import { InvariantError } from '../core/result.js';
import { usage } from './failure.js';

export type Rng = () => number;

/** A seeded random source and fresh seeds to report, so any unseeded roll can be replayed. */
export interface Random {
  readonly rngFor: (seed: string) => Rng;
  readonly freshSeed: () => string;
}

/** The random source when every die was typed in: drawing from it is a bug. */
export const noRandom: Rng = () => {
  throw new InvariantError('a die was drawn although every die was typed in');
};

/** A seed with every die typed in would be silently ignored: refuse it. */
export function checkSeedUsed(
  given: string | undefined,
  needsRandom: boolean,
  typed: string,
  hint = 'drop one of them',
): void {
  if (given !== undefined && !needsRandom) throw usage(`--seed is unused: ${typed}`, hint);
}

/** The seed of a run known to draw dice or not: the given one, else fresh if it draws. */
export function seedFor(given: string | undefined, draws: true, random: Random): string;
export function seedFor(given: string | undefined, draws: boolean, random: Random): string | null;
export function seedFor(given: string | undefined, draws: boolean, random: Random): string | null {
  return given ?? (draws ? random.freshSeed() : null);
}

/**
 * The random source of a run and its seed: the given seed, a fresh one only when a die is
 * drawn (whether saves are rolled depends on the typed dice, so the need is known late),
 * or null when nothing was drawn.
 */
export function seeded(
  given: string | null | undefined,
  random: Random,
): { readonly rng: Rng; readonly seed: () => string | null } {
  let seed = given ?? null;
  let real: Rng | null = null;
  return {
    rng: () => {
      seed ??= random.freshSeed();
      real ??= random.rngFor(seed);
      return real();
    },
    seed: () => seed,
  };
}
