/**
 * One parser from the user's words to a Weapon and a Target, shared by the command-line
 * flags (`--dam 13 --ammo ap`, `--vs-arm 3`) and the engagement file's `weapon`/`target`
 * blocks. Bad input comes back as an InputError naming the flag or JSON path.
 */
import { AMMO_IDS, type AmmoId } from '../rules/ammo.js';
import { err, inputError, ok, type InputError, type Location, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import {
  DEFAULT_TARGET,
  IMMUNITIES,
  SAVE_ATTRIBUTES,
  type Immunity,
  type SaveChoice,
  type Target,
  type Weapon,
} from './model.js';

type Value = string | number | boolean | undefined;

export interface WeaponFields {
  readonly dam?: Value;
  readonly ps?: Value;
  readonly ammo?: Value;
  readonly cont?: Value;
  readonly save?: Value;
  /** SR-X of the attacker (docs/rules.md §10.1): 1 or 2, its hits' saves that much worse. */
  readonly sr?: Value;
  /** The trait State: Dead (docs/rules.md §6.4): a failed save kills outright. */
  readonly dead?: Value;
  /** A Sepsitor (docs/rules.md §10.11): a failed save is Sepsitorized, no wound. */
  readonly sepsitor?: Value;
}

export interface TargetFields {
  readonly arm?: Value;
  readonly bts?: Value;
  readonly ph?: Value;
  readonly w?: Value;
  readonly str?: Value;
  readonly taken?: Value;
  readonly cover?: Value;
  readonly nwi?: Value;
  /** Remote Presence (docs/rules.md §10.11): a STR trooper's second Unconscious level. */
  readonly remotePresence?: Value;
  readonly immunity?: Value | readonly string[];
}

export const WEAPON_FIELDS = [
  'dam',
  'ps',
  'ammo',
  'cont',
  'save',
  'sr',
  'dead',
  'sepsitor',
] as const;
export const TARGET_FIELDS = [
  'arm',
  'bts',
  'ph',
  'w',
  'str',
  'taken',
  'cover',
  'nwi',
  'remotePresence',
  'immunity',
] as const;

/** Every field of one trooper: its weapon, then its profile as a target. */
export const TROOPER_FIELDS = [...WEAPON_FIELDS, ...TARGET_FIELDS] as const;

/** How the user named a field: `--vs-arm` on the command line, `reactive[0].target.arm` in a file. */
export interface FieldNames {
  readonly name: (field: string) => string;
  readonly at?: (field: string) => Location;
}

export const DAMAGE_MAX = 30;
/** PS = 20 - Damage, and Damage is never below 0: PS at most 20 (docs/rules.md §6.2). */
export const PS_MAX = 20;

/** Sane ranges (docs/rules.md §6): anything outside is a typo, not a trooper. */
export const NUMBER_RANGES = {
  dam: [0, DAMAGE_MAX],
  ps: [0, PS_MAX],
  arm: [0, 20],
  bts: [0, 20],
  ph: [1, 20],
  w: [1, 20],
  taken: [0, 20],
  sr: [0, 2],
} as const;

function fail(names: FieldNames, field: string, message: string, hint?: string): Result<never> {
  return err(inputError(message, names.at?.(field), hint));
}

function integer(
  names: FieldNames,
  field: keyof typeof NUMBER_RANGES,
  v: Value | readonly string[],
): Result<number | undefined> {
  if (v === undefined) return ok(undefined);
  const text = String(v).trim();
  const [lo, hi] = NUMBER_RANGES[field];
  const n = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < lo || n > hi) {
    return fail(
      names,
      field,
      `${names.name(field)} "${text}" is not a whole number from ${lo} to ${hi}`,
    );
  }
  return ok(n);
}

const flag = (v: Value | readonly string[]): boolean => v === true || v === 'true';

function choice<T extends string>(
  names: FieldNames,
  field: string,
  v: string,
  known: readonly T[],
  what: string,
): Result<T> {
  const id = v.trim().toLowerCase().replace('/', '');
  const found = known.find((k) => k === id);
  if (found !== undefined) return ok(found);
  return fail(
    names,
    field,
    `unknown ${what} "${v}" in ${names.name(field)}; infcalc knows ${known.join(', ')}`,
    didYouMean(id, known),
  );
}

/** The weapon, or null when neither Damage nor PS is given (and nothing else either). */
export function parseWeapon(f: WeaponFields, names: FieldNames): Result<Weapon | null> {
  const dam = integer(names, 'dam', f.dam);
  if (!dam.ok) return dam;
  const ps = integer(names, 'ps', f.ps);
  if (!ps.ok) return ps;
  if (dam.value !== undefined && ps.value !== undefined) {
    return fail(
      names,
      'ps',
      `${names.name('dam')} and ${names.name('ps')} both given`,
      'give one: PS = 20 - Damage',
    );
  }
  let ammo: AmmoId = 'n';
  if (f.ammo !== undefined) {
    const a = choice(names, 'ammo', String(f.ammo), AMMO_IDS, 'ammunition');
    if (!a.ok) return a;
    ammo = a.value;
  }
  let save: SaveChoice | null = null;
  if (f.save !== undefined) {
    const s = choice(names, 'save', String(f.save), SAVE_ATTRIBUTES, 'saving attribute');
    if (!s.ok) return s;
    save = s.value;
    const fixed =
      ammo === 'em' && save === 'arm'
        ? 'E/M always saves against BTS'
        : ammo === 'para'
          ? 'PARA saves against PH-6'
          : ammo === 'plasma'
            ? 'Plasma saves against both ARM and BTS'
            : null;
    if (fixed !== null) {
      return fail(
        names,
        'save',
        `${names.name('save')} ${save} is impossible with ${ammo.toUpperCase()} ammunition: ${fixed}`,
        `leave out ${names.name('save')}`,
      );
    }
    // A Sepsitor's hit forces a save against BTS (§10.11).
    if (save === 'arm' && flag(f.sepsitor))
      return fail(
        names,
        'save',
        `${names.name('save')} arm is impossible with ${names.name('sepsitor')}: a Sepsitor saves against BTS`,
        `leave out ${names.name('save')}`,
      );
  }
  // A Sepsitor's hit forces a save against BTS (§10.11), as its data says: typed, the
  // same answer as from game data.
  if (save === null && flag(f.sepsitor) && ammo !== 'para' && ammo !== 'plasma') save = 'bts';
  const srn = integer(names, 'sr', f.sr);
  if (!srn.ok) return srn;
  // §10.1: the choices sr-ph and sr-immunity are applied where the words are (app).
  const saveMod =
    srn.value === undefined || srn.value === 0
      ? {}
      : { saveMod: { value: -srn.value, from: `SR-${srn.value}`, ph: true, immune: true } };
  const dead = {
    ...(flag(f.dead) ? { dead: true } : {}),
    ...(flag(f.sepsitor) ? { effect: 'sepsitorized' as const } : {}),
  };
  const rest =
    f.ammo !== undefined ||
    f.save !== undefined ||
    flag(f.cont) ||
    flag(f.dead) ||
    flag(f.sepsitor) ||
    srn.value !== undefined;
  if (dam.value === undefined && ps.value === undefined) {
    // PARA saves against PH-6 whatever the Damage; any other weapon needs one.
    if (ammo === 'para')
      return ok({
        damage: 0,
        notation: 'damage',
        ammo,
        continuous: flag(f.cont),
        save,
        ...saveMod,
        ...dead,
      });
    if (!rest) return ok(null);
    return fail(
      names,
      'dam',
      `a weapon needs its Damage: ${names.name('dam')} N or ${names.name('ps')} N`,
      `e.g. ${names.name('dam')} 13`,
    );
  }
  const damage = dam.value ?? 20 - (ps.value ?? 0);
  return ok({
    damage,
    notation: dam.value !== undefined ? 'damage' : 'ps',
    ammo,
    continuous: flag(f.cont),
    save,
    ...saveMod,
    ...dead,
  });
}

/**
 * Did the user say anything about the trooper as a target, beyond cover? (`--cover` alone
 * is still a MOD on the other side's roll, so it means something without a weapon.)
 */
export const hasTargetFields = (f: TargetFields): boolean =>
  TARGET_FIELDS.some((k) => {
    if (k === 'cover') return false;
    const v = f[k];
    return v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0);
  });

function immunities(names: FieldNames, v: TargetFields['immunity']): Result<Immunity[]> {
  if (v === undefined || v === false) return ok([]);
  const words = (Array.isArray(v) ? v : [String(v)])
    .flatMap((s: string) => s.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const out: Immunity[] = [];
  for (const w of words) {
    const i = choice(names, 'immunity', w, IMMUNITIES, 'immunity');
    if (!i.ok) return i;
    if (!out.includes(i.value)) out.push(i.value);
  }
  return ok(out);
}

/** The trooper as a target; defaults: ARM 0, BTS 0, PH 10, W 1, nothing taken. */
export function parseTarget(f: TargetFields, names: FieldNames): Result<Target> {
  const nums: Partial<Record<'arm' | 'bts' | 'ph' | 'w' | 'taken', number>> = {};
  for (const k of ['arm', 'bts', 'ph', 'w', 'taken'] as const) {
    const r = integer(names, k, f[k]);
    if (!r.ok) return r;
    if (r.value !== undefined) nums[k] = r.value;
  }
  const imm = immunities(names, f.immunity);
  if (!imm.ok) return imm;
  const wounds = nums.w ?? DEFAULT_TARGET.wounds;
  const taken = nums.taken ?? 0;
  if (taken > wounds) {
    return fail(
      names,
      'taken',
      `${names.name('taken')} ${taken} is at or above the Dead threshold: with ${names.name('w')} ${wounds} the trooper is Dead at ${wounds + 1} wounds`,
      `give 0..${wounds}`,
    );
  }
  return ok({
    arm: nums.arm ?? DEFAULT_TARGET.arm,
    bts: nums.bts ?? DEFAULT_TARGET.bts,
    ph: nums.ph ?? DEFAULT_TARGET.ph,
    wounds,
    str: flag(f.str),
    taken,
    cover: flag(f.cover),
    nwi: flag(f.nwi),
    ...(flag(f.remotePresence) ? { remotePresence: true } : {}),
    immunities: imm.value,
  });
}

export type { InputError };
