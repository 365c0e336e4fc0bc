/** `infcalc orders` and `infcalc validate`: army lists (docs/rules.md §2, §3). */
import { parseArmyList } from '../../core/army/parse.js';
import type { ArmyList } from '../../core/army/schema.js';
import { publicPhase, tacticalPhase, type TacticalPhase } from '../../core/army/tactical.js';
import { listProblems, type Problem } from '../../core/army/validate.js';
import { N4, type Edition } from '../../core/rules/index.js';
import { orUsage } from '../errors.js';
import { readSource } from '../io.js';
import type { Host } from '../host.js';

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

type Reader = Pick<Host, 'readFile' | 'readStdin'>;

export function ordersOf(list: ArmyList, isPublic: boolean, edition: Edition = N4): OrdersReport {
  const phase = tacticalPhase(list, edition);
  return { kind: 'orders', phase: isPublic ? publicPhase(phase) : phase, public: isPublic };
}

export const validationOf = (list: ArmyList, edition: Edition = N4): ValidationReport => ({
  kind: 'validation',
  list,
  ...listProblems(list, edition),
});

export async function ordersCommand(
  host: Reader,
  file: string,
  opts: { public?: boolean },
  edition: Edition = N4,
): Promise<OrdersReport> {
  const list = orUsage(parseArmyList(await readSource(host, file)));
  return ordersOf(list, opts.public === true, edition);
}

export async function validateCommand(
  host: Reader,
  file: string,
  edition: Edition = N4,
): Promise<ValidationReport> {
  return validationOf(orUsage(parseArmyList(await readSource(host, file))), edition);
}
