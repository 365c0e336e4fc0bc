/**
 * How a report is shown: one View per report kind, owned by the command that makes it.
 * src/cli/main.ts keeps the one map from kind to view (`VIEWS`), typed so that a report
 * kind without a view does not compile. Text, JSON and tables are siblings, each built
 * from the typed report; none reads another's output.
 */
import { EXIT } from './errors.js';
import type { Table } from './render/cells.js';
import type { Style } from './style.js';

export interface View<R> {
  /**
   * No Infinity edition applies (a JSON Schema, StarCraft, army codes): no "(N4 rules)"
   * header, no `"rules"` key. Every other report says its edition (docs/rules.md §7).
   */
  readonly editionless?: boolean;
  /** 0, or 1 for a rule verdict against the input (an invalid list, an illegal move). */
  readonly exitCode?: (r: R) => number;
  /** The text body; the edition header and `note:` lines are added around it. */
  readonly text: (r: R, st: Style) => string;
  /** The JSON value (key names are a contract: add keys, never rename). */
  readonly json: (r: R) => unknown;
  /** The tables of `--format md|csv`; absent: the report has no table form. */
  readonly tables?: (r: R) => readonly Table[];
  /** Things a player should know beside the result: `note: …` in text. */
  readonly notes?: (r: R) => readonly string[];
}

/** Exit 1 when `failed`: the verdict of a check. */
export const verdict = (failed: boolean): number => (failed ? EXIT.verdict : EXIT.ok);
