/**
 * The command tree: the list of command modules (src/cli/commands/<name>), registered in
 * one loop. Adding a command is a new module and one line in COMMANDS. An action loads
 * what it needs on demand (start-up parses only what runs) and hands the report to
 * `done`; printing is `run`'s business (src/cli/main.ts).
 */
import { Option, type Command } from 'commander';
// The version is package.json's, inlined by the bundler at build time.
import pkg from '../../package.json' with { type: 'json' };
import type { CommandModule, Context, Outcome } from './command.js';
import { army } from './commands/army/index.js';
import { fireteams } from './commands/fireteams/index.js';
import { compare } from './commands/compare/index.js';
import { config } from './commands/config/index.js';
import { data } from './commands/data/index.js';
import { completion } from './commands/completion/index.js';
import { engage } from './commands/engage/index.js';
import { mods } from './commands/mods/index.js';
import { odds } from './commands/odds/index.js';
import { order } from './commands/order/index.js';
import { orders } from './commands/orders/index.js';
import { ftf, roll } from './commands/roll/index.js';
import { save } from './commands/save/index.js';
import { schema } from './commands/schema/index.js';
import { scgb } from './commands/scgb/index.js';
import { turn } from './commands/turn/index.js';
import { unit } from './commands/unit/index.js';
import { validate } from './commands/validate/index.js';
import { weapon } from './commands/weapon/index.js';
import { web } from './commands/web/index.js';
import { examples } from './command.js';
import { IndexedCommand } from './indexed-command.js';
import { invariant } from '../core/result.js';
import { usage } from './errors.js';
import { allowStray, checkStray } from './stray.js';
import type { Host } from './host.js';

export type { Common, Outcome } from './command.js';
export { OUTPUT_FORMATS, type OutputFormat } from './options.js';

/**
 * Every command, in the order of the help, under the word that runs it (checked when it is
 * registered).
 */
const COMMANDS: readonly (readonly [string, CommandModule])[] = [
  ['roll', roll],
  ['ftf', ftf],
  ['odds', odds],
  ['mods', mods],
  ['save', save],
  ['compare', compare],
  ['orders', orders],
  ['validate', validate],
  ['fireteams', fireteams],
  ['turn', turn],
  ['schema', schema],
  ['order', order],
  ['engage', engage],
  ['scgb', scgb],
  ['army', army],
  ['data', data],
  ['unit', unit],
  ['weapon', weapon],
  ['config', config],
  ['web', web],
  ['completion', completion],
];

export const PROGRAM_EXAMPLES = examples([
  'infcalc ftf 12b3 vs 11 --dice 4,9,11 --vs-dice 5',
  'infcalc odds 13b3 vs 11',
  'infcalc orders examples/n4-two-groups.json',
  'infcalc order check "Move + BS Attack"',
]);

/** After the top-level help: what the command list does not say. */
export const PROGRAM_NOTES = `
Run infcalc with no arguments on a terminal for an interactive menu.
Section numbers (§1.3) refer to docs/rules.md, infcalc's rules reference.
Input formats: infcalc schema NAME prints the JSON Schema of each file format.
Exit codes: 0 success; 1 a verdict against the input (an invalid list or order,
an illegal move); 2 a usage or input error; 70 a bug in infcalc; 74 the output
could not be written; 75 a turn state file held by another command (try again);
130 interrupted (Ctrl-C).
Settings: a flag wins over the environment (INFCALC_RULES, INFCALC_DATA, NO_COLOR),
which wins over the config file (infcalc config path), which wins over the default.
`;

/** Runs shorter than this finish before a progress bar would be read. */
const PROGRESS_FROM = 200_000;

export function buildProgram(
  host: Host,
  done: (outcome: Outcome) => void,
  output: {
    writeOut: (s: string) => void;
    writeErr: (s: string) => void;
    /** Stdout as it is produced (NDJSON runs); false once the reader has gone. */
    emit: (s: string) => boolean;
  },
): Command {
  const program = new IndexedCommand('infcalc');
  const ctx: Context = {
    host,
    program,
    done,
    emit: output.emit,
    edition: async (rules) => (await import('./edition.js')).editionOf(rules, host),
    random: async () => (await import('./random.js')).seededRandom,
    progress: (times) => {
      const write = host.progress;
      if (write === undefined || host.stderrIsTTY !== true || Number(times) < PROGRESS_FROM)
        return undefined;
      return (done, total) => {
        const width = 30;
        const filled = Math.round((done / total) * width);
        const line = `\r  [${'█'.repeat(filled)}${' '.repeat(width - filled)}] ${Math.round((done / total) * 100)}% of ${total} rolls`;
        write(done === total ? '\r\u001b[K' : line);
      };
    },
  };

  // A bad --rules (or INFCALC_RULES) stops every command before it reads or rolls anything.
  program.hook('preAction', async (_program, action) => {
    checkStray(action);
    if (action.options.some((o) => o.long === '--rules'))
      await ctx.edition(action.opts<{ rules?: string }>().rules);
  });

  program
    .description('Dice, odds and order calculator for Infinity (N4 and N5).')
    .addHelpText('before', PROGRAM_EXAMPLES)
    .addHelpText('after', PROGRAM_NOTES)
    .version(pkg.version, '-V, --version')
    .showSuggestionAfterError(true)
    .configureHelp({ helpWidth: 80 })
    .exitOverride()
    .configureOutput({
      writeOut: output.writeOut,
      writeErr: output.writeErr,
      outputError: () => undefined,
      // Commander asks process.stdout (or stderr) whether it has colours and how wide it
      // is before writing any help: building that stream loads node:stream and a dozen of
      // Node's modules (about 0.1x of bare Node's start-up). The help holds no colour
      // codes and its width is fixed above (80), so neither answer changes a byte of it.
      getOutHasColors: () => false,
      getErrHasColors: () => false,
      getOutHelpWidth: () => 80,
      getErrHelpWidth: () => 80,
    });

  // Declaring a command's options is most of the program's set-up, so a command line that
  // starts with a command's name registers that command alone (`npm run bench startup`).
  // Help, the menu, an unknown word and the commands that read the others get them all.
  const first = COMMANDS.find(([name, c]) => name === host.argv[0] && c.readsCommands !== true);
  for (const [name, command] of first === undefined ? COMMANDS : [first]) {
    command.register(program, ctx);
    invariant(program.commands.at(-1)?.name() === name, `the command list names ${name}`);
  }

  program.addOption(new Option('--no-input', 'never prompt, even on a terminal'));
  onceOnly(program);
  allowStray(program);
  return program;
}

/**
 * An option that takes one value keeps only the last one when given twice
 * (`--dice 4 --dice 5` would roll a 5 without a word): refuse the second, on every
 * command. Repeatable options (`--mod`, `--skill`) collect into an array and stay so.
 */
function onceOnly(cmd: Command): void {
  for (const option of cmd.options) {
    const takesValue = option.required || option.optional;
    if (!takesValue || option.variadic || Array.isArray(option.defaultValue)) continue;
    const parse = option.parseArg;
    let first: string | undefined;
    option.argParser((value: string, previous: unknown): unknown => {
      if (first !== undefined) {
        throw usage(
          `${option.long ?? option.flags} given twice ("${first}", then "${value}")`,
          'give it once',
        );
      }
      first = value;
      return parse === undefined ? value : parse(value, previous);
    });
  }
  cmd.commands.forEach(onceOnly);
}
