/** Running npm from the tests that install the packed package. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from './temp.js';

/** npm, without the settings `npm test` exports that would point it at this clone. */
export function npm(args: readonly string[], cwd: string): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^npm_config_(prefix|global|local_prefix)$/i.test(k),
    ),
  );
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    env,
    encoding: 'utf8',
  });
}

/** A throw-away directory, removed after the test file. */
export const scratch = tempDir;

/**
 * `npm pack` into `dir`; the tarball's path and its files. dist/ is already built by the
 * test set-up; rebuilding it here (pack's `prepare`) would rewrite the bundle under the
 * other tests' feet.
 */
export function pack(dir: string): { tarball: string; files: string[] } {
  const packed = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], process.cwd()),
  ) as [{ filename: string; files: { path: string }[] }];
  return { tarball: join(dir, packed[0].filename), files: packed[0].files.map((f) => f.path) };
}
