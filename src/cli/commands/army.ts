/** `infcalc orders` and `infcalc validate`: army lists (RULES.md §2, §3). */
import { parseArmyList } from '../../core/army/parse.js';
import type { ArmyList } from '../../core/army/schema.js';
import { publicPhase, tacticalPhase, type TacticalPhase } from '../../core/army/tactical.js';
import { listProblems, type Problem } from '../../core/army/validate.js';
import type { InputError } from '../../core/result.js';
import { orUsage } from '../errors.js';
import { ndjsonLines, readSource } from '../io.js';
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

/** One line of an NDJSON run: its report, or the input error that stopped it. */
export type NdjsonEntry =
  | { readonly line: number; readonly ok: true; readonly report: OrdersReport | ValidationReport }
  | { readonly line: number; readonly ok: false; readonly error: InputError };

export interface NdjsonReport {
  readonly kind: 'ndjson';
  readonly entries: readonly NdjsonEntry[];
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

async function eachList(
  host: Reader,
  file: string,
  ndjson: boolean,
  make: (list: ArmyList) => OrdersReport | ValidationReport,
): Promise<OrdersReport | ValidationReport | NdjsonReport> {
  const text = await readSource(host, file);
  if (!ndjson) return make(orUsage(parseArmyList(text)));
  const entries = ndjsonLines(text).map(({ line, text: t }): NdjsonEntry => {
    const parsed = parseArmyList(t);
    return parsed.ok
      ? { line, ok: true, report: make(parsed.value) }
      : { line, ok: false, error: parsed.error };
  });
  return { kind: 'ndjson', entries };
}

export function ordersCommand(
  host: Reader,
  file: string,
  opts: { public?: boolean; ndjson?: boolean },
) {
  return eachList(host, file, opts.ndjson === true, (l) => ordersOf(l, opts.public === true));
}

export function validateCommand(host: Reader, file: string, opts: { ndjson?: boolean }) {
  return eachList(host, file, opts.ndjson === true, validationOf);
}
