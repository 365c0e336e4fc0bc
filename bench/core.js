// The pure core (src/core) as one ES module for the bench, built here from the sources: the
// package ships no copy of it. Written where npm keeps caches (node_modules/.cache), so that
// bench/batch-baseline.js, a process of its own, imports the same file.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.js';

export const CORE_FILE = join(root, 'node_modules', '.cache', 'infcalc', 'bench-core.js');

await build({
  entryPoints: [join(root, 'src', 'core', 'index.ts')],
  outfile: CORE_FILE,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

/** The core's exports, as `import * as core` would give them. */
export const core = await import(pathToFileURL(CORE_FILE).href);
