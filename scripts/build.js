// Bundle the CLI so that start-up reads one small file instead of hundreds
// (start-up matters; `npm run bench startup` measures it).
// - CommonJS: Node 20 starts a CommonJS file faster than an ES module graph.
// - commander, chalk, seedrandom and zod/mini are bundled; the modules that only some
//   commands use are initialised only when those commands run. @inquirer/prompts stays
//   external: only the interactive menu requires it.
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * seedrandom asks for node:crypto at load time, only to auto-seed; infcalc always passes
 * a seed, so the bundle gets an empty stand-in and start-up skips loading crypto.
 */
const noCrypto = {
  name: 'no-crypto',
  setup(b) {
    b.onResolve({ filter: /^crypto$/ }, () => ({ path: 'crypto', namespace: 'no-crypto' }));
    b.onLoad({ filter: /.*/, namespace: 'no-crypto' }, () => ({
      contents: 'module.exports = {};',
    }));
  },
};

/**
 * commander requires node:child_process at load time, only to run executable
 * subcommands, which infcalc has none of; loading it pulls in net, dgram and streams.
 * The stand-in requires the real module on first use, so nothing changes but start-up.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.namespace === 'lazy'
        ? { path: args.path, external: true }
        : { path: 'child_process', namespace: 'lazy' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents:
        "let real; module.exports = new Proxy({}, { get: (_, key) => (real ??= require('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};
await Promise.all([
  build({
    ...common,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.cjs',
    format: 'cjs',
    // csv-stringify too: only `--format csv` requires it, from the installed package.
    external: ['@inquirer/prompts', 'csv-stringify/sync'],
    // The ARC4 generator alone: the package index also loads six other generators.
    alias: { seedrandom: 'seedrandom/seedrandom.js' },
    plugins: [noCrypto, lazyChildProcess],
  }),
  // The pure core as an ES module, for bench/.
  build({
    ...common,
    entryPoints: ['src/core/index.ts'],
    outfile: 'dist/core.js',
    format: 'esm',
    minify: false,
  }),
  // The library entry (README "Library"), for `import` and for `require`; its
  // dependencies are the package's own, installed beside it, so they stay external.
  ...['esm', 'cjs'].map((format) =>
    build({
      ...common,
      entryPoints: ['src/index.ts'],
      outfile: format === 'esm' ? 'dist/index.js' : 'dist/index.cjs',
      format,
      minify: false,
      packages: 'external',
    }),
  ),
  libraryTypes(),
  // The shell quoting of printed commands, for scripts/demo.js.
  build({
    ...common,
    entryPoints: ['src/cli/shell.ts'],
    outfile: 'dist/shell.js',
    format: 'esm',
    minify: false,
  }),
]);

// The V8 code cache of the CLI bundle, which bin/infcalc.js compiles it from on Node 20
// (newer Nodes use their own compile cache): made by running one everyday command, so the
// functions it compiles are in the cache too.
const cache = spawnSync(
  process.execPath,
  ['scripts/code-cache.cjs', 'dist/cli.cjs.cache', 'ftf', '13b3', 'vs', '11', '--seed', '1'],
  { stdio: 'ignore' },
);
if (cache.status !== 0) throw new Error('making the code cache of dist/cli.cjs failed');

/**
 * The library's declarations, by tsc (tsconfig.lib.json), into dist/types; and a copy in
 * dist/types-cjs marked CommonJS, so that `require('infcalc')` is typed as CommonJS.
 */
async function libraryTypes() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`tsc exited with ${code}`)),
    );
  });
  cpSync('dist/types', 'dist/types-cjs', { recursive: true });
  writeFileSync('dist/types-cjs/package.json', '{ "type": "commonjs" }\n');
}
