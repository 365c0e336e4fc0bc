/**
 * Game data served from the index: a look-up is a pipeline of named steps — the pool of
 * files (read.ts), the files read whole, the match of the query (match.ts), then each
 * file's units read by their slices — and a file that changed under it rebuilds the index
 * once (build.ts) before it says so.
 */
import type { GameData } from '../../../app/game-data.js';
import type { GameMetadata } from '../../../core/data/metadata.js';
import { type UnitSource } from '../../../core/data/units.js';
import type { Game } from '../../../core/army/schema.js';
import { err, inputError, ok, type Result } from '../../../core/result.js';
import type { DataFiles } from '../files-access.js';
import { fileWords, isAbsent } from '../../fs/errors.js';
import { type OpenedIndex } from './format.js';
import { type Memo, matchEvery, matchFirsts } from './match.js';
import { Changed, type Reading, fileSource, poolOf, wholeFiles } from './read.js';

/** One look-up over an opened index: the pool, the match, the units read. */
async function unitsOf(
  r: Reading,
  memo: Memo,
  index: OpenedIndex,
  query: string,
  faction: string | undefined,
): Promise<Result<readonly UnitSource[]>> {
  const pool = await poolOf(r, index, faction);
  if (!pool.ok) return pool;
  const whole = await wholeFiles(r, index, pool.value);
  const matched =
    (faction === undefined && whole.size === 0
      ? matchFirsts(memo, index.doc, pool.value, query)
      : null) ?? matchEvery(memo, index.doc, pool.value, whole, query);
  const out: UnitSource[] = [];
  for (const i of pool.value) {
    const one = await fileSource(r, index, i, whole, matched);
    if (one !== null) out.push(one);
  }
  return ok(out);
}

/**
 * Game data served from the index (src/app/game-data.ts): a look-up matches the query
 * against the index's names, then reads the slices of the units it can find (every
 * faction's copy) and the files' `filters`; the other units are handed over by id and
 * names only, so the core's look-up chooses exactly as it would over the whole files.
 */
export function indexedData(
  files: DataFiles,
  opened: () => Promise<OpenedIndex>,
  rebuilt: () => Promise<OpenedIndex>,
  source: string,
  metadata: GameMetadata,
  game: Game | null,
  warn: (line: string) => void,
): GameData {
  const left: string[] = [];
  const reading: Reading = {
    files,
    source,
    metadata,
    leave: (line) => {
      if (left.includes(line)) return;
      left.push(line);
      warn(line);
    },
  };
  const memo: Memo = { seen: null, laid: null, keyed: null };
  const unitsFor = async (query: string, faction: string | undefined, retry: boolean) =>
    unitsOf(reading, memo, await (retry ? rebuilt() : opened()), query, faction);
  return {
    source,
    metadata,
    game,
    unitsFor: async (query, faction) => {
      try {
        return await unitsFor(query, faction, false);
      } catch (e) {
        // A file changed within its stamp (the same size, the same time), or was moved
        // away with its folder: build again.
        if (!(e instanceof Changed || e instanceof SyntaxError || isAbsent(e))) throw e;
      }
      try {
        return await unitsFor(query, faction, true);
      } catch (e) {
        // Changed again while read (a `data fetch` replacing files), or gone: say so.
        if (e instanceof Changed || e instanceof SyntaxError)
          return err(
            inputError(
              `the unit files in "${source}" changed while they were read`,
              undefined,
              'try again once the files stop changing (a data fetch under way?)',
            ),
          );
        if (isAbsent(e))
          return err(
            inputError(
              `the unit files in "${source}" went away while they were read (${fileWords(e)})`,
              undefined,
              'was the data directory moved or removed? infcalc data list shows what is there',
            ),
          );
        throw e;
      }
    },
    leftOut: () => left,
  };
}
