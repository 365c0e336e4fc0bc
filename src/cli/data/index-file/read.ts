/**
 * Reading what a look-up needs from the unit files: the files of its pool (the faction's,
 * or every one that can serve, the others named with why), files read whole, and the
 * slices of the units found, each checked to read back as its unit (a file changed within
 * its stamp throws `Changed`, and the look-up builds the index again).
 */
import { join } from 'node:path';
import {
  factionFileOf,
  factionIdOf,
  MAX_DATA_FILE_BYTES,
  tooLargeProblem,
} from '../../../core/data/files.js';
import type { GameMetadata } from '../../../core/data/metadata.js';
import { sliceHash, type Span } from '../../../core/data/slices.js';
import { unitFileProblem, type UnitSource } from '../../../core/data/units.js';
import { parseJson } from '../../../core/input.js';
import { err, inputError, ok, type Result } from '../../../core/result.js';
import type { DataFiles, FileStat } from '../files-access.js';
import { fileWords } from '../../fs/errors.js';
import {
  CHECKED,
  type IndexDoc,
  type IndexedFile,
  OWN_NAMES,
  type OpenedIndex,
  type WholeFile,
  fieldOf,
  flagged,
  span,
  text,
  vouches,
} from './format.js';
import { type Matched, type Occurrence, namesOf } from './match.js';

/** A slice read back that is not the one indexed: the file changed within its stamp. */
export class Changed extends Error {
  override name = 'Changed';
}

const LEFT_OUT_HINT = 'fetch it again: infcalc data fetch';

/** Why a unit file cannot serve, in one line naming it (it is read again to say so). */
export async function fileProblem(files: DataFiles, path: string): Promise<string> {
  let st: FileStat | null;
  try {
    st = await files.stat(path);
  } catch (e) {
    return `${path}: cannot be read (${describe(e)})`;
  }
  if (st === null) return `${path}: no longer there`;
  if (st.kind === 'directory') return `${path}: a directory, not a unit file`;
  if (st.kind !== 'file') return `${path}: not a regular file (a FIFO or a device?)`;
  if (st.size > MAX_DATA_FILE_BYTES) return tooLargeProblem(path, st.size);
  let body: string;
  try {
    body = text(await files.read(path));
  } catch (e) {
    return `${path}: cannot be read (${describe(e)})`;
  }
  const json = parseJson(body);
  if (!json.ok) return `${path}: ${json.error.message}`;
  const problem = unitFileProblem({ factionId: 0, source: path, json: json.value });
  if (problem === null) return `${path}: changed while it was read`;
  const at = problem.at?.kind === 'path' ? ` (at ${problem.at.path})` : '';
  return `${problem.message}${at}`;
}

/** A file system error in words (src/cli/fs/errors.ts). */
export const describe = fileWords;

/** The reading side of a look-up: the files, where they are, how left-out files are said. */
export interface Reading {
  readonly files: DataFiles;
  readonly source: string;
  readonly metadata: GameMetadata;
  readonly leave: (line: string) => void;
}

/** The files a look-up reads: the faction's, or every file that can serve (others said). */
export async function poolOf(
  r: Reading,
  index: OpenedIndex,
  faction: string | undefined,
): Promise<Result<number[]>> {
  const doc = index.doc;
  const all = doc.files.map((f) => f.name);
  if (all.length === 0)
    return err(
      inputError(
        `no unit files in "${r.source}"`,
        undefined,
        'run: infcalc data fetch (or place the files by hand: docs/game-data.md)',
      ),
    );
  if (faction !== undefined) {
    const name = factionFileOf(r.metadata.factions ?? [], all, faction);
    if (name === null)
      return err(
        inputError(
          `no unit file for faction "${faction}" in "${r.source}"`,
          undefined,
          'infcalc data list shows the factions at hand',
        ),
      );
    const at = all.indexOf(name);
    if (doc.files[at]?.problem === true)
      return err(
        inputError(
          await fileProblem(r.files, join(index.unitsDir, name)),
          undefined,
          LEFT_OUT_HINT,
        ),
      );
    return ok([at]);
  }
  const pool: number[] = [];
  for (let i = 0; i < doc.files.length; i++) {
    const f = doc.files[i];
    if (f === undefined) continue;
    if (f.problem) r.leave(await fileProblem(r.files, join(index.unitsDir, f.name)));
    else pool.push(i);
  }
  return ok(pool);
}

/** Whole-file entries (a scan not trusted) are read now: all their units are at hand. */
export async function wholeFiles(
  r: Reading,
  index: OpenedIndex,
  pool: readonly number[],
): Promise<Map<number, WholeFile>> {
  const whole = new Map<number, WholeFile>();
  for (const i of pool) {
    const f = index.doc.files[i];
    if (f?.units !== null) continue;
    whole.set(i, JSON.parse(text(await r.files.read(join(index.unitsDir, f.name)))) as WholeFile);
  }
  return whole;
}

/**
 * The slices of some units of one file (and its `filters` unless the index shares
 * them), each checked to read back as its unit: by unit position, and the filters.
 */
async function readSlices(
  r: Reading,
  doc: IndexDoc,
  f: IndexedFile,
  path: string,
  full: readonly Occurrence[],
): Promise<{ read: Map<number, unknown>; filters: unknown; shared: boolean }> {
  if (full.length === 0) return { read: new Map(), filters: undefined, shared: false };
  // Units whose own file's names the index shares are read without the file's filters.
  const shared = doc.shared !== null && full.every((o) => flagged(f.units, o.k, OWN_NAMES));
  const ownFilters = shared ? null : f.filters;
  const spans: Span[] = full.map((o) => span(f.units, o.k));
  if (ownFilters !== null) spans.push([ownFilters[0], ownFilters[1]]);
  // A span that is not a range of the file (a damaged index) is read as a change.
  const inFile = ([start, end]: Span) =>
    Number.isSafeInteger(start) && Number.isSafeInteger(end) && 0 <= start && start <= end;
  if (!spans.every((x) => inFile(x) && x[1] <= f.size)) throw new Changed(path);
  const bytes = await r.files.readSpans(path, spans);
  // A stamp with a change time of its own vouches for the bytes (`vouches`); else
  // each slice is checked against its hash. Either way a slice must read back as
  // its unit.
  if (!vouches(f)) {
    const hashes = [
      ...full.map((o) => fieldOf(f.units, o.k, 'hash')),
      ...(ownFilters === null ? [] : [ownFilters[2]]),
    ];
    bytes.forEach((b, j) => {
      if (sliceHash(b) !== hashes[j]) throw new Changed(path);
    });
  }
  const read = new Map(
    full.map((o, j) => {
      const unit = JSON.parse(text(bytes[j] ?? new Uint8Array())) as { id?: unknown };
      if (unit.id !== o.id) throw new Changed(path);
      return [o.k, unit] as const;
    }),
  );
  const filters: unknown =
    ownFilters !== null
      ? JSON.parse(text(bytes[full.length] ?? new Uint8Array()))
      : shared
        ? doc.shared
        : undefined;
  return { read, filters, shared };
}

/** One file's part of a look-up: the units the query can find, or every unit's names. */
export async function fileSource(
  r: Reading,
  index: OpenedIndex,
  i: number,
  whole: ReadonlyMap<number, WholeFile>,
  { wanted, byFile }: Matched,
): Promise<UnitSource | null> {
  const doc = index.doc;
  const f = doc.files[i];
  if (f === undefined) return null;
  const path = join(index.unitsDir, f.name);
  const factionId = factionIdOf(f.name) ?? 0;
  const w = whole.get(i);
  if (w !== undefined) return { factionId, source: path, json: w };
  const mine = byFile.get(i) ?? [];
  const full = mine.filter((o) => wanted.has(o.id));
  // A file without any unit the name can find adds nothing to the look-up's choice.
  if (wanted.size > 0 && full.length === 0) return null;
  const { read, filters, shared } = await readSlices(r, doc, f, path, full);
  if (wanted.size > 0) {
    // Only the units the name can find (the look-up matches them again, the same
    // way): the core does not walk every unit's names a second time.
    const units = full.map((o) => read.get(o.k));
    const json = filters === undefined ? { units } : { units, filters };
    // The slice's hash and length, and its file's filters': copies alike in all four
    // are read once (src/core/data/units.ts, `versionsOf`).
    const own = shared
      ? 'shared'
      : f.filters === null
        ? '-'
        : `${f.filters[2]}:${f.filters[1] - f.filters[0]}`;
    const digests = full.map((o) => {
      const [start, end] = span(f.units, o.k);
      return `${fieldOf(f.units, o.k, 'hash') ?? 0}:${end - start}/${own}`;
    });
    return {
      factionId,
      source: path,
      json,
      positions: full.map((o) => o.k),
      digests,
      checked: full.map((o) => flagged(f.units, o.k, CHECKED)),
      others: doc.others,
    };
  }
  // Nothing matches: every unit by its names, for the look-up's "did you mean".
  const { nameAt } = namesOf(doc);
  const units = mine.map(
    (o) =>
      read.get(o.k) ?? {
        id: o.id,
        name: nameAt(fieldOf(f.units, o.k, 'name')),
        isc: nameAt(fieldOf(f.units, o.k, 'isc')),
      },
  );
  return { factionId, source: path, json: filters === undefined ? { units } : { units, filters } };
}
