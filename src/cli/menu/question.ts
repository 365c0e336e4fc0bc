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
} from '../../app/question/index.js';

export type DistanceUnit = 'cm' | 'in';

/** A trooper picked from the game data: its unit, profile and weapon. */
export interface DataTrooper {
  readonly kind: 'data';
  readonly unit: string;
  readonly profile: number;
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

export type Reaction = 'shoot' | 'dodge' | 'none';

export interface ShotQuestion {
  readonly edition: string;
  readonly data: string;
  readonly active: Trooper;
  readonly target: Trooper | TypedTarget;
  readonly distance: { readonly value: number; readonly unit: DistanceUnit };
  readonly cover: boolean;
  readonly reaction: Reaction;
}

/** The typed odds question (src/app/question) the menu's answers fill. */
export function oddsQuestion(q: ShotQuestion): OddsQuestion {
  const t = q.target;
  const reacts = t.kind !== 'typed' && q.reaction !== 'none';
  const active = sideFields(q.active, '');
  const target =
    t.kind === 'typed'
      ? { vsArm: String(t.arm), vsBts: String(t.bts), vsW: String(t.w) }
      : sideFields(t, 'vs', q.reaction === 'shoot');
  const fields = {
    rules: q.edition,
    ...(reacts && q.reaction === 'dodge' ? { vsDodge: true as const } : {}),
    ...active,
    ...target,
    range: `${String(q.distance.value)}${q.distance.unit}`,
    ...(q.cover ? { vsCover: true as const } : {}),
  };
  const typed: OddsQuestion = reacts
    ? { kind: 'odds', roll: 'pair', ...fields }
    : { kind: 'odds', roll: 'normal', ...fields };
  return canonicalQuestion(typed) as OddsQuestion;
}

/** One side's fields: `unit`, `profile`, `weapon`, or `code`, `trooper`, `weapon` (`vs` ones). */
function sideFields(t: Trooper, prefix: '' | 'vs', fires = true): Record<string, string> {
  const key = (k: string): string =>
    prefix === '' ? k : `vs${k[0]?.toUpperCase() ?? ''}${k.slice(1)}`;
  const own =
    t.kind === 'list'
      ? { [key('code')]: t.code, [key('trooper')]: t.position }
      : {
          [key('unit')]: t.unit,
          ...(t.profile === 1 ? {} : { [key('profile')]: String(t.profile) }),
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

/** The same question with the sides swapped: the target shoots back at the shooter. */
export function swapped(q: ShotQuestion): ShotQuestion | null {
  if (q.target.kind === 'typed') return null;
  return { ...q, active: q.target, target: q.active };
}
