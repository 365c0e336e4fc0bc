/** Every kind of question, and what is done with any of them by its kind. */
import * as z from 'zod/mini';
import { checkWith } from '../../core/input.js';
import { err, inputError, type Result } from '../../core/result.js';
import type { FieldTable } from './fields.js';
import { didYouMean } from '../../core/suggest.js';
import { canonicalOdds, ODDS_FIELDS, oddsArgv, type OddsQuestion } from './odds.js';
import { canonicalSave, SAVE_FIELDS, saveArgv, type SaveQuestion } from './save.js';
import {
  canonicalFireteams,
  canonicalOrders,
  canonicalValidate,
  FIRETEAMS_FIELDS,
  fireteamsArgv,
  ORDERS_FIELDS,
  ordersArgv,
  VALIDATE_FIELDS,
  validateArgv,
  type ListQuestion,
} from './lists.js';
import { canonicalEngage, ENGAGE_FIELDS, engageArgv, type EngageQuestion } from './engage.js';
import {
  engageQuestionSchema,
  fireteamsQuestionSchema,
  oddsQuestionSchema,
  ordersQuestionSchema,
  saveQuestionSchema,
  validateQuestionSchema,
  wellFormedOdds,
} from './schema.js';

export type Question = OddsQuestion | SaveQuestion | EngageQuestion | ListQuestion;
export type QuestionKind = Question['kind'];

/**
 * One kind's entry: its schema, the keys it knows (its words before the command's flags,
 * then its fields), how it is written back and put in canonical form.
 */
function kindOf<Q extends Question, S extends z.ZodMiniType>(
  /** Built on first use (schema.ts). */
  schema: () => S,
  words: readonly string[],
  fields: FieldTable,
  argv: (q: Q) => string[],
  canonical: (q: Q) => Q,
) {
  return {
    schema,
    keys: ['kind', ...words, ...Object.keys(fields)],
    argv: (q: Question) => argv(q as Q),
    canonical: (q: Question): Question => canonical(q as Q),
  };
}

/** Each kind's schema, its fields and how it is written back. */
const KINDS = {
  odds: kindOf(
    oddsQuestionSchema,
    ['roll', 'spec', 'reactive'],
    ODDS_FIELDS,
    oddsArgv,
    canonicalOdds,
  ),
  save: kindOf(saveQuestionSchema, ['hits', 'crits'], SAVE_FIELDS, saveArgv, canonicalSave),
  engage: kindOf(engageQuestionSchema, ['file'], ENGAGE_FIELDS, engageArgv, canonicalEngage),
  orders: kindOf(ordersQuestionSchema, ['list'], ORDERS_FIELDS, ordersArgv, canonicalOrders),
  validate: kindOf(
    validateQuestionSchema,
    ['list'],
    VALIDATE_FIELDS,
    validateArgv,
    canonicalValidate,
  ),
  fireteams: kindOf(
    fireteamsQuestionSchema,
    ['code'],
    FIRETEAMS_FIELDS,
    fireteamsArgv,
    canonicalFireteams,
  ),
} as const satisfies Record<QuestionKind, unknown>;

/** Every kind of question, in the table's order. */
export const QUESTION_KINDS = Object.keys(KINDS) as readonly QuestionKind[];

let anyQuestion: ReturnType<typeof unionOfKinds> | undefined;
const unionOfKinds = () =>
  z.union([
    oddsQuestionSchema(),
    saveQuestionSchema(),
    engageQuestionSchema(),
    ordersQuestionSchema(),
    validateQuestionSchema(),
    fireteamsQuestionSchema(),
  ]);

/**
 * The schema of any question, by its `kind` (`infcalc schema question`); built on first
 * use, as each kind's (schema.ts).
 */
export const questionSchema = (): ReturnType<typeof unionOfKinds> =>
  (anyQuestion ??= unionOfKinds());

/** A question's JSON Schema (draft 2020-12), as `infcalc schema` prints it. */
export function questionJsonSchema(kind?: QuestionKind): unknown {
  const schema = kind === undefined ? questionSchema() : KINDS[kind].schema();
  return z.toJSONSchema(schema, { io: 'input' });
}

/**
 * Any value (a library call's argument, a web form's JSON, a share string's payload)
 * checked as a question: the question in canonical form, or the first problem by path.
 */
export function checkQuestion(value: unknown): Result<Question> {
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (typeof value !== 'object' || value === null || typeof kind !== 'string' || !(kind in KINDS)) {
    return err(
      inputError(
        `a question needs "kind": ${QUESTION_KINDS.join(' or ')}`,
        { kind: 'path', path: 'kind' },
        typeof kind === 'string' ? didYouMean(kind, QUESTION_KINDS) : undefined,
      ),
    );
  }
  const k = KINDS[kind as QuestionKind];
  // The odds union is told apart by `roll`: name it, not "no variant matched".
  const roll = (value as { roll?: unknown }).roll;
  if (kind === 'odds' && roll !== 'normal' && roll !== 'pair')
    return err(
      inputError(`an odds question needs "roll": normal (one spec) or pair ("A vs B")`, {
        kind: 'path',
        path: 'roll',
      }),
    );
  // The usual odds question needs no schema built (the page's first answer).
  if (kind === 'odds' && wellFormedOdds(value))
    return { ok: true, value: k.canonical(value as Question) };
  const schema = k.schema();
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: k.canonical(parsed.data) };
  // A rule across fields ("a reactive spec needs an active spec") says itself.
  const custom = parsed.error.issues.find((i) => i.code === 'custom');
  if (custom !== undefined) return err(inputError(custom.message));
  const checked = checkWith(schema, value, () => k.keys);
  return checked.ok ? { ok: true, value: k.canonical(checked.value) } : checked;
}

/** The question in canonical form: the same question is always the same object. */
export const canonicalQuestion = (q: Question): Question => KINDS[q.kind].canonical(q);

/**
 * The command that asks the question, as words (`['odds', '13b3', 'vs', '11']`): the
 * menu's "equivalent command", the reproducing command of a shared answer. Shell-quote
 * it to print it (src/cli/shell.ts `commandLine`).
 */
export const toArgv = (q: Question): string[] => KINDS[q.kind].argv(q);
