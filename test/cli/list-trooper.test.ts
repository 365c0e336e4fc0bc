/**
 * Troopers of a list as sides (docs/game-data.md, "Troopers of a list"): `--code CODE
 * --trooper 1.3` and `--vs-code --vs-trooper` in odds, save, compare entries, batch lines
 * and engage troopers. The side is the member's unit, profile and option: the same answer
 * as `--unit ID --faction F --option G-O`, named as the list names it.
 */
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const MINE = files['examples/patrol-code.txt']?.trim() ?? '';
const THEIRS = files['examples/rivals-code.txt']?.trim() ?? '';
const RUN = '--data examples --rules n5';
const SHOT = `odds --code examples/patrol-code.txt --trooper 1.3 --weapon "combi rifle" --range 37cm --vs-code examples/rivals-code.txt --vs-trooper 1.1 --vs-weapon "combi rifle" --vs-cover ${RUN}`;

describe('a member of an army list as a side', () => {
  it('is the unit, profile and option the code names', async () => {
    const pairs: [string, string][] = [
      [`--code ${MINE} --trooper 1.3`, '--unit 109 --faction 9001 --option 1-3'],
      [`--code ${MINE} --trooper "fusilier lieutenant"`, '--unit fusilier --option 3'],
      [`--code ${MINE} --trooper 2.1`, '--unit fusilier --option 2'],
    ];
    for (const [listed, typed] of pairs) {
      const weapon = listed.includes('2.1') ? 'spitfire' : '"combi rifle"';
      const ask = (side: string) =>
        cli(`odds ${side} --weapon ${weapon} --range 37cm --vs-unit zhanshi ${RUN} --json`, {
          files,
        });
      const [a, b] = await Promise.all([ask(listed), ask(typed)]);
      expect(a.code).toBe(0);
      // The same odds, and the same trooper: unit, profile and loadout.
      const of = (s: string) => {
        const j = JSON.parse(s) as { outcomes: unknown; roller: { source: object } };
        const source = { ...(j.roller.source as Record<string, unknown>), listed: null };
        return { outcomes: j.outcomes, source };
      };
      expect(of(a.stdout)).toEqual(of(b.stdout));
    }
  });

  it('odds, save, compare, a batch line and engage (golden)', async () => {
    const entry = (extra: string) =>
      `{"code": "${MINE}", "trooper": "1.2", "weapon": "combi rifle", "range": "20cm", "vsCode": "${THEIRS}", "vsTrooper": "ghost stalker"${extra}}`;
    const engage = JSON.stringify({
      active: {
        name: 'Lieutenant',
        code: MINE,
        trooper: '1.3',
        weapon: 'combi rifle',
        range: '37cm',
        targets: [{ name: 'Zhanshi', burst: 3 }],
      },
      reactive: [
        { name: 'Zhanshi', code: THEIRS, trooper: '1.1', weapon: 'combi rifle', range: '37cm' },
      ],
    });
    const host = {
      files: {
        ...files,
        'entries.json': `[${entry('')}, ${entry(', "vsDodge": true')}]`,
        'lines.ndjson': `${entry(', "vsDodge": true')}\n`,
        'engage.json': engage,
      },
    };
    const t = await transcript(
      [
        SHOT,
        `${SHOT} --format discord`,
        `save 2 --code examples/patrol-code.txt --trooper 2.1 --weapon spitfire --vs-code examples/rivals-code.txt --vs-trooper 2.1 --seed s1 ${RUN}`,
        `compare entries.json ${RUN}`,
        `odds lines.ndjson --ndjson ${RUN}`,
        `engage engage.json --seed s1 ${RUN}`,
      ],
      host,
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-list-trooper.txt');
  });

  it('bad picks: exit 2, listing the candidates (golden)', async () => {
    const code = '--code examples/patrol-code.txt';
    const t = await transcript(
      [
        `odds ${code} --trooper 3.1 --weapon "combi rifle" ${RUN}`,
        `odds ${code} --trooper 1.5 --weapon "combi rifle" ${RUN}`,
        `odds ${code} --trooper fusilier --weapon "combi rifle" ${RUN}`,
        `odds ${code} --trooper 1.1 --unit fusilier --weapon "combi rifle" ${RUN}`,
        `odds ${code} --weapon "combi rifle" ${RUN}`,
        `odds --trooper 1.1 --weapon "combi rifle" ${RUN}`,
        `odds --code nonsense --trooper 1.1 --weapon "combi rifle" ${RUN}`,
        `odds --unit fusilier --weapon "combi rifle" --vs-code examples/rivals-code.txt --vs-trooper 1.4 ${RUN}`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/odds-list-trooper-errors.txt');
  });
});
