/**
 * `save --weapon NAME[:MODE] [--unit NAME] --vs-unit NAME` (docs/game-data.md): the weapon
 * that hit and the target that saves, read from the data directory or the profiles file
 * and turned into the save command's own flags (src/app/from-data.ts).
 */
import { saveQuestionFromData } from '../../app/from-data.js';
import type { QueryValue } from '../../app/query.js';
import { SPARES_STR_SECTION, SPARES_STR_WHY, type FromData } from '../../core/data/side.js';
import type { Edition } from '../../core/rules/index.js';
import { dataEditionOf } from '../edition.js';
import { usage } from '../errors.js';
import type { Host } from '../host.js';
import { dataSide, dataWeapon, flagNames, openSources, sourceWarnings } from './odds-data.js';

type Reader = Pick<Host, 'readFile' | 'readDir' | 'env'>;
type Options = Readonly<Record<string, QueryValue | undefined>>;

/** The save's flags with the data filled in, what came from where, and any warning. */
export async function saveFromData(
  host: Reader,
  options: Options,
): Promise<{
  options: Record<string, QueryValue | undefined>;
  fromData: FromData;
  warnings: string[];
  /** The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md). */
  edition: Edition;
}> {
  for (const [k, flag] of [
    ['profile', '--profile'],
    ['option', '--option'],
    ['faction', '--faction'],
  ] as const)
    if (options[k] !== undefined && options.unit === undefined && options.trooper === undefined)
      throw usage(`${flag} needs --unit: the trooper it belongs to`);
  const carrier = options.trooper !== undefined ? '--trooper' : '--unit';
  const carried = options.unit !== undefined || options.trooper !== undefined;
  if (carried && options.weapon === undefined)
    throw usage(
      `${carrier} needs --weapon: the weapon that hit says the Damage and the ammunition`,
      'e.g. infcalc save 2 --unit fusilier --weapon "combi rifle" --vs-unit zhanshi',
    );
  const sources = await openSources(host, options);
  const edition = dataEditionOf(
    typeof options.rules === 'string' ? options.rules : undefined,
    host,
    sources.builderGame,
    sources.loaded?.source ?? '',
  );
  const weapon =
    carried || options.code !== undefined
      ? await dataSide(host, sources, options, flagNames(''), edition)
      : typeof options.weapon === 'string'
        ? dataWeapon(sources, options.weapon)
        : null;
  const target = await dataSide(host, sources, options, flagNames('vs'), edition);
  // N4's plain Bioweapon and N5's Target (VITA) spare a STR target (docs/rules.md §10.13, §10.15).
  const spares = weapon?.hits?.wOnly;
  if (
    spares !== undefined &&
    target?.target.str === true &&
    options.dam === undefined &&
    options.ps === undefined
  )
    throw usage(
      `${weapon?.source.weapon ?? 'the weapon'}: ${SPARES_STR_WHY[spares]}: a STR target makes no save against it (docs/rules.md ${SPARES_STR_SECTION[spares]})`,
      'give --dam or --ps to roll the saves anyway',
    );
  const asked = saveQuestionFromData(
    options,
    weapon?.hits == null
      ? null
      : {
          hits: weapon.hits,
          source: weapon.source,
          ...('words' in weapon ? { words: weapon.words, mode: weapon.mode } : {}),
        },
    target,
    edition,
  );
  return {
    ...asked,
    options: { ...asked.options, rules: edition.id },
    warnings: [...sourceWarnings(sources, edition), ...asked.warnings],
    edition,
  };
}
