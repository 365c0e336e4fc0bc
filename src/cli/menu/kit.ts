/**
 * What a unit of the game data carries, as the menu offers it: each profile with its
 * numbers, the weapons of its group's loadouts (a copy a loadout lists twice as
 * "NAME#2"), its skills and equipment, and each loadout's; read from
 * `infcalc unit NAME --json` (the command a player would run; its JSON is
 * docs/game-data.md's). A weapon's modes from `infcalc weapon NAME --json`.
 */
import { weaponChoices } from '../../core/data/loadout.js';
import type { Item, Profile } from '../../core/data/units.js';
import { EDITIONS, type EditionId } from '../../core/rules/index.js';
import type { RunResult } from '../host.js';
import { profileNumbers } from '../render/profile-text.js';

/** A loadout of a profile's group: its `--option` id and its equipment. */
export interface KitOption {
  /** "6" for group 1, "2-3" for another group: as `--option` takes it. */
  readonly id: string;
  /** Its id, name, weapons, skills and equipment, as `infcalc unit` lists them. */
  readonly label: string;
  /** "option 3  FUSILIER Lieutenant": its id and name. */
  readonly short: string;
  /** What it carries: its weapons, skills and equipment ("" for nothing). */
  readonly kit: string;
  /** The profile's equipment and the loadout's. */
  readonly equipment: readonly Item[];
  /** Its weapons and the profile's own, a copy it lists twice as "NAME#2". */
  readonly weapons: readonly string[];
}

/** One profile of a unit (`--profile N`): its numbers, its weapons and loadouts. */
export interface KitProfile {
  /** 1-based, across the unit's profile groups, as `--profile` takes it. */
  readonly number: number;
  /** "GRAVEDIGGER (TAG): MOV 15-10  CC 13 ...": as `infcalc unit` shows it. */
  readonly label: string;
  /** "GRAVEDIGGER (TAG)": its name and type. */
  readonly name: string;
  /** The weapons of its group's loadouts and its own. */
  readonly weapons: readonly string[];
  /** Its skills and equipment. */
  readonly items: readonly Item[];
  readonly options: readonly KitOption[];
}

export interface UnitKit {
  readonly profiles: readonly KitProfile[];
}

/** A profile of the kit, its first when it has no such profile, or nothing. */
export function profileOf(kit: UnitKit, n: number): KitProfile {
  return (
    kit.profiles.find((x) => x.number === n) ??
    kit.profiles[0] ?? { number: 1, label: '', name: '', weapons: [], items: [], options: [] }
  );
}

interface OptionJson {
  id?: number;
  group?: number;
  name?: string;
  skills?: Item[];
  equipment?: Item[];
  weapons?: { name?: string; text?: string }[];
}

type ProfileJson = Partial<Profile>;

interface UnitJson {
  rules?: string;
  unit?: { groups?: { profiles?: ProfileJson[]; options?: OptionJson[] }[] };
}

const texts = (items: readonly { text?: string }[] | undefined): string =>
  (items ?? [])
    .map((i) => i.text ?? '')
    .filter((t) => t !== '')
    .join(', ');

/**
 * A group's loadouts, each with the profile's equipment and weapons (`own`) and its own.
 */
function optionsOf(p: ProfileJson, own: readonly string[], options: readonly OptionJson[]) {
  return options.flatMap((o): KitOption[] => {
    if (o.id === undefined) return [];
    const id =
      o.group === undefined || o.group === 1 ? String(o.id) : `${String(o.group)}-${String(o.id)}`;
    const kit = [texts(o.weapons), texts(o.skills), texts(o.equipment)]
      .filter((t) => t !== '')
      .join('; ');
    return [
      {
        id,
        label: `option ${id}  ${o.name ?? ''}${kit === '' ? '' : `: ${kit}`}`,
        short: `option ${id}  ${o.name ?? ''}`,
        kit,
        equipment: [...(p.equipment ?? []), ...(o.equipment ?? [])],
        weapons: weaponChoices([[...(o.weapons ?? []).map((w) => w.name ?? ''), ...own]]),
      },
    ];
  });
}

/** A profile as the menu offers it; `wounds`: W or VITA, the edition's name. */
function kitProfile(
  p: ProfileJson,
  number: number,
  options: readonly OptionJson[],
  wounds: string,
): KitProfile {
  const own = (p.weapons ?? []).map((w) => w.name);
  // Each loadout's names: a weapon listed twice is offered twice, the copy as "NAME#2".
  const loadouts =
    options.length === 0
      ? [own]
      : options.map((o) => [...(o.weapons ?? []).map((w) => w.name ?? ''), ...own]);
  const numbers = profileNumbers(
    {
      move: p.move ?? [],
      cc: p.cc ?? null,
      bs: p.bs ?? null,
      ph: p.ph ?? null,
      wip: p.wip ?? null,
      arm: p.arm ?? null,
      bts: p.bts ?? null,
      w: p.w ?? null,
      str: p.str ?? false,
      s: p.s ?? null,
    },
    wounds,
  );
  const type = p.type === undefined || p.type === null ? '' : ` (${p.type})`;
  const name = `${p.name ?? `profile ${String(number)}`}${type}`;
  return {
    number,
    label: `${name}: ${numbers}`,
    name,
    weapons: weaponChoices(loadouts),
    items: [...(p.skills ?? []), ...(p.equipment ?? [])],
    options: optionsOf(p, own, options),
  };
}

export async function unitKit(
  exec: (argv: readonly string[]) => Promise<RunResult>,
  dataDir: string,
  unit: string,
): Promise<UnitKit> {
  const r = await exec(['unit', unit, '--data', dataDir, '--json']);
  if (r.code !== 0) return { profiles: [] };
  const json = JSON.parse(r.stdout) as UnitJson;
  const rules = (json.rules ?? '') in EDITIONS ? (json.rules as EditionId) : 'n5';
  const wounds = EDITIONS[rules].ammo.woundsName;
  const profiles: KitProfile[] = [];
  for (const g of json.unit?.groups ?? [])
    for (const p of g.profiles ?? [])
      profiles.push(kitProfile(p, profiles.length + 1, g.options ?? [], wounds));
  return { profiles };
}

/** A weapon's mode: its name (null for a weapon of one mode), what it rolls, its numbers. */
export interface KitMode {
  readonly mode: string | null;
  /** "bs", "cc", "ph", "wip". */
  readonly attribute: string;
  /** "AP Mode: burst 3, PS 7, ammo AP, save ARM/2". */
  readonly label: string;
}

interface WeaponJson {
  game?: string | null;
  weapon?: {
    modes?: {
      mode?: string | null;
      attribute?: string | null;
      burst?: number | null;
      damage?: string;
      ammunition?: string | null;
      saving?: string | null;
    }[];
  };
}

/** A weapon's modes, from `infcalc weapon NAME --json`; none when the data lacks it. */
export async function weaponModes(
  exec: (argv: readonly string[]) => Promise<RunResult>,
  dataDir: string,
  weapon: string,
): Promise<readonly KitMode[]> {
  const r = await exec(['weapon', weapon, '--data', dataDir, '--json']);
  if (r.code !== 0) return [];
  const json = JSON.parse(r.stdout) as WeaponJson;
  // The data's own number: PS in N5 files, Damage in N4 ones.
  const damage = json.game === 'n4' ? 'Damage' : 'PS';
  return (json.weapon?.modes ?? []).map((m) => ({
    mode: m.mode ?? null,
    attribute: m.attribute ?? '',
    label: [
      `${m.mode ?? 'one mode'}: burst ${String(m.burst ?? '-')}`,
      `${damage} ${m.damage ?? '-'}`,
      `ammo ${m.ammunition ?? '-'}`,
      `save ${m.saving ?? '-'}`,
    ].join(', '),
  }));
}
