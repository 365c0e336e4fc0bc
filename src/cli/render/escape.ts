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

/**
 * A report with every string in it escaped, for the text renderers: done once here, on
 * the way in, so no renderer has to remember it and the Style's own colour codes pass.
 * Plain objects, arrays, Maps and Sets are copied; other values are kept as they are, and
 * so are the `trusted` ones: infcalc's own tables (the edition a report carries, a
 * thousand strings with no user text in them, which start-up need not copy).
 */
export function escapeStrings<T>(value: T, trusted: readonly unknown[] = []): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return escapeControls(v);
    if (v === null || typeof v !== 'object' || trusted.includes(v)) return v;
    if (Array.isArray(v)) return v.map(walk);
    if (v instanceof Map) return new Map([...v].map(([k, x]) => [walk(k), walk(x)]));
    if (v instanceof Set) return new Set([...v].map(walk));
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    // Keys too: some reports are keyed by the user's names (SCGB areas).
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [escapeControls(k), walk(x)]));
  };
  return walk(value) as T;
}
