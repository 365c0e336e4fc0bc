/**
 * The data directory's file names (docs/game-data.md): `metadata.json` and one unit file
 * per faction, `<faction id>-<slug>.json` (or `<faction id>.json`), in `units/` or beside
 * the metadata. Pure: the CLI lists the directory and hands the names over.
 */

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
 * The unit file of the faction a player names (`--faction`: its id or slug, any case)
 * among `names`, or null. A number the metadata lacks still finds `<id>-*.json`.
 */
export function factionFileOf(
  factions: readonly { readonly id: number; readonly slug: string }[],
  names: readonly string[],
  faction: string,
): string | null {
  const key = faction.trim().toLowerCase();
  const known = factions.find((f) => String(f.id) === key || f.slug.toLowerCase() === key);
  const id = known?.id ?? (/^\d+$/.test(key) ? Number(key) : null);
  return id === null ? null : pickUnitFile(names, id, known?.slug ?? null);
}

/**
 * Larger than any file the army builder serves (its largest unit file is about 1 MB, its
 * metadata 140 KB): a file past it is not read (`data fetch` stops its download there).
 */
export const MAX_DATA_FILE_BYTES = 16 * 1024 * 1024;
