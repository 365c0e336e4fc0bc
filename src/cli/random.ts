/** The only place a concrete random source is built (DEVELOPERS.md: randomness is injected). */
import seedrandom from 'seedrandom';

export type Rng = () => number;

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
