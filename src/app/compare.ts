/**
 * `infcalc compare FILE|-`: named matchups side by side. The file is a JSON list (or
 * NDJSON, one matchup a line) of odds questions with the same fields as the `odds`
 * command; each is answered by the same function as `odds`.
 */
import { parseJson } from '../core/input.js';
import { inputError, withExample, type InputError } from '../core/result.js';
import type { FromData } from '../core/data/side.js';
import { orUsage, UsageError } from './failure.js';
import { runOdds, type OddsQuery, type OddsReport, type EditionOf } from './query.js';
import { parseQuery, type NamedQuery, type QueryField } from './query-json.js';
import { isSweep } from './sweep-plan.js';

export interface CompareEntry {
  readonly name: string;
  readonly query: OddsQuery;
  readonly report: OddsReport;
}

/** A matchup as read, and where it is in the input (`[2]`, or `line 3` of NDJSON). */
export interface ListedMatchup {
  readonly entry: NamedQuery;
  readonly where: { readonly index: number; readonly line: number | null };
}

/** A matchup ready to run: game data looked up (fromData), or none named. */
export interface ReadyMatchup {
  readonly name: string | null;
  readonly query: OddsQuery;
  readonly fromData: FromData | null;
  readonly warnings: readonly string[];
  readonly where: ListedMatchup['where'];
}

/** An error of one matchup, naming it: `matchup NAME` and its JSON path or line. */
export function inMatchup(e: UsageError, m: ListedMatchup): UsageError {
  const { index, line } = m.where;
  const who = `matchup ${m.entry.name ?? index + 1}`;
  if (line !== null)
    return new UsageError({ ...e.error, message: `line ${line}: ${who}: ${e.error.message}` });
  return new UsageError({
    ...e.error,
    message: `${who}: ${e.error.message}`,
    ...(e.error.at === undefined ? { at: { kind: 'path', path: `[${index}]` } } : {}),
  });
}

export interface CompareReport {
  readonly kind: 'compare';
  readonly entries: readonly CompareEntry[];
  /** What the game data warns of (another edition's data), once for the run. */
  readonly flagWarnings?: readonly string[];
}

/** A JSON array, or else NDJSON (one matchup per line). */
export function matchups(text: string, fields: readonly QueryField[]): ListedMatchup[] {
  const trimmed = text.trim();
  if (trimmed === '')
    throw new UsageError(
      inputError('no matchups given', undefined, 'give a JSON list of matchups'),
    );
  if (trimmed.startsWith('[')) {
    const parsed = orUsage(parseJson(text));
    if (!Array.isArray(parsed))
      throw new UsageError(inputError('expected a JSON list of matchups'));
    return parsed.map((v, i) => ({
      entry: orUsage(parseQuery(v, fields, `[${i}]`)),
      where: { index: i, line: null },
    }));
  }
  const out: ListedMatchup[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const at = (e: InputError): UsageError =>
      new UsageError({ ...e, message: `line ${i + 1}: ${e.message}` });
    const parsed = parseJson(raw);
    if (!parsed.ok) throw at(parsed.error);
    const q = parseQuery(parsed.value, fields, '');
    if (!q.ok) throw at(q.error);
    out.push({ entry: q.value, where: { index: out.length, line: i + 1 } });
  });
  return out;
}

/** A matchup that names no trooper from game data: ready as it is. */
export const typedMatchup = (m: ListedMatchup): ReadyMatchup => ({
  name: m.entry.name,
  query: m.entry.query,
  fromData: null,
  warnings: [],
  where: m.where,
});

/**
 * Named matchups side by side, from a JSON list (or NDJSON) of odds questions; an entry
 * without a name is called by `label` (its command line). Entries with troopers from game
 * data are looked up first (src/cli/data/entries.ts): `ready` holds each question typed.
 */
export function compareOf(
  ready: readonly ReadyMatchup[],
  editionOf: EditionOf,
  label: (q: OddsQuery) => string,
): CompareReport {
  const entries = ready.map((m): CompareEntry => {
    const { name, query } = m;
    const i = m.where.index;
    if (isSweep(query)) {
      throw new UsageError(
        withExample(
          inputError(
            'compare takes single matchups, not ranges',
            { kind: 'path', path: `[${i}]` },
            'sweep with an odds question',
          ),
          ['odds', '10..16b3', 'vs', '11'],
        ),
      );
    }
    try {
      const report = runOdds(query, editionOf);
      return {
        name: name ?? label(query),
        query,
        report:
          m.fromData === null
            ? report
            : {
                ...report,
                fromData: m.fromData,
              },
      };
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      throw new UsageError({ ...e.error, message: `matchup ${name ?? i + 1}: ${e.error.message}` });
    }
  });
  const warnings = [...new Set(ready.flatMap((m) => m.warnings))];
  return { kind: 'compare', entries, ...(warnings.length === 0 ? {} : { flagWarnings: warnings }) };
}
