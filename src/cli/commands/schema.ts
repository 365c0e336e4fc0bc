/** `infcalc schema NAME`: the JSON Schema of each input format. */
import { armyListJsonSchema } from '../../core/army/schema.js';
import { engagementJsonSchema } from '../../core/engage.js';
import { moveOrderJsonSchema } from '../../core/scgb/move.js';
import type { SchemaName } from '../schema-names.js';

export interface SchemaReport {
  readonly kind: 'schema';
  readonly schema: unknown;
}

/** A new input format without a schema here fails to compile. */
const SCHEMAS = {
  'army-list': armyListJsonSchema,
  engagement: engagementJsonSchema,
  'scgb-move': moveOrderJsonSchema,
} as const satisfies Record<SchemaName, () => unknown>;

export function schemaCommand(name: SchemaName): SchemaReport {
  return { kind: 'schema', schema: SCHEMAS[name]() };
}
