/** The edition of one run: `--rules` wins over INFCALC_RULES, and n4 is the default. */
import type { Game } from '../core/army/schema.js';
import { DEFAULT_EDITION, EDITIONS, parseEdition, type Edition } from '../core/rules/index.js';
import { orUsage, usage } from './errors.js';
import type { Host } from './host.js';

export function editionOf(flag: string | undefined, host: Pick<Host, 'env'>): Edition {
  if (flag !== undefined) return orUsage(parseEdition(flag, '--rules'));
  const env = host.env.INFCALC_RULES;
  if (env !== undefined && env !== '') return orUsage(parseEdition(env, 'INFCALC_RULES'));
  return EDITIONS[DEFAULT_EDITION];
}

/**
 * The edition of a question that uses game data (docs/game-data.md, "The edition follows
 * the data"): the data's game (N4 or N5 files) unless `--rules` or INFCALC_RULES names
 * one; naming the other edition than the data's is an error naming both, never a mix.
 * `where`: the data directory, for the message.
 */
export function dataEditionOf(
  flag: string | undefined,
  host: Pick<Host, 'env'>,
  game: Game | null,
  where: string,
): Edition {
  const env = host.env.INFCALC_RULES;
  const from =
    flag !== undefined ? '--rules' : env !== undefined && env !== '' ? 'INFCALC_RULES' : null;
  const data = game === 'n4' || game === 'n5' ? EDITIONS[game] : null;
  if (from === null) return data ?? EDITIONS[DEFAULT_EDITION];
  const asked = editionOf(flag, host);
  if (data === null || asked.id === data.id) return asked;
  throw usage(
    `${from === '--rules' ? `--rules ${flag ?? ''}` : `INFCALC_RULES=${env ?? ''}`} asks ${asked.name} rules of ${data.name} data ("${where}")`,
    `leave ${from} out (the data's edition is used), or give --data a folder of ${asked.id.toUpperCase()} files`,
  );
}
