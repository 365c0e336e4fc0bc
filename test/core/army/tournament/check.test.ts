/**
 * The list rules of docs/rules.md §9 on a synthetic faction file in the real shape
 * (examples/9030-example-tournament.json: relations, AVA per profile group, mercenary
 * copies, a REM, an Irregular, Commlink, a peripheral; reinforcements in 9099).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnitFile, type ArmyCode } from '../../../../src/core/army/code/index.js';
import { checkList, type CheckOptions } from '../../../../src/core/army/tournament/check.js';
import { armyView } from '../../../../src/core/army/tournament/data.js';
import { RULE_IDS, type Extra, type RuleId } from '../../../../src/core/army/tournament/rules.js';
import { expectOk } from '../../../../src/core/result.js';

const load = (name: string) =>
  armyView(expectOk(parseUnitFile(readFileSync(`examples/${name}`, 'utf8'))));
const army = load('9030-example-tournament.json');
const reinf = load('9099-example-reinforcements.json');

type Member = `${number}-${number}-${number}`;
/** Groups of "unit-group-option"; a group starting with "R" is a reinforcement group. */
function codeOf(points: number, ...groups: (readonly (Member | 'R')[])[]): ArmyCode {
  return {
    layout: 'reinforcement',
    factionId: 9030,
    factionSlug: 'example-tournament',
    armyName: 'test',
    points,
    groups: groups.map((g, i) => ({
      number: i + 1,
      reinforcement: g[0] === 'R',
      members: g
        .filter((m): m is Member => m !== 'R')
        .map((m) => {
          const [unitId = 0, profileGroupId = 0, optionId = 0] = m.split('-').map(Number);
          return { unitId, profileGroupId, optionId, slot: 0, customisations: [] };
        }),
    })),
  };
}

const LT: Member = '301-1-2';

/** A list with `n` Spec-Ops troopers (members with customisations) besides its Lieutenant. */
function specOps(n: number, lieutenant = false): ArmyCode {
  const code = codeOf(300, [LT, ...many('301-1-1', n)]);
  const [g] = code.groups;
  if (g === undefined) throw new Error('no group');
  const members = g.members.map((m, i) =>
    i === 0 && !lieutenant ? m : { ...m, customisations: ['[{"type":"skill","id":28}]'] },
  );
  return { ...code, groups: [{ ...g, members }] };
}
const rules = (code: ArmyCode, opts: CheckOptions = {}): RuleId[] =>
  checkList(code, army, reinf, opts).problems.map((p) => p.rule);
const extras = (...xs: Extra[]): CheckOptions => ({ extras: new Set(xs) });
const many = (m: Member, n: number): Member[] => Array.from({ length: n }, () => m);

describe('checkList (docs/rules.md §9)', () => {
  it.each<[string, ArmyCode, CheckOptions, RuleId[]]>([
    ['a legal list', codeOf(300, [LT, '301-1-3', '305-1-1', '312-1-1']), {}, []],
    // §9.1 points: the option's points hold its peripheral (22, not 22 + 0 twice).
    ['over the points', codeOf(50, [LT, '306-1-1', '312-1-1', '312-1-1']), {}, ['points']],
    [
      '--points overrides the limit',
      codeOf(300, [LT, '306-1-1', '312-1-1', '312-1-1']),
      { points: 50 },
      ['points'],
    ],
    // §9.1 SWC: 100 points = 2 SWC; "+1" adds one.
    ['over the SWC', codeOf(100, [LT, '301-1-5', '304-2-1']), {}, ['swc']],
    ['"+1" raises the SWC', codeOf(100, ['301-1-4', '301-1-5', '304-2-1']), {}, []],
    // §9.1 troopers: 16 over 15, the Medbot peripheral takes no place.
    ['16 troopers', codeOf(400, [LT, ...many('312-1-1', 9)], many('312-1-1', 6)), {}, ['troopers']],
    [
      'peripherals take no place',
      codeOf(400, [LT, ...many('312-1-1', 8), '305-1-1'], many('312-1-1', 5)),
      {},
      [],
    ],
    [
      'free-game lifts the cap',
      codeOf(400, [LT, ...many('312-1-1', 9)], many('312-1-1', 6)),
      extras('free-game'),
      [],
    ],
    ['11 in a group', codeOf(400, [LT, ...many('312-1-1', 10)]), {}, ['group-size']],
    // §9.1 Lieutenant.
    ['no Lieutenant', codeOf(300, ['301-1-1']), {}, ['lieutenant']],
    ['two Lieutenants', codeOf(300, [LT, '301-1-4']), {}, ['lieutenant']],
    ['a REM Lieutenant', codeOf(300, ['303-1-2']), {}, ['lieutenant']],
    ['an Irregular Lieutenant', codeOf(300, ['302-1-2']), {}, ['lieutenant']],
    // §9.2 AVA per profile group; 255 = Total.
    ['over AVA', codeOf(300, [LT, ...many('302-1-1', 3)]), {}, ['ava']],
    ['Total', codeOf(400, [LT, ...many('312-1-1', 9)]), {}, []],
    ['AVA per profile group', codeOf(300, [LT, '304-1-1', '304-2-1', '304-2-1']), {}, []],
    // §9.3 depends in one group: the Kuang Shi case.
    [
      'needs its Warden in the group',
      codeOf(300, [LT, '304-1-1', '304-1-2'], ['304-2-1']),
      {},
      ['relation'],
    ],
    ['4 need 2 Wardens', codeOf(300, [LT, ...many('304-1-1', 4), '304-2-1']), {}, ['relation']],
    ['4 with 2 Wardens', codeOf(300, [LT, ...many('304-1-1', 4), '304-2-1', '304-2-1']), {}, []],
    // §9.3 shared cap, counting the mercenary copy of another file's unit too.
    ['two Joans', codeOf(300, [LT, '306-1-1', '307-1-1']), {}, ['relation']],
    // §9.3 one group: Proxies 2-3 in one group; they take one place.
    ['Proxies split', codeOf(300, [LT, '308-1-1'], ['308-2-1']), {}, ['relation']],
    ['Proxies together', codeOf(300, [LT, '308-1-1', '308-2-1', '308-3-1']), {}, []],
    ['one Proxy', codeOf(300, [LT, '308-1-1']), {}, ['relation']],
    // §9.2 mercenaries.
    ['a merc copy without the extra', codeOf(300, [LT, '10310-1-1']), {}, ['mercenary']],
    ['with Soldiers of Fortune', codeOf(300, [LT, '10310-1-1']), extras('soldiers-of-fortune'), []],
    [
      'over 85 points of mercs',
      codeOf(300, [LT, '10310-1-1', '10311-1-1']),
      extras('soldiers-of-fortune'),
      ['mercenary'],
    ],
    [
      'the merc SWC',
      codeOf(50, [LT, '10310-1-1']),
      { ...extras('soldiers-of-fortune'), points: 100 },
      [],
    ],
    [
      'a Character twice',
      codeOf(300, [LT, '306-1-1', '10306-1-1']),
      extras('soldiers-of-fortune'),
      ['ava', 'relation', 'mercenary'],
    ],
    // §9.4 Reinforcements.
    [
      'reinforcements without the extra',
      codeOf(300, [LT, '309-1-1'], ['R', '190-1-1']),
      {},
      ['reinforcements'],
    ],
    [
      'a legal Reinforcement Section',
      codeOf(300, [LT, '309-1-1'], ['R', '190-1-1']),
      extras('reinforcements'),
      [],
    ],
    [
      'no Commlink',
      codeOf(300, [LT], ['R', '190-1-1']),
      extras('reinforcements'),
      ['reinforcements'],
    ],
    [
      'a reinforcement in the Main Section',
      codeOf(300, [LT, '309-1-1', '190-1-1']),
      extras('reinforcements'),
      ['reinforcements'],
    ],
    [
      'Reinforcement Section over 100',
      codeOf(300, [LT, '309-1-1'], ['R', ...many('191-1-2', 6)]),
      extras('reinforcements'),
      ['points', 'ava'],
    ],
    [
      'Commlink +1 raises the cap',
      codeOf(400, [LT, '309-1-1', ...many('312-1-1', 8)], many('312-1-1', 5), ['R', '190-1-1']),
      extras('reinforcements'),
      [],
    ],
    // §9.6 Spec-Ops: a member with customisations.
    ['a Spec-Ops without the extra', specOps(1), {}, ['spec-ops']],
    ['one Spec-Ops', specOps(1), extras('spec-ops'), []],
    ['two Spec-Ops', specOps(2), extras('spec-ops'), ['spec-ops']],
    ['a Spec-Ops Lieutenant', specOps(0, true), extras('spec-ops'), ['spec-ops']],
    // CodeOne (faction ids 10101 and up): 10 troopers, one Combat Group (§2.3).
    [
      'a CodeOne list',
      { ...codeOf(150, [LT, ...many('312-1-1', 5)], many('312-1-1', 5)), factionId: 10101 },
      {},
      ['troopers', 'group-size'],
    ],
    // unknown ids: a problem, not a crash.
    ['an unknown unit', codeOf(300, [LT, '999-1-1']), {}, ['unknown']],
    ['an unknown option', codeOf(300, [LT, '301-1-9']), {}, ['unknown']],
  ])('%s', (_, code, opts, expected) => {
    expect(rules(code, opts)).toEqual(expected);
  });

  it('names the troopers by group and position, with the section', () => {
    const [p] = checkList(codeOf(300, [LT, '304-1-1'], ['304-2-1']), army, reinf).problems;
    expect(p).toMatchObject({ rule: 'relation', section: '§9.3' });
    expect(p?.members).toEqual([{ group: 1, position: 2, name: 'ZEALOT' }]);
    expect(p?.message).toContain('group 2 #1 ZEALOT WARDEN is in another group');
  });

  it('adds up points, SWC and troopers as the builder does', () => {
    const c = checkList(codeOf(300, ['301-1-4', '301-1-3', '305-1-1']), army, reinf);
    expect(c.spent).toEqual({ points: 56, swc: 1.5 });
    expect(c.allowance).toEqual({ points: 300, swc: 7 });
    expect(c.troopers).toBe(3);
  });

  it.each<[string, ArmyCode, CheckOptions, RuleId[]]>([
    ['swc-rounding=floor', codeOf(125, [LT, '301-1-5', '304-2-1']), {}, ['swc']],
    [
      'swc-rounding=ceil',
      codeOf(125, [LT, '301-1-5', '304-2-1']),
      { choices: { 'swc-rounding': 'ceil' } },
      [],
    ],
    [
      'ava-by=unit',
      codeOf(300, [LT, '304-1-1', '304-2-1', '304-2-1']),
      { choices: { 'ava-by': 'unit' } },
      ['ava'],
    ],
    [
      'merc-ava=separate',
      codeOf(300, [LT, '306-1-1', '10306-1-1']),
      { ...extras('soldiers-of-fortune'), choices: { 'merc-ava': 'separate' } },
      ['relation', 'mercenary'],
    ],
    [
      'relation-min=always',
      codeOf(300, [LT]),
      { choices: { 'relation-min': 'always' } },
      ['relation', 'relation'],
    ],
    [
      'reinforcement-ava=skip',
      codeOf(300, [LT, '309-1-1'], ['R', '190-1-1', '190-1-1', '190-1-1']),
      { ...extras('reinforcements'), choices: { 'reinforcement-ava': 'skip' } },
      [],
    ],
    [
      'reinforcement-ava=count',
      codeOf(300, [LT, '309-1-1'], ['R', '190-1-1', '190-1-1', '190-1-1']),
      extras('reinforcements'),
      ['ava'],
    ],
    [
      'spec-ops-count=any',
      specOps(2),
      { ...extras('spec-ops'), choices: { 'spec-ops-count': 'any' } },
      [],
    ],
    [
      'spec-ops-lieutenant=yes',
      specOps(0, true),
      { ...extras('spec-ops'), choices: { 'spec-ops-lieutenant': 'yes' } },
      [],
    ],
    [
      'dash-swc=problem',
      codeOf(300, [LT, '305-2-1']),
      { choices: { 'dash-swc': 'problem' } },
      // The Medbot chosen on its own is also AVA -1, not selectable alone (§9.2).
      ['swc', 'ava'],
    ],
  ])('the list choice %s', (_, code, opts, expected) => {
    expect(rules(code, opts)).toEqual(expected);
  });
});

describe('checkList on any list of the fixture (property)', () => {
  const POOL: Member[] = [
    '301-1-1',
    '301-1-2',
    '301-1-3',
    '301-1-4',
    '301-1-5',
    '302-1-1',
    '302-1-2',
    '303-1-1',
    '303-1-2',
    '304-1-1',
    '304-1-2',
    '304-2-1',
    '305-1-1',
    '305-2-1',
    '306-1-1',
    '307-1-1',
    '308-1-1',
    '308-2-1',
    '308-3-1',
    '309-1-1',
    '312-1-1',
    '10306-1-1',
    '10310-1-1',
    '999-1-1',
  ];
  const list = fc.array(fc.array(fc.constantFrom(...POOL), { maxLength: 12 }), {
    minLength: 1,
    maxLength: 4,
  });
  const sorted = (xs: readonly string[]) => [...xs].sort();

  it('never throws; every problem names members that exist, with a known rule', () => {
    fc.assert(
      fc.property(list, (groups) => {
        const code = codeOf(300, ...groups);
        for (const p of checkList(code, army, reinf, extras('soldiers-of-fortune')).problems) {
          expect(RULE_IDS).toContain(p.rule);
          for (const m of p.members) expect(groups[m.group - 1]?.[m.position - 1]).toBeDefined();
        }
      }),
    );
  });

  it('the troopers are the members with orders (brute force), in any order', () => {
    fc.assert(
      fc.property(list, fc.integer(), (groups, seed) => {
        const code = codeOf(300, ...groups);
        const known = groups.flat().filter((m) => !m.startsWith('999') && m !== '305-2-1');
        // Proxies take one place per group together (§9.1).
        const proxies = groups.filter((g) => g.some((m) => m.startsWith('308-'))).length;
        const expected = known.filter((m) => !m.startsWith('308-')).length + proxies;
        const c = checkList(code, army, reinf);
        expect(c.troopers).toBe(expected);
        // Reordering members within their groups changes no rule.
        const shuffled = groups.map((g) =>
          [...g].sort(() => ((seed = (seed * 16807) % 2147483647) % 3) - 1),
        );
        expect(sorted(rules(codeOf(300, ...shuffled)))).toEqual(sorted(rules(code)));
      }),
    );
  });
});
