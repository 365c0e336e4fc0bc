/**
 * The menu's answers as the typed odds question (src/cli/menu/question.ts): a trooper
 * searched in the data is `--unit`, a member of my list `--code --trooper`, on either
 * side; swapping sides moves each side's fields with it.
 */
import { describe, expect, it } from 'vitest';
import {
  swapped,
  toArgv,
  type ListedTrooper,
  type ShotQuestion,
} from '../../../src/cli/menu/question.js';

const MINE: ListedTrooper = {
  kind: 'list',
  code: 'CODE1',
  position: '1.3',
  name: 'FUSILIER Lieutenant',
  weapon: 'Combi Rifle',
};
const SHOT: ShotQuestion = {
  edition: 'n5',
  data: 'examples',
  active: MINE,
  target: { kind: 'data', unit: 'ZHANSHI', profile: 1, weapon: 'Combi Rifle' },
  distance: { value: 37, unit: 'cm' },
  cover: true,
  reaction: 'shoot',
};

describe('the menu question', () => {
  it.each([
    [
      SHOT,
      'odds vs --rules n5 --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-unit ZHANSHI --vs-weapon Combi Rifle --data examples',
    ],
    [
      { ...SHOT, reaction: 'dodge' },
      'odds vs --rules n5 --vs-dodge --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-unit ZHANSHI --data examples',
    ],
    [
      { ...SHOT, reaction: 'none', target: { ...MINE, code: 'CODE2', position: '2.1' } },
      'odds --rules n5 --vs-cover --code CODE1 --trooper 1.3 --weapon Combi Rifle --range 37cm --vs-code CODE2 --vs-trooper 2.1 --data examples',
    ],
  ] as [ShotQuestion, string][])('%# as argv', (q, argv) => {
    expect(toArgv(q).join(' ')).toBe(argv);
  });

  it('swaps sides with their codes', () => {
    const s = swapped(SHOT);
    expect(s === null ? null : toArgv(s, 'discord').join(' ')).toBe(
      'odds vs --rules n5 --vs-cover --unit ZHANSHI --weapon Combi Rifle --range 37cm --vs-code CODE1 --vs-trooper 1.3 --vs-weapon Combi Rifle --data examples --format discord',
    );
  });
});
