/**
 * `--state` (and INFCALC_STATE) aimed at what is not a turn state: a directory, a FIFO, a
 * device node, a socket, a symlink, someone's notes, a read-only folder (docs/turn.md "The
 * state file"). Nothing is destroyed, nothing hangs, no lock is left behind. Special files
 * are made in a temporary folder the test removes (never under /dev).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, exampleFiles } from '../harness.js';

const files = exampleFiles();
const root = mkdtempSync(join(tmpdir(), 'infcalc-turn-paths-'));
let server: Server | null = null;
const special: Record<string, string> = {};

beforeAll(async () => {
  special.directory = join(root, 'a-directory');
  mkdirSync(special.directory);
  special.FIFO = join(root, 'a-fifo');
  expect(spawnSync('mkfifo', [special.FIFO]).status).toBe(0);
  const dev = join(root, 'a-device');
  // A device node needs root (mknod); the same major/minor as /dev/null, made here.
  if (spawnSync('mknod', [dev, 'c', '1', '3']).status === 0) special.device = dev;
  special.socket = join(root, 'a-socket');
  const s = createServer();
  server = s;
  await new Promise<void>((resolve) => s.listen(special.socket, resolve));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

afterAll(async () => {
  const s = server;
  if (s !== null)
    await new Promise<void>((resolve) =>
      s.close(() => {
        resolve();
      }),
    );
});

const WAIT = { INFCALC_LOCK_WAIT: '100' };
const run = (line: string, env: Record<string, string> = {}) =>
  cli(line, { files, env: { ...WAIT, ...env } });

/** What a path is, to check it was not replaced. */
const kind = (p: string): string => {
  const st = lstatSync(p);
  return st.isSymbolicLink()
    ? 'link'
    : st.isFile()
      ? 'file'
      : st.isDirectory()
        ? 'directory'
        : st.isFIFO()
          ? 'fifo'
          : st.isSocket()
            ? 'socket'
            : st.isCharacterDevice()
              ? 'device'
              : 'other';
};

let n = 0;
const fresh = (name = 'game'): string => join(root, `${name}-${++n}.json`);

describe('a --state that is not a regular file is refused before anything is opened', () => {
  const commands = [
    'turn start examples/n4-two-groups.json --force',
    'turn start examples/n4-two-groups.json',
    'turn show',
    'turn show --public --format csv',
    'turn log',
    'turn spend Warcor',
    'turn undo',
    'turn redo',
  ];
  const kinds = ['directory', 'FIFO', 'device', 'socket'] as const;
  for (const what of kinds)
    it.each(commands)(`${what}: %s`, async (line) => {
      const path = special[what];
      if (path === undefined) return; // mknod needs root
      const before = kind(path);
      for (const via of ['flag', 'env'] as const) {
        const r =
          via === 'flag'
            ? await run(`${line} --state ${path}`)
            : await run(line, { INFCALC_STATE: path });
        expect([r.code, r.stdout]).toEqual([2, '']);
        expect(r.stderr).toMatch(
          new RegExp(
            `^infcalc: ${path} is an? [^;]*, not a turn state file; nothing was read or written; give --state \\(or INFCALC_STATE\\) a regular file\\n$`,
          ),
        );
        expect(kind(path)).toBe(before);
      }
      expect(readdirSync(root).filter((f) => f.includes('.lock') || f.endsWith('.tmp'))).toEqual(
        [],
      );
    });

  it('names what it is', async () => {
    const r = await run(`turn show --state ${special.FIFO ?? ''}`);
    expect(r.stderr).toContain('is a FIFO (named pipe), not a turn state file');
    expect((await run(`turn show --state ${special.directory ?? ''}`)).stderr).toContain(
      'is a directory, not',
    );
    expect((await run(`turn show --state ${special.socket ?? ''}`)).stderr).toContain(
      'is a socket, not',
    );
  });

  it('a device node stays a device', async () => {
    const dev = special.device;
    if (dev === undefined) return;
    const r = await run(`turn start examples/n4-two-groups.json --force --state ${dev}`);
    expect(r.code).toBe(2);
    expect(statSync(dev).isCharacterDevice()).toBe(true);
  });

  it('a link to a FIFO is refused too, and says where it leads', async () => {
    const link = join(root, `to-fifo-${++n}`);
    symlinkSync(special.FIFO ?? '', link);
    const r = await run(`turn spend Warcor --state ${link}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${link} (a link to ${special.FIFO ?? ''}) is a FIFO`);
    expect(kind(link)).toBe('link');
  });
});

describe('a symlinked state file is written through to its target', () => {
  it('the link stays a link, the game does not fork', async () => {
    const name = `real-${++n}`;
    const dir = join(root, name);
    mkdirSync(dir);
    const target = join(dir, 'game.json');
    const link = fresh('link');
    // A relative link, resolved from the link's own folder.
    symlinkSync(`${name}/game.json`, link);
    expect((await run(`turn start examples/n4-two-groups.json --state ${link}`)).code).toBe(0);
    expect(kind(link)).toBe('link');
    expect(kind(target)).toBe('file');
    expect((await run(`turn phase orders --state ${link}`)).code).toBe(0);
    expect((await run(`turn spend Warcor --state ${target}`)).code).toBe(0);
    expect(kind(link)).toBe('link');
    expect(readlinkSync(link)).toBe(`${name}/game.json`);
    const log = await run(`turn log --state ${link}`);
    expect(log.stdout).toMatch(/Log: 3 actions/);
    // The temporary file and the lock were in the target's folder, and are gone.
    expect(readdirSync(dir)).toEqual(['game.json']);
  });

  it('a chain of links, and a link to a file not made yet', async () => {
    const target = fresh('later');
    const a = fresh('a');
    const b = fresh('b');
    symlinkSync(target, b);
    symlinkSync(b, a);
    expect((await run(`turn start examples/n4-two-groups.json --state ${a}`)).code).toBe(0);
    expect([kind(a), kind(b), kind(target)]).toEqual(['link', 'link', 'file']);
  });

  it('a loop of links is one line, exit 74', async () => {
    const a = fresh('loop-a');
    const b = fresh('loop-b');
    symlinkSync(b, a);
    symlinkSync(a, b);
    const r = await run(`turn show --state ${a}`);
    expect([r.code, r.stderr]).toEqual([
      74,
      `infcalc: cannot use ${a} as the turn state: too many symbolic links (ELOOP)\n`,
    ]);
  });
});

describe('the mode of the state file', () => {
  it('a new state file is 0600: it holds private information', async () => {
    const path = fresh();
    expect((await run(`turn start examples/n4-two-groups.json --state ${path}`)).code).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('a rewrite keeps the mode the player gave it', async () => {
    const path = fresh();
    expect((await run(`turn start examples/n4-two-groups.json --state ${path}`)).code).toBe(0);
    expect((await run(`turn phase orders --state ${path}`)).code).toBe(0);
    for (const [mode, action] of [
      [0o640, 'undo'],
      [0o604, 'redo'],
      [0o664, 'undo'],
    ] as const) {
      chmodSync(path, mode);
      expect((await run(`turn ${action} --state ${path}`)).code).toBe(0);
      expect(statSync(path).mode & 0o777).toBe(mode);
    }
    chmodSync(path, 0o644);
    expect((await run(`turn start examples/n4-two-groups.json --force --state ${path}`)).code).toBe(
      0,
    );
    expect(statSync(path).mode & 0o777).toBe(0o644);
  });
});

describe('--force replaces only a turn state (or an empty file)', () => {
  it.each([
    ['notes', 'my notes about the game\n'],
    ['another JSON file', '{"groups": []}'],
    ['an army list', readFileSync('examples/n4-two-groups.json', 'utf8')],
  ])('%s is refused as not a turn state, with or without --force', async (_, text) => {
    const path = fresh('notes');
    writeFileSync(path, text);
    for (const force of ['', ' --force']) {
      const r = await run(`turn start examples/n4-two-groups.json${force} --state ${path}`);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^infcalc: ${path} is not an infcalc turn state \\([^\\n]*\\); the file is left as it is; give --state a new file name\\n$`,
        ),
      );
      expect(readFileSync(path, 'utf8')).toBe(text);
    }
  });

  it('an empty file is written, with or without --force', async () => {
    const path = fresh();
    writeFileSync(path, '');
    expect((await run(`turn start examples/n4-two-groups.json --state ${path}`)).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/^\{"format":"infcalc-turn"/);
  });

  it('a game is replaced only with --force; a damaged one too', async () => {
    const path = fresh();
    expect((await run(`turn start examples/n4-two-groups.json --state ${path}`)).code).toBe(0);
    const again = await run(`turn start examples/n4-two-groups.json --state ${path}`);
    expect([again.code, again.stderr]).toEqual([
      2,
      `infcalc: ${path} already holds a game; give --force to replace it, or --state FILE for another\n`,
    ]);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"pool":8', '"pool":9'));
    expect((await run(`turn show --state ${path}`)).stderr).toContain('fails its check');
    expect((await run(`turn start examples/n4-two-groups.json --force --state ${path}`)).code).toBe(
      0,
    );
    expect((await run(`turn show --state ${path}`)).code).toBe(0);
  });
});

describe('a read-only folder', () => {
  it('cannot be written: one line, exit 74, nothing left behind (root too: the mode says so)', async () => {
    const dir = join(root, `ro-${++n}`);
    mkdirSync(dir);
    const path = join(dir, 'game.json');
    chmodSync(dir, 0o555);
    try {
      const r = await run(`turn start examples/n4-two-groups.json --state ${path}`);
      expect(r.code).toBe(74);
      expect(r.stderr).toMatch(/^infcalc: cannot lock .*: the folder is read-only\n$/);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});

describe('INFCALC_LOCK_WAIT', () => {
  it.each(['soon', '-1', '1.5', '60001', '3s'])('"%s" is an error naming it', async (v) => {
    const path = fresh();
    const r = await cli(`turn start examples/n4-two-groups.json --state ${path}`, {
      files,
      env: { INFCALC_LOCK_WAIT: v },
    });
    expect([r.code, r.stderr]).toEqual([
      2,
      `infcalc: INFCALC_LOCK_WAIT "${v}" is not a wait in milliseconds from 0 to 60000; unset it for the default (3000), or give e.g. INFCALC_LOCK_WAIT=5000\n`,
    ]);
    expect(() => statSync(path)).toThrow();
  });

  it('a good one is used', async () => {
    const path = fresh();
    const env = { INFCALC_LOCK_WAIT: '0' };
    expect(
      (await cli(`turn start examples/n4-two-groups.json --state ${path}`, { files, env })).code,
    ).toBe(0);
    expect((await cli(`turn phase orders --state ${path}`, { files, env })).code).toBe(0);
  });
});
