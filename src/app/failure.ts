/**
 * Bad input on its way out of a use-case: the core returns an `InputError` as a value;
 * a use-case that cannot go on throws it as a `UsageError`, and the CLI's one error
 * boundary (src/cli/main.ts) turns it into a line on stderr and exit 2.
 */
import {
  inputError,
  withExample,
  type Advice,
  type InputError,
  type Result,
} from '../core/result.js';

/** A user mistake on its way to the error boundary. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(readonly error: InputError) {
    super(error.message);
  }
}

export function usage(message: string, hint?: string, advice?: Advice): UsageError {
  return new UsageError(inputError(message, undefined, hint, advice));
}

/**
 * A user mistake whose fix is best shown: the hint in words, and an example as a
 * command's words (the CLI prints it as a command line; the library keeps it as data).
 */
export function usageShowing(
  message: string,
  example: readonly string[],
  hint?: string,
): UsageError {
  return new UsageError(withExample(inputError(message, undefined, hint), example));
}

/** Unwrap a core Result, sending bad input to the error boundary. */
export function orUsage<T>(
  r: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: InputError },
): T {
  if (!r.ok) throw new UsageError(r.error);
  return r.value;
}

/**
 * A count typed as a flag or an argument (`--times`, `--orders`, `--sd`, hits): a whole
 * number from `min` to `max`, bounded before it drives a loop; null when it is not one.
 */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  return n >= min && n <= max ? n : null;
}

/** A use-case as the library offers it: bad input comes back as a Result, never thrown. */
export function attempt<T>(f: () => T): Result<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof UsageError) return { ok: false, error: e.error };
    throw e;
  }
}
