/**
 * `infcalc data pack --out FILE`: the data directory as one file (the metadata and every
 * unit file, src/app/data-set.ts), for the page (docs/web.md "Game data") where a folder
 * cannot be chosen. Each file is bounded before it is read; the pack is written through
 * src/cli/fs (a temporary file renamed over the target).
 */
import { join } from 'node:path';
import { dataSetOf, MAX_SET_FILES, packText } from '../../app/data-set.js';
import { MAX_DATA_FILE_BYTES, METADATA_FILE } from '../../core/data/files.js';
import { OutputError, orUsage, usage } from '../errors.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { fileReason } from '../fs/errors.js';
import type { Host } from '../host.js';
import { checkFile } from '../commands/web/write.js';
import { FETCH_HINT, filesOf, unitNames } from './load.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>;

export interface PackSummary {
  readonly out: string;
  readonly files: number;
  readonly bytes: number;
  readonly leftOut: readonly string[];
}

/** One file's text, refused past MAX_DATA_FILE_BYTES before it is read. */
async function bounded(host: Reader, path: string): Promise<string> {
  const files = filesOf(host);
  const st = await files.stat(path).catch(() => null);
  if (st?.kind !== 'file') throw usage(`cannot read "${path}": no such file`, FETCH_HINT);
  if (st.size > MAX_DATA_FILE_BYTES)
    throw usage(
      `"${path}" is ${st.size} bytes: more than a data file holds (${MAX_DATA_FILE_BYTES})`,
    );
  return new TextDecoder().decode(await files.read(path));
}

export async function packData(host: Reader, dir: string, out: string): Promise<PackSummary> {
  const units = await unitNames(host, dir);
  if (units.names.length > MAX_SET_FILES)
    throw usage(`"${dir}" holds ${units.names.length} unit files: at most ${MAX_SET_FILES}`);
  const files = [{ name: METADATA_FILE, text: await bounded(host, join(dir, METADATA_FILE)) }];
  for (const name of units.names)
    files.push({ name, text: await bounded(host, join(units.dir, name)) });
  const set = orUsage(dataSetOf(files));
  checkFile(out, 'give a new file, or a regular file to replace, in a folder you can write in');
  const text = packText(set, new Date().toISOString());
  try {
    writeFileAtomic(out, text, { newMode: 0o644 });
  } catch (e) {
    throw new OutputError(fileReason(e), `cannot write ${out}: ${fileReason(e)}`);
  }
  return { out, files: set.units.length, bytes: Buffer.byteLength(text), leftOut: set.leftOut };
}

/** What `data pack` prints: the file written, and the files left out on stderr. */
export const packLines = (s: PackSummary): { text: string; stderr: string } => ({
  text: `wrote ${s.out}: metadata and ${s.files} unit files, ${(s.bytes / 1024 / 1024).toFixed(1)} MB\nload it in the page (infcalc web): Game data, Choose a data pack\n`,
  stderr: s.leftOut.map((l) => `infcalc: left out ${l}\n`).join(''),
});
