/**
 * `infcalc odds - --ndjson`: one odds question per input line, one compact JSON result per
 * line, in order; a bad line becomes an error record with its line number and the run
 * goes on (exit 1 if any line failed).
 *
 * `batchLine` is the whole per-line work (text in, JSON record out), so that a streaming
 * line driver can call it line by line; until the CLI has one, the lines are read whole.
 */
import { inputError, type InputError } from '../../core/result.js';
import { UsageError, usage } from '../errors.js';
import type { Host } from '../host.js';
import { ndjsonLines, readSource } from '../io.js';
import { parseQuery, runQuery, type QueryField } from '../query.js';
import { errorJson } from '../render/army-json.js';
import { oddsResultJson } from '../render/sweep-json.js';
import { oddsSweepJson } from '../render/sweep-json.js';

export interface BatchRecord {
  readonly ok: boolean;
  /** The compact JSON of the record, without its line end. */
  readonly json: string;
}

export interface OddsBatchReport {
  readonly kind: 'odds-batch';
  readonly records: readonly BatchRecord[];
}

function failure(line: number, e: InputError): BatchRecord {
  return { ok: false, json: JSON.stringify(errorJson(e, line)) };
}

/** One NDJSON line: its answer (`kind`, `line`, `name` and the odds object), or an error record. */
export function batchLine(line: number, text: string, fields: readonly QueryField[]): BatchRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return failure(line, inputError(`not valid JSON: ${(e as Error).message}`));
  }
  const q = parseQuery(parsed, fields, '');
  if (!q.ok) return failure(line, q.error);
  try {
    const report = runQuery(q.value.query);
    const result = report.kind === 'odds-sweep' ? oddsSweepJson(report) : oddsResultJson(report);
    const { kind, ...rest } = result;
    return { ok: true, json: JSON.stringify({ kind, line, name: q.value.name, ...rest }) };
  } catch (e) {
    if (e instanceof UsageError) return failure(line, e.error);
    throw e;
  }
}

export async function oddsBatchCommand(
  host: Pick<Host, 'readFile' | 'readStdin'>,
  file: string,
  extra: string | undefined,
  fields: readonly QueryField[],
): Promise<OddsBatchReport> {
  if (extra !== undefined)
    throw usage(
      'odds --ndjson reads its questions from a file or -',
      'write: infcalc odds - --ndjson',
    );
  const text = await readSource(host, file);
  return {
    kind: 'odds-batch',
    records: ndjsonLines(text).map(({ line, text: t }) => batchLine(line, t, fields)),
  };
}
