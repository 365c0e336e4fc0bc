/**
 * The CLI's single error boundary: user mistakes become one line on stderr and exit 2;
 * anything else is a bug in infcalc and says so (exit 70), still without a stack trace
 * unless INFCALC_DEBUG is set.
 */
import { clipped, type InputError, type Location } from '../core/result.js';

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
  constructor(readonly reason: string) {
    super(`cannot write the output: ${reason}`);
  }
}

const OUTPUT_REASONS: ReadonlyMap<unknown, string> = new Map([
  ['ENOSPC', 'no space left on the device'],
  ['EIO', 'input/output error'],
  ['EDQUOT', 'disk quota exceeded'],
  ['EFBIG', 'file too large'],
  ['EBADF', 'standard output is closed'],
]);

/** A failed write (a Node errno error) as an OutputError, naming the cause in words. */
export function outputError(e: unknown): OutputError {
  const code = (e as { code?: unknown }).code;
  const known = OUTPUT_REASONS.get(code);
  const reason =
    known !== undefined && typeof code === 'string'
      ? `${known} (${code})`
      : typeof code === 'string'
        ? code
        : e instanceof Error
          ? e.message
          : String(e);
  return new OutputError(reason);
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
  const e = clipped(error);
  return `infcalc: ${e.message}${where(e.at)}${e.hint === undefined ? '' : `; ${e.hint}`}`;
}
