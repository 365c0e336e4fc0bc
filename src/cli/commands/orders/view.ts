/** How the Tactical Phase is shown (exit 1 when the list has problems). */
import type { OrdersReport } from '../../../app/army.js';
import { ordersJson } from '../../render/army-json.js';
import { renderOrders } from '../../render/army-text.js';
import { ordersTable } from '../../render/orders-table.js';
import { verdict, type View } from '../../view.js';

export const ordersView: View<OrdersReport> = {
  exitCode: (r) => verdict(r.phase.problems.length > 0),
  text: renderOrders,
  json: ordersJson,
  tables: (r) => [ordersTable(r)],
  discord: async (r) => (await import('../../share/discord-army.js')).ordersDiscord(r),
};
