/**
 * Where the page goes (docs/web.md): one file, or a folder to host. The path is checked
 * before anything is written (exit 2: a directory where a file is asked, a FIFO, a device,
 * a read-only folder, a link to any of these); each file is written to a temporary file
 * made exclusively in its folder and renamed over the target, so a failed run leaves
 * nothing half written and never removes a file infcalc did not make.
 */
// Static imports: the code-cached bundle on Node 20 has no import() of its own.
import * as fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join } from 'node:path';
import { outputError, usage } from '../../errors.js';

export interface WebReport {
  readonly kind: 'web';
  /** 'file': the single page; 'folder': the page and what hosting adds. */
  readonly shape: 'file' | 'folder';
  readonly out: string;
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
}

/** The folder's files beside index.html, from dist/web/ (scripts/build-web.js). */
const HOSTED = ['manifest.webmanifest', 'sw.js', 'icon.svg', 'icon-192.png', 'icon-512.png'];

const errno = (e: unknown): unknown => (e as { code?: unknown }).code;
const refuse = (path: string, why: string): Error =>
  usage(
    `--out ${path}: ${why}`,
    'give FILE.html (new or a regular file) or a folder you can write in',
  );

function requireHere(): NodeJS.Require {
  return typeof require === 'function' ? require : createRequire(import.meta.url);
}

/** The built page and its hosted files, from the package's dist/. */
async function built(name: string): Promise<Buffer> {
  const root = dirname(requireHere().resolve('infcalc/package.json'));
  const path = name === 'infcalc.html' ? join(root, 'dist', name) : join(root, 'dist', 'web', name);
  try {
    return await fs.readFile(path);
  } catch {
    throw usage(
      `the page is not built (${path} is missing)`,
      'run npm run build in the infcalc folder',
    );
  }
}

/** A folder that exists, is one (links followed) and is not read-only. */
async function checkFolder(path: string, dir: string): Promise<void> {
  const st = await fs.stat(dir).catch((e: unknown) => {
    if (errno(e) === 'ENOENT' || errno(e) === 'ENOTDIR') throw refuse(path, `no folder ${dir}`);
    throw e;
  });
  if (!st.isDirectory()) throw refuse(path, `${dir} is not a folder`);
  // Mode bits, not only access(): root may write anywhere, but a read-only folder says no.
  if ((st.mode & 0o222) === 0) throw refuse(path, `the folder ${dir} is read-only`);
  await fs.access(dir, fs.constants.W_OK).catch(() => {
    throw refuse(path, `cannot write in the folder ${dir}`);
  });
}

/** The file a name writes to: itself, or what its link names; never a FIFO or a device. */
async function fileTarget(
  path: string,
  shown: string,
): Promise<{ target: string; mode: number | null }> {
  const st = await fs.stat(path).catch((e: unknown) => {
    if (errno(e) === 'ENOENT') return null;
    if (errno(e) === 'ENOTDIR') throw refuse(shown, 'a part of the path is not a folder');
    throw e;
  });
  if (st === null) {
    if ((await fs.lstat(path).catch(() => null)) !== null)
      throw refuse(shown, 'is a link to nothing');
    await checkFolder(shown, dirname(path));
    return { target: path, mode: null };
  }
  if (st.isDirectory()) throw refuse(shown, 'is a folder');
  if (!st.isFile()) throw refuse(shown, 'is not a regular file (a FIFO, a device or a socket)');
  const target = await fs.realpath(path);
  await checkFolder(shown, dirname(target));
  return { target, mode: st.mode & 0o7777 };
}

/** Write one file atomically, keeping the mode of the file it replaces. */
async function writeAtomic(target: string, mode: number | null, data: Buffer): Promise<void> {
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
  let made = false;
  try {
    const handle = await fs.open(tmp, 'wx', mode ?? 0o644);
    made = true;
    try {
      await handle.writeFile(data);
      if (mode !== null) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, target);
    made = false;
  } catch (e) {
    if (made) await fs.rm(tmp, { force: true });
    throw outputError(e);
  }
}

/** `--out`: FILE.html (the single page) or a folder (made when missing). */
export async function writePage(out: string): Promise<WebReport> {
  const page = await built('infcalc.html');
  if (extname(out).toLowerCase() === '.html') {
    const { target, mode } = await fileTarget(out, out);
    await writeAtomic(target, mode, page);
    return { kind: 'web', shape: 'file', out, files: [{ name: out, bytes: page.length }] };
  }
  const st = await fs.stat(out).catch(() => null);
  if (st !== null && !st.isDirectory())
    throw refuse(out, 'is not a folder: give FILE.html for the single page, or a folder');
  if (st === null) {
    await checkFolder(out, dirname(out));
    await fs.mkdir(out).catch((e: unknown) => {
      throw outputError(e);
    });
  } else await checkFolder(out, out);
  const hosted = hostedPage(page.toString('utf8'));
  const files: [string, Buffer][] = [['index.html', Buffer.from(hosted)]];
  for (const name of HOSTED) files.push([name, await built(name)]);
  const written: { name: string; bytes: number }[] = [];
  for (const [name, data] of files) {
    const { target, mode } = await fileTarget(join(out, name), join(out, name));
    await writeAtomic(target, mode, data);
    written.push({ name: join(out, name), bytes: data.length });
  }
  return { kind: 'web', shape: 'folder', out, files: written };
}

/** The hosted page: its manifest linked and its service worker registered. */
export function hostedPage(page: string): string {
  const head =
    '<link rel="manifest" href="manifest.webmanifest" /><link rel="icon" href="icon.svg" />';
  if (!page.includes('<!--infcalc:head-->') || !page.includes('<html lang="en">'))
    throw new Error('the built page has no place for the manifest');
  return page
    .replace('<!--infcalc:head-->', () => head)
    .replace('<html lang="en">', () => '<html lang="en" data-hosted="1">');
}
