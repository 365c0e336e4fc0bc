/**
 * The loadout of a trooper (docs/game-data.md, "The loadout"): one profile of a group plus ONE option
 * of that group. A player picks it by the option's id (`--option 3`, as `unit NAME` lists
 * it, or `1-3` with its group) or its name; without a pick, the first option that carries
 * the weapon asked for. An option that does not carry the weapon is refused, naming the
 * options that do.
 */
import { err, inputError, ok, type Result } from '../result.js';
import { nameKey } from './names.js';
import type { Item, UnitOption } from './units.js';

/** Longest option text read: an id, "1-3", or a name. */
const MAX_OPTION_TEXT = 100;

/** "option 3: Combi Rifle, BS Attack (Shock)": the option and what it carries. */
export function optionLabel(o: UnitOption): string {
  const items = [...o.weapons, ...o.skills, ...o.equipment].map((i) => i.text);
  return `option ${o.id}${items.length === 0 ? '' : `: ${items.join(', ')}`}`;
}

const listed = (options: readonly UnitOption[]): string =>
  options.map(optionLabel).join('; ') || 'none';

/**
 * The option a player names among a group's options: its id ("3"), its group and id
 * ("1-3"), or a name that only one option has. Errors list the options.
 */
export function pickOption(
  options: readonly UnitOption[],
  text: string,
  flag: string,
): Result<UnitOption> {
  const t = text.trim();
  const all = `its options: ${listed(options)}`;
  if (t === '' || t.length > MAX_OPTION_TEXT)
    return err(
      inputError(`${flag} "${t.slice(0, 20)}" is not an option id or name`, undefined, all),
    );
  const id = /^(?:(\d{1,4})-)?(\d{1,4})$/.exec(t);
  if (id !== null) {
    const group = id[1] === undefined ? null : Number(id[1]);
    const hit = options.find(
      (o) => o.id === Number(id[2]) && (group === null || o.group === group),
    );
    return hit === undefined
      ? err(inputError(`${flag} ${t}: the profile has no option ${t}`, undefined, all))
      : ok(hit);
  }
  const key = nameKey(t);
  const same = options.filter((o) => nameKey(o.name) === key);
  const named = same.length > 0 ? same : options.filter((o) => nameKey(o.name).includes(key));
  if (named.length === 1 && named[0] !== undefined) return ok(named[0]);
  return err(
    inputError(
      named.length === 0
        ? `${flag} "${t}": no option of that name`
        : `${flag} "${t}" names ${named.length} options: give its id`,
      undefined,
      named.length === 0 ? all : `the options: ${listed(named)}`,
    ),
  );
}

/**
 * The loadout of a side: the option picked (it must carry `weaponId` unless the profile
 * itself does), else the first option carrying the weapon, else the group's first.
 */
export function loadoutOf(
  options: readonly UnitOption[],
  profileWeapons: readonly Item[],
  weaponId: number | null,
  picked: UnitOption | null,
  weaponName: string,
  flag: string,
): Result<UnitOption | null> {
  const carries = (o: UnitOption) => o.weapons.some((w) => w.id === weaponId);
  if (picked !== null) {
    if (weaponId === null || profileWeapons.some((w) => w.id === weaponId) || carries(picked))
      return ok(picked);
    const others = options.filter(carries);
    return err(
      inputError(
        `${flag} ${picked.id} does not carry ${weaponName}`,
        undefined,
        others.length === 0
          ? 'no option of this profile carries it'
          : `the options that do: ${listed(others)}`,
      ),
    );
  }
  if (weaponId !== null) {
    const hit = options.find(carries);
    if (hit !== undefined) return ok(hit);
  }
  return ok(options[0] ?? null);
}

/**
 * The weapons a picker offers, by name, once each, and each further copy of a weapon the
 * loadout that carries it first lists more than once as `NAME#2`, `NAME#3` (the `--weapon`
 * spelling of a copy, docs/game-data.md). `loadouts`: each loadout's weapon names, in the
 * order a pick without `--option` tries them.
 */
export function weaponChoices(loadouts: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const names of loadouts) {
    for (const name of names) {
      if (name === '' || out.includes(name)) continue;
      out.push(name);
      const copies = names.filter((n) => n === name).length;
      for (let k = 2; k <= copies; k += 1) out.push(`${name}#${k}`);
    }
  }
  return out;
}
