/**
 * The zod schemas of the questions, read off the field tables (fields.ts). Each is built
 * on its first use (`oddsQuestionSchema()`): building all six at load was over half of
 * the page's module start-up, and its first answer needs only the odds one (docs/web.md
 * "Size and speed"). The library builds its constants from these (src/library/question.ts).
 */
import * as z from 'zod/mini';
import type { FieldKind, FieldTable } from './fields.js';
import { namesTrooper, ODDS_FIELDS } from './odds.js';
import { SAVE_FIELDS } from './save.js';
import { FIRETEAMS_FIELDS, ORDERS_FIELDS, VALIDATE_FIELDS } from './lists.js';
import { ENGAGE_FIELDS } from './engage.js';

const FIELD_SCHEMA = {
  value: () => z.string(),
  list: () => z.array(z.string()),
  flag: () => z.literal(true),
} as const satisfies Record<FieldKind, () => z.ZodMiniType>;

type SchemaOfKind<K extends FieldKind> = ReturnType<(typeof FIELD_SCHEMA)[K]>;

/** The zod shape of a table's fields, each optional. */
export function fieldShape<T extends FieldTable>(
  table: T,
): { [P in keyof T]: z.ZodMiniOptional<SchemaOfKind<T[P]>> } {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [name, kind] of Object.entries(table)) shape[name] = z.optional(FIELD_SCHEMA[kind]());
  return shape as { [P in keyof T]: z.ZodMiniOptional<SchemaOfKind<T[P]>> };
}

/** A positional word (a spec, hits) the command line would not read as a flag (`-`, `--x`). */
const isPositional = (s: string): boolean => !s.startsWith('-');
const NOT_POSITIONAL = 'a spec or count does not start with "-"';

/** A spec: a positional word that is not the word "vs" itself. */
const isSpec = (s: string): boolean => s.toLowerCase() !== 'vs';
const NOT_SPEC = '"vs" is the word between two specs, not a spec';

/** A pair's rules across fields (`odds vs --unit A --vs-unit B`: "vs" alone needs troopers). */
const REACTIVE_NEEDS_ACTIVE = (q: { spec?: string; reactive?: string }): boolean =>
  q.reactive === undefined || q.spec !== undefined;
const PAIR_NEEDS_SPEC = (q: { spec?: string }): boolean => q.spec !== undefined || namesTrooper(q);

/** A positional word: not empty, and not read as a flag by the command line. */
export const positional = () =>
  z.string().check(z.minLength(1), z.refine(isPositional, NOT_POSITIONAL));

/** A spec: a positional word that is not the word "vs" itself. */
const spec = () => positional().check(z.refine(isSpec, NOT_SPEC));

/** A schema built on first use, then the same object. */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** The zod schema of an odds question (`infcalc schema odds-question`). */
export const oddsQuestionSchema = once(() => {
  const fields = fieldShape(ODDS_FIELDS);
  return z.discriminatedUnion('roll', [
    z.strictObject({
      kind: z.literal('odds'),
      roll: z.literal('normal'),
      spec: z.optional(spec()),
      ...fields,
    }),
    z
      .strictObject({
        kind: z.literal('odds'),
        roll: z.literal('pair'),
        spec: z.optional(spec()),
        reactive: z.optional(spec()),
        ...fields,
      })
      .check(
        z.refine(REACTIVE_NEEDS_ACTIVE, 'a reactive spec needs an active spec ("A vs B")'),
        // `odds vs --unit A --vs-unit B`: without a trooper, "vs" alone would be a spec.
        z.refine(
          PAIR_NEEDS_SPEC,
          'a pair of rolls needs an active spec, or a trooper from game data (unit, vsUnit)',
        ),
      ),
  ]);
});

const FIELD_CHECK = {
  value: (v) => typeof v === 'string',
  list: (v) => {
    if (!Array.isArray(v)) return false;
    // A hole is read as undefined, and refused, as the schema refuses it.
    for (const t of v as readonly unknown[]) if (typeof t !== 'string') return false;
    return true;
  },
  flag: (v) => v === true,
} as const satisfies Record<FieldKind, (v: unknown) => boolean>;

const isSpecText = (v: unknown): boolean =>
  typeof v === 'string' && v.length > 0 && isPositional(v) && isSpec(v);

/**
 * Whether `oddsQuestionSchema()` accepts the value as it is, checked without zod: the
 * page's first answer asks one question, and building the schema and its first parse were
 * about 12 ms of it (docs/web.md "Size and speed"). Read off the same table and the same
 * rules as the schema; anything it is not sure of (not a plain object, a key set to
 * undefined) is left to the schema, which also words every problem. Never true where the
 * schema refuses (test/app/question/schema.test.ts compares the two).
 */
export function wellFormedOdds(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  if ((proto !== Object.prototype && proto !== null) || Array.isArray(value)) return false;
  const q = value as Readonly<Record<string, unknown>>;
  if (q.kind !== 'odds' || (q.roll !== 'normal' && q.roll !== 'pair')) return false;
  const fields: Readonly<Record<string, FieldKind>> = ODDS_FIELDS;
  for (const key of Object.keys(q)) {
    const v = q[key];
    if (key === 'kind' || key === 'roll') continue;
    if (key === 'spec' || (key === 'reactive' && q.roll === 'pair')) {
      if (!isSpecText(v)) return false;
    } else {
      const kind = Object.hasOwn(fields, key) ? fields[key] : undefined;
      if (kind === undefined || !FIELD_CHECK[kind](v)) return false;
    }
  }
  const typed = q as { spec?: string; reactive?: string };
  return q.roll === 'normal' || (REACTIVE_NEEDS_ACTIVE(typed) && PAIR_NEEDS_SPEC(typed));
}

/** The zod schema of a save question (`infcalc schema save-question`). */
export const saveQuestionSchema = once(() =>
  z.strictObject({
    kind: z.literal('save'),
    hits: positional(),
    crits: z.optional(positional()),
    ...fieldShape(SAVE_FIELDS),
  }),
);

/** A FILE argument: a path, or `-` alone for standard input (never another flag). */
const source = () =>
  z.string().check(
    z.minLength(1),
    z.refine((s) => s === '-' || !s.startsWith('-'), 'a file is a path, or - for standard input'),
  );

/** The zod schema of an orders question: a list FILE or an army code, one of the two. */
export const ordersQuestionSchema = once(() =>
  z
    .strictObject({
      kind: z.literal('orders'),
      list: z.optional(source()),
      ...fieldShape(ORDERS_FIELDS),
    })
    .check(
      z.refine(
        (q) => (q.list === undefined) !== (q.code === undefined),
        'an orders question needs a list FILE ("list") or an army code ("code"), one of the two',
      ),
    ),
);

/** The zod schema of a validate question: a list FILE, an army code, or a roster. */
export const validateQuestionSchema = once(() =>
  z
    .strictObject({
      kind: z.literal('validate'),
      list: z.optional(source()),
      ...fieldShape(VALIDATE_FIELDS),
    })
    .check(
      z.refine(
        (q) =>
          q.roster !== undefined
            ? q.list === undefined && q.code === undefined
            : q.list !== undefined || q.code !== undefined,
        'a validate question needs a list FILE ("list"), an army code ("code"), or a roster alone',
      ),
    ),
);

/** The zod schema of a fireteams question. */
export const fireteamsQuestionSchema = once(() =>
  z.strictObject({
    kind: z.literal('fireteams'),
    code: source(),
    ...fieldShape(FIRETEAMS_FIELDS),
  }),
);

/** The zod schema of an engage question. */
export const engageQuestionSchema = once(() =>
  z.strictObject({
    kind: z.literal('engage'),
    file: source(),
    ...fieldShape(ENGAGE_FIELDS),
  }),
);
