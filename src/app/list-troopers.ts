/**
 * The troopers of an army list as sides (docs/game-data.md, "Troopers of a list"):
 * `odds --code CODE --trooper 1.3`. A code names each member by unit, profile group and
 * option ids; here each member becomes what `--unit ID --profile N --option G-O` picks, so
 * the side is the list's own trooper with its loadout. Pure: the CLI reads the code and
 * the units, the menu and the page can list the same troopers.
 */
import { weaponChoices } from '../core/data/loadout.js';
import type { ArmyCode } from '../core/army/code/index.js';
import { nameKey } from '../core/data/names.js';
import { profilesOf, type UnitData, type UnitOption } from '../core/data/units.js';
import { err, inputError, ok, type Result } from '../core/result.js';
import { findUnitIn, type GameData } from './game-data.js';

/** Longest `--trooper` text read: a position or a name. */
const MAX_TROOPER_TEXT = 100;

/** One member of a list, as a side can be made of it. */
export interface ListTrooper {
  /** "1.3": combat group and position in it, both from 1, as the army builder shows them. */
  readonly position: string;
  readonly unitId: number;
  /** The option's name ("FUSILIER Lieutenant"), else the unit's; "unit 1234" when unknown. */
  readonly name: string;
  /** The option's weapons, equipment and skills: "Combi Rifle, Pistol, CC Weapon". */
  readonly loadout: string;
  /** What it takes to be a side; null when the member cannot be one (see `problem`). */
  readonly side: ListSide | null;
  /** Why the member is not a side: a peripheral, a pair, not in the data. */
  readonly problem: string | null;
}

/** What `--unit --profile --option` the member stands for. */
export interface ListSide {
  readonly unit: UnitData;
  /** 1-based across the unit's profile groups (`--profile N`). */
  readonly profile: number;
  readonly option: UnitOption;
  /** "1-3": the option as `--option` takes it. */
  readonly optionRef: string;
}

/** A unit by id, as the data has it for the code's faction; null when it has none. */
export type UnitById = (unitId: number) => UnitData | null;

const ORDER_TYPES = new Set(['REGULAR', 'IRREGULAR']);

/** An option that generates no Regular or Irregular order is a peripheral (docs/rules.md §2.1). */
const isPeripheral = (o: UnitOption): boolean =>
  !o.orders.some((x) => ORDER_TYPES.has(x.type.toUpperCase()) && x.total > 0);

function memberOf(
  position: string,
  m: { unitId: number; profileGroupId: number; optionId: number },
  unit: UnitData | null,
): ListTrooper {
  const base = { position, unitId: m.unitId };
  const ids = `unit ${m.unitId}, profile group ${m.profileGroupId}, option ${m.optionId}`;
  if (unit === null)
    return {
      ...base,
      name: `unit ${m.unitId}`,
      loadout: '',
      side: null,
      problem: `not in the data (${ids})`,
    };
  const options =
    m.profileGroupId === 0
      ? unit.pairs
      : (unit.groups.find((g) => g.id === m.profileGroupId)?.options ?? []);
  const option = options.find((o) => o.id === m.optionId && o.group === m.profileGroupId);
  if (option === undefined)
    return {
      ...base,
      name: unit.name,
      loadout: '',
      side: null,
      problem: `not in the data (${ids})`,
    };
  const named = { ...base, name: option.name === '' ? unit.name : option.name };
  const loadout = [...option.weapons, ...option.equipment, ...option.skills]
    .map((i) => i.text)
    .join(', ');
  if (m.profileGroupId === 0)
    return { ...named, loadout, side: null, problem: 'a pair of troopers: pick one with --unit' };
  if (isPeripheral(option))
    return {
      ...named,
      loadout,
      side: null,
      problem: 'a peripheral: it acts on its Controller’s order',
    };
  const profile = profilesOf(unit).findIndex((p) => p.group.id === m.profileGroupId) + 1;
  if (profile === 0)
    return { ...named, loadout, side: null, problem: `not in the data (${ids}: no profile)` };
  const side = { unit, profile, option, optionRef: `${option.group}-${option.id}` };
  return { ...named, loadout, side, problem: null };
}

/** Every member of the code, in order, each with the side it makes (or why it makes none). */
export function listTroopers(code: ArmyCode, unitById: UnitById): ListTrooper[] {
  return code.groups.flatMap((g, gi) =>
    g.members.map((m, i) => memberOf(`${gi + 1}.${i + 1}`, m, unitById(m.unitId))),
  );
}

/**
 * The members of a code, each with its unit as the data has it for the code's faction:
 * what `--code CODE --trooper 1.3`, the menu and the page's pickers choose from.
 */
export async function listTroopersIn(data: GameData, code: ArmyCode): Promise<ListTrooper[]> {
  const units = new Map<number, UnitData | null>();
  for (const id of new Set(code.groups.flatMap((g) => g.members.map((m) => m.unitId)))) {
    // The faction's own copy (its options and points); a reinforcement lives in another file.
    const mine = await findUnitIn(data, String(id), String(code.factionId));
    const found = mine.ok ? mine : await findUnitIn(data, String(id));
    units.set(id, found.ok ? found.value.unit : null);
  }
  return listTroopers(code, (id) => units.get(id) ?? null);
}

/** "1.3 FUSILIER Lieutenant (Combi Rifle, Pistol)": a member as the pickers and errors show it. */
export const listTrooperLabel = (t: ListTrooper): string =>
  `${t.position} ${t.name}${t.loadout === '' ? '' : ` (${t.loadout})`}`;

const listed = (ts: readonly ListTrooper[]): string => ts.map(listTrooperLabel).join('; ');

/** The members that can be sides, as a hint. */
const candidates = (ts: readonly ListTrooper[]): string => {
  const sides = ts.filter((t) => t.side !== null);
  return sides.length === 0
    ? 'the list has no trooper that can be a side'
    : `its troopers: ${listed(sides)}`;
};

/** A member that is a side. */
export type PickedTrooper = ListTrooper & { readonly side: ListSide };

/**
 * The member a player names: its position ("1.3": combat group 1, third member), or a
 * name only one member has (the option's or the unit's, any case; else part of it).
 * Errors list the candidates: a position the list does not have, a member that cannot
 * be a side (a peripheral), a name two members share.
 */
export function pickListTrooper(
  troopers: readonly ListTrooper[],
  text: string,
  flag: string,
): Result<PickedTrooper> {
  const t = text.trim();
  if (t === '' || t.length > MAX_TROOPER_TEXT)
    return err(
      inputError(
        `${flag} "${t.slice(0, 20)}" is not a position (1.3) or a name`,
        undefined,
        candidates(troopers),
      ),
    );
  const one = (hit: ListTrooper): Result<PickedTrooper> =>
    hit.side === null
      ? err(
          inputError(
            `${flag} ${t}: ${listTrooperLabel(hit)} is ${hit.problem ?? 'not a trooper'}`,
            undefined,
            candidates(troopers),
          ),
        )
      : ok({ ...hit, side: hit.side });
  if (/^\d{1,3}\.\d{1,3}$/.test(t)) {
    const [g, i] = t.split('.').map(Number);
    const hit = troopers.find((x) => x.position === `${g ?? 0}.${i ?? 0}`);
    return hit === undefined
      ? err(
          inputError(`${flag} ${t}: the list has no member ${t}`, undefined, candidates(troopers)),
        )
      : one(hit);
  }
  const key = nameKey(t);
  const names = (x: ListTrooper): string[] =>
    [x.name, x.side?.unit.name ?? '', x.side?.unit.isc ?? ''].map(nameKey);
  const exact = troopers.filter((x) => names(x).includes(key));
  const hits =
    exact.length > 0 ? exact : troopers.filter((x) => names(x).some((n) => n.includes(key)));
  const [first, ...more] = hits;
  if (first === undefined)
    return err(
      inputError(
        `${flag} "${t}": no member of the list has that name`,
        undefined,
        candidates(troopers),
      ),
    );
  if (more.length > 0)
    return err(
      inputError(
        `${flag} "${t}" names ${hits.length} members of the list: give its position`,
        undefined,
        `the members: ${listed(hits)}`,
      ),
    );
  return one(first);
}

/**
 * The weapons a member carries: its profile's and its loadout's, by name, once each, and a
 * weapon its loadout lists twice again as "NAME#2" (the `--weapon` spelling of the copy).
 */
export function listSideWeapons(side: ListSide): string[] {
  const profile = profilesOf(side.unit)[side.profile - 1]?.profile;
  return weaponChoices([[...(profile?.weapons ?? []), ...side.option.weapons].map((w) => w.name)]);
}
