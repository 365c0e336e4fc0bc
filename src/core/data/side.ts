/**
 * A trooper from game data as one side of a roll: the attribute its weapon uses, the
 * burst, the range band's MOD, Damage or PS, ammunition, Continuous Damage and the
 * saving attribute; as a target, ARM, BTS, PH, W/VITA or STR, NWI/Dogged and Immunities;
 * and the words (docs/rules.md §8) its skills stand for. Also what came from where (the
 * `source` object), so the output can say it.
 */
import type { Game } from '../army/schema.js';
import type { AmmoId } from '../rules/ammo.js';
import type { ModRules } from '../rules/mods.js';
import { err, inputError, ok, type Result } from '../result.js';
import { bandSpan, type Distance } from './distance.js';
import type { GameMetadata, Weapon, WeaponMode } from './metadata.js';
import { profilesOf, type Profile, type UnitData, type UnitOption } from './units.js';
import {
  findMode,
  findWeapon,
  profileWords,
  rangeMod,
  splitWeaponRef,
  type ProfileWord,
  type RangeMod,
} from './weapons.js';

/** What the player asked for: `--unit NAME [--profile N] --weapon NAME[:MODE] --range D`. */
export interface TrooperPick {
  readonly unit: UnitData;
  /** 1-based, across the unit's profile groups; 1 by default. */
  readonly profile?: number;
  /** "Combi Rifle", "MULTI Rifle:AP". */
  readonly weapon?: string;
  readonly distance?: Distance;
  /** The player's own trooper (`--profiles`): its skills given as words. */
  readonly words?: readonly ProfileWord[];
  /** Where the trooper came from when not the builder's data: "profiles". */
  readonly from?: 'profiles';
}

/** Which values came from the data: the JSON `source` object of a side. */
export interface DataSource {
  /** Present when the trooper came from the player's profiles file. */
  readonly from?: 'profiles';
  /** null for a weapon named alone (`save --weapon NAME`): no trooper carries it. */
  readonly unit: string | null;
  readonly unitId: number | null;
  readonly profile: string | null;
  readonly profileNumber: number | null;
  readonly weapon: string | null;
  readonly mode: string | null;
  readonly range: {
    readonly distance: string;
    readonly cm: number;
    /** The band's label (short, med...), null for a weapon without bands. */
    readonly band: string | null;
    readonly span: string | null;
    readonly mod: number | null;
    readonly outOfRange: boolean;
  } | null;
}

/** What the output says came from the data: the JSON `source` per side and the text line. */
export interface FromData {
  readonly active: DataSource | null;
  readonly reactive: DataSource | null;
  /** The filled fields as the player would type them ("spec 12b3", "--mod range=+3"). */
  readonly filled: readonly string[];
}

export type AttributeName = 'BS' | 'CC' | 'PH' | 'WIP';

/** The weapon half of a side: what its hits do (docs/rules.md §6). */
export interface DataWeapon {
  /** N4 Damage or N5 PS, whichever the data's game uses; null when the chart has none. */
  readonly dam: number | null;
  readonly ps: number | null;
  readonly ammo: AmmoId | null;
  /** The chart's ammunition name when infcalc has no row for it ("AP+DA", "Smoke"). */
  readonly ammoUnknown: string | null;
  readonly cont: boolean;
  readonly save: 'arm' | 'bts' | null;
}

/** The target half: the same trooper when it is hit. */
export interface DataTarget {
  readonly arm: number | null;
  readonly bts: number | null;
  readonly ph: number | null;
  readonly w: number | null;
  readonly str: boolean;
  readonly nwi: boolean;
  readonly immunity: readonly ('shock' | 'total' | 'crit')[];
}

export interface DataSide {
  readonly profile: Profile;
  readonly option: UnitOption | null;
  readonly weapon: Weapon | null;
  readonly mode: WeaponMode | null;
  readonly attribute: { readonly name: AttributeName; readonly value: number } | null;
  readonly burst: number | null;
  readonly range: RangeMod | null;
  readonly hits: DataWeapon | null;
  readonly target: DataTarget;
  readonly words: readonly ProfileWord[];
  readonly source: DataSource;
}

const ATTRIBUTE: Readonly<Record<WeaponMode['attribute'], AttributeName>> = {
  bs: 'BS',
  cc: 'CC',
  ph: 'PH',
  wip: 'WIP',
};

/** The chart's ammunition names -> infcalc's rows (docs/rules.md §6.3). */
const AMMO: Readonly<Record<string, AmmoId>> = {
  n: 'n',
  ap: 'ap',
  da: 'da',
  exp: 'exp',
  t2: 't2',
  shock: 'shock',
  stun: 'stun',
  'e/m': 'em',
  em: 'em',
  para: 'para',
  plasma: 'plasma',
};

function hitsOf(mode: WeaponMode, profile: Profile | null, game: Game): DataWeapon {
  const raw = mode.damage.trim().toUpperCase();
  // "PH": the thrower's own PH (N4 Throwing Weapons); unknown without a thrower.
  const value = raw === 'PH' ? (profile?.ph ?? null) : /^\d+$/.test(raw) ? Number(raw) : null;
  const name = mode.ammunition?.trim() ?? null;
  const ammo = name === null ? null : (AMMO[name.toLowerCase()] ?? null);
  const saving = (mode.saving ?? '').toUpperCase();
  return {
    dam: game === 'n4' ? value : null,
    ps: game === 'n4' ? null : value,
    ammo: saving.includes('ARM AND BTS') ? 'plasma' : ammo,
    ammoUnknown: ammo === null && name !== null && name !== '0' ? name : null,
    // The builder spells it "Continous Damage".
    cont: mode.properties.some((p) => /^contin(u)?ous damage/i.test(p)),
    save: saving.startsWith('BTS') ? 'bts' : saving.startsWith('ARM') ? 'arm' : null,
  };
}

function targetOf(profile: Profile, words: readonly ProfileWord[]): DataTarget {
  const has = (w: string) => words.some((x) => x.word === w);
  const immunity = (['shock', 'total', 'crit'] as const).filter((k) => has(`immunity-${k}`));
  return {
    arm: profile.arm,
    bts: profile.bts,
    ph: profile.ph,
    w: profile.w,
    str: profile.str,
    nwi: has('nwi') || has('dogged'),
    immunity,
  };
}

/** The option that carries a weapon (for the weapon list), else the group's first. */
function optionWith(options: readonly UnitOption[], weapon: Weapon | null): UnitOption | null {
  if (weapon !== null) {
    const hit = options.find((o) => o.weapons.some((w) => w.id === weapon.id));
    if (hit !== undefined) return hit;
  }
  return options[0] ?? null;
}

/**
 * One side from the data. Errors name what is wrong: a profile number out of range, a
 * weapon the trooper does not carry, a weapon of several modes without one, a weapon
 * out of range at that distance (unless `allowOutOfRange`).
 */
export function sideFromData(
  meta: GameMetadata,
  game: Game,
  rules: ModRules,
  pick: TrooperPick,
  opts: {
    readonly allowOutOfRange?: boolean;
    /** How bad input names a field: a prefix (`--vs-`), or a function (`vsRange`). */
    readonly flag?: string | ((field: string) => string);
  } = {},
): Result<DataSide> {
  const named = (field: string): string =>
    typeof opts.flag === 'function' ? opts.flag(field) : `${opts.flag ?? ''}${field}`;
  const all = profilesOf(pick.unit);
  const n = pick.profile ?? 1;
  const chosen = all[n - 1];
  if (chosen === undefined)
    return err(
      inputError(
        `${pick.unit.name} has ${all.length} profile${all.length === 1 ? '' : 's'}; ${named('profile')} ${n} is not one`,
        undefined,
        all.map((p, i) => `${i + 1} ${p.profile.name}`).join(', '),
      ),
    );
  const { profile, group } = chosen;
  const carried = [...profile.weapons, ...group.options.flatMap((o) => o.weapons)];
  let weapon: Weapon | null = null;
  let mode: WeaponMode | null = null;
  if (pick.weapon !== undefined) {
    const ref = splitWeaponRef(pick.weapon);
    const w = findWeapon(meta, ref.name, carried);
    if (!w.ok) return w;
    const m = findMode(w.value, ref.mode);
    if (!m.ok) return m;
    weapon = w.value;
    mode = m.value;
  }
  const option = optionWith(group.options, weapon);
  const words = pick.words ?? profileWords(rules, profile, option ?? undefined);
  const range = mode !== null && pick.distance !== undefined ? rangeMod(mode, pick.distance) : null;
  if (range?.at.kind === 'out' && opts.allowOutOfRange !== true)
    return err(
      inputError(
        `${mode?.name ?? 'the weapon'} is out of range at ${range.distance.text}: its last band ends at ${range.at.last.max} cm`,
        undefined,
        `give a shorter ${named('range')}, or --allow-out-of-range to roll with no range MOD`,
      ),
    );
  const attrName = mode === null ? null : ATTRIBUTE[mode.attribute];
  const attrValue =
    attrName === null ? null : profile[attrName.toLowerCase() as 'bs' | 'cc' | 'ph' | 'wip'];
  return ok({
    profile,
    option,
    weapon,
    mode,
    attribute:
      attrName === null || attrValue === null ? null : { name: attrName, value: attrValue },
    burst: mode?.burst ?? null,
    range,
    hits: mode === null ? null : hitsOf(mode, profile, game),
    target: targetOf(profile, words),
    words,
    source: {
      ...(pick.from === undefined ? {} : { from: pick.from }),
      unit: pick.unit.name,
      unitId: pick.unit.id,
      profile: profile.name,
      profileNumber: n,
      weapon: weapon?.name ?? null,
      mode: mode?.mode ?? null,
      range:
        range === null
          ? null
          : {
              distance: range.distance.text,
              cm: range.distance.cm,
              band:
                range.at.kind === 'none'
                  ? null
                  : range.at.kind === 'band'
                    ? range.at.band.label
                    : null,
              span: range.at.kind === 'band' ? bandSpan(range.at.band) : null,
              mod: range.mod,
              outOfRange: range.at.kind === 'out',
            },
    },
  });
}

/** A weapon named without a trooper (`save --weapon NAME[:MODE]`): what its hits do. */
export interface DataWeaponPick {
  readonly weapon: Weapon;
  readonly mode: WeaponMode;
  readonly hits: DataWeapon;
  readonly source: DataSource;
}

/**
 * A weapon of the metadata by the name a player types, with no trooper to carry it: its
 * Damage or PS, ammunition, Continuous Damage and saving attribute (a thrown weapon's
 * "PH" Damage is unknown without the thrower: null).
 */
export function weaponFromData(
  meta: GameMetadata,
  game: Game,
  ref: string,
): Result<DataWeaponPick> {
  const split = splitWeaponRef(ref);
  const w = findWeapon(meta, split.name);
  if (!w.ok) return w;
  const m = findMode(w.value, split.mode);
  if (!m.ok) return m;
  return ok({
    weapon: w.value,
    mode: m.value,
    hits: hitsOf(m.value, null, game),
    source: {
      unit: null,
      unitId: null,
      profile: null,
      profileNumber: null,
      weapon: w.value.name,
      mode: m.value.mode ?? null,
      range: null,
    },
  });
}
