/**
 * File system errors in words (docs/development.md "Layout"): the one table every command
 * that touches a file uses, so a refusal reads the same whoever met it.
 */

/** The errno code of a Node file system error (`ENOENT`…), or undefined for anything else. */
export function errnoOf(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Nothing there: the file, or a folder on its path, does not exist. */
export const isAbsent = (e: unknown): boolean => {
  const code = errnoOf(e);
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Codes infcalc sets itself (a refusal before the system is asked) and the system's own. */
const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is too large',
  EIO: 'input/output error',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  EBUSY: 'the file is busy',
  EXDEV: 'not on the same file system',
  EEXIST: 'the file already exists',
  // infcalc's own refusals (never the system's: no E prefix clash with errno names).
  READONLY_FOLDER: 'the folder is read-only',
  NOT_REGULAR: 'not a regular file (a FIFO, a device or a socket)',
};

/** Why a file operation failed, in words: "permission denied (EACCES)". */
export function fileReason(e: unknown): string {
  const code = errnoOf(e);
  if (code === undefined) return e instanceof Error ? e.message : String(e);
  const words = REASONS[code];
  if (words === undefined) return code;
  return code.startsWith('E') ? `${words} (${code})` : words;
}

/** The words alone, no code: for messages that already say enough ("cannot be read (…)"). */
export function fileWords(e: unknown): string {
  const code = errnoOf(e);
  if (code === undefined) return e instanceof Error ? e.message : String(e);
  return REASONS[code] ?? `error ${code}`;
}

/**
 * An error of infcalc's own that reads like the system's (`code` picks its words, and a
 * `syscall` marks it as a file error for the handlers that tell those from bugs).
 */
export const fileRefusal = (code: string, message: string, path?: string): Error =>
  Object.assign(new Error(message), { code, syscall: 'infcalc', path });
