/**
 * Where a turn is kept (docs/turn.md "The state file"): the player's game must survive a
 * crash, a full disk, Ctrl-C and two terminals at once.
 * - Writes are atomic: a temporary file in the same directory, written in full and fsynced,
 *   then renamed over the state (and the directory fsynced), so a reader only ever sees the
 *   old file or the new one.
 * - The log only grows: a write whose log does not extend the one read is a bug.
 * - A file that is not a turn state, or fails its check, is refused and left untouched; a
 *   path that is not a regular file (a directory, a FIFO, a device, a socket) is refused
 *   before anything is opened, written or locked.
 * - A symbolic link is followed: the game, its lock and its temporary files are at its
 *   target, so the link stays a link and two links to one game share it.
 * - A rewrite keeps the file's mode (and owner, where allowed); a new state file is created
 *   0600: it holds private information (hidden troopers, the Lieutenant).
 * - Changes hold a lock (`FILE.lock`, created atomically with its holder's pid, host and
 *   command): a second process waits briefly, then says who holds it. The lock of a process
 *   that no longer runs on this host is taken over.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  gameText,
  isStateText,
  MAX_FILE_BYTES,
  notAState,
  readGame,
} from '../../../core/turn/file.js';
import type { Game } from '../../../core/turn/game.js';

/** Why the state file cannot be used; each is one line for the error boundary. */
export type StoreProblem =
  'not-a-state' | 'not-a-file' | 'exists' | 'fails-check' | 'missing' | 'locked' | 'io';

export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly problem: StoreProblem,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A name no other write uses: pid, time and a random part. */
const unique = (): string =>
  `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

let host: string | undefined;
/** This machine's name: from /proc on Linux, else node:os (which costs a load). */
function hostname(): string {
  if (host !== undefined) return host;
  try {
    host = readFileSync('/proc/sys/kernel/hostname', 'utf8').trim();
  } catch {
    host = '';
  }
  if (host === '') host = process.getBuiltinModule('node:os').hostname();
  return host;
}

const errno = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EIO: 'input/output error',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/** Why a file operation failed, in words (the errno code after them). */
const why = (e: unknown): string => {
  const code = errno(e);
  if (code === undefined) return e instanceof Error ? e.message : String(e);
  const words = REASONS[code];
  return words === undefined ? code : `${words} (${code})`;
};

/** How a path that is not a regular file is named; null for a regular file. */
function notRegular(st: Stats): string | null {
  if (st.isFile()) return null;
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** A state path as infcalc uses it: the path given, and the file it names, links followed. */
export interface StateFile {
  /** As given: what messages name. */
  readonly path: string;
  /** The file itself: where the game, its lock and its temporary files are. */
  readonly real: string;
}

/** Links followed before giving up (as the kernel's own limit). */
const MAX_LINKS = 40;

/**
 * The file a state path names, following symbolic links by hand so that a dangling one
 * names the file a start creates. Refused (exit 2) when it exists and is not a regular
 * file: nothing has been opened, written or locked yet.
 */
export function stateFile(path: string): StateFile {
  let real = path;
  for (let hops = 0; ; hops++) {
    let st: Stats;
    try {
      st = lstatSync(real);
    } catch (e) {
      if (errno(e) === 'ENOENT') return { path, real };
      throw new StoreError('io', `cannot use ${path} as the turn state: ${why(e)}`);
    }
    if (!st.isSymbolicLink()) {
      const kind = notRegular(st);
      if (kind === null) return { path, real };
      throw new StoreError(
        'not-a-file',
        `${path}${real === path ? '' : ` (a link to ${real})`} is ${kind}, not a turn state file; nothing was read or written`,
        'give --state (or INFCALC_STATE) a regular file',
      );
    }
    if (hops === MAX_LINKS)
      throw new StoreError('io', `cannot use ${path} as the turn state: ${why({ code: 'ELOOP' })}`);
    real = resolve(dirname(real), readlinkSync(real));
  }
}

/**
 * The text of a regular file, at most `max` bytes, or null when there is none. Opened
 * without blocking and checked on the open file, so a FIFO or device put in its place
 * meanwhile is refused, not read until killed.
 */
function readRegular(f: StateFile, max: number): { text: string; size: number } | null {
  let fd: number;
  try {
    fd = openSync(f.real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    if (errno(e) === 'ENOENT') return null;
    throw new StoreError('io', `cannot read ${f.path}: ${why(e)}`);
  }
  try {
    const st = fstatSync(fd);
    const kind = notRegular(st);
    if (kind !== null)
      throw new StoreError(
        'not-a-file',
        `${f.path} is ${kind}, not a turn state file; nothing was read or written`,
        'give --state (or INFCALC_STATE) a regular file',
      );
    if (st.size > max) return { text: '', size: st.size };
    const buf = Buffer.alloc(st.size + 1);
    let used = 0;
    for (;;) {
      const n = readSync(fd, buf, used, buf.length - used, null);
      if (n === 0) break;
      used += n;
      // The file grew while it was read: report the size reached, over the limit.
      if (used === buf.length) return { text: '', size: max + 1 };
    }
    return { text: buf.subarray(0, used).toString('utf8'), size: used };
  } catch (e) {
    if (e instanceof StoreError) throw e;
    throw new StoreError('io', `cannot read ${f.path}: ${why(e)}`);
  } finally {
    closeSync(fd);
  }
}

const tooBig = (f: StateFile, size: number): StoreError =>
  new StoreError(
    'not-a-state',
    `${f.path} is not an infcalc turn state (${size} bytes, over ${MAX_FILE_BYTES}); the file is left as it is`,
  );

function loadFile(f: StateFile): Game {
  const read = readRegular(f, MAX_FILE_BYTES);
  if (read === null)
    throw new StoreError('missing', `no turn state at ${f.path}`, 'run: infcalc turn start LIST');
  if (read.size > MAX_FILE_BYTES) throw tooBig(f, read.size);
  const game = readGame(read.text, sha256);
  if (game.ok) return game.value;
  const what =
    game.error.kind === 'not-a-state'
      ? `${f.path} is not an infcalc turn state (${game.error.reason})`
      : `${f.path} fails its check: ${game.error.reason}`;
  throw new StoreError(game.error.kind, `${what}; the file is left as it is`);
}

/** The verified game in `path`; a StoreError when it is missing, not a state, or fails its check. */
export const loadGame = (path: string): Game => loadFile(stateFile(path));

const tempPrefix = (path: string): string => `.${basename(path)}.`;

/** The mode of a new state file: only its owner reads it (it holds private information). */
export const NEW_STATE_MODE = 0o600;

/**
 * Write `text` to `path` (a file, not a link: see stateFile) atomically: a temporary file
 * in the same directory (a rename is atomic only within one file system), written in full,
 * fsynced, renamed over `path`, then the directory fsynced so the rename itself survives a
 * power cut. The temporary file has the mode (and, where allowed, the owner) of the file
 * it replaces, or 0600, from its creation: the game is never readable by more people.
 */
export function writeAtomic(path: string, text: string): void {
  const dir = dirname(path);
  const tmp = join(dir, `${tempPrefix(path)}${unique()}.tmp`);
  let fd: number | null = null;
  try {
    let old: Stats | null = null;
    try {
      old = statSync(path);
    } catch (e) {
      if (errno(e) !== 'ENOENT') throw e;
    }
    const mode = old === null ? NEW_STATE_MODE : old.mode & 0o7777;
    fd = openSync(tmp, 'wx', mode);
    // The umask may have taken bits off: the mode is set as it was.
    fchmodSync(fd, mode);
    if (old !== null && (old.uid !== process.getuid?.() || old.gid !== process.getgid?.())) {
      try {
        fchownSync(fd, old.uid, old.gid);
      } catch {
        // Only root may give a file away: the rewrite is then its writer's.
      }
    }
    const bytes = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // Not written at all, or already renamed.
    }
    throw new StoreError(
      'io',
      `cannot save the turn state to ${path}: ${why(e)}; the previous state is kept`,
    );
  }
  try {
    const dfd = openSync(dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // Some file systems refuse to fsync a directory; the rename is done either way.
  }
}

/** Save a game, checking that its log extends the one it was read with. */
export function saveGame(path: string, game: Game, before: Game | null): void {
  if (before !== null) {
    const same = before.log.every((a, i) => JSON.stringify(a) === JSON.stringify(game.log[i]));
    if (!same || game.log.length < before.log.length)
      throw new Error('a turn state write would rewrite its log');
  }
  writeAtomic(path, gameText(game, sha256));
}

// ---------------------------------------------------------------------------------------
// The lock

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly command: string;
  readonly since: string;
  readonly token: string;
}

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Whether a process runs with this pid on this machine (EPERM: it runs, as someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errno(e) === 'EPERM';
  }
}

function readHolder(lock: string): Holder | null {
  try {
    // A lock is a few hundred bytes; anything else in its place (a FIFO, a big file) is no holder.
    const read = readRegular({ path: lock, real: lock }, 4096);
    if (read === null || read.size > 4096) return null;
    const h = JSON.parse(read.text) as Record<string, unknown> | null;
    const str = (v: unknown): string => (typeof v === 'string' ? v : '');
    return h !== null && typeof h.pid === 'number' && typeof h.host === 'string'
      ? {
          pid: h.pid,
          host: h.host,
          command: str(h.command),
          since: str(h.since),
          token: str(h.token),
        }
      : null;
  } catch {
    return null;
  }
}

/** A holder that no longer runs: on this host, its pid is gone. */
const stale = (h: Holder): boolean => h.host === hostname() && !alive(h.pid);

/** Create `target` with `content`, atomically and only if it does not exist (a hard link). */
function createWith(target: string, content: string): boolean {
  const tmp = `${target}.${unique()}`;
  // No fsync: a lock does not outlive a crash of its machine (its holder is gone with it).
  try {
    writeFileSync(tmp, content, { flag: 'wx' });
  } catch (e) {
    throw new StoreError('io', `cannot lock ${target}: ${why(e)}`);
  }
  try {
    linkSync(tmp, target);
    return true;
  } catch (e) {
    if (errno(e) === 'EEXIST') return false;
    throw new StoreError('io', `cannot lock ${target}: ${why(e)}`);
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Take over a stale lock. A second lock (`.takeover`) makes sure two processes that both
 * found the holder dead do not each remove the lock the other has just taken.
 */
function takeOver(lock: string, dead: Holder, me: string): void {
  const guard = `${lock}.takeover`;
  if (!createWith(guard, me)) {
    const g = readHolder(guard);
    if (g !== null && stale(g)) unlinkSync(guard);
    return;
  }
  try {
    const now = readHolder(lock);
    if (now !== null && now.token === dead.token) unlinkSync(lock);
  } finally {
    unlinkSync(guard);
  }
}

export interface LockOptions {
  /** How long to wait for another process before giving up (ms). */
  readonly waitMs?: number;
  readonly command?: string;
}

/** Default wait for a lock: long enough for another command to finish, short for a player. */
export const LOCK_WAIT_MS = 3000;

/** Run `f` holding the lock of `path`. */
export function withLock<T>(path: string, f: () => T, opts: LockOptions = {}): T {
  const lock = `${path}.lock`;
  const token = unique();
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    command: opts.command ?? 'infcalc turn',
    since: new Date().toISOString(),
    token,
  };
  const text = JSON.stringify(me);
  const deadline = Date.now() + (opts.waitMs ?? LOCK_WAIT_MS);
  let tookOver = false;
  for (;;) {
    if (createWith(lock, text)) break;
    const holder = readHolder(lock);
    if (holder !== null && stale(holder)) {
      takeOver(lock, holder, text);
      tookOver = true;
      continue;
    }
    if (Date.now() >= deadline) {
      const who =
        holder === null
          ? 'another process'
          : `${holder.command} (pid ${holder.pid}${holder.host === me.host ? '' : ` on ${holder.host}`}, since ${holder.since})`;
      throw new StoreError(
        'locked',
        `${path} is in use by ${who}`,
        `try again when it is done, or remove ${lock} if that process is gone`,
      );
    }
    sleep(25);
  }
  try {
    // Only a writer killed while holding the lock leaves a temporary file behind.
    if (tookOver) removeDeadTemps(path);
    return f();
  } finally {
    const now = readHolder(lock);
    if (now?.token === token) unlinkSync(lock);
  }
}

/** Temporary files left by a process killed in the middle of a write. */
function removeDeadTemps(path: string): void {
  const prefix = tempPrefix(path);
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      try {
        unlinkSync(join(dirname(path), name));
      } catch {
        // Another process cleaned it first.
      }
    }
  }
}

/**
 * Read, change and save a game under its lock: the change sees the file as it is now, and
 * nothing else writes between the read and the write. `change` returns null to save nothing.
 * A path that is not a regular file is refused before the lock is taken.
 */
export function updateGame<T>(
  path: string,
  change: (game: Game) => { game: Game | null; result: T },
  opts: LockOptions = {},
): T {
  const f = stateFile(path);
  return withLock(
    f.real,
    () => {
      const before = loadFile(f);
      const { game, result } = change(before);
      if (game !== null) saveGame(f.real, game, before);
      return result;
    },
    opts,
  );
}

export interface CreateOptions extends LockOptions {
  /** Replace the game the file holds (never a file that is not a turn state). */
  readonly force?: boolean;
}

/**
 * Write a new game (turn start), under the lock. An empty file or none is written; a turn
 * state only with `force`; anything else is someone's file, refused and left as it is.
 */
export function createGame(path: string, game: Game, opts: CreateOptions = {}): void {
  const f = stateFile(path);
  withLock(
    f.real,
    () => {
      const read = readRegular(f, MAX_FILE_BYTES);
      if (read !== null && read.size > MAX_FILE_BYTES) throw tooBig(f, read.size);
      if (read !== null && read.text !== '') {
        if (!isStateText(read.text))
          throw new StoreError(
            'not-a-state',
            `${path} is not an infcalc turn state (${notAState(read.text)}); the file is left as it is`,
            'give --state a new file name',
          );
        if (opts.force !== true)
          throw new StoreError(
            'exists',
            `${path} already holds a game`,
            'give --force to replace it, or --state FILE for another',
          );
      }
      saveGame(f.real, game, null);
    },
    opts,
  );
}
