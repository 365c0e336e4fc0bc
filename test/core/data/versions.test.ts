/**
 * Every faction's own unit (docs/game-data.md, "Faction versions"): the versions of a unit
 * whose faction files differ, AVA per faction, --faction by name, names from a file's
 * filters, and a weapon's exact name over NAME:MODE.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkGameMetadata,
  findFaction,
  findWeapon,
  lookUpUnit,
  parseGameMetadata,
  sideFromData,
  sideOfVersions,
  weaponRef,
  type UnitData,
} from '../../../src/core/data/index.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { expectOk } from '../../../src/core/result.js';
import { BRACKETS_FILE, otherVersion } from '../../fixtures/brackets.js';

const text = readFileSync('examples/metadata.json', 'utf8');
const meta = expectOk(parseGameMetadata(text));
const filesWith = (other: unknown) => [
  { factionId: 9020, source: 'a', json: BRACKETS_FILE as unknown },
  { factionId: 9021, source: 'b', json: other },
];
const found = (other: unknown) => expectOk(lookUpUnit(filesWith(other), meta, 'bracketeers'));
const sideOf = (u: UnitData) =>
  sideFromData(meta, 'n5', EDITIONS.n5.mods, { unit: u, weapon: 'Combi Rifle' });

describe('faction versions of a unit', () => {
  it('files that agree: one version, AVA per faction', () => {
    const f = found(otherVersion({ ava: 255 }));
    expect(f.versions).toHaveLength(1);
    expect(f.versions[0]?.factions).toEqual([9020, 9021]);
    expect(f.ava).toEqual([
      { faction: 9020, groups: [4] },
      { faction: 9021, groups: [255] },
    ]);
  });

  it('files that differ: each version with its factions, the first is the unit shown', () => {
    const f = found(otherVersion({ points: 30 }));
    expect(f.versions.map((v) => v.factions)).toEqual([[9020], [9021]]);
    expect(f.versions.map((v) => v.unit.groups[0]?.options[0]?.points)).toEqual([20, 30]);
    expect(f.unit.groups[0]?.options[0]?.points).toBe(20);
  });

  // The index fingerprints each copy it hands over: copies alike are read once, and the
  // answer is the one reading every copy gives.
  it.each([
    ['three files, the third like the first', ['x', 'y', 'x'], [[9020, 9022], [9021]]],
    ['three files, all alike', ['x', 'x', 'x'], [[9020, 9021, 9022]]],
    ['three files, each its own', ['x', 'y', 'z'], [[9020], [9021], [9022]]],
  ])('fingerprinted copies (%s): the versions of reading every copy', (_, prints, factions) => {
    const differ = otherVersion({ points: 30 });
    const shapes: Record<string, unknown> = {
      x: BRACKETS_FILE,
      y: differ,
      z: otherVersion({ points: 40 }),
    };
    const files = prints.map((p, i) => ({
      factionId: 9020 + i,
      source: String(i),
      json: shapes[p],
      digests: [`${p}-print`],
    }));
    const plain = files.map((f) => ({ factionId: f.factionId, source: f.source, json: f.json }));
    const f = expectOk(lookUpUnit(files, meta, 'bracketeers'));
    expect(f.versions.map((v) => v.factions)).toEqual(factions);
    expect(f.versions).toEqual(expectOk(lookUpUnit(plain, meta, 'bracketeers')).versions);
  });

  it('a fingerprint says which copies are alike, not the bytes (the index vouches for it)', () => {
    // Two files that differ under one fingerprint read as one version: the fingerprint is
    // trusted, so the index must give alike copies alone the same one.
    const files = [BRACKETS_FILE, otherVersion({ points: 30 })].map((json, i) => ({
      factionId: 9020 + i,
      source: String(i),
      json,
      digests: ['same'],
    }));
    expect(expectOk(lookUpUnit(files, meta, 'bracketeers')).versions).toHaveLength(1);
  });

  it('a question the versions answer alike: the first version', () => {
    const f = found(otherVersion({ points: 30 }));
    expect(expectOk(sideOfVersions(f.versions, sideOf, '--faction')).attribute?.value).toBe(12);
  });

  it('a question the versions answer differently: an error naming the factions', () => {
    const f = found(otherVersion({ skill: true }));
    const r = sideOfVersions(f.versions, sideOf, '--faction');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe(
        'BRACKETEERS differs between faction files in what this question uses: faction 9020; faction 9021',
      );
      expect(r.error.hint).toBe('give --faction 9020 or --faction 9021');
    }
  });
});

describe('--faction by id, slug or name', () => {
  const withFactions = expectOk(
    checkGameMetadata({
      ...(JSON.parse(text) as object),
      factions: [
        { id: 103, name: 'Military Orders', slug: 'military-orders' },
        { id: 399, name: "L' Équipe Argent", slug: 'l-equipe-argent' },
        { id: 1103, name: 'Ōban', slug: 'oban' },
        { id: 101, name: 'PanOceania', slug: 'panoceania' },
      ],
    }),
  );
  it.each([
    ['Military Orders', 103],
    ['military orders', 103],
    ['MILITARY-ORDERS', 103],
    ['oban', 1103],
    ['Ōban', 1103],
    ["L' Équipe Argent", 399],
    ['l equipe argent', 399],
    ['equipe', 399],
    ['103', 103],
    ['panoceania', 101],
  ] as const)('%s -> %d', (given, id) => {
    expect(findFaction(withFactions, given)?.id).toBe(id);
  });
  it.each(['', 'nobody', 'o'])('%j: none', (given) => {
    expect(findFaction(withFactions, given)).toBeNull();
  });
});

describe('a weapon named with a colon', () => {
  const withPt = expectOk(
    checkGameMetadata({
      ...(JSON.parse(text) as object),
      weapons: [
        { id: 300, name: 'PT: Eraser', burst: '2', damage: '6', properties: [] },
        { id: 41, name: 'MULTI Rifle', mode: 'AP Mode', burst: '3', damage: '7', properties: [] },
        {
          id: 41,
          name: 'MULTI Rifle',
          mode: 'Shock Mode',
          burst: '3',
          damage: '7',
          properties: [],
        },
      ],
    }),
  );
  it.each([
    ['PT: Eraser', { name: 'PT: Eraser', mode: null }],
    ['pt: eraser', { name: 'pt: eraser', mode: null }],
    ['PT: Eraser:Hit', { name: 'PT: Eraser', mode: 'Hit' }],
    ['MULTI Rifle:AP', { name: 'MULTI Rifle', mode: 'AP' }],
  ] as const)('%s', (given, ref) => {
    expect(weaponRef(withPt, given)).toEqual(ref);
  });
  it('the exact name finds the weapon', () => {
    expect(expectOk(findWeapon(withPt, weaponRef(withPt, 'PT: Eraser').name)).id).toBe(300);
  });
});

describe("names from the unit file's filters", () => {
  it('a weapon and a piece of equipment the metadata lacks', () => {
    const file = JSON.parse(JSON.stringify(BRACKETS_FILE)) as {
      units: { profileGroups: { options: { weapons: unknown[]; equip: unknown[] }[] }[] }[];
      filters: Record<string, unknown>;
    };
    const option = file.units[0]?.profileGroups[0]?.options[0];
    option?.weapons.push({ id: 9209, order: 9 });
    option?.equip.push({ id: 9259, order: 1 });
    file.filters.weapons = [{ id: 9209, name: 'Sniper Rifle Mk9' }];
    file.filters.equip = [{ id: 9259, name: 'Gizmo' }];
    const u = expectOk(
      lookUpUnit([{ factionId: 9021, source: 'b', json: file }], meta, 'bracketeers'),
    ).unit;
    const o = u.groups[0]?.options[0];
    expect(o?.weapons.map((w) => w.name)).toContain('Sniper Rifle Mk9');
    expect(o?.equipment.map((e) => e.name)).toEqual(['Gizmo']);
  });
});
