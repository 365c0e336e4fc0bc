/**
 * `orders` and `validate`, which read army lists the same ways: a file, an army code, or
 * one of either per line with `--ndjson` (docs/army-lists.md "NDJSON").
 */
import { readArmyList } from '../core/army/read-list.js';
import type { ArmyList } from '../core/army/schema.js';
import type { Result } from '../core/result.js';
import type { Edition } from '../core/rules/index.js';
import type { Common, Context } from './command.js';
import { orUsage, usage } from './errors.js';
import type { LineHandler } from './ndjson.js';
import { ordersJson, validationJson } from './render/army-json.js';
import { ordersOf, validationOf, type OrdersReport, type ValidationReport } from '../app/army.js';

/** `f` of a read list, synchronous when the list was (readArmyList: a well-formed one). */
function then<T>(
  r: Result<ArmyList> | Promise<Result<ArmyList>>,
  f: (list: ArmyList) => T,
): Result<T> | Promise<Result<T>> {
  const on = (list: Result<ArmyList>): Result<T> =>
    list.ok ? { ok: true, value: f(list.value) } : list;
  return r instanceof Promise ? r.then(on) : on(r);
}

// Each record says its edition last, as every JSON result does (docs/rules.md §7).
export const ordersLines = (isPublic: boolean, edition: Edition): LineHandler<OrdersReport> => ({
  handle: (text) => then(readArmyList(text), (list) => ordersOf(list, isPublic, edition)),
  record: (r) => ({ ...ordersJson(r), rules: edition.id }),
  verdict: (r) => r.phase.problems.length > 0,
});

export const validateLines = (edition: Edition): LineHandler<ValidationReport> => ({
  handle: (text) => then(readArmyList(text), (list) => validationOf(list, edition)),
  record: (r) => ({ ...validationJson(r), rules: edition.id }),
  verdict: (r) => r.problems.length > 0,
});

/** A second document after the first (`cat a.json b.json | infcalc orders -`): --ndjson reads many. */
const SECOND_DOCUMENT = /unexpected "[[{]" after the end of the document$/;

/** "broken-list.json: not valid JSON at line 2, column 1": which file, before where in it. */
function inSource<T>(source: string, r: Result<T>): Result<T> {
  // Standard input has no name to give.
  if (r.ok || source === '-' || !r.error.message.startsWith('not valid JSON')) return r;
  return { ok: false, error: { ...r.error, message: `${source}: ${r.error.message}` } };
}

function moreThanOne<T>(r: Result<T>): Result<T> {
  return r.ok || !SECOND_DOCUMENT.test(r.error.message)
    ? r
    : {
        ok: false,
        error: {
          ...r.error,
          message: `${r.error.message}: one list per file`,
          hint: 'for several lists, give one a line and add --ndjson',
        },
      };
}

/** `--code CODE --units DIR`: the flags of an army code in place of a list file. */
export interface CodeFlags {
  readonly code?: string;
  readonly units?: string;
  readonly metadata?: string;
  readonly ndjson?: boolean;
  /** `orders --public`: an army code then needs the metadata (private skills). */
  readonly public?: boolean;
}

/** The FILE argument or the --code value: exactly one of them. */
function listOrCode(file: string | undefined, flags: CodeFlags): string {
  const { code } = flags;
  // --units and --metadata only resolve an army code: without one they would do nothing.
  const unused = (['units', 'metadata'] as const).find((k) => flags[k] !== undefined);
  if (code === undefined && unused !== undefined)
    throw usage(`--${unused} is unused without --code`, 'give --code CODE, or drop it');
  if (code !== undefined && file !== undefined)
    throw usage(`give either a list FILE ("${file}") or --code, not both`);
  const given = code ?? file;
  if (given === undefined)
    throw usage(
      'missing the army list: give a FILE, - for standard input, or --code CODE --units DIR',
    );
  return given;
}

/** What `orders` and `validate` each do with one list, one code, or a line of either. */
export interface ArmyAnswer<R extends OrdersReport | ValidationReport> {
  readonly ofList: (list: ArmyList, edition: Edition) => R;
  /** One JSON line of `--ndjson`. */
  readonly lines: (edition: Edition) => LineHandler<R>;
}

/**
 * `orders` and `validate`: a list FILE (or -), or `--code`; with `--ndjson`, one list or
 * one code per line. The two commands differ only in `answer`.
 */
export async function armyRun<R extends OrdersReport | ValidationReport>(
  ctx: Context,
  file: string | undefined,
  opts: Common & CodeFlags,
  answer: ArmyAnswer<R>,
): Promise<void> {
  const source = listOrCode(file, opts);
  const edition = await ctx.edition(opts.rules);
  if (opts.ndjson === true) {
    const { ndjsonRun } = await import('./ndjson.js');
    let lines = answer.lines(edition);
    if (opts.code !== undefined) {
      const { codeLines } = await import('./data/army-codes.js');
      lines = await codeLines(ctx.host, opts, lines, (l) => answer.ofList(l, edition));
    }
    ctx.done(await ndjsonRun(ctx.host, source, lines, ctx.emit));
    return;
  }
  if (opts.code !== undefined) {
    const { oneCode } = await import('./data/army-codes.js');
    const report = await oneCode(ctx.host, source, opts, (l) => answer.ofList(l, edition));
    ctx.done({ report, opts });
    return;
  }
  const { readSource } = await import('./io.js');
  const list = orUsage(
    inSource(source, moreThanOne(await readArmyList(await readSource(ctx.host, source)))),
  );
  ctx.done({ report: answer.ofList(list, edition), opts });
}

export const ordersAnswer = (isPublic: boolean): ArmyAnswer<OrdersReport> => ({
  ofList: (list, edition) => ordersOf(list, isPublic, edition),
  lines: (edition) => ordersLines(isPublic, edition),
});

export const validateAnswer: ArmyAnswer<ValidationReport> = {
  ofList: validationOf,
  lines: validateLines,
};
