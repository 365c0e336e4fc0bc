/** `infcalc schema NAME`: the JSON Schema of each input format. */
import { armyListJsonSchema } from '../../../core/army/schema.js';
import { engagementJsonSchema } from '../../../core/engage/schema.js';
import { withDataFields } from '../../../app/engage-data.js';
import { profilesJsonSchema } from '../../../core/data/profiles.js';
import { moveOrderJsonSchema } from '../../../core/scgb/move.js';
import { questionJsonSchema } from '../../../app/question/index.js';
import type { QueryField } from '../../../app/query-json.js';
import type { SchemaName } from '../../schema-names.js';
import { compareJsonSchema } from './compare-schema.js';

/** One format's JSON Schema, or (`infcalc schema` alone) the names of the formats. */
export type SchemaReport =
  | { readonly kind: 'schema'; readonly schema: unknown }
  | { readonly kind: 'schema'; readonly names: readonly SchemaName[] };

/** What a schema may be built from: the compare fields are the `odds` command's options. */
export interface SchemaContext {
  readonly oddsFields: readonly QueryField[];
}

/** A new input format without a schema here fails to compile. */
const SCHEMAS = {
  'army-list': armyListJsonSchema,
  compare: (ctx: SchemaContext) => compareJsonSchema(ctx.oddsFields),
  // The troopers' game-data fields are the input layer's (src/app/engage-data.ts).
  engagement: () => withDataFields(engagementJsonSchema()),
  profiles: profilesJsonSchema,
  // A typed question of any kind (src/app/question): what the library and share strings hold.
  question: () => questionJsonSchema(),
  'scgb-move': moveOrderJsonSchema,
} as const satisfies Record<SchemaName, (ctx: SchemaContext) => unknown>;

export function schemaCommand(name: SchemaName, ctx: SchemaContext): SchemaReport {
  return { kind: 'schema', schema: SCHEMAS[name](ctx) };
}
