/** `infcalc save HITS [CRITS]`: Saving Rolls at the table (docs/rules.md §6). */
import type { Command } from 'commander';
import type { QueryValue } from '../../../app/query.js';
import type { SaveOptions } from '../../../app/save.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { damageOptions } from '../../damage-flags.js';
import { common, saveDataOptions, saveUsesData, seedOption } from '../../options.js';

export const save: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = parent
      .command('save')
      .summary('Saving Rolls after a roll (§6)')
      .description(
        'Roll (or type in) the Saving Rolls a weapon forces: each save die, the extra critical save, Continuous Damage re-saves, the wounds and the new state. Weapon and target use the same flags.',
      )
      .argument('<hits>', 'plain hits that stood')
      .argument('[crits]', 'criticals that stood (default 0)');
    seedOption(cmd).option(
      '--dice <list>',
      'the save dice you rolled, in order: saves, then re-saves',
    );
    return saveDataOptions(damageOptions(common(cmd), '', 'the target', 'both', 'the attacker'))
      .addHelpText(
        'before',
        examples([
          'infcalc save 2 --dam 13 --arm 3 --w 2',
          'infcalc save 1 1 --dam 14 --ammo da --cont --arm 2 --dice 4,17,9,12,18',
          'infcalc save 0 1 --ps 6 --ammo t2 --arm 5 --w 2 --rules n5 --seed s1',
          'infcalc save 2 --weapon "combi rifle" --vs-unit zhanshi --data examples --rules n5 --seed s1',
        ]),
      )
      .action(async (hits: string, crits: string | undefined, opts: Common & SaveOptions) => {
        const { saveAtTable } = await import('../../../app/save.js');
        const o = opts as unknown as Readonly<Record<string, QueryValue | undefined>>;
        if (!saveUsesData(o)) {
          const edition = await ctx.edition(opts.rules);
          ctx.done({ report: saveAtTable(hits, crits, opts, edition, await ctx.random()), opts });
          return;
        }
        // Troopers and weapons from game data (docs/game-data.md): typed flags win, and
        // the edition is the data's unless --rules says it.
        const { saveFromData } = await import('../../data/save-data.js');
        const asked = await saveFromData(ctx.host, o);
        const { edition } = asked;
        const report = saveAtTable(hits, crits, asked.options, edition, await ctx.random());
        ctx.done({
          report: { ...report, fromData: asked.fromData, flagWarnings: asked.warnings },
          opts: { ...opts, rules: edition.id },
        });
      });
  },
};
