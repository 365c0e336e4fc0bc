/** A JSON Schema is JSON whatever the flags say. */
import type { View } from '../../view.js';
import type { SchemaReport } from './run.js';

const json = (r: SchemaReport): string => JSON.stringify(r.schema, null, 2) + '\n';

export const schemaView: View<SchemaReport> = {
  editionless: true,
  text: json,
  json: (r) => r.schema,
};
