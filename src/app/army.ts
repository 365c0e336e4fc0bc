/**
 * Army lists: the Tactical Phase and the list checks (docs/rules.md §2, §3). An army code's
 * are in army-code.ts, so that a list file's path does not initialise the code's modules.
 */
import type { ArmyList } from '../core/army/schema.js';
import { publicPhase, tacticalPhase, type TacticalPhase } from '../core/army/tactical.js';
import { listProblems, type Problem } from '../core/army/validate.js';
import type { Edition } from '../core/rules/index.js';

export interface OrdersReport {
  readonly kind: 'orders';
  readonly phase: TacticalPhase;
  /** Only what the opponent may know (docs/rules.md §2.1, §2.2). */
  readonly public: boolean;
}

export interface ValidationReport {
  readonly kind: 'validation';
  readonly list: ArmyList;
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
}

export function ordersOf(list: ArmyList, isPublic: boolean, edition: Edition): OrdersReport {
  // The public count is made without the Loss of Lieutenant check (docs/rules.md §9.7).
  const phase = tacticalPhase(list, edition, isPublic);
  return { kind: 'orders', phase: isPublic ? publicPhase(phase) : phase, public: isPublic };
}

export const validationOf = (list: ArmyList, edition: Edition): ValidationReport => ({
  kind: 'validation',
  list,
  ...listProblems(list, edition),
});
