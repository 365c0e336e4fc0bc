/**
 * A process that changes a turn state in a loop, for the store tests (bundled by esbuild and
 * run with node): `hammer PATH N` plays N Active Turns one `next` at a time; `crash PATH`
 * does so until it is killed, saying on stdout which log length it is writing and has written.
 */
import { act } from '../../../src/core/turn/game.js';
import { updateGame } from '../../../src/cli/commands/turn/store.js';

const [mode, path, count] = process.argv.slice(2);
if (path === undefined) throw new Error('usage: hammer|crash PATH [N]');
const n = mode === 'hammer' ? Number(count) : Infinity;

for (let i = 0; i < n; i++) {
  const length = updateGame(
    path,
    (g) => {
      const r = act(g, { kind: 'next' });
      if (!r.ok) throw new Error(r.error.message);
      if (mode === 'crash') process.stdout.write(`writing ${r.value.game.log.length}\n`);
      return { game: r.value.game, result: r.value.game.log.length };
    },
    { waitMs: 20_000, command: `store-child ${mode}` },
  );
  if (mode === 'crash') process.stdout.write(`wrote ${length}\n`);
}
