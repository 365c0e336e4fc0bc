/**
 * The MOD engine through the package entry (docs/library.md "Skills and situations"):
 * `modifiers`, `modCatalogue` and `modWord` check their input and answer a Result.
 */
import { describe, expect, it } from 'vitest';
import * as lib from '../../src/index.js';
import { modCatalogue, modifiers, modWord, EDITIONS, type ModsRequest } from '../../src/index.js';

const n4 = EDITIONS.n4;
const n5 = EDITIONS.n5;

const seed: ModsRequest = {
  edition: n4,
  active: { attribute: 13, burst: 3, roll: 'bs', typed: [{ label: 'range', value: -6 }] },
  reactive: { attribute: 0, burst: 1, roll: null, words: ['Mimetism (-6)'], cover: true },
};

const refused = (r: { ok: boolean }): string => {
  expect(r).toMatchObject({ ok: false, error: { kind: 'input-error' } });
  return (r as unknown as { error: { message: string } }).error.message;
};

describe('modifiers', () => {
  it('the seed: Mimetism -6, cover -3, range -6 = -15 -> -12, SV 1, each MOD with its source', () => {
    const r = modifiers(seed);
    if (!r.ok) throw new Error(r.error.message);
    const a = r.value.active;
    expect(a?.side).toMatchObject({
      burst: 3,
      sv: { sum: -15, applied: -12, capped: true, sv: 1 },
    });
    expect(a?.list.map((m) => [m.label, m.value, m.source])).toEqual([
      ['range', -6, 'typed'],
      ['mimetism', -6, 'skill'],
      ['cover', -3, 'situation'],
    ]);
    expect(r.value.reactive).toBeNull();
    expect(r.value.ftf).toBe(false);
  });

  it.each([n4, n5])(
    '$id: Suppressive Fire at 50 cm: B3 at its own band -3, the enemy -3; at 70 cm out of range',
    (edition) => {
      const at = (cm: number) =>
        modifiers({
          edition,
          active: { attribute: 12, burst: 3, roll: 'bs', distance: cm },
          reactive: { attribute: 11, burst: 1, roll: 'bs', words: ['suppressive'] },
        });
      const near = at(50);
      if (!near.ok) throw new Error(near.error.message);
      expect(near.value.ftf).toBe(true);
      expect(near.value.active?.side.sv.sv).toBe(9);
      expect(near.value.reactive?.side).toMatchObject({ burst: 3, sv: { sv: 8 } });
      const far = at(70);
      if (!far.ok) throw new Error(far.error.message);
      expect(far.value.reactive?.blocked).toMatch(/Suppressive Fire's range/);
      expect(far.value.active?.side.sv.sv).toBe(12);
    },
  );

  it('a Discover with Fireteam level 3 (N5) against Mimetism -6 at 10 cm: +3 band, +3, -6', () => {
    const r = modifiers({
      edition: n5,
      active: { attribute: 13, burst: 1, roll: 'discover', words: ['fireteam3'], distance: 10 },
      reactive: { attribute: 0, burst: 1, roll: null, words: ['mimetism6'] },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.active?.side.sv.sv).toBe(13);
  });

  it('choices are answers to open points: mod-cap=off in N5', () => {
    const r = modifiers({ ...seed, edition: n5, choices: { 'mod-cap': 'off' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.active?.side.sv).toMatchObject({ applied: -15, sv: -2 });
  });

  it.each([
    [
      'an unknown word, with a did-you-mean',
      { ...seed, reactive: { ...seed.reactive, words: ['mimetsm6'] } },
      /^modifiers: unknown skill or equipment "mimetsm6" in request\.reactive\.words/,
    ],
    [
      'two levels of one skill',
      { ...seed, active: { ...seed.active, words: ['ma2', 'ma3'] } },
      /two levels of ma/,
    ],
    [
      'an N5-only word in N4',
      { ...seed, active: { ...seed.active, words: ['combat-instinct'] } },
      /combat-instinct/,
    ],
    ['an unknown program', { ...seed, active: { ...seed.active, program: 'x' } }, /program "x"/],
    ['a choice N4 settles', { ...seed, choices: { 'mod-cap': 'off' } }, /settle it/],
    [
      'a burst of 1e9',
      { ...seed, active: { ...seed.active, burst: 1e9 } },
      /request\.active\.burst is 1000000000/,
    ],
    ['a roll not known', { ...seed, active: { ...seed.active, roll: 'shoot' } }, /active\.roll/],
    [
      'a distance of NaN',
      { ...seed, active: { ...seed.active, distance: NaN } },
      /distance is NaN/,
    ],
    ['an unknown zone', { ...seed, zones: ['fog'] }, /request\.zones\[0\] is "fog"/],
    ['no edition', { ...seed, edition: { id: 'n4' } }, /request\.edition/],
  ])('%s: an input error naming the path', (_, req, message) => {
    expect(refused(modifiers(req as ModsRequest))).toMatch(message);
  });
});

describe('modCatalogue and modWord', () => {
  it('N5 lists Combat Instinct and Discover bands; N4 does not list Combat Instinct', () => {
    const c5 = modCatalogue(n5);
    const c4 = modCatalogue(n4);
    if (!c5.ok || !c4.ok) throw new Error('catalogue');
    expect(c5.value.words.some((w) => w.word === 'combat-instinct')).toBe(true);
    expect(c4.value.words.some((w) => w.word === 'combat-instinct')).toBe(false);
    expect(c4.value.ranges[0]).toMatchObject({ roll: 'discover', label: 'Discover' });
  });

  it('a word by any spelling, or an input error with a did-you-mean', () => {
    const ma = modWord(n4, 'Martial Arts L3');
    expect(ma).toMatchObject({ ok: true, value: { word: 'ma3' } });
    const bad = modWord(n4, 'mimetsm6');
    expect(refused(bad)).toMatch(/not a word of the N4 catalogue/);
    expect(bad.ok ? '' : bad.error.hint).toMatch(/mimetism6/);
    expect(refused(modWord(n4, null as unknown as string))).toMatch(/text is null/);
  });

  it('one name per function: the engine is not exported under its core names', () => {
    expect('resolveMods' in lib).toBe(false);
    expect('catalogueOf' in lib).toBe(false);
  });
});
