/**
 * Building the index and finding it (docs/game-data.md, "The index"): for each unit file
 * its stamp (size, modification and change time), and for each unit its id, its names and
 * where its JSON lies in the file (byte offsets and a hash), so a look-up reads the units a
 * name can find and nothing else. `data fetch` writes it beside the files; a folder laid by
 * hand, or changed since, gets it on first use, kept in the user cache when the folder
 * cannot be written. A stamp that differs rebuilds it, so it is never stale. Writes are
 * atomic (a temporary file and a rename).
 */
import { join, resolve } from 'node:path';
import { factionIdOf, MAX_DATA_FILE_BYTES, UNITS_DIR } from '../../../core/data/files.js';
import { nameKey, singular } from '../../../core/data/names.js';
import { hash32, sliceHash, sliceUnitFile } from '../../../core/data/slices.js';
import {
  anyNames,
  canonicalUnit,
  MAX_UNITS,
  ownNamesSuffice,
  sameJson,
  sharedNames,
  unitFileProblem,
} from '../../../core/data/units.js';
import type { DataFiles, FileStat } from '../files-access.js';
import {
  CHECKED,
  FIRST,
  FORMAT,
  INDEX_FILE,
  type IndexDoc,
  type IndexPlace,
  type IndexedFile,
  type IndexedMetadata,
  OWN_NAMES,
  packUnit,
  type OpenedIndex,
  STRIDE,
  asDoc,
  docSum,
  fieldOf,
  sameStamp,
  text,
  vouches,
} from './format.js';

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
      packUnit(units, {
        id: u.id as number,
        start,
        end,
        hash: sliceHash(bytes, start, end),
        name: nameOf(u.name),
        isc: nameOf(u.isc),
        flags: (canonicalUnit(u) ? CHECKED : 0) | (named(u) ? OWN_NAMES : 0),
      });
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
      const id = fieldOf(u, k, 'id') ?? 0;
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
