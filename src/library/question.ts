/**
 * Typed questions as the library offers them (docs/json.md "Questions"): any value is
 * checked by the question schemas first, so a script, the web page and the command line
 * accept and refuse the same questions. Each argument is copied safely first (`guarded`):
 * a getter or Proxy that throws is an input error, not an exception.
 */
import {
  checkQuestion,
  decodeQuestion,
  encodeQuestion,
  oddsQuestionSchema as oddsSchema,
  questionSchema as anySchema,
  saveQuestionSchema as saveSchema,
  toArgv,
  type Question,
} from '../app/question/index.js';
import { ok, type Result } from '../core/result.js';
import { guarded, string, type Check } from './check.js';

/** Any value: the question schemas say what is wrong with it. */
const anything: Check = () => null;

/** Any value as a question in canonical form, or the first problem with its path. */
export const readQuestion = guarded(
  'readQuestion',
  [['question', anything]],
  (value: unknown): Result<Question> => checkQuestion(value),
);

/** The command that asks a question, as words: `['odds', '13b3', 'vs', '11']`. */
export const questionArgv = guarded(
  'questionArgv',
  [['question', anything]],
  (value: unknown): Result<string[]> => {
    const q = checkQuestion(value);
    return q.ok ? ok(toArgv(q.value)) : q;
  },
);

/** A question's share string (`q1.odds.…`, URL-safe; docs/json.md "Share strings"). */
export const shareQuestion = guarded(
  'shareQuestion',
  [['question', anything]],
  (value: unknown): Result<string> => {
    const q = checkQuestion(value);
    return q.ok ? ok(encodeQuestion(q.value)) : q;
  },
);

/** A share string back into its question, or why it cannot be read (e.g. a newer version). */
export const readShareString = guarded(
  'readShareString',
  [['text', string()]],
  (text: string): Result<Question> => decodeQuestion(text),
);

// The zod schemas, as the library has always exported them: objects, built when the
// library is loaded (the app builds each on first use: src/app/question/schema.ts).
/** Any question's schema, by its `kind`. */
export const questionSchema = anySchema();
/** An odds question's schema. */
export const oddsQuestionSchema = oddsSchema();
/** A save question's schema. */
export const saveQuestionSchema = saveSchema();
