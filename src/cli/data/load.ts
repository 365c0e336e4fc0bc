/**
 * Game data read through the host (docs/game-data.md): the data directory (`--data DIR`,
 * INFCALC_DATA, the XDG cache), its metadata and unit files, and the warning when the
 * data's game is not the run's edition. A missing or unreadable directory is one line
 * saying how to get the files.
 */
import type { GameMetadata } from '../../core/data/metadata.js';
import { join } from 'node:path';
import { metadataGame } from '../../core/data/metadata.js';
import type { Game } from '../../core/army/schema.js';
import {
  findUnitIn,
  leftOutWarning,
  withFilesLeftOut,
  type GameData,
} from '../../app/game-data.js';
import {
  factionIdOf,
  MAX_DATA_FILE_BYTES,
  METADATA_FILE,
  pickUnitFile,
  UNITS_DIR,
} from '../../core/data/files.js';
import { parseGameMetadata } from '../../core/data/metadata.js';
import type { FoundUnit } from '../../core/data/units.js';
import { parseJson } from '../../core/input.js';
import { usage, UsageError } from '../errors.js';
import type { Host } from '../host.js';
import { readerFiles, type DataFiles, type FileStat } from './files-access.js';
import {
  cachedMetadata,
  describe,
  indexedData,
  openIndex,
  readIndexes,
  summarize,
  type IndexedMetadata,
  type IndexSummary,
  type OpenedIndex,
} from './index-file/index.js';
import { dataDir } from './store.js';
import { errnoOf as errno, fileReason } from '../fs/errors.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>;

export const FETCH_HINT = 'run: infcalc data fetch (or place the files by hand: docs/game-data.md)';

/** The data directory of this run. */
export function dataDirOf(host: Pick<Host, 'env'>, flag: string | undefined): string {
  return dataDir(flag, host.env, host.env.HOME ?? host.env.USERPROFILE ?? '').dir;
}

export async function readOrNull(host: Reader, path: string): Promise<string | null> {
  try {
    return await host.readFile(path);
  } catch (e) {
    if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') return null;
    throw usage(`cannot read "${path}": ${fileReason(e)}`);
  }
}

/** The unit files of the directory: in `units/`, or beside the metadata. */
export async function unitNames(
  host: Reader,
  dir: string,
): Promise<{ dir: string; names: readonly string[] }> {
  const list = async (d: string) =>
    ((await host.readDir?.(d)) ?? []).filter((n) => factionIdOf(n) !== null);
  const sub = join(dir, UNITS_DIR);
  const inSub = await list(sub);
  return inSub.length > 0 ? { dir: sub, names: inSub } : { dir, names: await list(dir) };
}

/** The path of a faction's unit file in the data directory, or null. */
export async function unitPath(
  host: Reader,
  dir: string,
  id: number,
  slug: string | null,
): Promise<string | null> {
  const files = await unitNames(host, dir);
  const name = pickUnitFile(files.names, id, slug);
  return name === null ? null : join(files.dir, name);
}

export interface LoadedMetadata {
  readonly dir: string;
  readonly metadata: GameMetadata;
  /** The game the metadata looks like (N5 for what the builder serves now). */
  readonly game: Game | null;
}

/** The data directory's metadata.json, checked; a usage error when it is missing. */
export async function loadMetadata(host: Reader, dir: string): Promise<LoadedMetadata> {
  const loaded = await metadataOf(filesOf(host), dir, []);
  return { dir, metadata: loaded.value, game: loaded.game };
}

/**
 * metadata.json, checked: from an index that holds it at the file's stamp (JSON.parse
 * alone), else read and checked in full. Usage errors say what is wrong and where.
 */
async function metadataOf(
  files: DataFiles,
  dir: string,
  found: Awaited<ReturnType<typeof readIndexes>>,
): Promise<IndexedMetadata> {
  const path = join(dir, METADATA_FILE);
  let st: FileStat | null;
  try {
    st = await files.stat(path);
  } catch (e) {
    throw usage(`cannot read "${path}": ${describe(e)}`, FETCH_HINT);
  }
  if (st === null) throw usage(`no game data in "${dir}": ${METADATA_FILE} is missing`, FETCH_HINT);
  if (st.kind !== 'file')
    throw usage(
      `"${path}" is not a file (${st.kind === 'directory' ? 'a directory' : 'a FIFO or a device?'})`,
      FETCH_HINT,
    );
  if (st.size > MAX_DATA_FILE_BYTES)
    throw usage(
      `"${path}" is larger than any army builder metadata`,
      'fetch it again: infcalc data fetch',
    );
  const cached = cachedMetadata(found, st);
  if (cached !== null) return cached;
  let text: string;
  try {
    text = new TextDecoder().decode(await files.read(path));
  } catch (e) {
    throw usage(`cannot read "${path}": ${describe(e)}`, FETCH_HINT);
  }
  const meta = parseGameMetadata(text);
  if (!meta.ok) {
    const at = meta.error.at?.kind === 'path' ? ` (at ${meta.error.at.path})` : '';
    throw usage(`${path}: ${meta.error.message}${at}`, 'fetch it again: infcalc data fetch');
  }
  const json = parseJson(text);
  return {
    size: st.size,
    mtimeMs: st.mtimeMs,
    ctimeMs: st.ctimeMs,
    value: meta.value,
    game: json.ok ? metadataGame(json.value) : null,
  };
}

/**
 * Build the index of a data directory now (`data index`, and `data fetch` after it wrote
 * the files): its metadata checked, every unit file read. Where it went and what it holds.
 */
export async function rebuildIndex(
  files: DataFiles,
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<IndexSummary> {
  const metadata = await metadataOf(files, dir, []);
  return summarize(await openIndex(files, dir, env, { metadata, rebuild: true }));
}

/** The file calls of this host: the real file system, or whole files adapted (tests). */
export const filesOf = (host: Reader): DataFiles => host.dataFiles ?? readerFiles(host);

const opened = new WeakMap<Reader, Map<string, Promise<GameData>>>();

/**
 * The game data of a data directory (src/app/game-data.ts): its metadata, and its unit
 * files through the index (src/cli/data/index-file/), opened once per run. A unit file
 * that cannot serve is left out with a warning (`dataWarnings`); with `--faction` it is
 * an error.
 */
export function openGameData(host: Reader, dir: string): Promise<GameData> {
  const mine = opened.get(host) ?? new Map<string, Promise<GameData>>();
  opened.set(host, mine);
  const hit = mine.get(dir);
  if (hit !== undefined) return hit;
  const open = (async () => {
    const files = filesOf(host);
    const found = await readIndexes(files, dir, host.env);
    const metadata = await metadataOf(files, dir, found);
    let index: Promise<OpenedIndex> | null = null;
    return indexedData(
      files,
      () => (index ??= openIndex(files, dir, host.env, { metadata, found })),
      () => (index = openIndex(files, dir, host.env, { metadata, rebuild: true })),
      dir,
      metadata.value,
      metadata.game,
      (line) => {
        warnOnce(host, line);
      },
    );
  })();
  mine.set(dir, open);
  return open;
}

/** A unit found in the data, or the look-up's error with the files left out said. */
export async function foundUnit(
  host: Reader,
  data: GameData,
  name: string,
  faction: string | undefined,
): Promise<FoundUnit> {
  const found = await findUnitIn(data, name, faction);
  if (!found.ok) throw withLeftOut(host, new UsageError(found.error));
  return found.value;
}

// A unit file that cannot serve is said once per run, however many look-ups skip it.
const warned = new WeakMap<Reader, string[]>();

function warnOnce(host: Reader, problem: string): void {
  const list = warned.get(host) ?? [];
  if (!list.includes(problem)) list.push(problem);
  warned.set(host, list);
}

/**
 * The unit files this run left out, one line each: "PATH: not valid JSON at line 205,
 * column 1: ...; left out (fetch it again: infcalc data fetch)".
 */
export function dataWarnings(host: Reader): string[] {
  return (warned.get(host) ?? []).map(leftOutWarning);
}

/**
 * A failed look-up with the unit files it left out said in its one line: the unit may be
 * in one of them ("no unit named ..." alone would mislead).
 */
export function withLeftOut(host: Reader, e: unknown): unknown {
  const left = warned.get(host) ?? [];
  if (!(e instanceof UsageError) || left.length === 0) return e;
  return new UsageError({ ...e.error, message: withFilesLeftOut(e.error.message, left) });
}

export { editionWarning } from '../../app/game-data.js';
