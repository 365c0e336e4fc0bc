/** An input error as JSON: the error records of NDJSON runs. */
import { clipped, type InputError } from '../../core/result.js';

export function errorJson(error: InputError, line?: number): Record<string, unknown> {
  const e = clipped(error);
  return {
    kind: 'error',
    ...(line === undefined ? {} : { line }),
    message: e.message,
    path: e.at?.kind === 'path' ? e.at.path : null,
    hint: e.hint ?? null,
  };
}
