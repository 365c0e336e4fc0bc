/**
 * Where a turn is kept (docs/turn.md "The state file"): the player's game must survive a
 * crash, a full disk, Ctrl-C and two terminals at once.
 * - Writes are atomic: a temporary file in the same directory, written in full and fsynced,
 *   then renamed over the state (and the directory fsynced), so a reader only ever sees the
 *   old file or the new one.
 * - The log only grows: a write whose log does not extend the one read is a bug.
 * - A file that is not a turn state, or fails its check, is refused and left untouched.
 * - Changes hold a lock (`FILE.lock`, created atomically with its holder's pid, host and
 *   command): a second process waits briefly, then says who holds it. The lock of a process
 *   that no longer runs on this host is taken over.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gameText, MAX_FILE_BYTES, readGame } from '../../../core/turn/file.js';
import type { Game } from '../../../core/turn/game.js';

/** Why the state file cannot be used; each is one line for the error boundary. */
export type StoreProblem = 'not-a-state' | 'fails-check' | 'missing' | 'locked' | 'io';

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

/** The verified game in `path`; a StoreError when it is missing, not a state, or fails its check. */
export function loadGame(path: string): Game {
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES)
      throw new StoreError(
        'not-a-state',
        `${path} is not an infcalc turn state (${size} bytes, over ${MAX_FILE_BYTES}); the file is left as it is`,
      );
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof StoreError) throw e;
    if (errno(e) === 'ENOENT')
      throw new StoreError('missing', `no turn state at ${path}`, 'run: infcalc turn start LIST');
    throw new StoreError('io', `cannot read ${path}: ${errno(e) ?? String(e)}`);
  }
  const game = readGame(text, sha256);
  if (game.ok) return game.value;
  const what =
    game.error.kind === 'not-a-state'
      ? `${path} is not an infcalc turn state (${game.error.reason})`
      : `${path} fails its check: ${game.error.reason}`;
  throw new StoreError(game.error.kind, `${what}; the file is left as it is`);
}

/** Whether a file exists at `path` (a start must not overwrite a game by accident). */
export function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

const tempPrefix = (path: string): string => `.${basename(path)}.`;

/**
 * Write `text` to `path` atomically: a temporary file in the same directory (a rename is
 * atomic only within one file system), written in full, fsynced, renamed over `path`, then
 * the directory fsynced so the rename itself survives a power cut.
 */
export function writeAtomic(path: string, text: string): void {
  const dir = dirname(path);
  const tmp = join(dir, `${tempPrefix(path)}${unique()}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(tmp, 'wx', 0o644);
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
      `cannot save the turn state to ${path}: ${errno(e) ?? String(e)}; the previous state is kept`,
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
    const h = JSON.parse(readFileSync(lock, 'utf8')) as Record<string, unknown> | null;
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
    throw new StoreError('io', `cannot lock ${target}: ${errno(e) ?? String(e)}`);
  }
  try {
    linkSync(tmp, target);
    return true;
  } catch (e) {
    if (errno(e) === 'EEXIST') return false;
    throw new StoreError('io', `cannot lock ${target}: ${errno(e) ?? String(e)}`);
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
 */
export function updateGame<T>(
  path: string,
  change: (game: Game) => { game: Game | null; result: T },
  opts: LockOptions = {},
): T {
  return withLock(
    path,
    () => {
      const before = loadGame(path);
      const { game, result } = change(before);
      if (game !== null) saveGame(path, game, before);
      return result;
    },
    opts,
  );
}

/** Write a new game (turn start), under the lock. */
export function createGame(path: string, game: Game, opts: LockOptions = {}): void {
  withLock(
    path,
    () => {
      saveGame(path, game, null);
    },
    opts,
  );
}
