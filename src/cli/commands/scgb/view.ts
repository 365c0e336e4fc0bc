/** How a StarCraft Move order check is shown (exit 1 if illegal); no Infinity edition. */
import type { ScgbMoveReport } from '../../../app/scgb.js';
import { renderScgbMove, scgbMoveJson } from '../../render/scgb.js';
import { verdict, type View } from '../../view.js';

export const scgbMoveView: View<ScgbMoveReport> = {
  editionless: true,
  exitCode: (r) => verdict(!r.check.valid),
  text: renderScgbMove,
  json: scgbMoveJson,
};
