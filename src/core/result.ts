/**
 * Two kinds of failure: bad user input comes back as a value of
 * type `InputError`; broken invariants throw `InvariantError`. Only the CLI's error
 * boundary turns either into a message and an exit code.
 */

/** Where in the user's input the problem is. */
export type Location =
  | { readonly kind: 'position'; readonly source: string; readonly index: number }
  | { readonly kind: 'path'; readonly path: string };

export interface InputError {
  readonly kind: 'input-error';
  /** What is wrong, in words, naming the bad value and what was expected. */
  readonly message: string;
  readonly at?: Location;
  /** A short suggestion: "did you mean", an example of the right form. */
  readonly hint?: string;
  /**
   * Where to look next, as a code: the CLI words it as a command ("infcalc mods lists
   * every word"), the library as what is missing (src/library/advice.ts).
   */
  readonly advice?: Advice;
  /**
   * An example of the right form as a command's words (`['odds', '13b3', 'vs', '11']`):
   * the CLI shows it as a command line after the hint; the page and the library, which
   * have no command to run, may leave it out.
   */
  readonly example?: readonly string[];
}

/** Where a reader can look next, said by the edge that shows the error. */
export type Advice = 'list-factions' | 'list-words' | 'list-choices' | 'list-choices-by-edition';

export type Result<T, E = InputError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

export function inputError(
  message: string,
  at?: Location,
  hint?: string,
  advice?: Advice,
): InputError {
  return {
    kind: 'input-error',
    message,
    ...(at === undefined ? {} : { at }),
    ...(hint === undefined ? {} : { hint }),
    ...(advice === undefined ? {} : { advice }),
  };
}

/** An input error with an example of the right form, as a command's words. */
export const withExample = (e: InputError, example: readonly string[]): InputError => ({
  ...e,
  example,
});

/** Echoed values are cut to this many characters (a word) and a message to MAX_TEXT. */
const MAX_WORD = 60;
const MAX_TEXT = 400;

/**
 * Cut over-long runs in a message to a readable length with an ellipsis: a value pasted
 * into a file can be megabytes long, and an error line must stay a line. A long word (a
 * value, a path) keeps its start and its end; so does a long text. Linear, no regular
 * expression (a backtracking one overflows on a megabyte word).
 */
export function clip(text: string): string {
  if (text.length <= MAX_WORD) return text;
  const short = text
    .split(' ')
    .map((w) => (w.length > MAX_WORD ? `${w.slice(0, 40)}…${w.slice(-12)}` : w))
    .join(' ');
  return short.length <= MAX_TEXT ? short : `${short.slice(0, 260)} … ${short.slice(-120)}`;
}

/** An input error as it is shown: every echoed value cut to a readable length. */
export function clipped(e: InputError): InputError {
  return {
    ...e,
    message: clip(e.message),
    ...(e.hint === undefined ? {} : { hint: clip(e.hint) }),
    ...(e.at?.kind === 'path' ? { at: { kind: 'path', path: clip(e.at.path) } } : {}),
  };
}

/** A bug in infcalc, never a user mistake. */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** Unwrap a Result whose failure would be a bug (e.g. data built by infcalc itself). */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new InvariantError(result.error.message);
  return result.value;
}
