/** How an engagement is shown: its rolls, or their exact odds. */
import type { EngagementOddsReport, EngagementReport } from '../../../app/engage.js';
import { engagementJson, engagementOddsJson } from '../../render/order-json.js';
import { renderEngagement, renderEngagementOdds } from '../../render/order-text.js';
import { engagementTables } from '../../render/table.js';
import type { View } from '../../view.js';
import type { EngagementFromData } from '../../../app/engage-data.js';
import { sourceText } from '../../render/from-data.js';
import { wrap } from '../../render/wrap.js';
import type { Style } from '../../style.js';

/** The "from data:" lines under the first line (which carries the edition). */
const withData =
  <R extends { readonly fromData?: EngagementFromData }>(text: (r: R, st: Style) => string) =>
  (r: R, st: Style): string => {
    const fd = r.fromData;
    if (fd === undefined) return text(r, st);
    const [first = '', ...rest] = text(r, st).split('\n');
    const who = fd.troopers.map((t) => `${t.name}: ${sourceText(t.source)}`).join('; ');
    return [
      first,
      ...wrap(who, '  from data: ', '    ').map(st.dim),
      ...wrap(fd.filled.join('; '), '    filled: ', '      ').map(st.dim),
      ...rest,
    ].join('\n');
  };

/** Each trooper's `source` (unit, profile, weapon, mode, range band) and what was filled. */
const dataJson = (fd: EngagementFromData | undefined): Record<string, unknown> =>
  fd === undefined
    ? {}
    : {
        sources: Object.fromEntries(fd.troopers.map((t) => [t.name, t.source])),
        fromData: fd.filled,
      };

export const engagementView: View<EngagementReport> = {
  text: withData(renderEngagement),
  json: (r) => ({ ...engagementJson(r), ...dataJson(r.fromData) }),
};

export const engagementOddsView: View<EngagementOddsReport> = {
  text: withData(renderEngagementOdds),
  json: (r) => ({ ...engagementOddsJson(r), ...dataJson(r.fromData) }),
  tables: engagementTables,
  discord: async (r) => (await import('../../share/discord-odds.js')).engagementOddsDiscord(r),
  chart: async (r, o) => (await import('../../../app/chart/index.js')).engagementChart(r, o),
};
