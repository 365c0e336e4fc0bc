/**
 * The menu (`infcalc` alone on a terminal, docs/command-line.md "The menu"), on pickers:
 * the edition and the data folder first, then a task; an attack (BS, CC, a Dodge or Reset
 * of mine, hacking) is asked as answers (src/cli/menu/attack.ts), a save at the table too,
 * and my list's orders, check, fireteams and turn from its code; each answered as the
 * command prints it with the equivalent command, until quit. The tasks typed as numbers
 * are asked as before (src/cli/interactive.ts).
 */
import { askTask, type Task as TypedTask } from '../interactive.js';
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import { attackLoop, type Stance } from './attack.js';
import { listTaskArgv, turnTroopers, type ListTask } from './list-tasks.js';
import { askSave } from './save.js';
import { sheetTask } from './sheet.js';
import type { Codes } from './sides.js';

type Attacking = 'shoot' | 'cc' | 'react' | 'hack';
type Task =
  | Attacking
  | 'save'
  | 'sheet'
  | ListTask
  | 'odds'
  | 'roll'
  | 'ftf'
  | 'list-file'
  | 'order-check'
  | 'quit';

const TASKS = [
  { name: 'Shoot (BS Attack)', value: 'shoot' },
  { name: 'Close combat (CC Attack)', value: 'cc' },
  { name: 'Dodge or Reset: the enemy attacks my trooper', value: 'react' },
  { name: 'Hacking: a program', value: 'hack' },
  { name: 'A save at the table: my trooper is hit', value: 'save' },
  { name: 'The odds sheet: questions side by side', value: 'sheet' },
  { name: 'My list: its orders', value: 'orders' },
  { name: 'My list: is it valid?', value: 'validate' },
  { name: 'My list: its fireteams', value: 'fireteams' },
  { name: 'Play a turn', value: 'turn' },
  { name: 'Odds', value: 'odds', description: 'exact odds of rolls typed as numbers' },
  { name: 'Normal roll', value: 'roll' },
  { name: 'Face-to-Face roll', value: 'ftf' },
  { name: 'Order count of a list file', value: 'list-file' },
  { name: 'Order check', value: 'order-check' },
  { name: 'Quit', value: 'quit' },
] as const satisfies readonly { name: string; value: Task; description?: string }[];

/** Each attack task: the attack, and who attacks (my trooper, or the enemy at mine). */
const ATTACKS = {
  shoot: ['bs', 'mine'],
  cc: ['cc', 'mine'],
  react: [null, 'theirs'],
  hack: ['hack', 'mine'],
} as const satisfies Record<Attacking, readonly ['bs' | 'cc' | 'hack' | null, Stance]>;

/** The tasks asked as typed text (src/cli/interactive.ts); a turn's next step is one. */
const TYPED: Partial<Record<Task, TypedTask>> = {
  odds: 'odds',
  roll: 'roll',
  ftf: 'ftf',
  'list-file': 'orders',
  'order-check': 'order-check',
  turn: 'turn',
};

const isAttack = (t: Task): t is Attacking => Object.hasOwn(ATTACKS, t);

/** The game data is there, or fetched now; false when the player goes without. */
async function withData(p: MenuPrompter, io: MenuIO): Promise<boolean> {
  if (await io.hasData()) return true;
  const fetch = await p.confirm({
    message: `No game data in ${io.dataDir}. Fetch it now?`,
    default: true,
  });
  return fetch && (await io.fetch());
}

/** At the start: the data folder named when found, else fetching it offered. */
async function startData(p: MenuPrompter, io: MenuIO): Promise<void> {
  if (await io.hasData()) {
    io.say(`Game data: ${io.dataDir}\n`);
    return;
  }
  if (!(await withData(p, io)))
    io.say('Without game data: the tasks typed as numbers still answer.\n');
}

/** An attack task; 'quit' when the player quits from its next steps. */
async function attackTask(
  p: MenuPrompter,
  io: MenuIO,
  codes: Codes,
  task: Attacking,
): Promise<'new' | 'quit'> {
  const [fixed, stance] = ATTACKS[task];
  const attack =
    fixed ??
    (await p.select({
      message: 'How the enemy attacks',
      choices: [
        { name: 'A BS Attack: my trooper Dodges', value: 'bs' },
        { name: 'A CC Attack: my trooper Dodges', value: 'cc' },
        { name: 'A hacking program: my trooper Resets', value: 'hack' },
      ] as const,
    }));
  return attackLoop(p, io, codes, attack, stance);
}

/** The menu until the player quits; the last command's exit code. */
export async function runMenu(p: MenuPrompter, io: MenuIO): Promise<number> {
  let code = 0;
  const codes: Codes = { mine: io.myCode, theirs: null };
  await startData(p, io);
  for (;;) {
    const task = await p.select<Task>({ message: 'What do you want to do?', choices: TASKS });
    if (task === 'quit') return code;
    if (task === 'sheet') {
      await sheetTask(p, io);
      continue;
    }
    if (task === 'save' || isAttack(task)) {
      if (!(await withData(p, io))) continue;
      if (task === 'save') code = (await io.answer(await askSave(p, io, codes))).code;
      else if ((await attackTask(p, io, codes, task)) === 'quit') return code;
      continue;
    }
    if (task === 'orders' || task === 'validate' || task === 'fireteams' || task === 'turn') {
      const argv = await listTaskArgv(p, io, codes, task);
      if (argv === null) continue;
      if (argv !== 'step') {
        code = (await io.answer(argv)).code;
        continue;
      }
    }
    const typed = TYPED[task];
    if (typed === undefined) continue;
    // A turn's step picks its trooper from the game in play.
    const troopers = typed === 'turn' ? await turnTroopers(io) : [];
    const argv = await askTask(p, io.newSeed, io.edition, typed, troopers);
    const withEdition =
      argv[0] === 'turn' && argv[1] !== 'start' ? argv : [...argv, '--rules', io.edition];
    code = (await io.answer(withEdition)).code;
  }
}
