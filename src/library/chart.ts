/**
 * Charts through the library (docs/library.md, docs/sharing.md): a report that `odds`,
 * `oddsQuestion`, `engagement` or a compare gave, in; the chart as SVG text, out. The
 * report is checked to be of the kind the chart draws; the chart never throws for one.
 */
import {
  compareChart as compareSvg,
  engagementChart as engagementSvg,
  oddsChart as oddsSvg,
  sweepChart as sweepSvg,
  type ChartOptions,
} from '../app/chart/index.js';
import type { CompareReport } from '../app/compare.js';
import type { EngagementOddsReport } from '../app/engage.js';
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../app/odds.js';
import type { OddsSweepReport } from '../app/query.js';
import { guardedValue, object, oneOf, optional, string, type Check } from './check.js';

const report = (kinds: readonly string[]): Check =>
  object({ kind: oneOf(kinds, kinds.map((k) => `"${k}"`).join(' or ')) });
const options: Check = optional(object({ subtitle: optional(string(1000)) }));

export const oddsChart = guardedValue(
  'oddsChart',
  [
    ['report', report(['normal-odds', 'ftf-odds', 'pair-odds'])],
    ['options', options],
  ],
  (r: NormalOddsReport | FtfOddsReport | PairOddsReport, o?: ChartOptions) => oddsSvg(r, o),
);
export const sweepChart = guardedValue(
  'sweepChart',
  [
    ['report', report(['odds-sweep'])],
    ['options', options],
  ],
  (r: OddsSweepReport, o?: ChartOptions) => sweepSvg(r, o),
);
export const compareChart = guardedValue(
  'compareChart',
  [
    ['report', report(['compare'])],
    ['options', options],
  ],
  (r: CompareReport, o?: ChartOptions) => compareSvg(r, o),
);
export const engagementChart = guardedValue(
  'engagementChart',
  [
    ['report', report(['engagement-odds'])],
    ['options', options],
  ],
  (r: EngagementOddsReport, o?: ChartOptions) => engagementSvg(r, o),
);
