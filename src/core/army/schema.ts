/**
 * The army list format (README "Army lists"), validated with zod. Unknown keys are
 * errors, never silently dropped: a typo such as "stat" for "state" would otherwise
 * give a wrong order count without a word.
 */
import { z } from 'zod';

export const GAMES = ['n4', 'codeone'] as const;
export const TRAININGS = ['regular', 'irregular'] as const;
export const DEPLOYMENTS = ['table', 'hidden', 'off-table'] as const;
export const STATES = [
  'normal',
  'unconscious',
  'dead',
  'sepsitorized',
  'possessed',
  'embryo',
  'isolated',
  'immobilized-a',
  'immobilized-b',
  'stunned',
] as const;

export type Game = (typeof GAMES)[number];
export type Training = (typeof TRAININGS)[number];
export type Deployment = (typeof DEPLOYMENTS)[number];
export type TrooperState = (typeof STATES)[number];

/** RULES.md §2.2: troopers in these states add no orders. */
export const NULL_STATES: ReadonlySet<TrooperState> = new Set([
  'unconscious',
  'dead',
  'sepsitorized',
  'possessed',
  'embryo',
]);

export const trooperSchema = z.strictObject({
  name: z.string().min(1),
  training: z.enum(TRAININGS).default('regular'),
  cost: z.int().min(0).default(0),
  lieutenant: z.boolean().default(false),
  lieutenantOrders: z.union([z.literal(1), z.literal(2)]).default(1),
  nco: z.boolean().default(false),
  chainOfCommand: z.boolean().default(false),
  tacticalAwareness: z.boolean().default(false),
  impetuous: z.boolean().default(false),
  peripheral: z.boolean().default(false),
  state: z.enum(STATES).default('normal'),
  deployment: z.enum(DEPLOYMENTS).default('table'),
});

export const groupSchema = z.strictObject({
  name: z.string().optional(),
  troopers: z.array(trooperSchema),
});

export const armyListSchema = z.strictObject({
  game: z.enum(GAMES).default('n4'),
  points: z.int().min(1).optional(),
  name: z.string().optional(),
  groups: z.array(groupSchema).min(1),
});

export type Trooper = z.output<typeof trooperSchema>;
export type Group = z.output<typeof groupSchema>;
export type ArmyList = z.output<typeof armyListSchema>;

/** Keys each object may hold, for "did you mean" on unknown keys. */
export const KNOWN_KEYS = {
  list: Object.keys(armyListSchema.shape),
  group: Object.keys(groupSchema.shape),
  trooper: Object.keys(trooperSchema.shape),
} as const;

/** The JSON Schema of the input format (`infcalc schema army-list`). */
export function armyListJsonSchema(): unknown {
  return {
    ...z.toJSONSchema(armyListSchema, { io: 'input' }),
    title: 'infcalc army list',
    description: 'An Infinity N4 or CodeOne army list as infcalc reads it.',
  };
}
