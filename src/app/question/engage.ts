/**
 * The engagement question (`infcalc engage FILE`): every roll one order causes, rolled or
 * as exact odds (docs/rules.md §1.5). The engagement itself is a JSON file (`file`, or
 * `-`; its format: `infcalc schema engagement`); where game data is looked up is the run's.
 */
import { canonicalFields, fieldArgv, type FieldsOf } from './fields.js';

/** The fields of an engage question, in the order the command declares them. */
export const ENGAGE_FIELDS = {
  seed: 'value',
  odds: 'flag',
  choice: 'list',
  rules: 'value',
  allowOutOfRange: 'flag',
} as const;

export type EngageFields = FieldsOf<typeof ENGAGE_FIELDS>;

export interface EngageQuestion extends EngageFields {
  readonly kind: 'engage';
  /** The engagement JSON file, or `-` for standard input. */
  readonly file: string;
}

export const canonicalEngage = (q: EngageQuestion): EngageQuestion => ({
  kind: 'engage',
  file: q.file,
  ...(canonicalFields(ENGAGE_FIELDS, q) as EngageFields),
});

/** `['engage', 'plan.json', '--odds']`: the command that asks it. */
export const engageArgv = (q: EngageQuestion): string[] => [
  'engage',
  q.file,
  ...fieldArgv(ENGAGE_FIELDS, q),
];

/** The question from commander's FILE and options. */
export const engageFromCommand = (file: string, options: object): EngageQuestion =>
  canonicalEngage({ kind: 'engage', ...options, file });
