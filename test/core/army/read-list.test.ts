import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkArmyList, parseArmyList } from '../../../src/core/army/parse.js';
import { readArmyList, wellFormedList } from '../../../src/core/army/read-list.js';
import {
  DEPLOYMENTS,
  GAMES,
  KNOWN_KEYS,
  STATES,
  TRAININGS,
} from '../../../src/core/army/schema.js';
import { runs } from '../../properties.js';

// A key order the schema's does not share: the value must still come back in the schema's.
const shuffled = <T extends object>(obj: T): fc.Arbitrary<T> => {
  const entries = Object.entries(obj);
  return fc
    .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
    .map((e) => Object.fromEntries(e) as T);
};

const halves = fc.oneof(
  fc.integer({ min: 0, max: 400 }).map((n) => n / 2),
  fc.constantFrom(0, 0.5, 1e6, 1e9),
);
// The trooper's yes-or-no keys (schema.ts).
const FLAGS = [
  'lieutenant',
  'nco',
  'chainOfCommand',
  'tacticalAwareness',
  'impetuous',
  'peripheral',
  'commandToken',
];
const trooper = fc
  .record(
    {
      name: fc.string({ minLength: 1, maxLength: 8 }),
      training: fc.constantFrom(...TRAININGS),
      cost: halves,
      lieutenantOrders: fc.constantFrom(1, 2),
      ...Object.fromEntries(FLAGS.map((k) => [k, fc.boolean()])),
      state: fc.constantFrom(...STATES),
      deployment: fc.constantFrom(...DEPLOYMENTS),
      swc: halves,
      swcAllowance: halves,
    },
    { requiredKeys: ['name'] },
  )
  .chain(shuffled);
const group = fc
  .record(
    { name: fc.string({ maxLength: 8 }), troopers: fc.array(trooper, { maxLength: 4 }) },
    { requiredKeys: ['troopers'] },
  )
  .chain(shuffled);
const list = fc
  .record(
    {
      game: fc.constantFrom(...GAMES),
      points: fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constant(2 ** 53 - 1)),
      name: fc.string({ maxLength: 8 }),
      groups: fc.array(group, { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['groups'] },
  )
  .chain(shuffled);

type Obj = Record<string, unknown>;
const entries = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);
const objectsOf = (l: Obj): Obj[] => {
  const groups = entries(l.groups);
  return [l, ...groups, ...groups.flatMap((g) => entries(g.troopers))];
};

const odd = fc.constantFrom<unknown>(
  0,
  -0,
  -1,
  0.25,
  1.5,
  3,
  2.5,
  1e9 + 0.5,
  1e12,
  1e21,
  2 ** 53,
  '',
  'n5',
  'hidden',
  'dead',
  'irregular',
  true,
  null,
  [],
  {},
  [{}],
  { troopers: [] },
);
const keys = [...KNOWN_KEYS.list, ...KNOWN_KEYS.group, ...KNOWN_KEYS.trooper, 'stat', 'extra'];
/** A valid list with one key of one object set to an odd value, or deleted. */
const mutated = fc
  .tuple(list, fc.nat(), fc.constantFrom(...keys), fc.option(fc.oneof(odd, fc.jsonValue())))
  .map(([l, at, key, value]) => {
    const copy = structuredClone(l) as Obj;
    const objects = objectsOf(copy);
    const target = objects[at % objects.length] ?? copy;
    if (value === null) Reflect.deleteProperty(target, key);
    else target[key] = value;
    return copy;
  });

const zodValue = (input: unknown) => {
  const r = checkArmyList(input);
  return r.ok ? r.value : undefined;
};

describe('wellFormedList', () => {
  it('returns what zod returns for a valid list, key order included', () => {
    fc.assert(
      fc.property(list, (l) => {
        const fast = wellFormedList(l);
        expect(fast).toBeDefined();
        expect(JSON.stringify(fast)).toBe(JSON.stringify(zodValue(l)));
        expect(fast).toStrictEqual(zodValue(l));
      }),
      { numRuns: runs(300) },
    );
  });

  it('refuses whatever zod refuses, and otherwise agrees with it', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, fc.jsonValue()), (input) => {
        const zod = zodValue(input);
        const fast = wellFormedList(input);
        if (zod === undefined) expect(fast).toBeUndefined();
        else if (fast !== undefined) expect(JSON.stringify(fast)).toBe(JSON.stringify(zod));
      }),
      { numRuns: runs(1000) },
    );
  });

  it.each([
    'codeone.json',
    'n4-loss-of-lieutenant.json',
    'n4-retreat.json',
    'n4-two-groups.json',
    'n5-over-swc.json',
    'n5-tactical.json',
  ])('reads examples/%s as zod does', (file) => {
    const input: unknown = JSON.parse(readFileSync(`examples/${file}`, 'utf8'));
    const fast = wellFormedList(input);
    expect(fast).toBeDefined();
    expect(JSON.stringify(fast)).toBe(JSON.stringify(zodValue(input)));
  });

  it('reads each line of examples/lists.ndjson as zod does', () => {
    for (const line of readFileSync('examples/lists.ndjson', 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const input: unknown = JSON.parse(line);
      expect(JSON.stringify(wellFormedList(input))).toBe(JSON.stringify(zodValue(input)));
    }
  });
});

describe('readArmyList', () => {
  it('gives parseArmyList’s result, value or error, for any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.oneof(list, mutated).map((l) => JSON.stringify(l)),
          fc.string(),
          fc.constantFrom('', '{', '{"groups":[]} {}', '{"groups":[{"troopers":[]}],"game":"n6"}'),
        ),
        async (text) => {
          expect(await readArmyList(text)).toStrictEqual(parseArmyList(text));
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('answers a well-formed list without waiting', () => {
    const r = readArmyList('{"groups":[{"troopers":[{"name":"A"}]}]}');
    expect(r).not.toBeInstanceOf(Promise);
  });
});
