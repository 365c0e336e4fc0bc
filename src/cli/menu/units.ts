/**
 * The units a player can search in the menu: every name the data directory's index holds
 * (src/cli/data/index-file/), with the faction of the file it is first found in. A
 * search folds accents and case ("zhanshi" finds "ZHANSHI", "wu ming" finds "Wú Míng"),
 * names starting with the term come first, and the troopers picked lately before all.
 */
import { readIndexes } from '../data/index-file/index.js';
import { filesOf } from '../data/load.js';
import type { Host } from '../host.js';

export interface UnitEntry {
  readonly name: string;
  /** The folded name the search matches against. */
  readonly key: string;
  /** The faction file's slug ("panoceania"), or "" when not known. */
  readonly faction: string;
}

/** Lower case, no accents, one space: how a search compares. */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** "1001-o-12.json" -> "o-12". */
const factionOf = (file: string | undefined): string =>
  /^\d+-(.+)\.json$/.exec(file ?? '')?.[1] ?? '';

/** The index's unit names, or null when the folder has no index yet. */
export async function unitEntries(
  host: Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>,
  dir: string,
): Promise<readonly UnitEntry[] | null> {
  const found = await readIndexes(filesOf(host), dir, host.env);
  const doc = found.find((f) => f.doc !== null)?.doc ?? null;
  if (doc === null) return null;
  const seen = new Set<string>();
  const out: UnitEntry[] = [];
  doc.names.forEach((name, i) => {
    const key = fold(name);
    if (seen.has(key)) return;
    seen.add(key);
    const first = doc.owners[i] ?? -1;
    // `firsts` holds (id, file, position) for each first copy of a unit.
    const file = first < 0 ? undefined : doc.files[doc.firsts[first * 3 + 1] ?? -1]?.name;
    out.push({ name, key, faction: factionOf(file) });
  });
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * At most `limit` entries matching `term`: recent first, then the name itself, then by
 * where the term falls, the shorter name first.
 */
export function searchUnits(
  units: readonly UnitEntry[],
  term: string,
  recent: readonly string[],
  limit = 12,
): UnitEntry[] {
  const t = fold(term);
  const rank = (u: UnitEntry): number => {
    const r = recent.findIndex((n) => fold(n) === u.key);
    if (r >= 0) return r;
    if (t === '') return Infinity;
    if (u.key === t) return 50;
    return u.key.startsWith(t) ? 100 : u.key.split(' ').some((w) => w.startsWith(t)) ? 200 : 300;
  };
  const hits: { u: UnitEntry; r: number }[] = [];
  for (const u of units) {
    if (t !== '' && !u.key.includes(t)) continue;
    hits.push({ u, r: rank(u) });
  }
  // Within a rank the shorter name first: "fus" offers FUSILIERS before FUSILIER INDIGO ...
  hits.sort(
    (a, b) => a.r - b.r || a.u.key.length - b.u.key.length || a.u.key.localeCompare(b.u.key),
  );
  return hits.slice(0, limit).map((h) => h.u);
}
