/**
 * Replacing a file safely (docs/development.md "Layout"): the turn store, the data index,
 * `data fetch` and `--chart` files all write through `writeFileAtomic`.
 * - A temporary file beside the target, created exclusively (a name nobody else holds: a
 *   file infcalc did not create is never written over nor removed), written in full,
 *   fsynced, renamed over the target, then the folder fsynced so the rename survives a
 *   power cut. A reader sees the old file or the new one, never part of one.
 * - A rewrite keeps the mode (and, where allowed, the owner) of the file it replaces.
 * - A symbolic link is followed: the file it names is replaced and the link stays a link;
 *   the folder that file is in is the one checked and written to.
 * - A folder whose mode has no write bit is refused before anything is created, even for
 *   a user the system would let write there (root): it says it wants no new files.
 */
import {
  closeSync,
  fchmodSync,
  fchownSync,
  fsyncSync,
  lstatSync,
  openSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { errnoOf, fileRefusal } from './errors.js';

/** Links followed before giving up (as the kernel's own limit). */
const MAX_LINKS = 40;

/**
 * The file a path names, symbolic links followed by hand: a dangling link names the file
 * a write would create. ELOOP past the kernel's limit; any other error than "nothing
 * there" is thrown as it is.
 */
export function linkTarget(path: string): string {
  let real = path;
  for (let hops = 0; ; hops++) {
    let st: Stats;
    try {
      st = lstatSync(real);
    } catch (e) {
      if (errnoOf(e) === 'ENOENT') return real;
      throw e;
    }
    if (!st.isSymbolicLink()) return real;
    if (hops === MAX_LINKS) throw fileRefusal('ELOOP', `${path}: too many symbolic links`);
    real = resolve(dirname(real), readlinkSync(real));
  }
}

/**
 * Why nothing may be written in `dir`, as an error with a code (ENOENT, ENOTDIR,
 * READONLY_FOLDER), or null when it is a folder with a write bit.
 */
export function folderRefusal(dir: string): Error | null {
  let st: Stats;
  try {
    st = statSync(dir);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
  if (!st.isDirectory()) return fileRefusal('ENOTDIR', `${dir} is not a folder`, dir);
  // Mode bits, not only access(): root may write anywhere, but a folder made read-only
  // says it wants no new files.
  if ((st.mode & 0o222) === 0) return fileRefusal('READONLY_FOLDER', `${dir} is read-only`, dir);
  return null;
}

/** A name in `dir` for a temporary file of `target`: pid, time and a random part. */
export const tempName = (target: string): string =>
  join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`,
  );

/** Whether `name` (a file name, no folder) is a temporary file of writeFileAtomic for `base`. */
export function tempOf(base: string, name: string): { pid: number } | null {
  const prefix = `.${base}.`;
  if (!name.startsWith(prefix) || !name.endsWith('.tmp')) return null;
  const pid = Number(name.slice(prefix.length).split('.')[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid } : null;
}

export interface AtomicOptions {
  /** The mode of a new file (an existing one keeps its own); the umask's default if absent. */
  readonly newMode?: number;
  /** fsync the file and its folder (default true): off only for files that can be rebuilt. */
  readonly sync?: boolean;
}

/** Open a temporary file no one else holds (exclusive create; a name taken is skipped). */
function openTemp(target: string, mode: number): { fd: number; tmp: string } {
  for (let tries = 0; ; tries++) {
    const tmp = tempName(target);
    try {
      return { fd: openSync(tmp, 'wx', mode), tmp };
    } catch (e) {
      if (errnoOf(e) !== 'EEXIST' || tries === 9) throw e;
    }
  }
}

function existing(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return null;
    throw e;
  }
}

/**
 * Write `data` to `path` atomically (see above); returns the file written (links
 * followed). Throws the system's error (or a fileRefusal) unchanged: callers word it
 * with fileReason. On failure the target is as it was and only infcalc's own temporary
 * file is removed.
 */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  opts: AtomicOptions = {},
): string {
  const target = linkTarget(path);
  const dir = dirname(target);
  const refused = folderRefusal(dir);
  if (refused !== null) throw refused;
  const old = existing(target);
  if (old !== null && !old.isFile())
    throw fileRefusal(
      old.isDirectory() ? 'EISDIR' : 'NOT_REGULAR',
      `${path} is not a regular file`,
      path,
    );
  const mode = old !== null ? old.mode & 0o7777 : (opts.newMode ?? 0o666);
  const { fd, tmp } = openTemp(target, mode);
  let open = true;
  try {
    // The umask may have taken bits off: an existing file's mode (or the one asked) is kept.
    if (old !== null || opts.newMode !== undefined) fchmodSync(fd, mode);
    if (old !== null && (old.uid !== process.getuid?.() || old.gid !== process.getgid?.())) {
      try {
        fchownSync(fd, old.uid, old.gid);
      } catch {
        // Only root may give a file away: the rewrite is then its writer's.
      }
    }
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
    if (opts.sync !== false) fsyncSync(fd);
    closeSync(fd);
    open = false;
    renameSync(tmp, target);
  } catch (e) {
    if (open) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // Already renamed, or gone.
    }
    throw e;
  }
  if (opts.sync !== false) syncFolder(dir);
  return target;
}

/** fsync a folder, so that a rename in it survives a power cut. */
export function syncFolder(dir: string): void {
  try {
    const dfd = openSync(dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // Some file systems refuse to fsync a folder; the rename is done either way.
  }
}
