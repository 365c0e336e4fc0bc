/** Both editions across every command (docs/rules.md §7): golden transcripts in N5. */
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

describe('choosing the edition', () => {
  it('--rules, INFCALC_RULES, and bad values', async () => {
    const t = [
      await transcript([
        'roll 23 --dice 2',
        'roll 23 --dice 2 --rules n5',
        'roll 23 --dice 2 --rules N5 --json',
        'roll 23 --dice 2 --rules n6',
        'orders examples/n4-two-groups.json --rules n3',
        'roll 13 --sd 1 --dice 4,5',
        'roll 13+sd --dice 4,5',
        'odds 13 vs 12 --vs-sd 1',
      ]),
      await transcript(['roll 23 --dice 2', 'roll 23 --dice 2 --rules n4', 'schema engagement'], {
        env: { INFCALC_RULES: 'n5' },
      }),
      await transcript(['roll 12 --dice 2'], { env: { INFCALC_RULES: 'n7' } }),
    ].join('\n');
    await expect(t).toMatchFileSnapshot('../golden/editions.txt');
  });

  it('every JSON result has a top-level "rules" key (schema and StarCraft aside)', async () => {
    const files = exampleFiles();
    for (const [line, rules] of [
      ['roll 12 --dice 3 --json', 'n4'],
      ['ftf 12 vs 11 --dice 3 --vs-dice 4 --json --rules n5', 'n5'],
      ['odds 12 --json --rules n5', 'n5'],
      ['roll 12 --times 10 --seed s --json --rules n5', 'n5'],
      ['orders examples/n4-two-groups.json --json --rules n5', 'n5'],
      ['validate examples/n4-two-groups.json --json --rules n5', 'n5'],
      ['order check Move --json --rules n5', 'n5'],
      ['order sequence Move --json --rules n5', 'n5'],
      ['engage examples/engage-split.json --json --rules n5', 'n5'],
      ['engage examples/engage-split.json --json --odds', 'n4'],
    ] as const) {
      const r = await cli(line, { files });
      expect(r.code, line).toBe(0);
      expect((JSON.parse(r.stdout) as { rules: string }).rules, line).toBe(rules);
    }
    const schema = await cli('schema army-list');
    expect(JSON.parse(schema.stdout)).not.toHaveProperty('rules');
  });
});

describe('rolls in N5 (golden)', () => {
  it('SV above 20, Special Dice, the worked example of §7.1 in both editions', async () => {
    const t = await transcript([
      'ftf 23 vs 15 --dice 5 --vs-dice 7 --rules n4',
      'ftf 23 vs 15 --dice 5 --vs-dice 7 --rules n5',
      'roll 23b3 --dice 1,17,20 --rules n4',
      'roll 23b3 --dice 1,17,20 --rules n5',
      'roll 13b3 --sd 1 --dice 4,13,20,2 --rules n5',
      'roll 13b2+sd --dice 4,13,20 --rules n5 --json',
      'ftf 13b3 vs 12 --vs-sd 1 --dice 9,4,2 --vs-dice 15,11 --rules n5',
      'ftf 13b3+sd vs 12+sd --seed sd --rules n5',
      'ftf 13b3 vs 12 --vs-sd 1 --dice 9,4,2 --vs-dice 11 --rules n5',
      'roll 13 --sd 11 --rules n5',
      'roll 13 --sd x --rules n5',
      'roll 13+sd+sd --dice 1,2,3 --rules n5',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/roll-n5.txt');
  });

  it('exact odds and Monte-Carlo with Special Dice', async () => {
    const t = await transcript([
      'odds 23b2 vs 15 --rules n5',
      'odds 13b2 --sd 1 --rules n5',
      'odds 13b2 --sd 2 vs 12b2 --vs-sd 2 --rules n5',
      'odds 13b2+sd vs 12 --rules n5 --cumulative',
      'odds 13b3 vs 12 --vs-sd 1 --rules n5 --json',
      'odds 13b20 --sd 5 --rules n5',
      'ftf 13b2 vs 12 --vs-sd 1 --times 20000 --seed mc --rules n5',
      'roll 24b2 --sd 1 --times 5000 --seed mc --rules n5 --json',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/odds-n5.txt');
  });
});

describe('engage in N5 (golden)', () => {
  it('Special Dice to one target of a split, in AROs, refused where they do not apply', async () => {
    const files = exampleFiles();
    const base = JSON.parse(files['examples/n5-engage-sd.json'] ?? '{}') as {
      active: Record<string, unknown>;
      reactive: unknown[];
    };
    const targets = [
      { name: 'Zhanshi A', burst: 2, sd: 1 },
      { name: 'Zhanshi B', burst: 1, sd: 1 },
    ];
    const bad = [
      { ...base, active: { ...base.active, targets } },
      {
        ...base,
        active: {
          ...base.active,
          spec: '12b3+sd',
          targets: targets.map(({ name, burst }) => ({ name, burst })),
        },
      },
      { ...base, active: { ...base.active, skill: 'Suppressive Fire' } },
      { ...base, active: { ...base.active, skill: 'Fly' } },
      { ...base, dice: { Fusilier: [4, 9, 11], 'Zhanshi A': [5], 'Zhanshi B': [11, 3] } },
    ];
    const t = [
      await transcript(
        [
          'engage examples/n5-engage-sd.json --rules n5',
          'engage examples/n5-engage-sd.json --rules n5 --odds',
          'engage examples/n5-engage-sd.json --rules n5 --json',
          'engage examples/n5-engage-sd.json',
          'engage examples/engage-split.json --rules n5',
        ],
        { files },
      ),
      ...(await Promise.all(
        bad.map((b) => transcript(['engage - --rules n5'], { stdin: JSON.stringify(b) })),
      )),
    ].join('\n');
    await expect(t).toMatchFileSnapshot('../golden/engage-n5.txt');
  });
});

describe('army lists in N5 (golden)', () => {
  it('orders and validate: Tactical Orders, NCO, Null states, Command Tokens, SWC', async () => {
    const files = exampleFiles();
    const over = JSON.stringify({
      game: 'n5',
      points: 150,
      groups: [
        {
          troopers: [
            { name: 'Lt', cost: 20, lieutenant: true, swc: 1 },
            { name: 'HMG', cost: 30, swc: 1.5 },
            { name: 'Missile', cost: 30, swc: 1 },
          ],
        },
      ],
    });
    const t = [
      await transcript(
        [
          'orders examples/n5-tactical.json --rules n5',
          'orders examples/n5-tactical.json --rules n5 --public',
          'orders examples/n5-tactical.json --rules n5 --json',
          'orders examples/n5-tactical.json',
          'orders examples/n4-retreat.json --rules n5',
          'orders examples/n4-loss-of-lieutenant.json --rules n5',
          'orders examples/codeone.json --rules n5',
          'validate examples/n5-tactical.json --rules n5',
          'validate examples/n5-tactical.json',
          'validate examples/n5-tactical.json --rules n5 --json',
          'validate examples/lists.ndjson --ndjson --rules n5',
        ],
        { files },
      ),
      await transcript(['validate - --rules n5', 'validate -'], { stdin: over }),
    ].join('\n');
    await expect(t).toMatchFileSnapshot('../golden/orders-n5.txt');
  });
});
