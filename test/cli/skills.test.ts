import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

describe('skills and situations on odds, roll and ftf (golden)', () => {
  it('words in, MODs out with their reasons; bad words', async () => {
    const t = await transcript([
      // docs/rules.md §1.1, §8.3: the seed example, -15 capped to -12, SV 1.
      'odds 13b3 --vs-with mimetism6 --vs-cover --mod range=-6',
      // §1.4: Fusilier vs Zhanshi at 37 cm, both in cover: +3 range -3 cover, 0 each side.
      'odds 12b3 vs 11 --mod range=+3 --vs-mod range=+3 --cover --vs-cover',
      'odds 13b3 vs 12 --with msv1 --vs-with mimetism6 --zone poor --zone low',
      'odds 13b3 --with marksmanship --vs-cover --dam 13 --vs-arm 3',
      'odds 13b3 vs 14 --vs-dodge --with surprise3 --vs-with sixth-sense',
      'odds 15 vs 13 --cc --with "Martial Arts L3" --dam 14 --vs-dam 13',
      'odds 15 vs 13 --cc --with ma5 --rules n5',
      'odds 14 vs 13 --program trinity --vs-reset --dam 14 --vs-bts 3',
      'odds 13b3 vs 12 --with ma3',
      'odds 13b3 --vs-with mimetsm6',
      'odds 13b3 --with ma2,ma3',
      'odds 13b3 --with combat-instinct',
      'odds 13b3 --zone fog',
      'odds 13b3 --zone zero',
      'odds 13b3 --vs-dodge',
      'odds 13b3 vs 12 --choice mod-cap=off',
      'odds 13b3 --vs-with mimetism6 --vs-cover --mod range=-6 --rules n5 --choice mod-cap=off',
      'roll 13b3 --vs-with mimetism6 --zone poor --with msv2 --dice 4,9,14',
      'ftf 15 vs 13 --cc --with ma3 --dice 12 --vs-dice 9 --json',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/skills.txt');
  });

  it('odds --json: each side carries attribute, sv, burst, sd and the sourced MOD list', async () => {
    const r = JSON.parse(
      (
        await cli(
          'odds 13b3 vs 12 --with msv1 --vs-with mimetism6 --vs-cover --mod range=-3 --json',
        )
      ).stdout,
    ) as { active: Record<string, unknown> };
    expect(r.active).toEqual({
      attribute: 13,
      burst: 3,
      sd: 0,
      sv: 4,
      mods: {
        sum: -9,
        applied: -9,
        capped: false,
        list: [
          { label: 'range', value: -3, source: 'typed' },
          {
            label: 'mimetism',
            value: -3,
            source: 'skill',
            word: 'mimetism6',
            from: 'enemy',
            base: -6,
            reducedBy: 'msv1',
          },
          { label: 'cover', value: -3, source: 'situation' },
        ],
      },
    });
  });
});
