/** `infcalc orders`: the Tactical Phase of an army list or an army code (docs/rules.md §3). */
import type { Command } from 'commander';
import type { CodeFlags } from '../../army-lists.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import {
  CODE_HELP,
  codeOptions,
  common,
  fileArg,
  shareFormats,
  ndjsonOption,
} from '../../options.js';

export const orders: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      shareFormats(
        ndjsonOption(
          codeOptions(parent.command('orders'))
            .summary('the Tactical Phase of an army list')
            .description(
              'Run the Tactical Phase (docs/rules.md §3) on an army list as it stands: Retreat! check, Loss of Lieutenant check, and the Order Count of each Combat Group.',
            )
            .argument('[file]', fileArg('army list', 'army-list'))
            .option(
              '--public',
              'print only what the opponent may know (no Lieutenant identity, no undeployed troopers)',
            ),
        ),
      ),
    )
      .addHelpText('after', CODE_HELP)
      .addHelpText(
        'before',
        examples([
          'infcalc orders examples/n4-two-groups.json',
          'infcalc orders examples/n4-retreat.json --json',
          'cat examples/lists.ndjson | infcalc orders - --ndjson',
          'infcalc orders examples/n4-two-groups.json --public',
        ]),
      )
      .action(async (file: string | undefined, opts: Common & CodeFlags & { public?: boolean }) => {
        // The typed question (src/app/question), read once here: its list and switches.
        const [{ ordersFromCommand }, { armyRun, ordersAnswer }] = await Promise.all([
          import('../../../app/question/lists.js'),
          import('../../army-lists.js'),
        ]);
        const question = ordersFromCommand(file, opts);
        await armyRun(ctx, question.list, opts, ordersAnswer(question.public === true));
      }),
};
