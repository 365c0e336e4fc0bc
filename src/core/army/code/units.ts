/**
 * Resolving a decoded army code against the army builder's unit file of its faction (and,
 * optionally, the metadata file that names skills): names, points and SWC per member, and
 * our army-list JSON (src/core/army/schema.ts) for `orders` and `validate`.
 *
 * A code holds ids only, and the builder's ids drift between data versions: a member the
 * unit file does not have is reported by its ids, never guessed.
 */
import * as z from 'zod/mini';
import { parseWith } from '../../input.js';
import { err, inputError, ok, type Result } from '../../result.js';
import type { ArmyList, Trooper } from '../schema.js';
import type { ArmyCode, CodeMember } from './codec.js';

const ids = z.array(z.looseObject({ id: z.int() }));

/**
 * Counts read from the file drive loops and allocations, so each is bounded by what the
 * game allows (docs/rules.md §2.3: a Combat Group holds at most 10 troopers): an option
 * includes at most 10 copies of a profile, and gives at most 10 orders of a kind.
 */
export const INCLUDE_Q_MAX = 10;
export const ORDER_TOTAL_MAX = 10;

const orderSchema = z.looseObject({
  type: z.string(),
  total: z.int().check(z.minimum(0), z.maximum(ORDER_TOTAL_MAX)),
});

const optionSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  points: z.int().check(z.minimum(0)),
  swc: z.union([z.string(), z.number()]),
  orders: z.array(orderSchema),
  includes: z.optional(
    z.array(
      z.looseObject({
        q: z.optional(z.int().check(z.minimum(0), z.maximum(INCLUDE_Q_MAX))),
        group: z.int(),
        option: z.int(),
      }),
    ),
  ),
  skills: z.optional(ids),
});

const profileGroupSchema = z.looseObject({
  id: z.int(),
  isc: z.optional(z.string()),
  profiles: z.array(z.looseObject({ name: z.optional(z.string()), skills: z.optional(ids) })),
  options: z.array(optionSchema),
});

const unitSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.optional(z.string()),
  factions: z.optional(z.array(z.int())),
  profileGroups: z.array(profileGroupSchema),
});

/** The army builder's unit file of one faction (only the fields infcalc reads). */
export const unitFileSchema = z.looseObject({
  version: z.optional(z.union([z.string(), z.number()])),
  units: z.array(unitSchema),
});

/** The army builder's metadata file: infcalc reads the skill names. */
export const metadataSchema = z.looseObject({
  skills: z.array(z.looseObject({ id: z.int(), name: z.string() })),
});

export type UnitFile = z.output<typeof unitFileSchema>;
export type Metadata = z.output<typeof metadataSchema>;
type Unit = z.output<typeof unitSchema>;
type Option = z.output<typeof optionSchema>;
type ProfileGroup = z.output<typeof profileGroupSchema>;

// Loose objects accept any key, so no "did you mean" list is needed.
const noKeys = (): readonly string[] => [];

export const parseUnitFile = (text: string): Result<UnitFile> =>
  parseWith(unitFileSchema, text, noKeys);

export const parseMetadata = (text: string): Result<Metadata> =>
  parseWith(metadataSchema, text, noKeys);

/** The unit file must be for the code's faction (units list the factions they serve in). */
export function checkFaction(file: UnitFile, factionId: number, source: string): Result<UnitFile> {
  const listed = file.units.flatMap((u) => u.factions ?? []);
  if (listed.length === 0 || listed.includes(factionId)) return ok(file);
  const counts = new Map<number, number>();
  for (const f of listed) counts.set(f, (counts.get(f) ?? 0) + 1);
  const [main] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return err(
    inputError(
      `${source} is a unit file for faction ${main?.[0] ?? '?'}, not for the code's faction ${factionId}`,
      { kind: 'path', path: 'units[*].factions' },
    ),
  );
}

export type MissingPart = 'unit' | 'profile group' | 'option';

export interface MemberIds {
  readonly unitId: number;
  readonly profileGroupId: number;
  readonly optionId: number;
}

export interface Missing extends MemberIds {
  /** 0-based combat group and member index in the code. */
  readonly group: number;
  readonly index: number;
  readonly part: MissingPart;
  /** When only the option or profile group is missing: the unit's name. */
  readonly unitName: string | null;
}

export interface ResolvedMember extends MemberIds {
  readonly group: number;
  readonly index: number;
  readonly unitName: string;
  readonly optionName: string;
  readonly points: number;
  readonly swc: string;
  /** The trooper and the peripherals or extra troopers its option includes. */
  readonly troopers: readonly Trooper[];
}

export type MemberResolution =
  ({ readonly found: true } & ResolvedMember) | ({ readonly found: false } & Missing);

export interface Resolution {
  readonly groups: readonly (readonly MemberResolution[])[];
  readonly missing: readonly Missing[];
  /**
   * Members whose option includes profiles with orders of their own (a pair of troopers in
   * one option): the option and each included profile are counted as troopers, which the
   * player should check against the army builder.
   */
  readonly combined: readonly { readonly group: number; readonly index: number }[];
  readonly list: ArmyList;
  /** False when no metadata was given: NCO and Chain of Command could not be looked up. */
  readonly skillsKnown: boolean;
}

const SKILL_NAMES = { nco: 'nco', chainOfCommand: 'chain of command' } as const;

// A batch of codes resolves against the same files: index them once.
const unitIndexes = new WeakMap<UnitFile, ReadonlyMap<number, Unit>>();
function unitIndex(file: UnitFile): ReadonlyMap<number, Unit> {
  let index = unitIndexes.get(file);
  if (index === undefined) {
    index = new Map(file.units.map((u) => [u.id, u] as const));
    unitIndexes.set(file, index);
  }
  return index;
}

function skillIds(meta: Metadata | null): { nco: Set<number>; chain: Set<number> } {
  const pick = (name: string) =>
    new Set(
      (meta?.skills ?? []).filter((s) => s.name.trim().toLowerCase() === name).map((s) => s.id),
    );
  return { nco: pick(SKILL_NAMES.nco), chain: pick(SKILL_NAMES.chainOfCommand) };
}

const orderTotal = (o: Option, type: string): number =>
  o.orders.filter((x) => x.type.toUpperCase() === type).reduce((s, x) => s + x.total, 0);

/** The option's name is the most specific ("LINE TROOPER Lieutenant"); else the unit's. */
const trooperName = (unit: Unit, option: Option): string =>
  option.name.trim() === '' ? unit.name : option.name.trim();

/**
 * One option as a trooper. The option's `orders` say what it generates: a Regular or
 * Irregular order (docs/rules.md §2.1), a Lieutenant order (total 2 = Lieutenant with
 * "+1 Order"), an Impetuous token, a Tactical Awareness order. An option that generates
 * neither a Regular nor an Irregular order is a peripheral (it acts on its Controller's order).
 */
function trooperOf(
  unit: Unit,
  group: ProfileGroup,
  option: Option,
  skills: ReturnType<typeof skillIds>,
  reinforcement: boolean,
): Trooper {
  const regular = orderTotal(option, 'REGULAR');
  const irregular = orderTotal(option, 'IRREGULAR');
  const lieutenant = orderTotal(option, 'LIEUTENANT');
  const has = (set: Set<number>): boolean =>
    [...(option.skills ?? []), ...group.profiles.flatMap((p) => p.skills ?? [])].some((s) =>
      set.has(s.id),
    );
  return {
    name: trooperName(unit, option),
    training: regular === 0 && irregular > 0 ? 'irregular' : 'regular',
    cost: option.points,
    lieutenant: lieutenant > 0,
    lieutenantOrders: lieutenant >= 2 ? 2 : 1,
    nco: has(skills.nco),
    chainOfCommand: has(skills.chain),
    tacticalAwareness: orderTotal(option, 'TACTICAL') > 0,
    impetuous: orderTotal(option, 'IMPETUOUS') > 0,
    peripheral: regular + irregular === 0,
    state: 'normal',
    // Reinforcements join the battle later: not on the table at the first Order Count.
    deployment: reinforcement ? 'off-table' : 'table',
  };
}

function find(
  units: ReadonlyMap<number, Unit>,
  m: MemberIds,
): { unit: Unit; group: ProfileGroup; option: Option } | { part: MissingPart; unit: Unit | null } {
  const unit = units.get(m.unitId);
  if (unit === undefined) return { part: 'unit', unit: null };
  const group = unit.profileGroups.find((g) => g.id === m.profileGroupId);
  if (group === undefined) return { part: 'profile group', unit };
  const option = group.options.find((o) => o.id === m.optionId);
  if (option === undefined) return { part: 'option', unit };
  return { unit, group, option };
}

export function resolveArmyCode(code: ArmyCode, file: UnitFile, meta: Metadata | null): Resolution {
  const units = unitIndex(file);
  const skills = skillIds(meta);
  const missing: Missing[] = [];
  const combined: { group: number; index: number }[] = [];
  const groups = code.groups.map((g, gi) =>
    g.members.map((m: CodeMember, index): MemberResolution => {
      const ids = { unitId: m.unitId, profileGroupId: m.profileGroupId, optionId: m.optionId };
      const hit = find(units, m);
      if ('part' in hit) {
        const miss = { ...ids, group: gi, index, part: hit.part, unitName: hit.unit?.name ?? null };
        missing.push(miss);
        return { found: false, ...miss };
      }
      const reinforcement = g.reinforcement === true;
      const troopers = [trooperOf(hit.unit, hit.group, hit.option, skills, reinforcement)];
      for (const inc of hit.option.includes ?? []) {
        const incIds = { unitId: m.unitId, profileGroupId: inc.group, optionId: inc.option };
        const sub = find(units, incIds);
        if ('part' in sub) {
          const miss = { ...incIds, group: gi, index, part: sub.part, unitName: hit.unit.name };
          missing.push(miss);
          continue;
        }
        const t = trooperOf(sub.unit, sub.group, sub.option, skills, reinforcement);
        if (!t.peripheral && !combined.some((c) => c.group === gi && c.index === index))
          combined.push({ group: gi, index });
        for (let q = 0; q < (inc.q ?? 1); q++) troopers.push(t);
      }
      return {
        found: true,
        ...ids,
        group: gi,
        index,
        unitName: hit.unit.name,
        optionName: hit.option.name,
        points: hit.option.points,
        swc: String(hit.option.swc),
        troopers,
      };
    }),
  );
  const list: ArmyList = {
    game: 'n4',
    ...(code.points > 0 ? { points: code.points } : {}),
    name: code.armyName.trim() === '' ? code.factionSlug : code.armyName.trim(),
    groups: groups.map((members, gi) => ({
      ...(code.groups[gi]?.reinforcement === true ? { name: 'Reinforcements' } : {}),
      troopers: members.flatMap((m) => (m.found ? m.troopers : [])),
    })),
  };
  return { groups, missing, combined, list, skillsKnown: meta !== null };
}

/** "unit 1819, profile group 1, option 3" */
export const idsText = (m: MemberIds): string =>
  `unit ${m.unitId}, profile group ${m.profileGroupId}, option ${m.optionId}`;

/** A missing member in words, for reports and `validate` problems. */
export function missingText(m: Missing): string {
  const what =
    m.part === 'unit'
      ? 'no unit with this id'
      : `${m.unitName ?? 'the unit'} has no ${m.part} with this id`;
  return `${idsText(m)} is not in the unit file (${what}; the army builder's ids change between data versions)`;
}

export const COMBINED_NOTE =
  'its option includes profiles with orders of their own: each is counted as a trooper; check the count against the army builder';

/** The code path of a member, e.g. `code.groups[0].members[3]`. */
export const memberPath = (m: { group: number; index: number }): string =>
  `code.groups[${m.group}].members[${m.index}]`;
