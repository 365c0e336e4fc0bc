/** `infcalc mods [WORD]`: skills, equipment and situations as MODs (docs/rules.md §8). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { common } from '../../options.js';

export const mods: CommandModule = {
  register: (parent: Command, ctx: Context) =>
    common(
      parent
        .command('mods')
        .summary('skills and situations as MODs (§8)')
        .description(
          'The catalogue of words for --with and --vs-with: what each changes (own or enemy roll, which rolls, Normal or F2F, burst, SD, damage), its section, the situations (cover, zones), the hacking programs, and the open rules points with the --choice that settles them.',
        )
        .argument('[word]', 'one word only, e.g. ma3 or "Martial Arts L3"'),
    )
      .addHelpText(
        'before',
        examples(['infcalc mods', 'infcalc mods ma3 --rules n5', 'infcalc mods --json']),
      )
      .action(async (word: string | undefined, opts: Common) => {
        const { modsOf } = await import('../../../app/mods.js');
        const edition = await ctx.edition(opts.rules);
        ctx.done({ report: modsOf(edition, word), opts });
      }),
};
