/**
 * The menu (`infcalc` alone on a terminal, docs/command-line.md "The menu"), on pickers:
 * the edition and the data folder first, then a task; a shot is asked as answers (a
 * trooper searched in the data, its weapon from a list, a target, a distance, cover, the
 * reaction), answered as the command prints it with the equivalent command, then a next
 * step (change one thing, swap sides, share on Discord, a new question, quit), until quit.
 * The other tasks are asked as before (src/cli/interactive.ts).
 */
import { askTask, commandLine } from '../interactive.js';
import type { RunResult } from '../host.js';
import type { EditionId } from '../../core/rules/index.js';
import type { MenuPrompter } from './prompter.js';
import {
  swapped,
  toArgv,
  type DataTrooper,
  type DistanceUnit,
  type ShotQuestion,
  type Trooper,
} from './question.js';
import { searchUnits, type UnitEntry } from './units.js';

/** What the menu needs of the CLI around it. */
export interface MenuIO {
  readonly edition: EditionId;
  readonly editionFrom: string | null;
  readonly dataDir: string;
  readonly distanceUnit: DistanceUnit;
  /** Run a command line as if typed. */
  readonly exec: (argv: readonly string[]) => Promise<RunResult>;
  /** Show text now (the terminal). */
  readonly say: (text: string) => void;
  readonly units: () => Promise<readonly UnitEntry[] | null>;
  readonly recent: () => readonly string[];
  readonly remember: (name: string) => void;
  readonly newSeed: () => string;
  /** Fetch the game data now (`infcalc data fetch`); false when it failed. */
  readonly fetch: () => Promise<boolean>;
  readonly hasData: () => Promise<boolean>;
  /** My army code (asked at the start, remembered in the config), or null. */
  readonly myCode: string | null;
  /** The members of an army code with their weapons, or why they cannot be read. */
  readonly listOf: (code: string) => Promise<readonly MenuMember[] | string>;
}

/** A member of an army list as the menu offers it. */
export interface MenuMember {
  /** "1.3" */
  readonly position: string;
  /** "FUSILIER Lieutenant" */
  readonly name: string;
  /** "1.3 FUSILIER Lieutenant (Combi Rifle, Pistol)" */
  readonly label: string;
  /** The weapons of its profile and loadout; null when it cannot be a side. */
  readonly weapons: readonly string[] | null;
}

/** The army codes of a session: mine (from the start) and the opponent's (pasted once). */
interface Codes {
  readonly mine: string | null;
  theirs: string | null;
}

type Task = 'shoot' | 'roll' | 'ftf' | 'odds' | 'orders' | 'order-check' | 'turn' | 'quit';

const TASKS = [
  { name: 'Shoot (BS): a trooper from the game data', value: 'shoot' },
  { name: 'Odds', value: 'odds', description: 'exact odds of rolls typed as numbers' },
  { name: 'Normal roll', value: 'roll' },
  { name: 'Face-to-Face roll', value: 'ftf' },
  { name: 'Order count of a list file', value: 'orders' },
  { name: 'Order check', value: 'order-check' },
  { name: 'Play a turn', value: 'turn' },
  { name: 'Quit', value: 'quit' },
] as const satisfies readonly { name: string; value: Task; description?: string }[];

type Next =
  'distance' | 'cover' | 'weapon' | 'target' | 'reaction' | 'swap' | 'discord' | 'new' | 'quit';

/** Show an answer: the equivalent command, then what the command prints. */
async function answer(io: MenuIO, argv: readonly string[]): Promise<RunResult> {
  const r = await io.exec(argv);
  io.say(`Equivalent command: ${commandLine([...argv])}\n\n${r.stdout}${r.stderr}`);
  return r;
}

async function pickUnit(p: MenuPrompter, io: MenuIO, message: string): Promise<string> {
  const units = (await io.units()) ?? [];
  const name = await p.search<string>({
    message,
    source: (term) =>
      Promise.resolve(
        searchUnits(units, term ?? '', io.recent()).map((u) => ({
          name: u.faction === '' ? u.name : `${u.name}  (${u.faction})`,
          value: u.name,
        })),
      ),
  });
  io.remember(name);
  return name;
}

/** The weapons of a unit's loadouts, from `infcalc unit NAME --json`. */
async function weaponsOf(io: MenuIO, unit: string): Promise<string[]> {
  const r = await io.exec(['unit', unit, '--data', io.dataDir, '--json']);
  if (r.code !== 0) return [];
  const json = JSON.parse(r.stdout) as {
    unit?: { groups?: { options?: { weapons?: { name?: string }[] }[] }[] };
  };
  const names = (json.unit?.groups ?? []).flatMap((g) =>
    (g.options ?? []).flatMap((o) => (o.weapons ?? []).map((w) => w.name ?? '')),
  );
  return [...new Set(names.filter((n) => n !== ''))];
}

/** A side searched in the data: its unit, then its weapon. */
async function searchTrooper(p: MenuPrompter, io: MenuIO, who: string): Promise<DataTrooper> {
  const unit = await pickUnit(p, io, `${who}: search a unit (type part of its name)`);
  return { kind: 'data', unit, profile: 1, weapon: await pickWeapon(p, io, unit) };
}

const SEARCH = 'search';
const PASTE = 'paste';

/**
 * A side: a member of the list (mine for my trooper, the opponent's for the target, the
 * code pasted once a session), or a unit searched in the data.
 */
async function pickTrooper(
  p: MenuPrompter,
  io: MenuIO,
  who: string,
  codes: Codes,
  side: 'mine' | 'theirs',
): Promise<Trooper> {
  for (;;) {
    const code = codes[side];
    const members = code === null ? [] : await io.listOf(code);
    if (typeof members === 'string') {
      io.say(`${members}\n`);
      if (side === 'theirs') codes.theirs = null;
      if (side === 'mine') return searchTrooper(p, io, who);
      continue;
    }
    const sides = members.filter((m) => m.weapons !== null);
    if (code === null && side === 'mine') return searchTrooper(p, io, who);
    const picked = await p.select({
      message: code === null ? `${who}: from` : `${who}: from the list, or search`,
      choices: [
        ...sides.map((m) => ({ name: m.label, value: m.position })),
        { name: 'Search the game data', value: SEARCH },
        ...(side === 'theirs' ? [{ name: "Paste the opponent's army code", value: PASTE }] : []),
      ],
    });
    if (picked === SEARCH) return searchTrooper(p, io, who);
    if (picked === PASTE) {
      const pasted = (await p.input({ message: "The opponent's army code" })).trim();
      codes.theirs = pasted === '' ? codes.theirs : pasted;
      continue;
    }
    const m = sides.find((x) => x.position === picked);
    if (code === null || m === undefined) continue;
    return {
      kind: 'list',
      code,
      position: m.position,
      name: m.name,
      weapon: await pickFrom(p, m.name, m.weapons ?? []),
    };
  }
}

/** A weapon from a list of names; null when there is none. */
async function pickFrom(
  p: MenuPrompter,
  who: string,
  weapons: readonly string[],
): Promise<string | null> {
  if (weapons.length === 0) return null;
  return p.select({
    message: `${who}: which weapon`,
    choices: weapons.map((w) => ({ name: w, value: w })),
  });
}

/** The weapon of a side, picked again. */
async function repick(p: MenuPrompter, io: MenuIO, t: Trooper): Promise<string | null> {
  if (t.kind === 'data') return pickWeapon(p, io, t.unit);
  const members = await io.listOf(t.code);
  const m =
    typeof members === 'string' ? undefined : members.find((x) => x.position === t.position);
  return pickFrom(p, t.name, m?.weapons ?? []);
}

async function pickWeapon(p: MenuPrompter, io: MenuIO, unit: string): Promise<string | null> {
  return pickFrom(p, unit, await weaponsOf(io, unit));
}

async function askDistance(p: MenuPrompter, io: MenuIO, now?: number): Promise<number> {
  const d = await p.number({
    message: `Distance to the target (${io.distanceUnit})`,
    min: 0,
    max: io.distanceUnit === 'cm' ? 300 : 120,
    required: true,
    ...(now === undefined ? {} : { default: now }),
  });
  return d ?? 0;
}

async function askReaction(p: MenuPrompter): Promise<ShotQuestion['reaction']> {
  return p.select({
    message: 'The target reacts',
    choices: [
      { name: 'Shoots back (its weapon)', value: 'shoot' },
      { name: 'Dodges', value: 'dodge' },
      { name: 'Does nothing (a Normal roll)', value: 'none' },
    ] as const,
  });
}

async function askShot(p: MenuPrompter, io: MenuIO, codes: Codes): Promise<ShotQuestion> {
  const active = await pickTrooper(p, io, 'Your trooper', codes, 'mine');
  const target = await pickTrooper(p, io, 'The target', codes, 'theirs');
  const value = await askDistance(p, io);
  const cover = await p.confirm({ message: 'Is the target in cover?', default: false });
  return {
    edition: io.edition,
    data: io.dataDir,
    active,
    target,
    distance: { value, unit: io.distanceUnit },
    cover,
    reaction: await askReaction(p),
  };
}

const NEXT = [
  { name: 'Change the distance', value: 'distance' },
  { name: 'Toggle cover', value: 'cover' },
  { name: 'Change my weapon', value: 'weapon' },
  { name: 'Change the target', value: 'target' },
  { name: 'Change the reaction', value: 'reaction' },
  { name: 'Swap sides', value: 'swap' },
  { name: 'Share: the Discord message', value: 'discord' },
  { name: 'A new question', value: 'new' },
  { name: 'Quit', value: 'quit' },
] as const satisfies readonly { name: string; value: Next }[];

/** One shot and its next steps; 'new' or 'quit' when done with it. */
async function shotLoop(p: MenuPrompter, io: MenuIO, codes: Codes): Promise<'new' | 'quit'> {
  let q = await askShot(p, io, codes);
  await answer(io, toArgv(q));
  for (;;) {
    const next = await p.select({ message: 'Next', choices: NEXT });
    switch (next) {
      case 'distance':
        q = {
          ...q,
          distance: { ...q.distance, value: await askDistance(p, io, q.distance.value) },
        };
        break;
      case 'cover':
        q = { ...q, cover: !q.cover };
        break;
      case 'weapon':
        q = { ...q, active: { ...q.active, weapon: await repick(p, io, q.active) } };
        break;
      case 'target':
        q = { ...q, target: await pickTrooper(p, io, 'The target', codes, 'theirs') };
        break;
      case 'reaction':
        q = { ...q, reaction: await askReaction(p) };
        break;
      case 'swap':
        q = swapped(q) ?? q;
        break;
      case 'discord':
        await answer(io, toArgv(q, 'discord'));
        continue;
      case 'new':
      case 'quit':
        return next;
    }
    await answer(io, toArgv(q));
  }
}

/** The menu until the player quits; the last command's exit code. */
export async function runMenu(p: MenuPrompter, io: MenuIO): Promise<number> {
  let code = 0;
  const codes: Codes = { mine: io.myCode, theirs: null };
  for (;;) {
    const task = await p.select<Task>({ message: 'What do you want to do?', choices: TASKS });
    if (task === 'quit') return code;
    if (task === 'shoot') {
      if (!(await io.hasData())) {
        const fetch = await p.confirm({
          message: `No game data in ${io.dataDir}. Fetch it now?`,
          default: true,
        });
        if (!fetch || !(await io.fetch())) continue;
      }
      if ((await shotLoop(p, io, codes)) === 'quit') return code;
      continue;
    }
    const argv = await askTask(p, io.newSeed, io.edition, task);
    const withEdition =
      argv[0] === 'turn' && argv[1] !== 'start' ? argv : [...argv, '--rules', io.edition];
    code = (await answer(io, withEdition)).code;
  }
}
