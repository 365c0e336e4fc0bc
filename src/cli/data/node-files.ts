/**
 * Game data's file calls on the real file system (src/cli/data/files-access.ts): byte
 * ranges read from one opening of a file, writes through a temporary file renamed over
 * the old one. Loaded with start-up (node:fs is already there), used by data commands.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { writeFileAtomic } from '../fs/atomic.js';
import { isAbsent as absent } from '../fs/errors.js';
import type { DataFiles, FileStat } from './files-access.js';

/**
 * Listing, stamps, slices and whole files are read synchronously: a look-up makes about 60
 * such calls, each far shorter than a trip through libuv's thread pool and back to the
 * event loop (and one file at a time is all a look-up or an index build reads).
 */
function now<T>(f: () => T): Promise<T> {
  try {
    return Promise.resolve(f());
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (e) {
    if (absent(e)) return [];
    throw e;
  }
}

function stat(path: string): FileStat | null {
  try {
    const st = statSync(path);
    const kind = st.isFile() ? 'file' : st.isDirectory() ? 'directory' : 'other';
    return { size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, kind };
  } catch (e) {
    if (absent(e)) return null;
    throw e;
  }
}

function readSpans(path: string, spans: readonly (readonly [number, number])[]): Uint8Array[] {
  const fd = openSync(path, 'r');
  try {
    return spans.map(([start, end]) => {
      const buf = Buffer.alloc(Math.max(0, end - start));
      let got = 0;
      while (got < buf.length) {
        const n = readSync(fd, buf, got, buf.length - got, start + got);
        if (n === 0) break;
        got += n;
      }
      return buf.subarray(0, got);
    });
  } finally {
    closeSync(fd);
  }
}

export const nodeDataFiles: DataFiles = {
  list: (dir) => now(() => list(dir)),
  stat: (path) => now(() => stat(path)),
  read: (path) => now(() => readFileSync(path)),
  readSpans: (path, spans) => now(() => readSpans(path, spans)),
  // src/cli/fs/atomic.ts: an exclusive temporary file per write (two runs building the
  // same index never write one file), fsynced, renamed over the index.
  writeAtomic: (path, text) => now(() => void writeFileAtomic(path, text, { newMode: 0o644 })),
  mkdir: (path) => now(() => void mkdirSync(path, { recursive: true })),
};
