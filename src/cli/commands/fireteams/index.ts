/** `infcalc fireteams`: the fireteams a list could form (docs/rules.md §9.5). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Context } from '../../command.js';
import { common, formats, unitsOptions } from '../../options.js';
import type { FireteamsFlags } from './run.js';

export const fireteams: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        unitsOptions(
          parent
            .command('fireteams')
            .summary('the fireteams an army code could form')
            .description(
              "Fireteams are formed at deployment, not in the list (docs/rules.md §9.5): from the army's Fireteam chart, list for each Combat Group every composition (by unit and option) of each team and type the chart allows, with its Fireteam Level, and the troopers that can join none. Without --rules, the list's own game (N5 for the builder's current data).",
            )
            .argument('<code>', 'an army code, a file holding one, or - for standard input'),
        ),
        ['text', 'json', 'md', 'csv', 'discord'],
      )
        .option(
          '--allow <list>',
          'let troopers with these skills join (comma list): hidden-deployment, infiltration, airborne-deployment',
        )
        .option(
          '--max <n>',
          'list at most N compositions (all are counted; default 500, at most 10000)',
        ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc fireteams - --units examples < examples/fireteams-code.txt',
          'infcalc fireteams - --units examples --json < examples/fireteams-code.txt',
        ]),
      )
      .action(async (code: string, opts: FireteamsFlags) => {
        // The typed question (src/app/question), read once here.
        const [{ fireteamsFromCommand }, { fireteamsCommand }] = await Promise.all([
          import('../../../app/question/lists.js'),
          import('./run.js'),
        ]);
        const question = fireteamsFromCommand(code, opts);
        ctx.done({ report: await fireteamsCommand(ctx, question.code, opts), opts });
      }),
};
