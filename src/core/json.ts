/**
 * The one JSON reader of every input (src/core/input.ts adds the schema checks): syntax
 * errors with line and column, nesting, duplicate and `__proto__` keys refused with their
 * path. It loads no zod: a turn's state file is read with it alone.
 */
import { scanJson, scanKeys, type JsonProblem } from './json-error.js';
import { err, inputError, ok, type Result } from './result.js';

/** `groups[0].troopers[2].state` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out === '' ? '(top level)' : out;
}

function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/**
 * How deep input JSON may nest. infcalc's formats need about 6 levels; the bound keeps
 * code that walks values recursively (schema checks, error messages) far from the stack
 * limit. docs/json.md "Input files".
 */
export const MAX_JSON_DEPTH = 100;

const BOM = 0xfeff;

/**
 * The one JSON reader of every command: a UTF-8 byte-order mark is skipped (editors on
 * Windows write one); syntax errors come with line and column; nesting past
 * MAX_JSON_DEPTH, duplicate keys and `__proto__` keys are refused with their path, since
 * JSON.parse would keep only one of the duplicates without a word.
 */
export function parseJson(input: string): Result<unknown> {
  const text = input.charCodeAt(0) === BOM ? input.slice(1) : input;
  // The common case first: JSON.parse (native, fast, iterative) accepts the text, and a
  // light pass checks keys and depth. Only a text it refuses is scanned in full, for the
  // line and column of the error.
  let value: unknown;
  let problem: JsonProblem | null;
  try {
    value = JSON.parse(text) as unknown;
    problem = scanKeys(text, MAX_JSON_DEPTH);
  } catch {
    problem = scanJson(text, MAX_JSON_DEPTH) ?? {
      kind: 'syntax',
      index: 0,
      reason: 'the text is not JSON',
    };
  }
  if (problem === null) return ok(value);
  switch (problem.kind) {
    case 'syntax': {
      const { line, column } = lineAndColumn(text, problem.index);
      return err(
        inputError(`not valid JSON at line ${line}, column ${column}: ${problem.reason}`, {
          kind: 'position',
          source: text,
          index: problem.index,
        }),
      );
    }
    case 'too-deep':
      return err(
        inputError(
          `JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
          { kind: 'path', path: formatPath(problem.path) },
          'no infcalc input needs more than a few levels',
        ),
      );
    case 'duplicate-key':
      return err(
        inputError(
          `duplicate key "${problem.key}": JSON keeps only one of them, so infcalc refuses to guess`,
          { kind: 'path', path: formatPath(problem.path) },
          'give each key once',
        ),
      );
    case 'proto-key':
      return err(
        inputError(
          'the key "__proto__" is not allowed',
          { kind: 'path', path: formatPath(problem.path) },
          'no infcalc format has it; remove it',
        ),
      );
  }
}
