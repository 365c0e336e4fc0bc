/**
 * One odds question, as typed: the `odds` command's spec strings and option strings.
 * The `odds` command, each `compare` entry and each batch line are this one type,
 * answered by `runOdds`. A sweep is read once (src/app/odds-read.ts) and each cell puts
 * its numbers into the read value (src/app/sweep-axes.ts, sweep-data.ts) before the same
 * answer step runs, so a sweep row is the single `odds` call for its values (a property
 * test holds the two side by side).
 *
 * The fields a JSON question may carry are read off the `odds` command's own options:
 * a flag added to `odds` (weapon, target) is at once a compare/batch field, and, if its
 * value is numeric, sweepable.
 */
import { inputError, type InputError } from '../core/result.js';
import { didYouMean } from '../core/suggest.js';
import {
  cellTexts,
  findAxes,
  hasRange,
  sweepCells,
  type Axis,
  type Place,
} from '../core/sweep/index.js';
import type { Edition } from '../core/rules/index.js';
import { parseSpec } from '../core/roll/spec.js';
import { orUsage, usage, UsageError } from './failure.js';
import { readOdds } from './odds-read.js';
import { axisSetters, cellRead, type Ref, type Setter } from './sweep-axes.js';
import { checkSweepWork, type CellCost } from './sweep-cost.js';
import {
  bandPlaces,
  bandsAt,
  cellDistances,
  withBands,
  withBandTexts,
  type PickedSides,
} from './sweep-data.js';
import {
  answerOdds,
  oddsOf,
  type FtfOddsReport,
  type NormalOddsReport,
  type OddsOptions,
  type PairOddsReport,
} from './odds.js';

export type QueryValue = string | boolean | readonly string[];

/** The options that pick troopers and weapons from game data (`odds --unit ...`). */
export const DATA_OPTIONS = [
  'unit',
  'profile',
  'option',
  'weapon',
  'range',
  'faction',
  'vsUnit',
  'vsProfile',
  'vsOption',
  'vsWeapon',
  'vsRange',
  'vsFaction',
  'code',
  'trooper',
  'vsCode',
  'vsTrooper',
  'vsDodge',
  'without',
  'vsWithout',
  'data',
  'profiles',
  'allowOutOfRange',
] as const;

/**
 * The game-data options a JSON question (a compare entry, a batch line) may carry: the
 * troopers and weapons. The data directory and the profiles file are the run's
 * (`--data`, `--profiles`), read once for all entries.
 */
export const ENTRY_DATA_FIELDS: ReadonlySet<string> = new Set(
  DATA_OPTIONS.filter((k) => k !== 'data' && k !== 'profiles'),
);

export interface OddsQuery {
  readonly spec: string;
  /** The reactive spec of a Face-to-Face roll; undefined for a Normal roll. */
  readonly reactive?: string | undefined;
  /** Option values by commander's attribute name (`vsMod`, `cumulative`, ...). */
  readonly options: QueryOptions;
}

/**
 * The `odds` command's flags (OddsOptions: `dam`, `vsArm`, `mod`, ...) and `rules`, the
 * question's edition; any of their strings may hold a range `A..B`.
 */
export interface QueryOptions extends OddsOptions {
  readonly rules?: string;
}

/** A question's options as the flags they are: `[attribute name, value]`. */
export const optionEntries = (options: QueryOptions): [string, QueryValue | undefined][] =>
  Object.entries(options as Readonly<Record<string, QueryValue | undefined>>);

export type OddsReport = NormalOddsReport | FtfOddsReport;

export interface SweepRow {
  /** One value per axis, in the order of `axes`. */
  readonly values: readonly number[];
  /** null for a cell past the weapon's last range band: `outOfRange` says why. */
  readonly report: OddsReport | null;
  readonly outOfRange?: string;
}

/**
 * A sweep cell past a weapon's last range band (docs/rules.md §8.1): shown as out of
 * range, not answered, and the sweep goes on.
 */
export interface OutOfRange {
  readonly outOfRange: string;
}

export interface OddsSweepReport {
  readonly kind: 'odds-sweep';
  readonly query: OddsQuery;
  readonly axes: readonly Axis[];
  readonly rows: readonly SweepRow[];
}

/** Options that change how an answer is printed, not the question. */
export const OUTPUT_ONLY = new Set([
  'json',
  'color',
  'format',
  'chart',
  'ndjson',
  'cumulative',
  // Game data (docs/game-data.md) fills the question in; the question is what it gives.
  ...DATA_OPTIONS,
]);
/** Options whose values are `NAME=VALUE` MODs: only the value part is numeric. */
const NAMED_MODS = new Set(['mod', 'vsMod']);
/**
 * Distances (`--range`, `--vs-range`): game data, yet sweepable as `10..120cm:10`; each
 * cell's distance then gives its own range band (docs/sweeps-and-formats.md).
 */
const DISTANCES = new Set(['range', 'vsRange']);

/** Option names as flags (`vsMod` -> `vs-mod`), each made once: a batch names the same few. */
const KEBAB = new Map<string, string>();
export const kebab = (key: string): string => {
  let made = KEBAB.get(key);
  if (made === undefined) {
    made = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (KEBAB.size < 1024) KEBAB.set(key, made);
  }
  return made;
};

/**
 * The edition of a question from its `rules` option (absent: the run's default, which
 * the CLI reads from INFCALC_RULES).
 */
export type EditionOf = (rules: string | undefined) => Edition;

/** The single odds question: exactly what `infcalc odds` runs, in its own edition. */
export function runOdds(q: OddsQuery, editionOf: EditionOf): OddsReport {
  return oneAnswer(runOne(q, editionOf));
}

/** One question as `odds` answers it, two Normal rolls included (§8.6, §8.9). */
function runOne(q: OddsQuery, editionOf: EditionOf): OddsReport | PairOddsReport {
  // Values come from commander or from `parseQuery`, which keep to the option kinds.
  return oddsOf(q.spec, q.reactive, q.options, editionOf(q.options.rules));
}

function placesOf(q: OddsQuery): { places: Place[]; refs: Ref[] } {
  const places: Place[] = [{ kind: 'spec', name: 'spec', prefix: '', text: q.spec }];
  const refs: Ref[] = [{ field: 'spec' }];
  if (q.reactive !== undefined) {
    places.push({ kind: 'spec', name: 'reactive', prefix: 'vs-', text: q.reactive });
    refs.push({ field: 'reactive' });
  }
  for (const [key, value] of optionEntries(q.options)) {
    if (value === undefined || typeof value === 'boolean') continue;
    if (DISTANCES.has(key) && typeof value === 'string') {
      places.push({ kind: 'distance', name: kebab(key), text: value });
      refs.push({ field: 'option', key, index: null });
      continue;
    }
    if (OUTPUT_ONLY.has(key)) continue;
    const kind = NAMED_MODS.has(key) ? 'named-mod' : 'value';
    if (typeof value === 'string') {
      places.push({ kind, name: kebab(key), text: value });
      refs.push({ field: 'option', key, index: null });
    } else {
      value.forEach((text, index) => {
        places.push({ kind, name: kebab(key), text });
        refs.push({ field: 'option', key, index });
      });
    }
  }
  return { places, refs };
}

function withTexts(q: OddsQuery, refs: readonly Ref[], texts: readonly string[]): OddsQuery {
  let out: OddsQuery = { ...q, options: { ...q.options } };
  refs.forEach((ref, i) => {
    const text = texts[i] ?? '';
    if (ref.field !== 'option') {
      out = { ...out, [ref.field]: text };
      return;
    }
    const old = new Map(optionEntries(out.options)).get(ref.key);
    const value =
      ref.index === null || !Array.isArray(old)
        ? text
        : (old as readonly string[]).map((t, k) => (k === ref.index ? text : t));
    out = { ...out, options: { ...out.options, [ref.key]: value } };
  });
  return out;
}

/** Does the question hold a range `A..B` anywhere (a sweep rather than one answer)? */
export const isSweep = (q: OddsQuery): boolean => hasRange(placesOf(q).places);

/**
 * A sweep whose cells look troopers up in game data (`--range 10..120cm:10`,
 * src/app/sweep-data.ts): the troopers as picked, `query` the question the sweep is
 * shown as, `questionAt` the question from the data for a cell's typed question, the
 * troopers at no distance (each cell's distance then gives its bands).
 */
export interface SweepData extends PickedSides {
  readonly query: OddsQuery;
  readonly questionAt: (cell: OddsQuery) => OddsQuery;
}

/** `odds` as typed: a single question, or a sweep when any raw string holds `A..B`. */
export function runQuery(
  q: OddsQuery,
  editionOf: EditionOf,
  data?: SweepData,
): OddsReport | PairOddsReport | OddsSweepReport {
  const { places, refs } = placesOf(q);
  if (!hasRange(places)) return runOne(q, editionOf);
  return sweepOf(q, places, refs, editionOf, data);
}

/** A question of a list (batch, compare): one answer or a sweep, never two Normal rolls. */
export function runListed(
  q: OddsQuery,
  editionOf: EditionOf,
  data?: SweepData,
): OddsReport | OddsSweepReport {
  const { places, refs } = placesOf(q);
  if (!hasRange(places)) return runOdds(q, editionOf);
  return sweepOf(q, places, refs, editionOf, data);
}

function sweepOf(
  q: OddsQuery,
  places: ReturnType<typeof placesOf>['places'],
  refs: ReturnType<typeof placesOf>['refs'],
  editionOf: EditionOf,
  data?: SweepData,
): OddsSweepReport {
  const plan = planSweep(q, places, refs, editionOf, data);
  return { kind: 'odds-sweep', query: plan.query, axes: plan.axes, rows: [...plan.rows] };
}

/** A sweep before its cells run: its axes, and its rows computed one at a time. */
export interface SweepRows {
  readonly query: OddsQuery;
  readonly axes: readonly Axis[];
  /** Each cell's row, computed only when asked for: a reader can write it and drop it. */
  readonly rows: Iterable<SweepRow>;
}

/**
 * The rows of a sweep as they are computed, for output that streams (`odds A..B --json`);
 * null when the question holds no range. The axes and the cost bound are checked here,
 * before any cell runs; a bad cell throws when its row is reached.
 */
export function sweepRows(q: OddsQuery, editionOf: EditionOf, data?: SweepData): SweepRows | null {
  const { places, refs } = placesOf(q);
  if (!hasRange(places)) return null;
  return planSweep(q, places, refs, editionOf, data);
}

/** Two Normal rolls have no single winner to put in a row beside the others. */
function oneAnswer(report: OddsReport | PairOddsReport): OddsReport {
  if (report.kind === 'pair-odds')
    throw usage(
      `${report.why === 'template' ? 'a Direct Template' : 'Berserk'} gives two Normal rolls, not one answer: ask it on its own, not in a sweep, compare or batch`,
    );
  return report;
}

/** A sweep's cell before it runs: answered from its read question, or out of range. */
type Cell =
  | { readonly values: readonly number[]; readonly out: OutOfRange }
  | {
      readonly values: readonly number[];
      readonly cost: CellCost;
      readonly answer: () => OddsReport;
    };

/** A sweep's question, its axes and cells, and each axis's setter (null: read as written). */
interface Plan {
  readonly q: OddsQuery;
  readonly places: readonly Place[];
  readonly refs: readonly Ref[];
  readonly axes: readonly Axis[];
  readonly cells: readonly (readonly number[])[];
  readonly setters: readonly Setter[] | null;
}

/**
 * The cells of a sweep without game data: the question read once (its first cell), and
 * each cell's numbers put into the read value (src/app/sweep-axes.ts). A range in a field
 * that holds no number is read as written, cell by cell: its reader refuses each one.
 */
function typedCells(plan: Plan, editionOf: EditionOf): Cell[] {
  const { q, places, refs, axes, cells, setters } = plan;
  const textsOf = (values: readonly number[]): OddsQuery =>
    withTexts(q, refs, cellTexts(places, axes, values));
  if (setters === null)
    return cells.map((values) => writtenCell(values, textsOf(values), editionOf));
  const first = textsOf(cells[0] ?? []);
  const edition = editionIn(first, editionOf);
  const base =
    edition === null ? null : readOdds(first.spec, first.reactive, first.options, edition);
  return cells.map((values) => {
    const c = textsOf(values);
    const read = base === null ? null : cellRead(base, setters, values, c);
    const cost = {
      spec: read?.active.spec ?? parseSpec(c.spec),
      reactive: read === null ? undefined : read.reactive?.spec,
      options: c.options,
      edition,
    };
    // A question whose rules name no edition fails in each cell, as it always has.
    const answer = (): OddsReport =>
      oneAnswer(read === null ? runOne(c, editionOf) : answerOdds(read));
    return { values, cost, answer };
  });
}

/** The cell's question in its texts: the edition its rules name, null when none. */
const editionIn = (c: OddsQuery, editionOf: EditionOf): Edition | null => {
  try {
    return editionOf(c.options.rules);
  } catch {
    return null;
  }
};

/** A cell read as written: the cost from its texts, answered as a single question. */
const writtenCell = (values: readonly number[], c: OddsQuery, editionOf: EditionOf): Cell => ({
  values,
  cost: {
    spec: parseSpec(c.spec),
    reactive: c.reactive === undefined ? undefined : parseSpec(c.reactive),
    options: c.options,
    edition: editionIn(c, editionOf),
  },
  answer: () => runOdds(c, editionOf),
});

/**
 * The cells of a sweep over game data: the question from the data read once (its first
 * cell, the troopers at no distance), and each cell's numbers and range bands put into
 * the read value (src/app/sweep-data.ts). Bands and distances are looked up before any
 * cell runs; a cell past a weapon's last band is out of range.
 */
function dataCells(
  plan: Plan,
  editionOf: EditionOf,
  data: SweepData,
  inCell: <T>(values: readonly number[], run: () => T) => T,
): Cell[] {
  const { q, places, refs, axes, cells, setters } = plan;
  const swept = [...new Set(axes.map((a) => a.place))];
  const sweptRefs = swept.map((i) => refs[i] ?? { field: 'spec' as const });
  const first = cells[0] ?? [];
  const base = inCell(first, () =>
    data.questionAt(withTexts(q, refs, cellTexts(places, axes, first))),
  );
  const edition = editionIn(base, editionOf);
  const read = edition === null ? null : readOdds(base.spec, base.reactive, base.options, edition);
  const distancesAt = cellDistances(q.options, refs, axes);
  const at = bandPlaces(q.options, base.reactive !== undefined, data);
  return cells.map((values): Cell => {
    const bands = inCell(values, () => bandsAt(data, distancesAt(values)));
    if ('outOfRange' in bands) return { values, out: bands };
    const texts = cellTexts(places, axes, values);
    const written = withTexts(
      base,
      sweptRefs,
      swept.map((i) => texts[i] ?? ''),
    );
    const c = { ...written, options: withBandTexts(written.options, at, bands) };
    if (setters === null || read === null) return writtenCell(values, c, editionOf);
    const cell = withBands(cellRead(read, setters, values, c), at, bands);
    return {
      values,
      cost: { spec: cell.active.spec, reactive: cell.reactive?.spec, options: c.options, edition },
      answer: () => oneAnswer(answerOdds(cell)),
    };
  });
}

function planSweep(
  q: OddsQuery,
  places: ReturnType<typeof placesOf>['places'],
  refs: ReturnType<typeof placesOf>['refs'],
  editionOf: EditionOf,
  data?: SweepData,
): SweepRows {
  const axes = orUsage(findAxes(places));
  const inCell = <T>(values: readonly number[], run: () => T): T => {
    try {
      return run();
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      const where = axes.map((a, k) => `${a.name} ${values[k] ?? ''}`).join(', ');
      throw new UsageError({
        ...e.error,
        message: `in the sweep cell ${where}: ${e.error.message}`,
      });
    }
  };
  // Each cell, looked up in the data at its distance, before any cell runs.
  const plan: Plan = {
    q,
    places,
    refs,
    axes,
    cells: sweepCells(axes),
    setters: axisSetters(
      refs,
      places.map((p) => p.text),
      axes,
    ),
  };
  const cells =
    data === undefined ? typedCells(plan, editionOf) : dataCells(plan, editionOf, data, inCell);
  checkSweepWork(cells.flatMap((c) => ('out' in c ? [] : [c.cost])));
  function* rows(): Generator<SweepRow> {
    for (const cell of cells) {
      const { values } = cell;
      if ('out' in cell) {
        yield { values, report: null, outOfRange: cell.out.outOfRange };
        continue;
      }
      yield { values, report: inCell(values, cell.answer) };
    }
  }
  return { query: data?.query ?? q, axes, rows: { [Symbol.iterator]: rows } };
}

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
