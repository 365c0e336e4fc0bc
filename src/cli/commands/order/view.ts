/** How one order is shown: its check (exit 1 if invalid), its sequence. */
import type { OrderCheckReport, OrderSequenceReport } from '../../../app/order.js';
import {
  orderCheckJson,
  orderSequenceJson,
  renderOrderCheck,
  renderOrderSequence,
} from '../../render/one-order.js';
import { verdict, type View } from '../../view.js';

export const orderCheckView: View<OrderCheckReport> = {
  exitCode: (r) => verdict(!r.check.valid),
  text: renderOrderCheck,
  json: orderCheckJson,
};

export const orderSequenceView: View<OrderSequenceReport> = {
  exitCode: (r) => verdict(r.check !== null && !r.check.valid),
  text: renderOrderSequence,
  json: orderSequenceJson,
};
