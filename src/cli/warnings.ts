/**
 * What a command adds to its JSON answer: the warnings it says on stderr, and the edition
 * (src/cli/main.ts, src/cli/render/frame.ts and the page, src/web/answer.ts). A module of
 * its own: start-up loads no renderer (test/architecture.test.ts).
 */
import type { Edition } from '../core/rules/index.js';

const isObject = (json: unknown): json is object =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

/**
 * The JSON answer with the stderr warnings under `warnings` (after any the view already
 * lists there, each once); an answer that is not an object is left as it is.
 */
export function withWarnings(json: unknown, warnings: readonly string[]): unknown {
  if (warnings.length === 0 || !isObject(json)) return json;
  const own = (json as { warnings?: unknown }).warnings;
  const listed = Array.isArray(own) ? (own as unknown[]) : [];
  return { ...json, warnings: [...listed, ...warnings.filter((w) => !listed.includes(w))] };
}

/**
 * `"rules": "n4"|"n5"` in every result object (docs/rules.md §7), after the existing
 * keys so that their order, a contract, stays as it was; editionless answers pass null.
 */
export const withRules = (json: unknown, edition: Edition | null): unknown =>
  edition === null || !isObject(json) ? json : { ...json, rules: edition.id };
