/**
 * Names many unit files share (src/core/data/units.ts: `unitRefs`, `sharedNames`,
 * `ownNamesSuffice`): the data index hands a unit over with the names every file gives
 * instead of its own file's `filters` only when that reads the same names.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canonicalUnit,
  lookUpUnit,
  ownNamesSuffice,
  parseGameMetadata,
  sharedNames,
  unitRefs,
} from '../../../src/core/data/index.js';
import { expectOk } from '../../../src/core/result.js';
import { profile } from '../../fixtures/brackets.js';
import { runs } from '../../properties.js';

const meta = expectOk(parseGameMetadata(readFileSync('examples/metadata.json', 'utf8')));

/** A unit in the builder's shape referring to the given ids (skills carry the extras). */
const unitWith = (ids: { skills: number[]; extras: number[]; type: number | null }) => ({
  id: 77,
  isc: 'Sharers',
  name: 'SHARERS',
  slug: 'sharers',
  profileGroups: [
    {
      id: 1,
      isc: 'Sharers',
      profiles: [
        {
          ...profile(
            1,
            'SHARER',
            ids.skills.map((id, i) => ({ id, extra: i === 0 ? ids.extras : [] })),
          ),
          type: ids.type,
        },
      ],
      options: [
        {
          id: 1,
          name: 'SHARER',
          points: 10,
          swc: '0',
          orders: [],
          includes: [],
          skills: [],
          equip: [null, {}],
          weapons: [],
        },
      ],
    },
  ],
  options: [],
});

const list = (ids: readonly number[], name: (id: number) => string) =>
  ids.map((id) => ({ id, name: name(id) }));

describe('the ids a unit refers to', () => {
  it('gathers items, their bracketed values and profile types; skips nulls and junk', () => {
    const u = unitWith({ skills: [5, 9], extras: [301, 302], type: 3 });
    const refs = unitRefs(u);
    expect([...refs.skills]).toEqual([5, 9]);
    expect([...refs.extras]).toEqual([301, 302]);
    expect([...refs.type]).toEqual([3]);
    expect([...refs.equip]).toEqual([]);
    expect(Object.values(unitRefs(null)).every((s) => s.size === 0)).toBe(true);
    expect(unitRefs({ profileGroups: [null, { profiles: 'x', options: [1] }] }).skills.size).toBe(
      0,
    );
  });

  it('the real shape passes the unit schema unchanged; a unit missing a field does not', () => {
    expect(canonicalUnit(unitWith({ skills: [], extras: [], type: 1 }))).toBe(true);
    const without = Object.fromEntries(
      Object.entries(unitWith({ skills: [], extras: [], type: 1 })).filter(([k]) => k !== 'isc'),
    );
    expect(canonicalUnit(without)).toBe(false);
    expect(canonicalUnit({ id: 'x' })).toBe(false);
  });
});

describe('names many files share', () => {
  it('is every list of every file, an id once, names folded', () => {
    const shared = sharedNames([
      { extras: list([1, 2], (i) => `E${i}`), type: list([1], () => 'LI') },
      { extras: list([2, 3], (i) => `E${i}`), skills: [{ id: 4, name: 'Hidden\u00a0Deployment' }] },
    ]);
    expect(shared?.extras).toEqual(list([1, 2, 3], (i) => `E${i}`));
    expect(shared?.skills).toEqual([{ id: 4, name: 'Hidden Deployment' }]);
  });

  it('is null when two files name an id differently (spacing alone is not a difference)', () => {
    expect(
      sharedNames([{ extras: [{ id: 1, name: 'A' }] }, { extras: [{ id: 1, name: 'B' }] }]),
    ).toBeNull();
    expect(
      sharedNames([{ extras: [{ id: 1, name: 'A  B' }] }, { extras: [{ id: 1, name: 'A B' }] }]),
    ).not.toBeNull();
  });

  it('is null when the shared list would be longer than a file list is read (10,000)', () => {
    const many = (from: number) => ({
      extras: list(
        Array.from({ length: 6000 }, (_, i) => from + i),
        (id) => `E${id}`,
      ),
    });
    expect(sharedNames([many(0)])).not.toBeNull();
    expect(sharedNames([many(0), many(200_000)])).toBeNull();
  });

  it('a unit is named from its own file alone when the file names every id it refers to', () => {
    const own = { extras: list([301], () => '-3'), skills: list([5], () => 'S'), type: [] };
    const u = unitWith({ skills: [5], extras: [301], type: null });
    expect(ownNamesSuffice(own)(u)).toBe(true);
    expect(ownNamesSuffice(own)(unitWith({ skills: [5], extras: [302], type: null }))).toBe(false);
    // An empty type list means the builder's default types, which no shared list gives.
    expect(ownNamesSuffice(own)(unitWith({ skills: [5], extras: [301], type: 2 }))).toBe(false);
  });

  // The property the index relies on: where `ownNamesSuffice` holds and the files agree,
  // the unit reads exactly as from its own file.
  it('reads the same unit from the shared names as from its own file', () => {
    const name = (id: number) => `N${id % 7}`;
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });
    fc.assert(
      fc.property(
        ids,
        ids,
        ids,
        ids,
        fc.option(fc.integer({ min: 1, max: 8 })),
        (a, b, s, e, t) => {
          const filesOf = (x: number[]) => ({
            skills: list(x, name),
            extras: list(x, (id) => `-${id}`),
            type: list(
              x.filter((id) => id <= 8),
              (id) => `T${id}`,
            ),
          });
          const own = filesOf(a);
          const shared = sharedNames([own, filesOf(b)]);
          const unit = unitWith({ skills: s, extras: e, type: t });
          if (shared === null || !ownNamesSuffice(own)(unit)) return;
          const read = (filters: unknown) =>
            expectOk(
              lookUpUnit(
                [{ factionId: 1, source: 'f', json: { units: [unit], filters } }],
                meta,
                'sharers',
              ),
            ).unit;
          expect(read(shared)).toEqual(read(own));
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
