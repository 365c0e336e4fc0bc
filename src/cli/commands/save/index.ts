/** `infcalc save HITS [CRITS]`: Saving Rolls at the table (docs/rules.md §6). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { damageOptions } from '../../damage-flags.js';
import { common, saveDataOptions, saveUsesData, seedOption } from '../../options.js';

/** Where the game data and the player's own troopers are: the run's, not the question's. */
interface Files {
  readonly data?: string;
  readonly profiles?: string;
}

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
      .action(async (hits: string, crits: string | undefined, opts: Common & Files) => {
        // The typed question, read once here (src/app/question); the rest is the run's.
        const { saveFromCommand, saveOptionsOf } = await import('../../../app/question/save.js');
        const question = saveFromCommand(hits, crits, opts);
        const fields = saveOptionsOf(question);
        const { saveAtTable } = await import('../../../app/save.js');
        const random = await ctx.random();
        if (!saveUsesData(fields)) {
          const edition = await ctx.edition(question.rules);
          ctx.done({
            report: saveAtTable(question.hits, question.crits, fields, edition, random),
            opts,
          });
          return;
        }
        // Troopers and weapons from game data (docs/game-data.md): typed flags win, and
        // the edition is the data's unless --rules says it.
        const { saveFromData } = await import('../../data/save-data.js');
        const files = { data: opts.data, profiles: opts.profiles };
        const asked = await saveFromData(ctx.host, { ...fields, ...files });
        const { edition } = asked;
        const report = saveAtTable(question.hits, question.crits, asked.options, edition, random);
        ctx.done({
          report: { ...report, fromData: asked.fromData, flagWarnings: asked.warnings },
          opts: { ...opts, rules: edition.id },
        });
      });
  },
};
