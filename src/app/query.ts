/**
 * One odds question, as typed: the `odds` command's spec strings and option strings, and
 * its single answer. The `odds` command, each `compare` entry and each batch line are this
 * one type. A question holding a range `A..B` is a sweep (src/app/sweep-plan.ts): read
 * once (src/app/odds-read.ts), each cell puts its numbers into the read value
 * (src/app/sweep-axes.ts, sweep-data.ts) before the same answer step runs, so a sweep row
 * is the single `odds` call for its values (a property test holds the two side by side).
 * A JSON question (a compare entry, a batch line) is read in src/app/query-json.ts.
 */
import type { Axis } from '../core/sweep/index.js';
import type { Edition } from '../core/rules/index.js';
import { usage } from './failure.js';
import type { PickedSides } from './sweep-data.js';
import {
  oddsOf,
  type FtfOddsReport,
  type NormalOddsReport,
  type OddsOptions,
  type PairOddsReport,
} from './odds.js';

export type QueryValue = string | boolean | readonly string[];

/** The options that pick troopers and weapons from game data (`odds --unit ...`). */
export const DATA_OPTIONS = [
  'unit',
  'profile',
  'option',
  'weapon',
  'range',
  'faction',
  'vsUnit',
  'vsProfile',
  'vsOption',
  'vsWeapon',
  'vsRange',
  'vsFaction',
  'code',
  'trooper',
  'vsCode',
  'vsTrooper',
  'vsDodge',
  'without',
  'vsWithout',
  'data',
  'profiles',
  'allowOutOfRange',
] as const;

/**
 * The game-data options a JSON question (a compare entry, a batch line) may carry: the
 * troopers and weapons. The data directory and the profiles file are the run's
 * (`--data`, `--profiles`), read once for all entries.
 */
export const ENTRY_DATA_FIELDS: ReadonlySet<string> = new Set(
  DATA_OPTIONS.filter((k) => k !== 'data' && k !== 'profiles'),
);

export interface OddsQuery {
  readonly spec: string;
  /** The reactive spec of a Face-to-Face roll; undefined for a Normal roll. */
  readonly reactive?: string | undefined;
  /** Option values by commander's attribute name (`vsMod`, `cumulative`, ...). */
  readonly options: QueryOptions;
}

/**
 * The `odds` command's flags (OddsOptions: `dam`, `vsArm`, `mod`, ...) and `rules`, the
 * question's edition; any of their strings may hold a range `A..B`.
 */
export interface QueryOptions extends OddsOptions {
  readonly rules?: string;
}

/** A question's options as the flags they are: `[attribute name, value]`. */
export const optionEntries = (options: QueryOptions): [string, QueryValue | undefined][] =>
  Object.entries(options as Readonly<Record<string, QueryValue | undefined>>);

export type OddsReport = NormalOddsReport | FtfOddsReport;

export interface SweepRow {
  /** One value per axis, in the order of `axes`. */
  readonly values: readonly number[];
  /** null for a cell past the weapon's last range band: `outOfRange` says why. */
  readonly report: OddsReport | null;
  readonly outOfRange?: string;
}

/**
 * A sweep cell past a weapon's last range band (docs/rules.md §8.1): shown as out of
 * range, not answered, and the sweep goes on.
 */
export interface OutOfRange {
  readonly outOfRange: string;
}

export interface OddsSweepReport {
  readonly kind: 'odds-sweep';
  readonly query: OddsQuery;
  readonly axes: readonly Axis[];
  readonly rows: readonly SweepRow[];
}

/** Options that change how an answer is printed, not the question. */
export const OUTPUT_ONLY = new Set([
  'json',
  'color',
  'format',
  'chart',
  'ndjson',
  'cumulative',
  // Game data (docs/game-data.md) fills the question in; the question is what it gives.
  ...DATA_OPTIONS,
]);

/** Option names as flags (`vsMod` -> `vs-mod`), each made once: a batch names the same few. */
const KEBAB = new Map<string, string>();
export const kebab = (key: string): string => {
  let made = KEBAB.get(key);
  if (made === undefined) {
    made = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (KEBAB.size < 1024) KEBAB.set(key, made);
  }
  return made;
};

/**
 * The edition of a question from its `rules` option (absent: the run's default, which
 * the CLI reads from INFCALC_RULES).
 */
export type EditionOf = (rules: string | undefined) => Edition;

/** The single odds question: exactly what `infcalc odds` runs, in its own edition. */
export function runOdds(q: OddsQuery, editionOf: EditionOf): OddsReport {
  return oneAnswer(runOne(q, editionOf));
}

/** One question as `odds` answers it, two Normal rolls included (§8.6, §8.9). */
export function runOne(q: OddsQuery, editionOf: EditionOf): OddsReport | PairOddsReport {
  // Values come from commander or from `parseQuery`, which keep to the option kinds.
  return oddsOf(q.spec, q.reactive, q.options, editionOf(q.options.rules));
}

/** Two Normal rolls have no single winner to put in a row beside the others. */
export function oneAnswer(report: OddsReport | PairOddsReport): OddsReport {
  if (report.kind === 'pair-odds')
    throw usage(
      `${report.why === 'template' ? 'a Direct Template' : 'Berserk'} gives two Normal rolls, not one answer: ask it on its own, not in a sweep, compare or batch`,
    );
  return report;
}

/**
 * A sweep whose cells look troopers up in game data (`--range 10..120cm:10`,
 * src/app/sweep-data.ts): the troopers as picked, `query` the question the sweep is
 * shown as, `questionAt` the question from the data for a cell's typed question, the
 * troopers at no distance (each cell's distance then gives its bands).
 */
export interface SweepData extends PickedSides {
  readonly query: OddsQuery;
  readonly questionAt: (cell: OddsQuery) => OddsQuery;
}

/** A sweep before its cells run: its axes, and its rows computed one at a time. */
export interface SweepRows {
  readonly query: OddsQuery;
  readonly axes: readonly Axis[];
  /** Each cell's row, computed only when asked for: a reader can write it and drop it. */
  readonly rows: Iterable<SweepRow>;
}
