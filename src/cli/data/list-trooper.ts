/**
 * `--code CODE --trooper 1.3` (docs/game-data.md, "Troopers of a list"): the code read
 * (the code itself, or a file holding one), each member's unit looked up in the game data
 * for the code's faction, and the member picked (src/app/list-troopers.ts).
 */
import { findUnitIn, type GameData } from '../../app/game-data.js';
import {
  listTroopers,
  pickListTrooper,
  type ListTrooper,
  type PickedTrooper,
} from '../../app/list-troopers.js';
import type { ArmyCode } from '../../core/army/code/index.js';
import type { UnitData } from '../../core/data/units.js';
import { orUsage } from '../errors.js';
import type { Host } from '../host.js';

type Reader = Pick<Host, 'readFile'> & Partial<Pick<Host, 'readStdin'>>;

/** The members of a code, each with its unit as the data has it for the code's faction. */
export async function codeTroopers(data: GameData, code: ArmyCode): Promise<ListTrooper[]> {
  const units = new Map<number, UnitData | null>();
  for (const id of new Set(code.groups.flatMap((g) => g.members.map((m) => m.unitId)))) {
    // The faction's own copy (its options and points); a reinforcement lives in another file.
    const mine = await findUnitIn(data, String(id), String(code.factionId));
    const found = mine.ok ? mine : await findUnitIn(data, String(id));
    units.set(id, found.ok ? found.value.unit : null);
  }
  return listTroopers(code, (id) => units.get(id) ?? null);
}

/** The member `trooper` names in the code `codeArg`; exit 2 listing the candidates. */
export async function listTrooperOf(
  host: Reader,
  data: GameData,
  codeArg: string,
  trooper: string,
  flag: string,
): Promise<PickedTrooper> {
  const { codeFromArg } = await import('../army-code.js');
  const code = await codeFromArg(host, codeArg);
  return orUsage(pickListTrooper(await codeTroopers(data, code), trooper, flag));
}
