/**
 * `odds --unit NAME [--profile N] --weapon NAME[:MODE] --range D` and the `--vs-` side:
 * troopers and weapons read from the data directory, turned into the question a player
 * would type (src/app/from-data.ts). Reading is here; the rest is pure.
 */
import {
  askedOf as askedFrom,
  distances,
  distanceSweepOf,
  sweepsDistance,
  type DistanceSweep,
  flagNames,
  listedMember,
  sideAt,
  type AskedFromData,
  type PickedUnit,
  type SideNames,
  type Typed,
} from '../../app/data-odds.js';
import type { QueryValue } from '../../app/query.js';
import { checkGameMetadata, type GameMetadata } from '../../core/data/metadata.js';
import {
  findProfileTrooper,
  withProfileWeapons,
  type LoadedProfiles,
} from '../../core/data/profiles.js';
import { weaponFromData, type DataSide, type DataWeaponPick } from '../../core/data/side.js';
import type { Game } from '../../core/army/schema.js';
import type { UnitVersion } from '../../core/data/units.js';
import type { Edition } from '../../core/rules/index.js';
import { orUsage, usage } from '../errors.js';
import type { Host } from '../host.js';
import { findUnitIn, type GameData } from '../../app/game-data.js';
import { dataDirOf, editionWarning, openGameData } from './load.js';
import { loadProfiles } from './profiles.js';
import type { PickedTrooper } from '../../app/list-troopers.js';

// The names and distances of a side, and the question's type, are the app's (pure).
export {
  distances,
  sweepsDistance,
  type DistanceSweep,
  flagNames,
  jsonNames,
  type AskedFromData,
  type SideNames,
} from '../../app/data-odds.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env' | 'dataFiles'>;
type Options = Readonly<Record<string, QueryValue | undefined>>;

const text = (o: Options, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
};

/** What a side is looked up in: the player's profiles first, then the data directory. */
export interface Sources {
  readonly profiles: LoadedProfiles | null;
  /** null when the data directory has none and the profiles file is at hand. */
  readonly loaded: GameData | null;
  /** Why the data directory could not be read; thrown when a side needs it. */
  readonly dataError: unknown;
  /** The builder's metadata with the profiles' weapons in front. */
  readonly metadata: GameMetadata;
  readonly game: 'n4' | 'n5' | 'codeone';
  /** The game the files say they hold, null when they do not say. */
  readonly dataGame: Game | null;
  /**
   * The game of the builder's files alone (not the profiles file): the edition of a
   * question follows it (docs/game-data.md), null without them.
   */
  readonly builderGame: Game | null;
}

/**
 * The profiles file and the data directory of a run (`--profiles`, `--data`), read once:
 * every side, entry or trooper of the run is looked up in them.
 */
export async function openSources(host: Reader, o: Options): Promise<Sources> {
  const profiles = await loadProfiles(host, text(o, 'profiles'));
  let loaded: GameData | null = null;
  let dataError: unknown = null;
  try {
    loaded = await openGameData(host, dataDirOf(host, text(o, 'data')));
  } catch (e) {
    // Offline play: the profiles file alone is enough for its own troopers.
    if (profiles === null) throw e;
    dataError = e;
  }
  const game = loaded?.game ?? profiles?.game ?? 'n5';
  const base = loaded?.metadata ?? orUsage(checkGameMetadata({}));
  const metadata = profiles === null ? base : orUsage(withProfileWeapons(profiles, base, game));
  return {
    profiles,
    loaded,
    dataError,
    metadata,
    game,
    dataGame: loaded?.game ?? profiles?.game ?? null,
    builderGame: loaded?.game ?? null,
  };
}

/** The warning when the data's game is not the run's edition, as a list. */
export function sourceWarnings(sources: Sources, edition: Edition): string[] {
  const warning = editionWarning(sources.dataGame, edition);
  return warning === null ? [] : [warning];
}

/** One trooper from the data (`unit`, `profile`, `weapon`, `range`, `faction`), or null. */
export async function dataSide(
  host: Reader,
  sources: Sources,
  o: Options,
  names: SideNames,
  edition: Edition,
): Promise<DataSide | null> {
  const pick = await dataPick(host, sources, o, names, edition);
  return pick === null ? null : pick(text(o, names.key('range')));
}

/**
 * A trooper picked from the data, at a distance: the unit is looked up (the data read)
 * once, and each distance then gives its band (a sweep over `--range`). `allowOut`: past
 * the last band, the side is built with no range MOD instead of an error.
 */
type PickAt = (range: string | undefined, allowOut?: boolean, rangeFlag?: string) => DataSide;

async function dataPick(
  host: Reader,
  sources: Sources,
  o: Options,
  names: SideNames,
  edition: Edition,
): Promise<PickAt | null> {
  const { key, flag } = names;
  const listed = await listedPick(host, sources, o, names);
  const name = listed?.side.unit.name ?? text(o, key('unit'));
  const weapon = text(o, key('weapon'));
  const range = text(o, key('range'));
  const profile = listed === null ? text(o, key('profile')) : String(listed.side.profile);
  const option = listed?.side.optionRef ?? text(o, key('option'));
  if (name === undefined) {
    for (const [k, v] of [
      ['weapon', weapon],
      ['range', range],
      ['profile', profile],
      ['option', option],
    ] as const)
      if (v !== undefined)
        throw usage(`${flag(k)} needs ${flag('unit')}: the trooper it belongs to`);
    return null;
  }
  // A Discover has its own bands (§8.1): its distance needs no weapon.
  const acting = key('unit') === 'unit';
  const discover = acting && o.discover === true;
  if (range !== undefined && weapon === undefined && !discover)
    throw usage(
      `${flag('range')} needs ${flag('weapon')}: a distance is measured for a weapon${acting && flag('unit') === '--unit' ? ' (or a --discover)' : ''}`,
    );
  const n = profile === undefined ? undefined : Number(profile);
  if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 99))
    throw usage(`${flag('profile')} "${profile ?? ''}" is not a profile number (1, 2...)`);
  const mine =
    sources.profiles === null || listed !== null
      ? null
      : orUsage(
          findProfileTrooper(
            sources.profiles,
            sources.metadata,
            name,
            sources.loaded !== null,
            edition.mods,
          ),
        );
  let unit;
  // A unit whose faction files differ, without --faction: each version (docs/game-data.md).
  let versions: readonly UnitVersion[] = [];
  if (listed !== null) unit = listed.side.unit;
  else if (mine !== null) unit = mine.unit;
  else if (sources.loaded === null) throw sources.dataError;
  else {
    const faction = text(o, key('faction'));
    // The metadata with the profiles' weapons is the one a unit's weapons are named from.
    const data = { ...sources.loaded, metadata: sources.metadata };
    const found = orUsage(await findUnitIn(data, name, faction));
    unit = found.unit;
    if (faction === undefined) versions = found.versions;
  }
  const picked: PickedUnit = {
    metadata: sources.metadata,
    game: sources.game,
    unit,
    versions,
    mine,
    ...(listed === null ? {} : { listed: { position: listed.position, name: listed.name } }),
    ...(n === undefined ? {} : { profile: n }),
    ...(option === undefined ? {} : { option }),
    ...(weapon === undefined ? {} : { weapon }),
    allowOutOfRange: o.allowOutOfRange === true,
    flag,
  };
  return (at, allowOut = false, rangeFlag = flag('range')) =>
    sideAt(picked, edition, at, allowOut, rangeFlag);
}

/**
 * `--code CODE --trooper 1.3` (or `--vs-code --vs-trooper`): the list's member, whose
 * unit, profile and option stand in for `--unit --profile --option`; null without them.
 */
async function listedPick(
  host: Reader,
  sources: Sources,
  o: Options,
  names: SideNames,
): Promise<PickedTrooper | null> {
  return listedMember(
    o,
    names,
    async (code) => (await import('./army-codes.js')).codeFromArg(host, code),
    () => {
      if (sources.loaded === null) throw sources.dataError;
      return { ...sources.loaded, metadata: sources.metadata };
    },
  );
}

/** A weapon named without a trooper (`save --weapon NAME`). */
export function dataWeapon(sources: Sources, ref: string): DataWeaponPick {
  if (sources.loaded === null && sources.profiles === null) throw sources.dataError;
  return orUsage(weaponFromData(sources.metadata, sources.game, ref));
}

/** The typed question with the data filled in, what came from where, and any warning. */
export async function oddsFromData(
  host: Reader,
  typed: {
    spec: string | undefined;
    vs: string | undefined;
    reactive: string | undefined;
    options: Options;
  },
  edition: Edition,
): Promise<AskedFromData> {
  return oddsFromSources(host, await openSources(host, typed.options), typed, edition);
}

/** `oddsFromData` with the run's sources already open (a compare, a batch: once a run). */
export async function oddsFromSources(
  host: Reader,
  sources: Sources,
  typed: Typed,
  edition: Edition,
  /** How bad input names the fields: flags (`--vs-unit`), or JSON keys in an entry. */
  names: (prefix: '' | 'vs') => SideNames = flagNames,
): Promise<AskedFromData> {
  const active = await dataPick(host, sources, typed.options, names(''), edition);
  const reactive = await dataPick(host, sources, typed.options, names('vs'), edition);
  const at = distances(typed.options, names);
  return askedOf(
    sources,
    typed,
    active?.(at.active) ?? null,
    reactive?.(at.reactive, false, at.vsFlag) ?? null,
    edition,
    names,
  );
}

/**
 * `odds --range 10..120cm:10` (or `--vs-range`) from the data: the troopers are looked up
 * once, then each cell of the sweep at its own distance gets its band's MOD. A cell past
 * the weapon's last band is shown as out of range (docs/sweeps-and-formats.md), unless
 * `--allow-out-of-range` rolls it with no range MOD. Null when no distance is swept.
 */
export async function distanceSweep(
  host: Reader,
  typed: Typed,
  edition: Edition,
): Promise<DistanceSweep | null> {
  if (!sweepsDistance(typed.options)) return null;
  return distanceSweepFrom(host, await openSources(host, typed.options), typed, edition);
}

/** `distanceSweep` with the run's sources already open (a batch line: once a run). */
export async function distanceSweepFrom(
  host: Reader,
  sources: Sources,
  typed: Typed,
  edition: Edition,
): Promise<DistanceSweep> {
  const active = await dataPick(host, sources, typed.options, flagNames(''), edition);
  const reactive = await dataPick(host, sources, typed.options, flagNames('vs'), edition);
  // Picked at no distance: each cell's distance then gives its weapons' bands.
  const picked = {
    active: active?.(undefined, true) ?? null,
    reactive: reactive?.(undefined, true) ?? null,
    allowOutOfRange: typed.options.allowOutOfRange === true,
  };
  return distanceSweepOf(typed, picked, (t) =>
    askedOf(sources, t, picked.active, picked.reactive, edition, flagNames),
  );
}

/** The question from the troopers at their distances: checks, filling, warnings. */
function askedOf(
  sources: Sources,
  typed: Typed,
  active: DataSide | null,
  reactive: DataSide | null,
  edition: Edition,
  names: (prefix: '' | 'vs') => SideNames,
): AskedFromData {
  const at = { dataGame: sources.dataGame, warnings: sourceWarnings(sources, edition) };
  return askedFrom(typed, active, reactive, edition, at, names('').flag);
}
