/** `infcalc weapon NAME`: a weapon's chart from the game data, and its band at a distance (docs/rules.md §8.1). */
import type { Command } from 'commander';
import type { LookupOptions } from '../../data/lookup.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { common, dataDirOption, formats } from '../../options.js';

interface WeaponOptions extends Common, LookupOptions {
  readonly range?: string;
  readonly allowOutOfRange?: boolean;
}

export const weapon: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        dataDirOption(
          parent
            .command('weapon')
            .summary("a weapon's chart from the game data; its range MOD at a distance")
            .description(
              "A weapon's chart: each mode's range bands, burst, Damage or PS, ammunition, saving attribute and traits. With --range, the band and MOD at that distance (37cm or 15in; 1 in = 2.5 cm).",
            )
            .argument('<name>', 'the weapon (any case), NAME:MODE for one mode')
            .option('--range <distance>', 'the distance: 37cm or 15in')
            .option('--allow-out-of-range', 'past the last band: no MOD instead of an error'),
        ),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc weapon "combi rifle" --range 37cm --data examples',
          'infcalc weapon "multi rifle:ap" --range 15in --data examples',
        ]),
      )
      .action(async (name: string, opts: WeaponOptions) => {
        const { weaponCommand, lookupEdition } = await import('../../data/lookup.js');
        // The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md).
        const edition = await lookupEdition(ctx.host, opts);
        const report = await weaponCommand(ctx.host, name, opts, edition);
        ctx.done({ report, opts: { ...opts, rules: edition.id } });
      }),
};
