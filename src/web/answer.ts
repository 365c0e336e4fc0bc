/**
 * One odds answer as the page shows it: the JSON `infcalc odds --json` prints and the MOD
 * ledger of each side, from the same use-case and the same renderers as the command line.
 * Its chart and Discord message are the second script's (extras.ts): neither is needed to
 * paint the answer.
 */
import { attempt } from '../app/failure.js';
import { runQuery } from '../app/sweep-plan.js';
import type { AskedFromData, DistanceSweep } from '../app/data-odds.js';
import { EDITIONS, type Edition as Rules } from '../core/rules/index.js';
import { oddsJson, pairOddsJson } from '../cli/render/odds-json.js';
import { oddsSweepJson } from '../cli/render/sweep-json.js';
import { withRules, withWarnings } from '../cli/warnings.js';
import type { OddsQuestion } from '../app/question/index.js';
import { commandOf, oddsQueryOf } from './question.js';
import type { Advice } from '../core/result.js';

/** The core's advice codes in the page's words (the page has no `infcalc` to run). */
const ADVICE_WORDS = {
  'list-factions': 'the game data loaded lists the factions',
  'list-words': 'the words are those `infcalc mods` lists',
  'list-choices': 'the choices are those `infcalc mods` lists for these rules',
  'list-choices-by-edition': 'each edition has its own choices',
} as const satisfies Record<Advice, string>;

export interface LedgerRow {
  readonly label: string;
  readonly value: number;
  /** What cancelled or reduced it ("ignored by msv1"), shown struck through. */
  readonly struck: string | null;
  readonly source: string;
}

export interface Ledger {
  readonly side: 'active' | 'reactive';
  readonly attribute: number;
  readonly sv: number;
  readonly burst: number;
  readonly rows: readonly LedgerRow[];
  readonly sum: number;
  readonly applied: number;
  readonly capped: boolean;
}

/** The use-case's report; a sweep's carries the game data's warnings, as the command's does. */
export type QueryReport =
  | Exclude<ReturnType<typeof runQuery>, { kind: 'odds-sweep' }>
  | (Extract<ReturnType<typeof runQuery>, { kind: 'odds-sweep' }> & {
      readonly flagWarnings?: readonly string[];
    });

export interface PageAnswer {
  readonly json: Readonly<Record<string, unknown>>;
  readonly ledgers: readonly Ledger[];
  /** What the command says on stderr (`infcalc: warning: …`) and in its JSON `warnings`. */
  readonly warnings: readonly string[];
  /**
   * What the chart and the Discord message are made of, when asked (extras.ts): the chart
   * after the numbers are painted, the message on "Copy for Discord" (docs/web.md, "Size
   * and speed").
   */
  readonly report: QueryReport;
  readonly rules: Rules;
  readonly command: string;
}

/**
 * What `odds --unit` adds to its report: where each value came from, and the warnings; a
 * distance sweep's report, the data's warnings (the command's JSON `warnings`).
 */
function withData(
  report: QueryReport,
  asked: AskedFromData | DistanceSweep | undefined,
): QueryReport {
  if (asked === undefined) return report;
  if (report.kind === 'odds-sweep') return { ...report, flagWarnings: asked.warnings };
  if (!('fromData' in asked)) return report;
  return {
    ...report,
    fromData: asked.fromData,
    flagWarnings: [...asked.warnings, ...report.flagWarnings],
  };
}

export const editionOf = (rules: string | undefined): Rules =>
  rules === 'n4' ? EDITIONS.n4 : EDITIONS.n5;

/** The answer, or the message the command would print for the same question. */
export function answerOf(
  q: OddsQuestion,
  /**
   * Troopers from game data: the question they filled, or a distance sweep's cells
   * (src/app/data-odds.ts).
   */
  asked?: AskedFromData | DistanceSweep,
): { ok: true; value: PageAnswer } | { ok: false; message: string } {
  let result;
  try {
    result = attempt(() => {
      const sweep = asked !== undefined && 'data' in asked ? asked.data : undefined;
      const report = withData(runQuery(asked?.query ?? oddsQueryOf(q), editionOf, sweep), asked);
      const warnings = report.flagWarnings ?? [];
      const json =
        report.kind === 'odds-sweep'
          ? oddsSweepJson(report)
          : report.kind === 'pair-odds'
            ? pairOddsJson(report)
            : oddsJson(report);
      // As the command's JSON: the warnings, then the edition.
      const tagged = withRules(withWarnings(json, warnings), editionOf(q.rules));
      return { json: tagged as Record<string, unknown>, report, warnings };
    });
  } catch (e) {
    // A broken invariant: said in the page, never thrown at the browser.
    return {
      ok: false,
      message: `internal error: ${e instanceof Error ? e.message : String(e)} (this is a bug in infcalc)`,
    };
  }
  if (!result.ok) {
    const e = result.error;
    const hint = [e.hint, e.advice === undefined ? undefined : ADVICE_WORDS[e.advice]]
      .filter((h) => h !== undefined)
      .join(' ');
    return { ok: false, message: hint === '' ? e.message : `${e.message}; ${hint}` };
  }
  const { json, report, warnings } = result.value;
  return {
    ok: true,
    value: {
      json,
      report,
      warnings,
      rules: editionOf(q.rules),
      ledgers: ledgersOf(json),
      command: commandOf(q),
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** Each side's MODs from the JSON, as `odds` lists them: value, reason, what cancelled it. */
export function ledgersOf(json: Readonly<Record<string, unknown>>): Ledger[] {
  const sides: Ledger[] = [];
  for (const side of ['active', 'reactive'] as const) {
    const s = json[side];
    if (!isRecord(s) || !isRecord(s.mods)) continue;
    const list = Array.isArray(s.mods.list) ? s.mods.list : [];
    sides.push({
      side,
      attribute: num(s.attribute),
      sv: num(s.sv),
      burst: num(s.burst),
      sum: num(s.mods.sum),
      applied: num(s.mods.applied),
      capped: s.mods.capped === true,
      rows: list.filter(isRecord).map((m) => ({
        label: typeof m.label === 'string' ? m.label : '',
        value: num(m.value),
        source: typeof m.source === 'string' ? m.source : '',
        struck:
          typeof m.ignoredBy === 'string'
            ? `${signed(num(m.base))} ignored by ${m.ignoredBy}`
            : typeof m.reducedBy === 'string'
              ? `${signed(num(m.base))} reduced by ${m.reducedBy}`
              : null,
      })),
    });
  }
  return sides;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
