/**
 * The game data the player loaded, kept in the browser (IndexedDB) for the next visit:
 * one record, the data set as loaded (src/app/data-set.ts). Nothing leaves the browser.
 * A browser without storage (a private window) still works: the data lasts the visit.
 */
import type { DataSet } from '../app/data-set.js';

const DB = 'infcalc';
const STORE = 'game-data';
const KEY = 'current';

/** What is kept: the data set, where it came from and when. */
export interface Kept {
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

const isKept = (v: unknown): v is Kept =>
  typeof v === 'object' && v !== null && 'set' in v && 'source' in v && 'loaded' in v;

/** The data kept by an earlier visit, or null (none, or no storage). */
export async function keptData(): Promise<Kept | null> {
  try {
    const v: unknown = await request('readonly', (s) => s.get(KEY));
    return isKept(v) ? v : null;
  } catch {
    return null;
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
