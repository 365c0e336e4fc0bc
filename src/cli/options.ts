/**
 * Option groups shared by several commands, declared once: output (--json, --no-color),
 * edition (--rules), --format, MODs, Special Dice, seeds and typed dice, save dice, the
 * army-code flags and --ndjson. The weapon and target flags are in damage-flags.ts.
 */
import { Option, type Command } from 'commander';
import type { SchemaName } from './schema-names.js';

/** `--format` values; `--json` is the same as `--format json`. */
export const OUTPUT_FORMATS = ['text', 'json', 'md', 'csv', 'discord'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** The formats of a table answer; `discord` only where the view writes a message (opt in). */
export const TABLE_FORMATS = ['text', 'json', 'md', 'csv'] as const satisfies OutputFormat[];

export const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** --json and --no-color; StarCraft: The Board Game has no Infinity edition to choose. */
export const outputOptions = (cmd: Command): Command =>
  cmd
    .option('--json', 'print JSON instead of text')
    .option('--no-color', 'never colour the output (also: NO_COLOR=1)');

/** --json, --no-color and --rules: what every Infinity command takes. */
export const common = (cmd: Command): Command =>
  outputOptions(cmd).option(
    '--rules <edition>',
    'rules edition: n4 or n5 (default n4; also: INFCALC_RULES)',
  );

/** `--format`: the share formats, on the commands whose answers are tables. */
export const formats = (
  cmd: Command,
  choices: readonly (OutputFormat | 'link')[] = TABLE_FORMATS,
): Command => {
  const words = {
    text: 'text',
    json: 'json',
    md: 'md (Markdown table)',
    csv: 'csv',
    discord: 'discord (chat messages)',
    link: 'link (the question in the page, docs/web.md)',
  } as const satisfies Record<OutputFormat | 'link', string>;
  const list = choices.map((c) => words[c]);
  const help = `${list.slice(0, -1).join(', ')} or ${list.at(-1) ?? ''}`;
  return cmd.addOption(new Option('--format <format>', help).choices(choices));
};

/** `--format` with `discord` too: the answers that are shared as chat messages. */
export const shareFormats = (cmd: Command): Command => formats(cmd, OUTPUT_FORMATS);

/**
 * `--format` of a typed question (odds): the share formats and `link`, the question as a
 * link to the page (docs/web.md), with `--base URL` for where the page is hosted.
 */
export const questionFormats = (cmd: Command): Command =>
  formats(cmd, [...OUTPUT_FORMATS, 'link']).option(
    '--base <url>',
    'with --format link: the address of the page (default: infcalc.html beside the reader)',
  );

/** `--chart FILE.svg|FILE.png`: a chart of the answer, written beside the output. */
export const chartOption = (cmd: Command): Command =>
  cmd.option(
    '--chart <file>',
    'also write a chart of the answer: FILE.svg, or FILE.png (docs/sharing.md)',
  );

/** `--mod NAME=VALUE`, repeatable: named MODs of one side. */
export const mods = (cmd: Command, flag = '--mod', what = 'the roll'): Command =>
  cmd.option(
    `${flag} <name=value>`,
    `a named MOD for ${what}, repeatable (e.g. cover=-3)`,
    collect,
    [],
  );

/**
 * Skills and situations (docs/rules.md §8): the troopers' words, the visibility zone, the
 * open rules points, and what each side rolls. `answers`: the reactive side may Dodge or
 * Reset instead of answering in kind (commands with a reactive roll).
 */
export const wordOptions = (cmd: Command, answers: boolean): Command => {
  cmd
    .option(
      '--with <words>',
      'skills and equipment of the active side, e.g. mimetism6,msv1 (infcalc mods lists them), repeatable',
      collect,
      [],
    )
    .option(
      '--vs-with <words>',
      'skills and equipment of the reactive side or target, repeatable',
      collect,
      [],
    )
    .option(
      '--zone <zone>',
      'a visibility zone on the line of fire: low, poor, zero or white-noise (the worst counts)',
      collect,
      [],
    )
    .option('--cc', 'a Close Combat Attack (CC), not a BS Attack')
    .option(
      '--program <name>',
      'a hacking program: a WIP Attack (Carbonite, Oblivion, Spotlight, Total Control, Trinity, Zero Pain)',
    );
  if (answers) {
    cmd
      .option('--vs-dodge', 'the reactive side Dodges: its spec is PH, it hits nobody')
      .option('--vs-reset', 'the reactive side Resets against a program: its spec is WIP');
  }
  return cmd.option(
    '--choice <name=value>',
    'settle an open rules point, e.g. mod-cap=off (infcalc mods lists them), repeatable',
    collect,
    [],
  );
};

/** `--discover`: the roll is a Discover (docs/rules.md §8.1), on the Normal-roll commands. */
export const discoverOption = (cmd: Command): Command =>
  cmd.option(
    '--discover',
    "a Discover: a Normal WIP roll with the target's Mimetism, cover and zone, and Discover's own range bands at --range D",
  );

/** `--sd N` (and `--vs-sd N` for a reactive side): Special Dice, N5 only. */
export const sdOptions = (cmd: Command, vs: boolean): Command => {
  cmd.option('--sd <n>', 'Special Dice (N5): roll N more dice, keep the best');
  return vs ? cmd.option('--vs-sd <n>', "the reactive side's Special Dice (N5)") : cmd;
};

export const seedOption = (
  cmd: Command,
  what = 'any string; the same seed gives the same dice',
): Command => cmd.option('--seed <seed>', what);

export const timesOption = (cmd: Command): Command =>
  cmd.option(
    '--times <n>',
    'Monte-Carlo: roll N times (up to 10^7) and show the frequencies beside the exact odds',
  );

/** Typed save dice after a roll (docs/rules.md §6): who rolls them, as with --dice. */
export const saveDiceOptions = (cmd: Command): Command =>
  cmd
    .option('--save-dice <list>', 'save dice rolled by the active trooper, in order')
    .option('--vs-save-dice <list>', 'save dice rolled by the reactive trooper / target');

/** `--units DIR --metadata FILE`: the army builder's files an army code is resolved with. */
export const unitsOptions = (cmd: Command): Command =>
  cmd
    .option('--units <path>', 'the army builder unit file, or a directory of them by faction id')
    .option('--metadata <file>', 'the army builder metadata file (names NCO, Chain of Command)')
    .option('--data <dir>', 'game data directory when --units is not given (infcalc data fetch)');

/** `--code CODE --units DIR`: an army code from the army builder in place of a list file. */
export const codeOptions = (cmd: Command): Command =>
  unitsOptions(
    cmd.option('--code <code>', 'an army code from the official army builder, or - for stdin'),
  );

export const CODE_HELP = `
With --code, the list comes from an army code of the official army builder,
resolved against its unit file (--units FILE, or a directory of files named
<faction id>.json); with --ndjson, --code FILE|- reads one code per line.`;

/** `--ndjson`: many inputs, one per line, each answered by one JSON line as it comes. */
export const ndjsonOption = (cmd: Command, read = 'read one list per line'): Command =>
  cmd.option('--ndjson', `${read}, write one JSON result per line`);

/** A file argument's help says where its format is described. */
export const fileArg = (what: string, schema: SchemaName): string =>
  `${what} JSON file, or - for standard input (format: infcalc schema ${schema})`;

/** `--data DIR`: where `infcalc data fetch` keeps the army builder's files. */
export const dataDirOption = (cmd: Command, what = 'the data directory'): Command =>
  cmd.option(
    '--data <dir>',
    `${what} (default: INFCALC_DATA, else $XDG_CACHE_HOME/infcalc, else ~/.cache/infcalc)`,
  );

/** `--data DIR --profiles FILE`: where the troopers of compare entries and batch lines are looked up. */
export const entryDataOptions = (cmd: Command): Command =>
  dataDirOption(cmd, 'the game data directory, for entries with "unit"').option(
    '--profiles <file>',
    'your own troopers and weapons, ahead of the data (default: ~/.config/infcalc/profiles.json)',
  );

const LIST_CODE_HELP = 'an army code, or a file holding one: --trooper picks a member of its list';
const TROOPER_HELP =
  'a member of the --code list as the trooper: group.position (1.3), or a name unique in the list';

const OPTION_HELP =
  'its loadout: an option id as "infcalc unit NAME" lists it (3 or 1-3), or its name; default: the first option carrying the weapon';

/**
 * `save` from game data: the weapon that hit (`--weapon`, carried by `--unit` or named
 * alone) and the target that saves (`--vs-unit`). No distance: a save has no range.
 */
export const saveDataOptions = (cmd: Command): Command =>
  dataDirOption(
    cmd
      .option('--weapon <name>', 'the weapon that hit, from game data (NAME:MODE for one mode)')
      .option('--unit <name>', 'the trooper carrying it (a thrown weapon: its PH)')
      .option('--profile <n>', 'its profile, 1 by default')
      .option('--option <id|name>', OPTION_HELP)
      .option('--code <code>', LIST_CODE_HELP)
      .option('--trooper <member>', TROOPER_HELP)
      .option('--faction <faction>', 'look the unit up in one faction (id, slug or name)')
      .option('--vs-unit <name>', 'the target that saves, from game data')
      .option('--vs-profile <n>', "the target's profile")
      .option('--vs-option <id|name>', "the target's loadout (its option)")
      .option('--vs-code <code>', "the target's army code: --vs-trooper picks a member")
      .option(
        '--vs-trooper <member>',
        'the target, a member of the --vs-code list (2.1, or a name)',
      )
      .option('--vs-faction <faction>', 'look the target up in one faction'),
    'the game data directory',
  ).option(
    '--profiles <file>',
    'your own troopers and weapons, ahead of the data (default: ~/.config/infcalc/profiles.json)',
  );

/**
 * `--unit NAME [--profile N] --weapon NAME[:MODE] --range D` and the `--vs-` side:
 * troopers from the game data (docs/game-data.md). Explicit specs and flags win.
 */
export const dataOptions = (cmd: Command): Command =>
  dataDirOption(
    cmd
      .option('--unit <name>', 'the trooper from game data (unit name or ISC)')
      .option('--profile <n>', 'its profile, 1 by default')
      .option('--option <id|name>', OPTION_HELP)
      .option('--code <code>', LIST_CODE_HELP)
      .option('--trooper <member>', TROOPER_HELP)
      .option('--weapon <name>', 'its weapon, NAME:MODE for one mode')
      .option('--range <distance>', 'the distance to the target: 37cm or 15in')
      .option('--faction <faction>', 'look the unit up in one faction (id, slug or name)')
      .option('--vs-unit <name>', 'the other trooper from game data')
      .option('--vs-profile <n>', "the other trooper's profile")
      .option('--vs-option <id|name>', "the other trooper's loadout (its option)")
      .option('--vs-code <code>', "the other trooper's army code: --vs-trooper picks a member")
      .option(
        '--vs-trooper <member>',
        'the other trooper, a member of the --vs-code list (2.1, or a name)',
      )
      .option('--vs-weapon <name>', 'its weapon: it shoots back (Face-to-Face)')
      .option('--vs-range <distance>', 'its distance to the first trooper')
      .option('--vs-faction <faction>', 'look the other unit up in one faction')
      .option(
        '--without <words>',
        "skills of the trooper's data left out, e.g. ma2 (as --with names them), repeatable",
        collect,
        [],
      )
      .option(
        '--vs-without <words>',
        "skills of the other trooper's data left out, repeatable",
        collect,
        [],
      ),
    'the game data directory',
  )
    .option(
      '--profiles <file>',
      'your own troopers and weapons, ahead of the data (default: ~/.config/infcalc/profiles.json)',
    )
    .option('--allow-out-of-range', 'past the last band: no range MOD instead of an error');

/**
 * Whether the question names a trooper from game data (`--unit`, `--vs-unit`). Here, beside
 * the flags, so that a roll without them never loads the data code (src/cli/data/).
 */
export const usesData = (o: Readonly<Record<string, unknown>>): boolean =>
  ['unit', 'vsUnit', 'trooper', 'vsTrooper', 'code', 'vsCode'].some(
    (k) => typeof o[k] === 'string',
  );

/** Whether `save` names a weapon or a trooper from game data (or a flag of one). */
export const saveUsesData = (o: Readonly<Record<string, unknown>>): boolean =>
  [
    'unit',
    'weapon',
    'vsUnit',
    'profile',
    'option',
    'faction',
    'vsProfile',
    'vsOption',
    'vsFaction',
    'code',
    'trooper',
    'vsCode',
    'vsTrooper',
  ].some((k) => typeof o[k] === 'string');
