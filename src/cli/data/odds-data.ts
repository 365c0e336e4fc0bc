/**
 * `odds --unit NAME [--profile N] --weapon NAME[:MODE] --range D` and the `--vs-` side:
 * troopers and weapons read from the data directory, turned into the question a player
 * would type (src/app/from-data.ts). Reading is here; the rest is pure.
 */
import { questionFromData, wipFlagOf } from '../../app/from-data.js';
import type { OddsQuery, QueryValue } from '../../app/query.js';
import { parseDistance } from '../../core/data/distance.js';
import { checkGameMetadata, type GameMetadata } from '../../core/data/metadata.js';
import {
  findProfileTrooper,
  withProfileWeapons,
  type LoadedProfiles,
} from '../../core/data/profiles.js';
import { sideFromData, type DataSide, type FromData } from '../../core/data/side.js';
import { findUnit } from '../../core/data/units.js';
import type { Edition } from '../../core/rules/index.js';
import { orUsage, usage } from '../errors.js';
import type { Host } from '../host.js';
import { dataDirOf, editionWarning, loadMetadata, loadUnits, type LoadedMetadata } from './load.js';
import { loadProfiles } from './profiles.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;
type Options = Readonly<Record<string, QueryValue | undefined>>;

const text = (o: Options, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
};

/** What a side is looked up in: the player's profiles first, then the data directory. */
interface Sources {
  readonly profiles: LoadedProfiles | null;
  /** null when the data directory has none and the profiles file is at hand. */
  readonly loaded: LoadedMetadata | null;
  /** Why the data directory could not be read; thrown when a side needs it. */
  readonly dataError: unknown;
  /** The builder's metadata with the profiles' weapons in front. */
  readonly metadata: GameMetadata;
  readonly game: 'n4' | 'n5' | 'codeone';
}

async function sideOf(
  host: Reader,
  sources: Sources,
  o: Options,
  prefix: '' | 'vs',
  edition: Edition,
): Promise<DataSide | null> {
  const key = (k: string) => (prefix === '' ? k : `vs${k.charAt(0).toUpperCase()}${k.slice(1)}`);
  const flag = (k: string) => (prefix === '' ? `--${k}` : `--vs-${k}`);
  const name = text(o, key('unit'));
  const weapon = text(o, key('weapon'));
  const range = text(o, key('range'));
  const profile = text(o, key('profile'));
  if (name === undefined) {
    for (const [k, v] of [
      ['weapon', weapon],
      ['range', range],
      ['profile', profile],
    ] as const)
      if (v !== undefined)
        throw usage(`${flag(k)} needs ${flag('unit')}: the trooper it belongs to`);
    return null;
  }
  // A Discover has its own bands (§8.1): its distance needs no weapon.
  const discover = prefix === '' && o.discover === true;
  if (range !== undefined && weapon === undefined && !discover)
    throw usage(
      `${flag('range')} needs ${flag('weapon')}: a distance is measured for a weapon (or a --discover)`,
    );
  const n = profile === undefined ? undefined : Number(profile);
  if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 99))
    throw usage(`${flag('profile')} "${profile ?? ''}" is not a profile number (1, 2...)`);
  const mine =
    sources.profiles === null
      ? null
      : orUsage(
          findProfileTrooper(sources.profiles, sources.metadata, name, sources.loaded !== null),
        );
  let unit;
  if (mine !== null) unit = mine.unit;
  else if (sources.loaded === null) throw sources.dataError;
  else {
    const files = await loadUnits(host, sources.loaded, name, text(o, key('faction')));
    unit = orUsage(findUnit(files, sources.metadata, name));
  }
  const distance = range === undefined ? undefined : orUsage(parseDistance(range, flag('range')));
  return orUsage(
    sideFromData(
      sources.metadata,
      sources.game,
      edition.mods,
      {
        unit,
        ...(mine === null ? {} : { words: mine.words, from: 'profiles' as const }),
        ...(n === undefined ? {} : { profile: n }),
        ...(weapon === undefined ? {} : { weapon }),
        ...(distance === undefined ? {} : { distance }),
      },
      { allowOutOfRange: o.allowOutOfRange === true, flag: prefix === '' ? '--' : '--vs-' },
    ),
  );
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
): Promise<{ query: OddsQuery; fromData: FromData; warnings: string[] }> {
  const profiles = await loadProfiles(host, text(typed.options, 'profiles'));
  let loaded: LoadedMetadata | null = null;
  let dataError: unknown = null;
  try {
    loaded = await loadMetadata(host, dataDirOf(host, text(typed.options, 'data')));
  } catch (e) {
    // Offline play: the profiles file alone is enough for its own troopers.
    if (profiles === null) throw e;
    dataError = e;
  }
  const game = loaded?.game ?? profiles?.game ?? 'n5';
  const base = loaded?.metadata ?? orUsage(checkGameMetadata({}));
  const metadata = profiles === null ? base : orUsage(withProfileWeapons(profiles, base, game));
  const sources: Sources = { profiles, loaded, dataError, metadata, game };
  const active = await sideOf(host, sources, typed.options, '', edition);
  const reactive = await sideOf(host, sources, typed.options, 'vs', edition);
  // A program and a Discover roll the profile's WIP (§8.1, §8.8), whatever the weapon.
  const wipFlag = wipFlagOf(typed.options);
  const program = wipFlag !== null;
  if (program && typed.spec === undefined && active !== null && active.profile.wip === null)
    throw usage(
      `${wipFlag} rolls WIP: --unit ${active.source.unit} has no WIP in its profile`,
      `type the WIP as the spec, e.g. infcalc odds 13 ${wipFlag === '--program' ? '--program carbonite' : '--discover'}`,
    );
  if (typed.spec === undefined && active?.attribute == null && !(program && active !== null))
    throw usage(
      active === null
        ? 'odds needs a roll spec or --unit NAME --weapon NAME'
        : `--unit ${active.source.unit} needs --weapon: the weapon says which attribute rolls`,
      'e.g. infcalc odds --unit fusilier --weapon "combi rifle" --range 37cm',
    );
  const { query, fromData } = questionFromData(
    typed,
    active,
    reactive,
    edition,
    loaded?.game ?? profiles?.game ?? null,
    typed.options.vsDodge === true,
  );
  const warning = editionWarning(loaded?.game ?? profiles?.game ?? null, edition);
  const warnings = warning === null ? [] : [warning];
  // §8.8: a program is a WIP Attack (a Discover a WIP roll); the weapon's attribute and burst do not roll.
  if (
    program &&
    typed.spec === undefined &&
    active?.attribute != null &&
    active.attribute.name !== 'WIP'
  )
    warnings.push(
      `${wipFlag} rolls WIP ${String(active.profile.wip)}, not the ${active.attribute.name} of --weapon ${active.weapon?.name ?? ''}`.trimEnd(),
    );
  return { query, fromData, warnings };
}
