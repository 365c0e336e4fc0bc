/** A trooper from game data as one side of a roll (the seed example: docs/rules.md §1, §8.1). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attackSkills,
  weaponFromData,
  findUnit,
  parseDistance,
  parseGameMetadata,
  sideFromData,
  type TrooperPick,
  type UnitSource,
} from '../../../src/core/data/index.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { expectOk } from '../../../src/core/result.js';

const read = (f: string) => readFileSync(`examples/${f}`, 'utf8');
const meta = expectOk(parseGameMetadata(read('metadata.json')));
const files: UnitSource[] = [
  [9001, '9001-example-company.json'],
  [9010, '9010-example-rivals.json'],
].map(([id, f]) => ({
  factionId: id as number,
  source: f as string,
  json: JSON.parse(read(f as string)) as unknown,
}));
const unit = (q: string) => expectOk(findUnit(files, meta, q));
const side = (q: string, rest: Omit<TrooperPick, 'unit'> = {}, allowOutOfRange = false) =>
  sideFromData(meta, 'n5', EDITIONS.n5.mods, { unit: unit(q), ...rest }, { allowOutOfRange });
const at = (d: string) => expectOk(parseDistance(d));

describe('the seed example', () => {
  it('a Fusilier shooting a Combi Rifle at 37 cm: BS 12, burst 3, range +3', () => {
    const s = expectOk(side('fusilier', { weapon: 'Combi Rifle', distance: at('37cm') }));
    expect(s.attribute).toEqual({ name: 'BS', value: 12 });
    expect(s.burst).toBe(3);
    expect(s.range?.mod).toBe(3);
    expect(s.range?.label).toBe('range +3 (0-40 cm)');
    expect(s.hits).toEqual({
      dam: null,
      ps: 7,
      ammo: 'n',
      ammoUnknown: null,
      cont: false,
      save: 'arm',
      zeroSave: false,
      saves: 1,
      extras: [],
      ammoFrom: null,
      unmodelled: [],
      unjoined: [],
    });
    expect(s.source).toEqual({
      unit: 'FUSILIERS',
      unitId: 109,
      profile: 'FUSILIER',
      profileNumber: 1,
      optionId: 1,
      option: 'option 1: Combi Rifle, Pistol, CC Weapon',
      weapon: 'Combi Rifle',
      mode: null,
      range: {
        distance: '37cm',
        cm: 37,
        band: 'short',
        span: '0-40 cm (0-16 in)',
        mod: 3,
        outOfRange: false,
      },
    });
  });

  it('the Zhanshi shooting back at 22 cm: BS 11, the same +3; as a target ARM 1, BTS 0, W 1', () => {
    const s = expectOk(side('zhanshi', { weapon: 'combi rifle', distance: at('22cm') }));
    expect([s.attribute?.value, s.burst, s.range?.mod]).toEqual([11, 3, 3]);
    expect(s.target).toEqual({
      arm: 1,
      bts: 0,
      ph: 10,
      w: 1,
      str: false,
      nwi: false,
      immunity: [],
      unmodelled: [],
      dodgePh: null,
      dodgeOther: [],
    });
  });
});

describe('what the data gives a side', () => {
  it('a target with Mimetism (-6), NWI and Immunity (Shock)', () => {
    const s = expectOk(side('ghost stalker'));
    expect(s.words.map((w) => w.word)).toEqual(
      expect.arrayContaining(['mimetism6', 'nwi', 'immunity-shock', 'ma2']),
    );
    expect(s.target).toMatchObject({ arm: 3, bts: 6, w: 2, nwi: true, immunity: ['shock'] });
  });

  it('a CC weapon uses CC and has no range MOD', () => {
    const s = expectOk(side('ghost stalker', { weapon: 'CC Weapon', distance: at('0cm') }));
    expect(s.attribute).toEqual({ name: 'CC', value: 21 });
    expect(s.range?.at).toEqual({ kind: 'none' });
    expect(s.range?.mod).toBeNull();
  });

  it('a TAG: STR', () => {
    expect(expectOk(side('gravedigger')).target).toMatchObject({ arm: 8, w: 3, str: true });
  });

  it.each([
    [
      { weapon: 'Combi Rifle', distance: '50in' },
      'Combi Rifle is out of range at 50in: its last band ends at 120 cm',
    ],
    [{ weapon: 'Chain Rifle' }, 'the trooper has no Chain Rifle'],
    [{ profile: 3 }, 'FUSILIERS has 1 profile; profile 3 is not one'],
  ])('%o: %s', (pick, message) => {
    const { distance, ...rest } = pick as { weapon?: string; profile?: number; distance?: string };
    const r = side('fusilier', {
      ...rest,
      ...(distance === undefined ? {} : { distance: at(distance) }),
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(message);
  });

  it('out of range allowed: no range MOD, said in the source', () => {
    const s = expectOk(side('fusilier', { weapon: 'Combi Rifle', distance: at('50in') }, true));
    expect(s.range?.mod).toBeNull();
    expect(s.source.range).toMatchObject({ outOfRange: true, band: null });
  });
});

describe("the builder's special values (docs/game-data.md)", () => {
  const spectre = (weapon: string) => expectOk(side('spectre cell', { weapon }));
  it('the loadout brackets: (+1B) adds to the burst, (PS=6) is the PS, (+1SD) is one SD (§10.3)', () => {
    expect(spectre('Spitfire').burst).toBe(5);
    expect(spectre('Spitfire').hits?.extras).toEqual(['+1B']);
    expect(spectre('E/M CC Weapon').hits).toMatchObject({ ps: 6, extras: ['PS=6'] });
    expect(spectre('Pistol').hits?.unmodelled).toEqual([]);
    expect(spectre('Pistol').hits).toMatchObject({ sd: 1, extras: ['+1SD'] });
  });

  it('ammunition and saves: N+E/M, Bioweapon, Plasma (no save), ARM=0, State: Dead', () => {
    expect(spectre('E/M CC Weapon').hits).toMatchObject({ ammo: 'n+em', save: 'bts', saves: 2 });
    expect(spectre('Viral Combi Rifle').hits).toMatchObject({ ammo: 'da+shock', saves: null });
    expect(spectre('Plasma Rifle:hit').hits).toMatchObject({ ammo: 'plasma', save: null });
    expect(spectre('K1 Combi Rifle').hits).toMatchObject({ ammo: 'n', zeroSave: true });
    expect(spectre('Monofilament CC Weapon').hits).toMatchObject({ dead: true, unmodelled: [] });
    expect(spectre('E/M CC Weapon').hits?.dead).toBeUndefined();
    expect(spectre('Nanopulser').mode?.template).toBe(true);
  });

  it('the target: Immunity (AP) and (ARM) as --immunity values (§10.4), Dodge (PH=11); its CC weapons', () => {
    const t = expectOk(side('ironclad'));
    expect(t.target).toMatchObject({
      immunity: ['ap', 'arm'],
      unmodelled: [],
      dodgePh: 11,
      dodgeOther: [],
    });
    expect(t.ccWeapons).toEqual(['CC Weapon']);
    expect(spectre('Spitfire').ccWeapons).toEqual(['E/M CC Weapon', 'Monofilament CC Weapon']);
  });
});

describe('attack skills of a profile', () => {
  const item = (name: string, extras: string[] = []) => ({
    name,
    extras,
    text: extras.length === 0 ? name : `${name} (${extras.join(', ')})`,
  });
  const mode = (attribute: 'bs' | 'cc') =>
    expectOk(
      sideFromData(
        meta,
        'n5',
        EDITIONS.n5.mods,
        { unit: unit('fusilier'), weapon: attribute === 'bs' ? 'Combi Rifle' : 'CC Weapon' },
        { allowOutOfRange: false },
      ),
    ).mode;

  const none = { ammo: [], cont: null };
  it.each([
    ['Total Reaction on a BS weapon: applied', [item('Total Reaction')], 'bs', true, [], none],
    [
      'CC Attack (Antimaterial) on a CC weapon: named, with why',
      [item('CC Attack', ['Antimaterial'])],
      'cc',
      false,
      [{ text: 'CC Attack (Antimaterial)', why: 'no rule for its roll confirmed' }],
      none,
    ],
    [
      'CC Attack (-6) on a BS weapon: not this roll',
      [item('CC Attack', ['-6'])],
      'bs',
      false,
      [],
      none,
    ],
    [
      'BS Attack (Continuous Damage): Continuous Damage',
      [item('BS Attack', ['Continuous Damage'])],
      'bs',
      false,
      [],
      { ammo: [], cont: 'BS Attack (Continuous Damage)' },
    ],
    [
      'BS Attack (Shock): ammunition',
      [item('BS Attack', ['Shock'])],
      'bs',
      false,
      [],
      { ammo: [{ ammo: 'shock', from: 'BS Attack (Shock)' }], cont: null },
    ],
    ['BS Attack without a value: nothing', [item('BS Attack')], 'bs', false, [], none],
    [
      'Neurocinetics: a word of the catalogue (§10.3), not named',
      [item('Neurocinetics', ['+1B'])],
      'bs',
      false,
      [],
      none,
    ],
  ] as const)('%s', (_, items, attribute, totalReaction, unmodelled, hits) => {
    expect(attackSkills(items, mode(attribute), EDITIONS.n5.mods)).toEqual({
      totalReaction,
      unmodelled,
      hits,
    });
  });

  it('a value with a word of the catalogue is applied when the profile has the word', () => {
    const words = [{ word: 'cc-attack6', from: 'CC Attack (-6)' }];
    const items = [item('CC Attack', ['-6'])];
    expect(attackSkills(items, mode('cc'), EDITIONS.n5.mods, words).unmodelled).toEqual([]);
    // Without it (a trooper from a profiles file that left it out): named.
    expect(attackSkills(items, mode('cc'), EDITIONS.n5.mods).unmodelled).toEqual([
      { text: 'CC Attack (-6)', why: null },
    ]);
  });
});

describe('an ammunition the player picks per attack ("AP/Shock", docs/rules.md §6.4)', () => {
  const withAmmo = (name: string) => {
    const raw = JSON.parse(read('metadata.json')) as {
      ammunitions: { id: number; name: string }[];
      weapons: { id: number; name: string; ammunition: number }[];
    };
    raw.ammunitions.push({ id: 935, name });
    const smg = raw.weapons.find((w) => w.name === 'Combi Rifle');
    if (smg !== undefined) smg.ammunition = 935;
    return expectOk(parseGameMetadata(JSON.stringify(raw)));
  };
  it.each([
    ['AP/Shock', 'ap', ['AP', 'Shock']],
    ['N/AP/DA', 'n', ['N', 'AP', 'DA']],
    ['AP/Fire', 'ap', ['AP', 'Fire']],
    ['Fire/AP', 'ap', ['Fire', 'AP']],
  ])('%s: rolled as %s, the choices named', (name, ammo, choices) => {
    for (const game of ['n4', 'n5'] as const) {
      const hits = expectOk(weaponFromData(withAmmo(name), game, 'Combi Rifle')).hits;
      expect(hits.ammo).toBe(ammo);
      expect(hits.ammoChoices).toEqual(choices);
      expect(hits.ammoUnknown).toBeNull();
    }
  });
  it('one ammunition, and the "/" of E/M, are no choice', () => {
    for (const name of ['E/M', 'N+E/M', 'Shock']) {
      const hits = expectOk(weaponFromData(withAmmo(name), 'n5', 'Combi Rifle')).hits;
      expect(hits.ammoChoices).toBeUndefined();
    }
  });
});
