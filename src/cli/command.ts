/**
 * What a command module is (src/cli/commands/<name>/index.ts): it declares itself on the
 * program (options, help, arguments) and its action parses them into a typed input, calls
 * a use-case (src/app) and hands the report to `done`. How the report is shown is its
 * view (commands/<name>/view.ts), which src/cli/main.ts finds by the report's kind.
 * Registering a command is one line in src/cli/program.ts.
 */
import type { Command } from 'commander';
import type { Random } from '../app/random.js';
import type { Edition } from '../core/rules/index.js';
import type { Host } from './host.js';
import type { Report } from './report.js';

export interface Common {
  readonly json?: boolean;
  /** `--format text|json|md|csv|discord` on the commands that have it; `--json` is `--format json`. */
  readonly format?: string;
  readonly color?: boolean;
  /** `--chart FILE.svg|FILE.png` on the commands that have it. */
  readonly chart?: string;
  /** `--rules n4|n5`; resolved by `Context.edition`, which reads INFCALC_RULES too. */
  readonly rules?: string;
}

/** What an action leaves for `run` to print. */
export type Outcome =
  | { readonly report: Report; readonly opts: Common }
  | { readonly text: string; readonly code: number; readonly stderr?: string };

/** What every command is given. */
export interface Context {
  readonly host: Host;
  /** The program, for commands that read other commands (the `odds` fields, completion). */
  readonly program: Command;
  /** Where the action's answer goes. */
  readonly done: (outcome: Outcome) => void;
  /** Stdout as it is produced (NDJSON runs); false once the reader has gone. */
  readonly emit: (s: string) => boolean;
  /** The run's edition (docs/rules.md §7): `--rules`, else INFCALC_RULES, else n4. */
  readonly edition: (rules: string | undefined) => Promise<Edition>;
  /** Seeded dice (seedrandom), loaded only when a command rolls. */
  readonly random: () => Promise<Random>;
  /** A progress bar on stderr for long `--times` runs (terminal only). */
  readonly progress: (times: string) => ((done: number, total: number) => void) | undefined;
}

export interface CommandModule {
  /** Add the command (or command group) to `parent`. */
  readonly register: (parent: Command, ctx: Context) => Command;
  /**
   * The command reads the other commands' definitions from `ctx.program` (completion, the
   * odds fields): every command is registered when it runs, not only itself.
   */
  readonly readsCommands?: true;
}

/** Help text: `Examples:` and one `$ infcalc …` line each. */
export function examples(lines: readonly string[]): string {
  return `Examples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}
