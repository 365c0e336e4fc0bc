/** `infcalc odds`: exact odds of a roll, with wounds and sweeps (docs/rules.md §1.2-§1.4, §6). */
import type { Command } from 'commander';
import type { EditionOf, OddsQuery, QueryValue, SweepData } from '../../../app/query.js';
import type { NamedQuery } from '../../../app/query-json.js';
import type { Edition } from '../../../core/rules/index.js';
import type { ResolvedEntry } from '../../data/entries.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { damageOptions } from '../../damage-flags.js';
import { EXIT, usage } from '../../errors.js';
import {
  chartOption,
  common,
  dataOptions,
  discoverOption,
  questionFormats,
  mods,
  sdOptions,
  usesData,
  wordOptions,
} from '../../options.js';
import { oddsReactive } from '../../versus.js';
import { invariant } from '../../../core/result.js';

export const odds: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = common(
      chartOption(
        questionFormats(
          mods(
            mods(
              sdOptions(parent.command('odds'), true)
                .summary('exact odds of a roll; sweeps with A..B')
                .description(
                  'Exact odds (integer counts over 20^n) of a Normal roll, or of a Face-to-Face roll with "A vs B". A range A..B (or A..B:STEP) in any number of a spec or of a flag sweeps it: one row per value, a grid for two ranges.',
                )
                .argument('[spec]', 'the roller, or the active side (- with --ndjson); from --unit')
                .argument('[vs]', 'the word "vs" for a Face-to-Face roll')
                .argument('[reactive]', 'the reactive side')
                .option('--cumulative', 'show "N or more successes" instead of each outcome')
                .option(
                  '--ndjson',
                  'batch: read one JSON question per line (FILE or - for stdin), write one JSON result per line',
                ),
              '--mod',
              'the first side',
            ),
            '--vs-mod',
            'the reactive side',
          ),
        ),
      ),
    );
    // docs/rules.md §8: skills and situations; §6: weapons and targets turn hits into wounds.
    return dataOptions(
      damageOptions(
        damageOptions(discoverOption(wordOptions(cmd, true)), '', 'the first side'),
        'vs',
        'the reactive side / target',
      )
        .option('--orders <n>', 'chance of at least one wound in N orders (default: 1, 2 and 3)')
        .option(
          '--template',
          'the active side attacks with a Direct Template Weapon: no attack roll, the reactive side Dodges (--vs-dodge) or shoots back, two Normal rolls',
        )
        .option(
          '--vs-template',
          'the reactive side answers with a Direct Template Weapon: its template hits without a roll, the active attack is a Normal roll, both resolve',
        ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc odds 13b3 vs 11',
          'infcalc odds 13b3 --dam 13 --vs-arm 4 --vs-w 2 --vs-cover --format discord',
          'infcalc odds 13b3 --vs-with mimetism6 --vs-cover --mod range=-6',
          'infcalc odds 10..16b3 vs 11 --mod cover=-3..0 --chart grid.png',
        ]),
      )
      .action(
        async (
          specArg: string | undefined,
          vsArg: string | undefined,
          r: string | undefined,
          opts: Common & Record<string, QueryValue | undefined>,
        ) => {
          if (opts.format === 'link') {
            // The question as a link to the page: nothing is computed (docs/web.md).
            const { oddsLink } = await import('../../share/link.js');
            ctx.done(oddsLink({ spec: specArg, vs: vsArg, reactive: r }, opts, ctx.host));
            return;
          }
          const [{ editionOf }, { runQuery }] = await Promise.all([
            import('../../edition.js'),
            import('../../../app/sweep-plan.js'),
          ]);
          const edition = (rules: string | undefined) => editionOf(rules, ctx.host);
          const fromData = usesData(opts);
          // With troopers from the data, "vs" alone is the word, not a spec.
          const [spec, vs] =
            fromData && specArg?.toLowerCase() === 'vs' && vsArg === undefined
              ? [undefined, 'vs']
              : [specArg, vsArg];
          if (opts.ndjson === true && spec === undefined)
            throw usage(
              'odds --ndjson needs FILE or - (standard input): the questions, one JSON object a line',
              'write: infcalc odds FILE --ndjson, or infcalc odds - --ndjson',
            );
          if (fromData && opts.ndjson !== true) {
            await oddsOfTroopers(ctx, { spec, vs, reactive: r }, opts);
            return;
          }
          if (spec === undefined)
            throw usage(
              'odds needs a roll spec, or a trooper from game data (--unit NAME --weapon NAME)',
              'e.g. infcalc odds 13b3 vs 11',
            );
          if (opts.ndjson === true) {
            if (vs !== undefined)
              throw usage(
                'odds --ndjson reads its questions from a file or -',
                'write: infcalc odds - --ndjson',
              );
            // One JSON record per line: a table format would be dropped (never ignored).
            if (opts.chart !== undefined)
              throw usage(
                '--chart cannot go with --ndjson: each answer is one JSON line',
                'drop --chart, or chart the questions one by one',
              );
            if (opts.format === 'md' || opts.format === 'csv')
              throw usage(
                `--format ${opts.format} cannot go with --ndjson: each answer is one JSON line`,
                'drop --format, or run the questions one by one',
              );
            const [{ oddsLines, batchDefaults }, { ndjsonRun }, { oddsFields }] = await Promise.all(
              [import('./batch.js'), import('../../ndjson.js'), import('../../odds-question.js')],
            );
            const fields = oddsFields(ctx.program);
            // Lines with troopers from game data: the data is read once, at the first one.
            const lines = oddsLines(
              fields,
              edition,
              batchDefaults(opts, fields),
              dataResolver(ctx, opts),
              opts.format !== 'discord',
            );
            if (opts.format === 'discord') {
              // A chat summary of the batch: one line per question (docs/sharing.md).
              const { discordBatch } = await import('../../share/discord-batch.js');
              ctx.done(await discordBatch(ctx.host, spec, lines, edition(opts.rules)));
              return;
            }
            ctx.done(await ndjsonRun(ctx.host, spec, lines, ctx.emit));
            return;
          }
          // The word "vs" and the second spec, checked as always; then the typed question,
          // read once here (src/app/question): the use-case never sees the flags.
          oddsReactive(vs, r);
          const { oddsFromCommand, oddsQueryOf } = await import('../../../app/question/odds.js');
          const question = oddsFromCommand({ spec, vs, reactive: r }, opts);
          invariant(!('notVs' in question), 'oddsReactive checks the word "vs"');
          const query = oddsQueryOf(question);
          if (await streamSweepJson(ctx, query, edition, opts)) return;
          ctx.done({ report: runQuery(query, edition), opts });
        },
      );
  },
};

/**
 * `odds --unit ... --vs-unit ...`: the troopers from game data, in the data's edition
 * unless --rules or INFCALC_RULES names one (docs/game-data.md), one answer or a sweep
 * over the distance (`--range 10..120cm:10`: each cell at its own band).
 */
async function oddsOfTroopers(
  ctx: Context,
  args: { spec: string | undefined; vs: string | undefined; reactive: string | undefined },
  given: Common & Record<string, QueryValue | undefined>,
): Promise<void> {
  const [data, { dataWarnings, withLeftOut }, { editionOf, dataEditionOf }, { runQuery }] =
    await Promise.all([
      import('../../data/odds-data.js'),
      import('../../data/load.js'),
      import('../../edition.js'),
      import('../../../app/sweep-plan.js'),
    ]);
  const left = (e: unknown): never => {
    throw withLeftOut(ctx.host, e);
  };
  const sources = await data.openSources(ctx.host, given).catch(left);
  const rules = dataEditionOf(
    given.rules,
    ctx.host,
    sources.builderGame,
    sources.loaded?.source ?? '',
  );
  const opts = { ...given, rules: rules.id };
  const edition = (r: string | undefined) => editionOf(r, ctx.host);
  const typed = { ...args, options: opts };
  if (data.sweepsDistance(opts)) {
    const swept = await data.distanceSweepFrom(ctx.host, sources, typed, rules).catch(left);
    // What the data leaves out or does not apply is said for a sweep too (docs/game-data.md).
    const warnings = [...dataWarnings(ctx.host), ...swept.warnings];
    if (
      warnings.length === 0 &&
      (await streamSweepJson(ctx, swept.query, edition, opts, swept.data))
    )
      return;
    const report = runQuery(swept.query, edition, swept.data);
    ctx.done({ report: { ...report, flagWarnings: warnings }, opts });
    return;
  }
  const asked = await data.oddsFromSources(ctx.host, sources, typed, rules).catch(left);
  const warnings = [...dataWarnings(ctx.host), ...asked.warnings];
  if (warnings.length === 0 && (await streamSweepJson(ctx, asked.query, edition, opts))) return;
  const report = runQuery(asked.query, edition);
  ctx.done({
    report:
      report.kind === 'odds-sweep'
        ? { ...report, flagWarnings: warnings }
        : {
            ...report,
            fromData: asked.fromData,
            flagWarnings: [...warnings, ...report.flagWarnings],
          },
    opts,
  });
}

/**
 * The look-up step of batch lines with troopers from game data: the data code is loaded
 * (and the data read) at the first such line only, once for the run.
 */
function dataResolver(
  ctx: Context,
  opts: Readonly<Record<string, QueryValue | undefined>>,
): (entry: NamedQuery, edition: Edition) => Promise<ResolvedEntry> {
  let resolver: Promise<(entry: NamedQuery, edition: Edition) => Promise<ResolvedEntry>> | null =
    null;
  return async (entry, edition) => {
    resolver ??= import('../../data/entries.js').then((m) => m.entryResolver(ctx.host, opts));
    return (await resolver)(entry, edition);
  };
}

/** Stdout is written in pieces of about this size while a JSON sweep runs. */
const SWEEP_FLUSH_CHARS = 1 << 20;

/**
 * `odds A..B --json`: each cell's row is written as it is computed and dropped, so a
 * 10,000-cell grid holds one report at a time, not all of them and the whole document
 * (the bytes are those of the sweep view's JSON). False: not a JSON sweep, nothing done.
 * A sweep that fits in one piece is written at its end, so a bad cell leaves stdout empty
 * as before; a longer one may have written rows when a later bad cell stops it.
 */
async function streamSweepJson(
  ctx: Context,
  query: OddsQuery,
  edition: EditionOf,
  opts: Common,
  data?: SweepData,
): Promise<boolean> {
  const format = opts.format ?? 'text';
  // A chart needs the whole sweep: the one output path writes it.
  if (opts.chart !== undefined) return false;
  // `--json --format md` is refused by the one output path; leave it to it.
  const json = opts.json === true ? format === 'text' || format === 'json' : format === 'json';
  if (!json) return false;
  const { sweepRows } = await import('../../../app/sweep-plan.js');
  const sweep = sweepRows(query, edition, data);
  if (sweep === null) return false;
  const [{ oddsSweepJsonText }, { taggedJson }] = await Promise.all([
    import('../../render/sweep-json.js'),
    import('../../render/frame.js'),
  ]);
  const rules = edition(opts.rules);
  let out = '';
  for (const piece of oddsSweepJsonText(sweep, (j) => taggedJson(j, rules))) {
    out += piece;
    if (out.length < SWEEP_FLUSH_CHARS) continue;
    // The reader has gone (`| head`): stop computing.
    if (!ctx.emit(out)) break;
    out = '';
  }
  if (out !== '') ctx.emit(out);
  ctx.done({ text: '', code: EXIT.ok });
  return true;
}
