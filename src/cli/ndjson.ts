/**
 * The one NDJSON driver: input lines in, one compact JSON record per non-blank line
 * out, written before the next read of input, so memory stays flat however long the
 * input and a slow producer sees its results as it goes. Generic over what a line
 * means (an army list to run or validate, a batch of odds...): the command gives the
 * per-line handler and how its value becomes a record.
 */
import type { InputError, Result } from '../core/result.js';
import { EXIT, UsageError } from './errors.js';
import { errorJson } from './render/error-json.js';
import type { Host } from './host.js';
import { readLines } from './io.js';

/** What a command does with one line. */
export interface LineHandler<T> {
  /** The line's text (trimmed, never blank) and its 1-based number in the input. */
  readonly handle: (text: string, line: number) => Result<T> | Promise<Result<T>>;
  /** The JSON record of a good line; the driver adds its `line`. */
  readonly record: (value: T) => Record<string, unknown>;
  /** A rule verdict against the line (an invalid list): makes the exit code 1. */
  readonly verdict?: (value: T) => boolean;
  /**
   * The record's JSON text with its `line`, when the command keeps its answers as text
   * (a batch of odds): the same text as `record` would print.
   */
  readonly text?: (value: T, line: number) => string;
}

export interface NdjsonSummary {
  /** Non-blank lines seen. */
  readonly records: number;
  /** Lines that were bad input (an error record each). */
  readonly errors: number;
  /** Good lines with a verdict against them. */
  readonly verdicts: number;
  /** The reader closed our output (`| head -1`): the run stopped early. */
  readonly stopped: boolean;
}

/**
 * A record with its input line number, right after `kind` so a reader sees both first.
 * Existing keys keep their names (docs/json.md).
 */
export function withLine(record: Record<string, unknown>, line: number): Record<string, unknown> {
  const { kind, ...rest } = record;
  return kind === undefined ? { line, ...rest } : { kind, line, ...rest };
}

/** Within a batch, output is written once this long, or once handling took this long. */
const FLUSH_CHARS = 1 << 16;
const FLUSH_MS = 100;

/**
 * Run `handler` over the lines of `batches` (each batch the lines one read brought in).
 * The records of a batch go out in one `write` before the next batch is read: a slow
 * producer gets each result before it sends its next line, a fast one pays one system
 * call per read rather than per line, and memory holds one batch at most. Lines slow to
 * handle (big odds) flush what is done every FLUSH_MS, so results still trickle out. `write` says
 * whether anyone still reads (false: the pipe closed, stop). Bad input on a line becomes
 * an error record for that line and the run goes on; anything else is a bug and
 * propagates.
 */
export async function runNdjson<T>(
  batches: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  handler: LineHandler<T>,
  write: (text: string) => boolean,
): Promise<NdjsonSummary> {
  let n = 0;
  let records = 0;
  let errors = 0;
  let verdicts = 0;
  for await (const batch of batches) {
    let out = '';
    let since = Date.now();
    for (const raw of batch) {
      n++;
      const text = raw.trim();
      if (text === '') continue;
      records++;
      let result: Result<T>;
      try {
        const r = handler.handle(text, n);
        // Most handlers are synchronous: no microtask per line for them.
        result = r instanceof Promise ? await r : r;
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        result = { ok: false, error: e.error };
      }
      if (result.ok) {
        if (handler.verdict?.(result.value) === true) verdicts++;
        out +=
          (handler.text?.(result.value, n) ??
            JSON.stringify(withLine(handler.record(result.value), n))) + '\n';
      } else {
        errors++;
        out += JSON.stringify(errorRecord(result.error, n)) + '\n';
      }
      if (out.length >= FLUSH_CHARS || Date.now() - since >= FLUSH_MS) {
        if (!write(out)) return { records, errors, verdicts, stopped: true };
        out = '';
        since = Date.now();
      }
    }
    if (out !== '' && !write(out)) return { records, errors, verdicts, stopped: true };
  }
  return { records, errors, verdicts, stopped: false };
}

const errorRecord = (e: InputError, line: number): Record<string, unknown> => errorJson(e, line);

/**
 * A whole `--ndjson` run of a command: FILE (or stdin) line by line through `handler`,
 * each record out through `emit` as soon as it is made. Empty input warns on stderr.
 */
export async function ndjsonRun<T>(
  host: Pick<Host, 'readFile' | 'readStdin' | 'lines'>,
  file: string,
  handler: LineHandler<T>,
  emit: (text: string) => boolean,
): Promise<{ readonly text: string; readonly code: number; readonly stderr: string }> {
  const summary = await runNdjson(readLines(host, file), handler, emit);
  return {
    text: '',
    code: ndjsonFailed(summary) ? EXIT.verdict : EXIT.ok,
    stderr: summary.records === 0 ? EMPTY_WARNING + '\n' : '',
  };
}

/** Exit 1 if any line failed or had a verdict against it, as `validate` does for one list. */
export const ndjsonFailed = (s: NdjsonSummary): boolean => s.errors > 0 || s.verdicts > 0;

/** Empty input is most likely a mistake upstream (an empty file, a failed `jq`): say so. */
export const EMPTY_WARNING =
  'infcalc: warning: the input has no lines (nothing to do); give one JSON document per line';
