#!/usr/bin/env node
'use strict';
// CommonJS on purpose (bin/package.json): the fastest start Node 20 offers.
require('../dist/cli.cjs');
