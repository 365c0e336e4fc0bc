/** `infcalc roll` and `infcalc ftf`: a roll from seeded or typed-in dice (docs/rules.md §1.3, §1.4). */
import type { Command } from 'commander';
import type { FtfOptions, RollOptions } from '../../../app/roll.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { damageOptions } from '../../damage-flags.js';
import {
  common,
  mods,
  saveDiceOptions,
  sdOptions,
  seedOption,
  timesOption,
} from '../../options.js';

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

export const roll: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const cmd = sdOptions(parent.command('roll'), false)
      .summary('a Normal roll (§1.3)')
      .description('Resolve a Normal roll from seeded random dice or from dice you rolled.')
      .argument('<spec>', 'ATTR[+MOD|-MOD]...[bN], e.g. 12-3 or 13b3');
    seedOption(cmd).option(
      '--dice <list>',
      'the dice you rolled, e.g. 8,12,9 (one per die: burst + Special Dice)',
    );
    common(mods(timesOption(cmd)));
    return damageOptions(
      damageOptions(cmd, '', 'the roller', 'weapon'),
      'vs',
      'the target',
      'target',
    )
      .option('--vs-save-dice <list>', 'save dice rolled by the target, in order')
      .addHelpText(
        'before',
        examples([
          'infcalc roll 12-3',
          'infcalc roll 13b3 --mod range=+3 --mod cover=-3 --seed table1',
          'infcalc roll 12-3 --dice 8 --json',
          'infcalc roll 13b3 --dam 13 --vs-arm 3 --vs-w 2 --seed t1',
        ]),
      )
      .action(async (spec: string, opts: RollFlags) => {
        if (opts.times !== undefined) {
          await simulated(ctx, { spec, mods: opts.mod }, { ...opts, times: opts.times });
          return;
        }
        const { rollNormal } = await import('../../../app/roll.js');
        const edition = await ctx.edition(opts.rules);
        ctx.done({ report: rollNormal(spec, opts, edition, await ctx.random()), opts });
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
      .argument('<active>', 'the active side, e.g. 12b3')
      // Optional for commander, so that `ftf 12 11` gets the same help as `odds`.
      .argument('[vs]', 'the word "vs"')
      .argument('[reactive]', 'the reactive side, e.g. 11');
    seedOption(cmd)
      .option('--dice <list>', "the active side's dice, e.g. 4,9")
      .option('--vs-dice <list>', "the reactive side's dice, e.g. 5");
    timesOption(cmd);
    const withMods = common(
      mods(mods(cmd, '--mod', 'the active side'), '--vs-mod', 'the reactive side'),
    );
    return damageOptions(
      saveDiceOptions(damageOptions(withMods, '', 'the active side')),
      'vs',
      'the reactive side',
    )
      .addHelpText(
        'before',
        examples([
          'infcalc ftf 12b2 vs 11',
          'infcalc ftf 12b2 vs 11 --dice 4,9 --vs-dice 5',
          'infcalc ftf 15b3 vs 13 --mod cover=-3 --seed s1 --json',
          'infcalc ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --seed s1',
        ]),
      )
      .action(
        async (
          a: string,
          vs: string | undefined,
          r: string | undefined,
          opts: RollFlags & FtfOptions & { vsMod: string[] },
        ) => {
          if (opts.times !== undefined) {
            const specs = {
              roll: 'ftf' as const,
              spec: a,
              mods: opts.mod,
              vs,
              reactive: r,
              vsMods: opts.vsMod,
            };
            await simulated(ctx, specs, { ...opts, times: opts.times });
            return;
          }
          const { rollFtf } = await import('../../../app/roll.js');
          const edition = await ctx.edition(opts.rules);
          ctx.done({ report: rollFtf(a, vs, r, opts, edition, await ctx.random()), opts });
        },
      );
  },
};
