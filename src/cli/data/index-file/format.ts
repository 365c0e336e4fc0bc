/**
 * The index file's format (docs/game-data.md, "The index"): what it holds for each unit
 * file and each unit, the layout of the numbers it packs seven to a unit, the checks a
 * file read back must pass (its shape and checksum), and whether a file's stamp vouches
 * for its bytes. Building it is build.ts; looking units up through it, query.ts.
 */
import type { GameMetadata } from '../../../core/data/metadata.js';
import { type Span } from '../../../core/data/slices.js';
import { NAME_LISTS, type NameList, type OtherNames } from '../../../core/data/units.js';
import type { Game } from '../../../core/army/schema.js';

export const INDEX_FILE = 'infcalc-index.json';
// A version that keys names otherwise (src/core/data/names.ts, `nameKey`) writes another
// format: the index's `keys` are trusted as they are.
export const FORMAT = 'infcalc-index/6';
/**
 * Fields per unit in `units`: id, start, end, hash, name, isc (indexes into `names`; -1
 * none), and its flags (CHECKED, OWN_NAMES).
 */
export const STRIDE = 7;
/** A unit of an indexed file by its fields (the index packs STRIDE numbers a unit). */
const field = {
  id: 0,
  start: 1,
  end: 2,
  hash: 3,
  name: 4,
  isc: 5,
  flags: 6,
} as const;
export const fieldOf = (
  units: readonly number[] | null,
  k: number,
  f: keyof typeof field,
): number | undefined => units?.[k * STRIDE + field[f]];

/** One unit's fields, as the index packs them. */
export type PackedUnit = Readonly<Record<keyof typeof field, number>>;

/** Append one unit's fields in the packed order (the writer's side of `fieldOf`). */
export function packUnit(units: number[], u: PackedUnit): void {
  const at = units.length;
  for (const [name, offset] of Object.entries(field))
    units[at + offset] = u[name as keyof typeof field];
}

/** The unit passes the unit schema unchanged (`canonicalUnit`): read without a schema. */
export const CHECKED = 1;
/** Its file's own `filters` name every id it refers to (`ownNamesSuffice`). */
export const OWN_NAMES = 2;
/** Fields per unit id in `firsts`: id, file, position in the file. */
export const FIRST = 3;
/** More unit files than the builder serves (57). */
const MAX_FILES = 1000;

export interface IndexedFile {
  readonly name: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  /** Why it cannot serve, as it was found (the message is made again when shown); null: it can. */
  readonly problem: boolean;
  readonly count: number;
  readonly version: string | null;
  /** STRIDE numbers per unit; null: the scan was not trusted, the file is read whole. */
  readonly units: readonly number[] | null;
  /** start, end, hash of `filters`; null when the file has none. */
  readonly filters: readonly [number, number, number] | null;
}

/** The metadata as checked, with the stamp of the file it was read from. */
export interface IndexedMetadata {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly value: GameMetadata;
  readonly game: Game | null;
}

export interface IndexDoc {
  readonly format: typeof FORMAT;
  /**
   * metadata.json as checked (a look-up then parses it with JSON.parse alone, without
   * checking it again), valid while its stamp holds.
   */
  readonly metadata: IndexedMetadata | null;
  /** Where the unit files are: "units" or "" (beside the metadata). */
  readonly unitsDir: string;
  readonly files: readonly IndexedFile[];
  readonly names: readonly string[];
  /** `nameKey` of each of `names`: a look-up's match normalises none of them. */
  readonly keys: readonly string[];
  /** `singular` of each of `keys`: nor works out a plural. */
  readonly singulars: readonly string[];
  /**
   * The first copy of each unit id in the files placed by offsets, in file order (the
   * copy that names it): id, file, position; FIRST numbers each. A look-up in every
   * file matches the query against these alone, not against every copy.
   */
  readonly firsts: readonly number[];
  /**
   * For each of `names`, the first copy (its place in `firsts`) it names, -1 none; and in
   * `more`, (name, first copy) for every other pair: a look-up in every file matches the
   * query against the names themselves, and knows the units they name.
   */
  readonly owners: readonly number[];
  readonly more: readonly number[];
  /**
   * The names every file's `filters` give, when no two name an id differently
   * (`sharedNames`), else null: a look-up of units flagged OWN_NAMES reads these, not
   * the files' `filters` (about 34 KB a file).
   */
  readonly shared: Record<NameList, readonly { id: number; name: string }[]> | null;
  /** The names any file's `filters` give (`anyNames`): an id its own file lacks is named. */
  readonly others: OtherNames;
}

/** Where the index was found or put: beside the files, in the user cache, or nowhere. */
export type IndexPlace = 'beside' | 'cache' | 'memory';

export interface OpenedIndex {
  readonly doc: IndexDoc;
  readonly place: IndexPlace;
  /** The index file used (null: held in memory only, the places could not be written). */
  readonly path: string | null;
  /** It was built by this run (missing or stale). */
  readonly built: boolean;
  readonly unitsDir: string;
}

const decoder = new TextDecoder();
export const text = (b: Uint8Array): string => decoder.decode(b);

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The lists of the metadata as checked: absent, null or a list each. */
const METADATA_LISTS = [
  'factions',
  'ammunitions',
  'weapons',
  'skills',
  'equips',
  'hack',
  'martialArts',
  'metachemistry',
  'booty',
] as const;

/**
 * The metadata an index holds has the shape a check gives it (its lists lists, its game
 * one of the games): a damaged one is not used, the index is rebuilt.
 */
function metadataShape(value: unknown, game: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (!METADATA_LISTS.every((k) => v[k] == null || Array.isArray(v[k]))) return false;
  return game === null || game === 'n4' || game === 'n5' || game === 'codeone';
}

/** The names any file gives, as an index file holds them: lists of {id, name}. */
function isOtherNames(v: unknown): v is OtherNames {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return NAME_LISTS.every((k) => {
    const list = o[k];
    return (
      Array.isArray(list) &&
      list.every(
        (e: unknown) =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as { id?: unknown }).id === 'number' &&
          typeof (e as { name?: unknown }).name === 'string',
      )
    );
  });
}

/** An index file's JSON, if it is one this version writes (anything else is rebuilt). */
export function asDoc(json: unknown): IndexDoc | null {
  const d = json as Partial<IndexDoc> | null;
  if (d === null || typeof d !== 'object' || d.format !== FORMAT) return null;
  if (typeof d.unitsDir !== 'string' || !Array.isArray(d.files) || !Array.isArray(d.names))
    return null;
  if (d.files.length > MAX_FILES || !d.names.every((n) => typeof n === 'string')) return null;
  if (!Array.isArray(d.keys) || d.keys.length !== d.names.length) return null;
  if (!d.keys.every((k) => typeof k === 'string')) return null;
  if (!Array.isArray(d.singulars) || d.singulars.length !== d.names.length) return null;
  if (!d.singulars.every((k) => typeof k === 'string')) return null;
  // The numbers of `firsts` and of each file's `units` and `filters` are checked where a
  // look-up reads them (an id that is not one matches nothing; a span out of its file is
  // a changed file): checking all 24,000 here is most of reading the index.
  if (!Array.isArray(d.firsts) || d.firsts.length % FIRST !== 0) return null;
  if (!Array.isArray(d.owners) || d.owners.length !== d.names.length) return null;
  if (!Array.isArray(d.more) || d.more.length % 2 !== 0) return null;
  // Any shape the unit files' `filters` may have is read as they are (`dictionary`).
  if (d.shared === undefined || typeof d.shared !== 'object') return null;
  if (!isOtherNames(d.others)) return null;
  const m = d.metadata as Partial<IndexedMetadata> | null | undefined;
  if (m === undefined) return null;
  if (
    m !== null &&
    !(isNum(m.size) && isNum(m.mtimeMs) && isNum(m.ctimeMs) && metadataShape(m.value, m.game))
  )
    return null;
  for (const f of d.files as unknown[]) {
    const x = f as Partial<IndexedFile> | null;
    if (x === null || typeof x !== 'object' || typeof x.name !== 'string') return null;
    if (!isNum(x.size) || !isNum(x.mtimeMs) || !isNum(x.ctimeMs)) return null;
    if (typeof x.problem !== 'boolean') return null;
    if (x.units !== null && !(Array.isArray(x.units) && x.units.length % STRIDE === 0)) return null;
    // A tuple by its type; a damaged file may hold any array.
    if (x.filters !== null && !(Array.isArray(x.filters) && (x.filters as unknown[]).length === 3))
      return null;
  }
  return (d as { sum?: unknown }).sum === docSum(d as IndexDoc) ? (d as IndexDoc) : null;
}

/** Two stamps alike: size, modification and change time. */
export const sameStamp = (
  a: { readonly size: number; readonly mtimeMs: number; readonly ctimeMs: number },
  b: { readonly size: number; readonly mtimeMs: number; readonly ctimeMs: number },
): boolean => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/**
 * A checksum of what a look-up trusts in an index (names, units, owners, firsts): a
 * number changed by hand or by a bad disk, the JSON still valid, fails it and the index
 * is rebuilt (issue 36 item 36). FNV-1a: no module to load, about a millisecond.
 */
export function docSum(d: IndexDoc): number {
  let h = 0x811c9dc5;
  const mix = (x: number): void => {
    h = Math.imul(h ^ (x & 0xffff), 0x01000193) >>> 0;
    h = Math.imul(h ^ (x >>> 16), 0x01000193) >>> 0;
  };
  const str = (t: string): void => {
    mix(t.length);
    for (let i = 0; i < t.length; i++) mix(t.charCodeAt(i));
  };
  const nums = (xs: readonly unknown[]): void => {
    mix(xs.length);
    for (const x of xs) {
      if (typeof x === 'number' && Number.isSafeInteger(x)) {
        mix(x | 0);
        mix(Math.floor(x / 2 ** 32) | 0);
      } else str(String(x));
    }
  };
  for (const list of [d.names, d.keys, d.singulars]) {
    mix(list.length);
    for (const t of list) str(t);
  }
  nums(d.firsts);
  nums(d.owners);
  nums(d.more);
  for (const f of d.files) {
    str(f.name);
    nums(f.units ?? []);
  }
  return h;
}

/**
 * Whether a file's stamp vouches for its bytes: the system sets the change time at every
 * write and no program sets it back, where the file system keeps one. FAT and exFAT keep
 * none apart from the modification time (the same value, in whole milliseconds at best),
 * and a host that gives no times gives 0 for both: there a file rewritten within its size
 * and time would look the same, so its slices are checked against their hashes and
 * metadata.json is read again.
 */
export const vouches = (st: { readonly mtimeMs: number; readonly ctimeMs: number }): boolean =>
  !(st.ctimeMs === st.mtimeMs && Number.isInteger(st.mtimeMs));

/** Whether a unit's flags hold `flag` (CHECKED, OWN_NAMES). */
export const flagged = (units: readonly number[] | null, k: number, flag: number): boolean =>
  ((fieldOf(units, k, 'flags') ?? 0) & flag) !== 0;

export const span = (units: readonly number[] | null, k: number): Span => [
  fieldOf(units, k, 'start') ?? 0,
  fieldOf(units, k, 'end') ?? 0,
];

/** A unit file read whole (its units could not be placed by byte offsets). */
export interface WholeFile {
  units: Record<string, unknown>[];
  filters?: unknown;
}
