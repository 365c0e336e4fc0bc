/** The Tactical Phase and the list checks of an army code of the official army builder (docs/rules.md §2, §3). */
import {
  COMBINED_NOTE,
  decodeArmyCode,
  memberPath,
  missingText,
  resolveArmyCode,
  type Metadata,
  type Resolution,
  type UnitFile,
} from '../core/army/code/index.js';
import type { Problem } from '../core/army/validate.js';
import type { Edition } from '../core/rules/index.js';
import { ordersOf, type OrdersReport, type ValidationReport } from './army.js';
import { orUsage, usage } from './failure.js';

/**
 * A report on the list an army code resolved to, with the code's own problems first:
 * members the unit file lacks (an error) and combined units (a warning).
 */
export function withCodeProblems<R extends OrdersReport | ValidationReport>(
  r: R,
  res: Resolution,
): R {
  const extra: Problem[] = res.missing.map((m) => ({
    path: memberPath(m),
    message: missingText(m),
  }));
  const notes: Problem[] = res.combined.map((c) => ({
    path: memberPath(c),
    message: COMBINED_NOTE,
  }));
  if (extra.length === 0 && notes.length === 0) return r;
  if (r.kind === 'validation')
    return { ...r, problems: [...extra, ...r.problems], warnings: [...notes, ...r.warnings] };
  // A public view carries no problems or warnings (they are the player's own business).
  if (r.public) return r;
  const phase = r.phase;
  return {
    ...r,
    phase: {
      ...phase,
      problems: [...extra, ...phase.problems],
      warnings: [...notes, ...phase.warnings],
    },
  };
}

/**
 * The Tactical Phase of an army code of the official army builder, resolved against its
 * faction's unit file (read by the caller): members the file lacks are problems.
 */
export function ordersOfCode(
  code: string,
  units: UnitFile,
  metadata: Metadata | null,
  isPublic: boolean,
  edition: Edition,
): OrdersReport {
  // Hidden Deployment is found by name in the metadata (docs/rules.md §9.7): without it a
  // public view would show the hidden troopers.
  if (isPublic && metadata === null)
    throw usage(
      'a public view of an army code needs the metadata: without it Hidden Deployment troopers cannot be told apart',
      'pass the metadata file (parseMetadata)',
    );
  const res = resolveArmyCode(orUsage(decodeArmyCode(code)), units, metadata);
  return withCodeProblems(ordersOf(res.list, isPublic, edition), res);
}
