/**
 * The game data the player loaded, kept in the browser (IndexedDB) for the next visit:
 * one record holding the data as one pack's text (`infcalc data pack`), which the next
 * visit reads back as a pack: one string is read and parsed faster than the parsed data
 * is copied back out of the store (docs/web.md, "Size and speed"). Nothing leaves the
 * browser. A browser without storage (a private window) still works: the data lasts the
 * visit.
 */
import { MAX_SET_FILES, packOf, readPack, type DataSet } from '../app/data-set.js';
import { ok, type Result } from '../core/result.js';

const DB = 'infcalc';
const STORE = 'game-data';
const KEY = 'current';

/** What is kept: the data as a pack's text, where it came from and when. */
export interface Kept {
  readonly pack: string;
  readonly source: string;
  readonly loaded: string;
  /** The unit files left out of it (a pack holds none of them): said again next visit. */
  readonly leftOut: readonly string[];
}

/** What an earlier version kept: the parsed data set. */
interface KeptParsed {
  readonly set: DataSet;
  readonly source: string;
  readonly loaded: string;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB cannot be opened'));
    };
  });
}

async function request<T>(
  mode: IDBTransactionMode,
  f: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = f(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => {
        resolve(req.result);
      };
      req.onerror = () => {
        reject(req.error ?? new Error('IndexedDB request failed'));
      };
    });
  } finally {
    db.close();
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isKept = (v: unknown): v is Kept | KeptParsed =>
  isRecord(v) &&
  (typeof v.pack === 'string' || isRecord(v.set)) &&
  typeof v.source === 'string' &&
  typeof v.loaded === 'string';

/** The data an earlier visit kept, read back, or null (none, or no storage). */
export async function keptData(): Promise<{
  readonly set: Result<DataSet>;
  readonly source: string;
  readonly loaded: string;
  readonly leftOut: readonly string[];
} | null> {
  let v: unknown;
  try {
    v = await request('readonly', (s) => s.get(KEY));
  } catch {
    return null;
  }
  if (!isKept(v)) return null;
  // A record of an earlier version has no `leftOut`: none said.
  const leftOut =
    'leftOut' in v && Array.isArray(v.leftOut)
      ? v.leftOut.filter((l): l is string => typeof l === 'string').slice(0, MAX_SET_FILES)
      : [];
  return {
    set: 'pack' in v ? keptPack(v.pack) : ok(v.set),
    source: v.source,
    loaded: v.loaded,
    leftOut,
  };
}

/** The kept pack's text, written here from data read and checked: JSON.parse is enough. */
function keptPack(text: string): Result<DataSet> {
  try {
    return packOf(JSON.parse(text) as unknown);
  } catch {
    return readPack(text);
  }
}

/** Keep the data for next time; false when the browser keeps nothing. */
export async function keepData(kept: Kept): Promise<boolean> {
  try {
    await request('readwrite', (s) => s.put(kept, KEY));
    return true;
  } catch {
    return false;
  }
}

export async function forgetData(): Promise<void> {
  try {
    await request('readwrite', (s) => s.delete(KEY));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
