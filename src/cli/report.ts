/** Every command's result: a discriminated union the renderers switch over exhaustively. */
import type { OrdersReport, ValidationReport } from './commands/army.js';
import type { ArmyDecodeReport, ArmyListReport } from './commands/army-code.js';
import type { EngagementOddsReport, EngagementReport } from './commands/engage.js';
import type { OrderCheckReport, OrderSequenceReport } from './commands/order.js';
import type { ScgbMoveReport } from './commands/scgb.js';
import type { SimulationReport } from './commands/simulate.js';
import type { SchemaReport } from './commands/schema.js';
import type { FtfOddsReport, NormalOddsReport } from './commands/odds.js';
import type { FtfReport, NormalReport } from './commands/roll.js';
import type { SaveReport } from './commands/save.js';
import type { CompareReport } from './commands/compare.js';
import type { OddsSweepReport } from './query.js';

export type Report =
  | NormalReport
  | FtfReport
  | NormalOddsReport
  | FtfOddsReport
  | OrdersReport
  | ValidationReport
  | SchemaReport
  | OrderCheckReport
  | OrderSequenceReport
  | EngagementReport
  | EngagementOddsReport
  | ScgbMoveReport
  | SimulationReport
  | ArmyDecodeReport
  | ArmyListReport
  | SaveReport
  | OddsSweepReport
  | CompareReport;
