/**
 * What a unit of the game data carries, as the menu offers it: the weapons of all its
 * loadouts (a copy a loadout lists twice as "NAME#2"), its first profile's skills and
 * equipment, and each loadout's equipment, read from `infcalc unit NAME --json` (the
 * command a player would run; its JSON is docs/game-data.md's).
 */
import { weaponChoices } from '../../core/data/loadout.js';
import type { Item } from '../../core/data/units.js';
import type { RunResult } from '../host.js';

/** A loadout of the unit's first profile group: its `--option` id and its equipment. */
export interface KitOption {
  /** "6" for group 1, "2-3" for another group: as `--option` takes it. */
  readonly id: string;
  /** Its weapons and equipment, as `infcalc unit` lists them. */
  readonly label: string;
  /** The profile's equipment and the loadout's. */
  readonly equipment: readonly Item[];
  /** Its weapons, a copy it lists twice as "NAME#2". */
  readonly weapons: readonly string[];
}

export interface UnitKit {
  readonly weapons: readonly string[];
  readonly items: readonly Item[];
  readonly options: readonly KitOption[];
}

interface OptionJson {
  id?: number;
  group?: number;
  equipment?: Item[];
  weapons?: { name?: string }[];
}

interface UnitJson {
  unit?: {
    groups?: {
      profiles?: { skills?: Item[]; equipment?: Item[] }[];
      options?: OptionJson[];
    }[];
  };
}

/** The first profile group's loadouts, each with the profile's equipment and its own. */
function optionsOf(profile: readonly Item[], options: readonly OptionJson[]): KitOption[] {
  return options.flatMap((o) => {
    if (o.id === undefined) return [];
    const equipment = [...profile, ...(o.equipment ?? [])];
    const names = [...(o.weapons ?? []).map((w) => w.name ?? ''), ...equipment.map((e) => e.text)];
    return [
      {
        id:
          o.group === undefined || o.group === 1
            ? String(o.id)
            : `${String(o.group)}-${String(o.id)}`,
        label: `option ${String(o.id)}: ${names.filter((n) => n !== '').join(', ')}`,
        equipment,
        weapons: weaponChoices([(o.weapons ?? []).map((w) => w.name ?? '')]),
      },
    ];
  });
}

export async function unitKit(
  exec: (argv: readonly string[]) => Promise<RunResult>,
  dataDir: string,
  unit: string,
): Promise<UnitKit> {
  const r = await exec(['unit', unit, '--data', dataDir, '--json']);
  if (r.code !== 0) return { weapons: [], items: [], options: [] };
  const groups = (JSON.parse(r.stdout) as UnitJson).unit?.groups ?? [];
  // Each loadout's names: a weapon listed twice is offered twice, the copy as "NAME#2".
  const loadouts = groups.flatMap((g) =>
    (g.options ?? []).map((o) => (o.weapons ?? []).map((w) => w.name ?? '')),
  );
  const first = groups[0]?.profiles?.[0];
  return {
    weapons: weaponChoices(loadouts),
    items: [...(first?.skills ?? []), ...(first?.equipment ?? [])],
    options: optionsOf(first?.equipment ?? [], groups[0]?.options ?? []),
  };
}

interface WeaponJson {
  weapon?: { modes?: { attribute?: string | null }[] };
}

/** The attributes a weapon's modes roll ("bs", "cc"), from `infcalc weapon NAME --json`. */
export async function weaponRolls(
  exec: (argv: readonly string[]) => Promise<RunResult>,
  dataDir: string,
  weapon: string,
): Promise<readonly string[]> {
  const r = await exec(['weapon', weapon, '--data', dataDir, '--json']);
  if (r.code !== 0) return [];
  const modes = (JSON.parse(r.stdout) as WeaponJson).weapon?.modes ?? [];
  return modes.map((m) => m.attribute ?? '');
}
