/**
 * The JSON Schema of `compare` input (and of each `odds - --ndjson` line), built from the
 * `odds` command's options, so that a flag added to `odds` appears here without code.
 */
import type { QueryField } from '../../../app/query-json.js';

function fieldSchema(f: QueryField): Record<string, unknown> {
  const description = `${f.flag}: ${f.description}`;
  switch (f.kind) {
    case 'flag':
      return { type: 'boolean', description };
    case 'value':
      return { type: ['string', 'number'], description };
    case 'list':
      return {
        oneOf: [
          { type: 'array', items: { type: ['string', 'number'] } },
          { type: ['string', 'number'] },
        ],
        description,
      };
  }
}

/** One matchup: a name and the fields of the `odds` command. */
export function matchupJsonSchema(fields: readonly QueryField[]): Record<string, unknown> {
  return {
    type: 'object',
    // A trooper from game data ("unit" and "weapon") stands for the spec.
    anyOf: [{ required: ['spec'] }, { required: ['unit'] }],
    additionalProperties: false,
    properties: {
      name: { type: 'string', description: 'how the matchup is called in the table' },
      spec: { type: 'string', description: 'the roller, or the active side, e.g. 13b3' },
      reactive: { type: 'string', description: 'the reactive side, e.g. 11 (a Face-to-Face roll)' },
      ...Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)])),
    },
  };
}

export function compareJsonSchema(fields: readonly QueryField[]): unknown {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'infcalc compare',
    description:
      "A list of matchups (or NDJSON: one matchup per line, as `odds - --ndjson` reads). Each has the fields of the odds command; option names in camelCase (vsMod for --vs-mod). Troopers from game data (unit, weapon, range, vsUnit...) are looked up in the run's --data directory and --profiles file.",
    type: 'array',
    items: matchupJsonSchema(fields),
  };
}
