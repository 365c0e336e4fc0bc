import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  loadGame,
  saveGame,
  StoreError,
  updateGame,
  withLock,
} from '../../../src/cli/commands/turn/store.js';
import { sha256 } from '../../../src/cli/commands/turn/sha256.js';
import { fileText, gameText } from '../../../src/core/turn/file.js';
import { act, current, type Game } from '../../../src/core/turn/game.js';
import { game } from './store-game.js';

// Two processes on one file and writers killed mid-write: store-processes.test.ts (slow).
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'infcalc-turn-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const fresh = (): string => join(dir, `state-${++n}.json`);

const must = (g: Game, c: Parameters<typeof act>[1]): Game => {
  const r = act(g, c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
};

function problemOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof StoreError) return `${e.problem}: ${e.message}`;
    throw e;
  }
  return 'no problem';
}

describe('the turn state file', () => {
  it('round-trips: what is saved is read back, verified, equal', () => {
    const path = fresh();
    createGame(path, game());
    updateGame(path, (g) => ({
      game: must(g, { kind: 'spend', trooper: 'groups[0].troopers[1]' }),
      result: null,
    }));
    const back = loadGame(path);
    expect(back.log.map((a) => a.kind)).toEqual(['start', 'spend']);
    expect(current(back).groups.map((x) => x.pool)).toEqual([1, 1]);
  });

  it.each([
    ['an empty file', '', 'not-a-state'],
    ['not JSON', 'hello', 'not-a-state'],
    ['another JSON file', '{"groups": []}', 'not-a-state'],
    ['a later version', '{"format": "infcalc-turn", "version": 9}', 'not-a-state'],
    [
      'a state file reformatted by an editor',
      '{\n "format": "infcalc-turn",\n "version": 1\n}',
      'not-a-state',
    ],
  ])('refuses %s, in one line, and leaves it untouched', (_, text, problem) => {
    const path = fresh();
    writeFileSync(path, text);
    const p = problemOf(() => loadGame(path));
    expect(p.startsWith(`${problem}: ${path}`)).toBe(true);
    expect(p).not.toContain('\n');
    expect(p).toContain('the file is left as it is');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('refuses a state edited by hand (its check fails)', () => {
    const path = fresh();
    createGame(path, game());
    const text = readFileSync(path, 'utf8');
    const edited = text.replace('"pool":2', '"pool":9');
    expect(edited).not.toBe(text);
    writeFileSync(path, edited);
    expect(problemOf(() => loadGame(path))).toContain('does not match its check');
    expect(readFileSync(path, 'utf8')).toBe(edited);
  });

  it('refuses a log that breaks the rules even with a matching check', () => {
    const path = fresh();
    const g = must(game(), { kind: 'spend', trooper: 'groups[0].troopers[1]' });
    const json = JSON.parse(gameText(g, sha256)) as { log: unknown[]; state: unknown };
    json.log.push({
      kind: 'spend',
      trooper: 'groups[0].troopers[1]',
      order: 'own',
      defaulted: false,
    });
    writeFileSync(path, fileText(json.log, json.state, sha256));
    expect(problemOf(() => loadGame(path))).toContain('action 3 of its log cannot be replayed');
  });

  it('refuses a state that is not the replay of its log', () => {
    const path = fresh();
    const g = must(game(), { kind: 'spend', trooper: 'groups[0].troopers[1]' });
    const json = JSON.parse(gameText(g, sha256)) as { log: unknown[]; state: unknown };
    json.log.pop();
    writeFileSync(path, fileText(json.log, json.state, sha256));
    expect(problemOf(() => loadGame(path))).toContain('its state is not the replay of its log');
  });

  it('refuses an action of the wrong shape even with a matching check', () => {
    const path = fresh();
    const json = JSON.parse(gameText(game(), sha256)) as { log: unknown[]; state: unknown };
    json.log.push({ kind: 'spend', trooper: 'groups[0].troopers[1]', order: 'all of them' });
    writeFileSync(path, fileText(json.log, json.state, sha256));
    expect(problemOf(() => loadGame(path))).toContain('action 2 of its log is not an action');
  });

  it('says when there is no state yet', () => {
    expect(problemOf(() => loadGame(join(dir, 'none.json')))).toMatch(/^missing: no turn state/);
  });

  it('never rewrites the log', () => {
    const path = fresh();
    const g = must(game(), { kind: 'spend', trooper: 'groups[0].troopers[1]' });
    createGame(path, g);
    expect(() => {
      saveGame(path, game(), g);
    }).toThrow('would rewrite its log');
  });
});

describe('the lock', () => {
  const lockOf = (path: string, pid: number, host = hostname()) => {
    writeFileSync(
      `${path}.lock`,
      JSON.stringify({
        pid,
        host,
        command: 'infcalc turn spend',
        since: '2026-12-01T05:00:00Z',
        token: 'x',
      }),
    );
  };

  it('a second process waits briefly, then says who holds it', () => {
    const path = fresh();
    createGame(path, game());
    lockOf(path, process.pid);
    const t0 = Date.now();
    const p = problemOf(() => withLock(path, () => 1, { waitMs: 200 }));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    expect(p).toBe(
      `locked: ${path} is in use by infcalc turn spend (pid ${process.pid}, since 2026-12-01T05:00:00Z)`,
    );
    rmSync(`${path}.lock`);
  });

  it('a lock held on another host is never taken over', () => {
    const path = fresh();
    lockOf(path, 1, 'elsewhere');
    expect(problemOf(() => withLock(path, () => 1, { waitMs: 50 }))).toContain(
      'pid 1 on elsewhere',
    );
    rmSync(`${path}.lock`);
  });

  it('the lock of a process that is gone is taken over', () => {
    const path = fresh();
    createGame(path, game());
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    lockOf(path, gone);
    expect(withLock(path, () => 42, { waitMs: 0 })).toBe(42);
    expect(readdirSync(dir).filter((f) => f.includes('.lock'))).toEqual([]);
  });
});
