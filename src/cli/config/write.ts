/**
 * `config set|unset` write the settings file atomically: a temporary file in the same
 * folder, written in full and flushed, then renamed over the old one, so a reader sees
 * the old settings or the new ones. A rewrite keeps the file's mode; a new file is 0600
 * (it may hold an army code). A symbolic link is followed: its target is rewritten.
 */
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { OutputError, usage } from '../errors.js';

const errno = (e: unknown): string => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : String(e);
};

/** The file a write goes to (a link's target) and the mode to keep; null mode when new. */
function target(path: string): { real: string; mode: number | null } {
  try {
    const real = realpathSync(path);
    const st = statSync(real);
    if (!st.isFile())
      throw usage(`${path} is not a regular file`, 'remove it, or set XDG_CONFIG_HOME elsewhere');
    return { real, mode: st.mode & 0o7777 };
  } catch (e) {
    if (errno(e) === 'ENOENT') return { real: path, mode: null };
    throw e;
  }
}

export function writeConfig(path: string, settings: Readonly<Record<string, unknown>>): void {
  const { real, mode } = target(path);
  const dir = dirname(real);
  const tmp = join(dir, `.${basename(real)}.${process.pid}.${Date.now()}.tmp`);
  let fd: number | null = null;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    fd = openSync(tmp, 'wx', mode ?? 0o600);
    // The mode asked of open() is masked by the umask: the old file's is set exactly.
    if (mode !== null) fchmodSync(fd, mode);
    writeSync(fd, `${JSON.stringify(settings, null, 2)}\n`);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(tmp, real);
  } catch (e) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // Not made, or already renamed.
    }
    throw new OutputError(`the config file ${path}: ${errno(e)}`);
  }
}
