/**
 * The data directory's index (docs/game-data.md, "The index"): for each unit file its
 * stamp (size, modification and change time), and for each unit its id, its names and
 * where its JSON lies in the file (byte offsets and a hash), so a look-up reads the units a
 * name can find and nothing else. `data fetch` writes it beside the files
 * (`infcalc-index.json`); a folder laid by hand, or changed since, gets it on first use,
 * kept in the user cache when the folder cannot be written. Every use checks it against
 * the files: a stamp that differs, or a slice that does not read back as its unit (or,
 * on a host without file times, whose hash differs), rebuilds it, so it is never stale
 * and never wrong. Writes are atomic (a temporary file and a rename).
 */
import { join, resolve } from 'node:path';
import type { GameData } from '../../app/game-data.js';
import {
  factionFileOf,
  factionIdOf,
  MAX_DATA_FILE_BYTES,
  UNITS_DIR,
} from '../../core/data/files.js';
import type { GameMetadata } from '../../core/data/metadata.js';
import {
  matchFlat,
  matchNames,
  nameKey,
  rememberKeys,
  singular,
  type FlatNames,
} from '../../core/data/names.js';
import { hash32, sliceHash, sliceUnitFile, type Span } from '../../core/data/slices.js';
import {
  anyNames,
  canonicalUnit,
  MAX_UNITS,
  NAME_LISTS,
  ownNamesSuffice,
  sameJson,
  sharedNames,
  unitFileProblem,
  type NameList,
  type OtherNames,
  type UnitSource,
} from '../../core/data/units.js';
import type { Game } from '../../core/army/schema.js';
import { parseJson } from '../../core/input.js';
import { err, inputError, ok, type Result } from '../../core/result.js';
import type { DataFiles, FileStat } from './files-access.js';
import { fileWords, isAbsent } from '../fs/errors.js';

export const INDEX_FILE = 'infcalc-index.json';
// A version that keys names otherwise (src/core/data/names.ts, `nameKey`) writes another
// format: the index's `keys` are trusted as they are.
const FORMAT = 'infcalc-index/6';
/**
 * Fields per unit in `units`: id, start, end, hash, name, isc (indexes into `names`; -1
 * none), and its flags (CHECKED, OWN_NAMES).
 */
const STRIDE = 7;
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
const fieldOf = (
  units: readonly number[] | null,
  k: number,
  f: keyof typeof field,
): number | undefined => units?.[k * STRIDE + field[f]];

/** The unit passes the unit schema unchanged (`canonicalUnit`): read without a schema. */
const CHECKED = 1;
/** Its file's own `filters` name every id it refers to (`ownNamesSuffice`). */
const OWN_NAMES = 2;
/** Fields per unit id in `firsts`: id, file, position in the file. */
const FIRST = 3;
/** More unit files than the builder serves (57). */
const MAX_FILES = 1000;

interface IndexedFile {
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

interface IndexDoc {
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
const text = (b: Uint8Array): string => decoder.decode(b);

/** The unit files of a data directory: in `units/`, else beside the metadata; by name. */
export async function unitFileList(
  files: DataFiles,
  dir: string,
): Promise<{ readonly dir: string; readonly sub: string; readonly names: readonly string[] }> {
  const pick = async (d: string) =>
    (await files.list(d)).filter((n) => factionIdOf(n) !== null).sort();
  const sub = join(dir, UNITS_DIR);
  const inSub = await pick(sub);
  if (inSub.length > 0) return { dir: sub, sub: UNITS_DIR, names: inSub };
  return { dir, sub: '', names: await pick(dir) };
}

/** FNV-1a of a text, in hex: the cache file of a data directory is named by its path. */
const pathHash = (s: string): string => hash32(new TextEncoder().encode(s)).toString(16);

/** The two places an index may be: beside the files, then the user cache. */
export function indexPaths(
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const xdg = env.XDG_CACHE_HOME;
  const home = env.HOME ?? env.USERPROFILE;
  const cache =
    xdg !== undefined && xdg !== ''
      ? join(xdg, 'infcalc')
      : home !== undefined && home !== ''
        ? join(home, '.cache', 'infcalc')
        : null;
  const abs = resolve(dir);
  return [
    join(dir, INDEX_FILE),
    ...(cache === null ? [] : [join(cache, 'index', `${pathHash(abs)}.json`)]),
  ];
}

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
function asDoc(json: unknown): IndexDoc | null {
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
const sameStamp = (
  a: { readonly size: number; readonly mtimeMs: number; readonly ctimeMs: number },
  b: { readonly size: number; readonly mtimeMs: number; readonly ctimeMs: number },
): boolean => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/** The index matches the files: the same names, sizes and times (and the same layout). */
function fresh(
  doc: IndexDoc,
  sub: string,
  names: readonly string[],
  stats: readonly (FileStat | null)[],
): boolean {
  if (doc.unitsDir !== sub || doc.files.length !== names.length) return false;
  return doc.files.every((f, i) => {
    const st = stats[i];
    return f.name === names[i] && st != null && sameStamp(st, f);
  });
}

/** Read one file's facts for the index: its units' slices, checked against the parse. */
async function indexFile(
  files: DataFiles,
  path: string,
  name: string,
  st: FileStat | null,
  names: Map<string, number>,
  /** Where the file's `filters` go, for the names files share (`sharedNames`). */
  filtersOf: unknown[],
): Promise<IndexedFile> {
  const base = {
    name,
    size: st?.size ?? -1,
    mtimeMs: st?.mtimeMs ?? -1,
    ctimeMs: st?.ctimeMs ?? -1,
  };
  const bad: IndexedFile = {
    ...base,
    problem: true,
    count: 0,
    version: null,
    units: null,
    filters: null,
  };
  if (st?.kind !== 'file' || st.size > MAX_DATA_FILE_BYTES) return bad;
  let bytes: Uint8Array;
  try {
    bytes = await files.read(path);
  } catch {
    return bad;
  }
  let json: unknown;
  try {
    json = JSON.parse(text(bytes)) as unknown;
  } catch {
    return bad;
  }
  const factionId = factionIdOf(name) ?? 0;
  if (unitFileProblem({ factionId, source: path, json }) !== null) return bad;
  const file = json as { units: Record<string, unknown>[]; filters?: unknown; version?: unknown };
  filtersOf.push(file.filters);
  const nameOf = (v: unknown): number => {
    if (typeof v !== 'string') return -1;
    const known = names.get(v);
    if (known !== undefined) return known;
    names.set(v, names.size);
    return names.size - 1;
  };
  const slices = sliceUnitFile(bytes);
  const named = ownNamesSuffice(file.filters);
  let units: number[] | null = null;
  if (slices !== null && slices.units.length === file.units.length) {
    units = [];
    for (let i = 0; i < file.units.length; i++) {
      const u = file.units[i] ?? {};
      const [start, end] = slices.units[i] ?? [0, 0];
      // Trusted only when the slice reads back as the same unit, whole (a file may hold
      // text the byte scan takes for its units: a key written with escapes, a second one).
      let same: boolean;
      try {
        same = sameJson(JSON.parse(text(bytes.subarray(start, end))), u);
      } catch {
        same = false;
      }
      if (!same) {
        units = null;
        break;
      }
      units.push(
        u.id as number,
        start,
        end,
        sliceHash(bytes, start, end),
        nameOf(u.name),
        nameOf(u.isc),
        (canonicalUnit(u) ? CHECKED : 0) | (named(u) ? OWN_NAMES : 0),
      );
    }
  }
  let filters: [number, number, number] | null = null;
  if (units !== null && file.filters !== undefined) {
    const span = slices?.filters ?? null;
    const same =
      span !== null &&
      text(bytes.subarray(span[0], span[1])).length > 0 &&
      JSON.stringify(JSON.parse(text(bytes.subarray(span[0], span[1])))) ===
        JSON.stringify(file.filters);
    if (span !== null && same) filters = [span[0], span[1], sliceHash(bytes, span[0], span[1])];
    else units = null;
  }
  const version = file.version;
  return {
    ...base,
    problem: false,
    count: file.units.length,
    version: typeof version === 'string' || typeof version === 'number' ? String(version) : null,
    units,
    filters,
  };
}

/** Build the index of a data directory from its files (read whole, one at a time). */
export async function buildIndex(
  files: DataFiles,
  list: { readonly dir: string; readonly sub: string; readonly names: readonly string[] },
  stats: readonly (FileStat | null)[],
  metadata: IndexedMetadata | null,
): Promise<IndexDoc> {
  const names = new Map<string, number>();
  const out: IndexedFile[] = [];
  const filtersOf: unknown[] = [];
  for (let i = 0; i < list.names.length; i++) {
    const name = list.names[i] ?? '';
    out.push(
      await indexFile(files, join(list.dir, name), name, stats[i] ?? null, names, filtersOf),
    );
  }
  const firsts: number[] = [];
  const had = new Set<number>();
  // Which first copy each name names (-1 none), and every other (name, owner) pair.
  const owners: number[] = [];
  const more: number[] = [];
  const own = (n: number, entry: number) => {
    while (owners.length <= n) owners.push(-1);
    if (owners[n] === -1) owners[n] = entry;
    else if (owners[n] !== entry) more.push(n, entry);
  };
  const texts = [...names.keys()];
  const nameIndex = (v: string): number => {
    const known = names.get(v);
    if (known !== undefined) return known;
    names.set(v, texts.length);
    texts.push(v);
    return texts.length - 1;
  };
  out.forEach((f, i) => {
    const u = f.units ?? [];
    for (let k = 0; k * STRIDE < Math.min(u.length, MAX_UNITS * STRIDE); k++) {
      const id = u[k * STRIDE] ?? 0;
      if (had.has(id)) continue;
      had.add(id);
      const entry = firsts.length / FIRST;
      firsts.push(id, i, k);
      // The names a look-up matches the unit by, as `namesAt` gives them.
      const given = [fieldOf(u, k, 'name'), fieldOf(u, k, 'isc')].filter(
        (n): n is number => n !== undefined && n >= 0 && (texts[n] ?? '').trim() !== '',
      );
      if (given.length === 0) given.push(nameIndex(`unit ${id}`));
      for (const n of given) own(n, entry);
    }
  });
  while (owners.length < texts.length) owners.push(-1);
  const keys = texts.map(nameKey);
  return {
    format: FORMAT,
    metadata,
    unitsDir: list.sub,
    files: out,
    names: texts,
    keys,
    singulars: keys.map(singular),
    firsts,
    owners,
    more,
    shared: sharedNames(filtersOf),
    others: anyNames(filtersOf),
  };
}

async function readIndex(files: DataFiles, path: string): Promise<IndexDoc | null> {
  try {
    const st = await files.stat(path);
    if (st?.kind !== 'file' || st.size > MAX_DATA_FILE_BYTES) return null;
    return asDoc(JSON.parse(text(await files.read(path))));
  } catch {
    return null;
  }
}

/**
 * A checksum of what a look-up trusts in an index (names, units, owners, firsts): a
 * number changed by hand or by a bad disk, the JSON still valid, fails it and the index
 * is rebuilt (issue 36 item 36). FNV-1a: no module to load, about a millisecond.
 */
function docSum(d: IndexDoc): number {
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

/** Write the index beside the files, else in the user cache; where it went. */
async function saveIndex(
  files: DataFiles,
  paths: readonly string[],
  doc: IndexDoc,
): Promise<{ place: IndexPlace; path: string | null }> {
  const body = JSON.stringify({ ...doc, sum: docSum(doc) });
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i] ?? '';
    try {
      if (i > 0) await files.mkdir(join(path, '..'));
      await files.writeAtomic(path, body);
      return { place: i === 0 ? 'beside' : 'cache', path };
    } catch {
      // A read-only folder (or cache): the next place, else the index lives for this run.
    }
  }
  return { place: 'memory', path: null };
}

/** The index files found at their places (beside, then cache), each read once a run. */
export async function readIndexes(
  files: DataFiles,
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<
  readonly { readonly path: string; readonly place: IndexPlace; readonly doc: IndexDoc | null }[]
> {
  const paths = indexPaths(dir, env);
  return Promise.all(
    paths.map(async (path, i) => ({
      path,
      place: i === 0 ? ('beside' as const) : ('cache' as const),
      doc: await readIndex(files, path),
    })),
  );
}

/** The checked metadata an index holds for metadata.json at this stamp, or null. */
export function cachedMetadata(
  found: readonly { readonly doc: IndexDoc | null }[],
  st: FileStat,
): IndexedMetadata | null {
  // Where the stamp cannot vouch for the bytes, metadata.json is read and checked again.
  if (!vouches(st)) return null;
  for (const { doc } of found) {
    const m = doc?.metadata;
    if (m != null && sameStamp(m, st)) return m;
  }
  return null;
}

/**
 * The index of a data directory, checked against its files: one found beside them or
 * in the cache when it is fresh, else one built now and saved. `rebuild` builds it
 * anyway; `metadata` is what the index is to hold of metadata.json (saved again when
 * the index found holds another).
 */
export async function openIndex(
  files: DataFiles,
  dir: string,
  env: Readonly<Record<string, string | undefined>>,
  opts: {
    readonly rebuild?: boolean;
    readonly metadata: IndexedMetadata | null;
    readonly found?: Awaited<ReturnType<typeof readIndexes>>;
  },
): Promise<OpenedIndex> {
  const list = await unitFileList(files, dir);
  // A file whose stamp cannot be read (a loop of links, no permission) cannot serve: it is
  // left out with what is wrong (`fileProblem`), under a stamp no file has.
  const stats = await Promise.all(
    list.names.map((n) => files.stat(join(list.dir, n)).catch(() => UNREADABLE)),
  );
  const paths = indexPaths(dir, env);
  if (opts.rebuild !== true) {
    const found = (opts.found ?? (await readIndexes(files, dir, env))).filter(
      (f) => f.doc !== null && fresh(f.doc, list.sub, list.names, stats),
    );
    const sameMetadata = (m: IndexedMetadata | null) =>
      m === opts.metadata || (m !== null && opts.metadata !== null && sameStamp(m, opts.metadata));
    // One that holds this metadata too is used as it is (a read-only folder's old index
    // beside the files must not have the cache's copy written again at every run).
    const whole = found.find((f) => sameMetadata(f.doc?.metadata ?? null));
    if (whole?.doc != null)
      return {
        doc: whole.doc,
        place: whole.place,
        path: whole.path,
        built: false,
        unitsDir: list.dir,
      };
    const first = found[0]?.doc;
    if (first != null) {
      const updated = { ...first, metadata: opts.metadata };
      return {
        doc: updated,
        ...(await saveIndex(files, paths, updated)),
        built: false,
        unitsDir: list.dir,
      };
    }
  }
  const doc = await buildIndex(files, list, stats, opts.metadata);
  const saved = await saveIndex(files, paths, doc);
  return { doc, ...saved, built: true, unitsDir: list.dir };
}

const UNREADABLE: FileStat = { size: -2, mtimeMs: -2, ctimeMs: -2, kind: 'other' };

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

/** A slice read back that is not the one indexed: the file changed within its stamp. */
class Changed extends Error {
  override name = 'Changed';
}

const LEFT_OUT_HINT = 'fetch it again: infcalc data fetch';

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a unit file cannot serve, in one line naming it (it is read again to say so). */
export async function fileProblem(files: DataFiles, path: string): Promise<string> {
  let st: FileStat | null;
  try {
    st = await files.stat(path);
  } catch (e) {
    return `${path}: cannot be read (${describe(e)})`;
  }
  if (st === null) return `${path}: no longer there`;
  if (st.kind === 'directory') return `${path}: a directory, not a unit file`;
  if (st.kind !== 'file') return `${path}: not a regular file (a FIFO or a device?)`;
  if (st.size > MAX_DATA_FILE_BYTES)
    return `${path}: ${mb(st.size)}, more than any army builder file (${mb(MAX_DATA_FILE_BYTES)} at most)`;
  let body: string;
  try {
    body = text(await files.read(path));
  } catch (e) {
    return `${path}: cannot be read (${describe(e)})`;
  }
  const json = parseJson(body);
  if (!json.ok) return `${path}: ${json.error.message}`;
  const problem = unitFileProblem({ factionId: 0, source: path, json: json.value });
  if (problem === null) return `${path}: changed while it was read`;
  const at = problem.at?.kind === 'path' ? ` (at ${problem.at.path})` : '';
  return `${problem.message}${at}`;
}

/** A file system error in words (src/cli/fs/errors.ts). */
export const describe = fileWords;

/** A unit id and the names it answers to. */
interface Unnamed {
  readonly id: number;
  readonly names: readonly string[];
}

/** One unit as a look-up sees it before it is read: its place and its names. */
interface Occurrence extends Unnamed {
  readonly file: number;
  readonly k: number;
}

/** What a look-up keeps from one to the next (`odds` looks up two units). */
interface Memo {
  /** Every unit's names of the last pool matched in full. */
  seen: {
    readonly doc: IndexDoc;
    readonly pool: string;
    readonly occurrences: Occurrence[];
    readonly byFile: Map<number, Occurrence[]>;
  } | null;
  /** The index's names laid flat for a match in every file. */
  laid: { readonly doc: IndexDoc; readonly flat: FlatNames } | null;
  /** The index whose keys the name match has been told. */
  keyed: IndexDoc | null;
}

/** The reading side of a look-up: the files, where they are, how left-out files are said. */
interface Reading {
  readonly files: DataFiles;
  readonly source: string;
  readonly metadata: GameMetadata;
  readonly leave: (line: string) => void;
}

interface WholeFile {
  units: Record<string, unknown>[];
  filters?: unknown;
}

/** The names of a unit as the index holds them (its name and ISC, else "unit ID"). */
function namesOf(doc: IndexDoc) {
  const nameAt = (n: number | undefined): string | null =>
    n === undefined || n < 0 ? null : (doc.names[n] ?? null);
  const namesAt = (units: readonly number[] | null, k: number, id: number): string[] => {
    const raw = [nameAt(fieldOf(units, k, 'name')), nameAt(fieldOf(units, k, 'isc'))];
    const names = raw.filter((n): n is string => n !== null && n.trim() !== '');
    return names.length > 0 ? names : [`unit ${id}`];
  };
  return { nameAt, namesAt };
}

/** The files a look-up reads: the faction's, or every file that can serve (others said). */
async function poolOf(
  r: Reading,
  index: OpenedIndex,
  faction: string | undefined,
): Promise<Result<number[]>> {
  const doc = index.doc;
  const all = doc.files.map((f) => f.name);
  if (all.length === 0)
    return err(
      inputError(
        `no unit files in "${r.source}"`,
        undefined,
        'run: infcalc data fetch (or place the files by hand: docs/game-data.md)',
      ),
    );
  if (faction !== undefined) {
    const name = factionFileOf(r.metadata.factions ?? [], all, faction);
    if (name === null)
      return err(
        inputError(
          `no unit file for faction "${faction}" in "${r.source}"`,
          undefined,
          'infcalc data list shows the factions at hand',
        ),
      );
    const at = all.indexOf(name);
    if (doc.files[at]?.problem === true)
      return err(
        inputError(
          await fileProblem(r.files, join(index.unitsDir, name)),
          undefined,
          LEFT_OUT_HINT,
        ),
      );
    return ok([at]);
  }
  const pool: number[] = [];
  for (let i = 0; i < doc.files.length; i++) {
    const f = doc.files[i];
    if (f === undefined) continue;
    if (f.problem) r.leave(await fileProblem(r.files, join(index.unitsDir, f.name)));
    else pool.push(i);
  }
  return ok(pool);
}

/** Whole-file entries (a scan not trusted) are read now: all their units are at hand. */
async function wholeFiles(
  r: Reading,
  index: OpenedIndex,
  pool: readonly number[],
): Promise<Map<number, WholeFile>> {
  const whole = new Map<number, WholeFile>();
  for (const i of pool) {
    const f = index.doc.files[i];
    if (f?.units !== null) continue;
    whole.set(i, JSON.parse(text(await r.files.read(join(index.unitsDir, f.name)))) as WholeFile);
  }
  return whole;
}

interface Matched {
  readonly wanted: Set<number>;
  readonly byFile: Map<number, Occurrence[]>;
}

/**
 * In every file, all placed by offsets: the query is matched against each unit id's
 * first copy (as the index lists them), then only the copies of the ids it finds are
 * gathered. Null when nothing is found (every unit's names are matched then, for "did
 * you mean").
 */
function matchFirsts(
  memo: Memo,
  doc: IndexDoc,
  pool: readonly number[],
  query: string,
): Matched | null {
  const { namesAt } = namesOf(doc);
  if (memo.laid?.doc !== doc) {
    // The index's names as they are, and the (name, first copy) pairs past one a name.
    let flat: FlatNames = {
      keys: doc.keys,
      singulars: doc.singulars,
      originals: doc.names,
      owners: doc.owners,
    };
    if (doc.more.length > 0) {
      const at = doc.more.filter((_, j) => j % 2 === 0);
      flat = {
        keys: [...doc.keys, ...at.map((n) => doc.keys[n] ?? '')],
        singulars: [...doc.singulars, ...at.map((n) => doc.singulars[n] ?? '')],
        originals: [...doc.names, ...at.map((n) => doc.names[n] ?? '')],
        owners: [...doc.owners, ...doc.more.filter((_, j) => j % 2 === 1)],
      };
    }
    memo.laid = { doc, flat };
  }
  let wanted: Set<number>;
  if (/^\s*\d{1,6}\s*$/.test(query)) {
    // A unit id: its twins by their first names, as the look-up's own index finds them.
    const entries: Unnamed[] = [];
    for (let j = 0; j < doc.firsts.length; j += FIRST) {
      const id = doc.firsts[j] ?? 0;
      const units = doc.files[doc.firsts[j + 1] ?? -1]?.units ?? null;
      entries.push({ id, names: namesAt(units, doc.firsts[j + 2] ?? 0, id) });
    }
    wanted = candidates(query, entries);
  } else {
    const matched = matchFlat(query, memo.laid.flat);
    wanted = new Set(
      matched === 'empty'
        ? []
        : matched.flatMap((e) => {
            const id = doc.firsts[e * FIRST];
            return typeof id === 'number' ? [id] : [];
          }),
    );
  }
  if (wanted.size === 0) return null;
  const byFile = new Map<number, Occurrence[]>();
  for (const i of pool) {
    const units = doc.files[i]?.units ?? [];
    const mine: Occurrence[] = [];
    for (let k = 0; k * STRIDE < Math.min(units.length, MAX_UNITS * STRIDE); k++) {
      const id = units[k * STRIDE] ?? 0;
      if (wanted.has(id)) mine.push({ file: i, k, id, names: namesAt(units, k, id) });
    }
    if (mine.length > 0) byFile.set(i, mine);
  }
  return { wanted, byFile };
}

/** Every unit of the pool by its names (from the index, or from a file read whole). */
function occurrencesOf(
  doc: IndexDoc,
  pool: readonly number[],
  whole: ReadonlyMap<number, WholeFile>,
): Occurrence[] {
  const { namesAt } = namesOf(doc);
  const occurrences: Occurrence[] = [];
  for (const i of pool) {
    const f = doc.files[i];
    if (f === undefined) continue;
    const w = whole.get(i);
    const count = w?.units.length ?? (f.units?.length ?? 0) / STRIDE;
    for (let k = 0; k < Math.min(count, MAX_UNITS); k++) {
      const u = w?.units[k];
      if (u === undefined) {
        const id = fieldOf(f.units, k, 'id') ?? 0;
        occurrences.push({ file: i, k, id, names: namesAt(f.units, k, id) });
        continue;
      }
      const id = u.id as number;
      const names = [u.name, u.isc].filter(
        (n): n is string => typeof n === 'string' && n.trim() !== '',
      );
      occurrences.push({ file: i, k, id, names: names.length > 0 ? names : [`unit ${id}`] });
    }
  }
  return occurrences;
}

/** Every unit's names matched (nothing found by first copies, a faction, a whole file). */
function matchEvery(
  memo: Memo,
  doc: IndexDoc,
  pool: readonly number[],
  whole: ReadonlyMap<number, WholeFile>,
  query: string,
): Matched {
  // Told the keys the index stores, `nameKey` works none of them out.
  if (memo.keyed !== doc) {
    rememberKeys(doc.names, doc.keys, doc.singulars);
    memo.keyed = doc;
  }
  const poolKey = pool.join(',');
  // `odds` looks up two units: the second reuses the first's list of every unit's names
  // (made again when a file is read whole: its units come from that read).
  const last = memo.seen;
  const hit =
    last !== null && last.doc === doc && last.pool === poolKey && whole.size === 0 ? last : null;
  const occurrences = hit?.occurrences ?? occurrencesOf(doc, pool, whole);
  const byFile = hit?.byFile ?? new Map<number, Occurrence[]>();
  if (hit === null)
    for (const o of occurrences) {
      const list = byFile.get(o.file);
      if (list === undefined) byFile.set(o.file, [o]);
      else list.push(o);
    }
  memo.seen = { doc, pool: poolKey, occurrences, byFile };
  return { wanted: candidates(query, occurrences), byFile };
}

/**
 * The slices of some units of one file (and its `filters` unless the index shares
 * them), each checked to read back as its unit: by unit position, and the filters.
 */
async function readSlices(
  r: Reading,
  doc: IndexDoc,
  f: IndexedFile,
  path: string,
  full: readonly Occurrence[],
): Promise<{ read: Map<number, unknown>; filters: unknown; shared: boolean }> {
  if (full.length === 0) return { read: new Map(), filters: undefined, shared: false };
  // Units whose own file's names the index shares are read without the file's filters.
  const shared = doc.shared !== null && full.every((o) => flagged(f.units, o.k, OWN_NAMES));
  const ownFilters = shared ? null : f.filters;
  const spans: Span[] = full.map((o) => span(f.units, o.k));
  if (ownFilters !== null) spans.push([ownFilters[0], ownFilters[1]]);
  // A span that is not a range of the file (a damaged index) is read as a change.
  const inFile = ([start, end]: Span) =>
    Number.isSafeInteger(start) && Number.isSafeInteger(end) && 0 <= start && start <= end;
  if (!spans.every((x) => inFile(x) && x[1] <= f.size)) throw new Changed(path);
  const bytes = await r.files.readSpans(path, spans);
  // A stamp with a change time of its own vouches for the bytes (`vouches`); else
  // each slice is checked against its hash. Either way a slice must read back as
  // its unit.
  if (!vouches(f)) {
    const hashes = [
      ...full.map((o) => fieldOf(f.units, o.k, 'hash')),
      ...(ownFilters === null ? [] : [ownFilters[2]]),
    ];
    bytes.forEach((b, j) => {
      if (sliceHash(b) !== hashes[j]) throw new Changed(path);
    });
  }
  const read = new Map(
    full.map((o, j) => {
      const unit = JSON.parse(text(bytes[j] ?? new Uint8Array())) as { id?: unknown };
      if (unit.id !== o.id) throw new Changed(path);
      return [o.k, unit] as const;
    }),
  );
  const filters: unknown =
    ownFilters !== null
      ? JSON.parse(text(bytes[full.length] ?? new Uint8Array()))
      : shared
        ? doc.shared
        : undefined;
  return { read, filters, shared };
}

/** One file's part of a look-up: the units the query can find, or every unit's names. */
async function fileSource(
  r: Reading,
  index: OpenedIndex,
  i: number,
  whole: ReadonlyMap<number, WholeFile>,
  { wanted, byFile }: Matched,
): Promise<UnitSource | null> {
  const doc = index.doc;
  const f = doc.files[i];
  if (f === undefined) return null;
  const path = join(index.unitsDir, f.name);
  const factionId = factionIdOf(f.name) ?? 0;
  const w = whole.get(i);
  if (w !== undefined) return { factionId, source: path, json: w };
  const mine = byFile.get(i) ?? [];
  const full = mine.filter((o) => wanted.has(o.id));
  // A file without any unit the name can find adds nothing to the look-up's choice.
  if (wanted.size > 0 && full.length === 0) return null;
  const { read, filters, shared } = await readSlices(r, doc, f, path, full);
  if (wanted.size > 0) {
    // Only the units the name can find (the look-up matches them again, the same
    // way): the core does not walk every unit's names a second time.
    const units = full.map((o) => read.get(o.k));
    const json = filters === undefined ? { units } : { units, filters };
    // The slice's hash and length, and its file's filters': copies alike in all four
    // are read once (src/core/data/units.ts, `versionsOf`).
    const own = shared
      ? 'shared'
      : f.filters === null
        ? '-'
        : `${f.filters[2]}:${f.filters[1] - f.filters[0]}`;
    const digests = full.map((o) => {
      const [start, end] = span(f.units, o.k);
      return `${fieldOf(f.units, o.k, 'hash') ?? 0}:${end - start}/${own}`;
    });
    return {
      factionId,
      source: path,
      json,
      positions: full.map((o) => o.k),
      digests,
      checked: full.map((o) => flagged(f.units, o.k, CHECKED)),
      others: doc.others,
    };
  }
  // Nothing matches: every unit by its names, for the look-up's "did you mean".
  const { nameAt } = namesOf(doc);
  const units = mine.map(
    (o) =>
      read.get(o.k) ?? {
        id: o.id,
        name: nameAt(fieldOf(f.units, o.k, 'name')),
        isc: nameAt(fieldOf(f.units, o.k, 'isc')),
      },
  );
  return { factionId, source: path, json: filters === undefined ? { units } : { units, filters } };
}

/** One look-up over an opened index: the pool, the match, the units read. */
async function unitsOf(
  r: Reading,
  memo: Memo,
  index: OpenedIndex,
  query: string,
  faction: string | undefined,
): Promise<Result<readonly UnitSource[]>> {
  const pool = await poolOf(r, index, faction);
  if (!pool.ok) return pool;
  const whole = await wholeFiles(r, index, pool.value);
  const matched =
    (faction === undefined && whole.size === 0
      ? matchFirsts(memo, index.doc, pool.value, query)
      : null) ?? matchEvery(memo, index.doc, pool.value, whole, query);
  const out: UnitSource[] = [];
  for (const i of pool.value) {
    const one = await fileSource(r, index, i, whole, matched);
    if (one !== null) out.push(one);
  }
  return ok(out);
}

/**
 * Game data served from the index (src/app/game-data.ts): a look-up matches the query
 * against the index's names, then reads the slices of the units it can find (every
 * faction's copy) and the files' `filters`; the other units are handed over by id and
 * names only, so the core's look-up chooses exactly as it would over the whole files.
 */
export function indexedData(
  files: DataFiles,
  opened: () => Promise<OpenedIndex>,
  rebuilt: () => Promise<OpenedIndex>,
  source: string,
  metadata: GameMetadata,
  game: Game | null,
  warn: (line: string) => void,
): GameData {
  const left: string[] = [];
  const reading: Reading = {
    files,
    source,
    metadata,
    leave: (line) => {
      if (left.includes(line)) return;
      left.push(line);
      warn(line);
    },
  };
  const memo: Memo = { seen: null, laid: null, keyed: null };
  const unitsFor = async (query: string, faction: string | undefined, retry: boolean) =>
    unitsOf(reading, memo, await (retry ? rebuilt() : opened()), query, faction);
  return {
    source,
    metadata,
    game,
    unitsFor: async (query, faction) => {
      try {
        return await unitsFor(query, faction, false);
      } catch (e) {
        // A file changed within its stamp (the same size, the same time), or was moved
        // away with its folder: build again.
        if (!(e instanceof Changed || e instanceof SyntaxError || isAbsent(e))) throw e;
      }
      try {
        return await unitsFor(query, faction, true);
      } catch (e) {
        // Changed again while read (a `data fetch` replacing files), or gone: say so.
        if (e instanceof Changed || e instanceof SyntaxError)
          return err(
            inputError(
              `the unit files in "${source}" changed while they were read`,
              undefined,
              'try again once the files stop changing (a data fetch under way?)',
            ),
          );
        if (isAbsent(e))
          return err(
            inputError(
              `the unit files in "${source}" went away while they were read (${fileWords(e)})`,
              undefined,
              'was the data directory moved or removed? infcalc data list shows what is there',
            ),
          );
        throw e;
      }
    },
    leftOut: () => left,
  };
}

/** Whether a unit's flags hold `flag` (CHECKED, OWN_NAMES). */
const flagged = (units: readonly number[] | null, k: number, flag: number): boolean =>
  ((fieldOf(units, k, 'flags') ?? 0) & flag) !== 0;

const span = (units: readonly number[] | null, k: number): Span => [
  fieldOf(units, k, 'start') ?? 0,
  fieldOf(units, k, 'end') ?? 0,
];

/**
 * The unit ids a look-up of `query` can read in full (src/core/data/units.ts,
 * `lookUpUnit`): for a unit id, every unit of its name (its twins); else the units whose
 * names match in the best tier. Empty when nothing matches: the look-up then only needs
 * the names, for its "did you mean".
 */
function candidates(query: string, all: readonly Unnamed[]): Set<number> {
  // The first copy of each id names it, as the look-up's own index does.
  const first = new Map<number, Unnamed>();
  for (const o of all) if (!first.has(o.id)) first.set(o.id, o);
  const entries = [...first.values()];
  const asId = /^\s*\d{1,6}\s*$/.test(query) ? Number(query) : null;
  const byId = asId === null ? undefined : first.get(asId);
  if (byId !== undefined) {
    const key = nameKey(byId.names[0] ?? '');
    return new Set(entries.filter((e) => nameKey(e.names[0] ?? '') === key).map((e) => e.id));
  }
  const matched = matchNames(
    query,
    entries.map((e) => ({ item: e, names: e.names })),
  );
  return matched === 'empty' ? new Set() : new Set(matched.map((m) => m.item.id));
}

/** What an index holds, for `data index` and `data fetch`. */
export interface IndexSummary {
  /** The index file (null: it could not be written anywhere, it served this run only). */
  readonly path: string | null;
  readonly place: IndexPlace;
  readonly files: number;
  /** Units in all the files (a unit in several factions' files counts in each). */
  readonly units: number;
  /** Distinct unit ids. */
  readonly ids: number;
  /** Files read whole on a look-up (their units could not be placed by byte offsets). */
  readonly whole: readonly string[];
  /** Files left out of look-ups: they cannot be read, or are not unit files. */
  readonly leftOut: readonly string[];
}

export function summarize(opened: OpenedIndex): IndexSummary {
  const ids = new Set<number>();
  let units = 0;
  for (const f of opened.doc.files) {
    units += f.count;
    const u = f.units ?? [];
    for (let k = 0; k < u.length; k += STRIDE) ids.add(u[k] ?? 0);
  }
  return {
    path: opened.path,
    place: opened.place,
    files: opened.doc.files.length,
    units,
    ids: ids.size,
    whole: opened.doc.files.filter((f) => !f.problem && f.units === null).map((f) => f.name),
    leftOut: opened.doc.files.filter((f) => f.problem).map((f) => f.name),
  };
}

export interface DataIndexReport {
  readonly kind: 'data-index';
  readonly dir: string;
  readonly index: IndexSummary;
}
