#!/usr/bin/env node
'use strict';
// CommonJS on purpose (bin/package.json): the fastest start Node offers.
//
// Most of a command's start-up is V8 compiling the bundle (dist/cli.cjs). Where Node has
// its own compile cache (module.enableCompileCache, Node 22.1+), that is used. On Node 20
// the bundle is compiled from the V8 code cache `npm run build` leaves beside it
// (dist/cli.cjs.cache, made by scripts/code-cache.cjs). V8 checks that cache against the
// source and this Node's version and flags: a stale or foreign cache, or none, only means
// a slower start (test/cli/bin.test.ts checks that the built one is accepted here).
const { existsSync, readFileSync } = require('node:fs');
const nodeModule = require('node:module');
const { join } = require('node:path');

const dir = join(__dirname, '..', 'dist');
const file = join(dir, 'cli.cjs');

/** Node 20: the bundle as a script compiled from the build's V8 code cache, when there is one. */
function compileWithCache() {
  const vm = require('node:vm');
  const source = readFileSync(file, 'utf8');
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.cache`);
  } catch {
    cachedData = undefined;
  }
  return new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file, cachedData },
  );
}

/** Run the compiled bundle as the CommonJS module it is. */
function runScript(script) {
  // A script compiled from a cache has no import() of its own on Node 20 (the dynamic
  // import callback is lost with the cache): the menu's ES modules come through this one
  // (src/cli/index.ts).
  globalThis[Symbol.for('infcalc.import')] = (specifier) => import(specifier);
  const cjs = { exports: {} };
  script.runInThisContext()(cjs.exports, nodeModule.createRequire(file), cjs, file, dir);
}

function main() {
  if (!existsSync(file)) {
    // A clone before `npm install`, or while `npm run build` rewrites dist/: one line.
    process.stderr.write('infcalc: not built yet: run npm install (or npm run build) first\n');
    process.exit(70);
  }
  if (typeof nodeModule.enableCompileCache === 'function') {
    nodeModule.enableCompileCache();
    require(file);
    return;
  }
  runScript(compileWithCache());
}

module.exports = { compileWithCache, runScript };
if (require.main === module) main();
