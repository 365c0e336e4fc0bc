/**
 * Attack-skill brackets from game data in a whole question (docs/game-data.md, "Brackets of
 * attack skills"): filled, or a warning on stderr that is also in the JSON answer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRACKETS_FILE } from '../fixtures/brackets.js';
import { cli, transcript } from './harness.js';

const files = {
  'brackets/metadata.json': readFileSync('examples/metadata.json', 'utf8'),
  'brackets/9020-brackets.json': JSON.stringify(BRACKETS_FILE),
  'brackets/9001-example-company.json': readFileSync('examples/9001-example-company.json', 'utf8'),
};
const ASK = '--unit bracketeers --range 30cm --vs-unit fusilier --data brackets --rules n5';

describe('brackets of attack skills (golden)', () => {
  it('each class in a question', async () => {
    const t = await transcript(
      [
        `odds --profile 1 --weapon "MULTI Rifle:AP" ${ASK}`,
        `odds --profile 3 --weapon "MULTI Rifle:AP" ${ASK}`,
        `odds --profile 4 --weapon "Combi Rifle" ${ASK}`,
        `odds --profile 5 --weapon "Combi Rifle" ${ASK} --vs-weapon "combi rifle" --vs-range 30cm`,
        `odds --profile 6 --weapon "Combi Rifle" ${ASK}`,
        `odds --profile 7 --weapon "CC Weapon" --unit bracketeers --vs-unit fusilier --vs-weapon "CC Weapon" --data brackets --rules n5`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/brackets.txt');
  });
});

describe('every warning on stderr is in the JSON answer', () => {
  it.each([
    // BS Attack (Guided) is no warning now (§10.11): a typed --template the data contradicts is.
    `odds --profile 6 --weapon "Combi Rifle" ${ASK} --template --json`,
    // BS Attack (T2) on an AP weapon is AP+T2 now (§10.5): no warning left to check there.
    `odds 13 --vs-arm 3 --json`,
  ])('%s', async (line) => {
    const r = await cli(line, { files });
    const stderr = r.stderr
      .split('\n')
      .filter((l) => l.startsWith('infcalc: warning: '))
      .map((l) => l.slice('infcalc: warning: '.length));
    expect(stderr.length).toBeGreaterThan(0);
    const json = JSON.parse(r.stdout) as { warnings?: string[] };
    expect(json.warnings).toEqual(expect.arrayContaining(stderr));
  });
});
