/** A JSON Schema is JSON whatever the flags say. */
import type { View } from '../../view.js';
import type { SchemaReport } from './run.js';

const text = (r: SchemaReport): string =>
  'names' in r
    ? `Input formats (infcalc schema NAME prints one's JSON Schema):\n${r.names.map((n) => `  ${n}\n`).join('')}`
    : JSON.stringify(r.schema, null, 2) + '\n';

export const schemaView: View<SchemaReport> = {
  editionless: true,
  text,
  json: (r) => ('names' in r ? r.names : r.schema),
};
