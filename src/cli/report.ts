/**
 * Every command's result: a discriminated union. Each kind has exactly one view
 * (src/cli/main.ts `VIEWS`); a kind added here without a view does not compile.
 */
import type { OrdersReport, ValidationReport } from '../app/army.js';
import type { CompareReport } from '../app/compare.js';
import type { EngagementOddsReport, EngagementReport } from '../app/engage.js';
import type { ModsReport } from '../app/mods.js';
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../app/odds.js';
import type { OrderCheckReport, OrderSequenceReport } from '../app/order.js';
import type { OddsSweepReport } from '../app/query.js';
import type { FtfReport, NormalReport } from '../app/roll.js';
import type { SaveReport } from '../app/save.js';
import type { ScgbMoveReport } from '../app/scgb.js';
import type { SimulationReport } from '../app/simulate.js';
import type { TurnReport } from '../app/turn.js';
import type { FireteamsReport } from '../app/fireteams.js';
import type { ListCheckReport } from '../app/validate-list.js';
import type { ArmyDecodeReport, ArmyListReport, CourtesyReport } from '../app/code-reports.js';

import type { SchemaReport } from './commands/schema/run.js';
import type { DataFetchReport } from './data/fetch.js';
import type { DataListReport } from './data/list.js';
import type { DataIndexReport } from './data/index-file/index.js';
import type { CoverageReport } from '../app/coverage.js';
import type { UnitReport, WeaponReport } from './data/lookup.js';
import type { WebReport } from './commands/web/write.js';

export type Report =
  | NormalReport
  | FtfReport
  | NormalOddsReport
  | FtfOddsReport
  | PairOddsReport
  | OrdersReport
  | ValidationReport
  | ListCheckReport
  | SchemaReport
  | OrderCheckReport
  | OrderSequenceReport
  | EngagementReport
  | EngagementOddsReport
  | ScgbMoveReport
  | SimulationReport
  | ArmyDecodeReport
  | ArmyListReport
  | CourtesyReport
  | SaveReport
  // A sweep with troopers from game data carries the data's warnings (stderr and JSON).
  | (OddsSweepReport & { readonly flagWarnings?: readonly string[] })
  | CompareReport
  | DataFetchReport
  | DataListReport
  | DataIndexReport
  | (CoverageReport & { readonly flagWarnings: readonly string[] })
  | UnitReport
  | WeaponReport
  | ModsReport
  | TurnReport
  | FireteamsReport
  | WebReport;

/** The report of one kind. */
export type ReportOf<K extends Report['kind']> = Extract<Report, { kind: K }>;
