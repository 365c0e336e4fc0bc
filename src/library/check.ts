/**
 * Checks of the values a library caller passes in (docs/library.md): TypeScript's types do
 * not reach a JavaScript caller, so every exported function checks its arguments before
 * they drive a loop, an allocation or a BigInt power, and answers bad ones with the
 * documented `{ ok: false, error }`, the InputError naming the function, the argument path
 * and the value. Arguments are read once into plain data first (`plain`): a getter, a
 * Proxy or a function of the caller's that throws is bad input too. No exceptions for
 * bad input; broken invariants still throw.
 */
import { clipped, err, inputError, ok, type InputError, type Result } from '../core/result.js';
import { EDITIONS } from '../core/rules/index.js';

/** A check of one value at a path: null when it is fine, else what it should be. */
export type Check = (value: unknown, path: string) => InputError | null;

/** A value as an error message shows it (NaN, 1e999 and bigints included). */
export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'function') return 'a function';
  if (Array.isArray(v)) return `an array of ${v.length}`;
  if (typeof v === 'object') return 'an object';
  return typeof v === 'boolean' ? String(v) : typeof v;
}

const bad = (path: string, v: unknown, want: string): InputError =>
  inputError(`${path} is ${describe(v)}, expected ${want}`, { kind: 'path', path });

export const int =
  (lo: number, hi: number): Check =>
  (v, path) =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi
      ? null
      : bad(path, v, `a whole number from ${lo} to ${hi}`);

export const number =
  (lo: number, hi: number): Check =>
  (v, path) =>
    typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi
      ? null
      : bad(path, v, `a number from ${lo} to ${hi}`);

export const bigint =
  (lo: bigint, hi?: bigint): Check =>
  (v, path) =>
    typeof v === 'bigint' && v >= lo && (hi === undefined || v <= hi)
      ? null
      : bad(path, v, `a bigint of at least ${lo}${hi === undefined ? '' : ` and at most ${hi}`}`);

export const string =
  (max = 10_000): Check =>
  (v, path) =>
    typeof v === 'string' && v.length <= max
      ? null
      : bad(path, v, `a string of at most ${max} characters`);

export const boolean: Check = (v, path) =>
  typeof v === 'boolean' ? null : bad(path, v, 'true or false');

export const func: Check = (v, path) =>
  typeof v === 'function' ? null : bad(path, v, 'a function');

export const oneOf =
  (values: readonly unknown[], what: string): Check =>
  (v, path) =>
    values.includes(v) ? null : bad(path, v, what);

export const optional =
  (c: Check): Check =>
  (v, path) =>
    v === undefined ? null : c(v, path);

export const nullable =
  (c: Check): Check =>
  (v, path) =>
    v === null ? null : c(v, path);

export const array =
  (item: Check, max: number): Check =>
  (v, path) => {
    if (!Array.isArray(v) || v.length > max)
      return bad(path, v, `an array of at most ${max} entries`);
    for (let i = 0; i < v.length; i++) {
      const e = item(v[i] as unknown, `${path}[${i}]`);
      if (e !== null) return e;
    }
    return null;
  };

/** An object with these fields (others are ignored, as in the typed API). */
export const object =
  (shape: Readonly<Record<string, Check>>): Check =>
  (v, path) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return bad(path, v, 'an object');
    for (const [k, c] of Object.entries(shape)) {
      const e = c((v as Record<string, unknown>)[k], `${path}.${k}`);
      if (e !== null) return e;
    }
    return null;
  };

/** An object used as a map: at most `max` keys, each value passing `value`. */
export const record =
  (value: Check, max: number): Check =>
  (v, path) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
      return bad(path, v, `an object of at most ${max} entries`);
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length > max) return bad(path, v, `an object of at most ${max} entries`);
    for (const [k, x] of entries) {
      const e = value(x, `${path}.${k}`);
      if (e !== null) return e;
    }
    return null;
  };

/** Both checks in turn: the second sees a value the first accepted. */
export const both =
  (a: Check, b: Check): Check =>
  (v, path) =>
    a(v, path) ?? b(v, path);

/** A rule across fields, e.g. "taken at most W". */
export const rule =
  (holds: (v: never) => boolean, message: string): Check =>
  (v, path) =>
    holds(v as never) ? null : inputError(`${path}: ${message}`, { kind: 'path', path });

function firstProblem(
  name: string,
  params: readonly (readonly [string, Check])[],
  args: readonly unknown[],
): InputError | null {
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p === undefined) continue;
    const e = p[1](args[i], p[0]);
    if (e !== null) return clipped({ ...e, message: `${name}: ${e.message}` });
  }
  return null;
}

/**
 * What a caller's value did instead of being read (a getter or a Proxy trap that throws, a
 * cycle, a structure past the bounds) or what a caller's function threw when infcalc
 * called it (`random.rngFor`, `editionOf`, `hash`): input, answered as an InputError.
 */
class CallerFault extends Error {
  override name = 'CallerFault';
  constructor(
    readonly path: string,
    readonly what: string,
  ) {
    super(`${path} ${what}`);
  }
}

const thrown = (e: unknown): string => {
  try {
    return e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : describe(e);
  } catch {
    return 'an exception';
  }
};

/** Deeper than any input infcalc reads (a JSON document: 100 levels). */
const DEPTH_MAX = 100;
/** More values than any argument holds (a game's log and states, a unit file). */
const NODES_MAX = 5_000_000;

let editionObjects: ReadonlySet<object> | null = null;
/** infcalc's own frozen tables (EDITIONS and all within), passed by identity, never copied. */
function ownTables(): ReadonlySet<object> {
  if (editionObjects !== null) return editionObjects;
  const seen = new Set<object>();
  const walk = (v: unknown): void => {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) return;
    seen.add(v);
    for (const x of Object.values(v)) walk(x);
  };
  walk(EDITIONS);
  editionObjects = seen;
  return seen;
}

/**
 * A caller's argument as plain data, read once: every getter and Proxy trap runs here, so
 * what is checked is what runs (a getter cannot answer 1 to the check and 1e9 to the
 * engine), and one that throws is the caller's input error. Functions are wrapped: what
 * they throw, and what they return, is handled the same way when infcalc calls them.
 */
function plain(
  v: unknown,
  path: string,
  budget: { left: number },
  depth = 0,
  owner?: unknown,
): unknown {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  if (ownTables().has(v)) return v;
  if (--budget.left < 0) throw new CallerFault(path, `holds more than ${NODES_MAX} values`);
  if (depth > DEPTH_MAX) throw new CallerFault(path, `is nested deeper than ${DEPTH_MAX} levels`);
  try {
    if (typeof v === 'function') {
      const f = v as (...args: unknown[]) => unknown;
      return (...args: unknown[]): unknown => {
        let r: unknown;
        try {
          // Called on the object it came from, as `random.rngFor(seed)` would be.
          r = Reflect.apply(f, owner, args);
        } catch (e) {
          throw new CallerFault(`${path}()`, `threw ${thrown(e)}`);
        }
        return plain(r, `${path}()`, { left: NODES_MAX });
      };
    }
    if (Array.isArray(v)) {
      const n = v.length;
      if (n > NODES_MAX) throw new CallerFault(path, `holds more than ${NODES_MAX} values`);
      const out: unknown[] = [];
      for (let i = 0; i < n; i++)
        out.push(plain(read(v, i, `${path}[${i}]`), `${path}[${i}]`, budget, depth + 1));
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const at = `${path}.${k}`;
      const x = plain(read(v, k, at), at, budget, depth + 1, v);
      // A key such as __proto__ stays a plain field of the copy.
      Object.defineProperty(out, k, {
        value: x,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  } catch (e) {
    if (e instanceof CallerFault) throw e;
    throw new CallerFault(path, `could not be read: ${thrown(e)}`);
  }
}

/** One field of a caller's value: a getter or a trap that throws is named by its path. */
function read(v: object, key: string | number, path: string): unknown {
  try {
    return (v as Record<string | number, unknown>)[key];
  } catch (e) {
    throw new CallerFault(path, `could not be read: ${thrown(e)}`);
  }
}

const faultError = (name: string, f: CallerFault): InputError =>
  clipped(inputError(`${name}: ${f.message}`, { kind: 'path', path: f.path }));

/**
 * A library function that answers a Result: its arguments checked in order against
 * `params` before `fn` runs. A failure names the function: "normalOdds: roller.burst is
 * 1000000000, expected a whole number from 1 to 100".
 */
export function guarded<A extends unknown[], T>(
  name: string,
  params: readonly (readonly [string, Check])[],
  fn: (...args: A) => Result<T>,
): (...args: A) => Result<T> {
  return (...args: A): Result<T> => {
    try {
      const budget = { left: NODES_MAX };
      const safe = args.map((a, i) => plain(a, params[i]?.[0] ?? `argument ${i + 1}`, budget));
      const e = firstProblem(name, params, safe);
      return e === null ? fn(...(safe as A)) : err(e);
    } catch (e) {
      // The caller's getter, Proxy or function: its input. Anything else is a bug and throws.
      if (e instanceof CallerFault) return err(faultError(name, e));
      throw e;
    }
  };
}

/** The same for a core function that answers a plain value: the library wraps it in `ok`. */
export function guardedValue<A extends unknown[], T>(
  name: string,
  params: readonly (readonly [string, Check])[],
  fn: (...args: A) => T,
): (...args: A) => Result<T> {
  return guarded(name, params, (...args: A) => ok(fn(...args)));
}

export type { InputError, Result };
