/**
 * What the army builder's real files hold that a plain list does not (docs/rules.md §9.1,
 * §9.2): profile groups of AVA -1 chosen on their own, a member with a miniature but no
 * orders, pairs chosen at unit level, ids the data lacks. The fixture is the synthetic
 * example file with three invented units in the real shape added.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnitFile, type ArmyCode } from '../../../../src/core/army/code/index.js';
import { checkList, type CheckOptions } from '../../../../src/core/army/tournament/check.js';
import { armyView } from '../../../../src/core/army/tournament/data.js';
import { expectOk } from '../../../../src/core/result.js';

const orders = (n: number) => (n === 0 ? [] : [{ type: 'REGULAR', list: 1, total: n }]);
const option = (id: number, name: string, o: Record<string, unknown> = {}) => ({
  id,
  name,
  points: 10,
  swc: '0',
  minis: 1,
  orders: orders(1),
  skills: [],
  includes: [],
  ...o,
});
const profile = (name: string, ava: number, skills: { id: number }[] = []) => ({
  name,
  ava,
  type: 1,
  skills,
});

/** Invented units copying the shapes of Maximus, the Wardriver, Polaris Team and a Crabbot. */
const UNITS = [
  {
    id: 320,
    name: 'STRIDER',
    isc: 'Strider',
    slug: 'strider',
    profileGroups: [
      {
        id: 1,
        isc: 'Strider',
        profiles: [profile('STRIDER', 1)],
        options: [option(1, 'STRIDER')],
      },
      {
        // Reached only through an option's includes: AVA -1, SWC "-".
        id: 2,
        isc: 'Strider Operator',
        profiles: [profile('STRIDER Operator', -1)],
        options: [option(1, 'OPERATOR STRIDER', { swc: '-' })],
      },
      {
        id: 3,
        isc: 'Scuttlebot',
        profiles: [profile('SCUTTLEBOT', -1, [{ id: 243 }])],
        options: [option(1, 'SCUTTLEBOT', { orders: [], minis: 1 })],
      },
    ],
  },
  {
    id: 10321,
    name: 'NETRUNNERS',
    isc: 'Netrunners',
    slug: 'merc-netrunners',
    profileGroups: [
      {
        id: 1,
        isc: 'Netrunners',
        profiles: [profile('NETRUNNER', 3)],
        // Option 5: no orders, one miniature, no Peripheral skill (the data's oddity).
        options: [option(1, 'NETRUNNER'), option(5, 'NETRUNNER', { orders: [] })],
      },
    ],
  },
  {
    id: 322,
    name: 'BEAR TEAM',
    isc: 'Bear Team',
    slug: 'bear-team',
    options: [
      option(1, 'BEAR TEAM ALPHA', {
        orders: [],
        includes: [
          { q: 1, group: 1, option: 1 },
          { q: 1, group: 2, option: 1 },
        ],
      }),
    ],
    profileGroups: [
      { id: 1, isc: 'Handler', profiles: [profile('HANDLER', 2)], options: [option(1, 'HANDLER')] },
      { id: 2, isc: 'Bear', profiles: [profile('BEAR', 2)], options: [option(1, 'BEAR')] },
    ],
  },
];

const raw = JSON.parse(readFileSync('examples/9030-example-tournament.json', 'utf8')) as {
  units: unknown[];
};
const army = armyView(
  expectOk(parseUnitFile(JSON.stringify({ ...raw, units: [...raw.units, ...UNITS] }))),
);

function codeOf(...groups: string[][]): ArmyCode {
  return {
    layout: 'reinforcement',
    factionId: 9030,
    factionSlug: 'example-tournament',
    armyName: 'test',
    points: 400,
    groups: groups.map((g, i) => ({
      number: i + 1,
      reinforcement: false,
      members: g.map((m) => {
        const [unitId = 0, profileGroupId = 0, optionId = 0] = m.split('-').map(Number);
        return { unitId, profileGroupId, optionId, slot: 0, customisations: [] };
      }),
    })),
  };
}
const LT = '301-1-2';
const check = (code: ArmyCode, opts: CheckOptions = {}) => checkList(code, army, null, opts);
const messages = (code: ArmyCode, opts: CheckOptions = {}) =>
  check(code, opts).problems.map((p) => `${p.rule}: ${p.message}`);

describe('AVA -1 chosen on its own (§9.2)', () => {
  it.each([
    ['an operator (SWC "-")', '320-2-1', 'STRIDER Operator'],
    ['a peripheral (SWC "0")', '320-3-1', 'SCUTTLEBOT'],
  ])('%s is an `ava` problem', (_, member, name) => {
    expect(messages(codeOf([LT, member]))).toEqual([
      `ava: group 1 #2 ${name === 'SCUTTLEBOT' ? 'SCUTTLEBOT' : 'OPERATOR STRIDER'} is ${name}, a profile of STRIDER that is not selectable on its own (AVA -1: it comes with another option)`,
    ]);
  });

  it('the profile it belongs to is fine', () => {
    expect(messages(codeOf([LT, '320-1-1']))).toEqual([]);
  });
});

describe('a member with a miniature and no orders takes a place (§9.1)', () => {
  const sof: CheckOptions = { extras: new Set(['soldiers-of-fortune']) };
  // 15 troopers, then the orderless option as the 16th.
  const full = [LT, ...Array.from({ length: 9 }, () => '312-1-1')];
  const second = Array.from({ length: 5 }, () => '312-1-1');

  it('counts as one trooper: 16 is over the 15', () => {
    const c = check(codeOf(full, [...second, '10321-1-5']), sof);
    expect(c.troopers).toBe(16);
    expect(c.problems.map((p) => p.rule)).toEqual(['troopers']);
  });

  it('--choice orderless=free leaves it out, as the data reads', () => {
    const c = check(codeOf(full, [...second, '10321-1-5']), {
      ...sof,
      choices: { orderless: 'free' },
    });
    expect(c.troopers).toBe(15);
    expect(c.problems).toEqual([]);
  });

  it('a peripheral still takes none', () => {
    expect(check(codeOf([LT, '305-1-1'])).troopers).toBe(2);
  });
});

describe('one problem per rule and unit (§9.2)', () => {
  it('three pairs over both profile groups: one `ava` problem', () => {
    const ps = check(codeOf([LT, '322-0-1', '322-0-1', '322-0-1'])).problems;
    expect(ps.map((p) => p.rule)).toEqual(['ava']);
    expect(ps[0]?.message).toBe(
      '3 troopers of BEAR TEAM, over its AVA 2: group 1 #2 BEAR TEAM ALPHA, group 1 #3 BEAR TEAM ALPHA, group 1 #4 BEAR TEAM ALPHA',
    );
  });

  it('ava-by=unit counts a pair once, never one member twice', () => {
    const ps = check(codeOf([LT, '322-0-1', '322-0-1', '322-0-1']), {
      choices: { 'ava-by': 'unit' },
    }).problems;
    expect(ps.map((p) => p.message)).toEqual([
      '3 troopers of BEAR TEAM, over its AVA 2: group 1 #2 BEAR TEAM ALPHA, group 1 #3 BEAR TEAM ALPHA, group 1 #4 BEAR TEAM ALPHA',
    ]);
    expect(check(codeOf([LT, '322-0-1']), { choices: { 'ava-by': 'unit' } }).problems).toEqual([]);
  });
});

describe('ids the data lacks (§9.1)', () => {
  it('said once, with the data version and date; no follow-on Lieutenant problem', () => {
    const ps = check(codeOf(['999-1-1', '320-1-9', '312-1-1']), {
      data: { date: '2026-12-06' },
    }).problems;
    expect(ps.map((p) => p.rule)).toEqual(['unknown']);
    expect(ps[0]?.message).toMatch(
      /^2 members of the code are not in this data \(the army file of version [^,)]+, dated 2026-12-06\): the code was made with other data.*infcalc data fetch.*group 1 #1 \(999-1-1: no unit 999\); group 1 #2 \(320-1-9: STRIDER has no option with this id\)$/,
    );
  });

  it('a relation whose needed profile is absent is named by the data', () => {
    const ps = check(codeOf([LT, '304-1-1'])).problems;
    expect(ps.map((p) => p.message)).toEqual([
      'ZEALOTS (group 1 #2 ZEALOT) needs Zealot Warden (unit 304, profile group 2) in Combat Group 1; there is none',
    ]);
  });
});
