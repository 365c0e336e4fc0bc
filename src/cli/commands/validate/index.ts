/**
 * `infcalc validate`: the list checks of docs/rules.md §2.3 on a list file, and with
 * `--code` or `--roster` the tournament list rules of §9 from the army builder's files
 * (exit 1 if invalid).
 */
import type { Command } from 'commander';
import type { CodeFlags } from '../../army-lists.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { usage } from '../../errors.js';
import {
  CODE_HELP,
  codeOptions,
  collect,
  common,
  fileArg,
  formats,
  ndjsonOption,
} from '../../options.js';
import type { ValidateFlags } from './run.js';

const LIST_HELP = `
With --code or --roster, the list rules of docs/rules.md §9 are checked against the
army builder's own files (--data DIR or --units): points, SWC, troopers, group size,
Lieutenant, AVA, relations, mercenaries, Reinforcements, Spec-Ops, unknown ids. Each
problem has a rule id and its section. --extras takes a comma list of free-game,
soldiers-of-fortune, spec-ops, reinforcements. See docs/tournament-lists.md.`;

export const validate: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        ndjsonOption(
          codeOptions(parent.command('validate'))
            .summary('check an army list (exit 1 if invalid)')
            .description(
              'Check an army list (docs/rules.md §2.3): troopers per group and list, exactly one Lieutenant, CodeOne limits, points. With --code or --roster: the tournament list rules of §9 from the army builder files. Exit 0 valid, 1 invalid, 2 unreadable.',
            )
            .argument('[file]', fileArg('army list', 'army-list'))
            .option('--roster <file>', 'a roster: CSV player,code[,code2] or NDJSON, - for stdin')
            .option(
              '--extras <list>',
              'ITS extras, comma-separated: free-game, soldiers-of-fortune, spec-ops, reinforcements',
            )
            .option('--points <n>', "the game's points (default: the code's own limit)")
            .option('--tier <n>', 'an ITS tier: 150, 200, 250, 300, 350 or 400 points')
            .option(
              '--choice <name=value>',
              'a list rules choice, repeatable (docs/rules-choices.md)',
              collect,
              [],
            ),
        ),
        ['text', 'json', 'md', 'csv', 'discord'],
      ),
    )
      .addHelpText('after', CODE_HELP + LIST_HELP)
      .addHelpText(
        'before',
        examples([
          'infcalc validate examples/n4-two-groups.json',
          'infcalc validate examples/lists.ndjson --ndjson',
          'infcalc validate --roster examples/roster.csv --data examples --extras soldiers-of-fortune',
          'infcalc validate --roster examples/roster.csv --data examples --tier 300 --format csv',
        ]),
      )
      .action(async (given: string | undefined, opts: Common & CodeFlags & ValidateFlags) => {
        // The typed question (src/app/question), read once here.
        const { validateFromCommand } = await import('../../../app/question/lists.js');
        const file = validateFromCommand(given, opts).list;
        const choices = opts.choice ?? [];
        if (opts.roster !== undefined) {
          if (opts.code !== undefined || file !== undefined)
            throw usage('give --roster alone: its lines hold the codes', 'drop FILE and --code');
          if (opts.ndjson === true)
            throw usage('--roster reads NDJSON or CSV lines itself', 'drop --ndjson');
          const { validateRosterRun } = await import('./run.js');
          await validateRosterRun(ctx, opts);
          return;
        }
        if (opts.code !== undefined && file === undefined) {
          const { validateCodeRun } = await import('./run.js');
          await validateCodeRun(ctx, opts);
          return;
        }
        // A list by the builder's ids (army decode --json) with the files to look them up.
        if (file !== undefined && (opts.data !== undefined || opts.units !== undefined)) {
          const { validateIdsRun } = await import('./run.js');
          await validateIdsRun(ctx, file, opts);
          return;
        }
        const listFlag = (['extras', 'points', 'tier'] as const).find((k) => opts[k] !== undefined);
        if (listFlag !== undefined || choices.length > 0)
          throw usage(
            `--${listFlag ?? 'choice'} needs --code or --roster (the list rules of docs/rules.md §9)`,
          );
        const { armyRun, validateAnswer } = await import('../../army-lists.js');
        await armyRun(ctx, file, opts, validateAnswer);
      }),
};
