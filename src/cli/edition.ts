/** The edition of one run: `--rules` wins over INFCALC_RULES, and n4 is the default. */
import { DEFAULT_EDITION, EDITIONS, parseEdition, type Edition } from '../core/rules/index.js';
import { orUsage } from './errors.js';
import type { Host } from './host.js';

export function editionOf(flag: string | undefined, host: Pick<Host, 'env'>): Edition {
  if (flag !== undefined) return orUsage(parseEdition(flag, '--rules'));
  const env = host.env.INFCALC_RULES;
  if (env !== undefined && env !== '') return orUsage(parseEdition(env, 'INFCALC_RULES'));
  return EDITIONS[DEFAULT_EDITION];
}
