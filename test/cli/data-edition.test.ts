/**
 * The edition follows the data (docs/game-data.md): a question using game data takes the
 * data's edition (N4 files: N4 rules, Damage, W; N5 files: N5 rules, PS, VITA) unless
 * --rules or INFCALC_RULES names one; naming the other edition is exit 2 naming both.
 */
import { describe, expect, it } from 'vitest';
import { n4Files } from '../fixtures/n4-data.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = { ...exampleFiles(), ...n4Files() };
const ASK = 'odds --unit fusilier --weapon "combi rifle" --range 37cm --vs-unit zhanshi';

describe('the edition follows the data (golden)', () => {
  it('N4 files read as N4, N5 files as N5; asking the other edition is exit 2', async () => {
    const t = await transcript(
      [
        `${ASK} --data n4`,
        `${ASK} --data examples`,
        `${ASK} --data n4 --rules n4`,
        `${ASK} --data n4 --rules n5`,
        `${ASK} --data examples --rules n4`,
        'save 2 --weapon "plasma rifle:hit" --vs-unit zhanshi --data n4 --dice 5,15,5,15',
        'save 2 --weapon "plasma rifle:hit" --vs-unit zhanshi --data n4 --rules n5',
        'unit zhanshi --data n4',
        'weapon "plasma rifle:hit" --data n4',
        'weapon "plasma rifle:hit" --data examples --rules n4',
        'roll --unit fusilier --weapon "combi rifle" --range 37cm --data n4 --seed s1',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-edition.txt');
  });
});

describe('every path that uses game data follows it', () => {
  const entry = {
    unit: 'fusilier',
    weapon: 'combi rifle',
    range: '37cm',
    vsUnit: 'zhanshi',
  };
  it.each([
    ['compare -', JSON.stringify([entry])],
    ['odds - --ndjson', JSON.stringify(entry)],
  ])('%s: N4 files give N4 odds; "rules": "n5" is refused', async (command, stdin) => {
    const r = await cli(`${command} --data n4 --json`, { files, stdin });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/"rules": ?"n4"/);
    expect(r.stdout).toMatch(/"damage": ?13/);
    const bad = await cli(`${command} --data n4 --rules n5`, { files, stdin });
    expect(bad.stdout + bad.stderr).toContain('--rules n5 asks N5 rules of N4 data');
  });

  it('engage troopers', async () => {
    const engage = {
      active: {
        name: 'F',
        unit: 'fusilier',
        weapon: 'combi rifle',
        range: '37cm',
        targets: [{ name: 'Z', burst: 3 }],
      },
      reactive: [{ name: 'Z', unit: 'zhanshi', action: 'none' }],
    };
    const stdin = JSON.stringify(engage);
    const r = await cli('engage - --data n4', { files, stdin });
    expect(r.stdout).toContain('(N4 rules)');
    const bad = await cli('engage - --data n4', { files, stdin, env: { INFCALC_RULES: 'n5' } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('INFCALC_RULES=n5 asks N5 rules of N4 data ("n4")');
  });
});
