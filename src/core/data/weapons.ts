/**
 * Weapons and skill words from game data: a weapon and mode by the name a player types
 * (`Combi Rifle`, `MULTI Rifle:AP`), the range band at a distance, and the words
 * (docs/rules.md §8) a trooper's skills and equipment stand for.
 */
import { wordFromSkill } from '../mods/words.js';
import type { ModRules } from '../rules/mods.js';
import { err, inputError, ok, type Result } from '../result.js';
import { bandLabel, rangeAt, type Distance, type RangeAt } from './distance.js';
import { weaponsOf, type GameMetadata, type Weapon, type WeaponMode } from './metadata.js';
import { findByName, MAX_NAME, nameKey } from './names.js';
import type { Item, Profile, UnitOption } from './units.js';

/** "MULTI Rifle:AP" -> name and mode; a name alone has no mode. */
export function splitWeaponRef(text: string): { name: string; mode: string | null } {
  const i = text.lastIndexOf(':');
  if (i < 0) return { name: text.trim(), mode: null };
  return { name: text.slice(0, i).trim(), mode: text.slice(i + 1).trim() || null };
}

/**
 * A weapon reference as `splitWeaponRef` reads it, except that a weapon's exact name wins
 * over NAME:MODE: "PT: Eraser" is that weapon, "PT: Eraser:MODE" that weapon's mode.
 */
export function weaponRef(meta: GameMetadata, text: string): { name: string; mode: string | null } {
  const key = nameKey(text.slice(0, MAX_NAME));
  if (key !== '' && weaponsOf(meta).some((w) => nameKey(w.name) === key))
    return { name: text.trim(), mode: null };
  return splitWeaponRef(text);
}

const modeName = (m: WeaponMode): string => m.mode ?? 'one mode';

/** The weapon a player names, among all of the metadata's or a trooper's own. */
export function findWeapon(
  meta: GameMetadata,
  query: string,
  among?: readonly Item[],
): Result<Weapon> {
  const all = weaponsOf(meta);
  const ids = among === undefined ? null : new Set(among.map((i) => i.id));
  const pool = ids === null ? all : all.filter((w) => ids.has(w.id));
  const found = findByName(
    query,
    pool.map((w) => ({ item: w, names: [w.name] })),
    'weapon',
    ids === null ? undefined : `its weapons: ${pool.map((w) => w.name).join(', ')}`,
  );
  if (found.ok || ids === null) return found;
  // Not one of the trooper's weapons: say so when the weapon exists at all.
  const anywhere = findByName(
    query,
    all.map((w) => ({ item: w, names: [w.name] })),
    'weapon',
  );
  return anywhere.ok
    ? err(
        inputError(
          `the trooper has no ${anywhere.value.name}`,
          undefined,
          `its weapons: ${pool.map((w) => w.name).join(', ') || 'none'}`,
        ),
      )
    : found;
}

/** One mode of a weapon: the only one, or the one named ("AP" finds "AP Mode"). */
export function findMode(weapon: Weapon, mode: string | null): Result<WeaponMode> {
  const [only, ...more] = weapon.modes;
  if (only === undefined) return err(inputError(`${weapon.name} has no profile`));
  if (mode === null) {
    if (more.length === 0) return ok(only);
    return err(
      inputError(
        `${weapon.name} has ${weapon.modes.length} modes: ${weapon.modes.map(modeName).join(', ')}`,
        undefined,
        `pick one: "${weapon.name}:${weapon.modes[0]?.mode ?? ''}"`,
      ),
    );
  }
  const key = nameKey(mode);
  const hit =
    weapon.modes.find((m) => nameKey(m.mode ?? '') === key) ??
    weapon.modes.find((m) => nameKey(m.mode ?? '').startsWith(key));
  return hit !== undefined
    ? ok(hit)
    : err(
        inputError(
          `${weapon.name} has no mode "${mode}"`,
          undefined,
          more.length === 0 && only.mode === null
            ? `it has one mode: write "${weapon.name}" without ":${mode}"`
            : `its modes: ${weapon.modes.map(modeName).join(', ')}`,
        ),
      );
}

/** What a weapon's chart gives at a distance: the band and its MOD, or why there is none. */
export interface RangeMod {
  readonly distance: Distance;
  readonly at: RangeAt;
  /** The range MOD, or null (no bands, or out of range). */
  readonly mod: number | null;
  /** "range +3 (0-40 cm)"; null without a MOD. */
  readonly label: string | null;
}

export function rangeMod(mode: WeaponMode, distance: Distance): RangeMod {
  const at = rangeAt(mode.bands, distance.cm);
  return at.kind === 'band'
    ? { distance, at, mod: at.band.mod, label: bandLabel(at.band) }
    : { distance, at, mod: null, label: null };
}

/**
 * Bracket `extra` ids whose text a unit file's filters may lack (docs/rules.md §10): the
 * file names them, and these fill in only where it does not ("#6" -> "-3"). Ids drift
 * between data versions, so the name always wins.
 */
const EXTRA_IDS: Readonly<Record<string, string>> = {
  '#6': '-3',
  '#7': '-6',
  '#259': '-9',
  '#8': '+1B',
  '#256': '+2B',
  '#308': '+1SD',
};

/** A bracket's text as the catalogue reads it: trimmed, an unnamed known id by its text. */
export const bracketText = (extra: string): string => {
  const x = extra.trim();
  return EXTRA_IDS[x] ?? x;
};

/** A word of the catalogue and the item of the profile it came from. */
export interface ProfileWord {
  readonly word: string;
  /** "Mimetism (-6)" */
  readonly from: string;
}

/**
 * The words (docs/rules.md §8) a trooper's skills and equipment stand for: "Mimetism
 * (-6)" -> mimetism6, "Martial Arts L2" -> ma2, "Immunity (Shock)" -> immunity-shock.
 * Skills that change no roll have no word and are left out.
 */
export function profileWords(
  rules: ModRules,
  profile: Profile,
  option?: UnitOption,
): ProfileWord[] {
  const items = [
    ...profile.skills,
    ...profile.equipment,
    ...(option?.skills ?? []),
    ...(option?.equipment ?? []),
  ];
  const out: ProfileWord[] = [];
  for (const item of items) {
    // With bracketed values only the values say which word ("Immunity (ARM)" is none).
    const tries = item.extras.length > 0 ? item.extras.map(bracketText) : [undefined];
    for (const extra of tries) {
      const word = wordFromSkill(rules, item.name, extra);
      if (word !== undefined && !out.some((w) => w.word === word))
        out.push({ word, from: item.text });
    }
  }
  return out;
}
