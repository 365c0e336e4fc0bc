/** How named matchups are shown: one summary row each. */
import type { CompareReport } from '../../../app/compare.js';
import { compareJson } from '../../render/sweep-json.js';
import { renderCompare } from '../../render/sweep-text.js';
import { compareTable } from '../../render/table.js';
import type { View } from '../../view.js';

export const compareView: View<CompareReport> = {
  text: renderCompare,
  json: compareJson,
  tables: (r) => [compareTable(r)],
};
