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
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  type Stats,
} from 'node:fs';
import { errnoOf as errno, fileReason as why } from '../../fs/errors.js';
import { linkTarget, writeFileAtomic } from '../../fs/atomic.js';
import { LockError, withLock as lockFile, type LockOptions } from '../../fs/lock.js';
import {
  gameText,
  isStateText,
  MAX_FILE_BYTES,
  notAState,
  readGame,
} from '../../../core/turn/file.js';
import type { Game } from '../../../core/turn/game.js';
import { sha256 } from './sha256.js';

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

/**
 * The file a state path names, symbolic links followed (a dangling one names the file a
 * start creates). Refused (exit 2) when it exists and is not a regular file: nothing has
 * been opened, written or locked yet.
 */
export function stateFile(path: string): StateFile {
  let real: string;
  let st: Stats;
  try {
    real = linkTarget(path);
    st = lstatSync(real);
  } catch (e) {
    if (errno(e) === 'ENOENT') return { path, real: linkTarget(path) };
    throw new StoreError('io', `cannot use ${path} as the turn state: ${why(e)}`);
  }
  const kind = notRegular(st);
  if (kind === null) return { path, real };
  throw new StoreError(
    'not-a-file',
    `${path}${real === path ? '' : ` (a link to ${real})`} is ${kind}, not a turn state file; nothing was read or written`,
    'give --state (or INFCALC_STATE) a regular file',
  );
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

/** The mode of a new state file: only its owner reads it (it holds private information). */
export const NEW_STATE_MODE = 0o600;

/**
 * Write `text` to `path` (a file, not a link: see stateFile) atomically, fsynced, keeping
 * the mode and owner of the file it replaces; a new state file is 0600 from its creation:
 * the game is never readable by more people (src/cli/fs/atomic.ts).
 */
export function writeAtomic(path: string, text: string): void {
  try {
    writeFileAtomic(path, text, { newMode: NEW_STATE_MODE });
  } catch (e) {
    throw new StoreError(
      'io',
      `cannot save the turn state to ${path}: ${why(e)}; the previous state is kept`,
    );
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
// The lock (src/cli/fs/lock.ts)

export { LOCK_WAIT_MS, type LockOptions } from '../../fs/lock.js';

/** Run `f` holding the lock of `path`; who holds it otherwise is a StoreError. */
export function withLock<T>(path: string, f: () => T, opts: LockOptions = {}): T {
  try {
    return lockFile(path, f, { ...opts, command: opts.command ?? 'infcalc turn' });
  } catch (e) {
    if (e instanceof LockError) throw new StoreError(e.problem, e.message, e.hint);
    throw e;
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
