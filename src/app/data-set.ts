/**
 * Game data as a set of files in memory (docs/web.md "Game data"): the folder `infcalc
 * data fetch` wrote, or the one file `infcalc data pack` writes of it. The page loads
 * either and keeps it; a look-up then goes through the same `GameData` as the CLI's, and
 * an army code is resolved against the same unit files. Pure: the caller reads the files.
 */
import { parseUnitFile, type UnitFile } from '../core/army/code/index.js';
import { factionIdOf, METADATA_FILE, pickUnitFile } from '../core/data/files.js';
import { checkGameMetadata, metadataGame } from '../core/data/metadata.js';
import { MAX_UNITS } from '../core/data/units.js';
import { parseJson } from '../core/input.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import { catalogue, type GameData } from './game-data.js';

/** One unit file: its name in the folder (`101-panoceania.json`) and its JSON. */
export interface DataFile {
  readonly name: string;
  readonly json: unknown;
}

/** The builder's metadata and unit files, parsed, with the files that could not be read. */
export interface DataSet {
  readonly metadata: unknown;
  readonly units: readonly DataFile[];
  /** Unit files left out, one line each ("12-x.json: not valid JSON at line 3..."). */
  readonly leftOut: readonly string[];
}

/** What a pack file says it is (its first keys), and the layout's version. */
export const PACK_KIND = 'infcalc-data-pack';
export const PACK_VERSION = 1;
/** More files than the builder serves (about 60 factions): a folder past it is refused. */
export const MAX_SET_FILES = 500;

const PACK_HINT =
  'choose the folder `infcalc data fetch` wrote, or the file `infcalc data pack` writes';

const baseName = (path: string): string => path.split(/[\\/]/).pop() ?? path;

/**
 * The data set of a folder's files (any depth: `units/` or beside the metadata). Other
 * files (the CLI's index) are skipped; a unit file that is not JSON is left out, named by
 * its path as given (`n5/units/12-x.json` from a folder picked).
 */
export function dataSetOf(files: readonly { name: string; text: string }[]): Result<DataSet> {
  if (files.length > MAX_SET_FILES)
    return err(
      inputError(
        `${files.length} files: more than the ${MAX_SET_FILES} a data folder holds`,
        undefined,
        PACK_HINT,
      ),
    );
  const meta = files.find((f) => baseName(f.name) === METADATA_FILE);
  if (meta === undefined)
    return err(
      inputError(`no ${METADATA_FILE} among the ${files.length} files`, undefined, PACK_HINT),
    );
  const metadata = parseJson(meta.text);
  if (!metadata.ok) return err(inputError(`${METADATA_FILE}: ${metadata.error.message}`));
  const units: DataFile[] = [];
  const leftOut: string[] = [];
  for (const f of files) {
    const name = baseName(f.name);
    if (factionIdOf(name) === null) continue;
    const json = parseJson(f.text);
    if (json.ok) units.push({ name, json: json.value });
    else leftOut.push(`${f.name}: ${json.error.message}`);
  }
  return checked({ metadata: metadata.value, units, leftOut });
}

/** The metadata is the builder's, and there are unit files. */
function checked(set: DataSet): Result<DataSet> {
  const meta = checkGameMetadata(set.metadata);
  if (!meta.ok)
    return err(
      inputError(
        `${METADATA_FILE} is not the army builder's metadata: ${meta.error.message}`,
        undefined,
        PACK_HINT,
      ),
    );
  if (set.units.length === 0)
    return err(
      inputError(
        `no unit files (<faction id>-<slug>.json) beside ${METADATA_FILE}`,
        undefined,
        PACK_HINT,
      ),
    );
  return ok(set);
}

/** The one file `infcalc data pack` writes: the metadata and every unit file, as JSON. */
export function packText(set: DataSet, written: string): string {
  const units = Object.fromEntries(set.units.map((u) => [u.name, u.json]));
  return `${JSON.stringify({
    kind: PACK_KIND,
    version: PACK_VERSION,
    game: metadataGame(set.metadata),
    written,
    metadata: set.metadata,
    units,
  })}\n`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a JSON file that is not a pack looks like, to say what was chosen instead. */
function notAPack(value: unknown): string {
  if (isRecord(value) && Array.isArray(value.factions) && Array.isArray(value.weapons))
    return `this is the builder's ${METADATA_FILE} alone: the unit files are needed too`;
  if (isRecord(value) && Array.isArray(value.units))
    return 'this is one unit file alone: the metadata and the other factions are needed too';
  return 'this is not a data pack of infcalc';
}

/** A pack file's text back into its data set. */
export function readPack(text: string): Result<DataSet> {
  const json = parseJson(text);
  if (!json.ok)
    return err(inputError(`not a data pack: ${json.error.message}`, undefined, PACK_HINT));
  return packOf(json.value);
}

/**
 * A pack's JSON value as its data set. The page's kept pack, which it wrote itself from
 * data it had read, comes here parsed by JSON.parse alone (src/web/store.ts).
 */
export function packOf(v: unknown): Result<DataSet> {
  if (!isRecord(v) || v.kind !== PACK_KIND)
    return err(inputError(notAPack(v), undefined, PACK_HINT));
  if (v.version !== PACK_VERSION)
    return err(
      inputError(
        `a data pack of version ${String(v.version)}: this page reads version ${PACK_VERSION}`,
        undefined,
        'write it again with this version of infcalc: infcalc data pack --out FILE',
      ),
    );
  if (!isRecord(v.units))
    return err(inputError('a data pack without its "units"', undefined, PACK_HINT));
  const names = Object.keys(v.units);
  if (names.length > MAX_SET_FILES)
    return err(inputError(`a data pack of ${names.length} unit files: at most ${MAX_SET_FILES}`));
  const units = names.flatMap((name) =>
    factionIdOf(name) === null ? [] : [{ name, json: (v.units as Record<string, unknown>)[name] }],
  );
  return checked({ metadata: v.metadata, units, leftOut: [] });
}

/** The data set as the use-cases take game data (`GameData`, src/app/game-data.ts). */
export function gameDataOf(set: DataSet, source: string): Result<GameData> {
  const meta = checkGameMetadata(set.metadata);
  if (!meta.ok) return meta;
  const files = set.units.map((u) => ({
    factionId: factionIdOf(u.name) ?? 0,
    source: u.name,
    json: u.json,
  }));
  const data = catalogue(meta.value, files, metadataGame(set.metadata));
  return ok({ ...data, source, leftOut: () => set.leftOut });
}

/** A faction's unit file, as an army code resolves against it (the code's slug first). */
export function unitFileOf(set: DataSet, id: number, slug: string | null): Result<UnitFile> {
  const names = set.units.map((u) => u.name);
  const name = pickUnitFile(names, id, slug);
  const file = name === null ? undefined : set.units[names.indexOf(name)];
  if (file === undefined)
    return err(
      inputError(
        `no unit file for faction ${id}${slug === null ? '' : ` (${slug})`} in the game data`,
        undefined,
        'infcalc data fetch gets every faction',
      ),
    );
  const parsed = parseUnitFile(JSON.stringify(file.json));
  return parsed.ok
    ? parsed
    : err({ ...parsed.error, message: `${file.name}: ${parsed.error.message}` });
}

/**
 * Every unit's name in the data, once, with the faction file it is first found in (the
 * pickers' list): the builder's name and its ISC where they differ.
 */
export function unitNamesOf(set: DataSet): readonly { name: string; faction: string }[] {
  const seen = new Set<string>();
  const out: { name: string; faction: string }[] = [];
  for (const file of set.units) {
    const units = isRecord(file.json) && Array.isArray(file.json.units) ? file.json.units : [];
    const faction = /^\d+-(.+)\.json$/.exec(file.name)?.[1] ?? '';
    for (const u of units.slice(0, MAX_UNITS)) {
      if (!isRecord(u)) continue;
      for (const n of [u.name, u.isc]) {
        if (typeof n !== 'string' || n.trim() === '' || seen.has(n.trim().toLowerCase())) continue;
        seen.add(n.trim().toLowerCase());
        out.push({ name: n.trim(), faction });
      }
    }
  }
  // One collator for every comparison: localeCompare makes one per call (slow on 2,000 names).
  const collator = new Intl.Collator();
  return out.sort((a, b) => collator.compare(a.name, b.name));
}
