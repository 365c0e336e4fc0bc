/** `orders --ndjson` and `validate --ndjson`: one army list per line (README "NDJSON"). */
import { parseArmyList } from '../../core/army/parse.js';
import type { LineHandler } from '../ndjson.js';
import { ordersJson, validationJson } from '../render/army-json.js';
import { ordersOf, validationOf, type OrdersReport, type ValidationReport } from './army.js';

export const ordersLines = (isPublic: boolean): LineHandler<OrdersReport> => ({
  handle: (text) => {
    const list = parseArmyList(text);
    return list.ok ? { ok: true, value: ordersOf(list.value, isPublic) } : list;
  },
  record: ordersJson,
  verdict: (r) => r.phase.problems.length > 0,
});

export const validateLines: LineHandler<ValidationReport> = {
  handle: (text) => {
    const list = parseArmyList(text);
    return list.ok ? { ok: true, value: validationOf(list.value) } : list;
  },
  record: validationJson,
  verdict: (r) => r.problems.length > 0,
};
