#!/usr/bin/env node
'use strict';
// CommonJS on purpose (bin/package.json): the fastest start Node 20 offers.
//
// Most of a command's start-up is V8 compiling the bundle. `npm run build` leaves a V8
// code cache beside it (dist/cli.cjs.cache, made by running one command with
// INFCALC_CODE_CACHE set), and the bundle is compiled from it. V8 checks the cache
// against the source and this Node's version and flags: a stale or foreign cache, or
// none, only means a slower start.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');

const dir = join(__dirname, '..', 'dist');
const file = join(dir, 'cli.cjs');
let source;
try {
  source = readFileSync(file, 'utf8');
} catch {
  // A clone before `npm install`, or while `npm run build` rewrites dist/: one line.
  process.stderr.write('infcalc: not built yet: run npm install (or npm run build) first\n');
  process.exit(70);
}
let cachedData;
try {
  cachedData = readFileSync(`${file}.cache`);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
  { filename: file, cachedData },
);
// A script compiled from a cache has no import() on Node 20: the menu's ES modules
// come through this one (src/cli/index.ts).
globalThis[Symbol.for('infcalc.import')] = (specifier) => import(specifier);
const out = process.env.INFCALC_CODE_CACHE;
// Made at exit, so the cache also holds the functions this command compiled lazily.
if (out) process.on('exit', () => writeFileSync(out, script.createCachedData()));
const cjs = { exports: {} };
script.runInThisContext()(cjs.exports, createRequire(file), cjs, file, dir);
