/**
 * The input formats `infcalc schema NAME` knows. A module of its own, without imports, so
 * that the command tree can offer them as choices without loading the schemas (zod).
 */
export const SCHEMA_NAMES = [
  'army-list',
  'compare',
  'engagement',
  'profiles',
  'question',
  'scgb-move',
] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];
