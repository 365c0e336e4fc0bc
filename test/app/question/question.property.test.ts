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
  ODDS_FIELDS,
  SAVE_FIELDS,
  toArgv,
  type Question,
} from '../../../src/app/question/index.js';
import { questionFromArgv } from '../../../src/cli/question-argv.js';
import { declared, fieldsArb, positionalWord } from './fields.js';

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

const questionArb = fc.oneof(oddsArb, saveArb);

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
      { numRuns: 300 },
    );
  });

  it('decodes its share string as itself: decode(encode(q)) == q', () => {
    fc.assert(
      fc.property(questionArb, (q) => {
        const s = encodeQuestion(q);
        expect(s).toMatch(/^q1\.(odds|save)\.[A-Za-z0-9_-]*$/);
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
