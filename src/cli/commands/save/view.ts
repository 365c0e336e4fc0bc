/** How Saving Rolls at the table are shown. */
import type { SaveReport } from '../../../app/save.js';
import { savesJson } from '../../render/damage-json.js';
import { saveLines } from '../../render/damage-text.js';
import { fromDataLines } from '../../render/from-data.js';
import { seedLine } from '../../render/text.js';
import type { View } from '../../view.js';

export const saveView: View<SaveReport> = {
  text: (r, st) => {
    // The "from data:" lines under the first line, which carries the edition.
    const [first = '', ...rest] = saveLines(r.saves, st);
    return (
      [first, ...fromDataLines(r.fromData, st), ...rest, seedLine(r.seed, st)].join('\n') + '\n'
    );
  },
  json: (r) => {
    const json = { kind: 'save', ...savesJson(r.saves), seed: r.seed };
    const fd = r.fromData;
    if (fd === undefined) return json;
    // Each side's `source`, as odds gives it: the weapon that hit and the target.
    const side = (key: 'weapon' | 'target', source: unknown) => ({
      [key]: { ...((json as Record<string, unknown>)[key] as object), source },
    });
    return {
      ...json,
      ...side('weapon', fd.active),
      ...side('target', fd.reactive),
      fromData: fd.filled,
    };
  },
};
