/**
 * The odds question (src/app/query.ts) on the command line: its fields, read off the
 * `odds` command's own options (so a flag added to `odds` is at once a compare and
 * batch field), and a question written back as the command that asks it.
 */
import type { Command } from 'commander';
import {
  ENTRY_DATA_FIELDS,
  kebab,
  optionEntries,
  OUTPUT_ONLY,
  type OddsQuery,
} from '../app/query.js';
import type { QueryField } from '../app/query-json.js';
import { shellQuote } from './shell.js';

/** The command line of a question, e.g. `odds 13b3 vs 11 --vs-mod cover=-3`. */
export function queryText(q: OddsQuery): string {
  // Shell-quoted, so that a printed question can be pasted back as it is.
  const quote = shellQuote;
  const parts = ['odds', quote(q.spec)];
  if (q.reactive !== undefined) parts.push('vs', quote(q.reactive));
  for (const [key, value] of optionEntries(q.options)) {
    if (OUTPUT_ONLY.has(key) || value === undefined || value === false) continue;
    if (value === true) parts.push(`--${kebab(key)}`);
    else if (typeof value === 'string') parts.push(`--${kebab(key)}`, quote(value));
    else for (const v of value) parts.push(`--${kebab(key)}`, quote(v));
  }
  return parts.join(' ');
}

/**
 * The fields of a JSON question: the options of the `odds` command, its troopers from
 * game data included (`unit`, `vsWeapon`...; looked up before the question runs).
 */
export function queryFields(odds: Command): QueryField[] {
  return odds.options
    .filter(
      (o) =>
        !o.negate &&
        (!OUTPUT_ONLY.has(o.attributeName()) || ENTRY_DATA_FIELDS.has(o.attributeName())),
    )
    .map((o) => ({
      key: o.attributeName(),
      flag: o.long ?? o.flags,
      kind: Array.isArray(o.defaultValue) ? 'list' : o.required || o.optional ? 'value' : 'flag',
      description: o.description,
    }));
}

/** The fields of a JSON question, read off the program's `odds` command. */
export function oddsFields(program: Command): QueryField[] {
  const odds = program.commands.find((c) => c.name() === 'odds');
  return odds === undefined ? [] : queryFields(odds);
}
