/**
 * The troopers of an army list as sides (src/app/list-troopers.ts): each member of a code
 * becomes the unit, profile and option `--unit --profile --option` would pick; a member
 * is named by its position or a name only it has, and bad picks list the candidates.
 */
import { describe, expect, it } from 'vitest';
import { listTrooperLabel, listTroopers, pickListTrooper } from '../../src/app/list-troopers.js';
import type { ArmyCode } from '../../src/core/army/code/index.js';
import type { Item, UnitData, UnitOption } from '../../src/core/data/units.js';

const item = (id: number, name: string): Item => ({ id, name, extras: [], text: name });
const option = (group: number, id: number, name: string, orders: string[], weapons: string[]) =>
  ({
    id,
    group,
    name,
    points: 10,
    swc: '0',
    orders: orders.map((type) => ({ type, total: 1 })),
    skills: [],
    equipment: [],
    weapons: weapons.map((w, i) => item(i + 1, w)),
  }) satisfies UnitOption;
const profile = (name: string) => ({
  name,
  move: [10, 10],
  cc: 14,
  bs: 12,
  ph: 10,
  wip: 13,
  arm: 1,
  bts: 0,
  w: 1,
  str: false,
  s: 2,
  type: 'LI',
  skills: [],
  equipment: [],
  weapons: [],
});

const FUSILIERS: UnitData = {
  id: 109,
  name: 'FUSILIERS',
  isc: 'Fusiliers',
  slug: 'fusiliers',
  factions: [9001],
  groups: [
    {
      id: 1,
      isc: null,
      profiles: [profile('FUSILIER')],
      options: [
        option(1, 1, 'FUSILIER', ['REGULAR'], ['Combi Rifle']),
        option(1, 2, 'FUSILIER', ['REGULAR'], ['Spitfire']),
        option(1, 3, 'FUSILIER Lieutenant', ['REGULAR', 'LIEUTENANT'], ['Combi Rifle']),
      ],
    },
  ],
  pairs: [],
};
const ENGINEERS: UnitData = {
  id: 105,
  name: 'FIELD ENGINEERS',
  isc: null,
  slug: null,
  factions: [9001],
  groups: [
    {
      id: 1,
      isc: null,
      profiles: [profile('FIELD ENGINEER')],
      options: [option(1, 1, 'FIELD ENGINEER', ['REGULAR'], [])],
    },
    {
      id: 2,
      isc: null,
      profiles: [profile('DRONE BOT')],
      options: [option(2, 1, 'DRONE BOT', [], [])],
    },
  ],
  pairs: [],
};

const member = (unitId: number, profileGroupId: number, optionId: number) => ({
  unitId,
  profileGroupId,
  optionId,
  slot: 0,
  customisations: [],
});
const CODE: ArmyCode = {
  layout: 'reinforcement',
  factionId: 9001,
  factionSlug: 'example-company',
  armyName: 'Patrol',
  points: 150,
  groups: [
    {
      number: 1,
      reinforcement: false,
      members: [member(109, 1, 1), member(109, 1, 3), member(105, 1, 1), member(105, 2, 1)],
    },
    { number: 2, reinforcement: false, members: [member(109, 1, 2), member(999, 1, 1)] },
  ],
};
const units = new Map([
  [109, FUSILIERS],
  [105, ENGINEERS],
]);
const TROOPERS = listTroopers(CODE, (id) => units.get(id) ?? null);

describe('listTroopers', () => {
  it('numbers members by group and position, each with its loadout', () => {
    expect(TROOPERS.map(listTrooperLabel)).toEqual([
      '1.1 FUSILIER (Combi Rifle)',
      '1.2 FUSILIER Lieutenant (Combi Rifle)',
      '1.3 FIELD ENGINEER',
      '1.4 DRONE BOT',
      '2.1 FUSILIER (Spitfire)',
      '2.2 unit 999',
    ]);
  });
  it('gives the profile and option --unit --profile --option would pick', () => {
    const side = TROOPERS[3 - 1]?.side;
    expect([side?.unit.id, side?.profile, side?.optionRef]).toEqual([105, 1, '1-1']);
    expect(TROOPERS[1]?.side?.optionRef).toBe('1-3');
  });
  it('a peripheral and a unit not in the data are no side', () => {
    expect(TROOPERS.map((t) => t.problem)).toEqual([
      null,
      null,
      null,
      'a peripheral: it acts on its Controller’s order',
      null,
      'not in the data (unit 999, profile group 1, option 1)',
    ]);
  });
});

describe('pickListTrooper', () => {
  it.each([
    ['1.2', '1.2'],
    ['2.1', '2.1'],
    ['fusilier lieutenant', '1.2'],
    ['  FIELD engineer ', '1.3'],
    ['lieut', '1.2'],
  ])('%s picks %s', (text, position) => {
    const r = pickListTrooper(TROOPERS, text, '--trooper');
    expect(r.ok && r.value.position).toBe(position);
  });

  it.each([
    ['3.1', /--trooper 3.1: the list has no member 3.1/, /its troopers: 1.1 FUSILIER/],
    ['1.4', /1.4 DRONE BOT is a peripheral/, /2.1 FUSILIER \(Spitfire\)$/],
    ['2.2', /2.2 unit 999 is not in the data/, /its troopers/],
    ['fusilier', /"fusilier" names 2 members of the list: give its position/, /1.1 .*; 2.1 /],
    ['zhanshi', /no member of the list has that name/, /its troopers/],
    ['', /is not a position \(1.3\) or a name/, /its troopers/],
  ])('%j is refused, naming the candidates', (text, message, hint) => {
    const r = pickListTrooper(TROOPERS, text, '--trooper');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    expect(r.error.hint).toMatch(hint);
  });
});
