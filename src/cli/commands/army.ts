/** `infcalc orders` and `infcalc validate`: army lists (RULES.md §2, §3). */
import { parseArmyList } from '../../core/army/parse.js';
import type { ArmyList } from '../../core/army/schema.js';
import { publicPhase, tacticalPhase, type TacticalPhase } from '../../core/army/tactical.js';
import { listProblems, type Problem } from '../../core/army/validate.js';
import { orUsage } from '../errors.js';
import { readSource } from '../io.js';
import type { Host } from '../host.js';

export interface OrdersReport {
  readonly kind: 'orders';
  readonly phase: TacticalPhase;
  /** Only what the opponent may know (RULES.md §2.1, §2.2). */
  readonly public: boolean;
}

export interface ValidationReport {
  readonly kind: 'validation';
  readonly list: ArmyList;
  readonly problems: readonly Problem[];
  readonly warnings: readonly Problem[];
}

type Reader = Pick<Host, 'readFile' | 'readStdin'>;

export function ordersOf(list: ArmyList, isPublic: boolean): OrdersReport {
  const phase = tacticalPhase(list);
  return { kind: 'orders', phase: isPublic ? publicPhase(phase) : phase, public: isPublic };
}

export const validationOf = (list: ArmyList): ValidationReport => ({
  kind: 'validation',
  list,
  ...listProblems(list),
});

export async function ordersCommand(
  host: Reader,
  file: string,
  opts: { public?: boolean },
): Promise<OrdersReport> {
  return ordersOf(orUsage(parseArmyList(await readSource(host, file))), opts.public === true);
}

export async function validateCommand(host: Reader, file: string): Promise<ValidationReport> {
  return validationOf(orUsage(parseArmyList(await readSource(host, file))));
}
