/**
 * What a user gets from the package, not from the clone: `npm pack`, install the tarball
 * into a throw-away global prefix, and run `infcalc` by name from another directory.
 * The runtime dependencies come from npm's cache (`npm ci` put them there); the registry
 * is asked only when they are missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli/harness.js';

const tmp = mkdtempSync(join(tmpdir(), 'infcalc-install-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** npm, without the settings `npm test` exports that would point it at this clone. */
function npm(args: readonly string[], cwd: string): string {
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

describe('the packed package', () => {
  it('installs from its tarball into a fresh prefix and runs from any directory', async () => {
    // dist/ is already built by the test set-up; rebuilding it here (pack's `prepare`)
    // would rewrite the bundle under the other tests' feet.
    const packed = JSON.parse(
      npm(['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], process.cwd()),
    ) as [{ filename: string; files: { path: string }[] }];
    // The help cites docs/rules.md: it ships with the package.
    expect(packed[0].files.map((f) => f.path)).toContain('docs/rules.md');
    const prefix = join(tmp, 'prefix');
    npm(
      ['install', '-g', '--prefix', prefix, '--prefer-offline', join(tmp, packed[0].filename)],
      tmp,
    );

    const elsewhere = mkdtempSync(join(tmp, 'cwd-'));
    const infcalc = (args: readonly string[]) =>
      spawnSync('infcalc', args, {
        cwd: elsewhere,
        encoding: 'utf8',
        // The installed bin directory first; node's own, for the `#!/usr/bin/env node` line.
        env: {
          PATH: [join(prefix, 'bin'), dirname(process.execPath), process.env.PATH ?? ''].join(
            delimiter,
          ),
        },
      });
    const version = infcalc(['--version']);
    expect(version.stderr).toBe('');
    expect(version.stdout).toBe('0.1.0\n');
    const roll = infcalc(['roll', '13', '--seed', '1']);
    expect(roll.status).toBe(0);
    expect(roll.stdout).toBe((await cli('roll 13 --seed 1')).stdout);
  }, 180_000);
});
