/**
 * A lock on a file (docs/development.md "Layout"): `FILE.lock`, created atomically with its
 * holder's pid, host and command. A second process waits briefly, then says who holds it.
 * A stale lock is judged by whether its holder is alive: the lock of a process that no
 * longer runs on this host is taken over (and the temporary files it left removed).
 */
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { folderRefusal, tempOf } from './atomic.js';
import { errnoOf, fileReason } from './errors.js';

/** The lock is held by a live process (`locked`), or cannot be made at all (`io`). */
export class LockError extends Error {
  override name = 'LockError';
  constructor(
    readonly problem: 'locked' | 'io',
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly command: string;
  readonly since: string;
  readonly token: string;
}

/** A name no other process uses: pid, time and a random part. */
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

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Whether a process runs with this pid on this machine (EPERM: it runs, as someone else). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errnoOf(e) === 'EPERM';
  }
}

/** A lock's text: a few hundred bytes of a regular file; anything else is no holder. */
function readSmall(path: string, max: number): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > max) return null;
    const buf = Buffer.alloc(max + 1);
    let used = 0;
    for (;;) {
      const n = readSync(fd, buf, used, buf.length - used, null);
      if (n === 0) break;
      used += n;
      if (used === buf.length) return null;
    }
    return buf.subarray(0, used).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function readHolder(lock: string): Holder | null {
  try {
    const text = readSmall(lock, 4096);
    if (text === null) return null;
    const h = JSON.parse(text) as Record<string, unknown> | null;
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
    throw new LockError('io', `cannot lock ${target}: ${fileReason(e)}`);
  }
  try {
    linkSync(tmp, target);
    return true;
  } catch (e) {
    if (errnoOf(e) === 'EEXIST') return false;
    throw new LockError('io', `cannot lock ${target}: ${fileReason(e)}`);
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
  /** What the holder is doing, for the message a second process prints. */
  readonly command?: string;
}

/** Default wait for a lock: long enough for another command to finish, short for a player. */
export const LOCK_WAIT_MS = 3000;

/** Run `f` holding the lock of `path` (`path.lock`); a LockError when it cannot be had. */
export function withLock<T>(path: string, f: () => T, opts: LockOptions = {}): T {
  const lock = `${path}.lock`;
  const token = unique();
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    command: opts.command ?? 'infcalc',
    since: new Date().toISOString(),
    token,
  };
  const text = JSON.stringify(me);
  // The rule of src/cli/fs/atomic.ts: a read-only folder gets no lock file either.
  const refused = folderRefusal(dirname(path));
  if (refused !== null) throw new LockError('io', `cannot lock ${path}: ${fileReason(refused)}`);
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
      throw new LockError(
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

/**
 * Temporary files of writeFileAtomic left by a process killed in the middle of a write:
 * only names of its own form, only of a process that no longer runs.
 */
function removeDeadTemps(path: string): void {
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const temp = tempOf(basename(path), name);
    if (temp !== null && temp.pid !== process.pid && !alive(temp.pid)) {
      try {
        unlinkSync(join(dirname(path), name));
      } catch {
        // Another process cleaned it first.
      }
    }
  }
}
