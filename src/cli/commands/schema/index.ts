/** `infcalc schema NAME`: the JSON Schema of an input format; `infcalc schema`: their names. */
import { Argument, type Command } from 'commander';
import { examples, type CommandModule, type Context } from '../../command.js';
import { SCHEMA_NAMES, type SchemaName } from '../../schema-names.js';

export const schema: CommandModule = {
  readsCommands: true,
  register: (parent: Command, ctx: Context) =>
    parent
      .command('schema')
      .summary('the JSON Schema of an input format')
      .addArgument(
        new Argument('[name]', 'the input format (none: list them)').choices(SCHEMA_NAMES),
      )
      .addHelpText(
        'before',
        examples([
          'infcalc schema army-list > army-list.schema.json',
          'infcalc schema engagement',
          'infcalc schema scgb-move',
        ]),
      )
      .action(async (name: SchemaName | undefined) => {
        if (name === undefined) {
          ctx.done({ report: { kind: 'schema', names: SCHEMA_NAMES }, opts: {} });
          return;
        }
        const [{ schemaCommand }, { oddsFields }] = await Promise.all([
          import('./run.js'),
          import('../../odds-question.js'),
        ]);
        ctx.done({
          report: schemaCommand(name, { oddsFields: oddsFields(ctx.program) }),
          opts: { json: true },
        });
      }),
};
