/** Test helpers: the options a command declares, and random questions of its fields. */
import { Command } from 'commander';
import fc from 'fast-check';
import type { FieldKind } from '../../../src/app/question/index.js';
import type { Context } from '../../../src/cli/command.js';
import type { CommandModule } from '../../../src/cli/command.js';
import { engage } from '../../../src/cli/commands/engage/index.js';
import { fireteams } from '../../../src/cli/commands/fireteams/index.js';
import { odds } from '../../../src/cli/commands/odds/index.js';
import { orders } from '../../../src/cli/commands/orders/index.js';
import { save } from '../../../src/cli/commands/save/index.js';
import { validate } from '../../../src/cli/commands/validate/index.js';

const MODULES = { odds, save, engage, orders, validate, fireteams } satisfies Record<
  string,
  CommandModule
>;

/** The options a command declares, by attribute name, as field kinds. */
export function declared(name: keyof typeof MODULES): Map<string, FieldKind> {
  const cmd = MODULES[name].register(new Command(), {} as Context);
  return new Map(
    cmd.options
      .filter((o) => !o.negate)
      .map((o) => [
        o.attributeName(),
        Array.isArray(o.defaultValue) ? 'list' : o.required || o.optional ? 'value' : 'flag',
      ]),
  );
}

/** A word as a player types it: a number, a range, a name with spaces, a NAME=VALUE. */
export const word = fc.oneof(
  fc.constantFrom('13', '0', '10..16', '4..8:2', 'cover=-3', '37cm', 'combi rifle', 'n5', 'a.b'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
);

/** A FILE argument: a path the command line does not read as a flag, or `-`. */
export const sourceWord = fc.oneof(
  fc.constant('-'),
  word.filter((w) => !w.startsWith('-')),
);

/** A spec or count: a word the command line does not read as a flag. */
export const positionalWord = word.filter((w) => !w.startsWith('-') && w.toLowerCase() !== 'vs');

/** Random canonical fields of a table, among those the command declares. */
export function fieldsArb(
  table: Readonly<Record<string, FieldKind>>,
  known: ReadonlyMap<string, FieldKind>,
): fc.Arbitrary<Record<string, string | string[] | true | undefined>> {
  const model: Record<string, fc.Arbitrary<string | string[] | true>> = {};
  for (const [name, kind] of Object.entries(table)) {
    if (!known.has(name)) continue;
    model[name] =
      kind === 'flag'
        ? fc.constant(true)
        : kind === 'list'
          ? fc.array(word, { minLength: 1, maxLength: 3 })
          : word;
  }
  return fc.record(model, { requiredKeys: [] });
}
