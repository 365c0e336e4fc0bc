/**
 * An army code as the page shows it (docs/web.md "Army codes"): the list, its Order Count
 * (`infcalc orders --code`), its problems (`infcalc validate --code`) and its fireteams
 * (`infcalc fireteams`), each from the use-case the command calls, against unit files held
 * in memory (src/app/data-set.ts). Without game data, what the code alone says.
 */
import {
  decodeArmyCode,
  parseMetadata,
  resolveArmyCode,
  type ArmyCode,
  type CourtesyList,
  type Metadata,
  type Resolution,
  type UnitFile,
} from '../core/army/code/index.js';
import type { ArmyList } from '../core/army/schema.js';
import { DEFAULT_LIMIT } from '../core/army/fireteams/index.js';
import { ok, type Result } from '../core/result.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import { ordersOf, type OrdersReport } from './army.js';
import { withCodeProblems } from './army-code.js';
import { unitFileOf, type DataSet } from './data-set.js';
import { fireteamsOf, type FireteamsReport } from './fireteams.js';
import { listCheckOf, type ListCheckReport } from './validate-list.js';

/** `infcalc army decode CODE`: the code, and what it resolves to in the unit files. */
export interface ArmyDecodeReport {
  readonly kind: 'army-decode';
  readonly code: ArmyCode;
  /** Null without unit files (no --units, nothing in the data directory). */
  readonly resolution: Resolution | null;
}

/** `army decode --list`: our army-list JSON, ready for `orders -`. */
export interface ArmyListReport {
  readonly kind: 'army-list';
  readonly list: ArmyList;
}

/** `army decode --public`: the Courtesy list (docs/rules.md §9.7). */
export interface CourtesyReport {
  readonly kind: 'courtesy-list';
  readonly list: CourtesyList;
}

/** What the code gives with the unit files of its army. */
export interface CodeWithData {
  readonly resolution: Resolution;
  readonly orders: OrdersReport;
  readonly check: ListCheckReport;
  /** An army file whose fireteam chart cannot be read is said, the rest still shown. */
  readonly fireteams: Result<FireteamsReport>;
}

export interface CodeAnswer {
  readonly code: ArmyCode;
  /** Null without game data: the code alone holds ids, not names or orders. */
  readonly withData: CodeWithData | null;
}

/** The metadata as army codes read it (Hidden Deployment and the other skills by name). */
function metadataOf(set: DataSet): Metadata | null {
  const m = parseMetadata(JSON.stringify(set.metadata));
  return m.ok ? m.value : null;
}

/**
 * A code's answer: decoded, and with `set`, resolved against its faction's unit file and
 * the reinforcement file that file names, as `orders --code`, `validate --code` and
 * `fireteams` do. `edition` is the Order Count's (`--rules`); fireteams read the list's own.
 */
export function codeAnswer(
  text: string,
  set: DataSet | null,
  edition: Edition,
): Result<CodeAnswer> {
  const decoded = decodeArmyCode(text.trim());
  if (!decoded.ok) return decoded;
  const code = decoded.value;
  if (set === null) return ok({ code, withData: null });
  const file = unitFileOf(set, code.factionId, code.factionSlug);
  if (!file.ok) return file;
  const extraId = file.value.reinforcements ?? null;
  const extra =
    extraId !== null && code.groups.some((g) => g.reinforcement === true)
      ? unitFileOf(set, extraId, null)
      : null;
  const reinforcements = (id: number): UnitFile | null =>
    id === extraId && extra?.ok === true ? extra.value : null;
  const metadata = metadataOf(set);
  const resolution = resolveArmyCode(code, file.value, metadata, { reinforcements });
  const orders = withCodeProblems(ordersOf(resolution.list, false, edition), resolution);
  const check = listCheckOf(
    code,
    { army: file.value, reinforcements: extraId === null ? null : reinforcements(extraId) },
    { extras: new Set(), choices: {} },
  );
  const fireteams = fireteamsOf({
    code,
    resolution,
    file: file.value,
    reinforcements,
    metadata,
    edition: resolution.list.game === 'n5' ? EDITIONS.n5 : EDITIONS.n4,
    allow: new Set(),
    limit: DEFAULT_LIMIT,
  });
  return ok({ code, withData: { resolution, orders, check, fireteams } });
}
