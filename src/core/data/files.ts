/**
 * The data directory's file names (docs/game-data.md): `metadata.json` and one unit file
 * per faction, `<faction id>-<slug>.json` (or `<faction id>.json`), in `units/` or beside
 * the metadata. Pure: the CLI lists the directory and hands the names over.
 */
import { nameKey } from './names.js';

export const METADATA_FILE = 'metadata.json';
export const UNITS_DIR = 'units';

/** "105-varuna-immediate-reaction-division.json" -> 105; null for other names. */
export function factionIdOf(fileName: string): number | null {
  const m = /^(\d{1,6})(?:-[^/\\]*)?\.json$/i.exec(fileName);
  return m === null ? null : Number(m[1]);
}

/** The name a fetched unit file gets. */
export const unitFileName = (id: number, slug: string): string =>
  `${id}-${slug.replace(/[^a-z0-9-]/gi, '')}.json`;

/**
 * The unit file of a faction among `names`: the code's exact slug first, then the bare
 * id, then any `<id>-<slug>.json` (a code may carry a shorter slug than the file:
 * `105-varuna.json` and `105-varuna-immediate-reaction-division.json`).
 */
export function pickUnitFile(
  names: readonly string[],
  id: number,
  slug: string | null,
): string | null {
  const exact = slug === null ? null : `${id}-${slug}.json`;
  if (exact !== null && names.includes(exact)) return exact;
  if (names.includes(`${id}.json`)) return `${id}.json`;
  return [...names].sort().find((n) => factionIdOf(n) === id) ?? null;
}

/**
 * The faction a player names: its id, slug or name in any case and without accents
 * ("Military Orders", "oban", "L' Équipe Argent"), or a word of three letters or more that
 * only one faction's name has ("equipe").
 */
export function matchFaction<
  F extends { readonly id: number; readonly slug: string; readonly name?: string | null },
>(factions: readonly F[], text: string): F | null {
  const key = nameKey(text.slice(0, 100));
  if (key === '') return null;
  const exact = factions.find(
    (f) => String(f.id) === key || nameKey(f.slug) === key || nameKey(f.name ?? '') === key,
  );
  if (exact !== undefined) return exact;
  if (key.length < 3) return null;
  const part = factions.filter(
    (f) => ` ${nameKey(f.name ?? '')} `.includes(` ${key} `) || nameKey(f.slug).startsWith(key),
  );
  return part.length === 1 && part[0] !== undefined ? part[0] : null;
}

/**
 * The unit file of the faction a player names (`--faction`: id, slug or name, as
 * `matchFaction` reads it) among `names`, or null. A number the metadata lacks still
 * finds `<id>-*.json`.
 */
export function factionFileOf(
  factions: readonly {
    readonly id: number;
    readonly slug: string;
    readonly name?: string | null;
  }[],
  names: readonly string[],
  faction: string,
): string | null {
  const key = faction.trim();
  const known = matchFaction(factions, faction);
  const id = known?.id ?? (/^\d+$/.test(key) ? Number(key) : null);
  return id === null ? null : pickUnitFile(names, id, known?.slug ?? null);
}

/**
 * Larger than any file the army builder serves (its largest unit file is about 1 MB, its
 * metadata 140 KB): a file past it is not read (`data fetch` stops its download there).
 */
export const MAX_DATA_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A unit file too large to be the builder's, in one line naming it: what the command and
 * the page say when they leave it out.
 */
export const tooLargeProblem = (path: string, bytes: number): string =>
  `${path}: ${megabytes(bytes)}, more than any army builder file (${megabytes(MAX_DATA_FILE_BYTES)} at most)`;

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
