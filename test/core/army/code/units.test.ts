/** Resolving army codes against the bundled synthetic unit file (examples/9001-example-company.json). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkFaction,
  decodeArmyCode,
  parseMetadata,
  parseUnitFile,
  resolveArmyCode,
  type ArmyCode,
} from '../../../../src/core/army/code/index.js';
import { tacticalPhase } from '../../../../src/core/army/tactical.js';
import { expectOk } from '../../../../src/core/result.js';

const units = expectOk(parseUnitFile(readFileSync('examples/9001-example-company.json', 'utf8')));
const meta = expectOk(parseMetadata(readFileSync('examples/metadata.json', 'utf8')));
const code = expectOk(decodeArmyCode(readFileSync('examples/army-code.txt', 'utf8')));

const oneMember = (unitId: number, optionId = 1, reinforcement = false): ArmyCode => ({
  ...code,
  groups: [
    {
      number: 1,
      reinforcement,
      members: [{ unitId, profileGroupId: 1, optionId, slot: 0, customisations: [] }],
    },
  ],
});
const trooperOf = (unitId: number, optionId = 1, reinforcement = false) =>
  resolveArmyCode(oneMember(unitId, optionId, reinforcement), units, meta).list.groups[0]
    ?.troopers[0];

describe('option orders -> army list', () => {
  it.each([
    ['REGULAR', 101, 1, { training: 'regular', lieutenant: false, cost: 10 }],
    ['LIEUTENANT total 1', 101, 2, { lieutenant: true, lieutenantOrders: 1 }],
    ['LIEUTENANT total 2 (+1 Order)', 101, 3, { lieutenant: true, lieutenantOrders: 2 }],
    ['IRREGULAR + IMPETUOUS', 103, 1, { training: 'irregular', impetuous: true }],
    ['TACTICAL', 104, 1, { training: 'regular', tacticalAwareness: true }],
    ['NCO skill on the profile (by name in the metadata)', 102, 1, { nco: true }],
    ['Chain of Command skill', 106, 1, { chainOfCommand: true, nco: false }],
  ] as const)('%s', (_, unit, option, expected) => {
    expect(trooperOf(unit, option)).toMatchObject(expected);
  });

  it('an included profile without orders is a peripheral', () => {
    const r = resolveArmyCode(oneMember(105), units, meta);
    expect(r.list.groups[0]?.troopers.map((t) => [t.name, t.peripheral])).toEqual([
      ['FIELD ENGINEER', false],
      ['DRONE BOT', true],
    ]);
  });

  it('an included profile with orders of its own is a trooper, and flagged for a check', () => {
    const r = resolveArmyCode(oneMember(108), units, meta);
    expect(r.list.groups[0]?.troopers.map((t) => [t.name, t.peripheral])).toEqual([
      ['OPERATIVE', false],
      ['PARTNER', false],
    ]);
    expect(r.combined).toEqual([{ group: 0, index: 0 }]);
    expect(resolveArmyCode(oneMember(105), units, meta).combined).toEqual([]);
  });

  it('without metadata NCO and Chain of Command are unknown (false)', () => {
    const r = resolveArmyCode(oneMember(102), units, null);
    expect(r.skillsKnown).toBe(false);
    expect(r.list.groups[0]?.troopers[0]?.nco).toBe(false);
  });

  it('reinforcements are not on the table at the first Order Count', () => {
    expect(trooperOf(101, 1, true)?.deployment).toBe('off-table');
  });

  it('the example code counts 11 orders: its Pathfinder (Hidden Deployment) is hidden', () => {
    const p = tacticalPhase(resolveArmyCode(code, units, meta).list);
    // The Pathfinder keeps its own hidden order; no Tactical Awareness order while hidden.
    expect(p.totals).toMatchObject({
      regular: 8,
      irregular: 1,
      lieutenant: 1,
      hidden: 1,
      total: 11,
    });
  });
});

describe('members not in the unit file', () => {
  it.each([
    [199, 1, 'unit'],
    [101, 9, 'option'],
  ] as const)('unit %i option %i: missing %s, reported by id', (unit, option, part) => {
    const r = resolveArmyCode(oneMember(unit, option), units, meta);
    expect(r.missing).toEqual([
      expect.objectContaining({ unitId: unit, profileGroupId: 1, optionId: option, part }),
    ]);
    expect(r.list.groups[0]?.troopers).toEqual([]);
  });
});

describe('14: counts read from a unit file are bounded', () => {
  const option = (extra: string) =>
    `{"units": [{"id": 1, "name": "X", "profileGroups": [{"id": 1, "profiles": [], "options": [{"id": 1, "name": "X", "points": 1, "swc": "0", ${extra}}]}]}]}`;
  it.each([
    [
      option('"orders": [], "includes": [{"q": 1000000000, "group": 1, "option": 1}]'),
      'units[0].profileGroups[0].options[0].includes[0].q',
    ],
    [
      option('"orders": [], "includes": [{"q": -1, "group": 1, "option": 1}]'),
      'units[0].profileGroups[0].options[0].includes[0].q',
    ],
    [
      option('"orders": [{"type": "REGULAR", "total": 1000000000}]'),
      'units[0].profileGroups[0].options[0].orders[0].total',
    ],
  ])('14: %s -> error at %s', (text, path) => {
    const r = parseUnitFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.at).toEqual({ kind: 'path', path });
  });
  it('14: the largest q the game allows still parses', () => {
    const r = parseUnitFile(
      option('"orders": [], "includes": [{"q": 10, "group": 1, "option": 1}]'),
    );
    expect(r.ok).toBe(true);
  });
});

describe('unit files of the wrong shape or faction', () => {
  it.each([
    ['{"units": {}}', 'units'],
    [
      '{"units": [{"id": 1, "name": "X", "profileGroups": [{"id": "1"}]}]}',
      'units[0].profileGroups[0].id',
    ],
    [
      '{"units": [{"id": 1, "name": "X", "profileGroups": [{"id": 1, "profiles": [], "options": [{"id": 1, "name": "X", "points": 1, "swc": "0", "orders": [{"type": "REGULAR"}]}]}]}]}',
      'units[0].profileGroups[0].options[0].orders[0].total',
    ],
  ])('%s -> error at %s', (text, path) => {
    const r = parseUnitFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.at).toEqual({ kind: 'path', path });
  });

  it('a unit file of another faction', () => {
    const r = checkFaction(units, 1102, 'units.json');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        "units.json is a unit file for faction 9001, not for the code's faction 1102",
      );
  });
});
