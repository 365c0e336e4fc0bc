/**
 * The data directory on disk (docs/game-data.md): where it is, what it holds, and writing
 * a file safely (a temporary file renamed over the old one, so an interrupted write never
 * leaves half a file). File system access goes through `DataFs` so tests can fake it.
 */
// A static import on purpose: the bundle run from the V8 code cache (bin/infcalc.js on
// Node 20) has no import() of its own, and this module is only loaded by the data commands.
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { factionIdOf, METADATA_FILE, pickUnitFile, UNITS_DIR } from '../../core/data/files.js';

/** The file system calls the data commands make. */
export interface DataFs {
  readonly readFile: (path: string) => Promise<string>;
  /** Names in a directory; [] when it does not exist. */
  readonly readDir: (path: string) => Promise<readonly string[]>;
  readonly writeFile: (path: string, text: string) => Promise<void>;
  readonly rename: (from: string, to: string) => Promise<void>;
  readonly remove: (path: string) => Promise<void>;
  readonly mkdir: (path: string) => Promise<void>;
  /** Last modification time, or null when the file does not exist. */
  readonly modified: (path: string) => Promise<Date | null>;
}

const errno = (e: unknown): unknown => (e as { code?: unknown }).code;

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
    writeFile: (p, t) => fs.writeFile(p, t, 'utf8'),
    rename: (a, b) => fs.rename(a, b),
    remove: async (p) => {
      await fs.rm(p, { force: true });
    },
    mkdir: async (p) => {
      await fs.mkdir(p, { recursive: true });
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

/**
 * The data directory: `--data DIR`, else INFCALC_DATA, else $XDG_CACHE_HOME/infcalc,
 * else ~/.cache/infcalc.
 */
export function dataDir(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  home: string,
): { dir: string; from: '--data' | 'INFCALC_DATA' | 'XDG_CACHE_HOME' | 'home' } {
  if (flag !== undefined && flag !== '') return { dir: flag, from: '--data' };
  const own = env.INFCALC_DATA;
  if (own !== undefined && own !== '') return { dir: own, from: 'INFCALC_DATA' };
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && xdg !== '') return { dir: join(xdg, 'infcalc'), from: 'XDG_CACHE_HOME' };
  return { dir: join(home, '.cache', 'infcalc'), from: 'home' };
}

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
 * Write `text` to `path` through a temporary file in the same directory and a rename:
 * readers see the old file or the new one, never part of one.
 */
export async function replaceFile(fs: DataFs, path: string, text: string): Promise<void> {
  const tmp = `${path}.partial`;
  try {
    await fs.writeFile(tmp, text);
    await fs.rename(tmp, path);
  } catch (e) {
    await fs.remove(tmp).catch(() => undefined);
    throw e;
  }
}
