/**
 * What a Fireteam chart's notes change (docs/rules.md §9.5): a size note lowers a type's
 * size; troopers the chart admits but no composition takes are named. The chart is a
 * synthetic copy of the real shape (Steel Phalanx's note, as the builder writes it).
 */
import { describe, expect, it } from 'vitest';
import {
  possibleFireteams,
  readChart,
  sizeNotes,
  type FireteamCandidate,
} from '../../../../src/core/army/fireteams/index.js';
import { N5 } from '../../../../src/core/rules/index.js';

const NOTE = 'In this Sectorial,  the Fireteams Core have a maximum of 4 members.';
const chart = (desc: string, obs = '') => {
  const c = readChart(
    {
      spec: { CORE: 256, HARIS: 256, DUO: 256 },
      desc,
      teams: [
        {
          name: 'Phalanx Fireteams',
          obs,
          type: ['CORE', 'HARIS', 'DUO'],
          units: [
            { min: 0, max: 5, name: 'HOPLITE', comment: '', required: false, slug: 'hoplites' },
            { min: 0, max: 1, name: 'STRATEGOS', comment: '', required: false, slug: 'strategos' },
          ],
        },
      ],
    },
    'test',
  );
  if (!c.ok || c.value === null) throw new Error('chart');
  return c.value;
};

const trooper = (slug: string, position: number, group = 0): FireteamCandidate => ({
  group,
  position,
  name: slug.toUpperCase(),
  option: slug.toUpperCase(),
  kind: slug,
  slug,
  names: [slug],
  excluded: null,
});
const five = [0, 1, 2, 3, 4].map((i) => trooper('hoplites', i));

describe('size notes (docs/rules.md §9.5)', () => {
  it.each([
    [NOTE, { CORE: { max: 4 } }],
    ['Fireteam Haris: at most 2 members', { HARIS: { max: 2 } }],
    ['Core fireteams of up to 3 troopers', { CORE: { max: 3 } }],
    ['The Fireteam Haris can only be formed with the Reinforcements MOD.', {}],
    ['', {}],
  ])('%j reads as %j', (text, sizes) => {
    expect(sizeNotes(text)).toEqual(sizes);
  });

  it("Steel Phalanx's note: no Core of five, and it is said", () => {
    const a = possibleFireteams(chart(NOTE), five, N5.fireteams);
    if (!a.ok) throw new Error(a.error.message);
    const cores = a.value.possible.filter((f) => f.type === 'CORE');
    expect(Math.max(...cores.map((f) => f.members.length))).toBe(4);
    expect(a.value.notes).toContain(
      `the chart sets a Core at most 4 members: "${NOTE.replace(/\s+/g, ' ')}"`,
    );
    // Without the note, the edition's five.
    const b = possibleFireteams(chart(''), five, N5.fireteams);
    if (!b.ok) throw new Error(b.error.message);
    expect(Math.max(...b.value.possible.map((f) => f.members.length))).toBe(5);
  });

  it("a team's own note lowers only that team", () => {
    const a = possibleFireteams(chart('', 'Core at most 3 members'), five, N5.fireteams);
    if (!a.ok) throw new Error(a.error.message);
    expect(Math.max(...a.value.possible.map((f) => f.members.length))).toBe(3);
  });

  it('a note that sets no size is shown as written', () => {
    const text = 'The Fireteam Haris can only be formed with the Reinforcements MOD.';
    const a = possibleFireteams(chart(text), five, N5.fireteams);
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.notes).toContain(`the chart says: "${text}"`);
  });
});

describe('troopers with no partner (docs/rules.md §9.5)', () => {
  it('one in its group, and one whose row is full, are named with the team', () => {
    const a = possibleFireteams(
      chart(''),
      [trooper('hoplites', 0, 0), trooper('hoplites', 0, 1), trooper('hoplites', 1, 1)],
      N5.fireteams,
    );
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.alone).toEqual([
      {
        member: { group: 0, position: 0, name: 'HOPLITES', option: 'HOPLITES' },
        teams: ['Phalanx Fireteams (Core, Haris, Duo)'],
      },
    ]);
  });

  it('five of one kind with a Core of at most four: the fifth is not alone', () => {
    const a = possibleFireteams(chart(NOTE), five, N5.fireteams);
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.alone).toEqual([]);
  });
});
