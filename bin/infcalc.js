#!/usr/bin/env node
'use strict';
// CommonJS on purpose (bin/package.json): the fastest start Node offers.
//
// The CLI is three bundles: dist/cli.cjs, what start-up and the commands played at the
// table need; dist/data.cjs, the game-data look-ups; and dist/more.cjs, the other
// commands; the later two loaded by the first when one of their modules is imported
// (scripts/build.js). Most of a command's start-up is V8 compiling them. Where Node has
// its own compile cache (module.enableCompileCache, Node 22.1+), that is used. On Node 20
// each bundle is compiled from the V8 code cache `npm run build` leaves beside it
// (dist/cli.cjs.cache and the others, made by scripts/code-cache.cjs). V8
// checks a cache against the source and this Node's version and flags: a stale or foreign
// cache, or none, only means a slower start (test/cli/bin.test.ts checks that the built
// ones are accepted here).
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * Node's Module class, the one node:module exports, taken from this module: requiring
 * node:module loads its source-map and ES-module loader modules too, about 1.2 M
 * instructions of every command's start-up (`npm run bench -- instructions`).
 */
const NodeModule = module.constructor;

/** Node's own compile cache (Node 22.1+), which Node 20 lacks. */
function nodeCompileCache() {
  if (Number(process.versions.node.split('.')[0]) < 22) return undefined;
  const { enableCompileCache } = require('node:module');
  return typeof enableCompileCache === 'function' ? enableCompileCache : undefined;
}

const dir = join(__dirname, '..', 'dist');

/** The bundles compiled from a code cache in this process, by file name (for scripts/code-cache.cjs). */
const scripts = new Map();
/** Set when the start-up bundle was compiled from its code cache: dist/more.cjs is too. */
let fromCache = false;

/**
 * The commands with caches of their own, by the command's name: the build makes them by
 * running those commands alone (scripts/build.js), so such a command deserialises what
 * it compiles and no more (a cache is read whole; the everyday one of dist/data.cjs also
 * holds the look-ups, and that of dist/cli.cjs the rolls and odds). Any other command
 * line reads `dist/NAME.cache`.
 */
const PROFILES = {
  orders: 'lists',
  validate: 'lists',
  turn: 'turn',
  order: 'order',
  '--help': 'help',
  '-h': 'help',
  help: 'help',
};
/** Set by scripts/code-cache.cjs, which makes caches: compile with none. */
let fresh = false;

/** The cache each bundle was compiled from, by file name (for test/cli/bin.test.ts). */
const cachesRead = new Map();

/** The cache to compile a bundle from: the command's own, else the everyday one. */
function cacheOf(name) {
  const command = process.argv[2];
  const own = Object.hasOwn(PROFILES, command) ? [`${name}.${PROFILES[command]}.cache`] : [];
  for (const cache of fresh ? [] : [...own, `${name}.cache`]) {
    try {
      const data = readFileSync(join(dir, cache));
      cachesRead.set(name, cache);
      return data;
    } catch {
      // A missing cache only means a slower start.
    }
  }
  return undefined;
}

/** Node 20: a bundle as a script compiled from the build's V8 code cache, when there is one. */
function compileWithCache(name = 'cli.cjs') {
  const vm = require('node:vm');
  const file = join(dir, name);
  const source = readFileSync(file, 'utf8');
  const cachedData = cacheOf(name);
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file, cachedData },
  );
  scripts.set(name, script);
  return script;
}

/** Run a compiled bundle as the CommonJS module it is; its exports. */
function runScript(script, name = 'cli.cjs') {
  fromCache = true;
  const file = join(dir, name);
  const cjs = { exports: {} };
  script.runInThisContext()(cjs.exports, NodeModule.createRequire(file), cjs, file, dir);
  return cjs.exports;
}

/** dist/more.cjs (or another bundle), the way the start-up bundle was loaded. */
function load(name) {
  return fromCache ? runScript(compileWithCache(name), name) : require(join(dir, name));
}

function main() {
  const file = join(dir, 'cli.cjs');
  if (!existsSync(file)) {
    // A clone before `npm install`, or while `npm run build` rewrites dist/: one line.
    process.stderr.write('infcalc: not built yet: run npm install (or npm run build) first\n');
    process.exit(70);
  }
  const enableCompileCache = nodeCompileCache();
  if (enableCompileCache !== undefined) {
    enableCompileCache();
    require(file);
    return;
  }
  runScript(compileWithCache());
}

/** For scripts/code-cache.cjs: compile every bundle without a cache from now on. */
function compileFresh() {
  fresh = true;
}

module.exports = { compileWithCache, compileFresh, runScript, load, scripts, cachesRead };
if (require.main === module) main();
