/**
 * Control characters from input never reach a terminal raw: a shared army list with an
 * escape sequence in a trooper's name could retitle the window or clear the screen, a
 * newline could forge a line of output. Text output shows them as escapes (`\u001b`,
 * `\n`), the way JSON does; JSON output escapes them by itself.
 */

/** C0 and C1 controls, DEL, line and paragraph separators, and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: ReadonlyMap<string, string> = new Map([
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
]);

export function escapeControls(text: string): string {
  return text.replace(
    UNSAFE,
    (c) => NAMED.get(c) ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Whether a string has anything to escape: most have not, and are kept as they are. */
// eslint-disable-next-line no-control-regex
const HAS_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** `items` walked, as the same array when nothing in it changed. */
function walkItems(items: readonly unknown[], walk: (v: unknown) => unknown): readonly unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const x = walk(items[i]);
    if (x !== items[i]) (out ??= items.slice())[i] = x;
  }
  return out ?? items;
}

/**
 * A report with every string in it escaped, for the text renderers: done once here, on
 * the way in, so no renderer has to remember it and the Style's own colour codes pass.
 * Plain objects, arrays, Maps and Sets holding something to escape are copied, the rest
 * kept (most reports have nothing to escape: start-up need not copy them); other values
 * are kept as they are, and so are the `trusted` ones: infcalc's own tables (the edition a
 * report carries, a thousand strings with no user text in them).
 */
export function escapeStrings<T>(value: T, trusted: readonly unknown[] = []): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return HAS_UNSAFE.test(v) ? escapeControls(v) : v;
    if (v === null || typeof v !== 'object' || trusted.includes(v)) return v;
    if (Array.isArray(v)) return walkItems(v, walk);
    if (v instanceof Map) {
      const entries = [...v].flat();
      const walked = walkItems(entries, walk);
      if (walked === entries) return v;
      const out = new Map<unknown, unknown>();
      for (let i = 0; i < walked.length; i += 2) out.set(walked[i], walked[i + 1]);
      return out;
    }
    if (v instanceof Set) {
      const items = [...v];
      const walked = walkItems(items, walk);
      return walked === items ? v : new Set(walked);
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    // Keys too: some reports are keyed by the user's names (SCGB areas). An object without
    // a prototype is copied into a plain one, as before.
    const from = v as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const k of Object.keys(from)) {
      const key = walk(k) as string;
      const item = walk(from[k]);
      if (out === null && (key !== k || item !== from[k] || proto === null)) {
        // The keys before this one, as they were.
        out = {};
        for (const before of Object.keys(from)) {
          if (before === k) break;
          out[before] = from[before];
        }
      }
      if (out !== null) out[key] = item;
    }
    return out ?? v;
  };
  return walk(value) as T;
}
