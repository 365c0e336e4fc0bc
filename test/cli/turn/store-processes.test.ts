/**
 * The turn store across processes (slow: it bundles store-child.ts with esbuild and spawns
 * node): two writers at once keep every change, and a writer killed at any point leaves the
 * old state or the new one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, loadGame, withLock } from '../../../src/cli/commands/turn/store.js';
import { current } from '../../../src/core/turn/game.js';
import { game } from './store-game.js';

let dir: string;
let child: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'infcalc-turn-'));
  child = join(dir, 'child.mjs');
  buildSync({
    entryPoints: [join(import.meta.dirname, 'store-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: child,
    logLevel: 'silent',
  });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const fresh = (): string => join(dir, `state-${++n}.json`);

describe('the lock', () => {
  it('two processes at once never interleave: every change is kept', async () => {
    const path = fresh();
    createGame(path, game());
    const runs = [0, 1, 2].map(
      () =>
        new Promise<number | null>((resolve) => {
          spawn(process.execPath, [child, 'hammer', path, '15'], { stdio: 'inherit' }).on(
            'exit',
            resolve,
          );
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0]);
    const g = loadGame(path);
    expect(g.log.length).toBe(1 + 3 * 15);
    expect(current(g).turn).toBe(46);
  });
});

describe('a write killed at any point leaves the old state or the new one', () => {
  it('over a few dozen kills', async () => {
    const path = fresh();
    createGame(path, game());
    let last = 1;
    for (let k = 0; k < 30; k++) {
      const { wrote, writing } = await runAndKill(path, Math.random() * 25);
      const g = loadGame(path);
      const len = g.log.length;
      // The file holds either the last complete write, or the one under way when killed.
      expect([wrote ?? last, writing ?? last]).toContain(len);
      expect(len).toBeGreaterThanOrEqual(last);
      last = len;
    }
    expect(last).toBeGreaterThan(5);
    // The dead writers' temporary files are cleaned by the next one to take the lock.
    withLock(path, () => null);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

function runAndKill(
  path: string,
  delayMs: number,
): Promise<{ wrote: number | null; writing: number | null }> {
  return new Promise((resolve) => {
    const c: ChildProcess = spawn(process.execPath, [child, 'crash', path], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let armed = false;
    c.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (!armed && out.includes('wrote')) {
        armed = true;
        setTimeout(() => c.kill('SIGKILL'), delayMs);
      }
    });
    c.on('close', () => {
      const num = (re: RegExp): number | null => {
        const all = [...out.matchAll(re)];
        const m = all[all.length - 1];
        return m === undefined ? null : Number(m[1]);
      };
      resolve({ wrote: num(/wrote (\d+)/g), writing: num(/writing (\d+)/g) });
    });
  });
}
