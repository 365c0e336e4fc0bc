/**
 * Distances in the MOD engine (docs/rules.md §8.1, §8.9): Suppressive Fire's own range
 * bands and its 24" (60 cm) reach, Discover's own band row, per edition, from the
 * edition tables.
 */
import { describe, expect, it } from 'vitest';
import { trooper } from './trooper.js';
import {
  describeItem,
  resolveMods,
  type ModsOutcome,
  type SideMods,
  type TrooperMods,
} from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { ChoiceId, RollKind } from '../../../src/core/rules/mods.js';

const must = (s: SideMods | null): SideMods => {
  if (s === null) throw new Error('no roll');
  return s;
};

const EDS = ['n4', 'n5'] as const;

/** The active trooper (BS Attack) at `cm` from a reactive trooper in Suppressive Fire. */
const sf = (
  ed: EditionId,
  cm: number | undefined,
  more: { choices?: Partial<Record<ChoiceId, string>>; typed?: number; reactive?: RollKind } = {},
): ModsOutcome =>
  resolveMods({
    rules: EDITIONS[ed].mods,
    active: trooper('bs', cm === undefined ? {} : { distance: cm }),
    reactive: trooper(more.reactive ?? 'bs', {
      words: ['suppressive'],
      ...(more.typed === undefined ? {} : { typed: [{ label: 'range', value: more.typed }] }),
    }),
    ftf: true,
    ...(more.choices === undefined ? {} : { choices: more.choices }),
  });

const value = (s: SideMods, tag: string): number =>
  s.list.filter((m) => m.tag === tag).reduce((n, m) => n + m.value, 0);

describe.each(EDS)('%s Suppressive Fire: its own bands and its 24" reach (§8.9)', (ed) => {
  it.each([
    // distance (cm), SF band MOD of the reactive roll, MOD on the active roll
    [5, 0, -3],
    [20, 0, -3],
    [20.5, 0, -3],
    [40, 0, -3],
    [41, -3, -3],
    [60, -3, -3],
  ])('at %s cm: SF range %s, the enemy %s', (cm, band, enemy) => {
    const out = sf(ed, cm);
    const r = must(out.reactive);
    expect(value(r, 'range')).toBe(band);
    expect(r.side.burst).toBe(3);
    expect(r.blocked).toBeNull();
    expect(value(must(out.active), 'suppressive')).toBe(enemy);
    const item = r.list.find((m) => m.source === 'range');
    expect(item).toMatchObject({ word: 'suppressive', from: 'own', tag: 'range' });
    expect(out.warnings).toEqual([]);
  });

  it('beyond 24" (60.5 cm): out of SF range (blocked), and no -3 on the enemy, with a warning', () => {
    const out = sf(ed, 60.5);
    expect(must(out.reactive).blocked).toMatch(
      /^beyond the last band of Suppressive Fire's range \(60 cm = 24 in\) at 60\.5 cm$/,
    );
    expect(value(must(out.active), 'suppressive')).toBe(0);
    expect(must(out.active).list).toEqual([]);
    expect(out.warnings).toEqual([
      {
        side: 'reactive',
        word: 'suppressive',
        message:
          'suppressive: the enemy at 60.5 cm is beyond its reach of 60 cm (24 in): no -3 suppressive fire on its roll',
      },
    ]);
  });

  it('beyond 24" with out-of-range=no-mod: B3 with no range MOD', () => {
    const r = must(sf(ed, 100, { choices: { 'out-of-range': 'no-mod' } }).reactive);
    expect(r.blocked).toBeNull();
    expect(r.list).toEqual([]);
    expect(r.side).toMatchObject({ burst: 3, sv: { sv: 13 } });
  });

  it("the SF bands replace the weapon's band: a typed range MOD counts 0, ignored by suppressive", () => {
    const r = must(sf(ed, 50, { typed: 3 }).reactive);
    expect(r.list.map(describeItem)).toEqual([
      '0 range (+3 ignored by suppressive)',
      '-3 range (Suppressive Fire 40-60 cm)',
    ]);
    expect(r.side.sv.sv).toBe(10);
  });

  it('no distance: the -3 applies (the player says within) and a typed range MOD stands', () => {
    const out = sf(ed, undefined, { typed: 3 });
    expect(value(must(out.active), 'suppressive')).toBe(-3);
    expect(must(out.reactive).list.map(describeItem)).toEqual(['+3 range']);
    expect(out.usesDistance).toBe(true);
  });

  it("the reactive trooper's own distance counts when given (--vs-range)", () => {
    const out = resolveMods({
      rules: EDITIONS[ed].mods,
      active: trooper('bs', { distance: 30 }),
      reactive: trooper('bs', { words: ['suppressive'], distance: 45 }),
      ftf: true,
    });
    expect(value(must(out.reactive), 'range')).toBe(-3);
    expect(value(must(out.active), 'suppressive')).toBe(-3);
  });

  it('a Dodge in SF: no SF bands (they are a BS Attack profile), the -3 still within 24"', () => {
    const out = sf(ed, 30, { reactive: 'dodge' });
    expect(must(out.reactive).list).toEqual([]);
    expect(value(must(out.active), 'suppressive')).toBe(-3);
  });

  it('in its own Active Turn SF gives nothing: no bands, no -3 (a warning says so)', () => {
    const out = resolveMods({
      rules: EDITIONS[ed].mods,
      active: trooper('bs', { words: ['suppressive'], distance: 30 }),
      reactive: trooper('bs'),
      ftf: true,
    });
    expect(must(out.active).list).toEqual([]);
    expect(must(out.reactive).list).toEqual([]);
    expect(out.warnings.map((w) => w.word)).toEqual(['suppressive']);
  });

  it('a Normal roll at an SF trooper: no -3 at any distance (F2F only)', () => {
    const out = resolveMods({
      rules: EDITIONS[ed].mods,
      active: trooper('bs', { distance: 10 }),
      reactive: trooper(null, { words: ['suppressive'] }),
      ftf: false,
    });
    expect(must(out.active).list).toEqual([]);
  });
});

describe.each(EDS)('%s Discover: its own band row (§8.1)', (ed) => {
  const discover = (cm: number | undefined, more: Partial<TrooperMods> = {}) =>
    must(
      resolveMods({
        rules: EDITIONS[ed].mods,
        active: trooper('discover', { ...(cm === undefined ? {} : { distance: cm }), ...more }),
        reactive: trooper(null),
        ftf: false,
      }).active,
    );
  it.each([
    [10, 3],
    [20, 3],
    [21, 0],
    [80, 0],
    [81, -3],
    [120, -3],
    [121, -6],
    [240, -6],
  ])('at %s cm: %s', (cm, mod) => {
    const d = discover(cm);
    expect(d.list).toEqual([
      expect.objectContaining({ label: 'range', value: mod, source: 'range', tag: 'range' }),
    ]);
    expect(d.list[0]?.word).toBeUndefined();
  });

  it('beyond 96" (240 cm): blocked, or no MOD by choice', () => {
    expect(discover(241).blocked).toMatch(/Discover's range \(240 cm = 96 in\)/);
  });

  it('no distance: no range MOD unless typed', () => {
    expect(discover(undefined).list).toEqual([]);
  });

  it("a BS Attack keeps its weapon's band: the Discover row is Discover's only", () => {
    const out = resolveMods({
      rules: EDITIONS[ed].mods,
      active: trooper('bs', { distance: 10, typed: [{ label: 'range', value: -3 }] }),
      reactive: trooper(null),
      ftf: false,
    });
    expect(must(out.active).list.map(describeItem)).toEqual(['-3 range']);
    expect(out.usesDistance).toBe(false);
  });
});

describe('Discover against the target, per edition (§8.1, §8.3, §8.5)', () => {
  const discover = (ed: EditionId, words: string[], target: string[], cm = 30) =>
    must(
      resolveMods({
        rules: EDITIONS[ed].mods,
        active: trooper('discover', { words, distance: cm }),
        reactive: trooper(null, { words: target, cover: true }),
        ftf: false,
        zones: ['low'],
      }).active,
    );
  it.each([
    // edition, own words, target words, MODs as the list says them, SV
    [
      'n4',
      [],
      ['mimetism6'],
      ['0 range (Discover 20-40 cm)', '-6 mimetism', '-3 cover', '-3 low visibility'],
      1,
    ],
    [
      'n4',
      ['fireteam3'],
      ['mimetism3'],
      [
        '0 range (Discover 20-40 cm)',
        '+3 fireteam',
        '-3 mimetism',
        '-3 cover',
        '-3 low visibility',
      ],
      7,
    ],
    [
      'n5',
      ['fireteam3'],
      ['mimetism6'],
      [
        '0 range (Discover 20-40 cm)',
        '+3 fireteam',
        '-6 mimetism',
        '-3 cover',
        '-3 low visibility',
      ],
      4,
    ],
    ['n5', ['fireteam2'], [], ['0 range (Discover 20-40 cm)', '-3 cover', '-3 low visibility'], 7],
    [
      'n4',
      ['msv1'],
      ['mimetism6'],
      [
        '0 range (Discover 20-40 cm)',
        '-3 mimetism (-6 -> -3 by msv1)',
        '-3 cover',
        '0 low visibility (-3 -> 0 by msv1)',
      ],
      7,
    ],
  ] as const)('%s %j vs %j', (ed, words, target, list, sv) => {
    const d = discover(ed, [...words], [...target]);
    expect(d.list.map(describeItem)).toEqual(list);
    expect(d.side.sv.sv).toBe(sv);
  });
});
