/** The only place a concrete random source is built (randomness is injected: tests pass fixed sequences). */
import seedrandom from 'seedrandom';
import { InvariantError } from '../core/result.js';

export type Rng = () => number;

export function rngFor(seed: string): Rng {
  const prng = seedrandom(seed);
  return () => prng();
}

/** The random source when every die was typed in: drawing from it is a bug. */
export const noRandom: Rng = () => {
  throw new InvariantError('a die was drawn although every die was typed in');
};

/** A fresh seed to report, so that any unseeded roll can be replayed with --seed. */
export function freshSeed(): string {
  return Math.floor(Math.random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}
