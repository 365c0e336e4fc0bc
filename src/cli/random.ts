/** The only place a concrete random source is built (randomness is injected: tests pass fixed sequences). */
import seedrandom from 'seedrandom';
import type { Random, Rng } from '../app/random.js';

export type { Rng };

export function rngFor(seed: string): Rng {
  const prng = seedrandom(seed);
  return () => prng();
}

/** A fresh seed to report, so that any unseeded roll can be replayed with --seed. */
export function freshSeed(): string {
  return Math.floor(Math.random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

/** Seeded dice for the use-cases (src/app/random.ts). */
export const seededRandom: Random = { rngFor, freshSeed };
