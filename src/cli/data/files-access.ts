/**
 * The file calls game data makes (docs/game-data.md): listing a directory, a file's size
 * and date, a whole file or some byte ranges of it, and an atomic write. The real process
 * serves them from node:fs (`nodeDataFiles`); a host that only reads whole files (the
 * tests' fake one) is adapted by `readerFiles`, with nothing written.
 */
import type { Span } from '../../core/data/slices.js';
import { errnoOf as errno } from '../fs/errors.js';

export interface FileStat {
  readonly size: number;
  /** Last modification, in ms (fractions kept): with the size and `ctimeMs`, the file's stamp. */
  readonly mtimeMs: number;
  /**
   * Last change of the file or of its attributes, in ms: set by the system on every
   * write, never set back by a program (a copy that keeps the modification time still
   * changes it), so a stamp that holds means the same bytes.
   */
  readonly ctimeMs: number;
  readonly kind: 'file' | 'directory' | 'other';
}

/** A file system error in words: what went wrong, not a bare errno. */
export class FileError extends Error {
  override name = 'FileError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface DataFiles {
  /** The names in a directory; [] when there is none. */
  readonly list: (dir: string) => Promise<readonly string[]>;
  /** null when nothing is there. */
  readonly stat: (path: string) => Promise<FileStat | null>;
  readonly read: (path: string) => Promise<Uint8Array>;
  /** The bytes of each span, from one opening of the file. */
  readonly readSpans: (path: string, spans: readonly Span[]) => Promise<Uint8Array[]>;
  /** Through a temporary file and a rename (readers see the old or the new); throws when it cannot. */
  readonly writeAtomic: (path: string, text: string) => Promise<void>;
  readonly mkdir: (path: string) => Promise<void>;
}

/** A host that reads whole files only: stamps from the text (size, times 0), no writes. */
export function readerFiles(host: {
  readonly readFile: (path: string) => Promise<string>;
  readonly readDir?: (path: string) => Promise<readonly string[]>;
}): DataFiles {
  const bytes = async (path: string) => new TextEncoder().encode(await host.readFile(path));
  return {
    list: async (dir) => (await host.readDir?.(dir)) ?? [],
    stat: async (path) => {
      try {
        return { size: (await bytes(path)).length, mtimeMs: 0, ctimeMs: 0, kind: 'file' };
      } catch (e) {
        if (errno(e) === 'EISDIR') return { size: 0, mtimeMs: 0, ctimeMs: 0, kind: 'directory' };
        if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') return null;
        // A refusal of the host (a FIFO, a device): a file that is not a regular one.
        return { size: 0, mtimeMs: 0, ctimeMs: 0, kind: 'other' };
      }
    },
    read: bytes,
    readSpans: async (path, spans) => {
      const all = await bytes(path);
      return spans.map(([s, e]) => all.subarray(s, e));
    },
    writeAtomic: () => Promise.reject(new FileError('this host writes no files', 'EROFS')),
    mkdir: () => Promise.resolve(),
  };
}
