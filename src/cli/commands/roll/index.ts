/** `infcalc roll` and `infcalc ftf`: a roll from seeded or typed-in dice (docs/rules.md §1.3, §1.4). */
import type { Command } from 'commander';
import type { FtfOptions, RollOptions } from '../../../app/roll.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { damageOptions } from '../../damage-flags.js';
import { usage } from '../../errors.js';
import {
  chartOption,
  common,
  dataOptions,
  discoverOption,
  mods,
  saveDiceOptions,
  sdOptions,
  seedOption,
  timesOption,
  usesData,
  wordOptions,
} from '../../options.js';
import { ftfReactive } from '../../versus.js';

type RollFlags = Common & RollOptions & { readonly mod: string[]; readonly times?: string };

/** `--times N`: Monte-Carlo beside the exact odds, in place of one roll. */
async function simulated(
  ctx: Context,
  specs: Parameters<typeof import('../../../app/simulate.js').simulate>[0],
  opts: RollFlags & { vsDice?: string; vsSd?: string; times: string },
): Promise<void> {
  const { simulate } = await import('../../../app/simulate.js');
  const edition = await ctx.edition(opts.rules);
  const report = simulate(specs, opts, edition, await ctx.random(), ctx.progress(opts.times));
  ctx.done({ report, opts });
}

/**
 * `--unit ... --vs-unit ...`: the question filled in from game data (docs/game-data.md),
 * or null when no trooper is named. A roll is a Normal roll: no weapon on the other side.
 */
async function fromData(
  ctx: Context,
  spec: string | undefined,
  vs: string | undefined,
  reactive: string | undefined,
  opts: object,
  command: 'roll' | 'ftf',
) {
  const o = opts as Record<string, string | boolean | string[] | undefined>;
  if (!usesData(o)) return null;
  const { openSources, oddsFromSources } = await import('../../data/odds-data.js');
  const { dataWarnings, withLeftOut } = await import('../../data/load.js');
  const { dataEditionOf } = await import('../../edition.js');
  if (command === 'roll' && (o.vsWeapon !== undefined || o.vsDodge === true))
    throw usage(
      'roll is a Normal roll: the other trooper does not roll',
      'use ftf or odds for a Face-to-Face roll',
    );
  // With troopers from the data, "vs" alone is the word, not a spec.
  const [s, v] = spec?.toLowerCase() === 'vs' && vs === undefined ? [undefined, 'vs'] : [spec, vs];
  const left = (e: unknown): never => {
    throw withLeftOut(ctx.host, e);
  };
  const sources = await openSources(ctx.host, o).catch(left);
  // The data's edition unless --rules or INFCALC_RULES names one (docs/game-data.md); the
  // question carries it, and the roll is made with it.
  const edition = dataEditionOf(
    typeof o.rules === 'string' ? o.rules : undefined,
    ctx.host,
    sources.builderGame,
    sources.loaded?.source ?? '',
  );
  const asked = await oddsFromSources(
    ctx.host,
    sources,
    { spec: s, vs: v, reactive, options: { ...o, rules: edition.id } },
    edition,
  ).catch(left);
  // Unit files left out (unreadable): said on stderr, as odds does.
  return { ...asked, fileWarnings: dataWarnings(ctx.host) };
}

export const roll: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = sdOptions(parent.command('roll'), false)
      .summary('a Normal roll (§1.3)')
      .description('Resolve a Normal roll from seeded random dice or from dice you rolled.')
      .argument('[spec]', 'ATTR[+MOD|-MOD]...[bN], e.g. 12-3 or 13b3; from --unit');
    seedOption(cmd).option(
      '--dice <list>',
      'the dice you rolled, e.g. 8,12,9 (one per die: burst + Special Dice)',
    );
    chartOption(common(mods(timesOption(cmd))));
    discoverOption(wordOptions(cmd, false));
    return dataOptions(
      damageOptions(
        damageOptions(cmd, '', 'the roller', 'weapon'),
        'vs',
        'the target',
        'target',
      ).option('--vs-save-dice <list>', 'save dice rolled by the target, in order'),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc roll 12-3',
          'infcalc roll 13b3 --mod range=+3 --vs-with mimetism6 --vs-cover --seed table1',
          'infcalc roll 12-3 --dice 8 --json',
          'infcalc roll 13b3 --dam 13 --vs-arm 3 --vs-w 2 --seed t1',
        ]),
      )
      .action(async (specArg: string | undefined, opts: RollFlags) => {
        const asked = await fromData(ctx, specArg, undefined, undefined, opts, 'roll');
        const spec = asked?.query.spec ?? specArg;
        if (spec === undefined)
          throw usage(
            'roll needs a roll spec, or --unit NAME --weapon NAME',
            'e.g. infcalc roll 12-3',
          );
        if (asked !== null) Object.assign(opts, asked.query.options);
        if (opts.times !== undefined) {
          await simulated(ctx, { spec, mods: opts.mod }, { ...opts, times: opts.times });
          return;
        }
        const { rollNormal } = await import('../../../app/roll.js');
        const edition = await ctx.edition(opts.rules);
        const report = rollNormal(spec, opts, edition, await ctx.random());
        ctx.done({
          report:
            asked === null
              ? report
              : { ...report, fromData: asked.fromData, flagWarnings: asked.fileWarnings },
          opts,
        });
      });
  },
};

export const ftf: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = sdOptions(parent.command('ftf'), true)
      .summary('a Face-to-Face roll (§1.4)')
      .description(
        'Resolve a Face-to-Face roll: the first spec is the active side, the second the reactive side.',
      )
      .usage('[options] <active> vs <reactive>')
      .argument('[active]', 'the active side, e.g. 12b3; from --unit')
      // Optional for commander, so that `ftf 12 11` gets the same help as `odds`.
      .argument('[vs]', 'the word "vs"')
      .argument('[reactive]', 'the reactive side, e.g. 11');
    seedOption(cmd)
      .option('--dice <list>', "the active side's dice, e.g. 4,9")
      .option('--vs-dice <list>', "the reactive side's dice, e.g. 5");
    timesOption(cmd);
    const withMods = chartOption(
      common(mods(mods(cmd, '--mod', 'the active side'), '--vs-mod', 'the reactive side')),
    );
    return dataOptions(
      damageOptions(
        saveDiceOptions(damageOptions(wordOptions(withMods, true), '', 'the active side')),
        'vs',
        'the reactive side',
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc ftf 12b2 vs 11',
          'infcalc ftf 12b2 vs 11 --dice 4,9 --vs-dice 5',
          'infcalc ftf 15 vs 13 --cc --with ma3 --seed s1 --json',
          'infcalc ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --seed s1',
        ]),
      )
      .action(
        async (
          aArg: string | undefined,
          vsArg: string | undefined,
          rArg: string | undefined,
          opts: RollFlags & FtfOptions & { vsMod: string[] },
        ) => {
          const asked = await fromData(ctx, aArg, vsArg, rArg, opts, 'ftf');
          const a = asked?.query.spec ?? aArg;
          const reactive = asked === null ? ftfReactive(vsArg, rArg) : asked.query.reactive;
          if (a === undefined || reactive === undefined)
            throw usage(
              'ftf needs two sides, or --unit and --vs-unit with their weapons',
              'e.g. infcalc ftf 12b2 vs 11',
            );
          if (asked !== null) Object.assign(opts, asked.query.options);
          if (opts.times !== undefined) {
            const specs = { spec: a, mods: opts.mod, reactive, vsMods: opts.vsMod };
            await simulated(ctx, specs, { ...opts, times: opts.times });
            return;
          }
          const { rollFtf } = await import('../../../app/roll.js');
          const edition = await ctx.edition(opts.rules);
          const report = rollFtf(a, reactive, opts, edition, await ctx.random());
          ctx.done({
            report:
              asked === null
                ? report
                : { ...report, fromData: asked.fromData, flagWarnings: asked.fileWarnings },
            opts,
          });
        },
      );
  },
};
