/** `infcalc scgb move FILE`: StarCraft: The Board Game, a Move order (docs/rules.md §5). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { fileArg, outputOptions } from '../../options.js';

export const scgb: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('scgb')
      .summary('StarCraft: The Board Game (§5)')
      .addHelpText(
        'before',
        examples([
          'infcalc scgb move examples/scgb-move.json',
          'infcalc scgb move - --json < my-move.json',
        ]),
      );
    outputOptions(
      group
        .command('move')
        .summary('check a planned Move order (exit 0 legal, 1 illegal, 2 bad input)')
        .description(
          'Check a Move order of StarCraft: The Board Game: destinations on the active planet, transports as bridges, unit limits (+2 in the battle area), at most one enemy area, Special order bonuses, Terran Liftoff.',
        )
        .argument('<file>', fileArg('Move order', 'scgb-move')),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc scgb move examples/scgb-move.json',
          'infcalc scgb move examples/scgb-illegal.json --json',
        ]),
      )
      .action(async (file: string, opts: Common) => {
        const [{ scgbMove }, { readSource }] = await Promise.all([
          import('../../../app/scgb.js'),
          import('../../io.js'),
        ]);
        ctx.done({ report: scgbMove(await readSource(ctx.host, file)), opts });
      });
    return group;
  },
};
