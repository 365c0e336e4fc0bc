import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_GROUP_CANDIDATES,
  possibleFireteams,
  readChart,
  type FireteamCandidate,
  type FireteamChart,
  type FireteamsAnswer,
} from '../../../../src/core/army/fireteams/index.js';
import { N4, N5 } from '../../../../src/core/rules/index.js';
import { runs } from '../../../properties.js';

const row = (name: string, slug: string, max: number, comment = '', required = false) => ({
  min: 0,
  max,
  name,
  comment,
  required,
  slug,
});

// docs/rules.md §9.5's worked example: the O-12 chart's first two teams, as the builder
// writes them (a synthetic copy of the shape; unit names only).
const O12 = {
  spec: { CORE: 0, HARIS: 1, DUO: 2 },
  desc: '',
  teams: [
    {
      name: 'O-12 Fireteams I',
      obs: '',
      type: ['DUO'],
      units: [
        row('VARANGIAN', 'varangian-guard', 2),
        row('JACKBOOT', 'jackboots', 2),
        row('OMEGA', 'omega-unit', 1),
        row('GAMMA', 'gamma-unit', 1),
        row('NIMROD', 'nimrods', 1, 'FTO'),
      ],
    },
    {
      name: 'O-12 Fireteams II',
      obs: '',
      type: ['DUO', 'HARIS'],
      units: [
        row('OMEGA', 'omega-unit', 3),
        row('JACKBOOT', 'jackboots', 2),
        row('GAMMA', 'gamma-unit', 1),
      ],
    },
  ],
};

function chartOf(value: unknown): FireteamChart {
  const c = readChart(value, 'test');
  if (!c.ok || c.value === null) throw new Error('chart');
  return c.value;
}

let position = 0;
const trooper = (
  slug: string,
  option = slug.toUpperCase(),
  extra: Partial<FireteamCandidate> = {},
): FireteamCandidate => ({
  group: 0,
  position: position++,
  name: slug,
  option,
  kind: `${slug}:${option}`,
  slug,
  names: [slug.replace(/-/g, ' ')],
  excluded: null,
  ...extra,
});

function answer(troopers: FireteamCandidate[], chart: unknown = O12, rules = N5.fireteams) {
  const a = possibleFireteams(chartOf(chart), troopers, rules);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

const shapes = (a: FireteamsAnswer) =>
  a.possible.map(
    (f) => `${f.team}|${f.type}|${f.level}|${f.members.map((m) => m.option).join('+')}`,
  );

describe('fireteams: docs/rules.md §9.5 worked example (O-12)', () => {
  it.each([
    [
      'two Varangian Guards: a Duo at level 2',
      ['varangian-guard', 'varangian-guard'],
      ['O-12 Fireteams I|DUO|2|VARANGIAN-GUARD+VARANGIAN-GUARD'],
    ],
    [
      'Varangian and Jackboot: a Duo at level 1',
      ['varangian-guard', 'jackboots'],
      ['O-12 Fireteams I|DUO|1|VARANGIAN-GUARD+JACKBOOTS'],
    ],
    ['two Nimrods: never (max 1)', ['nimrods', 'nimrods'], []],
  ])('%s', (_, slugs, expected) => {
    expect(shapes(answer(slugs.map((s) => trooper(s))))).toEqual(expected);
  });

  it('three Omegas are a Haris at level 3 (team II), no Core (CORE 0)', () => {
    const a = answer([trooper('omega-unit'), trooper('omega-unit'), trooper('omega-unit')]);
    expect(shapes(a).filter((s) => s.includes('HARIS'))).toEqual([
      'O-12 Fireteams II|HARIS|3|OMEGA-UNIT+OMEGA-UNIT+OMEGA-UNIT',
    ]);
    expect(a.possible.some((f) => f.type === 'CORE')).toBe(false);
  });

  it('two Omegas and a Gamma: a Haris at level 2', () => {
    const a = answer([trooper('omega-unit'), trooper('omega-unit'), trooper('gamma-unit')]);
    expect(shapes(a).filter((s) => s.includes('HARIS'))).toEqual([
      'O-12 Fireteams II|HARIS|2|OMEGA-UNIT+OMEGA-UNIT+GAMMA-UNIT',
    ]);
  });

  it('three Jackboots: never (max 2 in either team)', () => {
    const a = answer([trooper('jackboots'), trooper('jackboots'), trooper('jackboots')]);
    expect(a.possible.filter((f) => f.members.length === 3)).toEqual([]);
  });

  it('a Varangian never joins team II', () => {
    const a = answer([trooper('varangian-guard'), trooper('omega-unit'), trooper('omega-unit')]);
    expect(
      a.possible.filter(
        (f) =>
          f.team === 'O-12 Fireteams II' && f.members.some((m) => m.option === 'VARANGIAN-GUARD'),
      ),
    ).toEqual([]);
  });

  it('a Nimrod joins a Varangian only as an FTO option', () => {
    expect(answer([trooper('nimrods', 'NIMROD'), trooper('varangian-guard')]).possible).toEqual([]);
    expect(shapes(answer([trooper('nimrods', 'NIMROD FTO'), trooper('varangian-guard')]))).toEqual([
      'O-12 Fireteams I|DUO|1|NIMROD FTO+VARANGIAN-GUARD',
    ]);
  });

  it('the chart caps: HARIS 1 and DUO 2 at once, CORE none', () => {
    const a = answer([]);
    expect(a.spec).toEqual({ CORE: 0, HARIS: 1, DUO: 2 });
  });
});

describe('fireteams: chart reading', () => {
  const chart = (teams: unknown[], spec = { CORE: 1, HARIS: 1, DUO: 256 }) => ({ spec, teams });

  it('bracketed terms count as one unit for the level ("(Warden)")', () => {
    const c = chart([
      {
        name: 'T',
        obs: '',
        type: ['HARIS'],
        units: [
          row('WARDEN', 'wardens', 3),
          row('SERGEANT', 'sergeants', 1, '(Warden)'),
          row('SCOUT', 'scouts', 1),
        ],
      },
    ]);
    const [withTerm] = answer(
      [trooper('wardens'), trooper('wardens'), trooper('sergeants')],
      c,
    ).possible;
    expect(withTerm?.level).toBe(3);
    const [without] = answer(
      [trooper('wardens'), trooper('wardens'), trooper('scouts')],
      c,
    ).possible;
    expect(without?.level).toBe(2);
  });

  it('a term names a row by its first words ("(Orc, Helot)" counts with HELOT MILITIAMAN)', () => {
    const c = chart([
      {
        name: 'T',
        obs: '',
        type: ['HARIS'],
        units: [row('HELOT MILITIAMAN FTO', 'helots', 2), row('PATSY', 'patsy', 1, '(Orc, Helot)')],
      },
    ]);
    const a = answer(
      [trooper('helots', 'HELOT FTO'), trooper('helots', 'HELOT FTO'), trooper('patsy')],
      c,
    );
    expect(a.possible.map((f) => f.level)).toEqual([3]);
  });

  it('a required row (the chart asterisk) must have a member', () => {
    const c = chart([
      {
        name: 'T',
        obs: '',
        type: ['DUO'],
        units: [row('LEADER', 'leaders', 1, '', true), row('GRUNT', 'grunts', 2)],
      },
    ]);
    expect(answer([trooper('grunts'), trooper('grunts')], c).possible).toEqual([]);
    expect(answer([trooper('grunts'), trooper('leaders')], c).possible).toHaveLength(1);
  });

  it('Wildcards join any team, unless its notes say "No Wildcards"', () => {
    const teams = (obs: string) => [
      { name: 'T', obs, type: ['DUO'], units: [row('GRUNT', 'grunts', 2)] },
      { name: ' Wildcards', obs: '', type: [], units: [row('HERO', 'hero', 1)] },
    ];
    expect(answer([trooper('grunts'), trooper('hero')], chart(teams(''))).possible).toHaveLength(1);
    expect(
      answer([trooper('grunts'), trooper('hero')], chart(teams('No Wildcards'))).possible,
    ).toEqual([]);
  });

  it('Core is 3 to 5 members; every member in one Combat Group', () => {
    const c = chart([{ name: 'T', obs: '', type: ['CORE'], units: [row('GRUNT', 'grunts', 6)] }]);
    const six = Array.from({ length: 6 }, () => trooper('grunts'));
    expect(answer(six, c).possible.map((f) => f.members.length)).toEqual([5, 4, 3]);
    const split = [trooper('grunts'), trooper('grunts'), trooper('grunts', 'GRUNTS', { group: 1 })];
    expect(answer(split, c).possible).toEqual([]);
  });

  it('troopers that cannot join are named with why, and never placed', () => {
    const a = answer([
      trooper('omega-unit', 'OMEGA', {
        excluded: { why: 'controller', detail: 'controls a Peripheral (Bot)' },
      }),
      trooper('omega-unit'),
      trooper('zond'),
    ]);
    expect(a.excluded.map((e) => e.why)).toEqual(['controller', 'not-in-chart']);
    expect(a.possible).toEqual([]);
  });

  it('N4 reads the level as the members; +1 BS only for one unit (docs/rules.md §8.5)', () => {
    const a = answer(
      [trooper('omega-unit'), trooper('omega-unit'), trooper('gamma-unit')],
      O12,
      N4.fireteams,
    );
    const haris = a.possible.find((f) => f.type === 'HARIS');
    expect(haris?.level).toBe(3);
    expect(haris?.sameUnit).toBe(false);
    expect(haris?.bonuses).toEqual(['+1 B on BS Attacks, +3 Discover']);
  });

  it('bad charts are refused with their JSON path; counts are bounded', () => {
    const bad = readChart(
      { spec: { CORE: 1 }, teams: [{ name: 'T', type: ['DUO'], units: [{ max: 1e9 }] }] },
      'f',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error.at).toEqual({ kind: 'path', path: 'fireteamChart.teams[0].units[0].max' });
    const many = Array.from({ length: MAX_GROUP_CANDIDATES + 1 }, () => trooper('omega-unit'));
    const r = possibleFireteams(chartOf(O12), many, N5.fireteams);
    expect(r.ok).toBe(false);
  });

  it('lists at most the limit; counts them all', () => {
    const c = chart([{ name: 'T', obs: '', type: ['CORE'], units: [row('GRUNT', 'grunts', 5)] }]);
    const troopers = Array.from({ length: 8 }, (_, i) => trooper('grunts', `G${i}`));
    const r = possibleFireteams(chartOf(c), troopers, N5.fireteams, 10);
    expect(r.ok && r.value.possible.length).toBe(10);
    // C(8,3) + C(8,4) + C(8,5) distinct options.
    expect(r.ok && r.value.count).toBe(56 + 70 + 56);
  });
});

describe('fireteams: every composition once (property, against brute force)', () => {
  it('equals the distinct multisets of kinds among all subsets that fit the rows', () => {
    const slugs = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ slug: fc.constantFrom(...slugs), opt: fc.constantFrom('X', 'Y') }), {
          maxLength: 7,
        }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
        (picked, maxes) => {
          const c = {
            spec: { CORE: 1, HARIS: 1, DUO: 256 },
            teams: [
              {
                name: 'T',
                obs: '',
                type: ['CORE'],
                units: slugs.map((s, i) => row(s.toUpperCase(), s, maxes[i] ?? 0)),
              },
            ],
          };
          const troopers = picked.map((p, i) => ({ ...trooper(p.slug, p.opt), position: i }));
          const got = answer(troopers, c).count;
          // Brute force: every subset of 3-5 troopers, each slug within its row's max, by kinds.
          const seen = new Set<string>();
          for (let mask = 0; mask < 1 << troopers.length; mask++) {
            const set = troopers.filter((_, i) => (mask & (1 << i)) !== 0);
            if (set.length < 3 || set.length > 5) continue;
            if (slugs.some((s, i) => set.filter((t) => t.slug === s).length > (maxes[i] ?? 0)))
              continue;
            seen.add(
              set
                .map((t) => t.kind)
                .sort()
                .join(','),
            );
          }
          expect(got).toBe(seen.size);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
