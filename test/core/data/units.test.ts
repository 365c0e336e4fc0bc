/** Troopers from unit files in the builder's shape (examples/, synthetic). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findMode,
  findUnit,
  lookUpUnit,
  findWeapon,
  parseDistance,
  parseGameMetadata,
  profileWords,
  profilesOf,
  rangeMod,
  splitWeaponRef,
  weaponsOf,
  type UnitSource,
} from '../../../src/core/data/index.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { expectOk } from '../../../src/core/result.js';

const read = (f: string) => readFileSync(`examples/${f}`, 'utf8');
const meta = expectOk(parseGameMetadata(read('metadata.json')));
const file = (factionId: number, name: string): UnitSource => ({
  factionId,
  source: name,
  json: JSON.parse(read(name)) as unknown,
});
const files = [
  file(9001, '9001-example-company.json'),
  file(9002, '9002-example-vanguard.json'),
  file(9010, '9010-example-rivals.json'),
  file(9099, '9099-example-reinforcements.json'),
];
const unit = (q: string, faction?: number) => findUnit(files, meta, q, faction);
const message = (r: { ok: boolean; error?: { message: string; hint?: string } }) =>
  r.ok ? 'ok' : `${r.error?.message ?? ''} | ${r.error?.hint ?? ''}`;

describe('units by name', () => {
  it.each([
    ['Fusiliers', 109],
    ['fusiliers', 109],
    ['FUSILIERS', 109],
    ['zhanshi', 120],
    ['ghost stalkers', 121],
    ['Quartermaster', 112],
    ['gravedigger tag', 110],
  ])('%s -> unit %i', (q, id) => {
    expect(expectOk(unit(q)).id).toBe(id);
  });

  it('the same unit in a vanilla and a sectorial file is one unit', () => {
    expect(expectOk(unit('fusiliers')).factions).toEqual([9001, 9002]);
  });

  it('an ambiguous name lists the candidates; an unknown one suggests', () => {
    expect(message(unit('mole & lark'))).toBe('ok');
    expect(message(unit('ghost'))).toBe('ok');
    expect(message(unit('ers'))).toBe(
      'unit "ers" is ambiguous: "Line Troopers" (unit 101, faction 9001), "Pathfinders" (unit 104, faction 9001), "Field Engineers" (unit 105, faction 9001), "Heavy Gunners" (unit 107, faction 9001), "FUSILIERS" (unit 109, faction 9001, 9002), "GHOST STALKERS" (unit 121, faction 9010), "LANCERS" (unit 123, faction 9010) | give more of the name or the unit id (101 or 104 or 105)',
    );
    expect(message(unit('fusilers'))).toBe('no unit named "fusilers" | did you mean "FUSILIERS"?');
    expect(message(unit('zhanshi', 9001))).toContain('no unit named "zhanshi"');
  });

  it('a mercenary listed as id N and 10000 + N, with the same profiles, is one trooper', () => {
    // The copies differ in AVA, slug, skill order and an empty list of extras only.
    for (const q of ['hired guns', 'HIRED GUNS, Mercenary Squad', '130', '10130']) {
      const found = expectOk(lookUpUnit(files, meta, q));
      expect(found.unit.id).toBe(130);
      expect(found.unit.factions).toEqual([9001, 9010]);
    }
    // In one faction that holds both ids, too.
    expect(expectOk(unit('hired guns', 9010)).id).toBe(130);
    expect(expectOk(unit('hired guns', 9001)).id).toBe(10130);
  });

  it('a REINF copy is left aside for the unit, and said; it is found by its own name or id', () => {
    const found = expectOk(lookUpUnit(files, meta, 'hired'));
    expect(found.unit.id).toBe(130);
    expect(found.notes).toEqual([
      'also matches "REINF: HIRED GUNS, Mercenary Squad" (unit 191): its unit id picks it',
    ]);
    expect(expectOk(unit('reinf hired')).id).toBe(191);
    expect(expectOk(unit('191')).id).toBe(191);
  });

  it('two units of the same name that differ: the ids are the way out', () => {
    const other = JSON.parse(read('9010-example-rivals.json')) as {
      units: { id: number; profileGroups: { profiles: { bs: number }[] }[] }[];
    };
    const copy = other.units.find((u) => u.id === 130);
    const profile = copy?.profileGroups[0]?.profiles[0];
    if (profile !== undefined) profile.bs = 13;
    const changed = [files[0], { ...file(9010, '9010-example-rivals.json'), json: other }].flatMap(
      (f) => (f === undefined ? [] : [f]),
    );
    const r = findUnit(changed, meta, 'hired guns');
    expect(message(r)).toBe(
      'unit "hired guns" is ambiguous: "HIRED GUNS, Mercenary Squad" (unit 10130, faction 9001, 9010), "HIRED GUNS, Mercenary Squad" (unit 130, faction 9010) | give the unit id (10130 or 130)',
    );
    expect(profilesOf(expectOk(findUnit(changed, meta, '130')))[0]?.profile.bs).toBe(13);
  });

  it("the builder's -1 for an attribute a profile does not have is no value", () => {
    const remote = profilesOf(expectOk(unit('hired guns')))[1]?.profile;
    expect(remote).toMatchObject({ name: 'TRACKER REMOTE', cc: null, bs: null, ph: 10 });
  });

  it('a profile as the builder shows it: attributes, skills with their bracketed values', () => {
    const ghost = expectOk(unit('ghost stalker'));
    const [first] = profilesOf(ghost);
    expect(first?.profile).toMatchObject({
      name: 'GHOST STALKER',
      cc: 21,
      bs: 13,
      arm: 3,
      bts: 6,
      w: 2,
      str: false,
      type: 'HI',
    });
    expect(first?.profile.skills.map((s) => s.text)).toEqual([
      'Martial Arts L2',
      'Mimetism (-6)',
      'No Wound Incapacitation',
      'Immunity (Shock)',
    ]);
    const option = first?.group.options[0];
    expect(option?.weapons.map((w) => w.name)).toEqual(['Spitfire', 'CC Weapon']);
  });

  it("a unit's skills as words of the modifier catalogue", () => {
    const ghost = expectOk(unit('ghost stalker'));
    const [first] = profilesOf(ghost);
    if (first === undefined) throw new Error('no profile');
    expect(profileWords(EDITIONS.n5.mods, first.profile).map((w) => w.word)).toEqual(
      expect.arrayContaining(['ma2', 'mimetism6', 'nwi', 'immunity-shock']),
    );
  });

  it('a TAG: STR, and a pilot group without ISC', () => {
    const tag = expectOk(unit('gravedigger'));
    expect(tag.groups.map((g) => g.isc)).toEqual(['Gravedigger TAG', null]);
    expect(profilesOf(tag)[0]?.profile).toMatchObject({ str: true, w: 3, type: 'TAG' });
  });

  it('a pair: the unit-level options', () => {
    expect(expectOk(unit('mole')).pairs.map((o) => [o.group, o.name, o.points])).toEqual([
      [0, 'MOLE & LARK', 23],
      [0, 'MOLE & LARK (Spitfire)', 25],
    ]);
  });

  it('a unit of the wrong shape: its JSON path', () => {
    const bad: UnitSource = {
      factionId: 1,
      source: 'bad.json',
      json: {
        units: [{ id: 5, name: 'Bad', profileGroups: [{ id: 1, profiles: [{ bs: 'x' }] }] }],
      },
    };
    const r = findUnit([bad], meta, 'bad');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe('bad.json: expected number, got "x"');
      expect(r.error.at).toEqual({
        kind: 'path',
        path: 'units[0].profileGroups[0].profiles[0].bs',
      });
    }
    expect(message(findUnit([{ ...bad, json: { units: {} } }], meta, 'x'))).toContain(
      'bad.json: not a unit file of the army builder',
    );
  });
});

describe('weapons', () => {
  it('modes are grouped under one weapon', () => {
    const multi = weaponsOf(meta).find((w) => w.name === 'MULTI Rifle');
    expect(multi?.modes.map((m) => m.mode)).toEqual([
      'AP Mode',
      'Shock Mode',
      'Anti-Materiel Mode',
    ]);
  });

  it.each([
    ['Combi Rifle', 'bs', 3, '7', 'N', 'ARM'],
    ['CC Weapon', 'cc', 1, '8', 'N', 'ARM'],
    ['Smoke Grenades', 'ph', 1, '-', 'Smoke', '-'],
    ['Chain Rifle', 'bs', 1, '7', 'N', 'ARM'],
  ])(
    '%s: attribute %s, burst %i, PS %s, %s ammunition, saves on %s',
    (name, attribute, burst, damage, ammunition, saving) => {
      const w = expectOk(findWeapon(meta, name));
      expect(expectOk(findMode(w, null))).toMatchObject({
        attribute,
        burst,
        damage,
        ammunition,
        saving,
      });
    },
  );

  it('a mode by name, a weapon of several modes without one', () => {
    const multi = expectOk(findWeapon(meta, 'multi rifle'));
    expect(expectOk(findMode(multi, 'AP')).ammunition).toBe('AP');
    expect(message(findMode(multi, null))).toBe(
      'MULTI Rifle has 3 modes: AP Mode, Shock Mode, Anti-Materiel Mode | pick one: "MULTI Rifle:AP Mode"',
    );
    expect(message(findMode(multi, 'plasma'))).toContain('MULTI Rifle has no mode "plasma"');
    expect(splitWeaponRef('MULTI Rifle:AP')).toEqual({ name: 'MULTI Rifle', mode: 'AP' });
  });

  it('a mode named on a weapon of one unnamed mode: the fix is to drop it', () => {
    const combi = expectOk(findWeapon(meta, 'combi rifle'));
    expect(message(findMode(combi, 'Blast Mode'))).toBe(
      'Combi Rifle has no mode "Blast Mode" | it has one mode: write "Combi Rifle" without ":Blast Mode"',
    );
  });

  it("only the trooper's own weapons, when asked", () => {
    const fus = expectOk(unit('fusilier'));
    const own = fus.groups[0]?.options[0]?.weapons ?? [];
    expect(expectOk(findWeapon(meta, 'combi', own)).name).toBe('Combi Rifle');
    expect(message(findWeapon(meta, 'chain rifle', own))).toBe(
      'the trooper has no Chain Rifle | its weapons: Combi Rifle, Pistol, CC Weapon',
    );
  });

  it.each([
    ['Combi Rifle', '37cm', 'range +3 (0-40 cm)'],
    ['Combi Rifle', '22cm', 'range +3 (0-40 cm)'],
    ['Combi Rifle', '20in', 'range -3 (40-80 cm)'],
    ['Heavy Grenade Launcher', '10cm', 'range 0 (0-60 cm)'],
    ['Longbow Rifle', '110cm', 'range -3 (100-120 cm)'],
    ['Pistol', '70cm', null],
    ['Chain Rifle', '10cm', null],
  ])('%s at %s: %s', (name, d, label) => {
    const mode = expectOk(findMode(expectOk(findWeapon(meta, name)), null));
    expect(rangeMod(mode, expectOk(parseDistance(d))).label).toBe(label);
  });
});
