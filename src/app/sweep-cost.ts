/**
 * What a sweep will cost, checked before any cell runs (docs/sweeps-and-formats.md "What
 * a sweep may cost"; the model is src/core/sweep/cost.ts): each cell's dice from its
 * read specs, and for a side with a weapon, the saves of a critical and the wounds
 * counted on its target, from the flags as written. Cheap: nothing is computed.
 */
import { inputError, type Result } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import type { AmmoRow } from '../core/rules/ammo.js';
import type { RollSpec } from '../core/roll/spec.js';
import {
  cellBytes,
  cellWork,
  SWEEP_BYTES_MAX,
  SWEEP_WORK_MAX,
  sweepEstimate,
  type CellDamage,
} from '../core/sweep/cost.js';
import { UsageError } from './failure.js';

type Flag = string | boolean | readonly string[] | undefined;

/** One cell as the estimate sees it: its specs read (reactive absent: a Normal roll). */
export interface CellCost {
  readonly spec: Result<RollSpec>;
  readonly reactive: Result<RollSpec> | undefined;
  /** The cell's flags as written (`dam`, `vsW`, `sd`...). */
  readonly options: object;
  /** The cell's edition; null when its `rules` name none. */
  readonly edition: Edition | null;
}

/** A whole number from an option, or a fallback when it is absent or not one. */
const wholeOr = (v: Flag, fallback: number): number => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** Dice a spec rolls (burst + Special Dice), with `--sd`-like flags; 1 if unreadable. */
function diceOf(spec: Result<RollSpec> | undefined, sdFlag: Flag): number {
  if (spec === undefined) return 0;
  return (spec.ok ? spec.value.burst + (spec.value.sd ?? 0) : 1) + wholeOr(sdFlag, 0);
}

/** The work of one cell, from its dice and its flags. */
function cellWorkOf(c: CellCost, edition: Edition): { units: number; bytes: number } {
  // Read by flag name, both troopers' fields alike (`dam` and `vsDam`).
  const o = c.options as Readonly<Record<string, Flag>>;
  const a = diceOf(c.spec, o.sd);
  const r = diceOf(c.reactive, o.vsSd);
  const damage = (prefix: '' | 'vs'): CellDamage | null => {
    const key = (k: string) => (prefix === '' ? k : `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`);
    const other = (k: string) =>
      prefix === '' ? `vs${k.charAt(0).toUpperCase()}${k.slice(1)}` : k;
    if (o[key('dam')] === undefined && o[key('ps')] === undefined) return null;
    const ammo = typeof o[key('ammo')] === 'string' ? String(o[key('ammo')]).toLowerCase() : 'n';
    const row = (edition.ammo.rows as Record<string, AmmoRow | undefined>)[ammo.replace('/', '')];
    const pair = row?.against === 'arm+bts' ? 2 : 1;
    const w = wholeOr(o[other('w')], 1);
    const taken = wholeOr(o[other('taken')], 0);
    return {
      dice: prefix === '' ? a : r,
      savesPerCrit: (row?.critSaves ?? 2) * pair,
      need: Math.max(1, w + 1 - taken),
      continuous: o[key('cont')] === true,
    };
  };
  const sections = [damage(''), damage('vs')].filter((d): d is CellDamage => d !== null);
  const roll = { dice: r > 0 ? [a, r] : [a] };
  return { units: cellWork(roll, sections), bytes: cellBytes(roll, sections) };
}

/**
 * Refuse a sweep whose estimated work is past the bound, with the estimate, as `--times`
 * does, before any cell runs; and one whose answer would be past its size bound.
 */
export function checkSweepWork(cells: readonly CellCost[]): void {
  let units = 0;
  let bytes = 0;
  for (const c of cells) {
    if (c.edition === null) {
      units += cellWork({ dice: [1] }, []);
      bytes += cellBytes({ dice: [1] }, []);
      continue;
    }
    const w = cellWorkOf(c, c.edition);
    units += w.units;
    bytes += w.bytes;
  }
  const e = sweepEstimate(cells.length, units);
  if (!e.withinBound)
    throw new UsageError(
      inputError(
        `this sweep of ${e.cells} cells is about ${Math.round(e.units).toLocaleString('en-US')} work units (about ${e.seconds} s), above the bound of ${SWEEP_WORK_MAX.toLocaleString('en-US')}`,
        undefined,
        'narrow a range, use a step (A..B:STEP), fewer dice, or a lower W',
      ),
    );
  // The answer's size, and the memory that holds it, bounded as the work is.
  const mb = (n: number): string => `${Math.ceil(n / 1024 / 1024)} MB`;
  if (bytes > SWEEP_BYTES_MAX)
    throw new UsageError(
      inputError(
        `this sweep of ${e.cells} cells would answer with about ${mb(bytes)} of JSON (and hold about as much in memory several times over), above the bound of ${mb(SWEEP_BYTES_MAX)}`,
        undefined,
        'narrow a range, use a step (A..B:STEP), or fewer dice',
      ),
    );
}
