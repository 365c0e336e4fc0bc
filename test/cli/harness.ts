/** Run the CLI in-process, as a user would type it, and format golden transcripts. */
import { readdirSync, readFileSync } from 'node:fs';
import { run, type RunResult } from '../../src/cli/main.js';

export interface FakeHost {
  readonly stdin?: string;
  readonly files?: Readonly<Record<string, string>>;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly tty?: boolean;
}

/** Split a command line the way a POSIX shell would for simple quoting. */
export function words(line: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

export function cli(line: string, host: FakeHost = {}): Promise<RunResult> {
  return run({
    argv: words(line),
    env: host.env ?? {},
    stdoutIsTTY: host.tty ?? false,
    stdinIsTTY: host.tty ?? false,
    readFile: (path) => {
      const text = host.files?.[path];
      // A path that only prefixes other files is a directory, as on disk.
      const dir = path.replace(/\/+$/, '') + '/';
      if (text === undefined && Object.keys(host.files ?? {}).some((k) => k.startsWith(dir))) {
        return Promise.reject(
          Object.assign(new Error(`EISDIR: '${path}' is a directory`), { code: 'EISDIR' }),
        );
      }
      if (text === undefined) {
        return Promise.reject(
          Object.assign(new Error(`ENOENT: no such file '${path}'`), { code: 'ENOENT' }),
        );
      }
      return Promise.resolve(text);
    },
    readStdin: () => Promise.resolve(host.stdin ?? ''),
    readDir: (path) => {
      const dir = path.replace(/\/+$/, '') + '/';
      const names = Object.keys(host.files ?? {})
        .filter((k) => k.startsWith(dir))
        .map((k) => k.slice(dir.length).split('/')[0] ?? '');
      return Promise.resolve([...new Set(names)].sort());
    },
  });
}

/** One transcript entry: the command, what it printed, and its exit code. */
export async function transcript(lines: readonly string[], host: FakeHost = {}): Promise<string> {
  const parts: string[] = [];
  for (const line of lines) {
    const r = await cli(line, host);
    let entry = `$ infcalc ${line}\n${r.stdout}`;
    if (r.stderr !== '') entry += `[stderr]\n${r.stderr}`;
    entry += `[exit ${r.code}]\n`;
    parts.push(entry);
  }
  return parts.join('\n');
}

/** The bundled examples/ as a fake file system, keyed as a user would type the path. */
export function exampleFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync('examples').map((f) => [`examples/${f}`, readFileSync(`examples/${f}`, 'utf8')]),
  );
}
