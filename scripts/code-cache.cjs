// Build only (scripts/build.js): the V8 code caches of the CLI bundles (dist/cli.cjs,
// dist/data.cjs and dist/more.cjs), for Node 20, where bin/infcalc.js compiles each bundle from its cache.
// Made by running everyday commands, one after the other in this process, so that the
// functions they compile lazily are in the caches too; each cache is written beside its
// bundle at exit (dist/cli.cjs's after the first four commands). Every bundle must have been
// loaded by one of the commands. With `--profile NAME` first, the caches of the bundles the
// commands loaded are written as dist/BUNDLE.NAME.cache: the caches of the commands that
// bin/infcalc.js reads them for (its PROFILES), made of those commands alone.
//   node scripts/code-cache.cjs [--profile NAME] COMMAND... [--then COMMAND...]...
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { setImmediate } = require('node:timers');
const bin = require('../bin/infcalc.js');

const BUNDLES = ['cli.cjs', 'data.cjs', 'more.cjs', 'pickers.cjs'];
/** How many of the first commands the start-up bundle's cache is made of. */
const START_COMMANDS = 4;
const args = process.argv.slice(2);
const profile = args[0] === '--profile' ? args.splice(0, 2)[1] : undefined;
if (args.length === 0)
  throw new Error('usage: code-cache.cjs [--profile NAME] COMMAND... [--then COMMAND...]');
// Made from nothing: a script compiled from a cache keeps all the cache held.
bin.compileFresh();
const commands = [[]];
for (const a of args) {
  if (a === '--then') commands.push([]);
  else commands[commands.length - 1].push(a);
}
const script = bin.compileWithCache();
const caches = new Map();
/** A bundle's cache as it stands: the functions compiled so far are in it. */
const keep = (name) => {
  const compiled = bin.scripts.get(name);
  if (compiled !== undefined) caches.set(name, compiled.createCachedData());
};
let ran = 0;
const next = () => {
  // The start-up bundle's cache holds what the first four commands compiled, and no more:
  // every command deserialises all of it. The build runs the commands played most (a
  // Face-to-Face roll, a Normal roll, odds and a save); the help has a cache of its own
  // (bin/infcalc.js PROFILES): in this one it cost every roll about 4 M instructions of
  // deserialising, and odds and save compiled their own functions at every start.
  if (ran === START_COMMANDS && profile === undefined) keep('cli.cjs');
  ran += 1;
  const command = commands.shift();
  if (command === undefined) {
    if (!pickersAsked && profile === undefined) askPicker();
    return;
  }
  process.argv = [process.argv[0], join(__dirname, '..', 'bin', 'infcalc.js'), ...command];
  // From the loop, not from this listener: a command that reads its files synchronously
  // schedules nothing of its own, and Node emits 'beforeExit' again only after the loop
  // has had work.
  setImmediate(() => bin.runScript(script));
};
let pickersAsked = false;
/**
 * The menu's pickers (dist/pickers.cjs) need a terminal; the cache is made by asking one
 * picker, as the menu's first, on streams of this process's own, and answering it.
 */
function askPicker() {
  pickersAsked = true;
  const { PassThrough, Writable } = require('node:stream');
  const input = new PassThrough();
  const output = new Writable({ write: (_chunk, _enc, done) => done() });
  Object.assign(input, { isTTY: true, setRawMode: () => input });
  Object.assign(output, { isTTY: true, columns: 80, rows: 24 });
  const { select } = bin.load('pickers.cjs');
  const choices = [
    { name: 'N4', value: 'n4' },
    { name: 'N5', value: 'n5', description: 'd' },
  ];
  const answer = select({ message: 'Rules edition', choices }, { input, output });
  setImmediate(() => input.write('\u001b[B\r'));
  answer.then(() => input.end());
}
// The next command starts when the one before has finished (nothing left to do).
process.on('beforeExit', next);
process.on('exit', () => {
  for (const name of BUNDLES) {
    if (name !== 'cli.cjs' || profile !== undefined) keep(name);
    const data = caches.get(name);
    if (data === undefined && profile !== undefined) continue;
    if (data === undefined) {
      // A throw here would leave the exit code 0: the build checks it.
      process.stderr.write(`code-cache: no command loaded dist/${name}\n`);
      process.exitCode = 1;
      continue;
    }
    const suffix = profile === undefined ? 'cache' : `${profile}.cache`;
    writeFileSync(join(__dirname, '..', 'dist', `${name}.${suffix}`), data);
  }
});
next();
