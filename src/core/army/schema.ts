/**
 * The army list format (docs/army-lists.md), validated with zod. Unknown keys are
 * errors, never silently dropped: a typo such as "stat" for "state" would otherwise
 * give a wrong order count without a word.
 */
import * as z from 'zod/mini';
import { fastStrictObject } from '../input.js';
import { DEPLOYMENTS, GAMES, STATES, TRAININGS } from './list-values.js';

export { DEPLOYMENTS, GAMES, STATES, TRAININGS } from './list-values.js';
export type { Deployment, Game, Training, TrooperState } from './list-values.js';

// read-list.ts restates these three objects by hand (a well-formed list read without zod):
// a key added here goes there too; its test compares the two on random lists.
export const trooperSchema = fastStrictObject({
  name: z.string().check(z.minLength(1)),
  training: z._default(z.enum(TRAININGS), 'regular'),
  // CodeOne costs can be half points (2.5).
  cost: z._default(z.number().check(z.minimum(0), z.multipleOf(0.5)), 0),
  lieutenant: z._default(z.boolean(), false),
  lieutenantOrders: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  nco: z._default(z.boolean(), false),
  chainOfCommand: z._default(z.boolean(), false),
  tacticalAwareness: z._default(z.boolean(), false),
  impetuous: z._default(z.boolean(), false),
  peripheral: z._default(z.boolean(), false),
  state: z._default(z.enum(STATES), 'normal'),
  deployment: z._default(z.enum(DEPLOYMENTS), 'table'),
  /** N5: the trooper's Support Weapon Cost, checked against the game size (§7.3). */
  swc: z.optional(z.number().check(z.minimum(0), z.multipleOf(0.5))),
  /** N5: SWC the trooper adds to the game's allowance (an army builder option "+1"). */
  swcAllowance: z.optional(z.number().check(z.minimum(0), z.multipleOf(0.5))),
  /** N5: a Lieutenant profile that grants one more Command Token (§7.3). */
  commandToken: z.optional(z.boolean()),
});

export const groupSchema = fastStrictObject({
  name: z.optional(z.string()),
  troopers: z.array(trooperSchema),
});

export const armyListSchema = fastStrictObject({
  game: z._default(z.enum(GAMES), 'n4'),
  points: z.optional(z.int().check(z.minimum(1))),
  name: z.optional(z.string()),
  groups: z.array(groupSchema).check(z.minLength(1)),
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
    description: 'An Infinity N4, N5 or CodeOne army list as infcalc reads it.',
  };
}
