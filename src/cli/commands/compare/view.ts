/** How named matchups are shown: one summary row each. */
import type { CompareReport } from '../../../app/compare.js';
import { compareJson } from '../../render/sweep-json.js';
import { renderCompare } from '../../render/sweep-text.js';
import { compareTable } from '../../render/table.js';
import type { View } from '../../view.js';

/** Each matchup is worked out in its own edition: the header says it only when they agree. */
function editionOf(r: CompareReport) {
  const [first, ...rest] = r.entries.map((e) => e.report.edition);
  return first !== undefined && rest.every((e) => e.id === first.id) ? first : null;
}

export const compareView: View<CompareReport> = {
  edition: editionOf,
  notes: (r) =>
    editionOf(r) === null
      ? [
          `matchups with their own rules: ${r.entries.map((e) => `${e.name} (${e.report.edition.name})`).join(', ')}`,
        ]
      : [],
  text: renderCompare,
  json: compareJson,
  tables: (r) => [compareTable(r)],
  discord: async (r) => (await import('../../share/discord-odds.js')).compareDiscord(r),
  chart: async (r, o) => (await import('../../../app/chart/index.js')).compareChart(r, o),
};
