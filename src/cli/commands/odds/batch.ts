/**
 * `infcalc odds - --ndjson`: one odds question per input line (the fields of a `compare`
 * entry), one compact JSON result per line, streamed by the one NDJSON driver
 * (src/cli/ndjson.ts); a bad line becomes an error record with its line number and the
 * run goes on (exit 1 if any line failed). A line with a range is a sweep.
 */
import { parseJson } from '../../../core/input.js';
import type { LineHandler } from '../../ndjson.js';
import type {
  EditionOf,
  OddsQuery,
  OddsReport,
  OddsSweepReport,
  QueryValue,
} from '../../../app/query.js';
import {
  entryData,
  parseQuery,
  type NamedQuery,
  type QueryField,
} from '../../../app/query-json.js';
import { runListed } from '../../../app/sweep-plan.js';
import type { Result } from '../../../core/result.js';
import type { Edition } from '../../../core/rules/index.js';
import type { ResolvedEntry } from '../../data/entries.js';
import { oddsResultJson, oddsResultText } from '../../render/odds-json.js';
import { oddsSweepJson } from '../../render/sweep-json.js';
import { memo } from '../../../app/memo.js';
import { jsonText } from '../../render/json-text.js';

export interface BatchAnswer {
  readonly name: string | null;
  /** The JSON answer's `kind` and the text of the rest, `{"active":…}` (its keys in order). */
  readonly kind: unknown;
  readonly rest: string;
  /**
   * The typed answer, for `--format discord` (src/cli/share/discord-batch.ts); absent from
   * a batch printed as JSON lines, which keeps the text of its answers only.
   */
  readonly report?: OddsReport | OddsSweepReport;
}

/**
 * A line's record, `{"kind":…,"line":N,"name":…,…rest}`: what JSON.stringify prints of
 * withLine({ kind, name, ...rest }, line) (src/cli/ndjson.ts), from the kept text of rest.
 */
export function answerText({ name, kind, rest }: BatchAnswer, line: number): string {
  const head =
    kind === undefined
      ? `{"line":${line},"name":${JSON.stringify(name)}`
      : `{"kind":${JSON.stringify(kind)},"line":${line},"name":${JSON.stringify(name)}`;
  return rest === '{}' ? head + '}' : head + ',' + rest.slice(1);
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
  /** The answers are printed as JSON lines: a repeated question is answered from its text. */
  asText = false,
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
    return { ok: true, value: { name, ...answerJson(report, fromData, warnings) } };
  };
  const answerJson = (
    report: OddsReport | OddsSweepReport,
    fromData: ResolvedEntry['fromData'] = null,
    warnings: readonly string[] = [],
  ): Omit<BatchAnswer, 'name'> => {
    // What the odds leave out, as a single answer's JSON says it (`warnings`): a batch
    // prints no warning on stderr, so the line's record is where a script sees it.
    const said = [
      ...new Set([...warnings, ...('flagWarnings' in report ? report.flagWarnings : [])]),
    ];
    // Most answers: their text put together without the object (render/odds-json.ts).
    const text =
      report.kind === 'odds-sweep' || fromData !== null ? null : oddsResultText(report, said);
    if (text !== null) return { kind: report.kind, rest: text, report };
    const json =
      report.kind === 'odds-sweep'
        ? oddsSweepJson(report)
        : oddsResultJson(
            fromData === null
              ? report
              : { ...report, fromData, flagWarnings: [...warnings, ...report.flagWarnings] },
          );
    const { kind, ...rest } = said.length === 0 ? json : { ...json, warnings: said };
    return { kind, rest: jsonText(rest), report };
  };
  // A batch asks the same question again (the same fields, whatever its name): the text of
  // its answer is kept (8,192 questions; the bench's 10,000 mixed questions ask about 6,150
  // different ones), not a sweep's (a whole grid). The text shares its big parts with the
  // kept odds (render/json-text.ts).
  const asked = memo<Pick<BatchAnswer, 'kind' | 'rest'>>(8192, (a) =>
    a.kind === 'odds-sweep' ? Infinity : 1,
  );
  const plainAnswer = (name: string | null, query: OddsQuery): Result<BatchAnswer> => {
    if (!asText) return { ok: true, value: { name, ...answerJson(runListed(query, editionOf)) } };
    const { kind, rest } = asked.get(JSON.stringify(query), () =>
      answerJson(runListed(query, editionOf)),
    );
    return { ok: true, value: { name, kind, rest } };
  };
  // The same line again (the bench's repeats are whole lines): its answer as first made,
  // without reading the line again. Only answers of the line alone (no game data).
  const byLine = new Map<string, BatchAnswer>();
  const keep = (text: string, answer: Result<BatchAnswer>): Result<BatchAnswer> => {
    if (!answer.ok || answer.value.kind === 'odds-sweep') return answer;
    if (byLine.size >= 8192) byLine.clear();
    byLine.set(text, answer.value);
    return answer;
  };
  return {
    handle: (text) => {
      const had = asText ? byLine.get(text) : undefined;
      if (had !== undefined) return { ok: true, value: had };
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
      if (data === null || resolve === undefined)
        return asText
          ? keep(text, plainAnswer(q.value.name, query))
          : plainAnswer(q.value.name, query);
      const rules = query.options.rules;
      return resolve(
        { ...q.value, query, data },
        editionOf(typeof rules === 'string' ? rules : undefined),
      ).then((asked) =>
        answer(q.value.name, asked.query, asked.fromData, asked.warnings, asked.sweep),
      );
    },
    // `kind` first (the driver puts `line` after it), then the name, then the odds object.
    record: ({ name, kind, rest }) => ({
      kind,
      name,
      ...(JSON.parse(rest) as Record<string, unknown>),
    }),
    text: answerText,
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
