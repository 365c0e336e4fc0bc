/**
 * `--chart FILE.svg|FILE.png` (docs/sharing.md): where the chart goes, checked before
 * anything is written, and the write itself: a temporary file in the same folder renamed
 * over the target, so an interrupted run never leaves half a chart.
 */
// Static imports on purpose: the bundle run from the V8 code cache (bin/infcalc.js on
// Node 20) has no import() of its own; this module is loaded only with --chart.
import * as fs from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { usage } from '../errors.js';
import { outputError } from '../errors.js';

export type ChartFormat = 'svg' | 'png';

const errno = (e: unknown): unknown => (e as { code?: unknown }).code;

const refuse = (path: string, why: string): Error =>
  usage(`--chart ${path}: ${why}`, 'give a new or existing .svg or .png file in a writable folder');

/**
 * The chart's format from its extension, once the path is known to be writable: absent
 * or a regular file (a symlink to one), in an existing folder that is not read-only.
 * Anything else is bad input (exit 2) and nothing is written.
 */
export async function checkChartPath(path: string): Promise<ChartFormat> {
  const ext = extname(path).toLowerCase();
  if (ext !== '.svg' && ext !== '.png')
    throw refuse(path, ext === '' ? 'no extension: .svg or .png?' : `unknown extension "${ext}"`);
  try {
    const st = await fs.stat(path);
    if (st.isDirectory()) throw refuse(path, 'is a directory');
    if (!st.isFile()) throw refuse(path, 'is not a regular file (a FIFO, a device or a socket)');
  } catch (e) {
    if (errno(e) === 'ENOTDIR') throw refuse(path, 'a part of the path is not a directory');
    if (errno(e) !== 'ENOENT') throw e;
    // A symlink to nothing would have the write create its target somewhere else.
    const link = await fs.lstat(path).catch(() => null);
    if (link !== null) throw refuse(path, 'is a symlink to nothing');
  }
  const dir = dirname(path);
  const st = await fs.stat(dir).catch((e: unknown) => {
    if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') throw refuse(path, `no folder ${dir}`);
    throw e;
  });
  if (!st.isDirectory()) throw refuse(path, `${dir} is not a folder`);
  // Mode bits, not only access(): root may write anywhere, but a folder made read-only
  // says it wants no new files.
  if ((st.mode & 0o222) === 0) throw refuse(path, `the folder ${dir} is read-only`);
  try {
    await fs.access(dir, fs.constants.W_OK);
  } catch {
    throw refuse(path, `cannot write in the folder ${dir}`);
  }
  return ext === '.svg' ? 'svg' : 'png';
}

/** Write the chart atomically; a failure is an OutputError (exit 74). */
export async function writeChart(path: string, data: string | Uint8Array): Promise<void> {
  // Through a symlink to a regular file: the file it names is replaced, not the link.
  const target = await fs.realpath(path).catch(() => path);
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    await fs.writeFile(tmp, data, { flag: 'wx' });
    await fs.rename(tmp, target);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw outputError(e);
  }
}
