/**
 * The player's own troopers and weapons (`--profiles FILE`, docs/game-data.md): house
 * rules, proxies, offline play, in the terms the builder's data uses. A trooper has the
 * profile's attributes, skills as words (mimetism6, nwi) and weapons by name; a weapon
 * has modes with range bands in cm. A name here wins over the builder's data. Counts are
 * bounded by the schema before anything loops on them.
 */
import * as z from 'zod/mini';
import type { Game } from '../army/schema.js';
import { checkWith, parseJson } from '../input.js';
import { parseWords } from '../mods/words.js';
import { err, inputError, ok, type Result } from '../result.js';
import { EDITIONS } from '../rules/index.js';
import type { ModRules } from '../rules/mods.js';
import { checkGameMetadata, type GameMetadata } from './metadata.js';
import { nameKey } from './names.js';
import type { UnitData } from './units.js';
import { findWeapon, type ProfileWord } from './weapons.js';

const MAX_TROOPERS = 500;
const MAX_WEAPONS = 500;
const MAX_MODES = 10;
const MAX_ITEMS = 50;
/** The chart's band labels, nearest first. */
const BAND_LABELS = ['short', 'med', 'long', 'max', 'xlong'] as const;

/**
 * The profiles file's schema, made on first use: a look-up without `--profiles` never
 * makes it.
 */
function makeSchema() {
  const stat = z.optional(z.int().check(z.minimum(0), z.maximum(99)));
  const name = z.string().check(z.minLength(1), z.maxLength(100));

  const trooperSchema = z.strictObject({
    name,
    isc: z.optional(name),
    type: z.optional(z.string().check(z.maxLength(20))),
    MOV: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(99))).check(z.maxLength(2))),
    CC: stat,
    BS: stat,
    PH: stat,
    WIP: stat,
    ARM: stat,
    BTS: stat,
    W: stat,
    VITA: stat,
    STR: stat,
    S: stat,
    /**
     * Words of the skills catalogue (infcalc mods): mimetism6, nwi, immunity-shock, spelt
     * as `--with` takes them ("Mimetism (-6)"); checked word by word (skillWords).
     */
    skills: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(MAX_ITEMS)),
    ),
    weapons: z.optional(z.array(name).check(z.maxLength(MAX_ITEMS))),
  });

  const modeSchema = z.strictObject({
    mode: z.optional(name),
    /** Range bands in cm, any order; none for CC, template and deployable weapons. */
    ranges: z.optional(
      z
        .array(
          z.strictObject({
            max: z.number().check(z.positive(), z.maximum(1000)),
            mod: z.int().check(z.minimum(-12), z.maximum(12)),
          }),
        )
        .check(z.maxLength(BAND_LABELS.length)),
    ),
    burst: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
    /** N5 PS. */
    ps: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
    /** N4 Damage. */
    damage: z.optional(z.int().check(z.minimum(0), z.maximum(20))),
    ammunition: z.optional(z.string().check(z.maxLength(30))),
    /** "ARM", "BTS", "ARM and BTS". */
    saving: z.optional(z.string().check(z.maxLength(30))),
    /** The chart's traits: "CC Weapon", "Continuous Damage", "Throwing Weapon"... */
    traits: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.maxLength(MAX_ITEMS))),
  });

  const weaponSchema = z.strictObject({
    name,
    modes: z.array(modeSchema).check(z.minLength(1), z.maxLength(MAX_MODES)),
  });

  const profilesFileSchema = z.strictObject({
    $schema: z.optional(z.string()),
    /** The game of the numbers (PS or Damage); n5 by default. */
    game: z.optional(z.enum(['n4', 'n5'])),
    troopers: z._default(z.array(trooperSchema).check(z.maxLength(MAX_TROOPERS)), []),
    weapons: z._default(z.array(weaponSchema).check(z.maxLength(MAX_WEAPONS)), []),
  });
  return profilesFileSchema;
}

let schema: ReturnType<typeof makeSchema> | undefined;
const profilesFileSchema = (): ReturnType<typeof makeSchema> => (schema ??= makeSchema());

export type ProfilesFile = z.output<ReturnType<typeof makeSchema>>;

/** `infcalc schema profiles`. */
export function profilesJsonSchema(): unknown {
  return { ...z.toJSONSchema(profilesFileSchema(), { io: 'input' }), title: 'infcalc profiles' };
}

/** Player ids sit far above the builder's (a few thousand). */
const ID_BASE = 1_000_000;

export interface LoadedProfiles {
  readonly file: ProfilesFile;
  readonly game: Game;
}

/**
 * A trooper's skills as words of one edition's catalogue, canonical ("mimetism-6" ->
 * mimetism6), refused as `--with` refuses them (an unknown word, another edition's, two
 * levels of one skill) but at the word's JSON path: a word dropped in silence would take
 * the trooper's real skill with it.
 */
function skillWords(rules: ModRules, skills: readonly string[], i: number): Result<string[]> {
  const others = Object.values(EDITIONS)
    .filter((e) => e.mods !== rules)
    .map((e) => ({ name: e.name, rules: e.mods }));
  // Word by word, so that the error names the first word that makes the list wrong.
  for (let j = 0; j < skills.length; j++) {
    const where = `troopers[${i}].skills`;
    if (skills[j]?.includes(',') === true)
      return err(
        inputError(
          `"${skills[j] ?? ''}" in ${where} is several words: one word per entry`,
          { kind: 'path', path: `${where}[${j}]` },
          `write them as ["${(skills[j] ?? '')
            .split(',')
            .map((w) => w.trim())
            .join('", "')}"]`,
        ),
      );
    const words = parseWords(rules, skills.slice(0, j + 1), where, others);
    if (!words.ok) {
      const { message, hint } = words.error;
      return err(inputError(message, { kind: 'path', path: `${where}[${j}]` }, hint));
    }
    if (j === skills.length - 1) return words;
  }
  return ok([]);
}

/** The file checked; a wrong shape is refused with its JSON path. */
export function parseProfiles(text: string): Result<LoadedProfiles> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const checked = checkWith(profilesFileSchema(), json.value, () => []);
  if (!checked.ok) return checked;
  const file = checked.value;
  for (const [i, w] of file.weapons.entries())
    for (const [j, m] of w.modes.entries())
      if (m.ps !== undefined && m.damage !== undefined)
        return err(
          inputError('give ps (N5) or damage (N4), not both', {
            kind: 'path',
            path: `weapons[${i}].modes[${j}]`,
          }),
        );
  const game = file.game ?? 'n5';
  for (const [i, t] of file.troopers.entries()) {
    const words = skillWords(EDITIONS[game].mods, t.skills ?? [], i);
    if (!words.ok) return words;
  }
  return ok({ file, game });
}

/**
 * The builder's metadata with the file's weapons in front: a weapon of the file replaces
 * the builder's weapon of the same name.
 */
export function withProfileWeapons(
  profiles: LoadedProfiles,
  meta: GameMetadata,
  game: Game,
): Result<GameMetadata> {
  const mine = new Set(profiles.file.weapons.map((w) => nameKey(w.name)));
  // The chart names ammunition by id: the file's names get ids of their own.
  const ammoNames = [
    ...new Set(profiles.file.weapons.flatMap((w) => w.modes.flatMap((m) => m.ammunition ?? []))),
  ];
  const ammoId = (n: string): number => ID_BASE + ammoNames.indexOf(n);
  const raw = profiles.file.weapons.flatMap((w, i) =>
    w.modes.map((m) => {
      const ps = m.ps ?? (m.damage === undefined ? undefined : 20 - m.damage);
      const value = game === 'n4' ? (m.damage ?? (ps === undefined ? undefined : 20 - ps)) : ps;
      const bands = [...(m.ranges ?? [])].sort((a, b) => a.max - b.max);
      return {
        id: ID_BASE + i,
        name: w.name,
        mode: m.mode ?? null,
        ammunition: m.ammunition === undefined ? null : ammoId(m.ammunition),
        burst: m.burst === undefined ? null : String(m.burst),
        damage: value === undefined ? null : String(value),
        saving: m.saving ?? null,
        properties: m.traits ?? [],
        distance:
          bands.length === 0
            ? null
            : Object.fromEntries(bands.map((b, k) => [BAND_LABELS[k] ?? `band${k}`, b])),
      };
    }),
  );
  const checked = checkGameMetadata({
    weapons: raw,
    ammunitions: ammoNames.map((n) => ({ id: ammoId(n), name: n })),
  });
  if (!checked.ok) return checked;
  return ok({
    ...meta,
    ammunitions: [...(checked.value.ammunitions ?? []), ...(meta.ammunitions ?? [])],
    weapons: [
      ...(checked.value.weapons ?? []),
      ...(meta.weapons ?? []).filter((w) => !mine.has(nameKey(w.name))),
    ],
  });
}

/** The file's trooper of exactly that name (or ISC), or null: the builder's data is next. */
export function findProfileTrooper(
  profiles: LoadedProfiles,
  meta: GameMetadata,
  query: string,
  /** Without the builder's data a weapon it would name is left out, not an error. */
  withData = true,
  /** The run's catalogue: a word of the file's game only is refused, as `--with` does. */
  rules?: ModRules,
): Result<{ unit: UnitData; words: readonly ProfileWord[] } | null> {
  const key = nameKey(query);
  const i = profiles.file.troopers.findIndex(
    (t) => nameKey(t.name) === key || (t.isc !== undefined && nameKey(t.isc) === key),
  );
  const t = profiles.file.troopers[i];
  if (t === undefined) return ok(null);
  const skills = rules === undefined ? ok(t.skills ?? []) : skillWords(rules, t.skills ?? [], i);
  if (!skills.ok)
    return { ...skills, error: { ...skills.error, message: `profiles: ${skills.error.message}` } };
  const weapons = [];
  for (const [j, w] of (t.weapons ?? []).entries()) {
    const found = findWeapon(meta, w);
    if (!found.ok && !withData) continue;
    if (!found.ok)
      return err({
        ...found.error,
        message: `profiles: ${found.error.message}`,
        at: { kind: 'path', path: `troopers[${i}].weapons[${j}]` },
      });
    weapons.push({
      id: found.value.id,
      name: found.value.name,
      extras: [],
      text: found.value.name,
    });
  }
  const str = t.STR !== undefined;
  const profile = {
    name: t.isc ?? t.name,
    move: t.MOV ?? [],
    cc: t.CC ?? null,
    bs: t.BS ?? null,
    ph: t.PH ?? null,
    wip: t.WIP ?? null,
    arm: t.ARM ?? null,
    bts: t.BTS ?? null,
    w: t.STR ?? t.VITA ?? t.W ?? null,
    str,
    s: t.S ?? null,
    type: t.type ?? null,
    skills: [],
    equipment: [],
    weapons,
  };
  return ok({
    unit: {
      id: ID_BASE + i,
      name: t.name,
      isc: t.isc ?? null,
      slug: null,
      factions: [],
      groups: [{ id: 1, isc: t.isc ?? null, profiles: [profile], options: [] }],
      pairs: [],
    },
    words: skills.value.map((word) => ({ word, from: word })),
  });
}
