/**
 * The command tree: every command, its options, help examples and action. An action
 * calls its command module (loaded on demand, so start-up parses only what runs) and
 * hands the report to `done`; printing is `run`'s business.
 */
import { Argument, Command, Option } from 'commander';
import { damageOptions } from './damage-flags.js';
import { EXIT, usage } from './errors.js';
import type { Host } from './host.js';
import type { Edition } from '../core/rules/index.js';
import type { Report } from './report.js';
import { SCHEMA_NAMES, type SchemaName } from './schema-names.js';

/** `--format` values; `--json` is the same as `--format json`. */
export const OUTPUT_FORMATS = ['text', 'json', 'md', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface Common {
  readonly json?: boolean;
  /** `--format text|json|md|csv` on the commands that have it; `--json` is `--format json`. */
  readonly format?: string;
  readonly color?: boolean;
  /** `--rules n4|n5`; resolve it with `editionOf` (src/cli/edition.ts), which reads INFCALC_RULES. */
  readonly rules?: string;
}

interface RollFlags {
  readonly mod: string[];
  readonly seed?: string;
  readonly dice?: string;
  readonly times?: string;
  /** Special Dice (N5): `--sd N`, and `--vs-sd N` for the reactive side. */
  readonly sd?: string;
  readonly vsSd?: string;
}

/** What an action leaves for `run` to print. */
export type Outcome =
  | { readonly report: Report; readonly opts: Common }
  | { readonly text: string; readonly code: number; readonly stderr?: string };

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export const PROGRAM_EXAMPLES = examples([
  'infcalc ftf 12b3 vs 11 --dice 4,9,11 --vs-dice 5',
  'infcalc odds 13b3 vs 11',
  'infcalc orders examples/n4-two-groups.json',
  'infcalc order check "Move + BS Attack"',
]);

/** `--code CODE --units DIR`: an army code from the army builder in place of a list file. */
interface CodeFlags {
  readonly code?: string;
  readonly units?: string;
  readonly metadata?: string;
}

function codeFlags(cmd: Command): Command {
  return cmd
    .option('--code <code>', 'an army code from the official army builder, or - for stdin')
    .option('--units <path>', 'the army builder unit file, or a directory of them by faction id')
    .option('--metadata <file>', 'the army builder metadata file (names NCO, Chain of Command)');
}

/** The FILE argument or the --code value: exactly one of them. */
function listOrCode(file: string | undefined, flags: CodeFlags): string {
  const { code } = flags;
  // --units and --metadata only resolve an army code: without one they would do nothing.
  const unused = (['units', 'metadata'] as const).find((k) => flags[k] !== undefined);
  if (code === undefined && unused !== undefined)
    throw usage(`--${unused} is unused without --code`, 'give --code CODE, or drop it');
  if (code !== undefined && file !== undefined)
    throw usage(`give either a list FILE ("${file}") or --code, not both`);
  const given = code ?? file;
  if (given === undefined)
    throw usage(
      'missing the army list: give a FILE, - for standard input, or --code CODE --units DIR',
    );
  return given;
}

const CODE_HELP = `
With --code, the list comes from an army code of the official army builder,
resolved against its unit file (--units FILE, or a directory of files named
<faction id>.json); with --ndjson, --code FILE|- reads one code per line.`;

/** After the top-level help: what the command list does not say. */
export const PROGRAM_NOTES = `
Run infcalc with no arguments on a terminal for an interactive menu.
Section numbers (§1.3) refer to docs/rules.md, infcalc's rules reference.
Input formats: infcalc schema NAME prints the JSON Schema of each file format.
Exit codes: 0 success; 1 a verdict against the input (an invalid list or order,
an illegal move); 2 a usage or input error; 70 a bug in infcalc; 74 the output
could not be written.
`;

/** Runs shorter than this finish before a progress bar would be read. */
const PROGRESS_FROM = 200_000;

/** A file argument's help says where its format is described. */
const fileArg = (what: string, schema: SchemaName): string =>
  `${what} JSON file, or - for standard input (format: infcalc schema ${schema})`;

function examples(lines: readonly string[]): string {
  return `Examples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

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
  const program = new Command('infcalc');

  /** A progress bar on stderr, only on a terminal and only for long runs. */
  const progressBar = (times: string): ((done: number, total: number) => void) | undefined => {
    const write = host.progress;
    if (write === undefined || host.stderrIsTTY !== true || Number(times) < PROGRESS_FROM)
      return undefined;
    return (done, total) => {
      const width = 30;
      const filled = Math.round((done / total) * width);
      const line = `\r  [${'█'.repeat(filled)}${' '.repeat(width - filled)}] ${Math.round((done / total) * 100)}% of ${total} rolls`;
      write(done === total ? '\r\u001b[K' : line);
    };
  };

  /** The run's edition (docs/rules.md §7): `--rules`, else INFCALC_RULES, else n4. */
  const editionFor = async (opts: Common): Promise<Edition> =>
    (await import('./edition.js')).editionOf(opts.rules, host);
  // A bad --rules (or INFCALC_RULES) stops every command before it reads or rolls anything.
  program.hook('preAction', async (_program, action) => {
    if (action.options.some((o) => o.long === '--rules')) await editionFor(action.opts());
  });
  /** `--sd N` (and `--vs-sd N` for a reactive side): Special Dice, N5 only. */
  const sdOptions = (cmd: Command, vs: boolean): Command => {
    cmd.option('--sd <n>', 'Special Dice (N5): roll N more dice, keep the best');
    return vs ? cmd.option('--vs-sd <n>', "the reactive side's Special Dice (N5)") : cmd;
  };

  /** --json and --no-color; StarCraft: The Board Game has no Infinity edition to choose. */
  const outputOptions = (cmd: Command): Command =>
    cmd
      .option('--json', 'print JSON instead of text')
      .option('--no-color', 'never colour the output (also: NO_COLOR=1)');
  const common = (cmd: Command): Command =>
    outputOptions(cmd).option(
      '--rules <edition>',
      'rules edition: n4 or n5 (default n4; also: INFCALC_RULES)',
    );
  /** Typed save dice after a roll (docs/rules.md §6): who rolls them, as with --dice. */
  const saveDiceOptions = (cmd: Command): Command =>
    cmd
      .option('--save-dice <list>', 'save dice rolled by the active trooper, in order')
      .option('--vs-save-dice <list>', 'save dice rolled by the reactive trooper / target');
  /** `--format`: the share formats, on the commands whose answers are tables. */
  const formats = (cmd: Command): Command =>
    cmd.addOption(
      new Option('--format <format>', 'text, json, md (Markdown table) or csv').choices(
        OUTPUT_FORMATS,
      ),
    );
  const mods = (cmd: Command, flag = '--mod', what = 'the roll'): Command =>
    cmd.option(
      `${flag} <name=value>`,
      `a named MOD for ${what}, repeatable (e.g. cover=-3)`,
      collect,
      [],
    );

  program
    .description('Dice, odds and order calculator for Infinity (N4 and N5).')
    .addHelpText('before', PROGRAM_EXAMPLES)
    .addHelpText('after', PROGRAM_NOTES)
    .version('0.1.0', '-V, --version')
    .showSuggestionAfterError(true)
    .configureHelp({ helpWidth: 80 })
    .exitOverride()
    .configureOutput({
      writeOut: output.writeOut,
      writeErr: output.writeErr,
      outputError: () => undefined,
    });

  const roll = common(
    mods(
      sdOptions(program.command('roll'), false)
        .summary('a Normal roll (§1.3)')
        .description('Resolve a Normal roll from seeded random dice or from dice you rolled.')
        .argument('<spec>', 'ATTR[+MOD|-MOD]...[bN], e.g. 12-3 or 13b3')
        .option('--seed <seed>', 'any string; the same seed gives the same dice')
        .option(
          '--dice <list>',
          'the dice you rolled, e.g. 8,12,9 (one per die: burst + Special Dice)',
        )
        .option(
          '--times <n>',
          'Monte-Carlo: roll N times (up to 10^7) and show the frequencies beside the exact odds',
        ),
    ),
  );
  damageOptions(damageOptions(roll, '', 'the roller', 'weapon'), 'vs', 'the target', 'target')
    .option('--vs-save-dice <list>', 'save dice rolled by the target, in order')
    .addHelpText(
      'before',
      examples([
        'infcalc roll 12-3',
        'infcalc roll 13b3 --mod range=+3 --mod cover=-3 --seed table1',
        'infcalc roll 12-3 --dice 8 --json',
        'infcalc roll 13b3 --dam 13 --vs-arm 3 --vs-w 2 --seed t1',
      ]),
    )
    .action(async (spec: string, opts: Common & RollFlags) => {
      if (opts.times !== undefined) {
        const { simulateCommand } = await import('./commands/simulate.js');
        const report = simulateCommand(
          { spec, mods: opts.mod },
          { ...opts, times: opts.times },
          await editionFor(opts),
          progressBar(opts.times),
        );
        done({ report, opts });
        return;
      }
      const { rollCommand } = await import('./commands/roll.js');
      done({ report: rollCommand(spec, opts, await editionFor(opts)), opts });
    });

  const ftf = common(
    mods(
      mods(
        sdOptions(program.command('ftf'), true)
          .summary('a Face-to-Face roll (§1.4)')
          .description(
            'Resolve a Face-to-Face roll: the first spec is the active side, the second the reactive side.',
          )
          .usage('[options] <active> vs <reactive>')
          .argument('<active>', 'the active side, e.g. 12b3')
          // Optional for commander, so that `ftf 12 11` gets the same help as `odds`.
          .argument('[vs]', 'the word "vs"')
          .argument('[reactive]', 'the reactive side, e.g. 11')
          .option('--seed <seed>', 'any string; the same seed gives the same dice')
          .option('--dice <list>', "the active side's dice, e.g. 4,9")
          .option('--vs-dice <list>', "the reactive side's dice, e.g. 5")
          .option(
            '--times <n>',
            'Monte-Carlo: roll N times (up to 10^7) and show the frequencies beside the exact odds',
          ),
        '--mod',
        'the active side',
      ),
      '--vs-mod',
      'the reactive side',
    ),
  );
  damageOptions(
    saveDiceOptions(damageOptions(ftf, '', 'the active side')),
    'vs',
    'the reactive side',
  )
    .addHelpText(
      'before',
      examples([
        'infcalc ftf 12b2 vs 11',
        'infcalc ftf 12b2 vs 11 --dice 4,9 --vs-dice 5',
        'infcalc ftf 15b3 vs 13 --mod cover=-3 --seed s1 --json',
        'infcalc ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --seed s1',
      ]),
    )
    .action(
      async (
        a: string,
        vs: string | undefined,
        r: string | undefined,
        opts: Common & RollFlags & { vsMod: string[]; vsDice?: string },
      ) => {
        if (opts.times !== undefined) {
          const { simulateCommand } = await import('./commands/simulate.js');
          const specs = {
            roll: 'ftf' as const,
            spec: a,
            mods: opts.mod,
            vs,
            reactive: r,
            vsMods: opts.vsMod,
          };
          done({
            report: simulateCommand(
              specs,
              { ...opts, times: opts.times },
              await editionFor(opts),
              progressBar(opts.times),
            ),
            opts,
          });
          return;
        }
        const { ftfCommand } = await import('./commands/roll.js');
        done({ report: ftfCommand(a, vs, r, opts, await editionFor(opts)), opts });
      },
    );

  const odds = common(
    formats(
      mods(
        mods(
          sdOptions(program.command('odds'), true)
            .summary('exact odds of a roll; sweeps with A..B')
            .description(
              'Exact odds (integer counts over 20^n) of a Normal roll, or of a Face-to-Face roll with "A vs B". A range A..B (or A..B:STEP) in any number of a spec or of a flag sweeps it: one row per value, a grid for two ranges.',
            )
            .argument('<spec>', 'the roller, or the active side (- with --ndjson)')
            .argument('[vs]', 'the word "vs" for a Face-to-Face roll')
            .argument('[reactive]', 'the reactive side')
            .option('--cumulative', 'show "N or more successes" instead of each outcome')
            .option(
              '--ndjson',
              'batch: read one JSON question per line (FILE or - for stdin), write one JSON result per line',
            ),
          '--mod',
          'the first side',
        ),
        '--vs-mod',
        'the reactive side',
      ),
    ),
  );
  // docs/rules.md §6: weapons and targets turn standing hits into wounds.
  damageOptions(damageOptions(odds, '', 'the first side'), 'vs', 'the reactive side / target')
    .option('--orders <n>', 'chance of at least one wound in N orders (default: 1, 2 and 3)')
    .addHelpText(
      'before',
      examples([
        'infcalc odds 13b3 vs 11',
        'infcalc odds 13b3 --dam 13 --vs-arm 4 --vs-w 2 --vs-cover',
        'infcalc odds 10..16b3 vs 11 --mod cover=-3..0',
        'infcalc odds examples/questions.ndjson --ndjson',
      ]),
    )
    .action(
      async (
        spec: string,
        vs: string | undefined,
        r: string | undefined,
        opts: Common & Record<string, string | string[] | boolean | undefined>,
      ) => {
        const { queryFields } = await import('./query.js');
        if (opts.ndjson === true) {
          if (vs !== undefined)
            throw usage(
              'odds --ndjson reads its questions from a file or -',
              'write: infcalc odds - --ndjson',
            );
          const [{ oddsLines }, { ndjsonRun }] = await Promise.all([
            import('./commands/batch.js'),
            import('./ndjson.js'),
          ]);
          done(await ndjsonRun(host, spec, oddsLines(queryFields(odds), host), output.emit));
          return;
        }
        const { runQuery } = await import('./query.js');
        done({ report: runQuery({ spec, vs, reactive: r, options: opts }, host), opts });
      },
    );

  const save = common(
    program
      .command('save')
      .summary('Saving Rolls after a roll (§6)')
      .description(
        'Roll (or type in) the Saving Rolls a weapon forces: each save die, the extra critical save, Continuous Damage re-saves, the wounds and the new state. Weapon and target use the same flags.',
      )
      .argument('<hits>', 'plain hits that stood')
      .argument('[crits]', 'criticals that stood (default 0)')
      .option('--seed <seed>', 'any string; the same seed gives the same dice')
      .option('--dice <list>', 'the save dice you rolled, in order: saves, then re-saves'),
  );
  damageOptions(save, '', 'the target')
    .addHelpText(
      'before',
      examples([
        'infcalc save 2 --dam 13 --arm 3 --w 2',
        'infcalc save 1 1 --dam 14 --ammo da --cont --arm 2 --dice 4,17,9,12,18',
        'infcalc save 0 1 --ps 6 --ammo t2 --arm 5 --w 2 --rules n5 --seed s1',
      ]),
    )
    .action(
      async (
        hits: string,
        crits: string | undefined,
        opts: Common & { seed?: string; dice?: string },
      ) => {
        const { saveCommand } = await import('./commands/save.js');
        done({ report: saveCommand(hits, crits, opts, await editionFor(opts)), opts });
      },
    );

  common(
    formats(
      program
        .command('compare')
        .summary('named matchups side by side')
        .description(
          'Exact odds of several matchups in one table. FILE is a JSON list (or NDJSON) of matchups, each with the fields of the odds command: {"name": "...", "spec": "13b3", "reactive": "11", "vsMod": ["cover=-3"]} (infcalc schema compare).',
        )
        .argument('<file>', fileArg('matchups', 'compare')),
    ),
  )
    .addHelpText(
      'before',
      examples([
        'infcalc compare examples/compare.json',
        'infcalc compare examples/compare.json --format md',
        'infcalc schema compare',
      ]),
    )
    .action(async (file: string, opts: Common) => {
      const { queryFields } = await import('./query.js');
      const { compareCommand } = await import('./commands/compare.js');
      done({ report: await compareCommand(host, file, queryFields(odds)), opts });
    });

  common(
    formats(
      codeFlags(program.command('orders'))
        .summary('the Tactical Phase of an army list')
        .description(
          'Run the Tactical Phase (docs/rules.md §3) on an army list as it stands: Retreat! check, Loss of Lieutenant check, and the Order Count of each Combat Group.',
        )
        .argument('[file]', fileArg('army list', 'army-list'))
        .option(
          '--public',
          'print only what the opponent may know (no Lieutenant identity, no undeployed troopers)',
        )
        .option('--ndjson', 'read one list per line, write one JSON result per line'),
    ),
  )
    .addHelpText('after', CODE_HELP)
    .addHelpText(
      'before',
      examples([
        'infcalc orders examples/n4-two-groups.json',
        'infcalc orders examples/n4-retreat.json --json',
        'cat examples/lists.ndjson | infcalc orders - --ndjson',
        'infcalc orders examples/n4-two-groups.json --public',
      ]),
    )
    .action(
      async (
        file: string | undefined,
        opts: Common & CodeFlags & { public?: boolean; ndjson?: boolean },
      ) => {
        const source = listOrCode(file, opts);
        if (opts.ndjson === true) {
          const [{ ordersLines }, { ndjsonRun }, { editionOf }] = await Promise.all([
            import('./commands/army-ndjson.js'),
            import('./ndjson.js'),
            import('./edition.js'),
          ]);
          let lines = ordersLines(opts.public === true, editionOf(opts.rules, host));
          if (opts.code !== undefined) {
            const { codeOrdersLines } = await import('./commands/army-code.js');
            lines = await codeOrdersLines(host, opts, lines, editionOf(opts.rules, host));
          }
          done(await ndjsonRun(host, source, lines, output.emit));
          return;
        }
        if (opts.code !== undefined) {
          const { codeOrdersCommand } = await import('./commands/army-code.js');
          const edition = await editionFor(opts);
          done({ report: await codeOrdersCommand(host, source, opts, edition), opts });
          return;
        }
        const { ordersCommand } = await import('./commands/army.js');
        done({ report: await ordersCommand(host, source, opts, await editionFor(opts)), opts });
      },
    );

  common(
    codeFlags(program.command('validate'))
      .summary('check an army list (exit 1 if invalid)')
      .description(
        'Check an army list (docs/rules.md §2.3): troopers per group and list, exactly one Lieutenant, CodeOne limits, points. Exit 0 valid, 1 invalid, 2 unreadable.',
      )
      .argument('[file]', fileArg('army list', 'army-list'))
      .option('--ndjson', 'read one list per line, write one JSON result per line'),
  )
    .addHelpText('after', CODE_HELP)
    .addHelpText(
      'before',
      examples([
        'infcalc validate examples/n4-two-groups.json',
        'infcalc validate examples/lists.ndjson --ndjson',
        'infcalc validate - --json < my-list.json',
      ]),
    )
    .action(async (file: string | undefined, opts: Common & CodeFlags & { ndjson?: boolean }) => {
      const source = listOrCode(file, opts);
      if (opts.ndjson === true) {
        const [{ validateLines }, { ndjsonRun }, { editionOf }] = await Promise.all([
          import('./commands/army-ndjson.js'),
          import('./ndjson.js'),
          import('./edition.js'),
        ]);
        let lines = validateLines(editionOf(opts.rules, host));
        if (opts.code !== undefined) {
          const { codeValidateLines } = await import('./commands/army-code.js');
          lines = await codeValidateLines(host, opts, lines, editionOf(opts.rules, host));
        }
        done(await ndjsonRun(host, source, lines, output.emit));
        return;
      }
      if (opts.code !== undefined) {
        const { codeValidateCommand } = await import('./commands/army-code.js');
        const edition = await editionFor(opts);
        done({ report: await codeValidateCommand(host, source, opts, edition), opts });
        return;
      }
      const { validateCommand } = await import('./commands/army.js');
      done({ report: await validateCommand(host, source, await editionFor(opts)), opts });
    });

  program
    .command('schema')
    .summary('the JSON Schema of an input format')
    .addArgument(new Argument('<name>', 'the input format').choices(SCHEMA_NAMES))
    .addHelpText(
      'before',
      examples([
        'infcalc schema army-list > army-list.schema.json',
        'infcalc schema engagement',
        'infcalc schema scgb-move',
      ]),
    )
    .action(async (name: SchemaName) => {
      const { schemaCommand } = await import('./commands/schema.js');
      const { queryFields } = await import('./query.js');
      done({
        report: schemaCommand(name, { oddsFields: queryFields(odds) }),
        opts: { json: true },
      });
    });

  const order = program
    .command('order')
    .summary('one order: its skills, its sequence')
    .addHelpText(
      'before',
      examples([
        'infcalc order check "Move + BS Attack"',
        'infcalc order sequence "Move + BS Attack"',
      ]),
    );
  const skillOption = (cmd: Command): Command =>
    cmd.option(
      '--skill <name=kind>',
      'add or correct a catalogue entry for this run (kind: short-movement, short, entire-order; N5 names: basic-short, long)',
      collect,
      [],
    );

  common(
    skillOption(
      order
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
        const { orderCheckCommand } = await import('./commands/order.js');
        done({ report: orderCheckCommand(declared, opts, await editionFor(opts)), opts });
      },
    );

  common(
    skillOption(
      order
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
      const { orderSequenceCommand } = await import('./commands/order.js');
      done({ report: orderSequenceCommand(declared, opts, await editionFor(opts)), opts });
    });

  common(
    formats(
      program
        .command('engage')
        .summary('every roll one order causes (§1.5)')
        .description(
          'Resolve an engagement: the active trooper splits its burst between targets; each target that opposes it makes a Face-to-Face roll, others Normal rolls; AROs roll one die.',
        )
        .argument('<file>', fileArg('engagement', 'engagement'))
        .option('--seed <seed>', 'any string; draws the dice not given in the file')
        .option(
          '--odds',
          'exact odds of each roll and of each trooper being hit, instead of rolling',
        ),
    ),
  )
    .addHelpText(
      'before',
      examples([
        'infcalc engage examples/engage-split.json',
        'infcalc engage examples/engage-split.json --odds',
        'infcalc engage - --seed s1 --json < my-engagement.json',
      ]),
    )
    .action(async (file: string, opts: Common & { seed?: string; odds?: boolean }) => {
      const { engageCommand } = await import('./commands/engage.js');
      done({ report: await engageCommand(host, file, opts, await editionFor(opts)), opts });
    });

  const scgb = program
    .command('scgb')
    .summary('StarCraft: The Board Game (§5)')
    .addHelpText(
      'before',
      examples([
        'infcalc scgb move examples/scgb-move.json',
        'infcalc scgb move - --json < my-move.json',
      ]),
    );
  outputOptions(
    scgb
      .command('move')
      .summary('check a planned Move order (exit 0 legal, 1 illegal, 2 bad input)')
      .description(
        'Check a Move order of StarCraft: The Board Game: destinations on the active planet, transports as bridges, unit limits (+2 in the battle area), at most one enemy area, Special order bonuses, Terran Liftoff.',
      )
      .argument('<file>', fileArg('Move order', 'scgb-move')),
  )
    .addHelpText(
      'before',
      examples([
        'infcalc scgb move examples/scgb-move.json',
        'infcalc scgb move examples/scgb-illegal.json --json',
      ]),
    )
    .action(async (file: string, opts: Common) => {
      const { scgbMoveCommand } = await import('./commands/scgb.js');
      done({ report: await scgbMoveCommand(host, file), opts });
    });

  // Army codes of the official army builder (README "From the army builder").
  const army = program
    .command('army')
    .summary('army codes of the army builder')
    .addHelpText(
      'before',
      examples(['infcalc army decode - --units examples < examples/army-code.txt']),
    );
  outputOptions(
    army
      .command('decode')
      .summary('decode an army code offline (exit 1 if ids are unknown)')
      .description(
        'Decode an army code of the official army builder (base64, URL-encoded or not) into its faction, army name, point limit and combat groups. With --units, name each member with its points and SWC; with --list, print the army list JSON that orders and validate read.',
      )
      .argument('<code>', 'the army code, or - for standard input')
      .option('--units <path>', 'the army builder unit file, or a directory of them by faction id')
      .option('--metadata <file>', 'the army builder metadata file (names NCO, Chain of Command)')
      .option('--list', 'print the army list JSON (needs --units) for orders and validate'),
  )
    .addHelpText(
      'before',
      examples([
        'infcalc army decode - < examples/army-code.txt',
        'infcalc army decode - --units examples --metadata examples/metadata.json < examples/army-code.txt',
        'infcalc army decode - --units examples --list < examples/army-code.txt | infcalc orders -',
      ]),
    )
    .action(async (code: string, opts: Common & CodeFlags & { list?: boolean }) => {
      const { armyDecodeCommand } = await import('./commands/army-code.js');
      const report = await armyDecodeCommand(host, code, opts);
      // The list is JSON input for `orders -`: printed as JSON, never escaped as text is.
      done({ report, opts: report.kind === 'army-list' ? { ...opts, json: true } : opts });
    });

  program
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
      const { completionScript } = await import('./completion.js');
      done({ text: completionScript(shell, program), code: EXIT.ok });
    });

  program.addOption(new Option('--no-input', 'never prompt, even on a terminal'));
  onceOnly(program);
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
