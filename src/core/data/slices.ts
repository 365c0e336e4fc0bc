/**
 * Where each unit lies in a unit file's bytes, so a look-up reads one unit's own slice
 * (docs/game-data.md, "The index"): a scan of the file's UTF-8 bytes for the elements of
 * its top-level `units` array and its `filters` value. Pure; the CLI reads the bytes.
 *
 * The scan only counts brackets outside strings; whoever uses its answer checks it (each
 * slice parses to the unit of the same place, src/cli/data/index-file/), so a file it
 * misreads is read whole instead, never wrongly.
 */

/** A byte range: [start, end). */
export type Span = readonly [start: number, end: number];

export interface FileSlices {
  /** Each element of `units`, in order (objects only; anything else is not a unit). */
  readonly units: readonly Span[];
  /** The `filters` value (the file's names of extras, types, skills...), or null. */
  readonly filters: Span | null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
const COMMA = 0x2c;

const bytesOf = (ascii: string): number[] =>
  Array.from({ length: ascii.length }, (_, i) => ascii.charCodeAt(i));
const UNITS = bytesOf('units');
const FILTERS = bytesOf('filters');

const same = (b: Uint8Array, start: number, end: number, word: readonly number[]): boolean => {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (b[start + i] !== word[i]) return false;
  return true;
};

/**
 * The slices of a unit file, or null when the bytes are not one whole JSON object
 * (brackets unbalanced, a string left open: a cut-short file). Linear in the bytes.
 * A key written twice counts by its last writing, as JSON.parse reads it.
 */
export function sliceUnitFile(b: Uint8Array): FileSlices | null {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let expectKey = false;
  let key: 'units' | 'filters' | 'other' = 'other';
  let units: Span[] = [];
  let inUnits = false;
  let unitStart = -1;
  let filtersStart = -1;
  let filters: Span | null = null;
  let seenTop = false;
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === BACKSLASH) escaped = true;
      else if (c === QUOTE) {
        inString = false;
        if (depth === 1 && expectKey) {
          key = same(b, stringStart + 1, i, UNITS)
            ? 'units'
            : same(b, stringStart + 1, i, FILTERS)
              ? 'filters'
              : 'other';
          expectKey = false;
        }
      }
      continue;
    }
    if (c === QUOTE) {
      inString = true;
      stringStart = i;
    } else if (c === OPEN_OBJ || c === OPEN_ARR) {
      if (depth === 0) {
        if (seenTop || c !== OPEN_OBJ) return null;
        seenTop = true;
        expectKey = true;
      } else if (depth === 1) {
        if (key === 'units' && c === OPEN_ARR) {
          inUnits = true;
          units = [];
        } else if (key === 'filters') filtersStart = i;
      } else if (depth === 2 && inUnits && c === OPEN_OBJ) unitStart = i;
      depth++;
    } else if (c === CLOSE_OBJ || c === CLOSE_ARR) {
      depth--;
      if (depth < 0) return null;
      if (depth === 2 && inUnits && c === CLOSE_OBJ && unitStart >= 0) {
        units.push([unitStart, i + 1]);
        unitStart = -1;
      } else if (depth === 1) {
        if (inUnits) inUnits = false;
        if (filtersStart >= 0) {
          filters = [filtersStart, i + 1];
          filtersStart = -1;
        }
      }
    } else if (c === COMMA && depth === 1) expectKey = true;
  }
  return depth === 0 && !inString && seenTop ? { units, filters } : null;
}

/** FNV-1a, 32 bits, of a byte range (a cache file's name is the hash of its folder's path). */
export function hash32(b: Uint8Array, start = 0, end = b.length): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= b[i] ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A 32-bit check of a byte range, FNV-1a taken four bytes at a time: a slice read later is
 * checked to be the one indexed. A look-up checks every slice it reads while its code is
 * still interpreted, so a quarter of the steps matters; any one changed word still
 * changes the result (each step is a bijection of the state).
 */
export function sliceHash(b: Uint8Array, start = 0, end = b.length): number {
  const n = Math.max(0, end - start);
  // A copy of its own, aligned for the 32-bit view whatever the range's offset (a
  // Buffer's `slice` would share the file's memory, hence `set`).
  const own = new Uint8Array(n);
  own.set(b.subarray(start, start + n));
  const words = new Int32Array(own.buffer, 0, n >>> 2);
  let h = (0x811c9dc5 ^ n) | 0;
  // Indexed, not for-of: still interpreted here, an iterator costs a call per word.
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] ?? 0), 0x01000193);
  for (let i = words.length * 4; i < n; i++) h = Math.imul(h ^ (own[i] ?? 0), 0x01000193);
  return h >>> 0;
}
