/** Reading a FILE argument, or stdin for `-`, through the host: whole, or line by line. */
import { usage, type UsageError } from './errors.js';
import { fileWords } from './fs/errors.js';
import type { Host } from './host.js';

/**
 * The most bytes infcalc reads from one input (a file or stdin): a real unit file is a
 * few megabytes, so 64 MiB is generous, and `/dev/zero` or an endless pipe stops there
 * instead of filling the memory (docs/command-line.md "Input limits").
 */
export const INPUT_BYTES_MAX = 64 * 1024 * 1024;
/** The longest line of an NDJSON input. */
export const LINE_CHARS_MAX = 16 * 1024 * 1024;

/** A read refused by the host: `code` says why (ENOTREG, EFBIG, ELINE). */
export const readRefusal = (code: string, message: string): Error =>
  Object.assign(new Error(message), { code });

/** Why a read failed, in words (an errno code, or a refusal of readRefusal). */
export function whyUnreadable(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  return code === 'ENOENT'
    ? 'no such file'
    : code === 'EISDIR'
      ? 'it is a directory'
      : code === 'ENOTREG'
        ? 'it is not a regular file (a device, a pipe or a socket)'
        : code === 'EFBIG'
          ? `it is larger than the ${INPUT_BYTES_MAX} bytes infcalc reads`
          : code === 'ELINE'
            ? `a line is longer than the ${LINE_CHARS_MAX} characters infcalc reads`
            : fileWords(e);
}

function readError(file: string, e: unknown): UsageError {
  const what = file === '-' ? 'standard input' : `"${file}"`;
  return usage(
    `cannot read ${what}: ${whyUnreadable(e)}`,
    'give a JSON file, or - to read standard input',
  );
}

export async function readSource(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
): Promise<string> {
  try {
    return await (file === '-' ? host.readStdin() : host.readFile(file));
  } catch (e) {
    if ((e as { code?: unknown }).code === undefined && file === '-') throw e;
    throw readError(file, e);
  }
}

/**
 * The lines of FILE (or stdin for `-`) in the batches they arrive in, when the host can
 * stream them; otherwise the whole text, split, as one batch. A file that cannot be
 * opened is a usage error.
 */
export async function* readLines(
  host: Pick<Host, 'readFile' | 'readStdin' | 'lines'>,
  file: string,
): AsyncGenerator<readonly string[]> {
  if (host.lines === undefined) {
    yield linesOf(await readSource(host, file));
    return;
  }
  const batches = host.lines(file);
  try {
    yield* batches;
  } catch (e) {
    throw file === '-' ? e : readError(file, e);
  }
}

/**
 * Split a stream of text chunks into lines, one batch per chunk: the lines that chunk
 * completed. Only the partial line at a chunk's end is held, and a long line is searched
 * for its end chunk by chunk, never rescanned.
 */
export async function* splitLines(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  let parts: string[] = [];
  let held = 0;
  for await (const chunk of chunks) {
    const lines: string[] = [];
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl);
      lines.push(parts.length === 0 ? piece : parts.join('') + piece);
      parts = [];
      held = 0;
      start = nl + 1;
    }
    if (start < chunk.length) {
      parts.push(chunk.slice(start));
      held += chunk.length - start;
      // A line that never ends (/dev/zero, a binary file) is refused, not held whole.
      if (held > LINE_CHARS_MAX) throw readRefusal('ELINE', 'line too long');
    }
    if (lines.length > 0) yield lines;
  }
  if (parts.length > 0) yield [parts.join('')];
}

/** Lines of a whole text, for hosts that only read whole files (the tests' fake host). */
export function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
