/** Reading a FILE argument, or stdin for `-`, through the host. */
import { usage } from './errors.js';
import type { Host } from './host.js';

export async function readSource(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
): Promise<string> {
  if (file === '-') return host.readStdin();
  try {
    return await host.readFile(file);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : String(code ?? e);
    throw usage(`cannot read "${file}": ${why}`, 'give a JSON file, or - to read standard input');
  }
}

/** NDJSON: one document per non-blank line, with its 1-based line number. */
export function ndjsonLines(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => l.text !== '');
}
