// The floor of any NDJSON tool in Node, for `npm run bench orders`: read stdin in
// chunks, JSON.parse and JSON.stringify each line, write each chunk's results at once.
'use strict';
const { writeSync } = require('node:fs');

let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop() ?? '';
  let out = '';
  for (const line of lines) if (line.trim() !== '') out += JSON.stringify(JSON.parse(line)) + '\n';
  writeSync(1, out);
});
process.stdin.on('end', () => {
  if (rest.trim() !== '') writeSync(1, JSON.stringify(JSON.parse(rest)) + '\n');
});
