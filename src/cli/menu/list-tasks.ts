/**
 * The menu's tasks on my army list (docs/command-line.md "The menu"): its orders, its
 * check, its fireteams and a turn played with it, each the command a player would type
 * with the list's code (`orders --code`, `validate --code`, `fireteams CODE`, `turn start
 * --code`), in the menu's edition. The first three are the typed list questions
 * (src/app/question/lists.ts), written back by their own `toArgv`. Without my code this
 * session, it is asked here.
 */
import { toArgv, type ListQuestion } from '../../app/question/index.js';
import type { Choice } from '../interactive.js';
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import type { Codes } from './sides.js';

export type ListTask = 'orders' | 'validate' | 'fireteams' | 'turn';

/** My code: the session's, else pasted now (kept for the session); null when none. */
async function myCode(p: MenuPrompter, codes: Codes): Promise<string | null> {
  if (codes.mine !== null) return codes.mine;
  const typed = (await p.input({ message: 'My army code (paste it; Enter to go back)' })).trim();
  if (typed === '') return null;
  codes.mine = typed;
  return typed;
}

/**
 * The command of a list task; null when there is no code (the player goes back);
 * 'step' for a step of a turn already started (asked as a typed turn step).
 */
export async function listTaskArgv(
  p: MenuPrompter,
  io: MenuIO,
  codes: Codes,
  task: ListTask,
): Promise<string[] | 'step' | null> {
  if (task === 'turn') {
    const how = await p.select({
      message: 'Play a turn',
      choices: [
        { name: 'Start it with my list', value: 'start' },
        { name: 'Its next step (an order spent, an event, the end...)', value: 'step' },
      ],
    });
    if (how === 'step') return 'step';
  }
  const code = await myCode(p, codes);
  if (code === null) return null;
  const data = ['--data', io.dataDir];
  if (task === 'turn') return ['turn', 'start', '--code', code, ...data, '--rules', io.edition];
  const rules = io.edition;
  const questions = {
    orders: { kind: 'orders', code, rules },
    validate: { kind: 'validate', code, rules },
    fireteams: { kind: 'fireteams', code, rules },
  } as const satisfies Record<Exclude<ListTask, 'turn'>, ListQuestion>;
  return [...toArgv(questions[task]), ...data];
}

interface TurnJson {
  troopers?: { name?: string; group?: number; state?: string }[];
}

/** As `turn` compares names (src/core/turn/game.ts): case and spacing aside. */
const norm = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The troopers of the game in play, read as a player would (`turn show --json`), each
 * valued as `turn` takes it: its name, or NAME#2 for the second of that name; none
 * without a game (the step then asks the name as text).
 */
export async function turnTroopers(io: MenuIO): Promise<Choice<string>[]> {
  const r = await io.exec(['turn', 'show', '--json']);
  if (r.code !== 0) return [];
  let troopers: NonNullable<TurnJson['troopers']>;
  try {
    troopers = (JSON.parse(r.stdout) as TurnJson).troopers ?? [];
  } catch {
    return [];
  }
  const names = troopers.map((t) => t.name ?? '');
  const seen = new Map<string, number>();
  return troopers.flatMap((t, i) => {
    const name = names[i] ?? '';
    if (name === '') return [];
    const n = (seen.get(norm(name)) ?? 0) + 1;
    seen.set(norm(name), n);
    const value =
      names.filter((x) => norm(x) === norm(name)).length > 1 ? `${name}#${String(n)}` : name;
    const state = t.state === undefined || t.state === 'normal' ? '' : `, ${t.state}`;
    return [{ name: `${value}  (group ${String(t.group ?? '?')}${state})`, value }];
  });
}
