/**
 * The army builder's files as it serves them (issue: "the builder's real files must load"),
 * on synthetic example files in the same shape: nulls, unit-level options, TAG operators,
 * reinforcement files, SWC "+1" and "-", share links.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  codeBytes,
  codeText,
  decodeArmyCode,
  encodeArmyCode,
  metadataGame,
  parseMetadata,
  parseSwc,
  parseUnitFile,
  resolveArmyCode,
  type ArmyCode,
  type UnitFile,
} from '../../../../src/core/army/code/index.js';
import { tacticalPhase } from '../../../../src/core/army/tactical.js';
import { listProblems } from '../../../../src/core/army/validate.js';
import { EDITIONS } from '../../../../src/core/rules/index.js';
import { expectOk } from '../../../../src/core/result.js';

const read = (name: string) => readFileSync(`examples/${name}`, 'utf8');
const company = expectOk(parseUnitFile(read('9001-example-company.json')));
const reinforcements = expectOk(parseUnitFile(read('9099-example-reinforcements.json')));
const meta = expectOk(parseMetadata(read('metadata.json')));
const files = new Map<number, UnitFile>([[9099, reinforcements]]);
const lookup = (id: number) => files.get(id) ?? null;

type Member = readonly [unit: number, group: number, option: number];
const codeOf = (members: readonly Member[], reinforcement = false): ArmyCode => ({
  layout: 'reinforcement',
  factionId: 9001,
  factionSlug: 'example-company',
  armyName: 'Shapes',
  points: 300,
  groups: [
    {
      number: 1,
      reinforcement,
      members: members.map(([unitId, profileGroupId, optionId]) => ({
        unitId,
        profileGroupId,
        optionId,
        slot: 0,
        customisations: [],
      })),
    },
  ],
});
const resolve = (members: readonly Member[], reinforcement = false) =>
  resolveArmyCode(codeOf(members, reinforcement), company, meta, { reinforcements: lookup });
const troopers = (members: readonly Member[]) =>
  resolve(members).list.groups[0]?.troopers.map((t) => [t.name, t.cost, t.peripheral]);

describe('what the builder serves loads', () => {
  it('null ISC in a pilot group, a unit without a name, {} and null weapon entries', () => {
    const tag = company.units.find((u) => u.id === 110);
    expect(tag?.profileGroups[1]?.isc).toBeNull();
    expect(tag?.profileGroups[0]?.options[0]?.weapons).toEqual([{ id: 80, order: 1 }, {}, null]);
    expect(company.units.find((u) => u.id === 112)?.name).toBeNull();
    expect(resolve([[112, 1, 1]]).groups[0]?.[0]).toMatchObject({
      found: true,
      unitName: 'Quartermaster',
    });
  });

  it('fractional points (CodeOne) and unknown keys', () => {
    const text = JSON.stringify({
      version: 1,
      extra: { anything: true },
      units: [
        {
          id: 1,
          isc: null,
          name: null,
          profileGroups: [
            {
              id: 1,
              isc: null,
              profiles: [{ name: null, weapons: [{}], skills: null }],
              options: [{ id: 1, name: 'A', points: 2.5, swc: '0', orders: [] }],
            },
          ],
          options: null,
        },
      ],
    });
    expect(parseUnitFile(text).ok).toBe(true);
  });

  it('what cannot be read is refused with its JSON path', () => {
    const r = parseUnitFile('{"units": [{"id": 1, "name": null, "profileGroups": null}]}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.at).toEqual({ kind: 'path', path: 'units[0].profileGroups' });
  });
});

describe('points and orders as the army builder totals them', () => {
  it("a TAG's operator (the parent's points and orders) is the same trooper", () => {
    const r = resolve([[110, 1, 1]]);
    expect(troopers([[110, 1, 1]])).toEqual([['GRAVEDIGGER', 76, false]]);
    expect(r.combined).toEqual([]);
    // Its order and its Tactical Awareness order; the operator adds none.
    expect(tacticalPhase(r.list).totals.total).toBe(2);
  });

  it('an included peripheral costs nothing more: the option already counts it', () => {
    expect(troopers([[105, 1, 1]])).toEqual([
      ['FIELD ENGINEER', 22, false],
      ['DRONE BOT', 0, true],
    ]);
  });

  it('a pair chosen as the unit (profile group 0): two troopers, their points adding up', () => {
    const r = resolve([[111, 0, 2]]);
    expect(troopers([[111, 0, 2]])).toEqual([
      ['MOLE', 14, false],
      ['LARK', 11, false],
    ]);
    expect(r.groups[0]?.[0]).toMatchObject({ points: 25, optionName: 'MOLE & LARK (Spitfire)' });
    expect(tacticalPhase(r.list).totals.total).toBe(2);
  });

  it('the list costs what the options cost', () => {
    const members: Member[] = [
      [110, 1, 1],
      [111, 0, 1],
      [105, 1, 1],
      [109, 1, 3],
    ];
    const r = resolve(members);
    const cost = r.list.groups.flatMap((g) => g.troopers).reduce((s, t) => s + t.cost, 0);
    expect(cost).toBe(76 + 23 + 22 + 10);
    expect(r.groups[0]?.reduce((s, m) => s + (m.found ? m.points : 0), 0)).toBe(cost);
  });
});

describe('SWC as written', () => {
  it.each([
    ['1.5', { spent: 1.5, added: 0 }],
    ['0', { spent: 0, added: 0 }],
    ['+1', { spent: 0, added: 1 }],
    ['+1.5', { spent: 0, added: 1.5 }],
    ['-', { spent: 0, added: 0 }],
    [null, { spent: 0, added: 0 }],
  ] as const)('%s', (swc, expected) => {
    expect(parseSwc(swc)).toEqual(expected);
  });

  it('"+1" adds to the allowance of an N5 game', () => {
    const list = resolve([[112, 1, 1]]).list;
    expect(list.groups[0]?.troopers[0]).toMatchObject({ swcAllowance: 1 });
    expect(list.groups[0]?.troopers[0]?.swc).toBeUndefined();
    // 300 points allow 6 SWC; four Heavy Gunners (1.5 each) spend 6, five spend 7.5.
    const heavy = resolve([
      ...Array.from({ length: 4 }, (): Member => [107, 1, 1]),
      [112, 1, 1],
    ]).list;
    const swcProblems = (l: typeof heavy) =>
      listProblems(l, EDITIONS.n5)
        .problems.map((p) => p.message)
        .filter((m) => m.includes('SWC'));
    expect(swcProblems(heavy)).toEqual([]);
    const over = resolve(Array.from({ length: 5 }, (): Member => [107, 1, 1])).list;
    expect(swcProblems(over)).toEqual([
      "the troopers' SWC add up to 7.5, over the 6 SWC of a 300-point N5 game",
    ]);
  });
});

describe('reinforcements live in the file the faction file names', () => {
  it('found there through the lookup, off the table at the first Order Count', () => {
    const r = resolve([[190, 1, 1]], true);
    expect(r.missing).toEqual([]);
    expect(r.groups[0]?.[0]).toMatchObject({ unitName: 'RELIEF CREW', fromReinforcements: 9099 });
    expect(r.list.groups[0]?.troopers[0]?.deployment).toBe('off-table');
  });

  it('without that file at hand the member is reported by id', () => {
    const r = resolveArmyCode(codeOf([[190, 1, 1]], true), company, meta);
    expect(r.missing).toEqual([expect.objectContaining({ unitId: 190, part: 'unit' })]);
  });
});

describe('options of the same name are told apart by their weapons', () => {
  it('two FUSILIER options: the weapons they do not share', () => {
    const r = resolve([
      [109, 1, 1],
      [109, 1, 2],
      [109, 1, 3],
    ]);
    const details = r.groups[0]?.map((m) => (m.found ? m.detail : null));
    expect(details).toEqual([['Combi Rifle'], ['Spitfire'], []]);
  });
});

describe('the game of the data', () => {
  it.each([
    ['the example metadata (N5 weapons carry savingNum)', meta, 'n5'],
    ['N4 weapons: Damage 13, no savingNum', { weapons: [{ id: 1, damage: '13' }] }, 'n4'],
    ['CodeOne faction ids', { factions: [{ id: 10101 }], weapons: [] }, 'codeone'],
    ['no weapons: not told', { skills: [] }, null],
  ] as const)('%s', (_, m, game) => {
    expect(metadataGame(m)).toBe(game);
  });

  it('an army list from N5 data says "n5"', () => {
    expect(resolve([[101, 1, 1]]).list.game).toBe('n5');
    expect(resolveArmyCode(codeOf([[101, 1, 1]]), company, null, { game: 'n4' }).list.game).toBe(
      'n4',
    );
  });
});

describe('codes as players paste them', () => {
  const code = codeText(encodeArmyCode(codeOf([[101, 1, 1]])));
  const bytes = expectOk(codeBytes(code));
  const url = codeText(bytes, { url: true });
  it.each([
    ['a share link', `https://infinityuniverse.com/army/list/${url}`],
    [
      'a share link with a query and a fragment',
      `https://infinityuniverse.com/army/list/${url}/?x=1#top`,
    ],
    ['a link with the code as a parameter', `https://example.org/import?code=${url}&lang=en`],
    ['double-encoded', url.replace(/%/g, '%25')],
    [
      'double-encoded inside a link',
      `https://infinityuniverse.com/army/list/${url.replace(/%/g, '%25')}`,
    ],
  ])('%s', (_, text) => {
    expect(expectOk(codeBytes(text))).toEqual(bytes);
  });

  it('a stray character after the padding is named as such', () => {
    const padded = codeText(Uint8Array.from([...bytes, 1]));
    expect(padded.endsWith('=')).toBe(true);
    const r = decodeArmyCode(`${padded}x`);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        `army code: "x" after the padding "=" (position ${padded.length + 1}); a code ends with its padding`,
      );
  });
});
