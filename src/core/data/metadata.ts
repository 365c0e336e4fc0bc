/**
 * The army builder's metadata file as game data: factions, weapons (one entry per mode,
 * with range bands), skills, equipment, ammunition, hacking programs, Martial Arts
 * levels. Reads what the builder serves (nulls, missing bands, extra keys); refuses only
 * what cannot be read, with its JSON path. Counts are bounded before anything loops on them.
 */
import * as z from 'zod/mini';
import { checkWith, parseWith } from '../input.js';
import { type Result } from '../result.js';
import { sortBands, type Band } from './distance.js';
import { matchFaction } from './files.js';
import { foldSpaces, nameKey } from './names.js';

/** More entries than any real list holds (182 weapons, 111 skills, 58 factions in N5). */
export const MAX_ENTRIES = 5000;
/** A weapon lists five bands at most (short, med, long, max, xlong). */
const MAX_BANDS = 10;

// The schemas are made on first use: a look-up through the data index reads the metadata
// as checked already (src/cli/data/index-file/) and never checks it, and making them is
// most of loading this module.
function makeSchemas() {
  const text = z.nullable(z.union([z.string(), z.number()]));
  const list = <T extends z.ZodMiniType>(item: T) =>
    z._default(z.nullable(z.array(item).check(z.maxLength(MAX_ENTRIES))), []);
  const named = z.looseObject({ id: z.int(), name: z.string() });

  const bandSchema = z.nullable(z.looseObject({ max: z.number(), mod: z.optional(text) }));

  const weaponSchema = z.looseObject({
    id: z.int(),
    type: z.optional(z.nullable(z.string())),
    name: z.string(),
    mode: z.optional(z.nullable(z.string())),
    // An id; the builder serves a few as strings ("0").
    ammunition: z.optional(text),
    burst: z.optional(text),
    damage: z.optional(text),
    saving: z.optional(z.nullable(z.string())),
    savingNum: z.optional(text),
    properties: list(z.string()),
    distance: z.optional(
      z.nullable(
        z
          .record(z.string(), z.optional(bandSchema))
          .check(z.refine((r) => Object.keys(r).length <= MAX_BANDS, `at most ${MAX_BANDS} bands`)),
      ),
    ),
    /** Deployables: "ARM=0, BTS=0, STR=1, S=0". */
    profile: z.optional(z.nullable(z.string())),
  });

  const martialArtsSchema = z.looseObject({
    name: z.union([z.string(), z.number()]),
    attack: z.optional(text),
    opponent: z.optional(text),
    damage: z.optional(text),
    burst: z.optional(text),
  });

  const hackSchema = z.looseObject({
    name: z.string(),
    attack: z.optional(text),
    opponent: z.optional(text),
    damage: z.optional(text),
    burst: z.optional(text),
    special: z.optional(z.nullable(z.string())),
    skillType: list(z.string()),
    target: list(z.string()),
    devices: list(z.int()),
  });

  const gameMetadataSchema = z.looseObject({
    factions: list(
      z.looseObject({
        id: z.int(),
        parent: z.optional(z.nullable(z.int())),
        name: z.string(),
        slug: z.string(),
        discontinued: z.optional(z.nullable(z.boolean())),
      }),
    ),
    ammunitions: list(named),
    weapons: list(weaponSchema),
    skills: list(named),
    equips: list(named),
    hack: list(hackSchema),
    martialArts: list(martialArtsSchema),
  });
  return { metadata: gameMetadataSchema, weapon: weaponSchema };
}

let schemas: ReturnType<typeof makeSchemas> | null = null;
const metadataSchema = () => (schemas ??= makeSchemas()).metadata;

export type GameMetadata = z.output<ReturnType<typeof makeSchemas>['metadata']>;
type RawWeapon = z.output<ReturnType<typeof makeSchemas>['weapon']>;

const noKeys = (): readonly string[] => [];

export const parseGameMetadata = (json: string): Result<GameMetadata> =>
  parseWith(metadataSchema(), json, noKeys);

/** Metadata built in memory (the player's own weapons), checked as a file would be. */
export const checkGameMetadata = (value: unknown): Result<GameMetadata> =>
  checkWith(metadataSchema(), value, noKeys);

/** The attribute a weapon's roll uses (docs/rules.md §8.1 "Which rolls"). */
export type WeaponAttribute = 'bs' | 'cc' | 'ph' | 'wip';

/** One mode of a weapon as the chart shows it. */
export interface WeaponMode {
  readonly id: number;
  readonly name: string;
  /** The mode's name ("AP Mode"), or null for a weapon of one mode. */
  readonly mode: string | null;
  readonly type: string | null;
  readonly attribute: WeaponAttribute;
  /** Burst as a number, or null when the chart has none ("-"). */
  readonly burst: number | null;
  /** Damage (N4) or PS (N5) as written ("13", "7", "-", "PH"). */
  readonly damage: string;
  readonly ammunition: string | null;
  /** The saving attribute ("ARM", "BTS/2", "PH-6") and how many saves per hit. */
  readonly saving: string | null;
  readonly saves: string | null;
  readonly properties: readonly string[];
  /** Bands sorted by maximum, or null: no range MOD (template, CC, deployable). */
  readonly bands: readonly Band[] | null;
  /**
   * A Direct Template weapon (no roll to hit, no range MOD), or a Boost one (docs/rules.md
   * §10.11): it hits with no roll, and only a Normal Dodge avoids it.
   */
  readonly template: boolean;
  /** The Boost trait (a Perimeter weapon that reaches its target by itself): `template` too. */
  readonly boost?: true;
  /** A deployable's own profile ("ARM=0, BTS=0, STR=1, S=0"). */
  readonly profile: string | null;
}

/** A weapon and all its modes (the builder serves one entry per mode, same id). */
export interface Weapon {
  readonly id: number;
  readonly name: string;
  readonly modes: readonly WeaponMode[];
}

const has = (props: readonly string[], re: RegExp): boolean =>
  props.some((p) => re.test(foldSpaces(p)));

/** CC for CC weapons, PH for thrown ones ("BS Weapon (PH)"; N4 "Throwing Weapon"), WIP for "BS Weapon (WIP)". */
export function weaponAttribute(properties: readonly string[]): WeaponAttribute {
  if (has(properties, /^CC$/i)) return 'cc';
  if (has(properties, /^BS Weapon \(PH\)$/i) || has(properties, /^Throwing Weapon/i)) return 'ph';
  if (has(properties, /^BS Weapon \(WIP\)$/i)) return 'wip';
  return 'bs';
}

const str = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || foldSpaces(String(v)) === '' ? null : foldSpaces(String(v));

function modeOf(w: RawWeapon, ammo: ReadonlyMap<number, string>): WeaponMode {
  const burst = Number(str(w.burst));
  const bands = w.distance == null ? null : sortBands(w.distance);
  return {
    id: w.id,
    name: foldSpaces(w.name),
    mode: str(w.mode),
    type: str(w.type),
    attribute: weaponAttribute(w.properties ?? []),
    burst: Number.isInteger(burst) && burst >= 0 ? burst : null,
    damage: str(w.damage) ?? '-',
    ammunition: ammo.get(Number(w.ammunition)) ?? null,
    saving: str(w.saving),
    saves: str(w.savingNum),
    properties: (w.properties ?? []).map(foldSpaces),
    bands: bands === null || bands.length === 0 ? null : bands,
    template: has(w.properties ?? [], /Direct Template|^Boost$/i),
    ...(has(w.properties ?? [], /^Boost$/i) ? { boost: true as const } : {}),
    profile: str(w.profile),
  };
}

const cache = new WeakMap<GameMetadata, readonly Weapon[]>();

/**
 * The weapons of the metadata, modes grouped under one weapon (by id and name). A
 * weapon's modes are worked out when first read: a look-up names one or two weapons of
 * the metadata's 180-odd modes.
 */
export function weaponsOf(meta: GameMetadata): readonly Weapon[] {
  const known = cache.get(meta);
  if (known !== undefined) return known;
  const ammo = new Map((meta.ammunitions ?? []).map((a) => [a.id, a.name] as const));
  const byKey = new Map<string, { id: number; name: string; raw: RawWeapon[] }>();
  for (const w of meta.weapons ?? []) {
    const key = `${w.id}\u0000${nameKey(w.name)}`;
    let entry = byKey.get(key);
    if (entry === undefined) {
      entry = { id: w.id, name: foldSpaces(w.name), raw: [] };
      byKey.set(key, entry);
    }
    entry.raw.push(w);
  }
  const out = [...byKey.values()].map(({ id, name, raw }): Weapon => {
    let modes: readonly WeaponMode[] | undefined;
    return {
      id,
      name,
      get modes() {
        return (modes ??= raw.map((w) => modeOf(w, ammo)));
      },
    };
  });
  cache.set(meta, out);
  return out;
}

/** The name of a weapon, skill or piece of equipment by id (the first of that id). */
export function namesById(entries: readonly { id: number; name: string }[]): Map<number, string> {
  const m = new Map<number, string>();
  for (const e of entries) if (!m.has(e.id)) m.set(e.id, foldSpaces(e.name));
  return m;
}

/**
 * The faction `--faction` names: its id, its slug or its name, case, accents and spacing
 * folded ("Military Orders", "oban", "L' Équipe Argent"). An exact id, slug or name wins;
 * else the one faction whose name or slug holds the words. Null when none or several do.
 */
export function findFaction(
  meta: GameMetadata,
  text: string,
): { readonly id: number; readonly slug: string; readonly name: string } | null {
  return matchFaction(meta.factions ?? [], text);
}

// The game of a metadata file: in game-of.ts, which reads no schema (the menu's first
// picker needs it before anything else is loaded).
export { metadataGame } from './game-of.js';
