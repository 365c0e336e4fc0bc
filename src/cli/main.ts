/**
 * The CLI: commander parses, command modules return reports, renderers turn them into
 * strings, and `run` hands back what to print and the exit code. Only src/cli/index.ts
 * touches the real process, so every command can be run in-process by the tests.
 */
import { CommanderError, type Command } from 'commander';
import { clip, InvariantError } from '../core/result.js';
import { EXIT, OutputError, UsageError, formatInputError, usage } from './errors.js';
import type { Host, RunResult } from './host.js';
import {
  buildProgram,
  PROGRAM_EXAMPLES,
  PROGRAM_NOTES,
  type Outcome,
  type OutputFormat,
} from './program.js';
import type { Report } from './report.js';
import { makeStyle, wantsColour, type Style } from './style.js';

export type { Host, RunResult };

/** Exit code of a finished report: 1 for a rule verdict against the input. */
function exitCodeOf(report: Report): number {
  switch (report.kind) {
    case 'normal':
    case 'ftf':
    case 'normal-odds':
    case 'ftf-odds':
    case 'schema':
    case 'simulation':
    case 'engagement':
    case 'engagement-odds':
    case 'save':
    case 'odds-sweep':
    case 'compare':
      return EXIT.ok;
    case 'order-check':
    case 'scgb-move':
      return report.check.valid ? EXIT.ok : EXIT.verdict;
    case 'order-sequence':
      return report.check === null || report.check.valid ? EXIT.ok : EXIT.verdict;
    case 'orders':
      return report.phase.problems.length > 0 ? EXIT.verdict : EXIT.ok;
    case 'validation':
      return report.problems.length > 0 ? EXIT.verdict : EXIT.ok;
    case 'army-decode':
      return report.resolution !== null && report.resolution.missing.length > 0
        ? EXIT.verdict
        : EXIT.ok;
    case 'army-list':
      return EXIT.ok;
  }
}

export async function run(host: Host): Promise<RunResult> {
  let outcome: Outcome | undefined;
  let stdout = '';
  let stderr = '';
  const program = buildProgram(
    host,
    (o) => {
      outcome = o;
    },
    {
      writeOut: (s) => (stdout += s),
      writeErr: (s) => (stderr += s),
      // Output made while input still arrives (NDJSON): straight out when the host can.
      emit:
        host.write ??
        ((s) => {
          stdout += s;
          return true;
        }),
    },
  );

  try {
    const args = host.argv;
    // Bare `infcalc` (global flags aside) asks what to do, but only on a terminal.
    if (args.every((a) => GLOBAL_FLAGS.has(a))) {
      const canPrompt = host.stdinIsTTY && host.stdoutIsTTY && !args.includes('--no-input');
      if (!canPrompt) {
        stderr += PROGRAM_EXAMPLES + '\n' + program.helpInformation() + PROGRAM_NOTES;
        return { stdout, stderr, code: EXIT.usage };
      }
      return await interactive(host, args);
    }
    await program.parseAsync([...args], { from: 'user' });
    if (outcome === undefined) return { stdout, stderr, code: EXIT.ok };
    if ('text' in outcome)
      return {
        stdout: stdout + outcome.text,
        stderr: stderr + (outcome.stderr ?? ''),
        code: outcome.code,
      };
    const { report, opts } = outcome;
    const format = formatOf(opts);
    if (format === 'md' || format === 'csv') {
      const text = await renderTable(report, format);
      return { stdout: stdout + text, stderr, code: exitCodeOf(report) };
    }
    const style: Style = await makeStyle(
      format === 'text' &&
        wantsColour({ isTTY: host.stdoutIsTTY, env: host.env, noColorFlag: opts.color === false }),
    );
    const { renderJson } = await import('./render/json.js');
    const { renderText } = await import('./render/text.js');
    // Every report says the edition it was worked out with (docs/rules.md §7).
    const { EDITIONLESS } = await import('./render/json.js');
    const edition = EDITIONLESS.has(report.kind)
      ? null
      : (await import('./edition.js')).editionOf(opts.rules, host);
    const text =
      format === 'json'
        ? renderJson(report, edition)
        : renderText((await import('./render/escape.js')).escapeStrings(report), style, edition);
    // Flags that had no effect (e.g. a target nobody shoots at): a warning, not an error.
    const notes = ('flagWarnings' in report ? report.flagWarnings : undefined) ?? [];
    const { escapeControls } = await import('./render/escape.js');
    stderr += notes.map((w) => escapeControls(`infcalc: warning: ${w}`) + '\n').join('');
    return { stdout: stdout + text, stderr, code: exitCodeOf(report) };
  } catch (e) {
    // A group command without its subcommand (`infcalc order`), or `help` for a command
    // that does not exist: commander printed the help on stderr; it is a usage error.
    if (e instanceof CommanderError && e.code === 'commander.help' && e.exitCode !== 0)
      return { stdout, stderr: stderr + unknownHelpTopic(program, host.argv), code: EXIT.usage };
    if (isInfo(e)) return { stdout, stderr, code: EXIT.ok };
    // An error line echoes input: never a raw control character on the terminal.
    const { escapeControls } = await import('./render/escape.js');
    return { stdout: '', stderr: stderr + escapeControls(errorLine(e)) + '\n', code: errorCode(e) };
  }
}

/** `--json` is `--format json`; asking for both JSON and another format is a mistake. */
function formatOf(opts: { json?: boolean; format?: string }): OutputFormat {
  const format = (opts.format ?? 'text') as OutputFormat;
  if (opts.json === true && format !== 'text' && format !== 'json')
    throw usage(`--json and --format ${format} ask for two formats`, 'give one of them');
  return opts.json === true ? 'json' : format;
}

/** Markdown or CSV: the report's tables (render/table.ts) in either sibling renderer. */
async function renderTable(report: Report, format: 'md' | 'csv'): Promise<string> {
  const { tablesOf } = await import('./render/table.js');
  const tables = tablesOf(report);
  if (tables === null)
    throw usage(`--format ${format} has no table for this answer`, 'use --format text or json');
  if (format === 'md') return (await import('./render/md.js')).renderMd(tables);
  return (await import('./render/csv.js')).renderCsv(tables);
}

const GLOBAL_FLAGS = new Set(['--no-input', '--no-color']);

/** `infcalc [group] help NAME` with no such command: say so below the help. */
function unknownHelpTopic(program: Command, argv: readonly string[]): string {
  let cmd = program;
  for (const [i, word] of argv.entries()) {
    if (word === 'help') {
      const topic = argv[i + 1];
      const known = cmd.commands.some(
        (c) => c.name() === topic || c.aliases().includes(topic ?? ''),
      );
      return topic === undefined || known ? '' : `infcalc: no command "${topic}" to help with\n`;
    }
    const sub = cmd.commands.find((c) => c.name() === word);
    if (sub === undefined) return '';
    cmd = sub;
  }
  return '';
}

/** The interactive mode: prompts, then the equivalent command, run as if typed. */
async function interactive(host: Host, flags: readonly string[]): Promise<RunResult> {
  const { askCommand, commandLine, isPromptCancel } = await import('./interactive.js');
  const prompter =
    host.prompter ?? (await (host.loadPrompter ?? (() => import('@inquirer/prompts')))());
  let argv: string[];
  try {
    const { freshSeed } = await import('./random.js');
    // The menu's default edition is the environment's (docs/rules.md §7), when it names one.
    const { parseEdition } = await import('../core/rules/index.js');
    const env = host.env.INFCALC_RULES;
    const parsed = env === undefined || env === '' ? null : parseEdition(env, 'INFCALC_RULES');
    argv = await askCommand(prompter, freshSeed, parsed?.ok === true ? parsed.value.id : null);
  } catch (e) {
    if (isPromptCancel(e))
      return { stdout: '', stderr: 'infcalc: cancelled\n', code: EXIT.interrupted };
    throw e;
  }
  const result = await run({
    ...host,
    argv: [...argv, ...flags.filter((f) => f === '--no-color')],
  });
  return { ...result, stdout: `Equivalent command: ${commandLine(argv)}\n\n${result.stdout}` };
}

/** --help and --version end parsing through an exception, but they are not errors. */
const isInfo = (e: unknown): boolean =>
  e instanceof CommanderError &&
  ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(e.code);

function errorLine(e: unknown): string {
  if (e instanceof UsageError) return formatInputError(e.error);
  if (e instanceof OutputError) return `infcalc: ${e.message}`;
  if (e instanceof CommanderError) {
    if (
      e.code === 'commander.helpDisplayed' ||
      e.code === 'commander.version' ||
      e.code === 'commander.help'
    )
      return '';
    // Commander says "error: unknown option '--sed'\n(Did you mean --seed?)"; keep one line.
    return `infcalc: ${clip(e.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' '))}`;
  }
  if (e instanceof InvariantError)
    return `infcalc: internal error: ${e.message} (this is a bug in infcalc)`;
  return `infcalc: internal error: ${e instanceof Error ? e.message : String(e)} (this is a bug in infcalc)`;
}

function errorCode(e: unknown): number {
  if (e instanceof UsageError) return EXIT.usage;
  if (e instanceof OutputError) return EXIT.output;
  if (e instanceof CommanderError) {
    if (
      e.code === 'commander.helpDisplayed' ||
      e.code === 'commander.version' ||
      e.code === 'commander.help'
    )
      return EXIT.ok;
    return EXIT.usage;
  }
  return EXIT.internal;
}
