/**
 * `infcalc odds - --ndjson`: one odds question per input line (the fields of a `compare`
 * entry), one compact JSON result per line, streamed by the one NDJSON driver
 * (src/cli/ndjson.ts); a bad line becomes an error record with its line number and the
 * run goes on (exit 1 if any line failed). A line with a range is a sweep.
 */
import { parseJson } from '../../../core/input.js';
import type { LineHandler } from '../../ndjson.js';
import {
  entryData,
  parseQuery,
  runListed,
  type EditionOf,
  type NamedQuery,
  type OddsQuery,
  type OddsReport,
  type OddsSweepReport,
  type QueryField,
  type QueryValue,
} from '../../../app/query.js';
import type { Result } from '../../../core/result.js';
import type { Edition } from '../../../core/rules/index.js';
import type { ResolvedEntry } from '../../data/entries.js';
import { oddsResultJson } from '../../render/odds-json.js';
import { oddsSweepJson } from '../../render/sweep-json.js';

export interface BatchAnswer {
  readonly name: string | null;
  readonly result: Record<string, unknown>;
  /** The typed answer, for `--format discord` (src/cli/share/discord-batch.ts). */
  readonly report: OddsReport | OddsSweepReport;
}

/**
 * `defaults`: the command line's own question flags (`--rules n5`, `--dam 13`,
 * `--cumulative`), the default of every line; a line's own field wins.
 */
export const oddsLines = (
  fields: readonly QueryField[],
  editionOf: EditionOf,
  defaults: Readonly<Record<string, QueryValue>> = {},
  /** Looks up a line's troopers from game data (src/cli/data/entries.ts). */
  resolve?: (entry: NamedQuery, edition: Edition) => Promise<ResolvedEntry>,
): LineHandler<BatchAnswer> => {
  const answer = (
    name: string | null,
    query: OddsQuery,
    fromData: ResolvedEntry['fromData'],
    warnings: readonly string[],
    sweep?: ResolvedEntry['sweep'],
  ): Result<BatchAnswer> => {
    // Bad input in the question (a spec, a MOD, a range) throws a UsageError: the driver
    // turns it into this line's error record.
    const report = runListed(query, editionOf, sweep);
    const json =
      report.kind === 'odds-sweep'
        ? oddsSweepJson(report)
        : oddsResultJson(
            fromData === null
              ? report
              : { ...report, fromData, flagWarnings: [...warnings, ...report.flagWarnings] },
          );
    // What the odds leave out, as a single answer's JSON says it (`warnings`): a batch
    // prints no warning on stderr, so the line's record is where a script sees it.
    const said = [
      ...new Set([...warnings, ...('flagWarnings' in report ? report.flagWarnings : [])]),
    ];
    const result = said.length === 0 ? json : { ...json, warnings: said };
    return { ok: true, value: { name, result, report } };
  };
  return {
    handle: (text) => {
      const json = parseJson(text);
      if (!json.ok) return json;
      const q = parseQuery(json.value, fields, '');
      if (!q.ok) return q;
      // The command line's flags are defaults of every line's fields; as on the command
      // line, the data fields are looked up only when a trooper is named (unit, vsUnit).
      const { typed, data } = entryData({
        ...defaults,
        ...(q.value.query.options as Readonly<Record<string, QueryValue>>),
        ...q.value.data,
      });
      const query = { ...q.value.query, options: typed };
      if (data === null || resolve === undefined) return answer(q.value.name, query, null, []);
      const rules = query.options.rules;
      return resolve(
        { ...q.value, query, data },
        editionOf(typeof rules === 'string' ? rules : undefined),
      ).then((asked) =>
        answer(q.value.name, asked.query, asked.fromData, asked.warnings, asked.sweep),
      );
    },
    // `kind` first (the driver puts `line` after it), then the name, then the odds object.
    record: ({ name, result }) => {
      const { kind, ...rest } = result;
      return { kind, name, ...rest };
    },
  };
};

/**
 * The command line's flags that are defaults for every batch line: the question's fields
 * given on the command line, and `--cumulative` (it shapes each line's JSON). Flags left
 * at commander's defaults (an empty list) say nothing.
 */
export function batchDefaults(
  opts: Readonly<Record<string, QueryValue | undefined>>,
  fields: readonly QueryField[],
): Record<string, QueryValue> {
  const keys = new Set([...fields.map((f) => f.key), 'cumulative']);
  const out: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(opts)) {
    if (!keys.has(k) || v === undefined || v === false) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out;
}
