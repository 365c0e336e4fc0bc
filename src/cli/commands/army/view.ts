/**
 * How an army code is shown. An army code and the army list made from it are the same in
 * every edition, and the list is input for `orders -`, which takes no "rules" key.
 */
import type {
  ArmyDecodeReport,
  ArmyListReport,
  CourtesyReport,
} from '../../../app/code-reports.js';
import { armyDecodeJson, armyListJson, renderArmyDecode } from '../../render/army-code.js';
import { courtesyJson, courtesyTables, renderCourtesy } from '../../render/courtesy.js';
import { verdict, type View } from '../../view.js';

export const armyDecodeView: View<ArmyDecodeReport> = {
  editionless: true,
  exitCode: (r) => verdict(r.resolution !== null && r.resolution.missing.length > 0),
  text: renderArmyDecode,
  json: armyDecodeJson,
};

export const armyListView: View<ArmyListReport> = {
  editionless: true,
  // JSON by nature, whatever the flags say.
  text: armyListJson,
  json: (r) => r.list,
};

/** `army decode --public`: the Courtesy list (docs/rules.md §9.7). */
export const courtesyView: View<CourtesyReport> = {
  editionless: true,
  text: renderCourtesy,
  json: courtesyJson,
  tables: courtesyTables,
};
