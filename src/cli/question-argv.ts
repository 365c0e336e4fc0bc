/**
 * A question from its command line (`['odds', '13b3', 'vs', '11', '--vs-cover']`), read
 * by the very options the command declares: what `toArgv` (src/app/question) writes is
 * read back here as the command reads it. The web page and the menu print `toArgv`; a
 * pasted command line comes back through this.
 */
import { Command, CommanderError } from 'commander';
import {
  engageFromCommand,
  fireteamsFromCommand,
  oddsFromCommand,
  ordersFromCommand,
  saveFromCommand,
  validateFromCommand,
  type Question,
  type QuestionKind,
} from '../app/question/index.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import type { CommandModule, Context } from './command.js';
import { odds } from './commands/odds/index.js';
import { save } from './commands/save/index.js';
import { engage } from './commands/engage/index.js';
import { orders } from './commands/orders/index.js';
import { validate } from './commands/validate/index.js';
import { fireteams } from './commands/fireteams/index.js';

type Args = readonly unknown[];

/** Each kind: its command module and its typed question from commander's arguments. */
const READERS = {
  odds: {
    module: odds,
    question: (a: Args, o: Record<string, unknown>): Result<Question> => {
      const q = oddsFromCommand({ spec: text(a[0]), vs: text(a[1]), reactive: text(a[2]) }, o);
      return 'notVs' in q
        ? err(inputError(`expected "vs" between the two specs, got "${q.notVs}"`))
        : ok(q);
    },
  },
  save: {
    module: save,
    question: (a: Args, o: Record<string, unknown>): Result<Question> =>
      ok(saveFromCommand(text(a[0]) ?? '', text(a[1]), o)),
  },
  engage: {
    module: engage,
    question: (a: Args, o: Record<string, unknown>): Result<Question> =>
      ok(engageFromCommand(text(a[0]) ?? '', o)),
  },
  orders: {
    module: orders,
    question: (a: Args, o: Record<string, unknown>): Result<Question> =>
      ok(ordersFromCommand(text(a[0]), o)),
  },
  validate: {
    module: validate,
    question: (a: Args, o: Record<string, unknown>): Result<Question> =>
      ok(validateFromCommand(text(a[0]), o)),
  },
  fireteams: {
    module: fireteams,
    question: (a: Args, o: Record<string, unknown>): Result<Question> =>
      ok(fireteamsFromCommand(text(a[0]) ?? '', o)),
  },
} as const satisfies Record<
  QuestionKind,
  {
    module: CommandModule;
    question: (a: Args, o: Record<string, unknown>) => Result<Question>;
  }
>;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The command's words (first the command's name) as its typed question. */
export async function questionFromArgv(argv: readonly string[]): Promise<Result<Question>> {
  const name = argv[0] ?? '';
  if (!(name in READERS))
    return err(
      inputError(
        `"${name}" asks no question`,
        undefined,
        `questions: ${Object.keys(READERS).join(', ')}`,
      ),
    );
  const reader = READERS[name as QuestionKind];
  const parent = new Command('infcalc').exitOverride();
  const silent = { writeOut: () => undefined, writeErr: () => undefined };
  parent.configureOutput(silent);
  // The action only ever reads the question: nothing of the context is used.
  const cmd = reader.module
    .register(parent, {} as Context)
    .exitOverride()
    .configureOutput(silent);
  const got: { question: Result<Question> | null } = { question: null };
  cmd.action((...args: unknown[]) => {
    const command = args.at(-1) as Command;
    got.question = reader.question(args.slice(0, -2), command.opts());
  });
  try {
    await parent.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return err(inputError(e.message.replace(/^error: /, '')));
    throw e;
  }
  return got.question ?? err(inputError(`${name}: no question read`));
}
