/** How Saving Rolls at the table are shown. */
import type { SaveReport } from '../../../app/save.js';
import { savesJson } from '../../render/damage-json.js';
import { saveLines } from '../../render/damage-text.js';
import { seedLine } from '../../render/text.js';
import type { View } from '../../view.js';

export const saveView: View<SaveReport> = {
  text: (r, st) => [...saveLines(r.saves, st), seedLine(r.seed, st)].join('\n') + '\n',
  json: (r) => ({ kind: 'save', ...savesJson(r.saves), seed: r.seed }),
};
