/**
 * JSON input shared by every file format infcalc reads (army lists, engagements, SCGB
 * Move orders): syntax errors with line and column, schema errors with the JSON path of
 * the bad value and a "did you mean" for typos.
 */
import * as z from 'zod/mini';
import * as zcore from 'zod/v4/core';
import { formatPath, parseJson } from './json.js';
import { err, inputError, ok, type InputError, type Result } from './result.js';
import { didYouMean } from './suggest.js';

// The JSON reader has no schema (a turn's state file is read with it alone, without zod).
export { formatPath, MAX_JSON_DEPTH, parseJson } from './json.js';

/** The keys an object at `path` may hold, for "did you mean" on an unknown key. */
export type KeysFor = (path: readonly PropertyKey[]) => readonly string[];

/**
 * zod/mini's object, but with zod's compiled fast path (the one the full zod uses): an
 * army list is checked about twice as fast, which is most of the cost of a list in an
 * NDJSON run (`npm run bench orders`). Same checks, same issues, same JSON Schema.
 */
type Init = (inst: unknown, def: unknown) => void;
const FastObject = zcore.$constructor('ZodMiniFastObject', (inst: zcore.$ZodObject, def) => {
  (zcore.$ZodObjectJIT.init as Init)(inst, def);
  (z.ZodMiniType.init as Init)(inst, def);
  Object.defineProperty(inst, 'shape', { get: () => def.shape, enumerable: false });
});

/** `z.strictObject`, compiled on first use (see FastObject). */
export function fastStrictObject<S extends zcore.$ZodLooseShape>(
  shape: S,
): z.ZodMiniObject<S, zcore.$strict> {
  return new FastObject({
    type: 'object',
    shape,
    catchall: z.never(),
  }) as unknown as z.ZodMiniObject<S, zcore.$strict>;
}

/**
 * A JSON object keyed by names the user chose (troopers, planets, areas, players), read
 * as a Map: any string is a legal name, and a plain object would answer "constructor" or
 * "toString" with what every JavaScript object inherits.
 */
export function byName<V extends z.ZodMiniType>(value: V, emptyByDefault = false) {
  const record = z.record(z.string(), value);
  return z.pipe(
    emptyByDefault ? z._default(record, {}) : record,
    z.transform((r: Record<string, z.output<V>>) => new Map(Object.entries(r))),
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur = root;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

/**
 * A value as a message shows it. JSON.stringify writes a number past the double range
 * (`1e999`, read as Infinity) as "null": say what it is instead. A library caller's value
 * may be one no JSON holds (a bigint inside it): shown by its kind, never thrown on.
 */
const show = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number' && !Number.isFinite(v)) return 'a number out of range (e.g. 1e999)';
  if (typeof v === 'bigint') return `the bigint ${v}n`;
  // A whole list or object is named by its size, not echoed (10,000 factions are 400 KB).
  if (Array.isArray(v) && v.length > 3) return `a list of ${v.length} entries`;
  try {
    if (typeof v === 'function' || typeof v === 'symbol') return typeof v;
    const text = JSON.stringify(v);
    if (typeof v === 'object' && v !== null && text.length > 80)
      return `${Array.isArray(v) ? 'a list' : 'an object'} of ${text.length} characters`;
    return text;
  } catch {
    return `a value no JSON holds (${typeof v})`;
  }
};

/** One zod issue as a message a player can act on. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown, keysFor: KeysFor): InputError {
  const at = { kind: 'path', path: formatPath(issue.path) } as const;
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? '';
      const more = issue.keys.length > 1 ? ` (and ${issue.keys.slice(1).join(', ')})` : '';
      return inputError(`unknown key "${key}"${more}`, at, didYouMean(key, keysFor(issue.path)));
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => String(v));
      const hint = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
      return inputError(`${show(value)} is not one of ${allowed.join(', ')}`, at, hint);
    }
    case 'invalid_type':
      // JSON reads 1e999 as Infinity, and zod calls it "not a number": say what it is.
      if (typeof value === 'number' && !Number.isFinite(value))
        return inputError('the number is out of range (e.g. 1e999): too large to read', at);
      return inputError(
        value === undefined
          ? `missing required ${issue.expected}`
          : `expected ${issue.expected}, got ${show(value)}`,
        at,
      );
    case 'invalid_union':
      return inputError(`${show(value)} is not allowed here (expected 1 or 2)`, at);
    case 'too_small':
      return inputError(
        issue.origin === 'array'
          ? `needs at least ${String(issue.minimum)} ${issue.minimum === 1 ? 'entry' : 'entries'}`
          : issue.origin === 'string'
            ? 'must not be empty'
            : `${show(value)} is below the minimum of ${String(issue.minimum)}`,
        at,
      );
    case 'too_big':
      return inputError(
        issue.origin === 'array' && Array.isArray(value)
          ? `${value.length} entries are above the maximum of ${String(issue.maximum)}`
          : issue.origin === 'string' && typeof value === 'string'
            ? `a text of ${value.length} characters is above the maximum of ${String(issue.maximum)}`
            : `${show(value)} is above the maximum of ${String(issue.maximum)}`,
        at,
      );
    default:
      return inputError(`${show(value)} is not valid here`, at);
  }
}

/**
 * How many times each schema has checked an input in this process. zod compiles an
 * object's fast path (`new Function`) on its first check, which costs more than checking
 * one document without it: a command that reads one file (a list, a turn's state) checks
 * it interpreted; a run of many (NDJSON) compiles from the third on. Same checks, same
 * issues either way.
 */
const checked = new WeakMap<z.ZodMiniType, number>();
const COMPILE_AFTER = 2;
const INTERPRETED = { jitless: true } as const;

/** Validate parsed JSON against a schema; the first problem (unknown keys first) as an InputError. */
export function checkWith<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  keysFor: KeysFor,
): Result<z.output<S>> {
  const seen = checked.get(schema) ?? 0;
  if (seen < COMPILE_AFTER) checked.set(schema, seen + 1);
  const parsed = schema.safeParse(input, seen < COMPILE_AFTER ? INTERPRETED : undefined);
  if (parsed.success) return ok(parsed.data);
  // An unknown key is usually the cause of the rest ("stat" for "state"): report it first.
  const [first] = [...parsed.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  if (first === undefined) return err(inputError('the input does not match its format'));
  const e = describeIssue(first, input, keysFor);
  const more = parsed.error.issues.length - 1;
  return err(
    more > 0
      ? { ...e, message: `${e.message} (and ${more} more ${more === 1 ? 'problem' : 'problems'})` }
      : e,
  );
}

/** JSON text through a schema. */
export function parseWith<S extends z.ZodMiniType>(
  schema: S,
  text: string,
  keysFor: KeysFor,
): Result<z.output<S>> {
  const json = parseJson(text);
  return json.ok ? checkWith(schema, json.value, keysFor) : json;
}
