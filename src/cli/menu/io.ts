/**
 * What the menu needs of the CLI around it (src/cli/menu/start.ts gives it; the tests a
 * fake): the session's settings, running a command as if typed, the game data's units,
 * kits and lists, the odds sheet and the troopers picked lately.
 */
import type { TrooperSkills } from '../../app/declared-skills.js';
import type { EditionId } from '../../core/rules/index.js';
import type { RunResult } from '../host.js';
import { commandLine } from '../shell.js';
import type { DistanceUnit, Trooper } from './question.js';
import type { KitMode, UnitKit } from './kit.js';
import type { SheetEntry } from './sheet-file.js';
import type { UnitEntry } from './units.js';

/** What the menu needs of the CLI around it. */
export interface MenuIO {
  readonly edition: EditionId;
  readonly editionFrom: string | null;
  readonly dataDir: string;
  readonly distanceUnit: DistanceUnit;
  /** Run a command line as if typed. */
  readonly exec: (argv: readonly string[]) => Promise<RunResult>;
  /** Run it and show the equivalent command, then what it prints. */
  readonly answer: (argv: readonly string[]) => Promise<RunResult>;
  /** Show text now (the terminal). */
  readonly say: (text: string) => void;
  readonly units: () => Promise<readonly UnitEntry[] | null>;
  /** A unit's profiles: each with its numbers, weapons, and loadouts with their kit. */
  readonly kitOf: (unit: string) => Promise<UnitKit>;
  /** The hacking programs a side's device carries (infcalc's WIP Attacks); none: no device. */
  readonly programsOf: (t: Trooper) => Promise<readonly string[]>;
  /** A weapon's modes, with what each rolls (BS, CC...); none when the data lacks it. */
  readonly modesOf: (weapon: string) => Promise<readonly KitMode[]>;
  /** The skills a side's profile and loadout carry: to declare, or applied. */
  readonly skillsOf: (t: Trooper) => Promise<TrooperSkills>;
  readonly recent: () => readonly string[];
  readonly remember: (name: string) => void;
  readonly newSeed: () => string;
  /** A new chart file's name (the current folder). */
  readonly chartFile: () => string;
  /** The odds sheet's questions, and writing them (its path; null when it cannot). */
  readonly sheet: () => readonly SheetEntry[];
  readonly saveSheet: (entries: readonly SheetEntry[]) => string | null;
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
  /** Its profile's and loadout's skills. */
  readonly skills: TrooperSkills;
  /** The hacking programs its device carries (infcalc's WIP Attacks); none: no device. */
  readonly programs: readonly string[];
}

/** Show an answer: the equivalent command, then what the command prints. */
export async function answerWith(
  exec: MenuIO['exec'],
  say: MenuIO['say'],
  argv: readonly string[],
): Promise<RunResult> {
  const r = await exec(argv);
  say(`Equivalent command: ${commandLine([...argv])}\n\n${r.stdout}${r.stderr}`);
  return r;
}
