/**
 * Two kinds of failure (DEVELOPERS.md): bad user input comes back as a value of
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
}

export type Result<T, E = InputError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

export function inputError(message: string, at?: Location, hint?: string): InputError {
  return {
    kind: 'input-error',
    message,
    ...(at === undefined ? {} : { at }),
    ...(hint === undefined ? {} : { hint }),
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
