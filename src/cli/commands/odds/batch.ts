/**
 * `infcalc odds - --ndjson`: one odds question per input line (the fields of a `compare`
 * entry), one compact JSON result per line, streamed by the one NDJSON driver
 * (src/cli/ndjson.ts); a bad line becomes an error record with its line number and the
 * run goes on (exit 1 if any line failed). A line with a range is a sweep.
 */
import { parseJson } from '../../../core/input.js';
import type { LineHandler } from '../../ndjson.js';
import { parseQuery, runListed, type EditionOf, type QueryField } from '../../../app/query.js';
import { oddsResultJson } from '../../render/odds-json.js';
import { oddsSweepJson } from '../../render/sweep-json.js';

export interface BatchAnswer {
  readonly name: string | null;
  readonly result: Record<string, unknown>;
}

export const oddsLines = (
  fields: readonly QueryField[],
  editionOf: EditionOf,
): LineHandler<BatchAnswer> => ({
  handle: (text) => {
    const json = parseJson(text);
    if (!json.ok) return json;
    const q = parseQuery(json.value, fields, '');
    if (!q.ok) return q;
    // Bad input in the question (a spec, a MOD, a range) throws a UsageError: the driver
    // turns it into this line's error record.
    const report = runListed(q.value.query, editionOf);
    const result = report.kind === 'odds-sweep' ? oddsSweepJson(report) : oddsResultJson(report);
    return { ok: true, value: { name: q.value.name, result } };
  },
  // `kind` first (the driver puts `line` after it), then the name, then the odds object.
  record: ({ name, result }) => {
    const { kind, ...rest } = result;
    return { kind, name, ...rest };
  },
});
