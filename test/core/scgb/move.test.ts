import { describe, expect, it } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import { checkMove, checkMoveOrder, type MoveCheck } from '../../../src/core/scgb/move.js';

type O = Record<string, unknown>;
/**
 * Char (active): A1 red 2 + red base, A2 blue 1 (limit 2), A3 empty (limit 2), A4 red 1
 * (limit 2), A5 yellow 1 (limit 1). Aiur (red transport to Char): B1 red 6 (limit 8).
 * Korhal (only a blue transport to Char): K1 red 2.
 */
function order(more: O): O {
  return {
    player: 'red',
    faction: 'terran',
    activePlanet: 'Char',
    planets: {
      Char: {
        areas: {
          A1: { limit: 3, units: { red: 2 }, bases: ['red'] },
          A2: { limit: 2, units: { blue: 1 } },
          A3: { limit: 2 },
          A4: { limit: 2, units: { red: 1 } },
          A5: { limit: 1, units: { yellow: 1 } },
        },
      },
      Aiur: { areas: { B1: { limit: 8, units: { red: 6 } } } },
      Korhal: { areas: { K1: { limit: 2, units: { red: 2 } } } },
    },
    routes: [
      { between: ['Char', 'Aiur'], transports: ['red'] },
      { between: ['Korhal', 'Char'], transports: ['blue'] },
    ],
    moves: [],
    ...more,
  };
}
const run = (more: O): MoveCheck => expectOk(checkMove(expectOk(checkMoveOrder(order(more)))));
const rules = (more: O) => run(more).problems.map((p) => [p.path, p.rule]);
const mv = (from: string, to: string, units: number) => ({ from, to, units });

describe('the Move order (docs/rules.md §5)', () => {
  it.each([
    ['moves within the active planet', [mv('Char/A1', 'Char/A3', 2)], []],
    ['transport from an adjacent planet with a red transport', [mv('Aiur/B1', 'Char/A3', 2)], []],
    [
      'a destination off the active planet',
      [mv('Char/A1', 'Aiur/B1', 1)],
      [['moves[0]', 'off-active-planet']],
    ],
    [
      'a route without the player’s transport',
      [mv('Korhal/K1', 'Char/A3', 1)],
      [['moves[0]', 'no-transport']],
    ],
    [
      'more units than the player has there',
      [mv('Char/A4', 'Char/A3', 2)],
      [['moves[0]', 'not-enough-units']],
    ],
    [
      'more units across two moves from one area',
      [mv('Char/A1', 'Char/A3', 1), mv('Char/A1', 'Char/A4', 2)],
      [
        ['moves[0]', 'not-enough-units'],
        ['moves[1]', 'unit-limit'],
      ],
    ],
    ['one enemy area is fine', [mv('Aiur/B1', 'Char/A2', 2)], []],
    [
      'two enemy areas',
      [mv('Aiur/B1', 'Char/A2', 1), mv('Aiur/B1', 'Char/A5', 1)],
      [
        ['moves[1]', 'one-enemy-area'],
        ['moves[1]', 'unit-limit'],
      ],
    ],
    [
      'a non-battle area over its limit',
      [mv('Char/A1', 'Char/A4', 2)],
      [['moves[0]', 'unit-limit']],
    ],
    ['a non-battle area at its limit', [mv('Char/A1', 'Char/A4', 1)], []],
    // A2 has limit 2: the battle allows up to 4 of the player's units.
    ['the battle area at limit + 2', [mv('Aiur/B1', 'Char/A2', 4)], []],
    [
      'the battle area at limit + 3',
      [mv('Aiur/B1', 'Char/A2', 5)],
      [['moves[0]', 'battle-unit-limit']],
    ],
  ] as const)('%s', (_, moves, expected) => {
    expect(rules({ moves })).toEqual(expected);
  });

  it('a battle starts where the enemy area is entered: 3 cards, no bonus', () => {
    expect(run({ moves: [mv('Aiur/B1', 'Char/A2', 2)] }).battle).toEqual({
      area: 'Char/A2',
      combatCards: 3,
      attackBonus: 0,
      against: ['blue'],
    });
  });
  it('a Special order draws 5 cards and adds +1 attack to each skirmish', () => {
    expect(run({ special: true, moves: [mv('Aiur/B1', 'Char/A2', 2)] }).battle).toMatchObject({
      combatCards: 5,
      attackBonus: 1,
    });
  });
  it('no enemy area: no battle', () => {
    expect(run({ special: true, moves: [mv('Char/A1', 'Char/A3', 1)] }).battle).toBeNull();
  });
  it('the areas after the move', () => {
    const c = run({ moves: [mv('Aiur/B1', 'Char/A2', 3), mv('Char/A1', 'Char/A3', 2)] });
    expect(c.areas['Char/A1']).toEqual({ limit: 3, units: {}, bases: ['red'] });
    expect(c.areas['Char/A2']?.units).toEqual({ blue: 1, red: 3 });
    expect(c.areas['Aiur/B1']?.units).toEqual({ red: 3 });
  });

  describe('Terran Liftoff', () => {
    it('moves the base to a friendly area of the active planet', () => {
      const c = run({
        moves: [mv('Char/A1', 'Char/A3', 1)],
        liftoff: { from: 'Char/A1', to: 'Char/A3' },
      });
      expect(c.valid).toBe(true);
      expect(c.areas['Char/A3']?.bases).toEqual(['red']);
      expect(c.areas['Char/A1']?.bases).toEqual([]);
    });
    it.each([
      [
        'by a non-Terran',
        { faction: 'protoss', liftoff: { from: 'Char/A1', to: 'Char/A4' } },
        [['liftoff', 'liftoff-not-terran']],
      ],
      [
        'without a base in from',
        { liftoff: { from: 'Char/A4', to: 'Char/A1' } },
        [['liftoff.from', 'liftoff-no-base']],
      ],
      [
        'to an empty area',
        { liftoff: { from: 'Char/A1', to: 'Char/A3' } },
        [['liftoff.to', 'liftoff-not-friendly']],
      ],
      [
        'to an enemy area',
        { liftoff: { from: 'Char/A1', to: 'Char/A2' } },
        [['liftoff.to', 'liftoff-not-friendly']],
      ],
      [
        'to another planet',
        { liftoff: { from: 'Char/A1', to: 'Aiur/B1' } },
        [['liftoff.to', 'liftoff-not-friendly']],
      ],
    ] as const)('%s is illegal', (_, more, expected) => {
      expect(rules(more)).toEqual(expected);
    });
  });
});

describe('malformed Move orders are input errors', () => {
  const error = (more: O) => {
    const parsed = checkMoveOrder(order(more));
    if (!parsed.ok) return parsed.error;
    const c = checkMove(parsed.value);
    if (!c.ok) return c.error;
    throw new Error('expected an error');
  };
  it.each([
    [
      'an unknown planet',
      { moves: [mv('Chr/A1', 'Char/A3', 1)] },
      'moves[0].from',
      'unknown planet "Chr"',
      'did you mean "Char"?',
    ],
    [
      'an unknown area',
      { moves: [mv('Char/A1', 'Char/A9', 1)] },
      'moves[0].to',
      'planet Char has no area "A9"',
      'did you mean "A1" or "A2" or "A3"?',
    ],
    [
      'no slash',
      { moves: [mv('Char', 'Char/A3', 1)] },
      'moves[0].from',
      '"Char" is not PLANET/AREA',
      'write e.g. "Char/A1"',
    ],
    [
      'negative units',
      { moves: [mv('Char/A1', 'Char/A3', -1)] },
      'moves[0].units',
      '-1',
      undefined,
    ],
    [
      'an unknown active planet',
      { activePlanet: 'Chaar' },
      'activePlanet',
      'unknown planet "Chaar"',
      'did you mean "Char"?',
    ],
    [
      'an unknown faction',
      { faction: 'xel-naga' },
      'faction',
      '"xel-naga" is not one of terran, protoss, zerg',
      undefined,
    ],
  ])('%s', (_, more, path, message, hint) => {
    const e = error(more);
    expect(e.at).toEqual({ kind: 'path', path });
    expect(e.message).toContain(message);
    expect(e.hint).toBe(hint);
  });
});
