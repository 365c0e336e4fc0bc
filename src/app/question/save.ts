/**
 * The save question (`infcalc save HITS [CRITS]`): the Saving Rolls a weapon forces on a
 * target (docs/rules.md §6), the dice rolled with a seed or typed in.
 */
import { canonicalFields, fieldArgv, TROOPER, type FieldsOf } from './fields.js';

/** The fields of a save question, in the order the command line is written back. */
export const SAVE_FIELDS = {
  seed: 'value',
  dice: 'value',
  rules: 'value',
  // The weapon (docs/rules.md §6) and the target that saves.
  ...TROOPER,
  // The weapon and the target from game data (docs/game-data.md).
  weapon: 'value',
  unit: 'value',
  profile: 'value',
  option: 'value',
  code: 'value',
  trooper: 'value',
  faction: 'value',
  vsUnit: 'value',
  vsProfile: 'value',
  vsOption: 'value',
  vsCode: 'value',
  vsTrooper: 'value',
  vsFaction: 'value',
} as const;

export type SaveFields = FieldsOf<typeof SAVE_FIELDS>;

export interface SaveQuestion extends SaveFields {
  readonly kind: 'save';
  /** Plain hits that stood, as typed (the use-case bounds and reads it). */
  readonly hits: string;
  /** Criticals that stood; absent: none. */
  readonly crits?: string;
}

export function canonicalSave(q: SaveQuestion): SaveQuestion {
  const rest = canonicalFields(SAVE_FIELDS, q) as SaveFields;
  return {
    kind: 'save',
    hits: q.hits,
    ...(q.crits === undefined ? {} : { crits: q.crits }),
    ...rest,
  };
}

/** `['save', '2', '--dam', '13', '--arm', '3']`: the command that asks it. */
export function saveArgv(q: SaveQuestion): string[] {
  return [
    'save',
    q.hits,
    ...(q.crits === undefined ? [] : [q.crits]),
    ...fieldArgv(SAVE_FIELDS, q),
  ];
}

/** The question from commander's words and options. */
export function saveFromCommand(
  hits: string,
  crits: string | undefined,
  options: object,
): SaveQuestion {
  const rest = canonicalFields(SAVE_FIELDS, options) as SaveFields;
  return { kind: 'save', hits, ...(crits === undefined ? {} : { crits }), ...rest };
}

/** The question's fields as the save use-case (src/app/save.ts) takes them. */
export const saveOptionsOf = (q: SaveQuestion): SaveFields => canonicalFields(SAVE_FIELDS, q);
