// Build only (scripts/build.js): the V8 code caches of the CLI bundles (dist/cli.cjs and
// dist/more.cjs), for Node 20, where bin/infcalc.js compiles each bundle from its cache.
// Made by running everyday commands, one after the other in this process, so that the
// functions they compile lazily are in the caches too; each cache is written beside its
// bundle at exit. Every bundle must have been loaded by one of the commands.
//   node scripts/code-cache.cjs COMMAND... [--then COMMAND...]...
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const bin = require('../bin/infcalc.js');

const BUNDLES = ['cli.cjs', 'more.cjs'];
const args = process.argv.slice(2);
if (args.length === 0) throw new Error('usage: code-cache.cjs COMMAND... [--then COMMAND...]');
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
process.on('exit', () => {
  for (const name of BUNDLES) {
    const compiled = bin.scripts.get(name);
    if (compiled === undefined) throw new Error(`no command loaded dist/${name}`);
    writeFileSync(join(__dirname, '..', 'dist', `${name}.cache`), compiled.createCachedData());
  }
});
next();
