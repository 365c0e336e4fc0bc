/**
 * Typed questions as the library offers them (docs/json.md "Questions"): any value is
 * checked by the question schemas first, so a script, the web page and the command line
 * accept and refuse the same questions.
 */
import {
  checkQuestion,
  decodeQuestion,
  encodeQuestion,
  toArgv,
  type Question,
} from '../app/question/index.js';
import { err, inputError, ok, type Result } from '../core/result.js';

/** Any value as a question in canonical form, or the first problem with its path. */
export const readQuestion = (value: unknown): Result<Question> => checkQuestion(value);

/** The command that asks a question, as words: `['odds', '13b3', 'vs', '11']`. */
export function questionArgv(value: unknown): Result<string[]> {
  const q = checkQuestion(value);
  return q.ok ? ok(toArgv(q.value)) : q;
}

/** A question's share string (`q1.odds.…`, URL-safe; docs/json.md "Share strings"). */
export function shareQuestion(value: unknown): Result<string> {
  const q = checkQuestion(value);
  return q.ok ? ok(encodeQuestion(q.value)) : q;
}

/** A share string back into its question, or why it cannot be read (e.g. a newer version). */
export const readShareString = (text: unknown): Result<Question> =>
  typeof text === 'string' ? decodeQuestion(text) : err(inputError('a share string is a string'));
