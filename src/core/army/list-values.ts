/**
 * The army list format's closed sets of values (docs/army-lists.md), without zod: the
 * schema (schema.ts) and the zod-free reader of a well-formed list (read-list.ts) share them.
 */

/**
 * A standard game ("n4", or "n5" for an N5 list: the rules still come from --rules) or
 * CodeOne. docs/rules.md §2.3, §7.3.
 */
export const GAMES = ['n4', 'codeone', 'n5'] as const;
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
  // N5: a Null state of peripherals (docs/rules.md §7.3); nothing in N4.
  'disconnected',
] as const;

export type Game = (typeof GAMES)[number];
export type Training = (typeof TRAININGS)[number];
export type Deployment = (typeof DEPLOYMENTS)[number];
export type TrooperState = (typeof STATES)[number];
