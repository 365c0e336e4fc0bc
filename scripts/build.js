// Bundle the CLI so that start-up reads one small file instead of hundreds
// (start-up matters; `npm run bench startup` measures it).
// - CommonJS: Node 20 starts a CommonJS file faster than an ES module graph.
// - Two bundles: dist/cli.cjs holds start-up and the commands played at the table;
//   dist/more.cjs the other commands, read only when one of them runs (AT_START below).
// - commander, chalk, seedrandom and zod/mini are bundled; the modules that only some
//   commands use are initialised only when those commands run. @inquirer/prompts stays
//   external: only the interactive menu requires it.
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Which of the modules the CLI loads with `import()` are in the start-up bundle: those of
 * the commands played at the table (roll, ftf, odds, save), their renderers, and the
 * packages (zod is not among them: only the modules that read files use it). Every other command's modules (army lists and codes, game data, the turn
 * tracker, schemas, engagements, the menu...) are in dist/more.cjs, which bin/infcalc.js
 * loads the first time one of them is imported. A new command goes there by default.
 */
const AT_START =
  /^(node_modules\/|src\/app\/(query|roll|save|simulate)\.ts$|src\/cli\/commands\/(roll|odds|save)\/view\.ts$|src\/cli\/(edition|errors|io|random|ndjson|odds-question)\.ts$|src\/cli\/render\/|src\/core\/rules\/)/;

const root = fileURLToPath(new URL('..', import.meta.url));
const rel = (path) => relative(root, path).split(sep).join('/');

/**
 * Resolve an import as esbuild would, and hand it to `pick` when it is a file of the
 * project: `pick` returns a replacement, or undefined to leave the import alone.
 */
const redirect = (b, kinds, pick) =>
  b.onResolve({ filter: /.*/ }, async (args) => {
    if (args.pluginData === 'redirect' || !kinds.includes(args.kind)) return undefined;
    const r = await b.resolve(args.path, {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: 'redirect',
    });
    return r.errors.length > 0 || r.external || r.namespace !== 'file'
      ? undefined
      : pick(rel(r.path));
  });

/**
 * The start-up bundle: an `import()` of a module of dist/more.cjs becomes a call into it
 * (`inStart` are the modules already in this bundle, from a first pass). dist/more.cjs
 * gets this bundle's own instances of the modules the two share (`shared`), so each
 * module runs once and `instanceof UsageError` holds across both.
 */
const startBundle = (inStart, shared) => ({
  name: 'start-bundle',
  setup(b) {
    redirect(b, ['dynamic-import'], (path) =>
      AT_START.test(path) || inStart.has(path) ? undefined : { path, namespace: 'more' },
    );
    b.onResolve({ filter: /^infcalc:more$/ }, () => ({ path: 'more', namespace: 'more-link' }));
    b.onResolve({ filter: /^\.\.\/bin\/infcalc\.js$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
    b.onLoad({ filter: /.*/, namespace: 'more' }, (args) => ({
      contents: `module.exports = require('infcalc:more').modules[${JSON.stringify(args.path)}]();`,
      loader: 'js',
      resolveDir: root,
    }));
    b.onLoad({ filter: /.*/, namespace: 'more-link' }, () => ({
      contents: [
        "const more = require('../bin/infcalc.js').load('more.cjs');",
        'more.link({',
        ...[...shared].map(
          (p) => `  ${JSON.stringify(p)}: () => require(${JSON.stringify(join(root, p))}),`,
        ),
        '});',
        'module.exports = more;',
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
  },
});

/** dist/more.cjs: its modules, initialised on demand; imports of start-up modules are linked. */
const moreBundle = (inStart, roots) => ({
  name: 'more-bundle',
  setup(b) {
    b.onResolve({ filter: /^infcalc:more-entry$/ }, () => ({
      path: 'entry',
      namespace: 'more-entry',
    }));
    b.onResolve({ filter: /^infcalc:linked$/ }, () => ({ path: 'linked', namespace: 'linked' }));
    redirect(b, ['import-statement', 'dynamic-import', 'require-call'], (path) =>
      inStart.has(path) ? { path, namespace: 'start' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'more-entry' }, () => ({
      contents: [
        "exports.link = (shared) => { require('infcalc:linked').shared = shared; };",
        'exports.modules = {',
        ...[...roots].map(
          (p) => `  ${JSON.stringify(p)}: () => require(${JSON.stringify(join(root, p))}),`,
        ),
        '};',
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
    b.onLoad({ filter: /.*/, namespace: 'linked' }, () => ({
      contents: 'module.exports = { shared: null };',
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'start' }, (args) => ({
      contents: `module.exports = require('infcalc:linked').shared[${JSON.stringify(args.path)}]();`,
      loader: 'js',
      resolveDir: root,
    }));
  },
});

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // src/cli/share/png.ts reads import.meta only where the sources run as ES modules (the
  // tests); in the CommonJS bundles it has `require`.
  logOverride: { 'empty-import-meta': 'silent' },
};
const cli = {
  ...common,
  format: 'cjs',
  // csv-stringify too: only `--format csv` requires it, from the installed package.
  external: ['@inquirer/prompts', 'csv-stringify/sync'],
  // The ARC4 generator alone: the package index also loads six other generators.
  alias: { seedrandom: 'seedrandom/seedrandom.js' },
  metafile: true,
};

/**
 * The CLI as two CommonJS bundles (dist/cli.cjs, dist/more.cjs), in three passes: which
 * modules start-up holds; dist/more.cjs, linked to them; then dist/cli.cjs with the links
 * dist/more.cjs uses.
 */
async function cliBundles() {
  const modulesOf = (result) => new Set(Object.keys(result.metafile.inputs));
  const first = await build({
    ...cli,
    entryPoints: ['src/cli/index.ts'],
    write: false,
    outfile: 'dist/cli.cjs',
    plugins: [startBundle(new Set(), new Set()), noCrypto, lazyChildProcess],
  });
  const inputs = modulesOf(first);
  const inStart = new Set([...inputs].filter((p) => !p.includes(':')));
  // zod's schemas are for reading files; were they at start-up, so would be all of zod that
  // dist/more.cjs uses (a linked module is bundled whole).
  const heavy = [...inStart].filter((p) => /^node_modules\/zod\//.test(p));
  if (heavy.length > 0) throw new Error(`zod in the start-up bundle: ${heavy[0]}`);
  const roots = new Set(
    [...inputs].filter((p) => p.startsWith('more:')).map((p) => p.slice('more:'.length)),
  );
  const more = await build({
    ...cli,
    entryPoints: ['infcalc:more-entry'],
    outfile: 'dist/more.cjs',
    plugins: [moreBundle(inStart, roots), noCrypto, lazyChildProcess],
  });
  const shared = new Set(
    [...modulesOf(more)].filter((p) => p.startsWith('start:')).map((p) => p.slice('start:'.length)),
  );
  const start = await build({
    ...cli,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.cjs',
    plugins: [startBundle(inStart, shared), noCrypto, lazyChildProcess],
  });
  const again = modulesOf(start);
  const moved = [...again].filter((p) => !p.includes(':') && !inStart.has(p));
  if (moved.length > 0) throw new Error(`the start-up bundle changed between passes: ${moved}`);
}

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  cliBundles(),
  // The pure core as an ES module, for bench/.
  build({
    ...common,
    entryPoints: ['src/core/index.ts'],
    outfile: 'dist/core.js',
    format: 'esm',
    minify: false,
  }),
  // The library entry (docs/library.md), for `import` and for `require`; its
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

// The V8 code caches of the CLI bundles, which bin/infcalc.js compiles them from on Node 20
// (newer Nodes use their own compile cache): made by running everyday commands, so the
// functions they compile are in the caches too: a roll, and an order spent in a turn
// (whose state goes to a temporary directory; the turn is in dist/more.cjs).
const cacheState = mkdtempSync(join(tmpdir(), 'infcalc-build-'));
const cache = spawnSync(
  process.execPath,
  [
    'scripts/code-cache.cjs',
    ...['ftf', '13b3', 'vs', '11', '--seed', '1'],
    ...['--then', 'turn', 'start', 'examples/n4-two-groups.json'],
    ...['--then', 'turn', 'spend', 'Crusader', '--skills', 'Move + CC Attack'],
  ],
  { stdio: 'ignore', env: { ...process.env, INFCALC_STATE: join(cacheState, 'game.json') } },
);
rmSync(cacheState, { recursive: true, force: true });
if (cache.status !== 0) throw new Error('making the code caches of the CLI bundles failed');

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
