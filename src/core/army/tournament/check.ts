/**
 * The list rules of docs/rules.md §9 on an army code, read from the army builder's own
 * files: points, SWC, trooper and group limits, the Lieutenant, AVA, relations,
 * mercenaries, Reinforcements and Spec-Ops. Each problem has a stable rule id, its
 * section, and the members it concerns by Combat Group and position.
 */
import type { ArmyCode } from '../code/index.js';
import type { ArmyView, GroupView, OptionView, RelationView, UnitView } from './data.js';
import {
  DEFAULT_LIST_CHOICES,
  LIST_LIMITS,
  RULE_SECTION,
  type Extra,
  type ListChoices,
  type RuleId,
} from './rules.js';

/** A member of the list by its place in the code (1-based, as the army builder shows). */
export interface MemberRef {
  readonly group: number;
  readonly position: number;
  readonly name: string;
}

export interface ListProblem {
  readonly rule: RuleId;
  readonly section: string;
  readonly message: string;
  readonly members: readonly MemberRef[];
}

export interface CheckOptions {
  /** The game's points; by default the code's own limit. */
  readonly points?: number;
  readonly extras?: ReadonlySet<Extra>;
  readonly choices?: Partial<ListChoices>;
  /**
   * CodeOne lists have their own limits (docs/rules.md §2.3); by default a code of a
   * CodeOne faction (ids 10101 and up) is one.
   */
  readonly codeone?: boolean;
}

export interface ListCheck {
  readonly faction: number;
  readonly slug: string;
  readonly name: string;
  readonly points: number;
  readonly spent: { readonly points: number; readonly swc: number };
  readonly allowance: { readonly points: number; readonly swc: number };
  readonly troopers: number;
  readonly problems: readonly ListProblem[];
}

/** A member found in the files. */
interface Member {
  readonly ref: MemberRef;
  readonly unit: UnitView;
  /** Null for a unit-level option (profile group 0). */
  readonly pg: GroupView | null;
  readonly option: OptionView;
  readonly fromReinforcements: boolean;
  readonly reinforcementGroup: boolean;
  readonly specOps: boolean;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "group 1 #3 KUANG SHI" */
export const refText = (m: MemberRef): string => `group ${m.group} #${m.position} ${m.name}`;
const refsText = (ms: readonly MemberRef[], max = 6): string => {
  const shown = ms.slice(0, max).map(refText).join(', ');
  return ms.length > max ? `${shown} and ${ms.length - max} more` : shown;
};

/** SWC as written: spent, added to the allowance ("+X"), or nothing ("-"). */
export function swcOf(swc: string): { spent: number; added: number; dash: boolean } {
  if (swc === '-' || swc === '') return { spent: 0, added: 0, dash: swc === '-' };
  const n = Number(swc.replace(/^\+/, ''));
  if (!Number.isFinite(n) || n < 0) return { spent: 0, added: 0, dash: false };
  return swc.startsWith('+')
    ? { spent: 0, added: n, dash: false }
    : { spent: n, added: 0, dash: false };
}

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** Half-point SWC and CodeOne's 2.5 points add up exactly at this scale. */
const exact = (n: number): number => Math.round(n * 100) / 100;

function findMember(
  army: ArmyView,
  extra: ArmyView | null,
  ids: { unitId: number; profileGroupId: number; optionId: number },
): { unit: UnitView; pg: GroupView | null; option: OptionView; extra: boolean } | string {
  let unit = army.units.get(ids.unitId);
  let fromExtra = false;
  if (unit === undefined && extra !== null) {
    unit = extra.units.get(ids.unitId);
    fromExtra = unit !== undefined;
  }
  const idText = `unit ${ids.unitId}, profile group ${ids.profileGroupId}, option ${ids.optionId}`;
  if (unit === undefined) return `${idText}: no unit with this id in the army's files`;
  if (ids.profileGroupId === 0) {
    const option = unit.pairs.get(ids.optionId);
    return option === undefined
      ? `${idText}: ${unit.name} has no unit-level option with this id`
      : { unit, pg: null, option, extra: fromExtra };
  }
  const pg = unit.groups.get(ids.profileGroupId);
  if (pg === undefined) return `${idText}: ${unit.name} has no profile group with this id`;
  const option = pg.options.get(ids.optionId);
  if (option === undefined) return `${idText}: ${unit.name} has no option with this id`;
  return { unit, pg, option, extra: fromExtra };
}

/**
 * Checks one decoded army code against its army's file (and the reinforcement file the
 * army names, when at hand).
 */
export function checkList(
  code: ArmyCode,
  army: ArmyView,
  reinforcements: ArmyView | null,
  opts: CheckOptions = {},
): ListCheck {
  const extras = opts.extras ?? new Set<Extra>();
  const choices: ListChoices = { ...DEFAULT_LIST_CHOICES, ...opts.choices };
  const problems: ListProblem[] = [];
  const add = (rule: RuleId, message: string, members: readonly MemberRef[] = []): void => {
    problems.push({ rule, section: RULE_SECTION[rule], message, members });
  };

  const members: Member[] = [];
  code.groups.forEach((g, gi) => {
    g.members.forEach((m, mi) => {
      const hit = findMember(army, reinforcements, m);
      if (typeof hit === 'string') {
        add(
          'unknown',
          `group ${gi + 1} #${mi + 1}: ${hit} (the army builder's ids change between data versions)`,
          [{ group: gi + 1, position: mi + 1, name: `unit ${m.unitId}` }],
        );
        return;
      }
      const name = hit.option.name || hit.unit.name;
      members.push({
        ref: { group: gi + 1, position: mi + 1, name },
        unit: hit.unit,
        pg: hit.pg,
        option: hit.option,
        fromReinforcements: hit.extra,
        reinforcementGroup: g.reinforcement === true,
        specOps: m.customisations.length > 0,
      });
    });
  });

  const points = opts.points ?? code.points;
  const codeone = opts.codeone ?? code.factionId >= CODEONE_FIRST_FACTION;
  const reinforced = extras.has('reinforcements');
  const main = reinforced ? members.filter((m) => !m.reinforcementGroup) : members;
  const extraSection = reinforced ? members.filter((m) => m.reinforcementGroup) : [];
  const mainPoints = reinforced ? points - LIST_LIMITS.reinforcementPoints : points;
  const swcOfPoints = (p: number): number => {
    const q = p / LIST_LIMITS.pointsPerSwc;
    return choices['swc-rounding'] === 'ceil' ? Math.ceil(q) : Math.floor(q);
  };

  // §9.1 points.
  const cost = (ms: readonly Member[]): number => exact(sum(ms.map((m) => m.option.points)));
  const spentPoints = cost(members);
  if (points > 0) {
    const over = (ms: readonly Member[], limit: number, what: string): void => {
      const c = cost(ms);
      if (c > limit) add('points', `${what} cost ${c} points, over the ${limit} allowed`);
    };
    over(main, mainPoints, reinforced ? 'the Main Section troopers' : 'the troopers');
    if (reinforced)
      over(extraSection, LIST_LIMITS.reinforcementPoints, 'the Reinforcement Section troopers');
  }

  // §9.2 mercenaries: with Soldiers of Fortune, using them costs 1 SWC.
  const mercs = members.filter((m) => m.unit.mercenary);
  const sof = extras.has('soldiers-of-fortune');

  // §9.1 SWC: 1 per 50 points plus every "+X"; "-" adds nothing.
  const swcTotals = (ms: readonly Member[], base: number) => {
    const parts = ms.map((m) => ({ m, s: swcOf(m.option.swc) }));
    return {
      spent: exact(sum(parts.map((p) => p.s.spent))),
      added: exact(sum(parts.map((p) => p.s.added))),
      base,
      dashes: parts.filter((p) => p.s.dash).map((p) => p.m.ref),
    };
  };
  const mainSwc = swcTotals(main, swcOfPoints(mainPoints));
  const mercSwc = sof && mercs.length > 0 ? LIST_LIMITS.mercenarySwc : 0;
  const allowedSwc = exact(mainSwc.base + mainSwc.added);
  const spentSwc = exact(mainSwc.spent + mercSwc);
  if (points > 0 && spentSwc > allowedSwc) {
    const more = mainSwc.added > 0 ? ` (${mainSwc.base} + ${mainSwc.added} from "+" options)` : '';
    const merc = mercSwc > 0 ? ` (${mercSwc} of it for the mercenaries)` : '';
    add(
      'swc',
      `${reinforced ? 'the Main Section troopers spend' : 'the troopers spend'} ${spentSwc} SWC${merc}, over the ${allowedSwc} SWC${more} of ${mainPoints} points`,
    );
  }
  if (reinforced) {
    const r = swcTotals(extraSection, LIST_LIMITS.reinforcementSwc);
    if (r.spent > r.base + r.added)
      add(
        'swc',
        `the Reinforcement Section troopers spend ${r.spent} SWC, over its ${r.base + r.added} SWC`,
      );
  }
  if (choices['dash-swc'] === 'problem' && mainSwc.dashes.length > 0)
    add('swc', `SWC "-" on an option chosen directly: ${refsText(mainSwc.dashes)}`, mainSwc.dashes);

  // §9.1 troopers: peripherals take no place; a G: Jumper's Proxies take one together.
  const jumpers = jumperUnits(army);
  const places = (ms: readonly Member[]): number => {
    const seen = new Set<string>();
    let n = 0;
    for (const m of ms) {
      // A unit-level option is a pair of troopers chosen together: each takes a place.
      if (m.pg === null) {
        n += pairPlaces(m);
        continue;
      }
      if (!m.option.trooper) continue;
      if (jumpers.has(m.unit.id)) {
        const key = `${m.ref.group}:${m.unit.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      n++;
    }
    return n;
  };
  const troopers = places(members);
  const commlink = reinforced ? sum(main.map((m) => m.option.commlink)) : 0;
  const cap = codeone ? 10 : LIST_LIMITS.troopers + commlink;
  if (!extras.has('free-game') && troopers > cap) {
    const why = commlink > 0 ? ` (${LIST_LIMITS.troopers} + ${commlink} from Commlink)` : '';
    add(
      'troopers',
      `the list has ${troopers} troopers, over the ${cap}${why} allowed (peripherals not counted)`,
    );
  }
  code.groups.forEach((_, gi) => {
    const inGroup = members.filter((m) => m.ref.group === gi + 1);
    const n = places(inGroup);
    if (n > LIST_LIMITS.perGroup)
      add(
        'group-size',
        `Combat Group ${gi + 1} has ${n} troopers, over the ${LIST_LIMITS.perGroup} allowed (peripherals not counted)`,
        inGroup.map((m) => m.ref),
      );
  });
  if (codeone && code.groups.length > 1)
    add('group-size', `a CodeOne list is one Combat Group; this one has ${code.groups.length}`);

  // §9.1 Lieutenant.
  const lts = members.filter((m) => m.option.lieutenant);
  if (lts.length === 0) add('lieutenant', 'the list has no Lieutenant; exactly one is required');
  if (lts.length > 1)
    add(
      'lieutenant',
      `the list has ${lts.length} Lieutenants (${refsText(lts.map((m) => m.ref))}); exactly one is allowed`,
      lts.map((m) => m.ref),
    );
  for (const m of lts) {
    if (m.pg?.rem === true)
      add('lieutenant', `${refText(m.ref)} is a REM and cannot be the Lieutenant`, [m.ref]);
    else if (m.option.irregular)
      add('lieutenant', `${refText(m.ref)} is Irregular and cannot be the Lieutenant`, [m.ref]);
    if (m.specOps && choices['spec-ops-lieutenant'] === 'no')
      add('spec-ops', `${refText(m.ref)} is a Spec-Ops and cannot be the Lieutenant`, [m.ref]);
  }

  avaProblems(members, army, choices, add);
  relationProblems(members, army, choices, add);

  // §9.2 mercenaries.
  if (mercs.length > 0 && !sof)
    add(
      'mercenary',
      `mercenary copies need the Soldiers of Fortune extra (--extras soldiers-of-fortune): ${refsText(mercs.map((m) => m.ref))}`,
      mercs.map((m) => m.ref),
    );
  if (mercs.length > 0 && sof) {
    const mp = cost(mercs);
    if (mp > LIST_LIMITS.mercenaryPoints)
      add(
        'mercenary',
        `the mercenaries cost ${mp} points, over the ${LIST_LIMITS.mercenaryPoints} of Soldiers of Fortune`,
        mercs.map((m) => m.ref),
      );
    const characters = new Map<number, Member[]>();
    for (const m of members) {
      if (m.pg?.character !== true) continue;
      const base = baseId(m.unit);
      characters.set(base, [...(characters.get(base) ?? []), m]);
    }
    for (const ms of characters.values())
      if (ms.length > 1 && ms.some((m) => m.unit.mercenary))
        add(
          'mercenary',
          `a Character may not be fielded twice: ${refsText(ms.map((m) => m.ref))}`,
          ms.map((m) => m.ref),
        );
  }

  reinforcementProblems(code, members, reinforced, add);

  // §9.6 Spec-Ops.
  const spec = members.filter((m) => m.specOps);
  if (spec.length > 0 && !extras.has('spec-ops'))
    add(
      'spec-ops',
      `Spec-Ops troopers need the Spec-Ops extra (--extras spec-ops): ${refsText(spec.map((m) => m.ref))}`,
      spec.map((m) => m.ref),
    );
  else if (spec.length > 1 && choices['spec-ops-count'] === 'one')
    add(
      'spec-ops',
      `one Spec-Ops per list; this list has ${spec.length}: ${refsText(spec.map((m) => m.ref))}`,
      spec.map((m) => m.ref),
    );

  return {
    faction: code.factionId,
    slug: code.factionSlug,
    name: code.armyName.trim() === '' ? code.factionSlug : code.armyName.trim(),
    points,
    spent: {
      points: spentPoints,
      swc: exact(spentSwc + (reinforced ? swcTotals(extraSection, 0).spent : 0)),
    },
    allowance: {
      points,
      swc: exact(allowedSwc + (reinforced ? LIST_LIMITS.reinforcementSwc : 0)),
    },
    troopers,
    problems,
  };
}

/** CodeOne's faction ids: 10101 PanOceania, 10201 Yu Jing... */
const CODEONE_FIRST_FACTION = 10000;

type Add = (rule: RuleId, message: string, members?: readonly MemberRef[]) => void;

/** The unit a mercenary copy is of (§9.2: id = base id + 10000). */
const baseId = (u: UnitView): number =>
  u.mercenary && u.id >= LIST_LIMITS.mercOffset ? u.id - LIST_LIMITS.mercOffset : u.id;

/**
 * Units a "one group" relation names whole (no profile): a G: Jumper's Proxies, which
 * take one place together in each Combat Group (§9.1, §9.3).
 */
const jumperCache = new WeakMap<ArmyView, ReadonlySet<number>>();
function jumperUnits(army: ArmyView): ReadonlySet<number> {
  let hit = jumperCache.get(army);
  if (hit === undefined) {
    hit = new Set(
      army.relations
        .filter(
          (r) => r.group && r.units.every((u) => u.profile === null && u.depends.length === 0),
        )
        .flatMap((r) => r.units.map((u) => u.unit)),
    );
    jumperCache.set(army, hit);
  }
  return hit;
}

/** The troopers of a unit-level option (a pair): its included options that give orders. */
const pairPlaces = (m: Member): number =>
  sum(
    m.option.includes.map((inc) =>
      m.unit.groups.get(inc.group)?.options.get(inc.option)?.trooper === true ? inc.q : 0,
    ),
  );

/** The (unit, profile group) places a member counts at for AVA: a pair counts its members. */
function avaPlaces(m: Member): { unit: UnitView; pg: GroupView }[] {
  if (m.pg !== null) return [{ unit: m.unit, pg: m.pg }];
  return m.option.includes.flatMap((inc) => {
    const pg = m.unit.groups.get(inc.group);
    return pg === undefined ? [] : Array.from({ length: inc.q }, () => ({ unit: m.unit, pg }));
  });
}

/** §9.2: troopers per unit and profile group against the group's AVA (255 = Total). */
function avaProblems(
  members: readonly Member[],
  army: ArmyView,
  choices: ListChoices,
  add: Add,
): void {
  const counts = new Map<string, { limit: number; name: string; refs: MemberRef[] }>();
  for (const m of members) {
    // docs/rules-choices.md: `reinforcement-ava=skip` leaves them out.
    if (m.fromReinforcements && choices['reinforcement-ava'] === 'skip') continue;
    for (const { unit, pg } of avaPlaces(m)) {
      // The list's army file gives the AVA (a sectorial's own); a unit only in another
      // file (a reinforcement) keeps its own.
      const own = army.units.get(unit.id)?.groups.get(pg.id) ?? pg;
      const ava = own.ava;
      if (ava === null || ava < 0 || ava >= LIST_LIMITS.avaTotal) continue;
      const id = choices['merc-ava'] === 'shared' ? baseId(unit) : unit.id;
      const key = choices['ava-by'] === 'group' ? `${id}:${pg.id}` : `${id}`;
      const entry = counts.get(key) ?? { limit: ava, name: unit.name, refs: [] };
      entry.limit = Math.min(entry.limit, ava);
      entry.refs.push(m.ref);
      counts.set(key, entry);
    }
  }
  for (const { limit, name, refs } of counts.values())
    if (refs.length > limit)
      add(
        'ava',
        `${plural(refs.length, 'trooper')} of ${name}, over its AVA ${limit}: ${refsText(refs)}`,
        refs,
      );
}

const matches = (m: Member, e: { unit: number; profile: number | null }): boolean =>
  m.unit.id === e.unit && (e.profile === null || m.pg?.id === e.profile);

const relationName = (r: RelationView, members: readonly Member[]): string =>
  r.units
    .map((e) => members.find((m) => matches(m, e))?.unit.name ?? `unit ${e.unit}`)
    .filter((n, i, all) => all.indexOf(n) === i)
    .join(' / ');

/** §9.3: shared caps, one-group counts, depends. */
function relationProblems(
  members: readonly Member[],
  army: ArmyView,
  choices: ListChoices,
  add: Add,
): void {
  for (const r of army.relations) {
    const depends = r.units.some((u) => u.depends.length > 0);
    if (depends) {
      for (const e of r.units) {
        const listed = members.filter((m) => matches(m, e));
        if (listed.length === 0) continue;
        for (const d of e.depends) dependsProblem(r, e, d, listed, members, add);
      }
      continue;
    }
    const counted = members.filter((m) => r.units.some((e) => matches(m, e)));
    const name = relationName(r, members);
    const present = counted.length > 0 || choices['relation-min'] === 'always';
    const refs = counted.map((m) => m.ref);
    if (r.max !== null && counted.length > r.max)
      add(
        'relation',
        `${name}: ${plural(counted.length, 'trooper')}, over the ${r.max} these units may field together: ${refsText(refs)}`,
        refs,
      );
    if (present && r.min !== null && counted.length < r.min)
      add(
        'relation',
        `${name}: ${plural(counted.length, 'trooper')}, under the ${r.min} required`,
        refs,
      );
    if (r.group) {
      const groups = new Set(counted.map((m) => m.ref.group));
      if (groups.size > 1)
        add(
          'relation',
          `${name} must all be in one Combat Group; they are in groups ${[...groups].join(', ')}: ${refsText(refs)}`,
          refs,
        );
    }
  }
}

function dependsProblem(
  r: RelationView,
  e: RelationView['units'][number],
  d: RelationView['units'][number]['depends'][number],
  listed: readonly Member[],
  members: readonly Member[],
  add: Add,
): void {
  const needed = members.filter((m) => matches(m, d));
  const sameGroup = r.group || d.group;
  const neededName =
    needed[0]?.ref.name ??
    (d.profile === null ? `unit ${d.unit}` : `unit ${d.unit} profile group ${d.profile}`);
  const listedName = listed[0]?.unit.name ?? `unit ${e.unit}`;
  // "With minDependant or more of them, at least min of the needed profile" (§9.3).
  const required = (n: number): number =>
    d.minDependant !== null && n >= d.minDependant ? Math.max(d.min ?? 1, 1) : 1;
  const scopes = sameGroup
    ? [...new Set(listed.map((m) => m.ref.group))].map((g) => ({
        where: `in Combat Group ${g}`,
        mine: listed.filter((m) => m.ref.group === g),
        have: needed.filter((m) => m.ref.group === g).length,
      }))
    : [{ where: 'in the list', mine: listed, have: needed.length }];
  for (const s of scopes) {
    const need = required(s.mine.length);
    if (s.have >= need) continue;
    const refs = s.mine.map((m) => m.ref);
    const elsewhere =
      sameGroup && needed.length > 0
        ? ` (${refsText(needed.map((m) => m.ref))} is in another group)`
        : '';
    add(
      'relation',
      `${listedName} (${refsText(refs)}) ${need === 1 ? 'needs' : `need ${need} of`} ${neededName} ${s.where}; ${s.have === 0 ? 'there is none' : `there ${s.have === 1 ? 'is' : 'are'} ${s.have}`}${elsewhere}`,
      refs,
    );
  }
}

/** §9.4: Main and Reinforcement Sections; without the extra, no reinforcements at all. */
function reinforcementProblems(
  code: ArmyCode,
  members: readonly Member[],
  reinforced: boolean,
  add: Add,
): void {
  const groups = code.groups.flatMap((g, gi) => (g.reinforcement === true ? [gi + 1] : []));
  const fromFile = members.filter((m) => m.fromReinforcements);
  if (!reinforced) {
    const refs = members
      .filter((m) => m.fromReinforcements || m.reinforcementGroup)
      .map((m) => m.ref);
    if (groups.length > 0 || refs.length > 0)
      add(
        'reinforcements',
        `the list uses Reinforcements${groups.length > 0 ? ` (group ${groups.join(', ')})` : ''}; the Reinforcements extra is needed (--extras reinforcements)`,
        refs,
      );
    return;
  }
  const misplaced = fromFile.filter((m) => !m.reinforcementGroup);
  if (misplaced.length > 0)
    add(
      'reinforcements',
      `reinforcement units go only in the Reinforcement Section: ${refsText(misplaced.map((m) => m.ref))}`,
      misplaced.map((m) => m.ref),
    );
  const strangers = members.filter((m) => m.reinforcementGroup && !m.fromReinforcements);
  if (strangers.length > 0)
    add(
      'reinforcements',
      `the Reinforcement Section holds only reinforcement units: ${refsText(strangers.map((m) => m.ref))}`,
      strangers.map((m) => m.ref),
    );
  const links = members.filter((m) => !m.reinforcementGroup && m.option.commlink > 0);
  if (links.length !== 1)
    add(
      'reinforcements',
      links.length === 0
        ? 'the Main Section needs exactly one trooper with Commlink; it has none'
        : `the Main Section needs exactly one trooper with Commlink; it has ${links.length}: ${refsText(links.map((m) => m.ref))}`,
      links.map((m) => m.ref),
    );
}
