/**
 * The question the menu fills (docs/command-line.md "The menu"): typed answers, never
 * strings of flags. `toArgv` is the one place that turns it into the command a player
 * could type; when the project's typed question (zod schema, toArgv, share string)
 * lands, this module is what switches to it.
 */
export type DistanceUnit = 'cm' | 'in';

/** A trooper picked from the game data: its unit, profile and weapon. */
export interface DataTrooper {
  readonly kind: 'data';
  readonly unit: string;
  readonly profile: number;
  readonly weapon: string | null;
}

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
  readonly active: DataTrooper;
  readonly target: DataTrooper | TypedTarget;
  readonly distance: { readonly value: number; readonly unit: DistanceUnit };
  readonly cover: boolean;
  readonly reaction: Reaction;
}

const trooper = (t: DataTrooper, vs: '' | 'vs-'): string[] => [
  `--${vs}unit`,
  t.unit,
  ...(t.profile === 1 ? [] : [`--${vs}profile`, String(t.profile)]),
  ...(t.weapon === null ? [] : [`--${vs}weapon`, t.weapon]),
];

/** The `infcalc odds` command that answers the question, as argv. */
export function toArgv(q: ShotQuestion, format: 'text' | 'discord' = 'text'): string[] {
  const target = q.target;
  const reacts = target.kind === 'data' && q.reaction !== 'none';
  const argv = ['odds', ...trooper(q.active, '')];
  if (reacts) argv.push('vs');
  if (target.kind === 'data')
    argv.push(...trooper(q.reaction === 'shoot' ? target : { ...target, weapon: null }, 'vs-'));
  else
    argv.push(
      '--vs-arm',
      String(target.arm),
      '--vs-bts',
      String(target.bts),
      '--vs-w',
      String(target.w),
    );
  if (reacts && q.reaction === 'dodge') argv.push('--vs-dodge');
  argv.push('--range', `${String(q.distance.value)}${q.distance.unit}`);
  if (q.cover) argv.push('--vs-cover');
  argv.push('--data', q.data, '--rules', q.edition);
  if (format === 'discord') argv.push('--format', 'discord');
  return argv;
}

/** The same question with the sides swapped: the target shoots back at the shooter. */
export function swapped(q: ShotQuestion): ShotQuestion | null {
  if (q.target.kind !== 'data') return null;
  return { ...q, active: q.target, target: q.active };
}
