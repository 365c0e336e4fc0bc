/**
 * A sweep's axes as typed changes of a read question (src/app/odds-read.ts): the question
 * is read once, and each cell puts its numbers into the read value (an attribute, a
 * burst, a MOD, Special Dice, a weapon's or a target's number, `--orders`, a distance)
 * before the answer step runs. Nothing of the question is read again per cell.
 *
 * A number out of what its field takes is refused in the words the field's reader uses
 * for it: only then is that one field read from the cell as written (the error path), so
 * a cell fails exactly as the question typed with its values does. A range in a field
 * that holds no number (an ammunition, a word, `--rules`) has no typed place: `axisSetters`
 * says so, and those cells are read as written (every one is refused by its reader).
 */
import type { Axis } from '../core/sweep/index.js';
import { NUMBER_RANGES } from '../core/damage/parse.js';
import { distanceOf } from '../core/data/distance.js';
import { MOD_ABS_MAX, ATTRIBUTE_MAX, BURST_MAX, SD_MAX, type Mod } from '../core/roll/spec.js';
import { ok, type Result } from '../core/result.js';
import type { Weapon } from '../core/damage/index.js';
import type { OddsOptions, OddsRead, SideRead } from './odds-read.js';
import { readSdFlag, readSide, sideOfRead } from './sides.js';
import { ORDERS_MAX, readOrders, readTrooper, type Prefix, type Trooper } from './troopers.js';
import { readWords } from './words.js';

/** Where one raw string of a question sits: its spec, or an option (an item of a list). */
export type Ref =
  | { readonly field: 'spec' | 'reactive' }
  | { readonly field: 'option'; readonly key: string; readonly index: number | null };

/** A cell's question as written: the texts errors and warnings quote. */
export interface CellTexts {
  readonly spec: string;
  readonly reactive?: string | undefined;
  readonly options: OddsOptions;
}

/** How one axis puts its cell's number into the read question. */
export type Setter = (read: OddsRead, value: number, cell: CellTexts) => OddsRead;

const inRange = (v: number, lo: number, hi: number): boolean => v >= lo && v <= hi;
/** A number as its text gives it back: `-0` is written "0". */
const asWritten = (v: number): number => (v === 0 ? 0 : v);

/** Which number of a spec a range at `start` of `text` is (as src/core/sweep names it). */
type SpecSlot =
  | { readonly kind: 'attribute' | 'burst' | 'sd' }
  | { readonly kind: 'mod'; readonly index: number; readonly sign: 1 | -1 };

function specSlot(text: string, start: number): SpecSlot | null {
  const before = text[start - 1];
  if (start === 0) return { kind: 'attribute' };
  if (before === 'b' || before === 'B') return { kind: 'burst' };
  if (text.slice(Math.max(0, start - 3), start).toLowerCase() === '+sd')
    // Special Dice written twice (`+sd1+sd2`) add up: no one number to replace.
    return text.toLowerCase().split('+sd').length === 2 ? { kind: 'sd' } : null;
  if (before !== '+' && before !== '-') return null;
  const index = text.slice(0, start).replace(/[^+-]/g, '').length - 1;
  return { kind: 'mod', index, sign: before === '-' ? -1 : 1 };
}

/** The side of a cell whose spec (or MOD list) changed: read as written when refused. */
function sideWith(
  read: OddsRead,
  which: 'active' | 'reactive',
  cell: CellTexts,
  change: (side: SideRead) => SideRead | null,
): OddsRead {
  const side = read[which];
  if (side === null) return read;
  const text = which === 'active' ? cell.spec : (cell.reactive ?? '');
  const modTexts = (which === 'active' ? cell.options.mod : cell.options.vsMod) ?? [];
  const changed = change({ ...side, text, modTexts });
  return { ...read, [which]: changed ?? readSide(text, modTexts) };
}

function specSetter(which: 'active' | 'reactive', slot: SpecSlot): Setter {
  return (read, v, cell) =>
    sideWith(read, which, cell, (side) => {
      if (!side.spec.ok) return null;
      const spec = side.spec.value;
      let next;
      if (slot.kind === 'attribute' && inRange(v, 0, ATTRIBUTE_MAX))
        next = { ...spec, attribute: v };
      else if (slot.kind === 'burst' && inRange(v, 1, BURST_MAX)) next = { ...spec, burst: v };
      else if (slot.kind === 'sd' && inRange(v, 1, SD_MAX)) next = { ...spec, sd: v };
      else if (slot.kind === 'mod' && inRange(v, 0, MOD_ABS_MAX) && spec.mods[slot.index])
        next = {
          ...spec,
          mods: spec.mods.map((m, k) => (k === slot.index ? { ...m, value: slot.sign * v } : m)),
        };
      else return null;
      const read1 = ok(next);
      return { ...side, spec: read1, side: sideOfRead(read1, side.mods) };
    });
}

function namedModSetter(which: 'active' | 'reactive', index: number): Setter {
  return (read, v, cell) =>
    sideWith(read, which, cell, (side) => {
      if (!side.mods.ok || !inRange(v, -MOD_ABS_MAX, MOD_ABS_MAX)) return null;
      const mods: Mod[] = side.mods.value.map((m, k) =>
        k === index ? { ...m, value: asWritten(v) } : m,
      );
      return { ...side, mods: ok(mods), side: sideOfRead(side.spec, ok(mods)) };
    });
}

/** A weapon as parseWeapon builds it, its keys in that order (the JSON shows them). */
function weaponWith(w: Weapon, field: 'dam' | 'ps' | 'sr', v: number): Weapon {
  if (field === 'dam') return { ...w, damage: v };
  if (field === 'ps') return { ...w, damage: 20 - v };
  const { damage, notation, ammo, continuous, save, dead, effect } = w;
  return {
    damage,
    notation,
    ammo,
    continuous,
    save,
    ...(v === 0 ? {} : { saveMod: { value: -v, from: `SR-${v}`, ph: true, immune: true } }),
    ...(dead === undefined ? {} : { dead }),
    ...(effect === undefined ? {} : { effect }),
  };
}

type NumberField = keyof typeof NUMBER_RANGES;

/** One trooper's number changed, or null where its reader would refuse the value. */
function trooperWith(t: Trooper, field: NumberField, v: number): Trooper | null {
  const [lo, hi] = NUMBER_RANGES[field];
  if (!inRange(v, lo, hi)) return null;
  const { target } = t;
  switch (field) {
    case 'dam':
    case 'ps':
    case 'sr':
      // A weapon without Damage or PS is no weapon (its reader refused it): read as written.
      return t.weapon === null ? null : { ...t, weapon: weaponWith(t.weapon, field, v) };
    case 'w':
      return target.taken > v ? null : { ...t, target: { ...target, wounds: v } };
    case 'taken':
      return v > target.wounds ? null : { ...t, target: { ...target, taken: v } };
    default:
      return { ...t, target: { ...target, [field]: v } };
  }
}

function trooperSetter(prefix: Prefix, field: NumberField): Setter {
  const which = prefix === '' ? 'active' : 'reactive';
  return (read, v, cell) => {
    const base = read.troopers[which];
    const changed = base.ok ? trooperWith(base.value, field, v) : null;
    const trooper = changed === null ? readTrooper(cell.options, prefix) : ok(changed);
    return { ...read, troopers: { ...read.troopers, [which]: trooper } };
  };
}

/** A whole-number flag: the value when its reader takes it, else the reader's refusal. */
function countSetter(
  key: 'sd' | 'vsSd' | 'orders',
  take: (v: number) => Result<number | number[]> | null,
  reader: (text: string) => Result<number | number[]>,
): Setter {
  return (read, v, cell) => ({
    ...read,
    [key]: take(v) ?? reader(cell.options[key] ?? ''),
  });
}

function distanceSetter(key: 'range' | 'vsRange', unit: string | undefined): Setter {
  const piece = key === 'range' ? 'activeCm' : 'reactiveCm';
  const flag = key === 'range' ? '--range' : '--vs-range';
  return (read, v, cell) => {
    const d = unit === undefined ? null : distanceOf(v, 0, unit === 'in', String(v), flag);
    const cm: Result<number | undefined> =
      d?.ok === true
        ? ok(d.value.cm)
        : readWords(cell.options, read.edition, read.reactive !== null)[piece];
    return { ...read, words: { ...read.words, flags: cell.options, [piece]: cm } };
  };
}

const NUMBER_FIELDS = new Set<string>(Object.keys(NUMBER_RANGES));
const fieldOf = (key: string): { prefix: Prefix; field: string } =>
  key.startsWith('vs') && key.length > 2
    ? { prefix: 'vs', field: `${key.charAt(2).toLowerCase()}${key.slice(3)}` }
    : { prefix: '', field: key };

/** The setter of an option's number, or null for a field that holds none. */
function optionSetter(key: string, index: number | null, axis: Axis): Setter | null {
  if (key === 'mod' || key === 'vsMod')
    return index === null ? null : namedModSetter(key === 'mod' ? 'active' : 'reactive', index);
  if (key === 'range' || key === 'vsRange') return distanceSetter(key, axis.unit);
  if (key === 'sd' || key === 'vsSd')
    return countSetter(
      key,
      (v) => (inRange(v, 0, SD_MAX) ? ok(v) : null),
      (t) => readSdFlag(t, key === 'sd' ? '--sd' : '--vs-sd'),
    );
  if (key === 'orders')
    return countSetter('orders', (v) => (inRange(v, 1, ORDERS_MAX) ? ok([v]) : null), readOrders);
  const { prefix, field } = fieldOf(key);
  return NUMBER_FIELDS.has(field) && index === null
    ? trooperSetter(prefix, field as NumberField)
    : null;
}

/**
 * Each axis's setter, in the order of `axes`; null when an axis sweeps a field the read
 * question holds no number for. `texts` are the places' texts with their ranges.
 */
export function axisSetters(
  refs: readonly Ref[],
  texts: readonly string[],
  axes: readonly Axis[],
): Setter[] | null {
  const setters: Setter[] = [];
  for (const axis of axes) {
    const ref = refs[axis.place];
    if (ref === undefined) return null;
    let setter: Setter | null;
    if (ref.field === 'option') setter = optionSetter(ref.key, ref.index, axis);
    else {
      const slot = specSlot(texts[axis.place] ?? '', axis.start);
      setter =
        slot === null ? null : specSetter(ref.field === 'spec' ? 'active' : 'reactive', slot);
    }
    if (setter === null) return null;
    setters.push(setter);
  }
  return setters;
}

/** The read question of one cell: the question read once, with the cell's numbers. */
export function cellRead(
  base: OddsRead,
  setters: readonly Setter[],
  values: readonly number[],
  cell: CellTexts,
): OddsRead {
  let read: OddsRead = {
    ...base,
    options: cell.options,
    words: { ...base.words, flags: cell.options },
  };
  setters.forEach((set, k) => {
    read = set(read, values[k] ?? 0, cell);
  });
  // The sides quote the cell's texts in their messages, swept or not.
  return read;
}
