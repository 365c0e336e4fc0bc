/**
 * Where the page goes (docs/web.md): one file, or a folder to host. The path is checked
 * before anything is written (exit 2: a folder where a file is asked, a FIFO, a device, a
 * read-only folder, a link to any of these); each file is written through src/cli/fs
 * (a temporary file of its own renamed over the target, the mode of a file it replaces
 * kept, a file infcalc did not make never removed).
 */
// Static imports: the code-cached bundle on Node 20 has no import() of its own.
import { readFileSync, statSync, lstatSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { OutputError, usage } from '../../errors.js';
import { folderRefusal, linkTarget, writeFileAtomic } from '../../fs/atomic.js';
import { errnoOf, fileReason } from '../../fs/errors.js';

export interface WebReport {
  readonly kind: 'web';
  /** 'file': the single page; 'folder': the page and what hosting adds. */
  readonly shape: 'file' | 'folder';
  readonly out: string;
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
}

/** The folder's files beside index.html, from dist/web/ (scripts/build-web.js). */
const HOSTED = ['manifest.webmanifest', 'sw.js', 'icon.svg', 'icon-192.png', 'icon-512.png'];

const PAGE_HINT = 'give FILE.html (new or a regular file) or a folder you can write in';

const refuse = (path: string, why: string, hint = PAGE_HINT): Error =>
  usage(`--out ${path}: ${why}`, hint);

function requireHere(): NodeJS.Require {
  return typeof require === 'function' ? require : createRequire(import.meta.url);
}

/** The built page and its hosted files, from the package's dist/. */
function built(name: string): Buffer {
  const root = dirname(requireHere().resolve('infcalc/package.json'));
  const path = name === 'infcalc.html' ? join(root, 'dist', name) : join(root, 'dist', 'web', name);
  try {
    return readFileSync(path);
  } catch {
    throw usage(
      `the page is not built (${path} is missing)`,
      'run npm run build in the infcalc folder',
    );
  }
}

const statOf = (path: string) => {
  try {
    return statSync(path);
  } catch (e) {
    if (errnoOf(e) === 'ENOENT') return null;
    if (errnoOf(e) === 'ENOTDIR') return 'not-dir' as const;
    throw e;
  }
};

/** Why a file may not be written at `path` (links followed), before anything is. */
export function checkFile(path: string, hint = PAGE_HINT): void {
  const st = statOf(path);
  if (st === 'not-dir') throw refuse(path, 'a part of the path is not a folder', hint);
  if (st?.isDirectory() === true) throw refuse(path, 'is a folder', hint);
  if (st !== null && !st.isFile())
    throw refuse(path, 'is not a regular file (a FIFO, a device or a socket)', hint);
  if (st === null && lstatSync(path, { throwIfNoEntry: false }) !== undefined)
    throw refuse(path, 'is a link to nothing', hint);
  const target = linkTarget(path);
  const refused = folderRefusal(dirname(target));
  if (refused === null) return;
  const code = errnoOf(refused);
  throw refuse(
    path,
    code === 'READONLY_FOLDER'
      ? `the folder ${dirname(target)} is read-only`
      : code === 'ENOENT' || code === 'ENOTDIR'
        ? `no folder ${dirname(target)}`
        : fileReason(refused),
    hint,
  );
}

function write(path: string, data: Buffer): void {
  try {
    writeFileAtomic(path, data, { newMode: 0o644 });
  } catch (e) {
    throw new OutputError(fileReason(e), `cannot write ${path}: ${fileReason(e)}`);
  }
}

/** `--out`: FILE.html (the single page) or a folder (made when missing). */
export function writePage(out: string): WebReport {
  const page = built('infcalc.html');
  if (extname(out).toLowerCase() === '.html') {
    checkFile(out);
    write(out, page);
    return { kind: 'web', shape: 'file', out, files: [{ name: out, bytes: page.length }] };
  }
  const st = statOf(out);
  if (st === 'not-dir' || (st !== null && !st.isDirectory()))
    throw refuse(out, 'is not a folder, nor a FILE.html for the single page');
  const files: [string, Buffer][] = [
    ['index.html', Buffer.from(hostedPage(page.toString('utf8')))],
    ...HOSTED.map((name): [string, Buffer] => [name, built(name)]),
  ];
  if (st === null) {
    const refused = folderRefusal(dirname(out));
    if (refused !== null) throw refuse(out, fileReason(refused));
    try {
      mkdirSync(out);
    } catch (e) {
      throw new OutputError(fileReason(e), `cannot make the folder ${out}: ${fileReason(e)}`);
    }
  }
  for (const [name] of files) checkFile(join(out, name));
  for (const [name, data] of files) write(join(out, name), data);
  return {
    kind: 'web',
    shape: 'folder',
    out,
    files: files.map(([name, data]) => ({ name: join(out, name), bytes: data.length })),
  };
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
