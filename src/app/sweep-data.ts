/**
 * A sweep over a distance with troopers from game data (`odds --unit ... --range
 * 10..120cm:10`, docs/sweeps-and-formats.md): the troopers are looked up once, and each
 * cell's distance gives each weapon its range band (docs/rules.md §8.1) as typed values:
 * the band's MOD put into the read question where the question from the data holds it
 * (src/app/from-data.ts fills it as a named MOD `range=+3` after the typed ones), or the
 * cell shown as out of range.
 */
import type { Axis } from '../core/sweep/index.js';
// Only distance.ts of the data's modules: a sweep is asked at start-up's speed, and the
// data's other modules (their schemas) load with the data.
import {
  distanceOf,
  parseDistance,
  rangeAt,
  type Distance,
  type RangeAt,
} from '../core/data/distance.js';
import type { DataSide } from '../core/data/side.js';
import { ok, type Result } from '../core/result.js';
import type { Mod } from '../core/roll/spec.js';
import { orUsage } from './failure.js';
import type { OddsRead, SideRead } from './odds-read.js';
import { sideOfRead } from './sides.js';
import type { OddsOptions } from './odds-read.js';
import type { Ref } from './sweep-axes.js';

type Flags = Readonly<Record<string, unknown>>;

/** The troopers of a data sweep as picked, at no distance: their weapons give the bands. */
export interface PickedSides {
  readonly active: DataSide | null;
  readonly reactive: DataSide | null;
  /** `--allow-out-of-range`: past the last band, roll with no range MOD. */
  readonly allowOutOfRange: boolean;
}

/** A cell's range band MODs, as filled named MODs (null: none), or why it is not answered. */
export type Bands =
  { readonly mod: number | null; readonly vsMod: number | null } | { readonly outOfRange: string };

/** Where the filled band MODs go: after the typed MODs, unless a typed one is named range. */
export interface BandPlaces {
  readonly mod: number | null;
  readonly vsMod: number | null;
}

const named = (texts: unknown, name: string): boolean =>
  Array.isArray(texts) &&
  texts.some((m) => typeof m === 'string' && m.split('=')[0]?.trim().toLowerCase() === name);
const count = (texts: unknown): number => (Array.isArray(texts) ? texts.length : 0);

/**
 * Where src/app/from-data.ts puts each side's band MOD (null: it fills none): a Discover
 * reads its own bands (§8.1), the other trooper's only when it rolls its weapon.
 */
export function bandPlaces(
  options: object,
  reactiveRolls: boolean,
  sides: PickedSides,
): BandPlaces {
  const typed = options as Flags;
  const wip = typed.program === undefined && typed.discover === true;
  return {
    mod: wip || named(typed.mod, 'range') ? null : count(typed.mod),
    vsMod:
      !reactiveRolls || sides.reactive?.attribute == null || named(typed.vsMod, 'range')
        ? null
        : count(typed.vsMod),
  };
}

/**
 * Each side's distance in a cell, as its pick reads it (the reactive trooper's own
 * `--vs-range`, else the one distance between them when it fires: docs/rules.md §8.1):
 * a swept one from the cell's value, a fixed one read once.
 */
export function cellDistances(
  options: object,
  refs: readonly Ref[],
  axes: readonly Axis[],
): (values: readonly number[]) => {
  active: Result<Distance> | undefined;
  reactive: Result<Distance> | undefined;
} {
  const typed = options as Flags;
  const axisOf = (key: string): number =>
    axes.findIndex((a) => {
      const ref = refs[a.place];
      return ref?.field === 'option' && ref.key === key;
    });
  const fires = typed.vsDodge !== true && typed.vsReset !== true;
  const source = (key: string, flag: string) => {
    const text = typed[key];
    if (typeof text !== 'string') return undefined;
    const k = axisOf(key);
    const unit = axes[k]?.unit;
    if (k === -1 || unit === undefined) {
      const fixed = parseDistance(text, flag);
      return () => fixed;
    }
    return (values: readonly number[]) => {
      const v = values[k] ?? 0;
      return distanceOf(v, 0, unit === 'in', String(v), flag);
    };
  };
  const active = source('range', '--range');
  // The reactive pick names its distance --vs-range, wherever the distance came from.
  const reactive =
    typeof typed.vsRange === 'string'
      ? source('vsRange', '--vs-range')
      : fires
        ? source('range', '--vs-range')
        : undefined;
  return (values) => ({ active: active?.(values), reactive: reactive?.(values) });
}

/** A side's band at a distance, as src/core/data/weapons.ts `rangeMod` reads it. */
interface Banded {
  readonly distance: Distance;
  readonly at: RangeAt;
  /** The band's MOD; null past the last band or without bands. */
  readonly mod: number | null;
}

/** The band of a picked side at a distance (none without a weapon mode or a distance). */
function bandOf(side: DataSide | null, at: Result<Distance> | undefined): Banded | null {
  if (side === null || at === undefined) return null;
  const distance = orUsage(at);
  if (side.mode === null) return null;
  const band = rangeAt(side.mode.bands, distance.cm);
  return { distance, at: band, mod: band.kind === 'band' ? band.band.mod : null };
}

/** A cell's bands; a distance the pick cannot read throws, as its look-up does. */
export function bandsAt(
  sides: PickedSides,
  at: { active: Result<Distance> | undefined; reactive: Result<Distance> | undefined },
): Bands {
  const a = bandOf(sides.active, at.active);
  const r = bandOf(sides.reactive, at.reactive);
  const out = [
    { side: sides.active, range: a },
    { side: sides.reactive, range: r },
  ].find((s) => s.range?.at.kind === 'out');
  if (out !== undefined && !sides.allowOutOfRange) {
    const range = out.range;
    const last = range?.at.kind === 'out' ? range.at.last.max : 0;
    return {
      outOfRange: `${out.side?.mode?.name ?? 'the weapon'} is out of range at ${range?.distance.text ?? ''}: its last band ends at ${last} cm`,
    };
  }
  const mod = (range: Banded | null): number | null =>
    range?.mod != null && range.mod !== 0 ? range.mod : null;
  return { mod: mod(a), vsMod: mod(r) };
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** The cell's texts with the band MODs written where the data question holds them. */
export function withBandTexts(
  options: OddsOptions,
  places: BandPlaces,
  bands: { readonly mod: number | null; readonly vsMod: number | null },
): OddsOptions {
  let out = options;
  for (const key of ['mod', 'vsMod'] as const) {
    const at = places[key];
    const value = bands[key];
    if (at === null || value === null) continue;
    const texts = [...(out[key] ?? [])];
    texts.splice(at, 0, `range=${signed(value)}`);
    out = { ...out, [key]: texts };
  }
  return out;
}

/** The read cell with the band MODs put in as the data question holds them. */
export function withBands(
  read: OddsRead,
  places: BandPlaces,
  bands: { readonly mod: number | null; readonly vsMod: number | null },
): OddsRead {
  let out = read;
  for (const [key, which] of [
    ['mod', 'active'],
    ['vsMod', 'reactive'],
  ] as const) {
    const at = places[key];
    const value = bands[key];
    const side: SideRead | null = out[which];
    if (at === null || value === null || side === null) continue;
    const modTexts = out.options[key] ?? [];
    // A MOD list already refused stays refused: its first bad MOD comes before the band's.
    const mods: Result<Mod[]> = side.mods.ok
      ? ok([
          ...side.mods.value.slice(0, at),
          { value, label: 'range' },
          ...side.mods.value.slice(at),
        ])
      : side.mods;
    out = { ...out, [which]: { ...side, modTexts, mods, side: sideOfRead(side.spec, mods) } };
  }
  return out;
}
