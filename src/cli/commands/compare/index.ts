/** `infcalc compare FILE|-`: named matchups side by side, each answered as `odds` answers it. */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { common, fileArg, formats } from '../../options.js';

export const compare: CommandModule = {
  readsCommands: true,
  register: (parent: Command, ctx: Context) =>
    common(
      formats(
        parent
          .command('compare')
          .summary('named matchups side by side')
          .description(
            'Exact odds of several matchups in one table. FILE is a JSON list (or NDJSON) of matchups, each with the fields of the odds command: {"name": "...", "spec": "13b3", "reactive": "11", "vsMod": ["cover=-3"]} (infcalc schema compare).',
          )
          .argument('<file>', fileArg('matchups', 'compare')),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc compare examples/compare.json',
          'infcalc compare examples/compare.json --format md',
          'infcalc schema compare',
        ]),
      )
      .action(async (file: string, opts: Common) => {
        const [{ compareOf }, { oddsFields, queryText }, { editionOf }, { readSource }] =
          await Promise.all([
            import('../../../app/compare.js'),
            import('../../odds-question.js'),
            import('../../edition.js'),
            import('../../io.js'),
          ]);
        const text = await readSource(ctx.host, file);
        const report = compareOf(
          text,
          oddsFields(ctx.program),
          (rules) => editionOf(rules, ctx.host),
          (q) => queryText(q).replace(/^odds /, ''),
        );
        ctx.done({ report, opts });
      }),
};
