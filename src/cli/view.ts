/**
 * How a report is shown: one View per report kind, owned by the command that makes it.
 * src/cli/main.ts keeps the one map from kind to view (`VIEWS`), typed so that a report
 * kind without a view does not compile. Text, JSON and tables are siblings, each built
 * from the typed report; none reads another's output.
 */
import type { Edition } from '../core/rules/index.js';
import { EXIT } from './errors.js';
import type { ChartOptions } from '../app/chart/index.js';
import type { Table } from './render/cells.js';
import type { DiscordDoc } from './share/discord.js';
import type { Style } from './style.js';

export interface View<R> {
  /**
   * No Infinity edition applies (a JSON Schema, StarCraft, army codes): no "(N4 rules)"
   * header, no `"rules"` key. Every other report says its edition (docs/rules.md §7).
   */
  readonly editionless?: boolean;
  /**
   * The edition the report itself was worked out with, when its parts carry their own
   * (compare entries with a "rules" field): that edition when they agree, null when they
   * differ. Absent: the command line's (`--rules`, INFCALC_RULES).
   */
  readonly edition?: (r: R) => Edition | null;
  /** 0, or 1 for a rule verdict against the input (an invalid list, an illegal move). */
  readonly exitCode?: (r: R) => number;
  /** The text body; the edition header and `note:` lines are added around it. */
  readonly text: (r: R, st: Style) => string;
  /** The JSON value (key names are a contract: add keys, never rename). */
  readonly json: (r: R) => unknown;
  /** The tables of `--format md|csv`; absent: the report has no table form. */
  readonly tables?: (r: R) => readonly Table[];
  /**
   * `--format discord`: the answer as chat messages (docs/sharing.md); absent: refused.
   * Loaded when asked (src/cli/share/ is not in the start-up bundle).
   */
  readonly discord?: (r: R) => Promise<DiscordDoc>;
  /** `--chart FILE`: the answer's chart as SVG text; absent: the answer has no chart. */
  readonly chart?: (r: R, o: ChartOptions) => Promise<string>;
  /** Things a player should know beside the result: `note: …` in text. */
  readonly notes?: (r: R) => readonly string[];
}

/** Exit 1 when `failed`: the verdict of a check. */
export const verdict = (failed: boolean): number => (failed ? EXIT.verdict : EXIT.ok);
