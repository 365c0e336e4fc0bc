/** The edition of one run: `--rules` wins over INFCALC_RULES, and n4 is the default. */
import { withSpecialDice, type Side } from '../core/roll/dice.js';
import { DEFAULT_EDITION, EDITIONS, parseEdition, type Edition } from '../core/rules/index.js';
import { SD_MAX } from '../core/roll/spec.js';
import { orUsage, usage } from './errors.js';
import type { Host } from './host.js';

export function editionOf(flag: string | undefined, host: Pick<Host, 'env'>): Edition {
  if (flag !== undefined) return orUsage(parseEdition(flag, '--rules'));
  const env = host.env.INFCALC_RULES;
  if (env !== undefined && env !== '') return orUsage(parseEdition(env, 'INFCALC_RULES'));
  return EDITIONS[DEFAULT_EDITION];
}

/** `--sd N` / `--vs-sd N`: Special Dice, 0..SD_MAX (docs/rules.md §7.1). */
export function parseSdFlag(text: string | undefined, flag: string): number {
  if (text === undefined) return 0;
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!(n >= 0 && n <= SD_MAX))
    throw usage(
      `${flag} "${text}" is not a number of Special Dice from 0 to ${SD_MAX}`,
      `e.g. ${flag} 1`,
    );
  return n;
}

/**
 * A side with the Special Dice of its spec (`+sd`) and of its flag, refused in an edition
 * without them and checked against `maxDice` (burst + SD) when given.
 */
export function sideWithSd(
  side: Side,
  flagText: string | undefined,
  flag: string,
  spec: string,
  edition: Edition,
  maxDice?: number,
): Side {
  const extra = parseSdFlag(flagText, flag);
  const where = extra > 0 ? flag : `"${spec}"`;
  const s = orUsage(withSpecialDice(side, extra, edition.dice, where));
  const sd = s.sd ?? 0;
  if (sd > SD_MAX)
    throw usage(`${sd} Special Dice on "${spec}": at most ${SD_MAX} per side`, `lower ${flag}`);
  if (maxDice !== undefined && s.burst + sd > maxDice) {
    throw usage(
      `"${spec}" rolls ${s.burst + sd} dice (burst ${s.burst} + ${sd} SD), above the limit of ${maxDice}`,
      'lower the burst or the Special Dice',
    );
  }
  return s;
}
