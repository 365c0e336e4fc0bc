/** How an engagement is shown: its rolls, or their exact odds. */
import type { EngagementOddsReport, EngagementReport } from '../../../app/engage.js';
import { engagementJson, engagementOddsJson } from '../../render/order-json.js';
import { renderEngagement, renderEngagementOdds } from '../../render/order-text.js';
import { engagementTables } from '../../render/table.js';
import type { View } from '../../view.js';

export const engagementView: View<EngagementReport> = {
  text: renderEngagement,
  json: engagementJson,
};

export const engagementOddsView: View<EngagementOddsReport> = {
  text: renderEngagementOdds,
  json: engagementOddsJson,
  tables: engagementTables,
};
