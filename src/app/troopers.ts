/**
 * The damage half of `odds`, `roll`, `ftf`, `save` and `engage` (docs/rules.md §6): the
 * troopers' weapons and targets from the flags, the exact damage odds of each side, and
 * the saves rolled at the table.
 */
import {
  damageOdds,
  hasTargetFields,
  inOrders,
  parseTarget,
  parseWeapon,
  resolveSaves,
  type DamageOdds,
  type SaveDice,
  type SaveResult,
  type Standing,
  type Target,
  type Weapon,
} from '../core/damage/index.js';
import type { Rational } from '../core/math/rational.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import { parseDiceList } from '../core/roll/resolve.js';
import { TROOPER_FIELDS } from '../core/damage/parse.js';
import { orUsage, usage, wholeNumber } from './failure.js';
import { memo } from './memo.js';

/** Whose flags: the trooper's own (`--dam`) or the other's (`--vs-dam`). */
export type Prefix = '' | 'vs';

/**
 * One trooper's weapon, as its flags give it (`--dam`, `--ps`, ...): the values as typed.
 * The library's option types declare these, so a misspelt flag does not compile.
 */
export interface WeaponFlags {
  readonly dam?: string;
  readonly ps?: string;
  readonly ammo?: string;
  readonly cont?: boolean;
  readonly save?: string;
  readonly sr?: string;
  readonly dead?: boolean;
  readonly sepsitor?: boolean;
}

/** The same trooper as a target (`--arm`, `--w`, `--cover`, ...). */
export interface TargetFlags {
  readonly arm?: string;
  readonly bts?: string;
  readonly ph?: string;
  readonly w?: string;
  readonly str?: boolean;
  readonly taken?: string;
  readonly cover?: boolean;
  readonly nwi?: boolean;
  readonly remotePresence?: boolean;
  readonly immunity?: readonly string[];
}

/** Commander's option values for one trooper, as `damageOptions` names them. */
export interface TrooperFlags extends WeaponFlags, TargetFlags {}

/** The other trooper's flags: `vsDam`, `vsArm`, ... (`--vs-dam`, `--vs-arm`, ...). */
export type Vs<T> = {
  readonly [K in keyof T as K extends string ? `vs${Capitalize<K>}` : never]: T[K];
};

/** The fields the flags are read under: exactly the keys of TrooperFlags (a test checks both ways). */
export { TROOPER_FIELDS };

/** Each field and the option it is read from, per prefix (`vsDam` for 'vs'). */
const OPTION_OF: Readonly<Record<Prefix, readonly (readonly [string, string])[]>> = {
  '': TROOPER_FIELDS.map((k) => [k, k] as const),
  vs: TROOPER_FIELDS.map((k) => [k, `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`] as const),
};

/** Each option's field and its place in TROOPER_FIELDS, per prefix (`vsDam` -> dam for 'vs'). */
const FIELD_OF: Readonly<Record<Prefix, ReadonlyMap<string, readonly [string, number]>>> = {
  '': new Map(OPTION_OF[''].map(([k, key], i) => [key, [k, i] as const])),
  vs: new Map(OPTION_OF.vs.map(([k, key], i) => [key, [k, i] as const])),
};

/**
 * One trooper's flags out of commander's options: `vsDam` becomes `dam` for 'vs'. The
 * options give a few of the many fields: their keys are walked, not the fields (a batch
 * reads each line's), and the flags keep the fields' order.
 */
export function trooperFlags(opts: object, prefix: Prefix): TrooperFlags {
  const o = opts as Record<string, unknown>;
  const fieldOf = FIELD_OF[prefix];
  const found: (readonly [string, number, unknown])[] = [];
  for (const key in o) {
    const f = fieldOf.get(key);
    if (f !== undefined && o[key] !== undefined) found.push([f[0], f[1], o[key]]);
  }
  found.sort((x, y) => x[1] - y[1]);
  const out: Record<string, unknown> = {};
  for (const [k, , v] of found) out[k] = v;
  return out;
}

/** How a field is written on the command line, for error messages. */
export const flagName =
  (prefix: Prefix) =>
  (field: string): string =>
    prefix === '' ? `--${field}` : `--vs-${field}`;

/** One trooper's weapon (null: it causes no saves) and its profile as a target. */
export interface Trooper {
  readonly weapon: Weapon | null;
  readonly target: Target;
  /** Did the user give any target flag? (Warn when nobody can hit it.) */
  readonly targetGiven: boolean;
}

/**
 * A batch asks about the same few troopers over and over (src/app/memo.ts): each is read
 * from its flags once. Kept troopers are shared, never changed (their types are readonly).
 */
const TROOPERS = memo<Result<Trooper>>(1024);

/** One trooper read from its flags: the weapon's error first, then the target's. */
export function readTrooper(opts: object, prefix: Prefix): Result<Trooper> {
  const flags = trooperFlags(opts, prefix);
  return TROOPERS.get(prefix + JSON.stringify(flags), () => {
    const names = { name: flagName(prefix) };
    const weapon = parseWeapon(flags, names);
    if (!weapon.ok) return weapon;
    const target = parseTarget(flags, names);
    if (!target.ok) return target;
    return ok({ weapon: weapon.value, target: target.value, targetGiven: hasTargetFields(flags) });
  });
}

export function trooperFrom(opts: object, prefix: Prefix): Trooper {
  return orUsage(readTrooper(opts, prefix));
}

export interface Troopers {
  readonly active: Trooper;
  readonly reactive: Trooper;
  /** Target flags nobody can use: said on stderr, the run goes on. */
  readonly warnings: readonly string[];
}

/**
 * Both troopers from the flags. `opposed`: a Face-to-Face roll, where the active trooper
 * can be hit back; in a Normal roll only the `--vs-` target can be hit.
 */
export function troopersFrom(opts: object, opposed: boolean): Troopers {
  return troopersOf(trooperFrom(opts, ''), trooperFrom(opts, 'vs'), opts, opposed);
}

/** Both troopers, read, with what their flags do not do said (`troopersFrom`). */
export function troopersOf(
  active: Trooper,
  reactive: Trooper,
  opts: object,
  opposed: boolean,
): Troopers {
  const warnings: string[] = [];
  // A hacking program brings its own Damage (docs/rules.md §8.8).
  const program = (opts as { program?: unknown }).program !== undefined;
  if (reactive.targetGiven && active.weapon === null && !program)
    warnings.push('--vs- target flags are ignored: give the weapon with --dam or --ps');
  // docs/rules.md §1.3: the target of a Normal roll does not roll, so it never shoots back.
  if (reactive.weapon !== null && !opposed)
    warnings.push(
      '--vs- weapon flags are ignored in a Normal roll: its target does not shoot back',
    );
  if (active.targetGiven && !opposed)
    warnings.push(
      'target flags without --vs- are ignored in a Normal roll: describe the target with --vs-arm, --vs-w, ...',
    );
  else if (active.targetGiven && reactive.weapon === null)
    warnings.push('target flags are ignored: the other side has no weapon (--vs-dam or --vs-ps)');
  return { active, reactive, warnings };
}

export const ORDERS_MAX = 100;

/** `--orders N`: P(at least one wound in N orders); 1, 2 and 3 when not given. */
export function ordersFrom(text: string | undefined): number[] {
  return orUsage(readOrders(text));
}

/** `ordersFrom`, read: bad input as a value. */
export function readOrders(text: string | undefined): Result<number[]> {
  if (text === undefined) return ok([1, 2, 3]);
  const n = wholeNumber(text, 1, ORDERS_MAX);
  if (n === null)
    return err(inputError(`--orders "${text}" is not a number of orders from 1 to ${ORDERS_MAX}`));
  return ok([n]);
}

export interface DamageView {
  readonly weapon: Weapon;
  readonly target: Target;
  readonly odds: DamageOdds;
  /** P(at least one wound, or the state) in n orders. */
  readonly orders: readonly { readonly n: number; readonly p: Rational }[];
}

export interface DamageSection {
  readonly active: DamageView | null;
  readonly reactive: DamageView | null;
  readonly edition: Edition;
}

export function damageView(
  standing: readonly Standing[],
  total: bigint,
  weapon: Weapon | null,
  target: Target,
  edition: Edition,
  orders: readonly number[],
): DamageView | null {
  if (weapon === null) return null;
  const odds = damageOdds(standing, total, weapon, target, edition.ammo);
  return {
    weapon,
    target,
    odds,
    orders: orders.map((n) => ({ n, p: inOrders(odds.anyResult, n) })),
  };
}

/** The saves rolled after a roll: who saved, against whose weapon, each die. */
export interface SaveView {
  /** The side whose hits forced the saves. */
  readonly by: 'active' | 'reactive';
  readonly weapon: Weapon;
  readonly target: Target;
  readonly result: SaveResult;
  readonly edition: Edition;
}

/**
 * docs/rules.md §6.2: `--vs-cover` (or `--cover`) already puts a -3 `cover` MOD on the
 * roll against that target; a `--mod cover=...` beside it counts cover twice.
 */
export function coverTwice(
  mods: readonly string[] | undefined,
  target: Target,
  modFlag: string,
  coverFlag: string,
): string[] {
  const named = (mods ?? []).filter((m) => /^\s*cover\s*=/i.test(m));
  return target.cover && named.length > 0
    ? [
        `cover is counted twice: ${coverFlag} already gives the -3 cover MOD, and ${modFlag} ${named.join(' ')} adds another; drop one`,
      ]
    : [];
}

/** Saves for standing hits: typed dice (`--save-dice`) or the run's random source. */
export function savesFor(
  by: 'active' | 'reactive',
  hits: number,
  crits: number,
  weapon: Weapon | null,
  target: Target,
  edition: Edition,
  typed: string | undefined,
  flag: string,
  rng: () => number,
): SaveView | null {
  if (weapon === null || hits + crits === 0) {
    if (typed !== undefined && weapon !== null)
      throw usage(`${flag}: no hit stood, so no save is rolled`, `leave out ${flag}`);
    return null;
  }
  const source: SaveDice =
    typed === undefined
      ? { kind: 'random', rng }
      : { kind: 'typed', values: diceValues(typed, flag), what: flag };
  const result = orUsage(resolveSaves(hits, crits, weapon, target, edition.ammo, source));
  return { by, weapon, target, result, edition };
}

/** A list of d20 results of any length (how many saves depends on the dice themselves). */
function diceValues(text: string, flag: string): number[] {
  const count = text.split(/[,\s]+/).filter((t) => t !== '').length;
  return orUsage(parseDiceList(text, count, flag));
}
