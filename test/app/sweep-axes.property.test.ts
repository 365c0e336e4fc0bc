/**
 * A sweep's typed cells (src/app/sweep-axes.ts) against the single question: for random
 * sweep questions, each cell's answer read once and changed in its numbers is the answer
 * of the question typed with that cell's values, and a cell that fails names the same
 * error, prefixed with the cell.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runOdds, type OddsQuery, type SweepRow } from '../../src/app/query.js';
import { sweepRows } from '../../src/app/sweep-plan.js';
import { UsageError } from '../../src/app/failure.js';
import { EDITIONS, parseEdition } from '../../src/core/rules/index.js';
import { orUsage } from '../../src/app/failure.js';
import { runs } from '../properties.js';

const editionOf = (rules: string | undefined) =>
  rules === undefined ? EDITIONS.n5 : orUsage(parseEdition(rules, '--rules'));

/** A field of the question: its text, with one number that may be swept (`{}`). */
interface Slot {
  readonly where: 'spec' | 'reactive' | 'option';
  readonly key: string;
  /** The text with `{}` where the number goes. */
  readonly text: string;
  readonly list: boolean;
  readonly from: number;
  readonly to: number;
}

const slot = (
  where: Slot['where'],
  key: string,
  text: string,
  lo: number,
  hi: number,
  list = false,
): fc.Arbitrary<Slot> =>
  fc
    .tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: 0, max: 3 }))
    .map(([from, span]) => ({ where, key, text, list, from, to: from + span }));

/** Fields a sweep can run over, some with values past what their readers take. */
const SLOTS: fc.Arbitrary<Slot>[] = [
  slot('spec', 'spec', '{}b3', 8, 14),
  slot('spec', 'spec', '13b{}', 0, 5),
  slot('spec', 'spec', '12+{}b2', 0, 6),
  slot('spec', 'spec', '12-{}b2', 96, 99),
  slot('spec', 'spec', '12b2+sd{}', 0, 2),
  slot('reactive', 'reactive', '{}', 9, 13),
  slot('reactive', 'reactive', '11b{}', 1, 3),
  slot('option', 'mod', 'cover={}', -3, 0, true),
  slot('option', 'vsMod', 'range={}', -3, 3, true),
  slot('option', 'vsMod', 'x={}', 97, 99, true),
  slot('option', 'dam', '{}', 11, 15),
  slot('option', 'ps', '{}', 18, 21),
  slot('option', 'vsArm', '{}', 0, 3),
  slot('option', 'vsW', '{}', 0, 3),
  slot('option', 'vsTaken', '{}', 0, 3),
  slot('option', 'sr', '{}', 0, 3),
  slot('option', 'vsBts', '{}', 18, 21),
  slot('option', 'sd', '{}', 0, 2),
  slot('option', 'vsSd', '{}', 9, 11),
  slot('option', 'orders', '{}', 0, 2),
  slot('option', 'range', '{}cm', 10, 40),
  slot('option', 'ammo', '{}', 1, 2),
];

interface Asked {
  readonly swept: readonly Slot[];
  readonly fixed: OddsQuery;
}

const fixedArb: fc.Arbitrary<OddsQuery> = fc
  .record({
    reactive: fc.option(fc.constantFrom('11', '12b2'), { nil: undefined }),
    dam: fc.boolean(),
    vsW: fc.constantFrom(undefined, '2'),
    rules: fc.constantFrom(undefined, 'n4', 'n5'),
    with: fc.constantFrom(undefined, ['mimetism6']),
    vsMod: fc.constantFrom(undefined, ['cover=-3']),
  })
  .map(({ reactive, dam, vsW, rules, with: w, vsMod }) => {
    const options: Record<string, unknown> = {};
    if (dam) options.dam = '13';
    if (vsW !== undefined) options.vsW = vsW;
    if (rules !== undefined) options.rules = rules;
    if (w !== undefined) options.vsWith = w;
    if (vsMod !== undefined) options.vsMod = vsMod;
    return { spec: '13b2', reactive, options: options };
  });

const askedArb: fc.Arbitrary<Asked> = fc.record({
  swept: fc.array(fc.oneof(...SLOTS), { minLength: 1, maxLength: 2 }).filter(
    (s) =>
      new Set(s.map((x) => x.key)).size === s.length &&
      // One number per spec: its other parts stay as the fixed question has them.
      s.filter((x) => x.where === 'spec').length <= 1,
  ),
  fixed: fixedArb,
});

/** The question with each swept field written as `text` (its range, or one cell's value). */
function written(a: Asked, texts: readonly string[]): OddsQuery {
  let q: OddsQuery = a.fixed;
  a.swept.forEach((s, k) => {
    const text = texts[k] ?? '';
    if (s.where === 'spec') q = { ...q, spec: text };
    else if (s.where === 'reactive') q = { ...q, reactive: text };
    else {
      const o = q.options as Record<string, unknown>;
      const had = o[s.key];
      const value = s.list ? [...(Array.isArray(had) ? (had as string[]) : []), text] : text;
      q = { ...q, options: { ...q.options, [s.key]: value } };
    }
  });
  return q;
}

const rangeOf = (s: Slot): string =>
  s.text === '{}cm' ? `${s.from}..${s.to}cm` : s.text.replace('{}', `${s.from}..${s.to}`);

const answered = (run: () => unknown): { ok: unknown } | { error: string } => {
  try {
    return { ok: run() };
  } catch (e) {
    if (e instanceof UsageError) return { error: e.error.message };
    throw e;
  }
};

describe('typed sweep cells', () => {
  it('answer each cell as the question typed with its values', () => {
    fc.assert(
      fc.property(askedArb, (a) => {
        // A reactive range needs a reactive side.
        const fixed = a.swept.some((s) => s.where === 'reactive')
          ? { ...a.fixed, reactive: a.fixed.reactive ?? '11' }
          : a.fixed;
        const q0 = written({ ...a, fixed }, a.swept.map(rangeOf));
        // The axes go in the order of the question's fields: the specs, then the options.
        const keys = Object.keys(q0.options);
        const at = (s: Slot): number =>
          s.where === 'spec' ? 0 : s.where === 'reactive' ? 1 : 2 + keys.indexOf(s.key);
        const asked = { fixed, swept: [...a.swept].sort((x, y) => at(x) - at(y)) };
        const q = written(asked, asked.swept.map(rangeOf));
        const plan = answered(() => sweepRows(q, editionOf));
        if ('error' in plan) return;
        const sweep = plan.ok as NonNullable<ReturnType<typeof sweepRows>>;
        const rows = sweep.rows[Symbol.iterator]();
        const cells = asked.swept.reduce<number[][]>(
          (cs, s) =>
            cs.flatMap((c) =>
              Array.from({ length: s.to - s.from + 1 }, (_, k) => [...c, s.from + k]),
            ),
          [[]],
        );
        for (const values of cells) {
          const single = answered(() =>
            runOdds(
              written(
                asked,
                asked.swept.map((s, k) => s.text.replace('{}', String(values[k]))),
              ),
              editionOf,
            ),
          );
          const row = answered(() => rows.next());
          if ('error' in single) {
            expect(row).toHaveProperty('error');
            expect((row as { error: string }).error).toMatch(
              new RegExp(`^in the sweep cell .*: ${escape(single.error)}$`),
            );
            return;
          }
          expect(row).toHaveProperty('ok');
          const r = (row as { ok: IteratorResult<SweepRow> }).ok;
          expect(r.done).toBe(false);
          if (r.done === true) return;
          expect(r.value.values).toEqual(values);
          expect(r.value.report).toEqual(single.ok);
        }
        expect(rows.next().done).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });
});

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
