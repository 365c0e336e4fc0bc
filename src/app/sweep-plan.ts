/**
 * A question that may be a sweep: one answer when it holds no range `A..B`, else its
 * axes and cells. The question is read once (src/app/odds-read.ts) and each cell puts its
 * numbers into the read value (src/app/sweep-axes.ts; over game data, its distance's range
 * bands too: src/app/sweep-data.ts), never parsing its text again; the cost bound is
 * checked before any cell runs (src/app/sweep-cost.ts).
 */
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
import { orUsage, UsageError } from './failure.js';
import { readOdds } from './odds-read.js';
import { answerOdds, type PairOddsReport } from './odds.js';
import {
  kebab,
  oneAnswer,
  optionEntries,
  OUTPUT_ONLY,
  runOdds,
  runOne,
  type EditionOf,
  type OddsQuery,
  type OddsReport,
  type OddsSweepReport,
  type OutOfRange,
  type SweepData,
  type SweepRow,
  type SweepRows,
} from './query.js';
import { axisSetters, cellRead, type Ref, type Setter } from './sweep-axes.js';
import { checkSweepWork, type CellCost } from './sweep-cost.js';
import { bandPlaces, bandsAt, cellDistances, withBands, withBandTexts } from './sweep-data.js';

/** Options whose values are `NAME=VALUE` MODs: only the value part is numeric. */
const NAMED_MODS = new Set(['mod', 'vsMod']);
/**
 * Distances (`--range`, `--vs-range`): game data, yet sweepable as `10..120cm:10`; each
 * cell's distance then gives its own range band (docs/sweeps-and-formats.md).
 */
const DISTANCES = new Set(['range', 'vsRange']);

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
