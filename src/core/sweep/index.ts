/**
 * Sweeps: ranges `A..B` (or `A..B:STEP`) written in the raw strings of an odds question,
 * found once as axes, and the cells their cartesian product. Ranges are found in the
 * text the user typed, so every numeric part of a roll spec and every numeric flag value
 * is sweepable; each axis then changes its number in the question read once
 * (src/app/sweep-axes.ts), and each cell is answered by the same answer step as a
 * single `odds` call. `cellTexts` writes a cell's texts back, for what messages quote.
 *
 * Pure string work: no rules here. A place says what kind of text it is, so that a range
 * is accepted only where a number is written.
 */
import { err, inputError, ok, type InputError, type Result } from '../result.js';

/** At most this many cells (the product of the axes' lengths) in one sweep. */
export const SWEEP_CELLS_MAX = 10_000;
/** A sweep is a table: one axis (rows) or two (a grid). */
export const SWEEP_AXES_MAX = 2;

/**
 * One raw string of a question and what it is:
 * - `spec`: a roll spec `ATTR[+MOD|-MOD]...[bN]`; every number in it is unsigned;
 * - `named-mod`: `NAME=VALUE` (or `VALUE`), only the value is numeric, signed;
 * - `value`: an option value, numeric only as a whole, signed;
 * - `distance`: a distance with its unit (`--range`), swept as `10..120cm:10` or
 *   `4..48in:4` (also `10cm..120cm:10`); each cell is `30cm` (docs/rules.md §8.1).
 * `name` is how the axis is called (e.g. "vs-mod", "vs-arm"); `side` prefixes spec axes.
 */
export type Place =
  | { readonly kind: 'spec'; readonly name: string; readonly prefix: string; readonly text: string }
  | { readonly kind: 'named-mod'; readonly name: string; readonly text: string }
  | { readonly kind: 'value'; readonly name: string; readonly text: string }
  | { readonly kind: 'distance'; readonly name: string; readonly text: string };

export interface Axis {
  /** A stable key: "attribute", "vs-burst", "vs-mod cover", "vs-arm". */
  readonly name: string;
  /** Which place, and which characters [start, end) of its text the range replaces. */
  readonly place: number;
  readonly start: number;
  readonly end: number;
  readonly from: number;
  readonly to: number;
  readonly step: number;
  readonly values: readonly number[];
  /** A distance axis's unit (`cm`, `in`), written after each cell's value. */
  readonly unit?: string;
}

const RANGE = '..';

/** Does any place hold a range? Cheap test for the single-question fast path. */
export const hasRange = (places: readonly Place[]): boolean =>
  places.some((p) => p.text.includes(RANGE));

function positionError(text: string, index: number, message: string, hint?: string): InputError {
  return inputError(
    `${message} (at character ${index + 1} of "${text}")`,
    { kind: 'position', source: text, index },
    hint ?? 'write a range as A..B or A..B:STEP with integers, e.g. 10..16 or 0..6:2',
  );
}

const INT = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.\d*|\d*\.\d+)$/;

/** Parse `A..B[:STEP]` found at [start, end) of `text`; `signed` allows +/- on A and B. */
function parseRange(
  text: string,
  start: number,
  end: number,
  signed: boolean,
): Result<{ from: number; to: number; step: number }> {
  const raw = text.slice(start, end);
  const colon = raw.indexOf(':');
  const body = colon === -1 ? raw : raw.slice(0, colon);
  const stepText = colon === -1 ? '1' : raw.slice(colon + 1);
  const dots = body.indexOf(RANGE);
  const a = body.slice(0, dots);
  const b = body.slice(dots + RANGE.length);
  const fail = (m: string): Result<never> => err(positionError(text, start, m));
  if (b.includes(RANGE)) return fail(`"${raw}" has more than one ".."`);
  for (const [part, what] of [
    [a, 'start'],
    [b, 'end'],
  ] as const) {
    if (part === '') return fail(`range "${raw}" has no ${what}`);
    if (DECIMAL.test(part)) return fail(`range "${raw}": ${part} is not an integer`);
    if (!INT.test(part) || (!signed && !/^\d+$/.test(part)))
      return fail(`range "${raw}": "${part}" is not an integer`);
  }
  if (!/^\d+$/.test(stepText) || Number(stepText) < 1) {
    return fail(
      DECIMAL.test(stepText)
        ? `step ${stepText} in "${raw}" is not an integer`
        : `step "${stepText}" in "${raw}" is not a positive integer`,
    );
  }
  const from = Number(a);
  const to = Number(b);
  if (from > to)
    return err(
      positionError(
        text,
        start,
        `range ${raw} goes down (${from} > ${to})`,
        `write the smaller number first: ${to}..${from}`,
      ),
    );
  return ok({ from, to, step: Number(stepText) });
}

/** Special Dice written in a spec: `+sdN` (docs/rules.md §7.1). */
const isSd = (text: string, start: number): boolean =>
  text.slice(Math.max(0, start - 3), start).toLowerCase() === '+sd';

/** Spec axes are named by the part of the spec they sweep: attribute, burst, mod-N. */
function specPartName(text: string, start: number): string {
  const before = text[start - 1];
  if (start === 0) return 'attribute';
  if (before === 'b' || before === 'B') return 'burst';
  if (isSd(text, start)) return 'sd';
  const mods = text.slice(0, start).replace(/[^+-]/g, '').length;
  return `mod-${mods}`;
}

interface Found {
  readonly start: number;
  readonly end: number;
  readonly name: string;
  readonly signed: boolean;
  /** A distance: the unit, and the range as `A..B[:STEP]` without it. */
  readonly unit?: string;
  readonly bare?: string;
}

/** `10..120cm:10`, `4..48in:4`, `10cm..120cm:10`: one unit, written once or on both ends. */
const DISTANCE_RANGE =
  /^\s*([^.:]*?)\s*(cm|in)?\s*\.\.\s*([^.:]*?)\s*(cm|in)?\s*(?::\s*(.*?))?\s*$/i;

/** Where a distance range is, or why it cannot be swept. */
function distanceRange(place: Place): Result<Found[]> {
  const { text } = place;
  const at = text.indexOf(RANGE);
  const m = DISTANCE_RANGE.exec(text);
  const fail = (message: string, hint?: string): Result<never> =>
    err(
      positionError(
        text,
        at,
        message,
        hint ??
          'write a distance range as A..Bcm or A..Bin, with a step: 10..120cm:10 or 4..48in:4',
      ),
    );
  if (m === null) return fail(`"${text}" is not a distance range`);
  const [, a = '', unitA, b = '', unitB, step] = m;
  const unit = (unitB ?? unitA)?.toLowerCase();
  if (unit === undefined) return fail(`distance range "${text}" has no unit: cm or in`);
  if (unitA !== undefined && unitB !== undefined && unitA.toLowerCase() !== unitB.toLowerCase())
    return fail(`distance range "${text}" mixes cm and in: one unit for both ends`);
  if (unitB === undefined) return fail(`distance range "${text}": write the unit after the end`);
  const bare = `${a}..${b}${step === undefined ? '' : `:${step}`}`;
  return ok([
    { start: 0, end: text.length, name: `${place.name} ${unit}`, signed: false, unit, bare },
  ]);
}

/** Where the ranges of one place are, or why a range is not in a numeric place. */
function rangesIn(place: Place): Result<Found[]> {
  const { text } = place;
  if (!text.includes(RANGE)) return ok([]);
  if (place.kind === 'distance') return distanceRange(place);
  const notNumeric = (index: number): Result<never> =>
    err(
      positionError(
        text,
        index,
        `a range in "${text}" where no number is written`,
        place.kind === 'spec'
          ? 'ranges go on the attribute, a MOD or the burst, e.g. 10..16b3 or 13b1..5'
          : undefined,
      ),
    );
  if (place.kind === 'spec') {
    // Numbers in a spec are runs of digits between "+", "-", "b", "+sd" and the ends.
    const found: Found[] = [];
    const run = /[0-9.:]+/g;
    for (let m = run.exec(text); m !== null; m = run.exec(text)) {
      if (!m[0].includes(RANGE)) continue;
      const start = m.index;
      const end = start + m[0].length;
      const before = text[start - 1];
      const after = text[end];
      const okBefore = before === undefined || '+-bB'.includes(before) || isSd(text, start);
      const okAfter = after === undefined || '+-bB'.includes(after);
      if (!okBefore || !okAfter) return notNumeric(start);
      found.push({
        start,
        end,
        name: `${place.prefix}${specPartName(text, start)}`,
        signed: false,
      });
    }
    if (found.length === 0) return notNumeric(text.indexOf(RANGE));
    return ok(found);
  }
  const eq = place.kind === 'named-mod' ? text.lastIndexOf('=') : -1;
  const at = text.indexOf(RANGE);
  if (at < eq + 1) return notNumeric(at);
  const value = text.slice(eq + 1);
  if (!/^[-+0-9.:]+$/.test(value)) return notNumeric(at);
  const label = eq === -1 ? '' : text.slice(0, eq).trim();
  const name = label === '' ? place.name : `${place.name} ${label}`;
  return ok([{ start: eq + 1, end: text.length, name, signed: true }]);
}

interface Planned {
  readonly name: string;
  readonly place: number;
  readonly found: Found;
  readonly range: { readonly from: number; readonly to: number; readonly step: number };
  /** How many values the range holds, from its arithmetic (no list built). */
  readonly count: number;
}

/**
 * Every range of a question, as axes; fails on bad ranges, too many, or too many cells.
 * The cells are counted from each range's arithmetic before any list of values is built:
 * `0..1000000000` is refused at once, never expanded.
 */
export function findAxes(places: readonly Place[]): Result<Axis[]> {
  const planned: Planned[] = [];
  const names = new Set<string>();
  for (const [i, place] of places.entries()) {
    const found = rangesIn(place);
    if (!found.ok) return found;
    for (const f of found.value) {
      const r =
        f.bare === undefined
          ? parseRange(place.text, f.start, f.end, f.signed)
          : parseRange(f.bare, 0, f.bare.length, false);
      if (!r.ok) return r;
      let name = f.name;
      for (let k = 2; names.has(name); k++) name = `${f.name}#${k}`;
      names.add(name);
      const { from, to, step } = r.value;
      // A range past 2^53 counts as Infinity or inexactly: either way above the bound.
      const count = Math.floor((to - from) / step) + 1;
      planned.push({ name, place: i, found: f, range: r.value, count });
    }
  }
  if (planned.length > SWEEP_AXES_MAX) {
    return err(
      inputError(
        `${planned.length} ranges (${planned.map((a) => a.name).join(', ')}); a sweep takes at most ${SWEEP_AXES_MAX}`,
        undefined,
        'sweep one or two values at a time',
      ),
    );
  }
  const cells = planned.reduce((n, a) => n * a.count, 1);
  if (!(cells <= SWEEP_CELLS_MAX)) {
    const shown = (n: number): string =>
      Number.isSafeInteger(n) ? String(n) : `more than ${Number.MAX_SAFE_INTEGER}`;
    return err(
      inputError(
        `the sweep has ${shown(cells)} cells (${planned.map((a) => shown(a.count)).join(' x ')}), above the limit of ${SWEEP_CELLS_MAX}`,
        undefined,
        'narrow a range or add a step, e.g. 0..100:10',
      ),
    );
  }
  return ok(
    planned.map(({ name, place, found: f, range, count }) => ({
      name,
      place,
      start: f.start,
      end: f.end,
      ...range,
      values: Array.from({ length: count }, (_, k) => range.from + k * range.step),
      ...(f.unit === undefined ? {} : { unit: f.unit }),
    })),
  );
}

/** The cells of a sweep, first axis outermost: [[v1], [v2], ...] or [[r1, c1], [r1, c2], ...]. */
export function sweepCells(axes: readonly Axis[]): number[][] {
  return axes.reduce<number[][]>(
    (cells, axis) => cells.flatMap((c) => axis.values.map((v) => [...c, v])),
    [[]],
  );
}

/** The places' texts with each axis's range replaced by its value in this cell. */
export function cellTexts(
  places: readonly Place[],
  axes: readonly Axis[],
  values: readonly number[],
): string[] {
  return places.map((place, i) => {
    // Right to left, so that earlier character positions stay valid.
    const here = axes
      .map((axis, k) => ({ axis, value: values[k] ?? axis.from }))
      .filter(({ axis }) => axis.place === i)
      .sort((x, y) => y.axis.start - x.axis.start);
    let text = place.text;
    for (const { axis, value } of here)
      text = text.slice(0, axis.start) + String(value) + (axis.unit ?? '') + text.slice(axis.end);
    return text;
  });
}
