// `node bench/gen-ndjson.cjs FILE MIB`: FILE's lines over and over, MIB mebibytes of
// NDJSON on stdout, written as the reader takes them (the bench's 200 MB input is never
// held in memory, nor on disk).
'use strict';
const fs = require('fs');
const lines = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n');
const target = Number(process.argv[3]) * 1024 * 1024;
let written = 0,
  i = 0;
function pump() {
  while (written < target) {
    let chunk = '';
    while (chunk.length < 65536) chunk += lines[i++ % lines.length] + '\n';
    written += chunk.length;
    if (!process.stdout.write(chunk)) return process.stdout.once('drain', pump);
  }
}
pump();
