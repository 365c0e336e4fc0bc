import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();

describe('infcalc order (golden)', () => {
  it('check and sequence, text and JSON, valid, invalid and unknown', async () => {
    const t = await transcript([
      'order check "Move + BS Attack"',
      'order check "bs + cc"',
      'order check "Cautious Movement" --json',
      'order check "Move + Jump" --json',
      'order check "BS Attack"',
      'order check "Move + Dodje"',
      'order check "Move + Triangulated Fire" --skill "Triangulated Fire=entire-order"',
      'order check "Move +"',
      'order check "Move + BS Attack" --retreat',
      'order check "Move + Dodge" --retreat',
      'order check Move --skill Jump=longest',
      'order sequence "Move + BS Attack"',
      'order sequence "Suppressive Fire" --json',
      'order sequence',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/order.txt');
  });

  it('exit codes: 0 valid, 1 invalid, 2 usage error', async () => {
    expect((await cli('order check "Move + Move"')).code).toBe(0);
    expect((await cli('order check "Jump + Jump"')).code).toBe(1);
    expect((await cli('order check "Fly"')).code).toBe(2);
  });
});

describe('infcalc engage (golden)', () => {
  it('the docs/rules.md §1.5 scenarios, seeded dice, odds and bad input', async () => {
    const t = await transcript(
      [
        'engage examples/engage-split.json',
        'engage examples/engage-normal.json',
        'engage examples/engage-dodge.json --seed 3',
        'engage examples/engage-dodge.json --odds',
        'engage examples/engage-split.json --json',
        'engage examples/engage-dodge.json --odds --json',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage.txt');
  });

  it('the active trooper Dodges two AROs with one roll; words and zones (docs/rules.md §8)', async () => {
    const t = await transcript(
      [
        'engage examples/engage-active-dodge.json',
        'engage examples/engage-active-dodge.json --odds',
        'engage examples/engage-active-dodge.json --odds --json',
        // docs/rules.md §8: words per trooper and a zone, roll by roll.
        'engage examples/engage-skills.json',
        'engage examples/engage-skills.json --odds',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage-active-dodge.txt');
  });

  it('Direct Templates, Berserk and a Fireteam burst split between targets (docs/rules.md §8)', async () => {
    const base = JSON.parse(files['examples/engage-template.json'] ?? '{}') as {
      active: Record<string, unknown>;
    };
    const t = await transcript(
      [
        'engage examples/engage-template.json',
        'engage examples/engage-template.json --odds',
        'engage examples/engage-template.json --odds --json',
        'engage examples/engage-template.json --odds --format csv',
        'engage examples/engage-template.json --odds --choice dodge-template=-3',
        'engage examples/engage-berserk.json',
        'engage examples/engage-berserk.json --odds',
        'engage examples/engage-berserk.json --json',
        'engage examples/engage-fireteam.json',
        'engage examples/engage-fireteam.json --odds --choice split-burst=none',
        'engage examples/engage-fireteam.json --choice split-burst=maybe',
      ],
      { files },
    );
    const team = JSON.parse(files['examples/engage-fireteam.json'] ?? '{}') as {
      active: Record<string, unknown>;
    };
    const stdin = [
      // The split leaves the bonus die out: refused by default, the bonus dropped with none.
      {
        ...team,
        dice: undefined,
        active: {
          ...team.active,
          targets: [
            { name: 'Zhanshi A', burst: 2 },
            { name: 'Zhanshi B', burst: 1 },
          ],
        },
      },
      {
        ...team,
        dice: undefined,
        choice: ['split-burst=none'],
        active: {
          ...team.active,
          targets: [
            { name: 'Zhanshi A', burst: 2 },
            { name: 'Zhanshi B', burst: 1 },
          ],
        },
      },
      { ...base, active: { ...base.active, spec: '13b2' } },
    ];
    const out = [t];
    for (const c of stdin)
      out.push(await transcript(['engage - --odds'], { stdin: JSON.stringify(c) }));
    await expect(out.join('\n')).toMatchFileSnapshot('../golden/engage-template.txt');
  });

  it('bad input is one clear line with its JSON path', async () => {
    const base = JSON.parse(files['examples/engage-split.json'] ?? '{}') as Record<string, unknown>;
    const cases = [
      { ...base, dice: { Fusilier: [4, 9, 11], 'Zhanshi C': [5] } },
      { ...base, dice: { Fusilier: [4, 9] } },
      {
        ...base,
        active: { name: 'Fusilier', spec: '12b3', targets: [{ name: 'Zhanshi A', burst: 2 }] },
      },
      {
        ...base,
        active: { name: 'Fusilier', spec: '12b3', targets: [{ name: 'Zhanshi C', burst: 3 }] },
      },
      { ...base, reactive: [{ name: 'Zhanshi A', spec: '11', action: 'attack', weapon: 'combi' }] },
    ];
    const out: string[] = [];
    for (const c of cases) out.push(await transcript(['engage -'], { stdin: JSON.stringify(c) }));
    await expect(out.join('\n')).toMatchFileSnapshot('../golden/engage-errors.txt');
  });
});
