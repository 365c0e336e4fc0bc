/**
 * `infcalc config list|get|set|unset|path`: the player's settings file
 * (docs/command-line.md "Config file"). Precedence: flag > environment > config > default.
 */
import type { Command } from 'commander';
import { examples, type CommandModule, type Context } from '../../command.js';

export const config: CommandModule = {
  register: (parent: Command, ctx: Context) => {
    const group = parent
      .command('config')
      .summary('my settings: edition, data folder, army code, distance unit, colour')
      .description(
        'The settings file, $XDG_CONFIG_HOME/infcalc/config.json (else ~/.config/infcalc/config.json). A flag wins over the environment, which wins over the config, which wins over the default.',
      )
      .addHelpText(
        'before',
        examples([
          'infcalc config set edition n5',
          'infcalc config set data ~/infinity/n5',
          'infcalc config list',
        ]),
      );
    const run = async () => import('./run.js');
    group
      .command('list')
      .summary('every setting, its value and where it comes from')
      .action(async () => {
        ctx.done(await (await run()).list(ctx.host));
      });
    group
      .command('get')
      .summary('the value the config file gives KEY (exit 1 when it gives none)')
      .argument('<key>', 'edition, data, army-code, distance-unit or colour')
      .action(async (key: string) => {
        ctx.done(await (await run()).get(ctx.host, key));
      });
    group
      .command('set')
      .summary('write KEY = VALUE to the config file')
      .argument('<key>', 'edition, data, army-code, distance-unit or colour')
      .argument('<value>', 'its value')
      .action(async (key: string, value: string) => {
        ctx.done(await (await run()).set(ctx.host, key, value));
      });
    group
      .command('unset')
      .summary('remove KEY from the config file')
      .argument('<key>', 'the key (an unknown one too)')
      .action(async (key: string) => {
        ctx.done(await (await run()).unset(ctx.host, key));
      });
    group
      .command('path')
      .summary('where the config file is (whether or not it exists)')
      .action(async () => {
        ctx.done(await (await run()).path(ctx.host));
      });
    return group;
  },
};
