// Bundle the CLI so that start-up reads one small file instead of hundreds
// (start-up matters; `npm run bench startup` measures it). The menu's pickers are a fourth
// bundle, dist/pickers.cjs (PICKERS below).
// - CommonJS: Node 20 starts a CommonJS file faster than an ES module graph.
// - Three bundles: dist/cli.cjs holds start-up and the commands played at the table;
//   dist/data.cjs the game-data look-ups players make at the table (unit, weapon, odds
//   from the data) and a list's orders (AT_TABLE below); dist/more.cjs the other commands. Each is read only
//   when one of its modules is first imported (AT_START below).
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
import { buildWeb } from './build-web.js';

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
 * the commands played at the table (roll, ftf, odds, save), their renderers, the turn
 * tracker's steps (`turn show`, `spend`, `undo`: a dozen a turn; read from dist/data.cjs,
 * they cost `turn show` about 18 M instructions, a tenth of its start-up, and every other
 * command less than 2 M here), and the packages (zod is not among them: only the modules
 * that read files use it). Every other command's modules (army lists and codes, game data,
 * schemas, engagements, the menu...) are in dist/more.cjs, which bin/infcalc.js loads the
 * first time one of them is imported. A new command goes there by default.
 */
const AT_START =
  /^(node_modules\/|src\/app\/(query|sweep-plan|roll|save|simulate|question\/(odds|save|fields))\.ts$|src\/cli\/commands\/(roll|odds|save)\/view\.ts$|src\/cli\/commands\/turn\/(run|view)\.ts$|src\/cli\/(edition|errors|io|random|ndjson|odds-question|config\/settings|config\/paths|menu\/(edition|prompter)|data\/dir)\.ts$|src\/core\/data\/game-of\.ts$|src\/core\/suggest\.ts$|src\/cli\/render\/|src\/core\/rules\/)/;

/**
 * Which of the modules the start-up bundle imports are the roots of dist/data.cjs: the
 * game-data look-ups (`unit`, `weapon`, `odds --unit`, `save --unit`), which a player
 * types dozens of times a game, and the orders and check of an army list (`orders`,
 * `validate`: they share the army-code and list modules of dist/data.cjs, so from
 * dist/more.cjs they read all three bundles), and what `turn start` reads a list with
 * (src/app/army.ts, the list reader). They and what they import (bar the start-up bundle's
 * modules) are read from that small bundle, not from dist/more.cjs; the modules of
 * dist/more.cjs that import them share its instances.
 */
const AT_TABLE =
  /^src\/(cli\/(army-lists|data\/(lookup|load|odds-data|save-data|entries)|commands\/(unit|weapon|orders|validate)\/view)|app\/(question\/lists|army)|core\/army\/read-list)\.ts$/;

/**
 * The menu's pickers (@inquirer's select, search...): a bundle of their own,
 * dist/pickers.cjs, read when the menu starts. As ES modules, Node walked some thirty
 * files before the first picker; bundled and compiled from a code cache, it is one.
 */
const PICKERS = 'src/cli/pickers.ts';

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
 * The start-up bundle: an `import()` of a module of dist/data.cjs or dist/more.cjs
 * becomes a call into that bundle (`inStart` are the modules already in this bundle,
 * from a first pass; `dataRoots` the roots of dist/data.cjs). The other two bundles get this
 * bundle's own instances of the modules they share with it (`shared`), and dist/more.cjs
 * gets dist/data.cjs's (`sharedData`), so each module runs once and `instanceof
 * UsageError` holds across all three.
 */
const startBundle = (inStart, shared, dataRoots = new Set(), sharedData = new Set()) => ({
  name: 'start-bundle',
  setup(b) {
    redirect(b, ['dynamic-import'], (path) =>
      path === PICKERS
        ? { path, namespace: 'pickers' }
        : AT_START.test(path) || inStart.has(path)
          ? undefined
          : { path, namespace: dataRoots.has(path) ? 'data' : 'more' },
    );
    b.onLoad({ filter: /.*/, namespace: 'pickers' }, () => ({
      contents: "module.exports = require('../bin/infcalc.js').load('pickers.cjs');",
      loader: 'js',
      resolveDir: root,
    }));
    b.onResolve({ filter: /^infcalc:(more|data)$/ }, (args) => ({
      path: args.path.slice('infcalc:'.length),
      namespace: 'bundle-link',
    }));
    b.onResolve({ filter: /^\.\.\/bin\/infcalc\.js$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
    for (const namespace of ['more', 'data'])
      b.onLoad({ filter: /.*/, namespace }, (args) => ({
        contents: `module.exports = require('infcalc:${namespace}').modules[${JSON.stringify(args.path)}]();`,
        loader: 'js',
        resolveDir: root,
      }));
    const starts = [...shared].map(
      (p) => `  ${JSON.stringify(p)}: () => require(${JSON.stringify(join(root, p))}),`,
    );
    b.onLoad({ filter: /.*/, namespace: 'bundle-link' }, (args) => ({
      contents: [
        `const bundle = require('../bin/infcalc.js').load('${args.path}.cjs');`,
        'bundle.link({',
        ...starts,
        ...(args.path === 'more'
          ? [...sharedData].map(
              (p) =>
                `  ${JSON.stringify(p)}: () => require('infcalc:data').modules[${JSON.stringify(p)}](),`,
            )
          : []),
        '});',
        'module.exports = bundle;',
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
  },
});

/**
 * dist/more.cjs or dist/data.cjs: its modules (`roots`, those other bundles import),
 * initialised on demand; imports of modules of the start-up bundle (`inStart`) and, for
 * dist/more.cjs, of dist/data.cjs (`inData`) are linked to those bundles' instances.
 */
const laterBundle = (inStart, roots, inData = new Set()) => ({
  name: 'later-bundle',
  setup(b) {
    b.onResolve({ filter: /^infcalc:bundle-entry$/ }, () => ({
      path: 'entry',
      namespace: 'bundle-entry',
    }));
    b.onResolve({ filter: /^infcalc:linked$/ }, () => ({ path: 'linked', namespace: 'linked' }));
    // A package both later bundles use (zod) is bundled into each, trimmed to what each
    // uses: linked, it would be bundled whole (every export of every file), several times
    // the size. zod's classes recognise instances of another copy (`$constructor`).
    redirect(b, ['import-statement', 'dynamic-import', 'require-call'], (path) =>
      inStart.has(path) || (inData.has(path) && !path.startsWith('node_modules/'))
        ? { path, namespace: 'start' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'bundle-entry' }, () => ({
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
 * The CLI as three CommonJS bundles (dist/cli.cjs, dist/data.cjs, dist/more.cjs), in five
 * passes: which modules start-up holds; which dist/data.cjs holds; dist/more.cjs, linked
 * to both; dist/data.cjs, exporting what dist/more.cjs uses of it; then dist/cli.cjs with
 * the links the other two use.
 */
async function cliBundles() {
  const modulesOf = (result) => new Set(Object.keys(result.metafile.inputs));
  const linked = (result) =>
    [...modulesOf(result)].filter((p) => p.startsWith('start:')).map((p) => p.slice(6));
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
  // the other bundles use (a linked module is bundled whole).
  const heavy = [...inStart].filter((p) => /^node_modules\/zod\//.test(p));
  if (heavy.length > 0) throw new Error(`zod in the start-up bundle: ${heavy[0]}`);
  const roots = [...inputs].filter((p) => p.startsWith('more:')).map((p) => p.slice(5));
  const dataRoots = new Set(roots.filter((p) => AT_TABLE.test(p)));
  if (dataRoots.size === 0) throw new Error('no module of the start-up bundle imports AT_TABLE');
  const dataOut = { ...cli, entryPoints: ['infcalc:bundle-entry'], outfile: 'dist/data.cjs' };
  const dataPass = await build({
    ...dataOut,
    write: false,
    plugins: [laterBundle(inStart, dataRoots), noCrypto, lazyChildProcess],
  });
  const inData = new Set([...modulesOf(dataPass)].filter((p) => !p.includes(':')));
  const more = await build({
    ...cli,
    entryPoints: ['infcalc:bundle-entry'],
    outfile: 'dist/more.cjs',
    plugins: [
      laterBundle(inStart, new Set(roots.filter((p) => !dataRoots.has(p))), inData),
      noCrypto,
      lazyChildProcess,
    ],
  });
  const fromMore = linked(more);
  const sharedData = new Set(fromMore.filter((p) => inData.has(p)));
  const data = await build({
    ...dataOut,
    plugins: [
      laterBundle(inStart, new Set([...dataRoots, ...sharedData])),
      noCrypto,
      lazyChildProcess,
    ],
  });
  const again = modulesOf(data);
  const grew = [...again].filter((p) => !p.includes(':') && !inData.has(p));
  if (grew.length > 0) throw new Error(`dist/data.cjs changed between passes: ${grew}`);
  const shared = new Set([...fromMore.filter((p) => inStart.has(p)), ...linked(data)]);
  const start = await build({
    ...cli,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.cjs',
    plugins: [startBundle(inStart, shared, dataRoots, sharedData), noCrypto, lazyChildProcess],
  });
  await build({
    ...common,
    format: 'cjs',
    entryPoints: [PICKERS],
    outfile: 'dist/pickers.cjs',
  });
  const moved = [...modulesOf(start)].filter((p) => !p.includes(':') && !inStart.has(p));
  if (moved.length > 0) throw new Error(`the start-up bundle changed between passes: ${moved}`);
}

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await Promise.all([
  cliBundles(),
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
  // The page (docs/web.md): dist/infcalc.html and what hosting it adds, in dist/web/.
  buildWeb(),
]);

// The V8 code caches of the CLI bundles, which bin/infcalc.js compiles them from on Node 20
// (newer Nodes use their own compile cache): made by running everyday commands, so the
// functions they compile are in the caches too: rolls, odds and a save (dist/cli.cjs's
// cache is made of these four, scripts/code-cache.cjs); the game-data look-ups played at
// the table (a unit, a weapon, odds between two units) and the orders of a list, on a copy of the example data so
// that the index they write stays out of examples/; and the check of an order (dist/more.cjs).
// The turn is in dist/cli.cjs but not in its everyday cache: every roll would deserialise
// it too; it has a cache of its own (below).
const cacheState = mkdtempSync(join(tmpdir(), 'infcalc-build-'));
const data = join(cacheState, 'data');
cpSync('examples', data, { recursive: true, filter: (src) => !src.endsWith('infcalc-index.json') });
// The index is built first, in a process of its own: the look-ups then find it fresh, and
// the cache holds what a look-up runs, not what building an index does.
const indexed = spawnSync(process.execPath, ['bin/infcalc.js', 'data', 'index', '--dir', data], {
  stdio: 'ignore',
});
if (indexed.status !== 0) throw new Error('indexing the example data for the code caches failed');
const cache = spawnSync(
  process.execPath,
  [
    'scripts/code-cache.cjs',
    ...['ftf', '13b3', 'vs', '11', '--seed', '1'],
    ...['--then', 'roll', '13', '--seed', '1'],
    ...['--then', 'odds', '13b3', 'vs', '11'],
    ...['--then', 'save', '2', '--dam', '13', '--arm', '3', '--w', '2', '--seed', '1'],
    ...['--then', 'unit', 'fusilier', '--data', data],
    ...['--then', 'weapon', 'combi rifle', '--data', data],
    ...['--then', 'orders', 'examples/n4-two-groups.json'],
    ...['--then', 'odds', '--unit', 'fusilier', '--weapon', 'combi rifle', '--range', '37cm'],
    ...['--vs-unit', 'zhanshi', '--vs-weapon', 'combi rifle', '--rules', 'n5', '--data', data],
    ...['--then', 'order', 'check', 'Move + BS Attack'],
  ],
  { stdio: 'ignore' },
);
if (cache.status !== 0) throw new Error('making the code caches of the CLI bundles failed');
// The game the turn's cache is made on, started and played one order in by a process of
// its own.
const state = { ...process.env, INFCALC_STATE: join(cacheState, 'game.json') };
for (const step of [
  ['start', 'examples/n4-two-groups.json'],
  ['spend', 'Crusader', '--skills', 'Move + CC Attack'],
]) {
  const played = spawnSync(process.execPath, ['bin/infcalc.js', 'turn', ...step], {
    stdio: 'ignore',
    env: state,
  });
  if (played.status !== 0) throw new Error('starting the game for the turn code cache failed');
}
// The caches of the commands that have their own (bin/infcalc.js PROFILES), each made of
// those commands alone: a list's orders and checks, the help, an order's check (which
// would otherwise read the everyday caches of all three bundles, 1.1 MB), and a turn's
// steps on the game started above (without `turn start`, played once a game, which reads
// the list schema).
for (const [profile, ...commands] of [
  [
    'lists',
    ['orders', 'examples/n4-two-groups.json'],
    ['orders', 'examples/n4-two-groups.json', '--public'],
    ['validate', 'examples/n4-two-groups.json'],
  ],
  ['help', ['--help']],
  ['order', ['order', 'check', 'Move + BS Attack']],
  [
    'turn',
    ['turn', 'show'],
    ['turn', 'spend', 'Fusilier HMG', '--skills', 'Move + BS Attack'],
    ['turn', 'undo'],
    ['turn', 'show', '--public'],
  ],
]) {
  const made = spawnSync(
    process.execPath,
    [
      'scripts/code-cache.cjs',
      ...['--profile', profile],
      ...commands.flatMap((c, i) => (i === 0 ? c : ['--then', ...c])),
    ],
    { stdio: 'ignore', env: state },
  );
  if (made.status !== 0) throw new Error(`making the ${profile} code caches failed`);
}
rmSync(cacheState, { recursive: true, force: true });

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
