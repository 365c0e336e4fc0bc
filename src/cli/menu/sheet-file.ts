/**
 * The odds sheet's file: `sheet.json` in the state folder ($XDG_STATE_HOME/infcalc), a
 * compare file (`infcalc schema compare`) a player can also run by hand. Losing it loses
 * the saved questions, nothing else.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from '../config/paths.js';

/** More rows than a table at the table can show; the oldest go first. */
const MAX_ROWS = 40;

type Env = Readonly<Record<string, string | undefined>>;
export type SheetEntry = Readonly<Record<string, unknown>>;

export const sheetPath = (env: Env): string | null => {
  const dir = stateDir(env);
  return dir === null ? null : join(dir, 'sheet.json');
};

/** The sheet's entries; none when it is missing or not a list. */
export function readSheet(path: string): SheetEntry[] {
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(json)
      ? json.filter((x): x is SheetEntry => typeof x === 'object' && x !== null).slice(-MAX_ROWS)
      : [];
  } catch {
    return [];
  }
}

/** Write the sheet whole (a temporary file renamed over it); false when it cannot. */
export function writeSheet(path: string, entries: readonly SheetEntry[]): boolean {
  try {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${String(process.pid)}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(entries.slice(-MAX_ROWS), null, 2)}\n`, {
      mode: 0o600,
    });
    renameSync(tmp, path);
    return true;
  } catch {
    return false;
  }
}
