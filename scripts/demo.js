// `npm start`: a short tour of infcalc on seeded dice and the bundled example lists.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { build } from 'esbuild';

// src/cli/shell.ts built here, in memory, so the commands shown are quoted as infcalc
// quotes its own (the package ships no copy of it).
const shell = await build({
  entryPoints: [fileURLToPath(new URL('../src/cli/shell.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'warning',
});
const { commandLine } = await import(
  `data:text/javascript;base64,${Buffer.from(shell.outputFiles[0].text).toString('base64')}`
);

const root = fileURLToPath(new URL('..', import.meta.url));
// An army code for the synthetic unit file in examples/ (docs/army-codes.md).
const armyCode = readFileSync(new URL('../examples/army-code.txt', import.meta.url), 'utf8').trim();
const commands = [
  ['roll', '12-3b3', '--mod', 'range=+3', '--seed', 'demo'],
  ['ftf', '12b3', 'vs', '11', '--mod', 'cover=-3', '--seed', 'demo'],
  ['odds', '13b3', 'vs', '11'],
  ['ftf', '23b2+sd', 'vs', '15', '--rules', 'n5', '--seed', 'demo'],
  ['save', '2', '1', '--dam', '13', '--ammo', 'da', '--arm', '3', '--w', '2', '--seed', 'demo'],
  ['odds', '13b3', 'vs', '11', '--mod', 'cover=-3..0'],
  ['compare', 'examples/compare.json', '--format', 'md'],
  ['orders', 'examples/n4-two-groups.json'],
  ['validate', 'examples/n4-retreat.json'],
  ['order', 'check', 'Move + BS Attack'],
  ['engage', 'examples/engage-split.json'],
  ['scgb', 'move', 'examples/scgb-move.json'],
  ['orders', '--code', armyCode, '--units', 'examples', '--metadata', 'examples/metadata.json'],
  // Troopers and weapons from game data (docs/game-data.md), here the synthetic examples.
  [
    'odds',
    '--unit',
    'fusilier',
    '--weapon',
    'combi rifle',
    '--range',
    '37cm',
    '--vs-unit',
    'zhanshi',
    '--vs-weapon',
    'combi rifle',
    '--vs-range',
    '22cm',
    '--vs-cover',
    '--data',
    'examples',
    '--rules',
    'n5',
  ],
  // Tournament lists (docs/tournament-lists.md, docs/fireteams.md) and a message to post
  // (docs/sharing.md).
  [
    'validate',
    '--code',
    'o0YSZXhhbXBsZS10b3VybmFtZW50DVNwbGl0IHdhcmRlbnOBLAIBAQADAIEtAQIAAIEwAQEAAIEwAQIAAgEAAQCBMAIBAA==',
    '--data',
    'examples',
  ],
  [
    'fireteams',
    'ozwPZXhhbXBsZS13YXJkZW5zB1dhcmRlbnOBLAIBAQAEAIDJAQEAAIDJAQEAAIDKAQEAAIDPAQEAAgEAAwCAywEBAACAywEBAACAzgEBAA==',
    '--data',
    'examples',
  ],
  ['odds', '13b3', 'vs', '11', '--dam', '13', '--vs-arm', '1', '--format', 'discord'],
];

for (const args of commands) {
  console.log(`\n$ ${commandLine(args)}`);
  const r = spawnSync(process.execPath, ['bin/infcalc.js', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0 && r.status !== 1) process.exit(r.status ?? 1);
}
