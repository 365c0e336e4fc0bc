/**
 * The one place that touches the real process: argv, env, stdin, files, writes, exit code.
 * Start-up matters here (users type these commands dozens of times a game), so nothing
 * is loaded that a command does not need: see the notes below and `npm run bench`.
 */
import {
  closeSync,
  constants,
  createReadStream,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import type { Prompter } from './interactive.js';
import { EXIT, OutputError, outputError } from './errors.js';
import { INPUT_BYTES_MAX, readRefusal } from './io.js';
import { run } from './main.js';
import { nodeDataFiles } from './data/node-files.js';

/**
 * A TTY test that loads nothing: node:tty (and with it node:net and the streams) costs
 * start-up on every command, and process.stdin builds a stream just to be asked. A
 * terminal is a character device that is not /dev/null; elsewhere than POSIX, ask the
 * stream.
 */
function isTTY(fd: 0 | 1 | 2): boolean {
  try {
    const st = fstatSync(fd);
    if (!st.isCharacterDevice()) return false;
    if (process.platform !== 'win32') return st.rdev !== statSync('/dev/null').rdev;
  } catch {
    return false;
  }
  return (fd === 0 ? process.stdin : fd === 1 ? process.stdout : process.stderr).isTTY;
}

/** Set once the reader of stdout has gone (`| head -1`): nothing more to write there. */
let stdoutClosed = false;

/**
 * Write all of `text` to fd synchronously. Unlike process.stdout this builds no stream,
 * and it finishes before the exit code is set. A closed pipe (`| head -1`) is not an
 * error: stop writing quietly (false). Any other failure (a full disk) is an OutputError.
 */
function writeAll(fd: 1 | 2, text: string): boolean {
  if (fd === 1 && stdoutClosed) return false;
  if (text === '') return true;
  // The text goes out as a string first (Node encodes it without a Buffer object of ours:
  // a batch writes 30 MB this way); only a partial write makes the Buffer for the rest.
  let rest: Buffer | null = null;
  for (;;) {
    try {
      if (rest === null) {
        const wrote = writeSync(fd, text);
        if (wrote === Buffer.byteLength(text, 'utf8')) return true;
        rest = Buffer.from(text, 'utf8').subarray(wrote);
      } else {
        if (rest.length === 0) return true;
        rest = rest.subarray(writeSync(fd, rest));
      }
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') {
        if (fd === 1) stdoutClosed = true;
        return false;
      }
      throw outputError(e);
    }
  }
}

/**
 * A file argument must be a regular file: a device (/dev/zero, /dev/urandom) or a FIFO
 * would be read until killed. Standard input (`-`) may be a pipe; its size is capped.
 */
function regularFile(st: Stats): void {
  if (st.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
  if (!st.isFile()) throw readRefusal('ENOTREG', 'not a regular file');
  if (st.size > INPUT_BYTES_MAX) throw readRefusal('EFBIG', 'file too large');
}

/**
 * Opened without waiting for a writer: a path swapped for a FIFO after it was checked
 * opens at once, and is refused by the check of what was opened.
 */
const READ_NOW =
  process.platform === 'win32' ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NONBLOCK;

/**
 * A whole file, at most INPUT_BYTES_MAX bytes (a file may grow while it is read). Read with
 * the synchronous calls: node:fs's promises load a dozen more of Node's own modules
 * (streams, readline, watchers) at every command's start, for a file the settings and a
 * list's few kilobytes.
 */
function readFileNow(path: string): string {
  regularFile(statSync(path));
  const fd = openSync(path, READ_NOW);
  try {
    const st = fstatSync(fd);
    regularFile(st);
    const buf = Buffer.alloc(Math.min(INPUT_BYTES_MAX + 1, st.size + 1));
    let used = 0;
    for (;;) {
      if (used === buf.length) {
        if (used > INPUT_BYTES_MAX) throw readRefusal('EFBIG', 'file too large');
        break;
      }
      const read = readSync(fd, buf, used, buf.length - used, null);
      if (read === 0) break;
      used += read;
    }
    return buf.subarray(0, used).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

// eslint-disable-next-line @typescript-eslint/require-await -- the Host's reader is async
const readFile = async (path: string): Promise<string> => readFileNow(path);

/** Lines of a file or stdin, a batch per read: the stream is pulled only as lines are used. */
async function* lines(file: string): AsyncGenerator<readonly string[]> {
  const { splitLines } = await import('./io.js');
  if (file !== '-') regularFile(statSync(file));
  const stream = file === '-' ? process.stdin : createReadStream(file);
  stream.setEncoding('utf8');
  yield* splitLines(stream as AsyncIterable<string>);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    // An endless pipe (`cat /dev/zero | infcalc orders -`) stops here.
    if (size > INPUT_BYTES_MAX) throw readRefusal('EFBIG', 'input too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The pickers the menu asks through (src/cli/pickers.ts), loaded when the menu starts:
 * from their own bundle once built, so that no other command pays for them.
 */
const loadPrompter = async (): Promise<Prompter> => await import('./pickers.js');

async function main(): Promise<void> {
  const result = await run({
    argv: process.argv.slice(2),
    env: process.env,
    stdoutIsTTY: isTTY(1),
    // Asked only by the interactive mode and progress bars.
    get stdinIsTTY() {
      return isTTY(0);
    },
    get stderrIsTTY() {
      return isTTY(2);
    },
    readFile,
    // eslint-disable-next-line @typescript-eslint/require-await -- the Host's reader is async
    readDir: async (path) => {
      try {
        return readdirSync(path);
      } catch {
        return [];
      }
    },
    dataFiles: nodeDataFiles,
    loadPrompter,
    readStdin,
    lines,
    write: (text) => writeAll(1, text),
    progress: (text) => {
      writeAll(2, text);
    },
  });
  let code = result.code;
  let stderr = result.stderr;
  try {
    writeAll(1, result.stdout);
  } catch (e) {
    if (!(e instanceof OutputError)) throw e;
    stderr = `infcalc: ${e.message}\n`;
    code = EXIT.output;
  }
  try {
    writeAll(2, stderr);
  } catch {
    // Nowhere left to say it; the exit code does.
  }
  process.exitCode = code;
}

// run() turns every failure into a line and an exit code; this is the last guard should
// that itself fail, so a user never sees a stack trace.
main().catch((e: unknown) => {
  const why = e instanceof Error ? e.message : String(e);
  try {
    writeAll(2, `infcalc: internal error: ${why} (this is a bug in infcalc)\n`);
  } catch {
    // Nowhere left to say it; the exit code does.
  }
  process.exitCode = EXIT.internal;
});
