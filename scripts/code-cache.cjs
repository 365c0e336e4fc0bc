// Build only (scripts/build.js): the V8 code cache of dist/cli.cjs, for Node 20, where
// bin/infcalc.js compiles the bundle from it. Made by running everyday commands, one after
// the other in this process, so that the functions they compile lazily are in the cache
// too; written at exit.
//   node scripts/code-cache.cjs OUT COMMAND... [--then COMMAND...]...
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const bin = require('../bin/infcalc.js');

const [out, ...args] = process.argv.slice(2);
if (out === undefined || args.length === 0) throw new Error('usage: code-cache.cjs OUT COMMAND...');
const commands = [[]];
for (const a of args) {
  if (a === '--then') commands.push([]);
  else commands[commands.length - 1].push(a);
}
const script = bin.compileWithCache();
const next = () => {
  const command = commands.shift();
  if (command === undefined) return;
  process.argv = [process.argv[0], join(__dirname, '..', 'bin', 'infcalc.js'), ...command];
  bin.runScript(script);
};
// The next command starts when the one before has finished (nothing left to do).
process.on('beforeExit', next);
process.on('exit', () => writeFileSync(out, script.createCachedData()));
next();
