/**
 * `--chart FILE.svg|FILE.png` (docs/sharing.md): where the chart goes, checked before
 * anything is written, and the write itself through src/cli/fs/atomic.ts (a temporary
 * file of its own renamed over the target: an interrupted run never leaves half a chart,
 * a rewrite keeps the file's mode, and a file infcalc did not create is never removed).
 */
// Static imports on purpose: the bundle run from the V8 code cache (bin/infcalc.js on
// Node 20) has no import() of its own; this module is loaded only with --chart.
import * as fs from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { OutputError, usage } from '../errors.js';
import { folderRefusal, linkTarget, writeFileAtomic } from '../fs/atomic.js';
import { errnoOf, fileReason } from '../fs/errors.js';

export type ChartFormat = 'svg' | 'png';

const refuse = (path: string, why: string): Error =>
  usage(`--chart ${path}: ${why}`, 'give a new or existing .svg or .png file in a writable folder');

/**
 * The chart's format from its extension, once the path is known to be writable: absent
 * or a regular file (a symlink to one), in an existing folder that is not read-only (the
 * folder of the file a link names, when it is one). Anything else is bad input (exit 2)
 * and nothing is written.
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
    if (errnoOf(e) === 'ENOTDIR') throw refuse(path, 'a part of the path is not a directory');
    if (errnoOf(e) !== 'ENOENT') throw e;
    // A symlink to nothing would have the write create its target somewhere else.
    const link = await fs.lstat(path).catch(() => null);
    if (link !== null) throw refuse(path, 'is a symlink to nothing');
  }
  let target: string;
  try {
    target = linkTarget(path);
  } catch (e) {
    throw refuse(path, fileReason(e));
  }
  const dir = dirname(target);
  const via = target === path ? '' : ` (where the link ${path} points)`;
  const refused = folderRefusal(dir);
  const code = errnoOf(refused);
  if (code === 'ENOENT' || code === 'ENOTDIR') throw refuse(path, `no folder ${dir}${via}`);
  if (code === 'READONLY_FOLDER') throw refuse(path, `the folder ${dir}${via} is read-only`);
  if (refused !== null)
    throw refuse(path, `cannot use the folder ${dir}${via}: ${fileReason(refused)}`);
  try {
    await fs.access(dir, fs.constants.W_OK);
  } catch {
    throw refuse(path, `cannot write in the folder ${dir}${via}`);
  }
  return ext === '.svg' ? 'svg' : 'png';
}

/** Write the chart atomically; a failure is an OutputError (exit 74) naming the file and why. */
export function writeChart(path: string, data: string | Uint8Array): Promise<void> {
  try {
    writeFileAtomic(path, data);
    return Promise.resolve();
  } catch (e) {
    return Promise.reject(
      new OutputError(fileReason(e), `cannot write the chart ${path}: ${fileReason(e)}`),
    );
  }
}
