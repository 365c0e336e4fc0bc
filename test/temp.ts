/**
 * Temporary folders of the tests: every one is made here and removed after its test file
 * (issue 25 item 25), read-only folders and device nodes inside included.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

/** Give every folder under `dir` its write bit back, so that a non-root user can remove it. */
function writable(dir: string): void {
  try {
    chmodSync(dir, 0o700);
    for (const e of readdirSync(dir, { withFileTypes: true }))
      if (e.isDirectory() && !e.isSymbolicLink()) writable(join(dir, e.name));
  } catch {
    // Already gone, or not ours: rmSync says so below if it matters.
  }
}

export function removeTemp(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    writable(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

afterAll(() => {
  for (const dir of made.splice(0)) removeTemp(dir);
});

/** A new folder in the system's temporary directory, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * The places an option that writes a file must refuse, made in `root` (never a system
 * path): `bad/dir.EXT` (a directory), `bad/fifo.EXT`, `bad/null.DEVEXT` (a device node of
 * our own, the null device's numbers), `bad/to-dir.EXT` (a symlink to the directory) and
 * `ro/` (a read-only folder). Returns what the two folders hold, to show nothing was written.
 */
export function unwritablePaths(root: string, ext: string, deviceExt = ext): () => string[] {
  const bad = join(root, 'bad');
  const ro = join(root, 'ro');
  mkdirSync(bad);
  mkdirSync(join(bad, `dir.${ext}`));
  execFileSync('mkfifo', [join(bad, `fifo.${ext}`)]);
  execFileSync('mknod', [join(bad, `null.${deviceExt}`), 'c', '1', '3']);
  symlinkSync(join(bad, `dir.${ext}`), join(bad, `to-dir.${ext}`));
  mkdirSync(ro);
  chmodSync(ro, 0o555);
  return () => [bad, ro].flatMap((d) => readdirSync(d).map((f) => join(d, f)));
}
