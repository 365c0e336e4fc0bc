/**
 * `odds --unit NAME [--profile N] --weapon NAME[:MODE] --range D` and the `--vs-` side:
 * troopers and weapons read from the data directory, turned into the question a player
 * would type (src/app/from-data.ts). Reading is here; the rest is pure.
 */
import { questionFromData } from '../../app/from-data.js';
import type { OddsQuery, QueryValue } from '../../app/query.js';
import { parseDistance } from '../../core/data/distance.js';
import { sideFromData, type DataSide, type FromData } from '../../core/data/side.js';
import { findUnit } from '../../core/data/units.js';
import type { Edition } from '../../core/rules/index.js';
import { orUsage, usage } from '../errors.js';
import type { Host } from '../host.js';
import { dataDirOf, editionWarning, loadMetadata, loadUnits, type LoadedMetadata } from './load.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;
type Options = Readonly<Record<string, QueryValue | undefined>>;

const text = (o: Options, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
};

/** Whether the question names a trooper from game data. */
export const usesData = (o: Options): boolean =>
  text(o, 'unit') !== undefined || text(o, 'vsUnit') !== undefined;

async function sideOf(
  host: Reader,
  loaded: LoadedMetadata,
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
  if (range !== undefined && weapon === undefined)
    throw usage(`${flag('range')} needs ${flag('weapon')}: a distance is measured for a weapon`);
  const n = profile === undefined ? undefined : Number(profile);
  if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 99))
    throw usage(`${flag('profile')} "${profile ?? ''}" is not a profile number (1, 2...)`);
  const files = await loadUnits(host, loaded, name, text(o, key('faction')));
  const unit = orUsage(findUnit(files, loaded.metadata, name));
  const distance = range === undefined ? undefined : orUsage(parseDistance(range, flag('range')));
  return orUsage(
    sideFromData(
      loaded.metadata,
      loaded.game ?? 'n5',
      edition.mods,
      {
        unit,
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
  const loaded = await loadMetadata(host, dataDirOf(host, text(typed.options, 'data')));
  const active = await sideOf(host, loaded, typed.options, '', edition);
  const reactive = await sideOf(host, loaded, typed.options, 'vs', edition);
  const program = typed.options.program !== undefined;
  if (program && typed.spec === undefined && active !== null && active.profile.wip === null)
    throw usage(
      `--program rolls WIP: --unit ${active.source.unit} has no WIP in its profile`,
      'type the WIP as the spec, e.g. infcalc odds 13 --program carbonite',
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
    loaded.game,
    typed.options.vsDodge === true,
  );
  const warning = editionWarning(loaded.game, edition);
  const warnings = warning === null ? [] : [warning];
  // §8.8: a program is a WIP Attack; the weapon's attribute and burst do not roll.
  if (
    program &&
    typed.spec === undefined &&
    active?.attribute != null &&
    active.attribute.name !== 'WIP'
  )
    warnings.push(
      `--program rolls WIP ${String(active.profile.wip)}, not the ${active.attribute.name} of --weapon ${active.weapon?.name ?? ''}`.trimEnd(),
    );
  return { query, fromData, warnings };
}
