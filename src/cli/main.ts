/**
 * The CLI: commander parses, command modules return reports, renderers turn them into
 * strings, and `run` hands back what to print and the exit code. Only src/cli/index.ts
 * touches the real process, so every command can be run in-process by the tests.
 */
import { CommanderError, type Command } from 'commander';
import { clip, InvariantError } from '../core/result.js';
import { EXIT, OutputError, UsageError, formatInputError, usage } from './errors.js';
import type { Host, RunResult } from './host.js';
import type { Common, Outcome } from './command.js';
import type { OutputFormat } from './options.js';
import { buildProgram, PROGRAM_EXAMPLES, PROGRAM_NOTES } from './program.js';
import type { Report, ReportOf } from './report.js';
import type { View } from './view.js';
import { makeStyle, wantsColour, type Style } from './style.js';
import { withWarnings } from './warnings.js';

export type { Host, RunResult };

type Views = { readonly [K in Report['kind']]: () => Promise<View<ReportOf<K>>> };

/**
 * The one map from report kind to its view, owned by the command that makes the report
 * (src/cli/commands/<name>/view.ts) and loaded only when shown. A kind without a view
 * does not compile.
 */
const VIEWS: Views = {
  normal: async () => (await import('./commands/roll/view.js')).normalView,
  ftf: async () => (await import('./commands/roll/view.js')).ftfView,
  simulation: async () => (await import('./commands/roll/view.js')).simulationView,
  'normal-odds': async () => (await import('./commands/odds/view.js')).normalOddsView,
  'ftf-odds': async () => (await import('./commands/odds/view.js')).ftfOddsView,
  'pair-odds': async () => (await import('./commands/odds/view.js')).pairOddsView,
  'odds-sweep': async () => (await import('./commands/odds/view.js')).oddsSweepView,
  save: async () => (await import('./commands/save/view.js')).saveView,
  compare: async () => (await import('./commands/compare/view.js')).compareView,
  orders: async () => (await import('./commands/orders/view.js')).ordersView,
  validation: async () => (await import('./commands/validate/view.js')).validationView,
  'list-check': async () => (await import('./commands/validate/view.js')).listCheckView,
  schema: async () => (await import('./commands/schema/view.js')).schemaView,
  'order-check': async () => (await import('./commands/order/view.js')).orderCheckView,
  'order-sequence': async () => (await import('./commands/order/view.js')).orderSequenceView,
  engagement: async () => (await import('./commands/engage/view.js')).engagementView,
  'engagement-odds': async () => (await import('./commands/engage/view.js')).engagementOddsView,
  'scgb-move': async () => (await import('./commands/scgb/view.js')).scgbMoveView,
  'army-decode': async () => (await import('./commands/army/view.js')).armyDecodeView,
  'army-list': async () => (await import('./commands/army/view.js')).armyListView,
  fireteams: async () => (await import('./commands/fireteams/view.js')).fireteamsView,
  'courtesy-list': async () => (await import('./commands/army/view.js')).courtesyView,
  'data-fetch': async () => (await import('./commands/data/view.js')).dataFetchView,
  'data-list': async () => (await import('./commands/data/view.js')).dataListView,
  'data-index': async () => (await import('./commands/data/view.js')).dataIndexView,
  'data-coverage': async () => (await import('./commands/data/coverage-view.js')).dataCoverageView,
  unit: async () => (await import('./commands/unit/view.js')).unitView,
  weapon: async () => (await import('./commands/weapon/view.js')).weaponView,
  mods: async () => (await import('./commands/mods/view.js')).modsView,
  'turn-done': async () => (await import('./commands/turn/view.js')).turnDoneView,
  'turn-refused': async () => (await import('./commands/turn/view.js')).turnRefusedView,
  'turn-show': async () => (await import('./commands/turn/view.js')).turnShowView,
  'turn-log': async () => (await import('./commands/turn/view.js')).turnLogView,
  web: async () => (await import('./commands/web/view.js')).webView,
};

/** The view of a report (one cast: the map is typed per kind, a lookup by a union is not). */
const viewOf = async <R extends Report>(report: R): Promise<View<R>> =>
  (VIEWS[report.kind] as () => Promise<View<unknown>>)();

/** Text, JSON, a table format or chat messages: what `run` prints for a report, and the exit code. */
async function show(
  report: Report,
  opts: Common,
  host: Host,
): Promise<{ text: string; stderr: string; code: number }> {
  const view = await viewOf(report);
  const code = view.exitCode?.(report) ?? EXIT.ok;
  const format = formatOf(opts);
  // `--chart FILE`: the path is checked before anything is shown or written.
  const chartFile = opts.chart === undefined ? null : await import('./share/chart-file.js');
  const chartFormat =
    chartFile === null || opts.chart === undefined
      ? null
      : await chartFile.checkChartPath(opts.chart);
  // Flags that had no effect (e.g. a target nobody shoots at), what the odds leave out:
  // a warning on stderr, and the same lines in the JSON answer for scripts.
  const warnings = ('flagWarnings' in report ? report.flagWarnings : undefined) ?? [];
  let text: string;
  if (format === 'md' || format === 'csv') {
    if (view.tables === undefined)
      throw usage(`--format ${format} has no table for this answer`, 'use --format text or json');
    const tables = view.tables(report);
    text =
      format === 'md'
        ? (await import('./render/md.js')).renderMd(tables)
        : (await import('./render/csv.js')).renderCsv(tables);
  } else {
    // Every report says the edition it was worked out with (docs/rules.md §7).
    const edition =
      view.editionless === true
        ? null
        : view.edition !== undefined
          ? view.edition(report)
          : (await import('./edition.js')).editionOf(opts.rules, host);
    const [{ escapeStrings }, frame] = await Promise.all([
      import('./render/escape.js'),
      import('./render/frame.js'),
    ]);
    if (format === 'json')
      text = frame.taggedJson(withWarnings(view.json(report), warnings), edition);
    else if (format === 'discord') {
      if (view.discord === undefined)
        throw usage('--format discord has no message for this answer', 'use --format text or json');
      const [{ renderDiscord }, { shareCommand }] = await Promise.all([
        import('./share/discord.js'),
        import('./share/command-line.js'),
      ]);
      const safe = escapeStrings(report, edition === null ? [] : [edition]);
      text = renderDiscord(await view.discord(safe), edition, shareCommand(host.argv));
    } else {
      const style: Style = await makeStyle(
        wantsColour({ isTTY: host.stdoutIsTTY, env: host.env, noColorFlag: opts.color === false }),
      );
      const safe = escapeStrings(report, edition === null ? [] : [edition]);
      text = frame.framedText(view.text(safe, style), view.notes?.(safe) ?? [], edition, style);
    }
  }
  const { escapeControls } = await import('./render/escape.js');
  let stderr = warnings.map((w) => escapeControls(`infcalc: warning: ${w}`) + '\n').join('');
  if (chartFile !== null && chartFormat !== null && opts.chart !== undefined) {
    if (view.chart === undefined)
      stderr +=
        escapeControls(
          `infcalc: note: this answer has no chart; nothing written to ${opts.chart}`,
        ) + '\n';
    else {
      const { shareCommand } = await import('./share/command-line.js');
      const svg = await view.chart(report, { subtitle: shareCommand(host.argv) });
      const data = chartFormat === 'svg' ? svg : (await import('./share/png.js')).svgToPng(svg);
      await chartFile.writeChart(opts.chart, data);
    }
  }
  return { text, stderr, code };
}

/**
 * Run one command line. The config file (src/cli/config/settings.ts) fills the defaults
 * the environment leaves open; `config` itself, help and the version read it only when
 * asked, so a broken file can still be shown, fixed or removed.
 */
export async function run(host: Host): Promise<RunResult> {
  const first = host.argv[0];
  if (first === 'config' || host.argv.some((a) => SKIP_CONFIG.has(a))) return runWith(host);
  let env;
  try {
    const { loadConfig, configuredEnv } = await import('./config/settings.js');
    env = configuredEnv(host.env, (await loadConfig(host)).config);
  } catch (e) {
    const { escapeControls } = await import('./render/escape.js');
    return { stdout: '', stderr: escapeControls(errorLine(e)) + '\n', code: errorCode(e) };
  }
  return runWith(env === host.env ? host : { ...host, env });
}

const SKIP_CONFIG = new Set(['--help', '-h', '--version', '-V']);

async function runWith(host: Host): Promise<RunResult> {
  let outcome: Outcome | undefined;
  let stdout = '';
  let stderr = '';
  // Built when a command line is parsed, not for the menu (which runs each command it
  // asks through a program of its own): declaring every command is most of building it.
  let built: Command | undefined;
  const program = (): Command =>
    (built ??= buildProgram(
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
    ));

  try {
    const args = host.argv;
    // Bare `infcalc` (global flags aside) asks what to do, but only on a terminal.
    if (args.every((a) => GLOBAL_FLAGS.has(a))) {
      const canPrompt = host.stdinIsTTY && host.stdoutIsTTY && !args.includes('--no-input');
      if (!canPrompt) {
        stderr += PROGRAM_EXAMPLES + '\n' + program().helpInformation() + PROGRAM_NOTES;
        return { stdout, stderr, code: EXIT.usage };
      }
      return await interactive(host, args);
    }
    await program().parseAsync([...args], { from: 'user' });
    if (outcome === undefined) return { stdout, stderr, code: EXIT.ok };
    if ('text' in outcome)
      return {
        stdout: stdout + outcome.text,
        stderr: stderr + (outcome.stderr ?? ''),
        code: outcome.code,
      };
    const shown = await show(outcome.report, outcome.opts, host);
    return { stdout: stdout + shown.text, stderr: stderr + shown.stderr, code: shown.code };
  } catch (e) {
    // A group command without its subcommand (`infcalc order`), or `help` for a command
    // that does not exist: commander printed the help on stderr; it is a usage error.
    if (e instanceof CommanderError && e.code === 'commander.help' && e.exitCode !== 0)
      return { stdout, stderr: stderr + unknownHelpTopic(program(), host.argv), code: EXIT.usage };
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
  const prompter = host.prompter ?? (await (host.loadPrompter ?? (() => import('./pickers.js')))());
  let argv: string[];
  try {
    // With pickers (inquirer, or a test's full script): the menu that loops until quit.
    const { hasPickers } = await import('./menu/prompter.js');
    if (hasPickers(prompter)) {
      // The first picker is drawn before the rest of the menu is loaded (docs/performance.md).
      const { askEdition } = await import('./menu/edition.js');
      let menu: Promise<typeof import('./menu/start.js')> | undefined;
      const load = () => (menu ??= import('./menu/start.js'));
      const edition = await askEdition(host, prompter, () => void load());
      const extra = flags.filter((f) => f === '--no-color');
      const code = await (
        await load()
      ).startMenu(host, prompter, (a) => runWith({ ...host, argv: [...a, ...extra] }), edition);
      return { stdout: '', stderr: '', code };
    }
    const { askCommand } = await import('./interactive.js');
    const { freshSeed } = await import('./random.js');
    // The menu's default edition is the environment's (docs/rules.md §7), when it names one.
    const { parseEdition } = await import('../core/rules/index.js');
    const env = host.env.INFCALC_RULES;
    const parsed = env === undefined || env === '' ? null : parseEdition(env, 'INFCALC_RULES');
    argv = await askCommand(prompter, freshSeed, parsed?.ok === true ? parsed.value.id : null);
  } catch (e) {
    const { isPromptCancel } = await import('./interactive.js');
    if (isPromptCancel(e))
      return { stdout: '', stderr: 'infcalc: cancelled\n', code: EXIT.interrupted };
    throw e;
  }
  const result = await runWith({
    ...host,
    argv: [...argv, ...flags.filter((f) => f === '--no-color')],
  });
  const { commandLine } = await import('./shell.js');
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
