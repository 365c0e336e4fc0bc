/**
 * `infcalc compare FILE|-`: named matchups side by side. The file is a JSON list (or
 * NDJSON, one matchup a line) of odds questions with the same fields as the `odds`
 * command; each is answered by the same function as `odds`.
 */
import { parseJson } from '../core/input.js';
import { inputError, type InputError } from '../core/result.js';
import { orUsage, UsageError } from './failure.js';
import {
  isSweep,
  parseQuery,
  runOdds,
  type NamedQuery,
  type OddsQuery,
  type OddsReport,
  type EditionOf,
  type QueryField,
} from './query.js';

export interface CompareEntry {
  readonly name: string;
  readonly query: OddsQuery;
  readonly report: OddsReport;
}

export interface CompareReport {
  readonly kind: 'compare';
  readonly entries: readonly CompareEntry[];
}

/** A JSON array, or else NDJSON (one matchup per line). */
function matchups(text: string, fields: readonly QueryField[]): NamedQuery[] {
  const trimmed = text.trim();
  if (trimmed === '')
    throw new UsageError(
      inputError('no matchups given', undefined, 'give a JSON list of matchups'),
    );
  if (trimmed.startsWith('[')) {
    const parsed = orUsage(parseJson(text));
    if (!Array.isArray(parsed))
      throw new UsageError(inputError('expected a JSON list of matchups'));
    return parsed.map((v, i) => orUsage(parseQuery(v, fields, `[${i}]`)));
  }
  const out: NamedQuery[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const at = (e: InputError): UsageError =>
      new UsageError({ ...e, message: `line ${i + 1}: ${e.message}` });
    const parsed = parseJson(raw);
    if (!parsed.ok) throw at(parsed.error);
    const q = parseQuery(parsed.value, fields, '');
    if (!q.ok) throw at(q.error);
    out.push(q.value);
  });
  return out;
}

/**
 * Named matchups side by side, from a JSON list (or NDJSON) of odds questions; an entry
 * without a name is called by `label` (its command line).
 */
export function compareOf(
  text: string,
  fields: readonly QueryField[],
  editionOf: EditionOf,
  label: (q: OddsQuery) => string,
): CompareReport {
  const list = matchups(text, fields);
  const entries = list.map(({ name, query }, i): CompareEntry => {
    if (isSweep(query)) {
      throw new UsageError(
        inputError(
          'compare takes single matchups, not ranges',
          { kind: 'path', path: `[${i}]` },
          'sweep with infcalc odds, e.g. odds 10..16b3 vs 11',
        ),
      );
    }
    try {
      return {
        name: name ?? label(query),
        query,
        report: runOdds(query, editionOf),
      };
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      throw new UsageError({ ...e.error, message: `matchup ${name ?? i + 1}: ${e.error.message}` });
    }
  });
  return { kind: 'compare', entries };
}
