/**
 * The round trips of a question (src/app/question): for random valid questions, the
 * command line written back reads as the same question, and so does the share string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalQuestion,
  checkQuestion,
  decodeQuestion,
  encodeQuestion,
  ENGAGE_FIELDS,
  FIRETEAMS_FIELDS,
  ODDS_FIELDS,
  ORDERS_FIELDS,
  SAVE_FIELDS,
  VALIDATE_FIELDS,
  toArgv,
  type FieldKind,
  type Question,
} from '../../../src/app/question/index.js';
import { questionFromArgv } from '../../../src/cli/question-argv.js';
import { declared, fieldsArb, positionalWord, sourceWord } from './fields.js';
import { runs } from '../../properties.js';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const drop = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const oddsArb: fc.Arbitrary<Question> = fc
  .record({
    roll: fc.constantFrom('normal', 'pair'),
    spec: opt(positionalWord),
    reactive: opt(positionalWord),
    fields: fieldsArb(ODDS_FIELDS, declared('odds')),
  })
  // "vs" without specs stands only beside a trooper from game data.
  .filter(
    ({ roll, spec, fields }) =>
      roll === 'normal' || spec !== undefined || 'unit' in fields || 'vsUnit' in fields,
  )
  .map(({ roll, spec, reactive, fields }) =>
    canonicalQuestion(
      drop({
        kind: 'odds',
        roll,
        spec,
        // A reactive spec stands only after an active one ("A vs B").
        reactive: roll === 'pair' && spec !== undefined ? reactive : undefined,
        ...fields,
      }) as unknown as Question,
    ),
  );

const saveArb: fc.Arbitrary<Question> = fc
  .record({
    hits: positionalWord,
    crits: opt(positionalWord),
    fields: fieldsArb(SAVE_FIELDS, declared('save')),
  })
  .map(({ hits, crits, fields }) =>
    canonicalQuestion(drop({ kind: 'save', hits, crits, ...fields }) as unknown as Question),
  );

const engageArb: fc.Arbitrary<Question> = fc
  .record({ file: sourceWord, fields: fieldsArb(ENGAGE_FIELDS, declared('engage')) })
  .map(({ file, fields }) =>
    canonicalQuestion(drop({ kind: 'engage', file, ...fields }) as unknown as Question),
  );

/** A list question: its list as a FILE or as a code (or a roster), never both. */
const listArb = (kind: 'orders' | 'validate', table: Record<string, FieldKind>) =>
  fc
    .record({
      list: sourceWord,
      byCode: fc.constantFrom('list', 'code', 'roster'),
      fields: fieldsArb(table, declared(kind)),
    })
    .map(({ list, byCode, fields }) => {
      const { code, roster, ...rest } = fields;
      const source =
        byCode === 'list'
          ? { list }
          : byCode === 'code' || kind === 'orders'
            ? { code: code ?? list }
            : { roster: roster ?? list };
      return canonicalQuestion(drop({ kind, ...rest, ...source }) as unknown as Question);
    });

const fireteamsArb: fc.Arbitrary<Question> = fc
  .record({ code: sourceWord, fields: fieldsArb(FIRETEAMS_FIELDS, declared('fireteams')) })
  .map(({ code, fields }) =>
    canonicalQuestion(drop({ kind: 'fireteams', ...fields, code }) as unknown as Question),
  );

const questionArb = fc.oneof(
  oddsArb,
  saveArb,
  engageArb,
  listArb('orders', ORDERS_FIELDS),
  listArb('validate', VALIDATE_FIELDS),
  fireteamsArb,
);

describe('a question round-trips', () => {
  it('is valid by its own schema', () => {
    fc.assert(
      fc.property(questionArb, (q) => {
        expect(checkQuestion(q)).toEqual({ ok: true, value: q });
      }),
    );
  });

  it('reads its command line back as itself: parse(toArgv(q)) == q', async () => {
    await fc.assert(
      fc.asyncProperty(questionArb, async (q) => {
        expect(await questionFromArgv(toArgv(q))).toEqual({ ok: true, value: q });
      }),
      { numRuns: runs(300) },
    );
  });

  it('decodes its share string as itself: decode(encode(q)) == q', () => {
    fc.assert(
      fc.property(questionArb, (q) => {
        const s = encodeQuestion(q);
        expect(s).toMatch(/^q1\.(odds|save|engage|orders|validate|fireteams)\.[A-Za-z0-9_-]*$/);
        expect(decodeQuestion(s)).toEqual({ ok: true, value: q });
      }),
    );
  });

  it('refuses a damaged share string by name, never throws', () => {
    fc.assert(
      fc.property(questionArb, fc.nat(), fc.string({ maxLength: 3 }), (q, at, junk) => {
        const s = encodeQuestion(q);
        const i = at % (s.length + 1);
        const r = decodeQuestion(s.slice(0, i) + junk + s.slice(i + 1));
        if (!r.ok) expect(r.error.message).not.toBe('');
      }),
    );
  });
});
