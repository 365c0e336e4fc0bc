/**
 * The CLI's single error boundary: user mistakes become one line on stderr and exit 2;
 * anything else is a bug in infcalc and says so (exit 70), still without a stack trace
 * unless INFCALC_DEBUG is set.
 */
import type { InputError, Location } from '../core/result.js';
import { shownError } from './advice.js';
import { errnoOf, fileReason } from './fs/errors.js';

export { orUsage, usage, UsageError } from '../app/failure.js';

export const EXIT = {
  ok: 0,
  /** A rule verdict: an invalid list, an illegal order. */
  verdict: 1,
  usage: 2,
  internal: 70,
  /** The output could not be written (a full disk, an I/O error), as in sysexits' EX_IOERR. */
  output: 74,
  interrupted: 130,
} as const;

/** Writing the output failed: not the user's input, not a bug. */
export class OutputError extends Error {
  override name = 'OutputError';
  /** `message`: what could not be written, when it is a file rather than standard output. */
  constructor(
    readonly reason: string,
    message = `cannot write the output: ${reason}`,
  ) {
    super(message);
  }
}

/** A failed write (a Node errno error) as an OutputError, naming the cause in words. */
export function outputError(e: unknown): OutputError {
  return new OutputError(
    errnoOf(e) === 'EBADF' ? 'standard output is closed (EBADF)' : fileReason(e),
  );
}

function where(at: Location | undefined): string {
  if (at === undefined) return '';
  switch (at.kind) {
    case 'path':
      return ` (at ${at.path})`;
    case 'position':
      return '';
  }
}

export function formatInputError(error: InputError): string {
  const e = shownError(error);
  return `infcalc: ${e.message}${where(e.at)}${e.hint === undefined ? '' : `; ${e.hint}`}`;
}
