/**
 * `infcalc` with no arguments on a terminal: a menu that builds one of the real commands.
 * Each answer is validated with the same parser the command uses, and the equivalent
 * one-line command is printed so it can be reused or scripted. The prompts come in as a
 * Prompter (inquirer in the CLI, a script in the tests).
 */
import { CATALOGUE, catalogueFor, type Skill } from '../core/order/catalogue.js';
import { DEFAULT_EDITION, EDITIONS, type EditionId } from '../core/rules/index.js';
import { parseDeclaration } from '../core/order/check.js';
import { parseDiceList } from '../core/roll/resolve.js';
import { parseTarget, parseWeapon } from '../core/damage/parse.js';
import { parseSpec } from '../core/roll/spec.js';
import { flagName, trooperFlags } from '../app/troopers.js';
import { flagsFromWords } from './damage-flags.js';
import { shownError } from './advice.js';
import { EVENTS, ORDER_KINDS, type OrderKind } from '../core/turn/types.js';

export interface Choice<T extends string> {
  readonly name: string;
  readonly value: T;
  readonly description?: string;
  /** What the answer line shows once picked (a long choice's short name). */
  readonly short?: string;
}

export interface Prompter {
  select<T extends string>(options: { message: string; choices: readonly Choice<T>[] }): Promise<T>;
  input(options: {
    message: string;
    default?: string;
    validate?: (value: string) => true | string;
  }): Promise<string>;
}

/** Validators shared with the commands' own parsers: a message, or true. */
export const validate = {
  spec: (v: string): true | string => {
    const r = parseSpec(v.trim());
    return r.ok ? true : r.error.message;
  },
  optionalSpec: (v: string): true | string => (v.trim() === '' ? true : validate.spec(v)),
  dice:
    (spec: string) =>
    (v: string): true | string => {
      const s = parseSpec(spec);
      const r = parseDiceList(v, s.ok ? s.value.burst : 1);
      return r.ok ? true : r.error.message;
    },
  order: (v: string, catalogue: readonly Skill[] = CATALOGUE): true | string => {
    const r = parseDeclaration(v, catalogue);
    if (r.ok) return true;
    const e = shownError(r.error);
    return `${e.message}${e.hint === undefined ? '' : `; ${e.hint}`}`;
  },
  /** Optional weapon and target flags, checked by the flags' own parser (docs/rules.md §6). */
  damage: (v: string): true | string => {
    const words = flagsFromWords(v);
    if (!words.ok) return words.message;
    for (const prefix of ['', 'vs'] as const) {
      const flags = trooperFlags(words.opts, prefix);
      const names = { name: flagName(prefix) };
      const w = parseWeapon(flags, names);
      if (!w.ok) return w.error.message;
      const t = parseTarget(flags, names);
      if (!t.ok) return t.error.message;
    }
    return true;
  },
  file: (v: string): true | string =>
    v.trim() === '' ? 'give a file path, or - for standard input' : true,
};

export type Task = 'roll' | 'ftf' | 'odds' | 'orders' | 'order-check' | 'turn';

const TASKS: readonly Choice<Task>[] = [
  {
    name: 'Normal roll',
    value: 'roll',
    description: 'one trooper rolls against its success value',
  },
  { name: 'Face-to-Face roll', value: 'ftf', description: 'two troopers roll against each other' },
  { name: 'Odds', value: 'odds', description: 'exact odds of a Normal or Face-to-Face roll' },
  {
    name: 'Order count of a list file',
    value: 'orders',
    description: 'the Tactical Phase of an army list',
  },
  { name: 'Order check', value: 'order-check', description: 'may one order hold these skills?' },
  {
    name: 'Play a turn',
    value: 'turn',
    description: 'start a game from a list, spend orders, end the turn (docs/turn.md)',
  },
];

type TurnStep = 'start' | 'spend' | 'event' | 'token' | 'show' | 'end' | 'next' | 'undo';

const TURN_STEPS: readonly Choice<TurnStep>[] = [
  { name: 'Start a game from a list file', value: 'start' },
  { name: 'Spend an order', value: 'spend' },
  { name: 'Something happened to a trooper', value: 'event' },
  { name: 'Use a Command Token', value: 'token' },
  { name: 'Show the turn', value: 'show' },
  { name: 'End the turn', value: 'end' },
  { name: 'Next Active Turn', value: 'next' },
  { name: 'Undo the last action', value: 'undo' },
];

const ORDER_CHOICES: readonly Choice<'default' | OrderKind>[] = [
  { name: 'The usual choice', value: 'default', description: 'docs/rules.md §3.1' },
  ...ORDER_KINDS.map((k) => ({ name: k, value: k })),
];

/**
 * The trooper of a turn step: picked from the game's troopers when the caller read them
 * (the menu, from `turn show --json`), else typed.
 */
const trooperName = async (p: Prompter, troopers: readonly Choice<string>[]): Promise<string> =>
  troopers.length > 0
    ? p.select({ message: 'Which trooper', choices: troopers })
    : (
        await p.input({
          message: 'Trooper (its name; NAME#2 for the second of that name)',
          validate: (v) => (v.trim() === '' ? 'give the trooper’s name' : true),
        })
      ).trim();

/** A step of a turn (docs/turn.md): the `infcalc turn` subcommand that takes it. */
async function askTurn(
  p: Prompter,
  edition: EditionId,
  troopers: readonly Choice<string>[],
): Promise<string[]> {
  const step = await p.select({ message: 'Which step of the turn?', choices: TURN_STEPS });
  switch (step) {
    case 'start': {
      const file = await p.input({
        message: 'Army list file',
        default: 'examples/n4-two-groups.json',
        validate: validate.file,
      });
      return ['turn', 'start', file.trim()];
    }
    case 'spend': {
      const name = await trooperName(p, troopers);
      const order = await p.select({ message: 'Which order', choices: ORDER_CHOICES });
      const catalogue = catalogueFor(EDITIONS[edition]);
      const skills = (
        await p.input({
          message: 'Skills, optional (e.g. Move + BS Attack)',
          default: '',
          validate: (v) => (v.trim() === '' ? true : validate.order(v, catalogue)),
        })
      ).trim();
      return [
        'turn',
        'spend',
        name,
        ...(order === 'default' ? [] : ['--order', order]),
        ...(skills === '' ? [] : ['--skills', skills]),
      ];
    }
    case 'event': {
      const name = await trooperName(p, troopers);
      const event = await p.select({
        message: 'What happened',
        choices: EVENTS.map((e) => ({ name: e, value: e })),
      });
      return ['turn', 'event', name, event];
    }
    case 'token':
      return ['turn', 'token', await trooperName(p, troopers)];
    default:
      return ['turn', step];
  }
}

/** Typed-in dice, or a fresh seed so that the printed command replays the roll. */
async function diceOrSeed(
  p: Prompter,
  newSeed: () => string,
): Promise<{ typed: true } | { typed: false; seed: string }> {
  const how = await p.select({
    message: 'Dice',
    choices: [
      { name: 'Roll them for me', value: 'random' },
      { name: 'I rolled them: type them in', value: 'typed' },
    ] as const,
  });
  return how === 'typed' ? { typed: true } : { typed: false, seed: newSeed() };
}

/** Weapons and targets, optional: an empty answer keeps the roll to hits (docs/rules.md §6). */
async function damageAnswer(p: Prompter, example: string): Promise<string[]> {
  const text = await p.input({
    message: `Weapons and targets, optional (e.g. ${example})`,
    default: '',
    validate: validate.damage,
  });
  const words = flagsFromWords(text);
  return words.ok ? words.argv : [];
}

/**
 * The rules edition, asked once per session (docs/rules.md §7); the default (from
 * INFCALC_RULES, else n4) comes first. The equivalent command says `--rules` whenever
 * the answer is not what the command would assume without it.
 */
async function askEdition(
  p: Prompter,
  envDefault: EditionId | null,
): Promise<{ id: EditionId; flags: string[] }> {
  const first = envDefault ?? DEFAULT_EDITION;
  const ids = [first, ...(Object.keys(EDITIONS) as EditionId[]).filter((id) => id !== first)];
  const id = await p.select({
    message: 'Rules edition',
    choices: ids.map((e) => ({
      name: EDITIONS[e].name,
      value: e,
      ...(e === first
        ? { description: envDefault === null ? 'the default' : 'from INFCALC_RULES' }
        : {}),
    })),
  });
  return { id, flags: id === first && envDefault === null ? [] : ['--rules', id] };
}

/** Ask what to do; answer with the argv of the equivalent command. */
export async function askCommand(
  p: Prompter,
  newSeed: () => string,
  envDefault: EditionId | null = null,
): Promise<string[]> {
  const edition = await askEdition(p, envDefault);
  const argv = await askTask(p, newSeed, edition.id);
  // A game keeps the edition it was started with: only `turn start` takes --rules.
  if (argv[0] === 'turn' && argv[1] !== 'start') return argv;
  return [...argv, ...edition.flags];
}

/**
 * One task's questions (`preset`: the task the pickers' menu already chose; `troopers`:
 * the troopers of the game a turn step picks from, its value the name `turn` takes).
 */
export async function askTask(
  p: Prompter,
  newSeed: () => string,
  edition: EditionId,
  preset?: Task,
  troopers: readonly Choice<string>[] = [],
): Promise<string[]> {
  const task = preset ?? (await p.select({ message: 'What do you want to do?', choices: TASKS }));
  switch (task) {
    case 'roll': {
      const spec = (
        await p.input({
          message: 'Roll spec (ATTR+MOD...bN, e.g. 12-3b3)',
          validate: validate.spec,
        })
      ).trim();
      const dice = await diceOrSeed(p, newSeed);
      if (!dice.typed) return ['roll', spec, '--seed', dice.seed];
      const typed = await p.input({
        message: 'Your dice (e.g. 8,12,9)',
        validate: validate.dice(spec),
      });
      return ['roll', spec, '--dice', typed.trim()];
    }
    case 'ftf': {
      const active = (
        await p.input({ message: 'Active side spec (e.g. 12b3)', validate: validate.spec })
      ).trim();
      const reactive = (
        await p.input({ message: 'Reactive side spec (e.g. 11)', validate: validate.spec })
      ).trim();
      const damage = await damageAnswer(p, '--dam 13 --vs-arm 3 --vs-dam 14 --arm 1');
      const dice = await diceOrSeed(p, newSeed);
      if (!dice.typed) return ['ftf', active, 'vs', reactive, ...damage, '--seed', dice.seed];
      const a = await p.input({ message: "Active side's dice", validate: validate.dice(active) });
      const r = await p.input({
        message: "Reactive side's dice",
        validate: validate.dice(reactive),
      });
      // Typed dice but saves to roll: they come from a fresh seed (the command prints it).
      return ['ftf', active, 'vs', reactive, ...damage, '--dice', a.trim(), '--vs-dice', r.trim()];
    }
    case 'odds': {
      const spec = (
        await p.input({ message: 'Roll spec (e.g. 13b3)', validate: validate.spec })
      ).trim();
      const vs = (
        await p.input({
          message: 'Against (a reactive spec, or empty for a Normal roll)',
          validate: validate.optionalSpec,
        })
      ).trim();
      const damage = await damageAnswer(
        p,
        vs === '' ? '--dam 13 --vs-arm 3 --vs-w 2' : '--dam 13 --vs-arm 3 --vs-dam 14 --arm 1',
      );
      return vs === '' ? ['odds', spec, ...damage] : ['odds', spec, 'vs', vs, ...damage];
    }
    case 'orders': {
      const file = await p.input({
        message: 'Army list file',
        default: 'examples/n4-two-groups.json',
        validate: validate.file,
      });
      return ['orders', file.trim()];
    }
    case 'order-check': {
      const catalogue = catalogueFor(EDITIONS[edition]);
      const skills = await p.input({
        message: 'Skills (e.g. Move + BS Attack)',
        validate: (v) => validate.order(v, catalogue),
      });
      return ['order', 'check', skills.trim()];
    }
    case 'turn':
      return askTurn(p, edition, troopers);
  }
}

export { commandLine } from './shell.js';

/** Ctrl-C (or a closed terminal) inside a prompt. */
export const isPromptCancel = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError');
