/**
 * `validate --code`: an army code checked against the army builder's own files with the
 * list rules of docs/rules.md §9 (src/core/army/tournament), and rosters of them
 * (`validate --roster`, src/app/validate-roster.ts).
 */
import type { ArmyCode, UnitFile } from '../core/army/code/index.js';
import { checkList, type CheckOptions, type ListCheck } from '../core/army/tournament/check.js';
import { armyView } from '../core/army/tournament/data.js';
import type { Extra } from '../core/army/tournament/rules.js';

export interface ListCheckReport {
  readonly kind: 'list-check';
  readonly check: ListCheck;
  readonly extras: readonly Extra[];
}

/** The files one code is checked against: its army's, and the reinforcement file it names. */
export interface ArmyFiles {
  readonly army: UnitFile;
  readonly reinforcements: UnitFile | null;
  /** The day the army's file was written, when known (named for a code of other data). */
  readonly date?: string | null;
}

export function checkCode(code: ArmyCode, files: ArmyFiles, opts: CheckOptions): ListCheck {
  return checkList(
    code,
    armyView(files.army),
    files.reinforcements === null ? null : armyView(files.reinforcements),
    { ...opts, data: { date: files.date ?? null } },
  );
}

export const listCheckOf = (
  code: ArmyCode,
  files: ArmyFiles,
  opts: CheckOptions,
): ListCheckReport => ({
  kind: 'list-check',
  check: checkCode(code, files, opts),
  extras: [...(opts.extras ?? [])],
});
