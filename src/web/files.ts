/**
 * The player's game data files, read in the page: a folder chosen or dropped (the one
 * `infcalc data fetch` wrote), or one pack file (`infcalc data pack`). Only the files
 * the data needs are read (metadata.json and `<faction id>-<slug>.json`), each bounded
 * in size before it is read.
 */
import { dataSetOf, MAX_SET_FILES, readPack, type DataSet } from '../app/data-set.js';
import {
  factionIdOf,
  MAX_DATA_FILE_BYTES,
  METADATA_FILE,
  tooLargeProblem,
} from '../core/data/files.js';
import { err, inputError, type Result } from '../core/result.js';
import type { Taken } from './early.js';

/** A pack holds every unit file: larger than one file, bounded all the same. */
export const MAX_PACK_BYTES = 256 * 1024 * 1024;
/** How deep a dropped folder is walked (the data is at most in `units/` of a folder). */
const MAX_DEPTH = 4;

const baseName = (path: string): string => path.split('/').pop() ?? path;
const wanted = (name: string): boolean =>
  baseName(name) === METADATA_FILE || factionIdOf(baseName(name)) !== null;
const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** A picked file's path in its folder (`n5/units/101-x.json`), or its name. */
const pathOf = (f: File): string => (f.webkitRelativePath === '' ? f.name : f.webkitRelativePath);

/**
 * The data set of the files picked or dropped: one file is a pack (or a clear message
 * saying what it is instead), several are a folder's.
 */
export async function dataOfFiles(files: readonly File[]): Promise<Result<DataSet>> {
  const only = files.length === 1 ? files[0] : undefined;
  if (only?.webkitRelativePath === '') {
    if (only.size > MAX_PACK_BYTES)
      return err(
        inputError(
          `${only.name} is ${mb(only.size)}: a data pack is at most ${mb(MAX_PACK_BYTES)}`,
        ),
      );
    const r = readPack(await only.text());
    return r.ok ? r : err({ ...r.error, message: `${only.name}: ${r.error.message}` });
  }
  const chosen = files.filter((f) => wanted(pathOf(f)));
  if (chosen.length > MAX_SET_FILES)
    return err(
      inputError(`${chosen.length} data files: a data folder holds at most ${MAX_SET_FILES}`),
    );
  const read: { name: string; text: string }[] = [];
  const tooLarge: string[] = [];
  for (const f of chosen) {
    if (f.size > MAX_DATA_FILE_BYTES) tooLarge.push(tooLargeProblem(pathOf(f), f.size));
    else read.push({ name: pathOf(f), text: await f.text() });
  }
  const set = dataSetOf(read);
  return set.ok
    ? { ok: true, value: { ...set.value, leftOut: [...tooLarge, ...set.value.leftOut] } }
    : set;
}

/**
 * Every file of a dropped folder (or the dropped files), walked to MAX_DEPTH. A dropped
 * file is taken as it is (`getAsFile`): only a folder needs the entries, which a browser
 * gives for a real drop only (not for a DataTransfer a script built). The items were taken
 * during the drop event (early.ts `takeItems`).
 */
export async function droppedFiles(taken: readonly Taken[]): Promise<File[]> {
  const folders: FileSystemEntry[] = [];
  const out: File[] = [];
  for (const { entry, file } of taken) {
    if (entry?.isDirectory === true) folders.push(entry);
    else if (file !== null) out.push(file);
  }
  const walk = async (entry: FileSystemEntry, depth: number): Promise<void> => {
    if (out.length > MAX_SET_FILES * 4) return;
    if (entry.isFile) {
      const file = await new Promise<File>((resolve, reject) => {
        (entry as FileSystemFileEntry).file(resolve, reject);
      });
      // A dropped folder's files carry their path, as a picked folder's do.
      out.push(withPath(file, entry.fullPath.replace(/^\//, '')));
      return;
    }
    if (!entry.isDirectory || depth >= MAX_DEPTH) return;
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => {
        reader.readEntries(resolve, reject);
      });
      if (batch.length === 0) break;
      for (const e of batch) await walk(e, depth + 1);
    }
  };
  for (const e of folders) await walk(e, 0);
  return out;
}

function withPath(file: File, path: string): File {
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}
