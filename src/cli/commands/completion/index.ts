/** `infcalc completion bash|zsh|fish`: a shell completion script. */
import { Argument, type Command } from 'commander';
import { examples, type CommandModule, type Context } from '../../command.js';
import { EXIT } from '../../errors.js';

export const completion: CommandModule = {
  readsCommands: true,
  register: (parent: Command, ctx: Context) =>
    parent
      .command('completion')
      .summary('a shell completion script')
      .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(['bash', 'zsh', 'fish']))
      .addHelpText(
        'before',
        examples([
          'eval "$(infcalc completion bash)"   # in ~/.bashrc',
          'eval "$(infcalc completion zsh)"    # in ~/.zshrc',
          'infcalc completion fish | source     # in config.fish',
        ]),
      )
      .action(async (shell: 'bash' | 'zsh' | 'fish') => {
        const { completionScript } = await import('./script.js');
        ctx.done({ text: completionScript(shell, ctx.program), code: EXIT.ok });
      }),
};
