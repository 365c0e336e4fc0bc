/**
 * Suppressive Fire's own range bands and 24" reach, and the Discover roll, on the command
 * line (docs/rules.md §8.1, §8.9; docs/skills.md): goldens in both editions, from typed
 * specs with a plain distance and from game data.
 */
import { describe, expect, it } from 'vitest';
import { exampleFiles, transcript } from './harness.js';

const files = exampleFiles();

describe('Suppressive Fire and Discover (golden)', () => {
  it('SF bands and reach, Discover, both editions, bad input', async () => {
    const t = await transcript(
      [
        // §8.9: the SF trooper AROs with B3 at its own band (-3 past 16"), the enemy -3.
        'odds 13b3 vs 12 --vs-with suppressive --range 20in',
        'odds 13b3 vs 12 --vs-with suppressive --range 10in --rules n5 --json',
        // Beyond 24": out of SF range; with no-mod it rolls B3 with no band and no -3.
        'odds 13b3 vs 12 --vs-with suppressive --range 25in',
        'odds 13b3 vs 12 --vs-with suppressive --range 25in --choice out-of-range=no-mod',
        // SF bands replace the weapon's band from the data: the typed range MOD counts 0.
        'odds --unit fusilier --weapon "combi rifle" --range 50cm --vs-unit zhanshi --vs-weapon "combi rifle" --vs-range 50cm --vs-with suppressive --data examples --rules n5',
        // A distance without data and without SF or Discover changes nothing: a warning.
        'odds 13b3 vs 12 --range 20in',
        // §8.1: Discover, a Normal WIP roll with its own bands.
        'odds 13 --discover --vs-with mimetism6 --vs-cover --range 10in',
        'odds 13 --discover --with fireteam3 --vs-with mimetism6 --zone low --range 45in --rules n5',
        'odds --unit fusilier --discover --range 30in --vs-unit "ghost stalkers" --data examples --rules n5 --json',
        'roll 13 --discover --with fireteam3 --vs-with mimetism3 --range 15in --dice 9',
        'odds 13 --discover --range 100in',
        'odds 13 vs 12 --discover',
        'odds 13 --discover --cc',
        'odds 13 --discover --range 10',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/suppressive-discover.txt');
  });
});
