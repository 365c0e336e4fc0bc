/** An input error as JSON: the error records of NDJSON runs. */
import type { InputError } from '../../core/result.js';
import { shownError } from '../advice.js';

export function errorJson(error: InputError, line?: number): Record<string, unknown> {
  const e = shownError(error);
  return {
    kind: 'error',
    ...(line === undefined ? {} : { line }),
    message: e.message,
    path: e.at?.kind === 'path' ? e.at.path : null,
    hint: e.hint ?? null,
  };
}
