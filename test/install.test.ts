/**
 * What a user gets from the package, not from the clone: `npm pack`, install the tarball
 * into a throw-away global prefix, and run `infcalc` by name from another directory.
 * The runtime dependencies come from npm's cache (`npm ci` put them there); the registry
 * is asked only when they are missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli/harness.js';
import { npm, pack, scratch } from './npm.js';

const tmp = scratch('infcalc-install-');

describe('the packed package', () => {
  it('installs from its tarball into a fresh prefix and runs from any directory', async () => {
    const packed = pack(tmp);
    // The help cites docs/rules.md: it ships with the package.
    expect(packed.files).toContain('docs/rules.md');
    // The help's examples name examples/ files (item 19): they ship with the package.
    expect(packed.files).toContain('examples/n4-two-groups.json');
    expect(packed.files).toContain('examples/compare.json');
    const prefix = join(tmp, 'prefix');
    npm(['install', '-g', '--prefix', prefix, '--prefer-offline', packed.tarball], tmp);

    // Inside the scratch folder, so it goes with it.
    const elsewhere = join(tmp, 'cwd');
    mkdirSync(elsewhere);
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
    // csv-stringify is outside the bundle: required from the installed dependencies.
    const csv = infcalc(['odds', '13b3', 'vs', '11', '--format', 'csv']);
    expect([csv.status, csv.stdout]).toEqual([
      0,
      (await cli('odds 13b3 vs 11 --format csv')).stdout,
    ]);
  }, 180_000);
});

describe('18: a fresh npm install is quiet', () => {
  it('18: every dependency with an install script is approved in allowScripts', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      allowScripts?: Record<string, boolean>;
    };
    const scripted = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(scripted).toContain('esbuild');
    for (const name of scripted) expect(pkg.allowScripts?.[name], name).toBe(true);
  });
});
