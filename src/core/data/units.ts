/**
 * Troopers from the army builder's unit files: every profile (MOV, CC, BS, PH, WIP, ARM,
 * BTS, W or STR, S, type), skills and equipment with their bracketed values (the
 * file's `filters.extras`), weapons and options. Units are found by name across all the
 * faction files given; the same unit id in a vanilla and a sectorial file is one unit.
 *
 * A lookup reads each file's unit names only; the unit found is checked in full, so a
 * command that needs one trooper does not check every unit of every file.
 */
import * as z from 'zod/mini';
import { checkWith } from '../input.js';
import { err, inputError, ok, type InputError, type Result } from '../result.js';
import {
  firstText,
  foldSpaces,
  listed,
  matchNames,
  nameKey,
  notFound,
  type Named,
} from './names.js';
import { namesById, type GameMetadata } from './metadata.js';

/** More units than any faction file holds (about 150). */
export const MAX_UNITS = 2000;
/** More groups, profiles or options than any unit has. */
const MAX_PER_UNIT = 200;
/** A skill lists a few bracketed values at most. */
const MAX_EXTRAS = 20;

/**
 * The schemas of a unit, made on first use: a look-up through the index reads units the
 * index found to pass them unchanged (`UnitSource.checked`), and makes none.
 */
function makeSchemas() {
  const bounded = <T extends z.ZodMiniType>(item: T) =>
    z._default(z.nullable(z.array(item).check(z.maxLength(MAX_PER_UNIT))), []);
  /** A list of items by id; the builder serves a few `null` and `{}` entries. */
  const refs = <T extends z.ZodMiniType>(item: T) => bounded(z.nullable(item));
  const stat = z._default(z.nullable(z.number()), null);
  const itemRef = z.looseObject({
    id: z.optional(z.nullable(z.int())),
    extra: z.optional(z.nullable(z.array(z.int()).check(z.maxLength(MAX_EXTRAS)))),
    q: z.optional(z.nullable(z.number())),
  });

  /** What a profile or an option carries, by id. */
  const kit = {
    skills: refs(itemRef),
    equip: refs(itemRef),
    weapons: refs(itemRef),
  };

  const profileSchema = z.looseObject({
    id: z.optional(z.nullable(z.int())),
    name: z.optional(z.nullable(z.string())),
    move: z._default(z.nullable(z.array(z.number()).check(z.maxLength(4))), []),
    cc: stat,
    bs: stat,
    ph: stat,
    wip: stat,
    arm: stat,
    bts: stat,
    w: stat,
    s: stat,
    str: z._default(z.nullable(z.boolean()), false),
    type: z._default(z.nullable(z.int()), null),
    ...kit,
  });

  const optionSchema = z.looseObject({
    id: z.int(),
    name: z._default(z.nullable(z.string()), null),
    points: z._default(z.nullable(z.number()), 0),
    swc: z._default(z.nullable(z.union([z.string(), z.number()])), null),
    orders: bounded(z.looseObject({ type: z.string(), total: z.number() })),
    includes: bounded(
      z.looseObject({ q: z.optional(z.nullable(z.int())), group: z.int(), option: z.int() }),
    ),
    ...kit,
  });

  const unitSchema = z.looseObject({
    id: z.int(),
    isc: z._default(z.nullable(z.string()), null),
    name: z._default(z.nullable(z.string()), null),
    slug: z._default(z.nullable(z.string()), null),
    profileGroups: z
      .array(
        z.looseObject({
          id: z.int(),
          isc: z._default(z.nullable(z.string()), null),
          profiles: bounded(profileSchema),
          options: bounded(optionSchema),
        }),
      )
      .check(z.maxLength(MAX_PER_UNIT)),
    options: bounded(optionSchema),
  });
  return { unitSchema, profileSchema, optionSchema, itemRef };
}

type Schemas = ReturnType<typeof makeSchemas>;
let schemas: Schemas | undefined;
const unitSchema = (): Schemas['unitSchema'] => (schemas ??= makeSchemas()).unitSchema;

type RawUnit = z.output<Schemas['unitSchema']>;
type RawProfile = z.output<Schemas['profileSchema']>;
type RawOption = z.output<Schemas['optionSchema']>;
type RawItem = z.output<Schemas['itemRef']>;

/** One faction's unit file, parsed JSON (checked lazily). */
export interface UnitSource {
  readonly factionId: number;
  /** The file's name or path, for messages. */
  readonly source: string;
  readonly json: unknown;
  /**
   * Where each of `json.units` lies in the file, when the source holds only some of its
   * units (a look-up through the index hands over the units a name can find): messages
   * name the unit by its place in the file.
   */
  readonly positions?: readonly number[];
  /**
   * A fingerprint of each of `json.units` as its file has it (its bytes, and the file's
   * `filters` its names come from), when the source knows one (the index): two copies
   * with the same fingerprint read the same, so a look-up reads one of them.
   */
  readonly digests?: readonly string[];
  /**
   * Which of `json.units` passed the unit schema unchanged when the source was last
   * checked (the index checks every unit it places, `canonicalUnit`): those are read as
   * they are, the others are checked now. The real files' units all pass unchanged.
   */
  readonly checked?: readonly boolean[];
  /**
   * The names any faction file's `filters` give (`anyNames`): an id that neither the
   * metadata nor the unit's own file names is named from these (a weapon 40 files name
   * and its own file does not).
   */
  readonly others?: OtherNames;
}

/** Names by list (`filters.skills`, `.weapons`...) that some file gives, first one wins. */
export type OtherNames = Readonly<Record<NameList, readonly { id: number; name: string }[]>>;

/** A skill, piece of equipment or weapon as a profile lists it. */
export interface Item {
  readonly id: number;
  readonly name: string;
  /** Bracketed values: "-6", "Shock", "PS=6". */
  readonly extras: readonly string[];
  /** "Mimetism (-6)" */
  readonly text: string;
}

export interface Profile {
  readonly name: string;
  readonly move: readonly number[];
  readonly cc: number | null;
  readonly bs: number | null;
  readonly ph: number | null;
  readonly wip: number | null;
  readonly arm: number | null;
  readonly bts: number | null;
  /** W (VITA in N5), or STR when `str` is true. */
  readonly w: number | null;
  readonly str: boolean;
  readonly s: number | null;
  /** "LI", "HI", "TAG"... (the file's type names), or null. */
  readonly type: string | null;
  readonly skills: readonly Item[];
  readonly equipment: readonly Item[];
  readonly weapons: readonly Item[];
}

export interface UnitOption {
  readonly id: number;
  /** The profile group it belongs to; 0 for a unit-level option (a pair). */
  readonly group: number;
  readonly name: string;
  readonly points: number;
  readonly swc: string;
  readonly orders: readonly { readonly type: string; readonly total: number }[];
  readonly skills: readonly Item[];
  readonly equipment: readonly Item[];
  readonly weapons: readonly Item[];
}

export interface ProfileGroup {
  readonly id: number;
  readonly isc: string | null;
  readonly profiles: readonly Profile[];
  readonly options: readonly UnitOption[];
}

export interface UnitData {
  readonly id: number;
  readonly name: string;
  readonly isc: string | null;
  readonly slug: string | null;
  /** The faction files it was found in (a vanilla and its sectorials). */
  readonly factions: readonly number[];
  readonly groups: readonly ProfileGroup[];
  /** Unit-level options (profile group 0 in an army code). */
  readonly pairs: readonly UnitOption[];
}

interface At {
  readonly file: UnitSource;
  readonly index: number;
}

interface Entry {
  readonly id: number;
  /** Every id of the unit: a mercenary merged from its copies has several (300, 10300). */
  readonly ids: readonly number[];
  readonly names: readonly string[];
  readonly at: At;
  readonly factions: number[];
  /** Every faction file's copy of the unit (the files may differ: options, points, skills). */
  readonly copies: At[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const where = (file: UnitSource, path: string): InputError =>
  inputError(`${file.source}: not a unit file of the army builder`, { kind: 'path', path });

/**
 * What makes a parsed file unusable for look-ups, or null: a `units` list (bounded) whose
 * entries each have an integer id. Checked on every file a look-up reads, so a broken one
 * is named (the CLI warns and answers from the others).
 */
export function unitFileProblem(file: UnitSource): InputError | null {
  const units = isObject(file.json) ? file.json.units : undefined;
  if (!Array.isArray(units)) return where(file, 'units');
  if (units.length > MAX_UNITS)
    return inputError(`${file.source}: ${units.length} units, more than ${MAX_UNITS}`, {
      kind: 'path',
      path: 'units',
    });
  const bad = units.findIndex((u: unknown) => {
    const id = isObject(u) ? u.id : undefined;
    return typeof id !== 'number' || !Number.isInteger(id);
  });
  return bad < 0 ? null : where(file, `units[${bad}].id`);
}

/**
 * Whether a unit passes the unit schema unchanged (no field missing that the schema
 * fills): a source can then hand it over as checked, and reading it needs no schema.
 */
export function canonicalUnit(raw: unknown): boolean {
  const r = unitSchema().safeParse(raw);
  return r.success && sameJson(r.data, raw, 0);
}

/** Two JSON values alike (objects by their keys, in any order); bounded in depth. */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > 32 || !isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k], depth + 1));
}

/** Each file's units by id and name, without checking their profiles. */
export function indexUnits(files: readonly UnitSource[]): Result<readonly Entry[]> {
  const byId = new Map<number, Entry>();
  for (const file of files) {
    const problem = unitFileProblem(file);
    if (problem !== null) return err(problem);
    const units = (file.json as { units: Record<string, unknown>[] }).units;
    for (let index = 0; index < units.length; index++) {
      const u = units[index] ?? {};
      const id = u.id as number;
      const known = byId.get(id);
      if (known !== undefined) {
        if (!known.factions.includes(file.factionId)) known.factions.push(file.factionId);
        known.copies.push({ file, index });
        continue;
      }
      const names = [u.name, u.isc].filter(
        (n): n is string => typeof n === 'string' && n.trim() !== '',
      );
      byId.set(id, {
        id,
        ids: [id],
        names: names.length > 0 ? names : [`unit ${id}`],
        at: { file, index },
        factions: [file.factionId],
        copies: [{ file, index }],
      });
    }
  }
  return ok([...byId.values()]);
}

/** Names of skills, equipment and weapons, and bracketed values by id. */
/** Names by id: only `get` is asked of them. */
export type Names = Pick<ReadonlyMap<number, string>, 'get'>;

export interface Dictionary {
  readonly skills: Names;
  readonly equips: Names;
  readonly weapons: Names;
  readonly extras: Names;
  readonly types: Names;
}

const DEFAULT_TYPES: readonly (readonly [number, string])[] = [
  [1, 'LI'],
  [2, 'MI'],
  [3, 'HI'],
  [4, 'TAG'],
  [5, 'REM'],
  [6, 'SK'],
  [7, 'WB'],
  [8, 'VH'],
];

// The metadata's names by id are the same for every unit of a run (a unit found in
// several factions' files builds a dictionary for each copy): made once per list.
const metaNames = new WeakMap<object, ReadonlyMap<number, string>>();
const NO_NAMES: readonly { id: number; name: string }[] = [];

function metadataNames(
  known: readonly { id: number; name: string }[],
): ReadonlyMap<number, string> {
  const hit = metaNames.get(known);
  if (hit !== undefined) return hit;
  const made = namesById(known);
  metaNames.set(known, made);
  return made;
}

/** The lists of a file's `filters` that name a unit's ids (`dictionary`). */
export const NAME_LISTS = ['skills', 'equip', 'weapons', 'extras', 'type'] as const;
export type NameList = (typeof NAME_LISTS)[number];
/** Entries of a `filters` list read, at most (more than any list of the real files). */
const MAX_LIST = 10_000;

/** A `filters` list as (id, name) pairs, names folded; entries of another shape skipped. */
const pairs = (list: unknown): [number, string][] =>
  Array.isArray(list)
    ? list
        .slice(0, MAX_LIST)
        .flatMap((e: unknown) =>
          isObject(e) && typeof e.id === 'number' && typeof e.name === 'string'
            ? [[e.id, foldSpaces(e.name)] as [number, string]]
            : [],
        )
    : [];

/** The ids a unit (as its file has it) refers to, by the `filters` list that names them. */
export function unitRefs(raw: unknown): Record<NameList, Set<number>> {
  const out = {
    skills: new Set<number>(),
    equip: new Set<number>(),
    weapons: new Set<number>(),
    extras: new Set<number>(),
    type: new Set<number>(),
  };
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, MAX_PER_UNIT) : []);
  const kit = (holder: unknown) => {
    if (!isObject(holder)) return;
    for (const k of ['skills', 'equip', 'weapons'] as const)
      for (const item of list(holder[k])) {
        if (!isObject(item)) continue;
        if (typeof item.id === 'number') out[k].add(item.id);
        for (const e of list(item.extra)) if (typeof e === 'number') out.extras.add(e);
      }
  };
  if (!isObject(raw)) return out;
  for (const g of list(raw.profileGroups)) {
    if (!isObject(g)) continue;
    for (const p of list(g.profiles)) {
      kit(p);
      if (isObject(p) && typeof p.type === 'number') out.type.add(p.type);
    }
    for (const o of list(g.options)) kit(o);
  }
  for (const o of list(raw.options)) kit(o);
  return out;
}

/**
 * The names the `filters` of many files give, list by list, when no two entries name an
 * id differently (else null): a unit whose every id its own file's lists name
 * (`ownNamesSuffice`) reads the same names from these as from its file.
 */
export function sharedNames(
  filters: readonly unknown[],
): Record<NameList, { id: number; name: string }[]> | null {
  const out = { skills: [], equip: [], weapons: [], extras: [], type: [] } as Record<
    NameList,
    { id: number; name: string }[]
  >;
  for (const k of NAME_LISTS) {
    const seen = new Map<number, string>();
    for (const f of filters)
      for (const [id, name] of pairs(isObject(f) ? f[k] : undefined)) {
        const had = seen.get(id);
        if (had !== undefined && had !== name) return null;
        if (had === undefined) out[k].push({ id, name });
        seen.set(id, name);
      }
    // A file's list is read up to MAX_LIST entries: a longer shared one would lose some.
    if (out[k].length > MAX_LIST) return null;
  }
  return out;
}

/** More ids in one list of every file's names than the builder has (a few thousand). */
const MAX_OTHER_NAMES = 50_000;

/**
 * The names any of the files' `filters` give, list by list: the first file (in order)
 * that names an id names it. Bounded: past MAX_OTHER_NAMES ids a list takes no more.
 */
export function anyNames(filters: readonly unknown[]): OtherNames {
  const out = { skills: [], equip: [], weapons: [], extras: [], type: [] } as Record<
    NameList,
    { id: number; name: string }[]
  >;
  for (const k of NAME_LISTS) {
    const seen = new Set<number>();
    for (const f of filters)
      for (const [id, name] of pairs(isObject(f) ? f[k] : undefined)) {
        if (seen.has(id) || seen.size >= MAX_OTHER_NAMES) continue;
        seen.add(id);
        out[k].push({ id, name });
      }
  }
  return out;
}

/**
 * For a file's `filters`: whether they name every id a unit of the file refers to (a
 * type list too). The lists are read once, the units then one by one.
 */
export function ownNamesSuffice(filters: unknown): (raw: unknown) => boolean {
  const own = isObject(filters) ? filters : {};
  const ids = Object.fromEntries(
    NAME_LISTS.map((k) => [k, new Set(pairs(own[k]).map(([id]) => id))]),
  ) as Record<NameList, Set<number>>;
  return (raw) => {
    const refs = unitRefs(raw);
    return NAME_LISTS.every((k) =>
      // An empty type list reads as the builder's default types, not as the shared ones.
      k === 'type' && ids.type.size === 0
        ? refs.type.size === 0
        : [...refs[k]].every((id) => ids[k].has(id)),
    );
  };
}

// A dictionary per `filters` object: files handed over with the same (shared) names
// build one.
const dictionaries = new WeakMap<
  object,
  { meta: GameMetadata; others: OtherNames | undefined; made: Dictionary }
>();

/**
 * The names a unit's ids stand for: the metadata's, and the file's `filters`. Each list
 * of the file is read on the first id it is asked for: a look-up reads a unit of every
 * faction file that fields it, and most of its ids are the metadata's.
 */
export function dictionary(meta: GameMetadata, file: unknown, others?: OtherNames): Dictionary {
  const filters = isObject(file) && isObject(file.filters) ? file.filters : {};
  const known = dictionaries.get(filters);
  if (known?.meta === meta && known.others === others) return known.made;
  const made = makeDictionary(meta, filters, others);
  dictionaries.set(filters, { meta, others, made });
  return made;
}

function makeDictionary(
  meta: GameMetadata,
  filters: Record<string, unknown>,
  others: OtherNames | undefined,
): Dictionary {
  const later = (make: () => ReadonlyMap<number, string>): Names => {
    let made: ReadonlyMap<number, string> | undefined;
    return { get: (id) => (made ??= make()).get(id) };
  };
  // The metadata's names first; an id it lacks is named by the file's own `filters`
  // (its first entry for the id), else by any file's (docs/game-data.md).
  const elsewhere = (list: NameList): Names =>
    others === undefined ? { get: () => undefined } : later(() => namesById(others[list]));
  const both = (
    known: readonly { id: number; name: string }[] | null,
    own: unknown,
    list: NameList,
  ): Names => {
    const base = metadataNames(known ?? NO_NAMES);
    const more = later(() => {
      const names = new Map<number, string>();
      for (const [id, name] of pairs(own)) if (!names.has(id)) names.set(id, name.trim());
      return names;
    });
    const other = elsewhere(list);
    return { get: (id) => base.get(id) ?? more.get(id) ?? other.get(id) };
  };
  const ownExtras = later(() => new Map(pairs(filters.extras)));
  const otherExtras = elsewhere('extras');
  return {
    skills: both(meta.skills, filters.skills, 'skills'),
    equips: both(meta.equips, filters.equip, 'equip'),
    weapons: both(meta.weapons, filters.weapons, 'weapons'),
    extras: { get: (id) => ownExtras.get(id) ?? otherExtras.get(id) },
    types: later(() => {
      const types = pairs(filters.type);
      return new Map(types.length > 0 ? types : DEFAULT_TYPES);
    }),
  };
}

function items(
  refs: readonly (RawItem | null)[] | null,
  names: Names,
  extras: Names,
  kind: string,
): Item[] {
  return (refs ?? []).flatMap((r) => {
    if (r?.id == null) return [];
    const name = names.get(r.id) ?? `${kind} ${r.id}`;
    const ex = (r.extra ?? []).map((e) => extras.get(e) ?? `#${e}`);
    return [
      { id: r.id, name, extras: ex, text: ex.length > 0 ? `${name} (${ex.join(', ')})` : name },
    ];
  });
}

/** The builder writes -1 for an attribute a profile does not have (a remote's CC, BS). */
const value = (v: number | null): number | null => (v !== null && v < 0 ? null : v);

function profileOf(p: RawProfile, fallback: string, d: Dictionary): Profile {
  return {
    name: firstText(p.name) ?? fallback,
    move: p.move ?? [],
    cc: value(p.cc),
    bs: value(p.bs),
    ph: value(p.ph),
    wip: value(p.wip),
    arm: value(p.arm),
    bts: value(p.bts),
    w: value(p.w),
    str: p.str === true,
    s: value(p.s),
    type: p.type === null ? null : (d.types.get(p.type) ?? String(p.type)),
    skills: items(p.skills, d.skills, d.extras, 'skill'),
    equipment: items(p.equip, d.equips, d.extras, 'equipment'),
    weapons: items(p.weapons, d.weapons, d.extras, 'weapon'),
  };
}

function optionOf(o: RawOption, group: number, fallback: string, d: Dictionary): UnitOption {
  return {
    id: o.id,
    group,
    name: firstText(o.name) ?? fallback,
    points: o.points ?? 0,
    swc: o.swc === null ? '-' : String(o.swc),
    orders: (o.orders ?? []).map((x) => ({ type: x.type, total: x.total })),
    skills: items(o.skills, d.skills, d.extras, 'skill'),
    equipment: items(o.equip, d.equips, d.extras, 'equipment'),
    weapons: items(o.weapons, d.weapons, d.extras, 'weapon'),
  };
}

/** The unit an index entry points at, checked in full. */
export function unitOf(entry: Entry, meta: GameMetadata): Result<UnitData> {
  const { file, index } = entry.at;
  const units = (file.json as { units: unknown[] }).units;
  const raw = units[index];
  const checked =
    file.checked?.[index] === true ? ok(raw as RawUnit) : checkWith(unitSchema(), raw, () => []);
  if (!checked.ok) {
    const at = checked.error.at;
    const place = file.positions?.[index] ?? index;
    const path = at?.kind === 'path' ? `units[${place}].${at.path}` : `units[${place}]`;
    return err(inputError(`${file.source}: ${checked.error.message}`, { kind: 'path', path }));
  }
  const u: RawUnit = checked.value;
  const d = dictionary(meta, file.json, file.others);
  const name = firstText(u.name, u.isc) ?? `unit ${u.id}`;
  return ok({
    id: u.id,
    name,
    isc: u.isc,
    slug: u.slug,
    factions: entry.factions,
    groups: u.profileGroups.map((g) => ({
      id: g.id,
      isc: g.isc,
      profiles: (g.profiles ?? []).map((p) => profileOf(p, g.isc ?? name, d)),
      options: (g.options ?? []).map((o) => optionOf(o, g.id, g.isc ?? name, d)),
    })),
    pairs: (u.options ?? []).map((o) => optionOf(o, 0, name, d)),
  });
}

/** A unit found by name, and what the player should know about the choice. */
export interface FoundUnit {
  readonly unit: UnitData;
  /** "REINF: ANACONDA ... (unit 1690) also matches: ..." */
  readonly notes: readonly string[];
  /**
   * The unit as each faction's file has it, when the files differ (other options, points,
   * skills): one version per distinct copy, with the factions that have it; the first is
   * `unit`. A single version when they agree.
   */
  readonly versions: readonly UnitVersion[];
  /** Each faction's AVA of the unit, per profile group. */
  readonly ava: readonly FactionAva[];
}

export interface UnitVersion {
  readonly factions: readonly number[];
  readonly unit: UnitData;
}

/** AVA as the data writes it: a number, 255 = Total, -1 = not selectable on its own. */
export interface FactionAva {
  readonly faction: number;
  /** Per profile group, in order; null when the file has none. */
  readonly groups: readonly (number | null)[];
}

/**
 * The unit a player names (unit name or ISC, any case, or its unit id), across the
 * faction files given; `faction` narrows to one faction's units.
 */
export function findUnit(
  files: readonly UnitSource[],
  meta: GameMetadata,
  query: string,
  faction?: number,
): Result<UnitData> {
  const found = lookUpUnit(files, meta, query, faction);
  return found.ok ? ok(found.value.unit) : found;
}

/**
 * The files with the names any of them gives (`others`), when the source has not said
 * them (an index does): a catalogue in memory holds every file, so they are all here.
 */
function withOthers(files: readonly UnitSource[]): readonly UnitSource[] {
  if (files.length < 2 || files.some((f) => f.others !== undefined)) return files;
  const others = anyNames(files.map((f) => (isObject(f.json) ? f.json.filters : undefined)));
  return files.map((f) => ({ ...f, others }));
}

/** A reinforcement copy of a unit (N5): "REINF: ANACONDA, Mercenary TAG Squad". */
const isReinf = (e: Entry): boolean => e.names.some((n) => /^reinf\b/.test(nameKey(n)));

/** `findUnit`, with the notes on the choice made (a REINF copy left aside). */
export function lookUpUnit(
  files: readonly UnitSource[],
  meta: GameMetadata,
  query: string,
  faction?: number,
): Result<FoundUnit> {
  const index = indexUnits(withOthers(files));
  if (!index.ok) return index;
  const pool =
    faction === undefined ? index.value : index.value.filter((e) => e.factions.includes(faction));
  // A unit id, as the army builder numbers it ("unit 300").
  const asId = /^\s*\d{1,6}\s*$/.test(query) ? Number(query) : null;
  const byId = asId === null ? undefined : pool.find((e) => e.id === asId);
  if (byId !== undefined) {
    // With its twins (the same name elsewhere), for the factions that field it.
    const key = nameKey(byId.names[0] ?? '');
    const twins = merged(
      pool.filter((e) => nameKey(e.names[0] ?? '') === key),
      meta,
    );
    const one = twins.find((e) => e.ids.includes(byId.id)) ?? byId;
    return withNotes(one, meta, []);
  }
  const named: Named<Entry>[] = pool.map((e) => ({ item: e, names: e.names }));
  const matched = matchNames(query, named);
  if (matched === 'empty' || matched.length === 0)
    return notFound(query, named, 'unit', undefined, 'list-factions');
  // Only the units matched are compared for twins: the signature checks a unit in full.
  let pick = merged(
    matched.map((m) => m.item),
    meta,
  );
  const notes: string[] = [];
  // A name that matches a unit and its REINF copy means the unit; the copy is said.
  const plain = pick.filter((e) => !isReinf(e));
  if (plain.length > 0 && plain.length < pick.length) {
    const copies = pick.filter(isReinf);
    notes.push(
      `also matches ${listed(copies, (e) => `"${e.names[0] ?? ''}" (unit ${e.id})`)}: its unit id picks it`,
    );
    pick = plain;
  }
  const [one, ...more] = pick;
  if (one !== undefined && more.length === 0) return withNotes(one, meta, notes);
  const sameName = new Set(pick.map((e) => nameKey(e.names[0] ?? ''))).size === 1;
  const seen = pick.flatMap((e) => e.factions);
  // --faction helps only when no faction holds two of them.
  const byFaction = faction === undefined && new Set(seen).size === seen.length;
  const ids = pick.slice(0, 3).map((e) => e.id);
  return err(
    inputError(
      `unit "${query}" is ambiguous: ${listed(pick, (e) => `"${e.names[0] ?? ''}" (unit ${e.id}, ${factionsText(e.factions)})`)}`,
      undefined,
      `give ${sameName ? '' : 'more of the name or '}the unit id (${ids.join(' or ')})${byFaction ? ', or --faction' : ''}`,
    ),
  );
}

/** The unit found, its faction versions and AVA, and the notes on the choice. */
function withNotes(entry: Entry, meta: GameMetadata, notes: readonly string[]): Result<FoundUnit> {
  const unit = unitOf(entry, meta);
  if (!unit.ok) return unit;
  return ok({
    unit: unit.value,
    notes,
    versions: versionsOf(entry, unit.value, meta),
    ava: avaOf(entry),
  });
}

/** The distinct copies of a unit among the faction files (by what a player sees of it). */
function versionsOf(entry: Entry, first: UnitData, meta: GameMetadata): UnitVersion[] {
  const out: { sig: string; factions: number[]; unit: UnitData }[] = [];
  const firstSig = sigOf(first);
  // A copy byte for byte like one read before (the same fingerprint) is that one again.
  const read = new Map<string, string | null>();
  const digestOf = (at: At): string | undefined => at.file.digests?.[at.index];
  const firstDigest = digestOf(entry.at);
  if (firstDigest !== undefined) read.set(firstDigest, firstSig);
  for (const at of entry.copies) {
    const digest = digestOf(at);
    const known = digest === undefined ? undefined : read.get(digest);
    if (known === null) continue;
    let sig = known;
    let unit: UnitData | null = null;
    if (sig === undefined) {
      const one = at === entry.at ? ok(first) : unitOf({ ...entry, at }, meta);
      if (digest !== undefined) read.set(digest, one.ok ? sigOf(one.value) : null);
      if (!one.ok) continue;
      unit = one.value;
      sig = at === entry.at ? firstSig : sigOf(one.value);
    }
    const same = out.find((v) => v.sig === sig);
    const faction = at.file.factionId;
    if (same !== undefined) {
      if (!same.factions.includes(faction)) same.factions.push(faction);
      // Not read here: a fingerprint known before this version was added is the first copy's.
    } else out.push({ sig, factions: [faction], unit: unit ?? first });
  }
  // The version shown first is the one `unit` is.
  out.sort((a, b) => Number(b.sig === firstSig) - Number(a.sig === firstSig));
  return out.map((v) => ({
    factions: [...v.factions].sort((a, b) => a - b),
    unit: { ...v.unit, factions: [...v.factions].sort((a, b) => a - b) },
  }));
}

/** AVA per faction file and profile group: the first profile's `ava`. */
function avaOf(entry: Entry): FactionAva[] {
  const byFaction = new Map<number, (number | null)[]>();
  // A mercenary's own id before its 10000 + id copy.
  const copies = [...entry.copies].sort((a, b) => idAt(a) - idAt(b));
  for (const at of copies) {
    const faction = at.file.factionId;
    if (byFaction.has(faction)) continue;
    const u = rawAt(at);
    const groups = Array.isArray(u?.profileGroups) ? u.profileGroups.slice(0, MAX_PER_UNIT) : [];
    byFaction.set(
      faction,
      groups.map((g: unknown) => {
        const profiles = isObject(g) && Array.isArray(g.profiles) ? g.profiles : [];
        const first: unknown = profiles[0];
        const ava = isObject(first) ? first.ava : undefined;
        return typeof ava === 'number' && Number.isInteger(ava) ? ava : null;
      }),
    );
  }
  return [...byFaction].sort(([a], [b]) => a - b).map(([faction, groups]) => ({ faction, groups }));
}

const rawAt = (at: At): Record<string, unknown> | undefined => {
  const u: unknown = (at.file.json as { units: unknown[] }).units[at.index];
  return isObject(u) ? u : undefined;
};
const idAt = (at: At): number => {
  const id = rawAt(at)?.id;
  return typeof id === 'number' ? id : 0;
};

/**
 * Units with the same name and the same profiles are one trooper: a mercenary hired by
 * several factions has an id in each (the builder also lists it again as 10000 + id),
 * told apart only by its availability (AVA), the display order of its skills and its
 * peripherals' ids. The lowest id is shown, the factions are joined.
 */
function merged(entries: readonly Entry[], meta: GameMetadata): Entry[] {
  const byName = new Map<
    string,
    { entry: Entry & { ids: number[]; factions: number[] }; sig: string }[]
  >();
  const out: Entry[] = [];
  for (const e of entries) {
    const key = nameKey(e.names[0] ?? '');
    const same = byName.get(key);
    if (same === undefined) {
      const entry = { ...e, ids: [...e.ids], factions: [...e.factions] };
      byName.set(key, [{ entry, sig: '' }]);
      out.push(entry);
      continue;
    }
    const sig = signature(e, meta);
    for (const s of same) if (s.sig === '') s.sig = signature(s.entry, meta);
    const twin = same.find((s) => s.sig === sig)?.entry;
    if (twin === undefined) {
      const entry = { ...e, ids: [...e.ids], factions: [...e.factions] };
      same.push({ entry, sig });
      out.push(entry);
      continue;
    }
    const at = out.indexOf(twin);
    const joined = {
      ...(e.id < twin.id ? e : twin),
      copies: [...(e.id < twin.id ? [...e.copies, ...twin.copies] : [...twin.copies, ...e.copies])],
      ids: [...twin.ids, ...e.ids].sort((a, b) => a - b),
      factions: [...new Set([...twin.factions, ...e.factions])].sort((a, b) => a - b),
    };
    out[at] = joined;
    same[same.findIndex((s) => s.entry === twin)] = { entry: joined, sig };
  }
  return out;
}

/**
 * What a player sees of a unit, as text: profiles (stats, type, skills, equipment,
 * weapons with their bracketed values) and options, without the profiles' names (the
 * builder translates some in one copy and not the other). Null when it cannot be read.
 */
function signature(e: Entry, meta: GameMetadata): string {
  const u = unitOf(e, meta);
  return u.ok ? sigOf(u.value) : `unreadable ${e.id}`;
}

function sigOf(unit: UnitData): string {
  const u = { value: unit };
  const texts = (list: readonly Item[]) => list.map((i) => i.text).sort();
  const kit = (k: {
    skills: readonly Item[];
    equipment: readonly Item[];
    weapons: readonly Item[];
  }) => [texts(k.skills), texts(k.equipment), texts(k.weapons)];
  return JSON.stringify([
    u.value.groups.map((g) => [
      g.profiles.map((p) => [
        p.move,
        p.cc,
        p.bs,
        p.ph,
        p.wip,
        p.arm,
        p.bts,
        p.w,
        p.str,
        p.s,
        p.type,
        kit(p),
      ]),
      g.options.map((o) => [o.name, o.points, o.swc, o.orders, kit(o)]),
    ]),
    u.value.pairs.map((o) => [o.name, o.points, o.swc, o.orders, kit(o)]),
  ]);
}

const factionsText = (ids: readonly number[]): string =>
  ids.length <= 3
    ? `faction ${ids.join(', ')}`
    : `factions ${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;

/** The profiles of a unit in order, numbered from 1 across its groups (`--profile N`). */
export function profilesOf(unit: UnitData): readonly { group: ProfileGroup; profile: Profile }[] {
  return unit.groups.flatMap((group) => group.profiles.map((profile) => ({ group, profile })));
}
