/**
 * Matching a look-up's query against the index's names, before any unit is read: the ids
 * it can find (by first copies, or by every unit's names for "did you mean"), and where
 * their copies lie, file by file.
 */
import {
  matchFlat,
  matchNames,
  nameKey,
  rememberKeys,
  type FlatNames,
} from '../../../core/data/names.js';
import { MAX_UNITS } from '../../../core/data/units.js';
import { FIRST, type IndexDoc, STRIDE, type WholeFile, fieldOf } from './format.js';

/** A unit id and the names it answers to. */
interface Unnamed {
  readonly id: number;
  readonly names: readonly string[];
}

/** One unit as a look-up sees it before it is read: its place and its names. */
export interface Occurrence extends Unnamed {
  readonly file: number;
  readonly k: number;
}

/** What a look-up keeps from one to the next (`odds` looks up two units). */
export interface Memo {
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

/** The names of a unit as the index holds them (its name and ISC, else "unit ID"). */
export function namesOf(doc: IndexDoc) {
  const nameAt = (n: number | undefined): string | null =>
    n === undefined || n < 0 ? null : (doc.names[n] ?? null);
  const namesAt = (units: readonly number[] | null, k: number, id: number): string[] => {
    const raw = [nameAt(fieldOf(units, k, 'name')), nameAt(fieldOf(units, k, 'isc'))];
    const names = raw.filter((n): n is string => n !== null && n.trim() !== '');
    return names.length > 0 ? names : [`unit ${id}`];
  };
  return { nameAt, namesAt };
}

export interface Matched {
  readonly wanted: Set<number>;
  readonly byFile: Map<number, Occurrence[]>;
}

/**
 * In every file, all placed by offsets: the query is matched against each unit id's
 * first copy (as the index lists them), then only the copies of the ids it finds are
 * gathered. Null when nothing is found (every unit's names are matched then, for "did
 * you mean").
 */
export function matchFirsts(
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
      const id = fieldOf(units, k, 'id') ?? 0;
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
export function matchEvery(
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
