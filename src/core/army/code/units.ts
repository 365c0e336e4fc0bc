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
import type { ArmyList, Game, Trooper } from '../schema.js';
import { firstText, foldSpaces, nameKey, sameName } from '../../data/names.js';
import { metadataGame } from '../../data/metadata.js';
import type { ArmyCode, CodeMember } from './codec.js';

/** Options include options (a TAG, its operator, the operator's drone): at most this deep. */
// Kept where they are read from data without zod's schemas (a look-up loads no army code).
export { firstText, metadataGame };

export const MAX_INCLUDE_DEPTH = 4;

/**
 * Counts read from the file drive loops and allocations, so each is bounded by what the
 * game allows (docs/rules.md §2.3: a Combat Group holds at most 10 troopers): an option
 * includes at most 10 copies of a profile (real files hold 1 to 4), and gives at most 10
 * orders of a kind.
 */
export const INCLUDE_Q_MAX = 10;
export const ORDER_TOTAL_MAX = 10;

// The schemas are made on first use: a list's orders, which loads this module with the
// rest of the army code, and the page before its first answer, read no army code.
function makeSchemas() {
  // Lists of skills, weapons and equipment by id; the builder serves a few empty `{}` and
  // `null` entries.
  const ids = z.array(z.nullable(z.looseObject({ id: z.optional(z.nullable(z.int())) })));

  /** A count or a cost as the builder serves it: CodeOne points can be fractional (2.5). */
  const amount = z.number().check(z.minimum(0));

  const orderSchema = z.looseObject({
    type: z.string(),
    total: z.int().check(z.minimum(0), z.maximum(ORDER_TOTAL_MAX)),
  });

  const includeSchema = z.looseObject({
    q: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(INCLUDE_Q_MAX)))),
    group: z.int(),
    option: z.int(),
  });

  const optionSchema = z.looseObject({
    id: z.int(),
    name: z.nullable(z.string()),
    points: amount,
    swc: z.nullable(z.union([z.string(), z.number()])),
    orders: z._default(z.nullable(z.array(orderSchema)), []),
    minis: z.optional(z.nullable(z.number())),
    includes: z.optional(z.nullable(z.array(includeSchema))),
    skills: z.optional(z.nullable(ids)),
    weapons: z.optional(z.nullable(ids)),
    equip: z.optional(z.nullable(ids)),
  });

  const profileGroupSchema = z.looseObject({
    id: z.int(),
    // TAG and pilot groups carry no ISC of their own.
    isc: z.optional(z.nullable(z.string())),
    profiles: z.array(
      z.looseObject({
        name: z.optional(z.nullable(z.string())),
        skills: z.optional(z.nullable(ids)),
        weapons: z.optional(z.nullable(ids)),
        equip: z.optional(z.nullable(ids)),
      }),
    ),
    options: z.array(optionSchema),
  });

  const unitSchema = z.looseObject({
    id: z.int(),
    isc: z.optional(z.nullable(z.string())),
    name: z.nullable(z.string()),
    slug: z.optional(z.nullable(z.string())),
    factions: z.optional(z.nullable(z.array(z.int()))),
    profileGroups: z.array(profileGroupSchema),
    /** Options chosen for the whole unit (profile group id 0 in a code): a pair of characters. */
    options: z.optional(z.nullable(z.array(optionSchema))),
  });

  /** The army builder's unit file of one faction (only the fields infcalc reads). */
  const unitFileSchema = z.looseObject({
    version: z.optional(z.nullable(z.union([z.string(), z.number()]))),
    units: z.array(unitSchema),
    /** The faction id of the file holding this faction's reinforcements. */
    reinforcements: z.optional(z.nullable(z.int())),
  });

  /** The army builder's metadata file: infcalc reads the skill, weapon and equipment names. */
  const metadataSchema = z.looseObject({
    skills: z.array(z.looseObject({ id: z.int(), name: z.string() })),
    weapons: z.optional(z.nullable(z.array(z.looseObject({ id: z.int(), name: z.string() })))),
    equips: z.optional(z.nullable(z.array(z.looseObject({ id: z.int(), name: z.string() })))),
  });
  return { unitFile: unitFileSchema, metadata: metadataSchema, unit: unitSchema };
}

type Schemas = ReturnType<typeof makeSchemas>;
let schemas: Schemas | null = null;
/** The army builder's unit file of one faction (only the fields infcalc reads). */
export const unitFileSchema = (): Schemas['unitFile'] => (schemas ??= makeSchemas()).unitFile;
/** The army builder's metadata file: infcalc reads the skill, weapon and equipment names. */
export const metadataSchema = (): Schemas['metadata'] => (schemas ??= makeSchemas()).metadata;

export type UnitFile = z.output<Schemas['unitFile']>;
export type Metadata = z.output<Schemas['metadata']>;
type Unit = z.output<Schemas['unit']>;
type Option = Unit['profileGroups'][number]['options'][number];
type ProfileGroup = Unit['profileGroups'][number];

// Loose objects accept any key, so no "did you mean" list is needed.
const noKeys = (): readonly string[] => [];

export const parseUnitFile = (text: string): Result<UnitFile> =>
  parseWith(unitFileSchema(), text, noKeys);

export const parseMetadata = (text: string): Result<Metadata> =>
  parseWith(metadataSchema(), text, noKeys);

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
  /** The option's points, its included profiles counted in (as the army builder totals). */
  readonly points: number;
  /** SWC as the builder writes it: "1.5", "0", "+1" (adds allowance), "-". */
  readonly swc: string;
  /**
   * What tells this option from others of the same name in its profile group (three
   * "RUDRA" options): the names of its weapons; empty when its name is unique.
   */
  readonly detail: readonly string[];
  /** The reinforcement file's faction id when the member was found there, else null. */
  readonly fromReinforcements: number | null;
  /** The trooper and the peripherals or extra troopers its option includes. */
  readonly troopers: readonly Trooper[];
  /** What of the member is private information (docs/rules.md §9.7), in PRIVATE_TRAITS order. */
  readonly traits: readonly PrivateTrait[];
  /** The option's open weapons, equipment and skills by name (§9.7); needs the metadata. */
  readonly loadout: readonly string[];
  /**
   * The name the opponent may see (§9.7): the name most options of its profile group
   * share, so an option named for a private skill ("FUSILIER Lieutenant") does not show.
   */
  readonly openName: string;
}

export type MemberResolution =
  ({ readonly found: true } & ResolvedMember) | ({ readonly found: false } & Missing);

export interface Resolution {
  readonly groups: readonly (readonly MemberResolution[])[];
  readonly missing: readonly Missing[];
  /**
   * Members whose option includes a profile with orders of its own that is not an operator
   * of the same trooper (an operator carries the parent's points): each is counted as a
   * trooper, which the player should check against the army builder.
   */
  readonly combined: readonly { readonly group: number; readonly index: number }[];
  readonly list: ArmyList;
  /** False when no metadata was given: NCO and Chain of Command could not be looked up. */
  readonly skillsKnown: boolean;
}

export interface ResolveOptions {
  /** The game the list is written for; by default read from the metadata (else "n5"). */
  readonly game?: Game;
  /**
   * The unit file of a reinforcement faction (the faction file names it:
   * `"reinforcements": 699`), or null when it is not at hand.
   */
  readonly reinforcements?: (factionId: number) => UnitFile | null;
}

/**
 * Skills and equipment found by name in the metadata: their ids drift between data
 * versions, and the builder spells some names with a no-break space
 * ("Hidden\u00a0Deployment"), so names are compared with `sameName`. docs/rules.md §2.2
 * (Hidden Deployment), §2.4 (Chain of Command), §7.3 (NCO), §9.7 (private information).
 */
const SKILL_NAMES = {
  nco: 'NCO',
  chainOfCommand: 'Chain of Command',
  hiddenDeployment: 'Hidden Deployment',
  combatJump: 'Combat Jump',
  parachutist: 'Parachutist',
  counterintelligence: 'Counterintelligence',
  lieutenant: 'Lieutenant',
  peripheral: 'Peripheral',
} as const;
const EQUIP_NAMES = { holomask: 'Holomask' } as const;

/**
 * What a member has that is private information (docs/rules.md §9.7): never in a
 * Courtesy list, and the first three keep the trooper out of it altogether.
 */
export const PRIVATE_TRAITS = [
  'hidden-deployment',
  'combat-jump',
  'parachutist',
  'lieutenant',
  'chain-of-command',
  'counterintelligence',
  'holomask',
] as const;
export type PrivateTrait = (typeof PRIVATE_TRAITS)[number];

/** Traits whose troopers a Courtesy list leaves out entirely (their presence is private). */
export const UNLISTED_TRAITS: readonly PrivateTrait[] = [
  'hidden-deployment',
  'combat-jump',
  'parachutist',
];

type TraitSource =
  | { readonly kind: 'skill'; readonly key: keyof typeof SKILL_NAMES }
  | { readonly kind: 'equip'; readonly key: keyof typeof EQUIP_NAMES };
const TRAIT_OF = {
  'hidden-deployment': { kind: 'skill', key: 'hiddenDeployment' },
  'combat-jump': { kind: 'skill', key: 'combatJump' },
  parachutist: { kind: 'skill', key: 'parachutist' },
  lieutenant: { kind: 'skill', key: 'lieutenant' },
  'chain-of-command': { kind: 'skill', key: 'chainOfCommand' },
  counterintelligence: { kind: 'skill', key: 'counterintelligence' },
  holomask: { kind: 'equip', key: 'holomask' },
} as const satisfies Record<PrivateTrait, TraitSource>;

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

type Ids = ReadonlySet<number>;
interface SkillIds {
  readonly skills: Readonly<Record<keyof typeof SKILL_NAMES, Ids>>;
  readonly equips: Readonly<Record<keyof typeof EQUIP_NAMES, Ids>>;
  /** Every skill id of a private trait: left out of an open loadout. */
  readonly privateSkills: Ids;
}

function byName<K extends string>(
  entries: readonly { id: number; name: string }[],
  names: Readonly<Record<K, string>>,
): Record<K, Ids> {
  const out = {} as Record<K, Ids>;
  for (const key of Object.keys(names) as K[])
    out[key] = new Set(entries.filter((e) => sameName(e.name, names[key])).map((e) => e.id));
  return out;
}

function skillIds(meta: Metadata | null): SkillIds {
  const skills = byName(meta?.skills ?? [], SKILL_NAMES);
  const privateSkills = new Set(
    PRIVATE_TRAITS.flatMap((t) => {
      const of: TraitSource = TRAIT_OF[t];
      return of.kind === 'skill' ? [...skills[of.key]] : [];
    }),
  );
  return { skills, equips: byName(meta?.equips ?? [], EQUIP_NAMES), privateSkills };
}

type Refs = readonly ({ readonly id?: number | null } | null)[] | null | undefined;
const idList = (refs: Refs): number[] => (refs ?? []).flatMap((r) => (r?.id == null ? [] : [r.id]));

/** The option's skill and equipment ids, and those of its profile group's profiles. */
function itemIds(
  group: ProfileGroup | null,
  option: Option,
): { skills: number[]; equips: number[] } {
  const profiles = group?.profiles ?? [];
  return {
    skills: [...idList(option.skills), ...profiles.flatMap((p) => idList(p.skills))],
    equips: [...idList(option.equip), ...profiles.flatMap((p) => idList(p.equip))],
  };
}

/** The private traits of one option (docs/rules.md §9.7). */
function traitsOf(group: ProfileGroup | null, option: Option, ids: SkillIds): PrivateTrait[] {
  const mine = itemIds(group, option);
  return PRIVATE_TRAITS.filter((t) => {
    const of: TraitSource = TRAIT_OF[t];
    if (t === 'lieutenant' && orderTotal(option, 'LIEUTENANT') > 0) return true;
    return of.kind === 'skill'
      ? mine.skills.some((id) => ids.skills[of.key].has(id))
      : mine.equips.some((id) => ids.equips[of.key].has(id));
  });
}

const orderTotal = (o: Option, type: string): number =>
  (o.orders ?? []).filter((x) => x.type.toUpperCase() === type).reduce((s, x) => s + x.total, 0);

const hasOrders = (o: Option): boolean => orderTotal(o, 'REGULAR') + orderTotal(o, 'IRREGULAR') > 0;

/** A unit's name; the builder serves a few units with `name: null` (then the ISC). */
export const unitName = (unit: Pick<Unit, 'id' | 'name' | 'isc'>): string =>
  firstText(unit.name, unit.isc) ?? `unit ${unit.id}`;

/** The option's name is the most specific ("LINE TROOPER Lieutenant"); else the unit's. */
const trooperName = (unit: Unit, option: Option): string =>
  firstText(option.name) ?? unitName(unit);

/**
 * SWC as written: "1.5" spends, "+1" adds allowance (an option that brings Support
 * Weapons with it), "-" (on included options) and "" are nothing. docs/rules.md §7.3.
 */
export function parseSwc(swc: string | number | null): { spent: number; added: number } {
  const text = String(swc ?? '').trim();
  const n = Number(text.replace(/^\+/, ''));
  if (text === '' || text === '-' || !Number.isFinite(n) || n < 0) return { spent: 0, added: 0 };
  return text.startsWith('+') ? { spent: 0, added: n } : { spent: n, added: 0 };
}

/** How the list counts one option. */
interface Counting {
  readonly skills: SkillIds;
  readonly reinforcement: boolean;
  readonly game: Game;
  /**
   * The option that includes this one has Hidden Deployment: what it brings (a peripheral,
   * an operator) deploys with it, hidden too.
   */
  readonly hidden: boolean;
}

/**
 * One option as a trooper. The option's `orders` say what it generates: a Regular or
 * Irregular order (docs/rules.md §2.1), a Lieutenant order (total 2 = Lieutenant with
 * "+1 Order"), an Impetuous token, a Tactical Awareness order. An option that generates
 * neither a Regular nor an Irregular order is a peripheral (it acts on its Controller's order),
 * unless it was chosen on its own with a miniature and no Peripheral skill (the mercenary
 * Wardriver 10265-1-5): a data oddity is no free slot, so it is a trooper (§9.1, the
 * `orderless` choice's default, docs/rules-choices.md).
 */
function trooperOf(
  unit: Unit,
  group: ProfileGroup | null,
  option: Option,
  cost: number,
  how: Counting & { readonly chosen: boolean },
): Trooper {
  const regular = orderTotal(option, 'REGULAR');
  const irregular = orderTotal(option, 'IRREGULAR');
  const lieutenant = orderTotal(option, 'LIEUTENANT');
  const mine = itemIds(group, option).skills;
  const has = (set: Ids): boolean => mine.some((id) => set.has(id));
  const swc = parseSwc(option.swc);
  return {
    name: trooperName(unit, option),
    training: regular === 0 && irregular > 0 ? 'irregular' : 'regular',
    cost,
    lieutenant: lieutenant > 0,
    lieutenantOrders: lieutenant >= 2 ? 2 : 1,
    nco: has(how.skills.skills.nco),
    chainOfCommand: has(how.skills.skills.chainOfCommand),
    tacticalAwareness: orderTotal(option, 'TACTICAL') > 0,
    impetuous: orderTotal(option, 'IMPETUOUS') > 0,
    peripheral:
      regular + irregular === 0 &&
      !(how.chosen && (option.minis ?? 0) > 0 && !has(how.skills.skills.peripheral)),
    state: 'normal',
    // Reinforcements join the battle later: not on the table at the first Order Count. A
    // trooper with Hidden Deployment is counted as deployed hidden (docs/rules.md §2.2):
    // its presence is private, so the public views never show it (§9.7).
    // Combat Jump and Parachutist troopers wait to deploy (Airborne Deployment, §2.2): their
    // presence is private as a hidden trooper's is (§9.7), so one rule keeps them out of
    // the Courtesy list and of every public count alike.
    deployment:
      how.reinforcement || has(how.skills.skills.combatJump) || has(how.skills.skills.parachutist)
        ? 'off-table'
        : how.hidden || has(how.skills.skills.hiddenDeployment)
          ? 'hidden'
          : 'table',
    // SWC is an N5 list check (docs/rules.md §7.3); N4 and CodeOne lists do not carry it.
    ...(how.game === 'n5' && swc.spent > 0 ? { swc: swc.spent } : {}),
    ...(how.game === 'n5' && swc.added > 0 ? { swcAllowance: swc.added } : {}),
  };
}

interface Found {
  readonly unit: Unit;
  readonly group: ProfileGroup | null;
  readonly option: Option;
}

function find(
  units: ReadonlyMap<number, Unit>,
  m: MemberIds,
): Found | { part: MissingPart; unit: Unit | null } {
  const unit = units.get(m.unitId);
  if (unit === undefined) return { part: 'unit', unit: null };
  // Profile group 0 is the unit's own options: a pair chosen together.
  if (m.profileGroupId === 0) {
    const option = (unit.options ?? []).find((o) => o.id === m.optionId);
    if (option === undefined)
      return { part: (unit.options ?? []).length === 0 ? 'profile group' : 'option', unit };
    return { unit, group: null, option };
  }
  const group = unit.profileGroups.find((g) => g.id === m.profileGroupId);
  if (group === undefined) return { part: 'profile group', unit };
  const option = group.options.find((o) => o.id === m.optionId);
  if (option === undefined) return { part: 'option', unit };
  return { unit, group, option };
}

interface Expanded {
  readonly troopers: Trooper[];
  readonly missing: MemberIds[];
  /** An included profile with orders that is not an operator of the same trooper. */
  combined: boolean;
  /** The private traits of every option reached (docs/rules.md §9.7). */
  readonly traits: Set<PrivateTrait>;
}

/**
 * The troopers an option puts on the table. Its points already include its included
 * profiles, so only the chosen option carries a cost:
 * - an included option with the parent's points is the same trooper in another profile
 *   (a TAG's operator, a dismounted rider): it adds neither a trooper, points nor orders,
 *   which is how the army builder totals orders (every such include in the N5 data);
 * - an included option without orders is a peripheral (a drone, a pet), cost 0;
 * - an included option with orders of its own is a trooper, cost 0, flagged for a check.
 * A unit-level option (profile group 0) is a pair: each included option is a trooper with
 * its own points (they add up to the option's, as in every such option of the data).
 */
function expand(
  units: ReadonlyMap<number, Unit>,
  hit: Found,
  how: Counting,
  out: Expanded,
  depth: number,
  self: { readonly cost: number } | null,
): void {
  const { unit, option } = hit;
  const pair = hit.group === null;
  const traits = traitsOf(hit.group, option, how.skills);
  for (const t of traits) out.traits.add(t);
  if (!pair && self !== null)
    out.troopers.push(
      trooperOf(unit, hit.group, option, self.cost, { ...how, chosen: depth === 0 }),
    );
  // What a hidden trooper includes deploys with it (a pair's members each have their own).
  const inner: Counting = {
    ...how,
    hidden: how.hidden || (!pair && traits.includes('hidden-deployment')),
  };
  const first = out.troopers.length;
  for (const inc of option.includes ?? []) {
    const ids = { unitId: unit.id, profileGroupId: inc.group, optionId: inc.option };
    const sub = find(units, ids);
    if ('part' in sub) {
      out.missing.push(ids);
      continue;
    }
    if (depth >= MAX_INCLUDE_DEPTH) continue;
    const copies = Math.min(inc.q ?? 1, INCLUDE_Q_MAX);
    for (let q = 0; q < copies; q++) {
      const withOrders = hasOrders(sub.option);
      if (pair) {
        // A member of a pair with orders is a trooper with its own points; one without
        // orders is another profile of a member (a dismounted rider).
        expand(units, sub, inner, out, depth + 1, withOrders ? { cost: sub.option.points } : null);
      } else if (sub.option.points === option.points && option.points > 0) {
        // The same trooper in another profile: only what it includes in turn counts.
        expand(units, sub, inner, out, depth + 1, null);
      } else {
        if (withOrders) out.combined = true;
        expand(units, sub, inner, out, depth + 1, { cost: 0 });
      }
    }
  }
  if (pair) {
    // Keep the builder's total should the pair's points not add up to the option's.
    const mine = out.troopers.slice(first);
    const sum = mine.reduce((s, t) => s + t.cost, 0);
    const lead = mine[0];
    if (lead !== undefined && sum !== option.points)
      out.troopers[first] = { ...lead, cost: Math.max(0, option.points - (sum - lead.cost)) };
  }
}

/**
 * What tells an option from others of the same name in its group: the weapons it has
 * that not all of them share (all its weapons when they differ otherwise).
 */
function optionDetail(
  group: ProfileGroup | null,
  option: Option,
  unit: Unit,
  weaponNames: ReadonlyMap<number, string>,
): string[] {
  const siblings = group === null ? (unit.options ?? []) : group.options;
  const name = nameKey(option.name ?? '');
  const same = siblings.filter((o) => nameKey(o.name ?? '') === name);
  if (same.length < 2) return [];
  const idsOf = (o: Option): number[] =>
    (o.weapons ?? []).flatMap((w) => (w?.id == null ? [] : [w.id]));
  const shared = (id: number): boolean => same.every((o) => idsOf(o).includes(id));
  const own = idsOf(option);
  const differing = own.filter((id) => !shared(id));
  return (differing.length > 0 ? differing : own).map(
    (id) => weaponNames.get(id) ?? `weapon ${id}`,
  );
}

export function resolveArmyCode(
  code: ArmyCode,
  file: UnitFile,
  meta: Metadata | null,
  opts: ResolveOptions = {},
): Resolution {
  const units = unitIndex(file);
  const reinforcementId = file.reinforcements ?? null;
  const reinforcementFile =
    reinforcementId === null ? null : (opts.reinforcements?.(reinforcementId) ?? null);
  const extra = reinforcementFile === null ? null : unitIndex(reinforcementFile);
  const skills = skillIds(meta);
  const names = {
    weapons: namesOf(meta?.weapons),
    skills: namesOf(meta?.skills),
    equips: namesOf(meta?.equips),
  };
  const game = opts.game ?? metadataGame(meta) ?? 'n5';
  const missing: Missing[] = [];
  const combined: { group: number; index: number }[] = [];
  const groups = code.groups.map((g, gi) =>
    g.members.map((m: CodeMember, index): MemberResolution => {
      const ids = { unitId: m.unitId, profileGroupId: m.profileGroupId, optionId: m.optionId };
      let from: ReadonlyMap<number, Unit> = units;
      let hit = find(units, m);
      // Reinforcements live in the file the faction file names.
      if ('part' in hit && hit.part === 'unit' && extra !== null) {
        const other = find(extra, m);
        if (!('part' in other) || other.part !== 'unit') {
          hit = other;
          from = extra;
        }
      }
      if ('part' in hit) {
        const unitName_ = hit.unit === null ? null : unitName(hit.unit);
        const miss = { ...ids, group: gi, index, part: hit.part, unitName: unitName_ };
        missing.push(miss);
        return { found: false, ...miss };
      }
      const how = { skills, reinforcement: g.reinforcement === true, game, hidden: false };
      const out: Expanded = { troopers: [], missing: [], combined: false, traits: new Set() };
      expand(from, hit, how, out, 0, { cost: hit.option.points });
      for (const inc of out.missing)
        missing.push({ ...inc, group: gi, index, part: 'option', unitName: unitName(hit.unit) });
      if (out.combined) combined.push({ group: gi, index });
      return {
        found: true,
        ...ids,
        group: gi,
        index,
        unitName: unitName(hit.unit),
        optionName: trooperName(hit.unit, hit.option),
        points: hit.option.points,
        swc: String(hit.option.swc ?? '-'),
        detail: optionDetail(hit.group, hit.option, hit.unit, names.weapons),
        fromReinforcements: from === units ? null : reinforcementId,
        troopers: out.troopers,
        traits: PRIVATE_TRAITS.filter((t) => out.traits.has(t)),
        loadout: openLoadout(hit.option, names, skills),
        openName: openName(hit.unit, hit.group, hit.option),
      };
    }),
  );
  const list: ArmyList = {
    game,
    ...(code.points > 0 ? { points: code.points } : {}),
    name: code.armyName.trim() === '' ? code.factionSlug : code.armyName.trim(),
    groups: groups.map((members, gi) => ({
      ...(code.groups[gi]?.reinforcement === true ? { name: 'Reinforcements' } : {}),
      troopers: members.flatMap((m) => (m.found ? m.troopers : [])),
    })),
  };
  return { groups, missing, combined, list, skillsKnown: meta !== null };
}

/** The name most options of the group share (the first of a tie); a pair's own name. */
function openName(unit: Unit, group: ProfileGroup | null, option: Option): string {
  if (group === null) return trooperName(unit, option);
  const counts = new Map<string, { name: string; n: number }>();
  for (const o of group.options) {
    const name = trooperName(unit, o);
    const hit = counts.get(nameKey(name)) ?? { name, n: 0 };
    counts.set(nameKey(name), { name: hit.name, n: hit.n + 1 });
  }
  let best: { name: string; n: number } | null = null;
  for (const c of counts.values()) if (best === null || c.n > best.n) best = c;
  return best?.name ?? trooperName(unit, option);
}

/** Names by id from the metadata (the first of an id), spaces folded. */
function namesOf(entries: readonly { id: number; name: string }[] | null | undefined) {
  const m = new Map<number, string>();
  for (const e of entries ?? []) if (!m.has(e.id)) m.set(e.id, foldSpaces(e.name));
  return m;
}

/**
 * What the option openly carries (docs/rules.md §9.7): its weapons, equipment and skills
 * by name, in the file's order, without the private ones (Lieutenant, Chain of Command,
 * Counterintelligence, the deployment skills, HoloMask).
 */
function openLoadout(
  option: Option,
  names: Readonly<Record<'weapons' | 'skills' | 'equips', ReadonlyMap<number, string>>>,
  ids: SkillIds,
): string[] {
  const named = (refs: Refs, by: ReadonlyMap<number, string>, kind: string, hide: Ids) =>
    idList(refs)
      .filter((id) => !hide.has(id))
      .map((id) => by.get(id) ?? `${kind} ${id}`);
  const all = [
    ...named(option.weapons, names.weapons, 'weapon', new Set()),
    ...named(option.equip, names.equips, 'equipment', ids.equips.holomask),
    ...named(option.skills, names.skills, 'skill', ids.privateSkills),
  ];
  return all.filter((n, i) => all.indexOf(n) === i);
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
