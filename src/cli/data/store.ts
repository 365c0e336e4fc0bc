/**
 * The data directory on disk (docs/game-data.md): where it is, what it holds, and writing
 * a file safely (a temporary file renamed over the old one, so an interrupted write never
 * leaves half a file). File system access goes through `DataFs` so tests can fake it.
 */
// A static import on purpose: the bundle run from the V8 code cache (bin/infcalc.js on
// Node 20) has no import() of its own, and this module is only loaded by the data commands.
// node:fs/promises is read on first use (`fs.` below is a property of node:fs): a look-up
// that only asks where the data is does not load it.
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { factionIdOf, METADATA_FILE, pickUnitFile, UNITS_DIR } from '../../core/data/files.js';
import { usage } from '../errors.js';
import { folderRefusal, tempName, writeFileAtomic } from '../fs/atomic.js';
import { errnoOf as errno, fileWords as describe } from '../fs/errors.js';

/** The file system calls the data commands make. */
export interface DataFs {
  readonly readFile: (path: string) => Promise<string>;
  /** Names in a directory; [] when it does not exist. */
  readonly readDir: (path: string) => Promise<readonly string[]>;
  /** Replace a file atomically (src/cli/fs/atomic.ts); throws the system's error. */
  readonly writeAtomic: (path: string, text: string) => Promise<void>;
  /** Throws when no file can be made in `dir` (created exclusively, then removed). */
  readonly probeWrite: (dir: string) => Promise<void>;
  readonly mkdir: (path: string) => Promise<void>;
  /** Last modification time, or null when the file does not exist. */
  readonly modified: (path: string) => Promise<Date | null>;
  /** What is at a path: null when nothing is. */
  readonly kind: (path: string) => Promise<'file' | 'directory' | 'other' | null>;
}

/** The real file system (loaded only by the data commands). */
export function nodeFs(): Promise<DataFs> {
  return Promise.resolve({
    readFile: (p) => fs.readFile(p, 'utf8'),
    readDir: async (p) => {
      try {
        return await fs.readdir(p);
      } catch (e) {
        if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') return [];
        throw e;
      }
    },
    writeAtomic: async (p, t) => {
      await Promise.resolve();
      writeFileAtomic(p, t);
    },
    probeWrite: async (dir) => {
      await Promise.resolve();
      const refused = folderRefusal(dir);
      if (refused !== null) throw refused;
      // A name of its own, created exclusively: nobody's file is written over or removed.
      const probe = tempName(join(dir, '.infcalc-write-check'));
      await fs.writeFile(probe, '', { flag: 'wx' });
      await fs.rm(probe, { force: true });
    },
    mkdir: async (p) => {
      await fs.mkdir(p, { recursive: true });
    },
    kind: async (p) => {
      try {
        const st = await fs.stat(p);
        return st.isFile() ? 'file' : st.isDirectory() ? 'directory' : 'other';
      } catch (e) {
        if (errno(e) === 'ENOENT') return null;
        throw e;
      }
    },
    modified: async (p) => {
      try {
        return (await fs.stat(p)).mtime;
      } catch (e) {
        if (errno(e) === 'ENOENT') return null;
        throw e;
      }
    },
  });
}

export { dataDir } from './dir.js';

/** Where the unit files are: `DIR/units/`, or beside the metadata when there is none. */
export async function unitFiles(
  fs: DataFs,
  dir: string,
): Promise<{ readonly dir: string; readonly names: readonly string[] }> {
  const sub = join(dir, UNITS_DIR);
  const inSub = (await fs.readDir(sub)).filter((n) => factionIdOf(n) !== null);
  if (inSub.length > 0) return { dir: sub, names: inSub.sort() };
  const beside = (await fs.readDir(dir)).filter((n) => factionIdOf(n) !== null);
  return { dir, names: beside.sort() };
}

/** The path of a faction's unit file in the data directory, or null. */
export async function unitFilePath(
  fs: DataFs,
  dir: string,
  id: number,
  slug: string | null,
): Promise<string | null> {
  const files = await unitFiles(fs, dir);
  const name = pickUnitFile(files.names, id, slug);
  return name === null ? null : join(files.dir, name);
}

export const metadataPath = (dir: string): string => join(dir, METADATA_FILE);

/**
 * The data directory cannot be used for a reason of the system's (permissions, a
 * read-only file system, a full disk): exit 74, as an output that cannot be written.
 */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

const kindWords = { file: 'a file', other: 'a FIFO, a socket or a device' } as const;

/**
 * The data directory, checked before anything is read or downloaded: a directory, or
 * (`write`, for `data fetch`) nothing yet, made now; and, to write, one where a file can
 * be written. Anything else is one line: a usage error (exit 2) for a path that is not a
 * directory, a DataDirError (exit 74) for one the system refuses.
 */
export async function checkDataDir(
  fs: DataFs,
  dir: string,
  write: boolean,
  flag = '--dir',
): Promise<void> {
  const refuse = (what: string) =>
    usage(
      `${flag} "${dir}" is ${what}, not a directory`,
      write ? 'give a data directory (made when missing)' : 'give the data directory',
    );
  let kind: 'file' | 'directory' | 'other' | null;
  try {
    kind = await fs.kind(dir);
  } catch (e) {
    if (errno(e) === 'ENOTDIR')
      throw usage(`${flag} "${dir}": a part of the path is a file, not a directory`);
    throw new DataDirError(`cannot reach the data directory "${dir}": ${describe(e)}`);
  }
  if (kind === 'file' || kind === 'other') throw refuse(kindWords[kind]);
  if (!write) return;
  try {
    await fs.mkdir(join(dir, UNITS_DIR));
  } catch (e) {
    if (errno(e) === 'ENOTDIR' || errno(e) === 'EEXIST')
      throw usage(`${flag} "${dir}": a part of the path is a file, not a directory`);
    throw new DataDirError(`cannot make the data directory "${dir}": ${describe(e)}`);
  }
  if ((await fs.kind(join(dir, UNITS_DIR))) !== 'directory')
    throw usage(`"${join(dir, UNITS_DIR)}" is not a directory: the unit files go there`);
  // Known before the first download: a folder where nothing can be written.
  try {
    await fs.probeWrite(dir);
  } catch (e) {
    throw new DataDirError(`cannot write in the data directory "${dir}": ${describe(e)}`);
  }
}

/**
 * Write `text` to `path` atomically (src/cli/fs/atomic.ts): readers see the old file or
 * the new one, never part of one.
 */
export const replaceFile = (fs: DataFs, path: string, text: string): Promise<void> =>
  fs.writeAtomic(path, text);
