/**
 * JSON text of records whose big parts repeat: a batch (`odds FILE --ndjson`) keeps the
 * odds and damage of the questions it has answered (src/app/memo.ts), and their JSON
 * objects with them; turning the same outcomes into text again costs more than the odds
 * (every probability a float printed anew). A part marked `kept` is printed once and its
 * text reused; the text is exactly JSON.stringify's.
 */

/** Kept parts: null until first printed, then their text (gone with the part). */
const TEXT = new WeakMap<object, string | null>();

/**
 * Marks a JSON value that no one changes after this (frozen at its top; what it holds may
 * be shared with the answer it shows, never changed either): `jsonText` prints it once.
 * Returns the value.
 */
export function kept<T extends object>(value: T): T {
  TEXT.set(Object.freeze(value), null);
  return value;
}

/** Objects that hold kept parts (a damage section): walked, not printed whole. */
const HOLDERS = new WeakSet();

/** Marks an object that holds kept parts: `jsonText` looks into it. Returns the object. */
export function holds<T extends object>(value: T): T {
  HOLDERS.add(value);
  return value;
}

/** Each key as JSON.stringify writes it, made once (records repeat their keys). */
const KEYS = new Map<string, string>();
const keyText = (key: string): string => {
  let t = KEYS.get(key);
  if (t === undefined) {
    t = JSON.stringify(key);
    if (KEYS.size < 1024) KEYS.set(key, t);
  }
  return t;
};

const plain = (v: object): v is Record<string, unknown> =>
  !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype && !('toJSON' in v);

/**
 * JSON.stringify(record), the same text, with the `kept` parts among its values (and in
 * the objects marked `holds`) printed once.
 */
export function jsonText(record: Record<string, unknown>): string {
  return walk(record);
}

function walk(value: Record<string, unknown>): string {
  let out = '';
  for (const key of Object.keys(value)) {
    const v = value[key];
    // What JSON.stringify leaves out of an object.
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += (out === '' ? '{' : ',') + keyText(key) + ':' + valueText(v);
  }
  return out === '' ? '{}' : out + '}';
}

/**
 * JSON.stringify(value), a `kept` value printed once: for records whose text is put
 * together by hand from their parts (odds-json.ts `oddsResultText`).
 */
export function valueText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const text = TEXT.get(value);
  if (text === null) {
    const made = JSON.stringify(value);
    TEXT.set(value, made);
    return made;
  }
  if (text !== undefined) return text;
  return HOLDERS.has(value) && plain(value) ? walk(value) : JSON.stringify(value);
}
