// `npm start`: a short tour of infcalc on seeded dice and the bundled example lists.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const commands = [
  ['roll', '12-3b3', '--mod', 'range=+3', '--seed', 'demo'],
  ['ftf', '12b3', 'vs', '11', '--mod', 'cover=-3', '--seed', 'demo'],
  ['odds', '13b3', 'vs', '11'],
  ['save', '2', '1', '--dam', '13', '--ammo', 'da', '--arm', '3', '--w', '2', '--seed', 'demo'],
  ['orders', 'examples/n4-two-groups.json'],
  ['validate', 'examples/n4-retreat.json'],
  ['order', 'check', 'Move + BS Attack'],
  ['engage', 'examples/engage-split.json'],
  ['scgb', 'move', 'examples/scgb-move.json'],
];

for (const args of commands) {
  console.log(`\n$ infcalc ${args.join(' ')}`);
  const r = spawnSync(process.execPath, ['bin/infcalc.js', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0 && r.status !== 1) process.exit(r.status ?? 1);
}
