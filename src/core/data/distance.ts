/**
 * Distances and range bands (docs/rules.md §8.1). The army builder stores a weapon's
 * bands in cm; the table's two scales are labelled 8", 16"... and 20, 40... cm, so
 * 1 in = 2.5 cm. A distance is always written with its unit: "37" alone could be either.
 */
import { err, inputError, ok, type Result } from '../result.js';

export const CM_PER_INCH = 2.5;
/** No table is larger than this (cm): a longer distance is a typo. */
export const MAX_DISTANCE_CM = 10_000;

export interface Distance {
  /** The distance in cm (inches converted: 1 in = 2.5 cm). */
  readonly cm: number;
  /** As the user wrote it, normalised: "37cm", "15in". */
  readonly text: string;
}

const FORM = /^(\d+(?:\.\d+)?)\s*(cm|in|inch|inches|")$/i;

/** "37cm", "15in", "15\"" -> a distance; a bare number is refused with both forms shown. */
export function parseDistance(input: string, where = 'distance'): Result<Distance> {
  const text = input.trim();
  if (/^\d+(?:\.\d+)?$/.test(text))
    return err(
      inputError(
        `${where} "${text}" has no unit: write ${text}cm or ${text}in (1 in = 2.5 cm)`,
        undefined,
        `e.g. ${text}cm`,
      ),
    );
  const m = FORM.exec(text);
  const value = Number(m?.[1]);
  if (m === null || !Number.isFinite(value))
    return err(
      inputError(
        `${where} "${text}" is not a distance: write it in cm or inches, e.g. 37cm or 15in`,
      ),
    );
  const inches = (m[2] ?? '').toLowerCase() !== 'cm';
  const decimals = (m[1] ?? '').split('.')[1]?.length ?? 0;
  return distanceOf(value, decimals, inches, m[1] ?? '', where, text);
}

/**
 * A number of cm or inches with `decimals` written after its point, as a distance:
 * `digits` is the number as written (a sweep's cell, `10..120cm:10`, gives its own).
 */
export function distanceOf(
  value: number,
  decimals: number,
  inches: boolean,
  digits: string,
  where = 'distance',
  typed = `${digits}${inches ? 'in' : 'cm'}`,
): Result<Distance> {
  // × 2.5 adds one decimal at most: rounded to it, 16.001in is 40.0025 cm, not the
  // binary float's 40.002500000000005.
  const cm = inches ? Number((value * CM_PER_INCH).toFixed(Math.min(decimals + 1, 20))) : value;
  if (cm > MAX_DISTANCE_CM)
    return err(inputError(`${where} "${typed}" is longer than any table (${MAX_DISTANCE_CM} cm)`));
  return ok({ cm, text: `${digits}${inches ? 'in' : 'cm'}` });
}

/** One band of a weapon's chart: up to `max` cm, this MOD. */
export interface Band {
  /** The builder's label: short, med, long, max, xlong (labels only, §8.1). */
  readonly label: string;
  /** The band starts after the previous band's maximum (0 for the first). */
  readonly min: number;
  readonly max: number;
  readonly mod: number;
}

/** A bracketed MOD as the builder writes it: "+3", "-6", "0", 3. */
export function parseMod(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return /^[+-]?\d+$/.test(t) ? Number(t) : null;
}

/**
 * The bands present, sorted by their maximum (§8.1: the names are only labels). Bands
 * without a readable maximum or MOD are left out; so is a second band with the same
 * maximum (the first in the builder's order wins).
 */
export function sortBands(
  distance: Readonly<Record<string, { max: number; mod?: unknown } | null | undefined>>,
): Band[] {
  const present = Object.entries(distance).flatMap(([label, b]) => {
    const mod = parseMod(b?.mod);
    return b != null && Number.isFinite(b.max) && b.max > 0 && mod !== null
      ? [{ label, max: b.max, mod }]
      : [];
  });
  present.sort((a, b) => a.max - b.max);
  const out: Band[] = [];
  for (const b of present) {
    const prev = out[out.length - 1];
    if (prev?.max === b.max) continue;
    out.push({ ...b, min: prev?.max ?? 0 });
  }
  return out;
}

export type RangeAt =
  /** The band the distance falls in (its edge belongs to it: "up to"). */
  | { readonly kind: 'band'; readonly band: Band }
  /** Beyond the last band: out of range (§8.1, choice out-of-range). */
  | { readonly kind: 'out'; readonly last: Band }
  /** No bands (template, CC or deployable weapon): no range MOD. */
  | { readonly kind: 'none' };

/** The band a distance falls in: the first band, sorted by maximum, that covers it. */
export function rangeAt(bands: readonly Band[] | null, cm: number): RangeAt {
  if (bands === null || bands.length === 0) return { kind: 'none' };
  const band = bands.find((b) => cm <= b.max);
  if (band !== undefined) return { kind: 'band', band };
  const last = bands[bands.length - 1];
  return last === undefined ? { kind: 'none' } : { kind: 'out', last };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const num = (n: number): string => String(Math.round(n * 100) / 100);

/** "range +3 (0-40 cm)", the label of the range MOD in a MOD list. */
export function bandLabel(band: Band): string {
  return `range ${signed(band.mod)} (${num(band.min)}-${num(band.max)} cm)`;
}

/** "0-40 cm (0-16 in)" */
export function bandSpan(band: Band): string {
  const i = (cm: number) => num(cm / CM_PER_INCH);
  return `${num(band.min)}-${num(band.max)} cm (${i(band.min)}-${i(band.max)} in)`;
}
