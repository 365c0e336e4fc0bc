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
      // §8.9: a Direct Template does not roll; a Dodge against it is a Normal PH roll.
      'odds 0 vs 14 --template --vs-dodge --dam 13 --vs-arm 1 --vs-cover',
      'odds 0 vs 12 --template --dam 13 --vs-dam 13 --json',
      'odds 0 --template',
      'odds 0 vs 12 --template --cc',
      // §8.6: Berserk makes two Normal rolls, both can hit.
      'odds 15 vs 13 --cc --with berserk,ma2 --dam 14 --vs-dam 13',
      'odds 15..16 vs 13 --cc --with berserk',
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

describe('words in sweeps, batch, compare and Monte-Carlo', () => {
  const svOf = (line: string) => JSON.parse(line) as { roller?: { sv: number } };

  it('batch and compare questions take "with" and "vsWith" like the flags', async () => {
    const question = { spec: '13b3', vsWith: ['mimetism6'], vsCover: true, mod: ['range=-6'] };
    const r = await cli('odds - --ndjson', { stdin: `${JSON.stringify(question)}\n` });
    expect(svOf(r.stdout.split('\n')[0] ?? '{}').roller?.sv).toBe(1);
    const file = JSON.stringify([
      { name: 'in the open', spec: '13b3', reactive: '12' },
      {
        name: 'Mimetism -6, MSV1',
        spec: '13b3',
        reactive: '12',
        with: ['msv1'],
        vsWith: ['mimetism6'],
      },
    ]);
    const c = await cli('compare q.json --json', { files: { 'q.json': file } });
    const rows = (JSON.parse(c.stdout) as { entries: { result: { active: { sv: number } } }[] })
      .entries;
    expect(rows.map((x) => x.result.active.sv)).toEqual([13, 10]);
  });

  it('a sweep keeps the words on every row; --times uses them too', async () => {
    const s = await cli('odds 11..13b3 --vs-with mimetism6 --json');
    const rows = (JSON.parse(s.stdout) as { rows: { result: { roller: { sv: number } } }[] }).rows;
    expect(rows.map((x) => x.result.roller.sv)).toEqual([5, 6, 7]);
    const m = await cli('roll 13b3 --vs-with mimetism6 --times 1000 --seed s --json');
    expect(JSON.stringify(JSON.parse(m.stdout))).toContain('"sv":7');
  });
});

describe('extra dice name their source', () => {
  it.each([
    ['odds 20b1 vs 13 --with ma4 --rules n5 --cc', '2 dice (+1 B Martial Arts L4)'],
    ['roll 20b1 --with ma4 --rules n5 --cc --seed 1', '2 dice (+1 B Martial Arts L4)'],
    ['odds 20b1 vs 13 --rules n5 --cc', '1 die\n'],
  ])('%s', async (line, shown) => {
    const r = await cli(line);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(shown);
  });
});
