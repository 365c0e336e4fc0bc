/**
 * Compare entries and batch lines with troopers from game data (`"unit"`, `"weapon"`,
 * `"vsUnit"`...): each is turned into the typed question before it runs. The data
 * directory and the profiles file are opened once a run, and only when some entry names
 * a trooper; the unit files are read once too (src/cli/data/load.ts).
 */
import type { OddsQuery, QueryValue, SweepData } from '../../app/query.js';
import type { NamedQuery } from '../../app/query-json.js';
import type { FromData } from '../../core/data/side.js';
import type { Edition } from '../../core/rules/index.js';
import { dataEditionOf } from '../edition.js';
import type { Host } from '../host.js';
import {
  distanceSweepFrom,
  jsonNames,
  oddsFromSources,
  openSources,
  sweepsDistance,
  type Sources,
} from './odds-data.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;

/** A question ready to run, and what came from the data (null: nothing did). */
export interface ResolvedEntry {
  readonly query: OddsQuery;
  readonly fromData: FromData | null;
  readonly warnings: readonly string[];
  /** A sweep over distance (`"range": "10..120cm:10"`): each cell looked up at its own. */
  readonly sweep?: SweepData;
}

/**
 * The look-up step of a run: `run` holds the command line's `--data` and `--profiles`.
 * An entry without data fields is returned as it is, without reading anything.
 */
export function entryResolver(
  host: Reader,
  run: Readonly<Record<string, QueryValue | undefined>>,
): (entry: NamedQuery, edition: Edition) => Promise<ResolvedEntry> {
  let sources: Promise<Sources> | null = null;
  return async (entry) => {
    if (entry.data === null) return { query: entry.query, fromData: null, warnings: [] };
    sources ??= openSources(host, { data: run.data, profiles: run.profiles });
    const open = await sources;
    const q = entry.query;
    // The entry's edition is the data's unless its "rules" (or --rules) names one.
    const rules = typeof q.options.rules === 'string' ? q.options.rules : run.rules;
    const edition = dataEditionOf(
      typeof rules === 'string' ? rules : undefined,
      host,
      open.builderGame,
      open.loaded?.source ?? '',
    );
    const typed = {
      spec: q.spec === '' ? undefined : q.spec,
      vs: q.reactive === undefined ? undefined : 'vs',
      reactive: q.reactive,
      options: {
        ...(q.options as Readonly<Record<string, QueryValue>>),
        ...entry.data,
        rules: edition.id,
      },
    };
    if (sweepsDistance(typed.options)) {
      const swept = await distanceSweepFrom(host, open, typed, edition);
      return { query: swept.query, fromData: null, warnings: swept.warnings, sweep: swept.data };
    }
    return oddsFromSources(host, open, typed, edition, jsonNames);
  };
}
