import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

describe('infcalc roll (golden)', () => {
  it('text and JSON, good and bad input', async () => {
    const t = await transcript([
      'roll 12-3 --dice 8',
      'roll 12-3b3 --dice 8,12,9',
      'roll 13-6-3-6 --dice 1',
      'roll 23b3 --dice 4,17,18',
      'roll 11 --mod range=+3 --mod cover=-3 --seed table-1',
      'roll 13b3 --seed abc',
      'roll 0b2 --seed x',
      'roll 12-3 --dice 8 --json',
      'roll 13-6-3-6b2 --dice 1,2 --json',
      'roll 0 --seed s --json',
      'roll 13x',
      'roll 12 --dice 8,9',
      'roll 12 --dice 21',
      'roll 12b101',
      'roll 12 --mod cover',
      'roll 12 --sed 1',
      'rol 12',
      'roll',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/roll.txt');
  });

  it('the same seed gives byte-identical output', async () => {
    const a = await cli('roll 12b5 --seed same');
    const b = await cli('roll 12b5 --seed same');
    expect(a).toEqual(b);
    expect(a.stdout).toContain('seed same');
  });

  it('without --seed a fresh seed is reported and replays the roll', async () => {
    const first = await cli('roll 12b4 --json');
    const { seed, dice } = JSON.parse(first.stdout) as { seed: string; dice: unknown };
    expect(seed).toMatch(/^[0-9a-z]{8}$/);
    const again = JSON.parse((await cli(`roll 12b4 --json --seed ${seed}`)).stdout) as {
      dice: unknown;
    };
    expect(again.dice).toEqual(dice);
  });

  it('JSON keys follow the contract', async () => {
    const r = JSON.parse((await cli('roll 12-3 --dice 8 --json')).stdout) as Record<
      string,
      unknown
    >;
    expect(r).toMatchObject({
      kind: 'normal',
      sv: 9,
      mods: { sum: -3, applied: -3, capped: false },
      autoFail: false,
      dice: [{ roll: 8, value: 8, result: 'success' }],
      hits: 1,
      crits: 0,
      seed: null,
    });
  });
});

describe('infcalc ftf (golden)', () => {
  it('the worked examples of docs/rules.md §1.4 and bad input', async () => {
    const t = await transcript([
      'ftf 12+3-3b2 vs 11+3-3 --dice 4,9 --vs-dice 5',
      'ftf 12 vs 11 --dice 11 --vs-dice 11',
      'ftf 12b3 vs 11 --dice 12,3,18 --vs-dice 11',
      'ftf 12b3 vs 11 --dice 7,3,1 --vs-dice 7',
      'ftf 23 vs 15 --dice 12 --vs-dice 14',
      'ftf 0b2 vs 11 --dice 3,4 --vs-dice 5',
      'ftf 13b3 vs 11 --seed demo',
      'ftf 12b2 vs 11 --dice 4 --seed s',
      'ftf 12b2 vs 11 --dice 4,9 --vs-dice 5 --json',
      'ftf 12b2 versus 11',
      'ftf 12b2 vs',
      'ftf 12b2 vs 11x',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/ftf.txt');
  });

  it('JSON keys follow the contract', async () => {
    const r = JSON.parse(
      (await cli('ftf 12b2 vs 11 --dice 4,9 --vs-dice 5 --json')).stdout,
    ) as Record<string, unknown>;
    expect(r).toMatchObject({
      kind: 'ftf',
      winner: 'active',
      active: {
        sv: 12,
        autoFail: false,
        dice: [
          { roll: 4, value: 4, result: 'success', cancelled: true },
          { roll: 9, value: 9, result: 'success', cancelled: false },
        ],
        hits: 1,
        crits: 0,
      },
      reactive: { sv: 11, hits: 0, crits: 0 },
      seed: null,
    });
  });
});
