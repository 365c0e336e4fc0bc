/**
 * Temporary folders of the tests: every one is made here and removed after its test file
 * (issue 25 item 25), read-only folders and device nodes inside included.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
