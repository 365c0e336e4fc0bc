/**
 * What a command says on stderr as warnings, in its JSON answer too: src/cli/main.ts and
 * the page (src/web/answer.ts). A module of its own: start-up loads no renderer
 * (test/architecture.test.ts).
 */

/**
 * The JSON answer with the stderr warnings under `warnings` (after any the view already
 * lists there, each once); an answer that is not an object is left as it is.
 */
export function withWarnings(json: unknown, warnings: readonly string[]): unknown {
  if (warnings.length === 0 || typeof json !== 'object' || json === null || Array.isArray(json))
    return json;
  const own = (json as { warnings?: unknown }).warnings;
  const listed = Array.isArray(own) ? (own as unknown[]) : [];
  return { ...json, warnings: [...listed, ...warnings.filter((w) => !listed.includes(w))] };
}
