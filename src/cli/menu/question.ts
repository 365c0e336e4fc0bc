/**
 * The question the menu fills (docs/command-line.md "The menu"): typed answers, never
 * strings of flags. The answers make the project's typed odds question
 * (src/app/question), checked by its schema; its own `toArgv` writes the command a
 * player could type. This is the one module between the menu and the question.
 */
import {
  canonicalQuestion,
  toArgv as questionArgv,
  type OddsQuestion,
  type SaveQuestion,
} from '../../app/question/index.js';

export type DistanceUnit = 'cm' | 'in';

/** A trooper picked from the game data: its unit, profile, loadout and weapon. */
export interface DataTrooper {
  readonly kind: 'data';
  readonly unit: string;
  readonly profile: number;
  /**
   * Its loadout (`--option 6`): a hacker's, picked for its device, or the one picked with
   * "Change the loadout"; else the data's default.
   */
  readonly option?: string;
  readonly weapon: string | null;
}

/** A trooper of an army list (`--code CODE --trooper 1.3`): its position and weapon. */
export interface ListedTrooper {
  readonly kind: 'list';
  readonly code: string;
  /** "1.3": combat group and position. */
  readonly position: string;
  /** "FUSILIER Lieutenant": as the list names it. */
  readonly name: string;
  readonly weapon: string | null;
}

/** A side from the game data: searched, or a member of a list. */
export type Trooper = DataTrooper | ListedTrooper;

/** A target typed as numbers, when it is not in the data. */
export interface TypedTarget {
  readonly kind: 'typed';
  readonly arm: number;
  readonly bts: number;
  readonly w: number;
}

/** How the target answers: its own attack (BS, CC), a Dodge, a Reset, or nothing. */
export type Reaction = 'shoot' | 'dodge' | 'reset' | 'none';

/** The attack: a BS Attack at a distance, a CC Attack, or a hacking program. */
export type Attack = 'bs' | 'cc' | 'hack';

/**
 * The situations of the checkbox (docs/command-line.md "The menu"): the target in
 * partial cover, the worst visibility zone on the line of fire, a Surprise Attack.
 */
export const SITUATIONS = {
  cover: 'The target is in partial cover',
  low: 'Low Visibility Zone',
  poor: 'Poor Visibility Zone',
  zero: 'Zero Visibility Zone',
  'white-noise': 'White Noise Zone',
  surprise: 'Surprise Attack (-3): the target did not see it coming',
} as const satisfies Record<string, string>;

export type Situation = keyof typeof SITUATIONS;

const ZONES = ['low', 'poor', 'zero', 'white-noise'] as const satisfies readonly Situation[];

export interface ShotQuestion {
  readonly edition: string;
  readonly data: string;
  readonly attack: Attack;
  /** The hacking program (`--program`), with `attack: 'hack'`. */
  readonly program?: string;
  readonly active: Trooper;
  readonly target: Trooper | TypedTarget;
  /** The distance of a BS Attack (CC and hacking have none). */
  readonly distance: { readonly value: number; readonly unit: DistanceUnit };
  readonly situations: readonly Situation[];
  /** Skills each side declares (`--with`, `--vs-with` words: berserk...). */
  readonly declared: readonly string[];
  readonly vsDeclared: readonly string[];
  /** Skills of each side's data left out (`--without`, `--vs-without` words: ma2...). */
  readonly without?: readonly string[];
  readonly vsWithout?: readonly string[];
  readonly reaction: Reaction;
}

/** The typed odds question (src/app/question) the menu's answers fill. */
export function oddsQuestion(q: ShotQuestion): OddsQuestion {
  const t = q.target;
  const reacts = t.kind !== 'typed' && q.reaction !== 'none';
  const active = sideFields(q.active, '', q.attack !== 'hack');
  const target =
    t.kind === 'typed'
      ? { vsArm: String(t.arm), vsBts: String(t.bts), vsW: String(t.w) }
      : sideFields(t, 'vs', q.reaction === 'shoot');
  const has = (s: Situation): boolean => q.situations.includes(s);
  const declared = [...q.declared, ...(has('surprise') ? ['surprise3'] : [])];
  const zones = q.attack === 'bs' ? ZONES.filter(has) : [];
  const fields = {
    rules: q.edition,
    ...(declared.length > 0 ? { with: declared } : {}),
    ...(q.vsDeclared.length > 0 ? { vsWith: q.vsDeclared } : {}),
    ...((q.without ?? []).length > 0 ? { without: q.without } : {}),
    ...((q.vsWithout ?? []).length > 0 ? { vsWithout: q.vsWithout } : {}),
    ...(zones.length > 0 ? { zone: zones } : {}),
    ...(q.attack === 'cc' ? { cc: true as const } : {}),
    ...(q.attack === 'hack' && q.program !== undefined ? { program: q.program } : {}),
    ...(reacts && q.reaction === 'dodge' ? { vsDodge: true as const } : {}),
    ...(reacts && q.reaction === 'reset' ? { vsReset: true as const } : {}),
    ...active,
    ...target,
    ...(q.attack === 'bs' ? { range: `${String(q.distance.value)}${q.distance.unit}` } : {}),
    ...(q.attack === 'bs' && has('cover') ? { vsCover: true as const } : {}),
  };
  const typed: OddsQuestion = reacts
    ? { kind: 'odds', roll: 'pair', ...fields }
    : { kind: 'odds', roll: 'normal', ...fields };
  return canonicalQuestion(typed) as OddsQuestion;
}

/**
 * One side's fields: `unit`, `profile`, `option`, `weapon`, or `code`, `trooper`, `weapon`
 * (`vs` ones).
 */
export function sideFields(t: Trooper, prefix: '' | 'vs', fires = true): Record<string, string> {
  const key = (k: string): string =>
    prefix === '' ? k : `vs${k[0]?.toUpperCase() ?? ''}${k.slice(1)}`;
  const own =
    t.kind === 'list'
      ? { [key('code')]: t.code, [key('trooper')]: t.position }
      : {
          [key('unit')]: t.unit,
          ...(t.profile === 1 ? {} : { [key('profile')]: String(t.profile) }),
          ...(t.option === undefined ? {} : { [key('option')]: t.option }),
        };
  return { ...own, ...(fires && t.weapon !== null ? { [key('weapon')]: t.weapon } : {}) };
}

/**
 * The command that answers the question: the typed question's own argv, then what is the
 * run's and not the question's (the data folder, the output format).
 */
export function toArgv(q: ShotQuestion, format: 'text' | 'discord' = 'text'): string[] {
  return [
    ...questionArgv(oddsQuestion(q)),
    '--data',
    q.data,
    ...(format === 'discord' ? ['--format', 'discord'] : []),
  ];
}

/**
 * The same question with the sides swapped: the target attacks the attacker. The skills
 * declared go with their sides; a hacking program does not (the other side is asked);
 * null when the target cannot attack.
 */
export function swapped(q: ShotQuestion): ShotQuestion | null {
  // A target picked without a weapon (it Dodges) cannot attack.
  if (q.target.kind === 'typed' || q.attack === 'hack' || q.target.weapon === null) return null;
  return {
    ...q,
    active: q.target,
    target: q.active,
    declared: q.vsDeclared,
    vsDeclared: q.declared,
    without: q.vsWithout ?? [],
    vsWithout: q.without ?? [],
  };
}

/** An entry of the odds sheet (`infcalc compare`): its name and the question's fields. */
export function sheetEntry(q: ShotQuestion, name: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...oddsQuestion(q) };
  delete fields.kind;
  delete fields.roll;
  return { name, ...fields };
}

/** A save at the table: the trooper hit, the weapon that hit it (its carrier), the hits. */
export interface SaveAsk {
  readonly edition: string;
  readonly data: string;
  /** The trooper carrying the weapon that hit. */
  readonly attacker: Trooper;
  /** The trooper that saves. */
  readonly target: Trooper;
  readonly hits: number;
  readonly crits: number;
  /** The ammunition that hit (`--ammo`), when not the weapon's own. */
  readonly ammo?: string;
  /** The trooper that saves is in partial cover (`--cover`). */
  readonly cover: boolean;
  readonly seed: string;
}

/** The typed save question (src/app/question/save.ts) the menu's answers fill. */
export function saveQuestion(q: SaveAsk): SaveQuestion {
  return canonicalQuestion({
    kind: 'save',
    hits: String(q.hits),
    crits: String(q.crits),
    seed: q.seed,
    rules: q.edition,
    ...(q.ammo === undefined ? {} : { ammo: q.ammo }),
    ...(q.cover ? { cover: true as const } : {}),
    ...sideFields(q.attacker, ''),
    ...sideFields(q.target, 'vs', false),
  }) as SaveQuestion;
}

/** `save HITS CRITS --seed S --rules n5 --cover --weapon W --vs-code C ...`: the command. */
export const saveArgv = (q: SaveAsk): string[] => [
  ...questionArgv(saveQuestion(q)),
  '--data',
  q.data,
];
