/** `infcalc unit NAME`: a trooper from the army builder's data (docs/game-data.md). */
import type { Command } from 'commander';
import type { LookupOptions } from '../../data/lookup.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { common, dataDirOption, formats } from '../../options.js';

export const unit: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        dataDirOption(
          parent
            .command('unit')
            .summary('a trooper from the game data: profiles, skills, weapons, options')
            .description(
              'A trooper as the army builder shows it: every profile (MOV, CC, BS, PH, WIP, ARM, BTS, W/VITA or STR, S, type), skills and equipment with their bracketed values, weapons, and the options (points, SWC, orders, weapons). The name matches any case, by unit name or ISC (a whole word, a part of one, or the initials will do), or is the unit id the army builder gives it.',
            )
            .argument(
              '<name>',
              'the unit name or ISC (any case; a part of it will do), or its unit id',
            )
            .option('--faction <faction>', 'look in one faction only (id, slug or name)'),
        ),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc unit fusilier --data examples',
          'infcalc unit "ghost stalkers" --data examples --json',
        ]),
      )
      .action(async (name: string, opts: Common & LookupOptions) => {
        const { unitCommand, lookupEdition } = await import('../../data/lookup.js');
        // The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md).
        const edition = await lookupEdition(ctx.host, opts);
        const report = await unitCommand(ctx.host, name, opts, edition);
        ctx.done({ report, opts: { ...opts, rules: edition.id } });
      }),
};
