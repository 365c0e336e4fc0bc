/**
 * A JSON question (a compare entry, a batch line): the same fields as the `odds` command,
 * read off the command's own options, so a flag added to `odds` (weapon, target) is at
 * once a compare/batch field and, if its value is numeric, sweepable.
 */
import { inputError, type InputError } from '../core/result.js';
import { didYouMean } from '../core/suggest.js';
import { ENTRY_DATA_FIELDS, type OddsQuery, type QueryValue } from './query.js';

/** A field a JSON question may carry, read off one option of the `odds` command. */
export interface QueryField {
  readonly key: string;
  readonly flag: string;
  /** list: repeatable (`--mod`); value: one value; flag: true or false. */
  readonly kind: 'list' | 'value' | 'flag';
  readonly description: string;
}

/** The spec fields of a JSON question, beside the option fields. */
export const SPEC_FIELDS = ['name', 'spec', 'reactive'] as const;

/** A JSON question (a compare entry, a batch line) and its optional name. */
export interface NamedQuery {
  readonly name: string | null;
  /** Its `spec` is "" when the entry gives none and a trooper from the data fills it in. */
  readonly query: OddsQuery;
  /**
   * The entry's game-data fields (`unit`, `weapon`, `vsUnit`...), looked up before the
   * question runs (docs/game-data.md); null when it names no trooper.
   */
  readonly data: Readonly<Record<string, QueryValue>> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{"name": "...", "spec": "13b3", "reactive": "11", "vsMod": ["cover=-3"], ...}`: the
 * same fields as the `odds` command. Numbers are accepted where a value is written.
 */
/**
 * Does a question name a trooper from game data (`unit`, `vsUnit`)? As on the command
 * line, only then are the data fields looked up: without one, `range` is the typed
 * distance Suppressive Fire and Discover read (docs/skills.md).
 */
export const namesTrooper = (o: Readonly<Record<string, unknown>>): boolean =>
  ['unit', 'vsUnit', 'trooper', 'vsTrooper', 'code', 'vsCode'].some(
    (k) => typeof o[k] === 'string',
  );

/** A question's options split into the typed ones and, naming a trooper, the data fields. */
export function entryData(options: Readonly<Record<string, QueryValue>>): {
  typed: Record<string, QueryValue>;
  data: Record<string, QueryValue> | null;
} {
  if (!namesTrooper(options)) return { typed: { ...options }, data: null };
  const pick = (inData: boolean) =>
    Object.fromEntries(
      Object.entries(options).filter(([k]) => ENTRY_DATA_FIELDS.has(k) === inData),
    );
  return { typed: pick(false), data: pick(true) };
}

const BY_KEY = new WeakMap<readonly QueryField[], ReadonlyMap<string, QueryField>>();
/** The fields by key, made once per list (a batch reads every line with the same). */
function fieldsByKey(fields: readonly QueryField[]): ReadonlyMap<string, QueryField> {
  let m = BY_KEY.get(fields);
  if (m === undefined) {
    m = new Map(fields.map((f) => [f.key, f]));
    BY_KEY.set(fields, m);
  }
  return m;
}

export function parseQuery(
  value: unknown,
  fields: readonly QueryField[],
  path: string,
): { ok: true; value: NamedQuery } | { ok: false; error: InputError } {
  const fail = (message: string, at: string, hint?: string) =>
    ({ ok: false, error: inputError(message, { kind: 'path', path: at }, hint) }) as const;
  const example = 'e.g. {"spec": "13b3", "reactive": "11", "vsMod": ["cover=-3"]}';
  if (!isRecord(value)) return fail('a matchup is a JSON object', path || '$', example);
  const byKey = fieldsByKey(fields);
  const options: Record<string, QueryValue> = {};
  const text = (v: unknown): string | null =>
    typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
  let name: string | null = null;
  let spec: string | undefined;
  let reactive: string | undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key === 'name' || key === 'spec' || key === 'reactive') {
      if (typeof v !== 'string' || v.trim() === '')
        return fail(`"${key}" must be a non-empty string`, at);
      if (key === 'name') name = v;
      else if (key === 'spec') spec = v;
      else reactive = v;
      continue;
    }
    const field = byKey.get(key);
    if (field === undefined) {
      const known = [...SPEC_FIELDS, ...fields.map((f) => f.key)];
      return fail(
        `unknown field "${key}"`,
        at,
        didYouMean(key, known) ?? `fields: ${known.join(', ')}`,
      );
    }
    if (field.kind === 'flag') {
      if (typeof v !== 'boolean') return fail(`"${key}" must be true or false`, at);
      options[key] = v;
    } else if (field.kind === 'value') {
      const t = text(v);
      if (t === null) return fail(`"${key}" must be a string or a number`, at);
      options[key] = t;
    } else {
      const list = Array.isArray(v) ? v : [v];
      const texts = list.map(text);
      const bad = texts.indexOf(null);
      if (bad !== -1) return fail(`"${key}" must be a list of strings`, `${at}[${bad}]`);
      options[key] = texts as string[];
    }
  }
  const { typed, data: names } = entryData(options);
  if (spec === undefined && names?.unit === undefined && names?.trooper === undefined)
    return fail(
      names === null
        ? 'a matchup needs "spec"'
        : 'a matchup needs "spec", or "unit" (or "code" and "trooper") and "weapon"',
      path || '$',
      example,
    );
  return {
    ok: true,
    value: {
      name,
      query: { spec: spec ?? '', reactive, options: typed },
      data: names,
    },
  };
}
