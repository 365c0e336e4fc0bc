/**
 * `infcalc unit` and `infcalc weapon`: a trooper or a weapon chart from the data
 * directory (docs/game-data.md). Reading is here; finding and the range band are the
 * core's (src/core/data).
 */
import type { Game } from '../../core/army/schema.js';
import { parseDistance } from '../../core/data/distance.js';
import type { Weapon } from '../../core/data/metadata.js';
import type { FactionAva, UnitData } from '../../core/data/units.js';
import {
  findMode,
  findWeapon,
  profileWords,
  rangeMod,
  weaponRef,
  type ProfileWord,
  type RangeMod,
} from '../../core/data/weapons.js';
import { profilesOf } from '../../core/data/units.js';
import type { Edition } from '../../core/rules/index.js';
import { dataEditionOf } from '../edition.js';
import { orUsage, usage } from '../errors.js';
import type { Host } from '../host.js';
import { dataDirOf, dataWarnings, editionWarning, foundUnit, openGameData } from './load.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>;

/**
 * How the run's edition writes what the data holds (docs/game-data.md): a weapon's
 * Damage (N4) or PS (N5), PS = 20 - Damage (§6.2), and wounds as W (N4) or VITA (N5).
 */
export interface ShownAs {
  readonly damage: 'damage' | 'ps';
  readonly wounds: string;
}

const shownAs = (edition: Edition): ShownAs => ({
  damage: edition.ammo.notation,
  wounds: edition.ammo.woundsName,
});

export interface UnitReport {
  readonly kind: 'unit';
  readonly game: Game | null;
  /** The run's edition's words and numbers, which the text shows. */
  readonly shown: ShownAs;
  readonly unit: UnitData;
  /** Per profile (in order), the modifier words its skills stand for (docs/rules.md §8). */
  readonly words: readonly (readonly ProfileWord[])[];
  /**
   * The unit as each faction's file has it, when they differ (docs/game-data.md): every
   * version with its factions and words; empty when the files agree.
   */
  readonly versions: readonly {
    readonly factions: readonly number[];
    readonly unit: UnitData;
    readonly words: readonly (readonly ProfileWord[])[];
  }[];
  /** Each faction's AVA per profile group (255 Total, -1 not selectable on its own). */
  readonly ava: readonly FactionAva[];
  readonly warnings: readonly string[];
  /** Unit files left out because they cannot be read: `infcalc: warning:` on stderr. */
  readonly flagWarnings: readonly string[];
}

export interface WeaponReport {
  readonly kind: 'weapon';
  readonly game: Game | null;
  /** The run's edition's words and numbers, which the text shows. */
  readonly shown: ShownAs;
  readonly weapon: Weapon;
  /** With --range: each mode's band at that distance. */
  readonly range: readonly RangeMod[] | null;
  readonly warnings: readonly string[];
}

export interface LookupOptions {
  readonly data?: string;
  readonly faction?: string;
}

/**
 * The edition a look-up is shown in: the data's (N4 or N5 files) unless --rules or
 * INFCALC_RULES names one; the other edition than the data's is an error naming both.
 */
export async function lookupEdition(
  host: Reader,
  opts: LookupOptions & { readonly rules?: string },
): Promise<Edition> {
  const loaded = await openGameData(host, dataDirOf(host, opts.data));
  return dataEditionOf(opts.rules, host, loaded.game, loaded.source);
}

export async function unitCommand(
  host: Reader,
  name: string,
  opts: LookupOptions,
  edition: Edition,
): Promise<UnitReport> {
  const loaded = await openGameData(host, dataDirOf(host, opts.data));
  const { unit, notes, versions, ava } = await foundUnit(host, loaded, name, opts.faction);
  const warning = editionWarning(loaded.game, edition);
  const wordsOf = (u: UnitData) =>
    profilesOf(u).map(({ profile, group }) =>
      profileWords(edition.mods, profile, group.options[0]),
    );
  return {
    kind: 'unit',
    game: loaded.game,
    shown: shownAs(edition),
    unit,
    words: wordsOf(unit),
    versions:
      versions.length < 2
        ? []
        : versions.map((v) => ({ factions: v.factions, unit: v.unit, words: wordsOf(v.unit) })),
    ava,
    warnings: [...notes, ...(warning === null ? [] : [warning])],
    flagWarnings: dataWarnings(host),
  };
}

export async function weaponCommand(
  host: Reader,
  name: string,
  opts: LookupOptions & { readonly range?: string; readonly allowOutOfRange?: boolean },
  edition: Edition,
): Promise<WeaponReport> {
  const loaded = await openGameData(host, dataDirOf(host, opts.data));
  const ref = weaponRef(loaded.metadata, name);
  const weapon = orUsage(findWeapon(loaded.metadata, ref.name));
  const modes = ref.mode === null ? weapon.modes : [orUsage(findMode(weapon, ref.mode))];
  const shown: Weapon = { ...weapon, modes };
  let range: RangeMod[] | null = null;
  if (opts.range !== undefined) {
    const d = orUsage(parseDistance(opts.range, '--range'));
    range = modes.map((m) => rangeMod(m, d));
    const last = range.flatMap((r) => (r.at.kind === 'out' ? [r.at.last] : []))[0];
    if (last !== undefined && opts.allowOutOfRange !== true)
      throw usage(
        `${weapon.name} is out of range at ${d.text}: its last band ends at ${last.max} cm`,
        'give a shorter --range, or --allow-out-of-range to see it with no range MOD',
      );
  }
  const warning = editionWarning(loaded.game, edition);
  return {
    kind: 'weapon',
    game: loaded.game,
    shown: shownAs(edition),
    weapon: shown,
    range,
    warnings: warning === null ? [] : [warning],
  };
}
