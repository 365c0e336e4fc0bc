/** `infcalc engage FILE`: every roll one order causes (docs/rules.md §1.5). */
import type { Command } from 'commander';
import type { QueryValue } from '../../../app/query.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import {
  chartOption,
  collect,
  common,
  entryDataOptions,
  fileArg,
  shareFormats,
  seedOption,
} from '../../options.js';

interface Flags {
  seed?: string;
  odds?: boolean;
  choice?: string[];
  data?: string;
  profiles?: string;
  allowOutOfRange?: boolean;
}

/** A key that names game data: "unit", "profile"..., or a weapon by name. */
const MAY_NAME_DATA = /"(unit|profile|faction|range)"\s*:|"weapon"\s*:\s*("|\{[^}]*"name")/;

export const engage: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = parent
      .command('engage')
      .summary('every roll one order causes (§1.5)')
      .description(
        'Resolve an engagement: the active trooper splits its burst between targets; each target that opposes it makes a Face-to-Face roll, others Normal rolls; AROs roll one die.',
      )
      .argument('<file>', fileArg('engagement', 'engagement'));
    seedOption(cmd, 'any string; draws the dice not given in the file')
      .option('--odds', 'exact odds of each roll and of each trooper being hit, instead of rolling')
      .option(
        '--choice <name=value>',
        'settle an open rules point, e.g. split-burst=none (infcalc mods lists them), repeatable',
        collect,
        [],
      );
    return entryDataOptions(common(chartOption(shareFormats(cmd))))
      .option('--allow-out-of-range', 'past the last band: no range MOD instead of an error')
      .addHelpText(
        'before',
        examples([
          'infcalc engage examples/engage-split.json',
          'infcalc engage examples/engage-split.json --odds',
          'infcalc engage examples/engage-split.json --odds --format discord --chart engage.png',
          'infcalc engage - --seed s1 --json < my-engagement.json',
        ]),
      )
      .action(async (file: string, opts: Common & Flags) => {
        // The typed question (src/app/question), read once here: the use-case takes it.
        const [{ engageFromCommand }, { engagementOf }, { readSource }] = await Promise.all([
          import('../../../app/question/engage.js'),
          import('../../../app/engage.js'),
          import('../../io.js'),
        ]);
        const question = engageFromCommand(file, opts);
        const text = await readSource(ctx.host, question.file);
        // Troopers from game data ("unit", "weapon", "range"): filled in before it runs.
        // A file that cannot name any loads no game-data code.
        const data = MAY_NAME_DATA.test(text)
          ? await (
              await import('../../data/engage-data.js')
            ).engagementFromData(
              ctx.host,
              text,
              opts as Readonly<Record<string, QueryValue | undefined>>,
            )
          : null;
        if (data === null) {
          const edition = await ctx.edition(opts.rules);
          ctx.done({ report: engagementOf(text, question, edition, await ctx.random()), opts });
          return;
        }
        // The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md).
        const { edition } = data;
        const report = engagementOf(
          { json: data.input },
          { ...question, quiet: data.quiet },
          edition,
          await ctx.random(),
        );
        ctx.done({
          report: { ...report, fromData: data.fromData, flagWarnings: data.warnings },
          opts: { ...opts, rules: edition.id },
        });
      });
  },
};
