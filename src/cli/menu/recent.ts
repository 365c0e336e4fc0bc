/**
 * The troopers the menu picked lately, first in its searches: `recent.json` in the state
 * folder ($XDG_STATE_HOME/infcalc). Losing it loses nothing but the order.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from '../config/paths.js';

const MAX = 12;

type Env = Readonly<Record<string, string | undefined>>;

const file = (env: Env): string | null => {
  const dir = stateDir(env);
  return dir === null ? null : join(dir, 'recent.json');
};

export function readRecent(env: Env): string[] {
  const path = file(env);
  if (path === null) return [];
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(json)
      ? json.filter((x): x is string => typeof x === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberTrooper(env: Env, name: string): void {
  const path = file(env);
  if (path === null) return;
  const list = [name, ...readRecent(env).filter((n) => n !== name)].slice(0, MAX);
  try {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${String(process.pid)}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(list)}\n`, { mode: 0o600 });
    renameSync(tmp, path);
  } catch {
    // A read-only home: the menu works without remembering.
  }
}
