/**
 * A batch prints most answers from `oddsResultText`, put together by hand from the parts
 * (src/cli/render/odds-json.ts): it must be, byte for byte, the text of the answer's
 * object (`oddsResultJson`), whatever the question.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsOf, type OddsOptions } from '../../../src/app/odds.js';
import { EDITIONS } from '../../../src/core/rules/index.js';
import { oddsResultJson, oddsResultText } from '../../../src/cli/render/odds-json.js';
import { jsonText } from '../../../src/cli/render/json-text.js';
import { UsageError } from '../../../src/cli/errors.js';

/** What the batch printed of an answer before: the object's text, without its kind. */
function objectText(r: Parameters<typeof oddsResultJson>[0], warnings: string[]): string {
  const json = oddsResultJson(r);
  const { kind, ...rest } = warnings.length === 0 ? json : { ...json, warnings };
  expect(kind).toBe(r.kind);
  return jsonText(rest);
}

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const question = fc.record({
  sv: fc.integer({ min: 5, max: 22 }),
  burst: fc.integer({ min: 1, max: 5 }),
  reactive: maybe(fc.tuple(fc.integer({ min: 5, max: 20 }), fc.integer({ min: 1, max: 3 }))),
  edition: fc.constantFrom('n4', 'n5'),
  mod: maybe(fc.constantFrom('cover=-3', 'range=+3', 'range=-6', 'x=+14')),
  vsMod: maybe(fc.constantFrom('range=+2', 'cover=-3')),
  with: maybe(fc.constantFrom('mimetism6', 'msv1', 'martial-arts3', 'marksmanship')),
  vsWith: maybe(fc.constantFrom('mimetism6', 'nwi', 'dogged', 'immunity-shock')),
  zone: maybe(fc.constantFrom('low', 'poor')),
  dam: maybe(fc.integer({ min: 10, max: 16 })),
  ammo: maybe(fc.constantFrom('ap', 'da', 'exp', 'shock', 'stun', 'em', 'plasma', 'n+em')),
  cont: fc.boolean(),
  vsArm: fc.integer({ min: 0, max: 5 }),
  vsW: fc.integer({ min: 1, max: 3 }),
  vsDam: maybe(fc.integer({ min: 10, max: 15 })),
  vsCover: fc.boolean(),
  orders: maybe(fc.integer({ min: 1, max: 4 })),
  warnings: fc.array(fc.constantFrom('a warning', 'another "one"', 'a warning'), {
    maxLength: 2,
  }),
});

describe('oddsResultText: the answer object as text, put together by hand', () => {
  it('the same text as the object (property over questions, both editions)', () => {
    let compared = 0;
    fc.assert(
      fc.property(question, (q) => {
        const edition = EDITIONS[q.edition];
        const ps = (dam: number) => String(edition.id === 'n5' ? 20 - dam : dam);
        const weapon = (dam: number | undefined, flag: string) =>
          dam === undefined ? {} : { [flag]: ps(dam) };
        const opts = {
          ...(q.mod === undefined ? {} : { mod: [q.mod] }),
          ...(q.vsMod === undefined || q.reactive === undefined ? {} : { vsMod: [q.vsMod] }),
          ...(q.with === undefined ? {} : { with: [q.with] }),
          ...(q.vsWith === undefined ? {} : { vsWith: [q.vsWith] }),
          ...(q.zone === undefined ? {} : { zone: [q.zone] }),
          ...weapon(q.dam, edition.id === 'n5' ? 'ps' : 'dam'),
          ...(q.dam === undefined
            ? {}
            : {
                ...(q.ammo === undefined ? {} : { ammo: q.ammo }),
                cont: q.cont,
                vsArm: String(q.vsArm),
                vsW: String(q.vsW),
                vsCover: q.vsCover,
                ...(q.orders === undefined ? {} : { orders: String(q.orders) }),
              }),
          ...(q.reactive === undefined
            ? {}
            : weapon(q.vsDam, edition.id === 'n5' ? 'vsPs' : 'vsDam')),
        } as OddsOptions;
        const reactive = q.reactive === undefined ? undefined : `${q.reactive[0]}b${q.reactive[1]}`;
        let r;
        try {
          r = oddsOf(`${q.sv}b${q.burst}`, reactive, opts, edition);
        } catch (e) {
          // A question infcalc refuses (White Noise blinds MSV...) has no answer to print.
          if (e instanceof UsageError) return;
          throw e;
        }
        if (r.kind === 'pair-odds') return;
        const warnings = [...new Set([...q.warnings, ...r.flagWarnings])];
        compared++;
        expect(oddsResultText(r, warnings)).toBe(objectText(r, warnings));
        // The object and --cumulative take the object's way.
        expect(oddsResultText({ ...r, cumulative: true }, warnings)).toBeNull();
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(100);
  });
});
