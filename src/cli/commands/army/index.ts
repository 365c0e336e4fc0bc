/** `infcalc army decode`: army codes of the official army builder (docs/army-codes.md). */
import type { Command } from 'commander';
import type { CodeOptions } from '../../data/army-codes.js';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { formats, outputOptions, unitsOptions } from '../../options.js';

export const army: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('army')
      .summary('army codes of the army builder')
      .addHelpText(
        'before',
        examples(['infcalc army decode - --units examples < examples/army-code.txt']),
      );
    formats(
      outputOptions(
        unitsOptions(
          group
            .command('decode')
            .summary('decode an army code offline (exit 1 if ids are unknown)')
            .description(
              'Decode an army code of the official army builder (base64, URL-encoded or not) into its faction, army name, point limit and combat groups. With --units, name each member with its points and SWC; with --list, print the army list JSON that orders and validate read; with --public, print the Courtesy list: only what the opponent may see (docs/rules.md §9.7).',
            )
            .argument('<code>', 'the army code, or - for standard input'),
        )
          .option('--list', 'print the army list JSON (needs --units) for orders and validate')
          .option(
            '--public',
            'the Courtesy list: troopers and open loadouts, no cost, SWC, hidden troopers or Lieutenant (needs --units and --metadata, or --data)',
          ),
      ),
    )
      .addHelpText(
        'before',
        examples([
          'infcalc army decode - < examples/army-code.txt',
          'infcalc army decode - --units examples --metadata examples/metadata.json < examples/army-code.txt',
          'infcalc army decode - --units examples --list < examples/army-code.txt | infcalc orders -',
          'infcalc army decode - --units examples --metadata examples/metadata.json --public < examples/army-code.txt',
        ]),
      )
      .action(
        async (code: string, opts: Common & CodeOptions & { list?: boolean; public?: boolean }) => {
          const { armyDecodeCommand } = await import('./run.js');
          const report = await armyDecodeCommand(ctx.host, code, opts);
          // The list is JSON input for `orders -`: printed as JSON, never escaped as text is.
          ctx.done({ report, opts: report.kind === 'army-list' ? { ...opts, json: true } : opts });
        },
      );
    return group;
  },
};
