#!/usr/bin/env node
'use strict';
// CommonJS on purpose (bin/package.json): the fastest start Node 20 offers.
try {
  require.resolve('../dist/cli.cjs');
} catch {
  // A clone before `npm install`, or while `npm run build` rewrites dist/: one line, no trace.
  process.stderr.write('infcalc: not built yet: run npm install (or npm run build) first\n');
  process.exit(70);
}
require('../dist/cli.cjs');
