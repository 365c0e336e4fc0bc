// The checks `npm test` runs before the tests: the commands of `npm run lint` and
// `npm run typecheck` (package.json, split at `&&`), as many at once as there are cores,
// the longest first. Each command's output is printed whole when it ends, with its time;
// the exit code is 1 when any failed. Running them side by side rather than one after
// the other is most of what keeps `npm test` within its time (docs/development.md).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
/** The slowest first, so the others fill the second core meanwhile. */
const commands = [scripts.lint, scripts.typecheck]
  .flatMap((s) => s.split('&&'))
  .map((c) => c.trim())
  .sort((a, b) => weight(b) - weight(a));

function weight(command) {
  if (command.startsWith('eslint')) return 3;
  return command.startsWith('tsc') && !command.includes(' -p ') ? 2 : 1;
}

const env = {
  ...process.env,
  PATH: `${join('node_modules', '.bin')}${delimiter}${process.env.PATH}`,
};

function run(command) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (d) => (text += d));
    }
    child.on('close', (code) => {
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}: ${command} (${seconds} s)\n`);
      if (code !== 0 || text.trim() !== '')
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const lane = async () => {
  const results = [];
  for (let c = queue.shift(); c !== undefined; c = queue.shift()) results.push(await run(c));
  return results;
};
const lanes = Math.max(1, Math.min(availableParallelism(), commands.length));
const all = (await Promise.all(Array.from({ length: lanes }, lane))).flat();
process.exitCode = all.every(Boolean) ? 0 : 1;
