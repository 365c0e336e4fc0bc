// Build only (scripts/build.js): the V8 code cache of dist/cli.cjs, for Node 20, where
// bin/infcalc.js compiles the bundle from it. Made by running one everyday command, so
// that the functions it compiles lazily are in the cache too; written at exit.
//   node scripts/code-cache.cjs OUT COMMAND...
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const bin = require('../bin/infcalc.js');

const [out, ...args] = process.argv.slice(2);
if (out === undefined || args.length === 0) throw new Error('usage: code-cache.cjs OUT COMMAND...');
const script = bin.compileWithCache();
process.argv = [process.argv[0], join(__dirname, '..', 'bin', 'infcalc.js'), ...args];
process.on('exit', () => writeFileSync(out, script.createCachedData()));
bin.runScript(script);
