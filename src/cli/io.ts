/** Reading a FILE argument, or stdin for `-`, through the host: whole, or line by line. */
import { usage, type UsageError } from './errors.js';
import type { Host } from './host.js';

function readError(file: string, e: unknown): UsageError {
  const code = (e as { code?: unknown }).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a directory'
        : String(code ?? e);
  return usage(`cannot read "${file}": ${why}`, 'give a JSON file, or - to read standard input');
}

export async function readSource(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
): Promise<string> {
  if (file === '-') return host.readStdin();
  try {
    return await host.readFile(file);
  } catch (e) {
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
  for await (const chunk of chunks) {
    const lines: string[] = [];
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl);
      lines.push(parts.length === 0 ? piece : parts.join('') + piece);
      parts = [];
      start = nl + 1;
    }
    if (start < chunk.length) parts.push(chunk.slice(start));
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
