/**
 * What a unit of the game data carries, as the menu offers it: the weapons of all its
 * loadouts (a copy a loadout lists twice as "NAME#2"), and its first profile's skills and equipment, read from `infcalc unit NAME
 * --json` (the command a player would run; its JSON is docs/game-data.md's).
 */
import { weaponChoices } from '../../core/data/loadout.js';
import type { Item } from '../../core/data/units.js';
import type { RunResult } from '../host.js';

export interface UnitKit {
  readonly weapons: readonly string[];
  readonly items: readonly Item[];
}

interface UnitJson {
  unit?: {
    groups?: {
      profiles?: { skills?: Item[]; equipment?: Item[] }[];
      options?: { weapons?: { name?: string }[] }[];
    }[];
  };
}

export async function unitKit(
  exec: (argv: readonly string[]) => Promise<RunResult>,
  dataDir: string,
  unit: string,
): Promise<UnitKit> {
  const r = await exec(['unit', unit, '--data', dataDir, '--json']);
  if (r.code !== 0) return { weapons: [], items: [] };
  const groups = (JSON.parse(r.stdout) as UnitJson).unit?.groups ?? [];
  // Each loadout's names: a weapon listed twice is offered twice, the copy as "NAME#2".
  const loadouts = groups.flatMap((g) =>
    (g.options ?? []).map((o) => (o.weapons ?? []).map((w) => w.name ?? '')),
  );
  const first = groups[0]?.profiles?.[0];
  return {
    weapons: weaponChoices(loadouts),
    items: [...(first?.skills ?? []), ...(first?.equipment ?? [])],
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
