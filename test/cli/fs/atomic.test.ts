/**
 * src/cli/fs/atomic.ts: replacing a file safely, tried on a directory, a FIFO, a device
 * node, symlinks and a read-only folder, all made in a temp folder; and through `--chart`
 * (issue 36 items 29–31 and 41).
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderRefusal, linkTarget, tempOf, writeFileAtomic } from '../../../src/cli/fs/atomic.js';
import { errnoOf, fileReason } from '../../../src/cli/fs/errors.js';
import { tempDir } from '../../temp.js';
import { cli } from '../harness.js';

const mode = (path: string): number => statSync(path).mode & 0o777;

/** A device node of our own (the null device's numbers) where mknod is permitted, else a link to /dev/null. */
function device(dir: string, name: string): string {
  const path = join(dir, name);
  try {
    execFileSync('mknod', [path, 'c', '1', '3'], { stdio: 'ignore' });
  } catch {
    symlinkSync('/dev/null', path);
  }
  return path;
}

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
};

describe('writeFileAtomic', () => {
  it('writes a new file, and leaves no temporary file behind', () => {
    const dir = tempDir('infcalc-fs-');
    expect(writeFileAtomic(join(dir, 'a.txt'), 'one')).toBe(join(dir, 'a.txt'));
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('one');
    expect(readdirSync(dir)).toEqual(['a.txt']);
  });

  it('keeps the mode of the file it replaces; a new file takes the mode asked', () => {
    const dir = tempDir('infcalc-fs-');
    writeFileSync(join(dir, 'kept'), 'old', { mode: 0o600 });
    chmodSync(join(dir, 'kept'), 0o600);
    writeFileAtomic(join(dir, 'kept'), 'new');
    expect(mode(join(dir, 'kept'))).toBe(0o600);
    chmodSync(join(dir, 'kept'), 0o640);
    writeFileAtomic(join(dir, 'kept'), 'newer', { newMode: 0o600 });
    expect(mode(join(dir, 'kept'))).toBe(0o640);
    writeFileAtomic(join(dir, 'fresh'), 'x', { newMode: 0o600 });
    expect(mode(join(dir, 'fresh'))).toBe(0o600);
  });

  it('never writes over nor removes a file it did not create (a temporary name taken)', () => {
    const dir = tempDir('infcalc-fs-');
    const mine = join(dir, `.t.svg.${process.pid}.tmp`);
    writeFileSync(mine, 'somebody else');
    writeFileAtomic(join(dir, 't.svg'), '<svg/>');
    expect(readFileSync(mine, 'utf8')).toBe('somebody else');
    // And when the write itself fails (the target is a directory): still there.
    mkdirSync(join(dir, 'd.svg'));
    writeFileSync(join(dir, `.d.svg.${process.pid}.tmp`), 'theirs');
    expect(errnoOf(thrown(() => writeFileAtomic(join(dir, 'd.svg'), 'x')))).toBe('EISDIR');
    expect(readFileSync(join(dir, `.d.svg.${process.pid}.tmp`), 'utf8')).toBe('theirs');
    expect(readdirSync(dir).sort()).toEqual(
      [`.d.svg.${process.pid}.tmp`, `.t.svg.${process.pid}.tmp`, 'd.svg', 't.svg'].sort(),
    );
  });

  it('through a symlink: the file it names is replaced, the link stays a link', () => {
    const dir = tempDir('infcalc-fs-');
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'f'), 'old', { mode: 0o600 });
    chmodSync(join(dir, 'real', 'f'), 0o600);
    symlinkSync(join(dir, 'real', 'f'), join(dir, 'l'));
    expect(writeFileAtomic(join(dir, 'l'), 'new')).toBe(join(dir, 'real', 'f'));
    expect(readFileSync(join(dir, 'real', 'f'), 'utf8')).toBe('new');
    expect(mode(join(dir, 'real', 'f'))).toBe(0o600);
    expect(linkTarget(join(dir, 'l'))).toBe(join(dir, 'real', 'f'));
  });

  it('a read-only folder is refused, also through a link into it, and nothing is written', () => {
    const dir = tempDir('infcalc-fs-');
    mkdirSync(join(dir, 'ro'));
    writeFileSync(join(dir, 'ro', 't.svg'), 'kept');
    chmodSync(join(dir, 'ro'), 0o555);
    symlinkSync(join(dir, 'ro', 't.svg'), join(dir, 'l.svg'));
    for (const path of [join(dir, 'ro', 'new.svg'), join(dir, 'l.svg')]) {
      const e = thrown(() => writeFileAtomic(path, 'x'));
      expect(errnoOf(e)).toBe('READONLY_FOLDER');
      expect(fileReason(e)).toBe('the folder is read-only');
    }
    expect(readdirSync(join(dir, 'ro'))).toEqual(['t.svg']);
    expect(readFileSync(join(dir, 'ro', 't.svg'), 'utf8')).toBe('kept');
    expect(errnoOf(folderRefusal(join(dir, 'ro')))).toBe('READONLY_FOLDER');
    expect(folderRefusal(dir)).toBeNull();
  });

  it('a FIFO or a device in the place of the file is refused, never opened', () => {
    const dir = tempDir('infcalc-fs-');
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    const dev = device(dir, 'null');
    for (const path of [join(dir, 'fifo'), dev]) {
      expect(errnoOf(thrown(() => writeFileAtomic(path, 'x')))).toBe('NOT_REGULAR');
    }
    expect(readdirSync(dir).sort()).toEqual(['fifo', 'null']);
  });

  it('a folder that does not exist, or a file as a folder: the system says why', () => {
    const dir = tempDir('infcalc-fs-');
    writeFileSync(join(dir, 'file'), '');
    expect(errnoOf(thrown(() => writeFileAtomic(join(dir, 'no', 'x'), 'x')))).toBe('ENOENT');
    expect(errnoOf(thrown(() => writeFileAtomic(join(dir, 'file', 'x'), 'x')))).toBe('ENOTDIR');
  });

  it('knows its own temporary names, and no others', () => {
    expect(tempOf('game.json', '.game.json.123.abc.tmp')).toEqual({ pid: 123 });
    expect(tempOf('game.json', '.game.json.x.tmp')).toBeNull();
    expect(tempOf('game.json', 'game.json.123.tmp')).toBeNull();
  });
});

describe('fileReason: an error code in words', () => {
  it.each([
    ['EACCES', 'permission denied (EACCES)'],
    ['EPERM', 'not permitted (EPERM)'],
    ['ENOSPC', 'no space left on the device (ENOSPC)'],
    ['EWHATEVER', 'EWHATEVER'],
  ])('%s', (code, words) => {
    expect(fileReason(Object.assign(new Error('x'), { code }))).toBe(words);
  });
  it('not a system error: its message', () => {
    expect(fileReason(new Error('broken'))).toBe('broken');
    expect(fileReason(null)).toBe('null');
  });
});

describe('--chart writes through the fs module', () => {
  it('keeps the mode of the chart it replaces (was 0644 after a rewrite)', async () => {
    const dir = tempDir('infcalc-chart-');
    const path = join(dir, 'm.svg');
    writeFileSync(path, 'old');
    chmodSync(path, 0o600);
    const r = await cli(`odds 13b3 vs 11 --chart ${path}`);
    expect(r.code).toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/^<svg/);
    expect(mode(path)).toBe(0o600);
  });

  it('leaves a file named like its temporary file alone (it was deleted)', async () => {
    const dir = tempDir('infcalc-chart-');
    const theirs = join(dir, `.t.svg.${process.pid}.tmp`);
    writeFileSync(theirs, 'not infcalc');
    const r = await cli(`odds 13b3 vs 11 --chart ${join(dir, 't.svg')}`);
    expect(r.code).toBe(0);
    expect(readFileSync(theirs, 'utf8')).toBe('not infcalc');
  });

  it('a link into a read-only folder is refused like the folder itself (it replaced the file)', async () => {
    const dir = tempDir('infcalc-chart-');
    mkdirSync(join(dir, 'ro555'));
    writeFileSync(join(dir, 'ro555', 't.svg'), 'kept');
    chmodSync(join(dir, 'ro555'), 0o555);
    symlinkSync(join(dir, 'ro555', 't.svg'), join(dir, 'l.svg'));
    const r = await cli(`odds 13b3 vs 11 --chart ${join(dir, 'l.svg')}`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('is read-only');
    expect(r.stderr).toContain(`where the link ${join(dir, 'l.svg')} points`);
    expect(readFileSync(join(dir, 'ro555', 't.svg'), 'utf8')).toBe('kept');
  });

  it('a write that fails names the file and why (was "cannot write the output: EPERM")', async () => {
    const { writeChart } = await import('../../../src/cli/share/chart-file.js');
    const dir = tempDir('infcalc-chart-');
    mkdirSync(join(dir, 'c.svg'));
    const e = await writeChart(join(dir, 'c.svg'), '<svg/>').catch((x: unknown) => x);
    expect((e as Error).name).toBe('OutputError');
    expect((e as Error).message).toBe(
      `cannot write the chart ${join(dir, 'c.svg')}: it is a directory (EISDIR)`,
    );
    expect(existsSync(join(dir, 'c.svg'))).toBe(true);
  });
});
