/** `orders --ndjson` and `validate --ndjson`: one army list per line (README "NDJSON"). */
import { parseArmyList } from '../../core/army/parse.js';
import type { Edition } from '../../core/rules/index.js';
import type { LineHandler } from '../ndjson.js';
import { ordersJson, validationJson } from '../render/army-json.js';
import { ordersOf, validationOf, type OrdersReport, type ValidationReport } from './army.js';

// Each record says its edition last, as every JSON result does (docs/rules.md §7).
export const ordersLines = (isPublic: boolean, edition: Edition): LineHandler<OrdersReport> => ({
  handle: (text) => {
    const list = parseArmyList(text);
    return list.ok ? { ok: true, value: ordersOf(list.value, isPublic, edition) } : list;
  },
  record: (r) => ({ ...ordersJson(r), rules: edition.id }),
  verdict: (r) => r.phase.problems.length > 0,
});

export const validateLines = (edition: Edition): LineHandler<ValidationReport> => ({
  handle: (text) => {
    const list = parseArmyList(text);
    return list.ok ? { ok: true, value: validationOf(list.value, edition) } : list;
  },
  record: (r) => ({ ...validationJson(r), rules: edition.id }),
  verdict: (r) => r.problems.length > 0,
});
