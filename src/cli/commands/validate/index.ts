/** `infcalc validate`: the list checks of docs/rules.md §2.3 (exit 1 if invalid). */
import type { Command } from 'commander';
import type { CodeFlags } from '../../army-lists.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { CODE_HELP, codeOptions, common, fileArg, formats, ndjsonOption } from '../../options.js';

export const validate: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        ndjsonOption(
          codeOptions(parent.command('validate'))
            .summary('check an army list (exit 1 if invalid)')
            .description(
              'Check an army list (docs/rules.md §2.3): troopers per group and list, exactly one Lieutenant, CodeOne limits, points. Exit 0 valid, 1 invalid, 2 unreadable.',
            )
            .argument('[file]', fileArg('army list', 'army-list')),
        ),
        ['text', 'json', 'discord'],
      ),
    )
      .addHelpText('after', CODE_HELP)
      .addHelpText(
        'before',
        examples([
          'infcalc validate examples/n4-two-groups.json',
          'infcalc validate examples/lists.ndjson --ndjson',
          'infcalc validate - --json < my-list.json',
        ]),
      )
      .action(async (file: string | undefined, opts: Common & CodeFlags) => {
        const { armyRun, validateAnswer } = await import('../../army-lists.js');
        await armyRun(ctx, file, opts, validateAnswer);
      }),
};
