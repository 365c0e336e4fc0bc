/**
 * What a batch reads once and keeps (src/app/memo.ts): sides from their spec and MODs,
 * troopers from their flags, save plans by weapon and target. A kept answer must be the
 * answer read afresh, whatever was asked before it (property tests over mixed questions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideFrom } from '../../src/app/sides.js';
import { trooperFrom, type TrooperFlags } from '../../src/app/troopers.js';
import { sideOf } from '../../src/core/roll/dice.js';
import { parseNamedMods, parseSpec, withMods } from '../../src/core/roll/spec.js';
import {
  damageOdds,
  parseTarget,
  parseWeapon,
  savePlan,
  type Standing,
} from '../../src/core/damage/index.js';
import { AMMO_IDS } from '../../src/core/rules/ammo.js';
import { EDITIONS } from '../../src/core/rules/index.js';
import { orUsage, UsageError } from '../../src/app/failure.js';

const names = { name: (f: string) => `--${f}` };
const spec = fc
  .tuple(fc.integer({ min: 1, max: 22 }), fc.integer({ min: 1, max: 6 }))
  .map(([a, b]) => `${a}b${b}`);
const mods = fc.array(fc.constantFrom('cover=-3', 'range=+3', 'range=-6', 'x=+2', 'bad'), {
  maxLength: 2,
});

/** The value, or the message of the usage error it throws. */
const outcome = <T>(f: () => T): T | string => {
  try {
    return f();
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
};

describe('kept reads: the same as reading afresh', () => {
  it('sides from a spec and its MODs (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(spec, mods), { minLength: 1, maxLength: 8 }), (asks) => {
        for (const [s, m] of [...asks, ...asks]) {
          const fresh = outcome(() =>
            sideOf(withMods(orUsage(parseSpec(s)), orUsage(parseNamedMods(m)))),
          );
          expect(outcome(() => sideFrom(s, m))).toEqual(fresh);
        }
      }),
      { numRuns: 60 },
    );
  });

  const flags = fc.record(
    {
      dam: fc.constantFrom('13', '15', '40'),
      ammo: fc.constantFrom('n', 'ap', 'da', 'plasma', 'stun'),
      cont: fc.boolean(),
      arm: fc.constantFrom('0', '3', '6'),
      w: fc.constantFrom('1', '2'),
      cover: fc.boolean(),
      immunity: fc.constantFrom(['shock'], ['ap'], []),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<TrooperFlags>;

  it('troopers from their flags, own and vs (property)', () => {
    fc.assert(
      fc.property(fc.array(flags, { minLength: 1, maxLength: 6 }), (asks) => {
        for (const f of [...asks, ...asks]) {
          const fresh = outcome(() => ({
            weapon: orUsage(parseWeapon(f, names)),
            target: orUsage(parseTarget(f, names)),
          }));
          const own = outcome(() => trooperFrom(f, ''));
          if (typeof fresh === 'string') expect(own).toBe(fresh);
          else expect(own).toMatchObject(fresh);
          // The reactive trooper's flags (`vsDam`...) read as the same trooper.
          const vs = Object.fromEntries(
            Object.entries(f).map(([k, v]) => [`vs${k[0]?.toUpperCase() ?? ''}${k.slice(1)}`, v]),
          );
          const asVs = outcome(() => trooperFrom(vs, 'vs'));
          if (typeof fresh === 'string') expect(typeof asVs).toBe('string');
          else expect(asVs).toMatchObject(fresh);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('damage odds with kept save plans (property, both editions)', () => {
    const standing: Standing[] = [
      { hits: 1, crits: 0, count: 5n },
      { hits: 2, crits: 1, count: 3n },
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            damage: fc.integer({ min: 10, max: 16 }),
            ammo: fc.constantFrom(...AMMO_IDS),
            continuous: fc.boolean(),
            arm: fc.integer({ min: 0, max: 6 }),
            wounds: fc.integer({ min: 1, max: 3 }),
            edition: fc.constantFrom(EDITIONS.n4, EDITIONS.n5),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (asks) => {
          for (const a of [...asks, ...asks]) {
            const weapon = parseWeapon(
              { dam: String(a.damage), ammo: a.ammo, cont: a.continuous },
              names,
            );
            const target = parseTarget({ arm: String(a.arm), w: String(a.wounds) }, names);
            if (!weapon.ok || !target.ok || weapon.value === null) continue;
            const odds = damageOdds(standing, 10n, weapon.value, target.value, a.edition.ammo);
            expect(odds.plan).toEqual(savePlan(weapon.value, target.value, a.edition.ammo));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
