/** `infcalc compare FILE|-`: named matchups side by side, each answered as `odds` answers it. */
import type { Command } from 'commander';
import type { ReadyMatchup } from '../../../app/compare.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { chartOption, common, entryDataOptions, fileArg, shareFormats } from '../../options.js';

export const compare: CommandModule = {
  readsCommands: true,
  register: (parent: Command, ctx: Context) =>
    entryDataOptions(
      common(
        chartOption(
          shareFormats(
            parent
              .command('compare')
              .summary('named matchups side by side')
              .description(
                'Exact odds of several matchups in one table. FILE is a JSON list (or NDJSON) of matchups, each with the fields of the odds command: {"name": "...", "spec": "13b3", "reactive": "11", "vsMod": ["cover=-3"]} (infcalc schema compare).',
              )
              .argument('<file>', fileArg('matchups', 'compare')),
          ),
        ),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc compare examples/compare.json',
          'infcalc compare examples/compare.json --format md',
          'infcalc compare examples/compare.json --format discord --chart compare.svg',
          'infcalc schema compare',
        ]),
      )
      .action(async (file: string, opts: Common & { data?: string; profiles?: string }) => {
        const [
          { compareOf, matchups, typedMatchup, inMatchup },
          { oddsFields, queryText },
          { editionOf },
          { readSource },
          { UsageError },
        ] = await Promise.all([
          import('../../../app/compare.js'),
          import('../../odds-question.js'),
          import('../../edition.js'),
          import('../../io.js'),
          import('../../errors.js'),
        ]);
        const text = await readSource(ctx.host, file);
        // An entry's own "rules" wins; else the command line's (--rules, INFCALC_RULES).
        const edition = (rules: string | undefined) => editionOf(rules ?? opts.rules, ctx.host);
        const listed = matchups(text, oddsFields(ctx.program));
        // A chart of thousands of bar groups is a picture of hundreds of thousands of pixels'
        // height (gigabytes as a PNG): refused before any odds are counted or drawn.
        const { MAX_CHART_ENTRIES } = await import('../../../app/chart/index.js');
        if (opts.chart !== undefined && listed.length > MAX_CHART_ENTRIES) {
          const { usage } = await import('../../errors.js');
          throw usage(
            `--chart draws at most ${MAX_CHART_ENTRIES} matchups; ${file} has ${listed.length}`,
            'chart a part of them, or leave out --chart for the table',
          );
        }
        // Troopers from game data: looked up first, the data read once (docs/game-data.md).
        const ready: ReadyMatchup[] = [];
        let resolve: Awaited<ReturnType<typeof resolver>> | null = null;
        for (const m of listed) {
          if (m.entry.data === null) {
            ready.push(typedMatchup(m));
            continue;
          }
          resolve ??= await resolver(ctx, opts);
          try {
            const rules = m.entry.query.options.rules;
            const asked = await resolve(
              m.entry,
              edition(typeof rules === 'string' ? rules : undefined),
            );
            const { fromDataLabel } = await import('../../render/from-data.js');
            const name =
              m.entry.name ?? (asked.fromData === null ? null : fromDataLabel(asked.fromData));
            ready.push({ ...typedMatchup(m), ...asked, name });
          } catch (e) {
            if (e instanceof UsageError) throw inMatchup(e, m);
            throw e;
          }
        }
        const report = compareOf(ready, edition, (q) => queryText(q).replace(/^odds /, ''));
        ctx.done({ report, opts });
      }),
};

async function resolver(ctx: Context, opts: { data?: string; profiles?: string }) {
  const { entryResolver } = await import('../../data/entries.js');
  return entryResolver(ctx.host, opts);
}
