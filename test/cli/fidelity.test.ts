/**
 * Rules fidelity at the command line: a won Dodge or Reset says what happened (nobody is
 * hit), an invalid order has no sequence (exit 1, like `order check`), and a reactive
 * burst above one is kept with a note that an ARO normally rolls one die.
 */
import { describe, expect, it } from 'vitest';
import { ARO_BURST, reactiveBurstNotes } from '../../src/core/roll/resolve.js';
import { cli, transcript } from './harness.js';

/** One active Fusilier (SV 12) against one reactive trooper, with every die given. */
function oneOnOne(
  action: string,
  targeted: boolean,
  dice: { active: number[]; reactive: number[] },
): string {
  return JSON.stringify({
    active: {
      name: 'Fusilier',
      spec: `12b${dice.active.length || 1}`,
      targets: targeted ? [{ name: 'Zhanshi', burst: dice.active.length }] : [],
    },
    reactive: [{ name: 'Zhanshi', spec: '11', action }],
    dice: {
      ...(dice.active.length > 0 ? { Fusilier: dice.active } : {}),
      ...(dice.reactive.length > 0 ? { Zhanshi: dice.reactive } : {}),
    },
  });
}

interface EngageJson {
  rolls: { outcome: Record<string, unknown> }[];
  hits: unknown[];
}

describe('engage: what each roll did', () => {
  it.each([
    // action, targeted, active dice, reactive dice, outcome, text
    [
      'dodge',
      true,
      [4],
      [9],
      { kind: 'dodge-succeeded', trooper: 'Zhanshi' },
      "Zhanshi's dodge succeeds; nobody is hit by this roll",
    ],
    [
      'reset',
      true,
      [4, 2],
      [9],
      { kind: 'reset-succeeded', trooper: 'Zhanshi' },
      "Zhanshi's reset succeeds; nobody is hit by this roll",
    ],
    [
      'dodge',
      true,
      [9],
      [4],
      { kind: 'hit', target: 'Zhanshi', by: 'Fusilier', hits: 1, crits: 0 },
      'Fusilier wins with 1 hit',
    ],
    [
      'attack',
      true,
      [4],
      [9],
      { kind: 'hit', target: 'Fusilier', by: 'Zhanshi', hits: 1, crits: 0 },
      'Zhanshi wins with 1 hit',
    ],
    ['dodge', true, [12], [11], { kind: 'no-hit' }, 'nobody wins'],
    [
      'dodge',
      false,
      [],
      [5],
      { kind: 'dodge-succeeded', trooper: 'Zhanshi' },
      "Zhanshi's dodge succeeds; nobody is hit by this roll",
    ],
    ['reset', false, [], [15], { kind: 'no-hit' }, 'the reset fails; nobody is hit by this roll'],
    ['attack', false, [], [15], { kind: 'no-hit' }, 'Result: no success'],
    [
      'none',
      true,
      [3],
      [],
      { kind: 'hit', target: 'Zhanshi', by: 'Fusilier', hits: 1, crits: 0 },
      'Result: 1 hit',
    ],
  ] as const)(
    '%s (targeted: %s), dice %j vs %j',
    async (action, targeted, active, reactive, outcome, text) => {
      const stdin = oneOnOne(action, targeted, { active: [...active], reactive: [...reactive] });
      const json = JSON.parse((await cli('engage - --json', { stdin })).stdout) as EngageJson;
      expect(json.rolls).toHaveLength(1);
      expect(json.rolls[0]?.outcome).toEqual(outcome);
      // `hits` is exactly the rolls whose outcome is a hit.
      expect(json.hits).toHaveLength(outcome.kind === 'hit' ? 1 : 0);
      const shown = await cli('engage -', { stdin });
      expect(shown.stdout).toContain(text);
      // A dodging or resetting trooper never "wins with 1 hit": it hits nobody.
      if (action === 'dodge' || action === 'reset')
        expect(shown.stdout).not.toContain('Zhanshi wins with');
    },
  );
});

describe('order sequence of an invalid order', () => {
  it.each([
    ['order sequence "bs + cc"', 1, 0],
    ['order sequence "Climb + Move"', 1, 0],
    ['order sequence "Move + BS Attack"', 0, 10],
    ['order sequence', 0, 10],
  ])('infcalc %s exits %i with %i steps', async (line, code, steps) => {
    const text = await cli(line);
    expect(text.code).toBe(code);
    const json = await cli(`${line} --json`);
    expect(json.code).toBe(code);
    const parsed = JSON.parse(json.stdout) as { valid?: boolean; steps: unknown[] };
    expect(parsed.steps).toHaveLength(steps);
    // Same verdict as `order check`.
    if (line !== 'order sequence')
      expect((await cli(line.replace('sequence', 'check'))).code).toBe(code);
    if (code === 1) expect(text.stdout).toContain('invalid order');
  });
});

describe('a reactive burst above one', () => {
  it.each([
    [1, 0],
    [2, 1],
    [6, 1],
  ])('burst %i gives %i note', (burst, notes) => {
    expect(ARO_BURST).toBe(1);
    expect(reactiveBurstNotes(burst)).toHaveLength(notes);
  });

  it.each([
    ['ftf 12 vs 11b2 --seed 1', true],
    ['ftf 12 vs 11 --seed 1', false],
    ['odds 12 vs 11b3', true],
    ['odds 12b3 vs 11', false],
    ['ftf 12 vs 11b2 --times 100 --seed 1', true],
    ['ftf 12 vs 11 --vs-sd 1 --rules n5 --seed 1', false],
  ])('infcalc %s: note %s, in text and JSON', async (line, noted) => {
    const text = await cli(line);
    expect(text.code).toBe(0);
    expect(text.stdout.includes('an ARO normally rolls one die')).toBe(noted);
    const json = JSON.parse((await cli(`${line} --json`)).stdout) as { notes: string[] };
    expect(json.notes).toHaveLength(noted ? 1 : 0);
  });
});

describe('golden', () => {
  it('dodge, reset, invalid sequence, reactive burst', async () => {
    await expect(
      await transcript([`engage -`, 'order sequence "bs + cc"', 'odds 12 vs 11b2'], {
        stdin: oneOnOne('dodge', true, { active: [4, 15], reactive: [9] }),
      }),
    ).toMatchFileSnapshot('../golden/fidelity.txt');
  });
});
