/** `infcalc order check|sequence`: one order, its skills, its sequence (docs/rules.md §4). */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { collect, common } from '../../options.js';

const skillOption = (cmd: Command): Command =>
  cmd.option(
    '--skill <name=kind>',
    'add or correct a catalogue entry for this run (kind: short-movement, short, entire-order; N5 names: basic-short, long)',
    collect,
    [],
  );

export const order: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('order')
      .summary('one order: its skills, its sequence')
      .addHelpText(
        'before',
        examples([
          'infcalc order check "Move + BS Attack"',
          'infcalc order sequence "Move + BS Attack"',
        ]),
      );

    common(
      skillOption(
        group
          .command('check')
          .summary('is this order valid? (exit 0 valid, 1 invalid)')
          .description(
            'Check what one order declares (docs/rules.md §4.1): one Entire Order skill, Short Movement + Short Movement, or Short Movement + Short Skill.',
          )
          .argument('<skills>', 'one or two skills joined by "+", e.g. "Move + BS Attack"')
          .option(
            '--retreat',
            'the army is in Retreat!: only Short Movement Skills, Cautious Movement, Dodge or Reset',
          )
          .option('--reactive', 'check an ARO of the reactive turn: one skill, no Long Skills'),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc order check "Move + BS Attack"',
          'infcalc order check "bs + cc"',
          'infcalc order check "Cautious Movement" --json',
          'infcalc order check "Move + Tri Fire" --skill "Tri Fire=entire-order"',
        ]),
      )
      .action(
        async (
          declared: string,
          opts: Common & { skill: string[]; retreat?: boolean; reactive?: boolean },
        ) => {
          const { orderCheckOf } = await import('../../../app/order.js');
          const edition = await ctx.edition(opts.rules);
          ctx.done({ report: orderCheckOf(declared, opts, edition), opts });
        },
      );

    common(
      skillOption(
        group
          .command('sequence')
          .summary('the order expenditure sequence, with the ARO windows (§4.3)')
          .argument('[skills]', 'the declared skills, e.g. "Move + BS Attack"'),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc order sequence',
          'infcalc order sequence "Move + BS Attack"',
          'infcalc order sequence "Suppressive Fire" --json',
        ]),
      )
      .action(async (declared: string | undefined, opts: Common & { skill: string[] }) => {
        const { orderSequenceOf } = await import('../../../app/order.js');
        const edition = await ctx.edition(opts.rules);
        ctx.done({ report: orderSequenceOf(declared, opts, edition), opts });
      });
    return group;
  },
};
