/**
 * `infcalc turn`: a Player Turn played order by order (docs/turn.md, docs/rules.md §3.1).
 * Each subcommand reads the state file, takes one action and writes it back safely.
 */
import type { Command } from 'commander';
import { examples, type CommandModule, type Common, type Context } from '../../command.js';
import { CODE_HELP, codeOptions, common, fileArg, formats, outputOptions } from '../../options.js';
import type { StartFlags, TurnFlags } from './run.js';

/** `--state FILE`: where the game is kept. */
const stateOption = (cmd: Command): Command =>
  cmd.option(
    '--state <file>',
    'the turn state file (default: INFCALC_STATE, else $XDG_STATE_HOME/infcalc/turn.json, i.e. ~/.local/state/infcalc/turn.json)',
  );

/** A subcommand with the options every one of them takes. */
const sub = (parent: Command, name: string, summary: string): Command =>
  stateOption(outputOptions(parent.command(name).summary(summary)));

export const turn: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('turn')
      .summary('play a turn order by order (§3.1)')
      .description(
        'Track the orders of a Player Turn as it is played (docs/turn.md): the Tactical Phase of the list, each order spent and checked against the rules (docs/rules.md §3.1), what happens to troopers, Command Tokens, the end of the turn and the next one.',
      )
      .addHelpText(
        'before',
        examples([
          'infcalc turn start examples/n4-two-groups.json',
          'infcalc turn spend "Fusilier HMG" --skills "Move + BS Attack"',
          'infcalc turn show --public',
        ]),
      );

    const run = async () => import('./run.js');

    common(
      stateOption(
        codeOptions(
          group
            .command('start')
            .summary('the Tactical Phase of a list: start a game')
            .argument('[file]', fileArg('army list', 'army-list')),
        ),
      ),
    )
      .option('--tokens <n>', 'Command Tokens left in the game (default: all of them)')
      .option('--force', 'replace the game the state file already holds')
      .addHelpText('after', CODE_HELP)
      .action(async (file: string | undefined, opts: Common & StartFlags) => {
        await (await run()).start(ctx, file, opts);
      });

    sub(group, 'spend', 'spend one order on a trooper')
      .argument('<trooper>', 'its name (NAME#2 for the second of that name)')
      .option(
        '--order <kind>',
        'pool, own, lieutenant, tactical or impetuous (default: the player’s usual choice, docs/rules.md §3.1)',
      )
      .option('--skills <skills>', 'the declared skills, checked as `order check` does')
      .option('--group <n>', 'the Combat Group whose pool is spent (checked)')
      .addHelpText(
        'before',
        examples([
          'infcalc turn spend Warcor',
          'infcalc turn spend "Fusilier#2" --order pool --skills "Move + BS Attack"',
        ]),
      )
      .action(
        async (
          trooper: string,
          opts: TurnFlags & { order?: string; skills?: string; group?: string },
        ) => {
          await (await run()).spend(ctx, trooper, opts);
        },
      );

    sub(group, 'event', 'what happened to a trooper (isolated, dead, placed, revealed, ...)')
      .argument('<trooper>', 'its name')
      .argument(
        '<event>',
        'isolated, unconscious, dead, placed, revealed, lieutenant (appoint at the end of the turn), ...',
      )
      .action(async (trooper: string, event: string, opts: TurnFlags) => {
        await (await run()).event(ctx, trooper, event, opts);
      });

    sub(group, 'token', 'a Command Token: an Irregular order becomes Regular')
      .argument('<trooper>', 'the trooper whose Irregular order goes to its pool')
      .action(async (trooper: string, opts: TurnFlags) => {
        await (await run()).simple(ctx, { kind: 'token', trooper }, opts);
      });

    sub(group, 'phase', 'end the Impetuous Phase (unused tokens are lost)')
      .argument('<phase>', 'orders')
      .action(async (phase: string, opts: TurnFlags) => {
        await (await run()).phase(ctx, phase, opts);
      });

    sub(group, 'end', 'end the turn: leftover orders removed').action(async (opts: TurnFlags) => {
      await (await run()).simple(ctx, { kind: 'end' }, opts);
    });

    sub(group, 'next', 'the next Active Turn: its Tactical Phase').action(
      async (opts: TurnFlags) => {
        await (await run()).simple(ctx, { kind: 'next' }, opts);
      },
    );

    sub(group, 'undo', 'take back the last action').action(async (opts: TurnFlags) => {
      await (await run()).simple(ctx, { kind: 'undo' }, opts);
    });

    sub(group, 'redo', 'take back the last undo').action(async (opts: TurnFlags) => {
      await (await run()).simple(ctx, { kind: 'redo' }, opts);
    });

    formats(sub(group, 'show', 'pools, orders left, tokens and what was lost'))
      .option('--public', 'only what the opponent may know, as `orders --public`')
      .action(async (opts: TurnFlags & { public?: boolean }) => {
        await (await run()).show(ctx, opts);
      });

    formats(sub(group, 'log', 'the actions of the game, in order'))
      .option('--public', 'only what the opponent may know')
      .action(async (opts: TurnFlags & { public?: boolean }) => {
        await (await run()).log(ctx, opts);
      });
    return group;
  },
};
