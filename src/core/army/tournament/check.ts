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
  /** The data the files come from, named when a code's ids are not in it. */
  readonly data?: { readonly date: string | null };
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
  const idText = `${ids.unitId}-${ids.profileGroupId}-${ids.optionId}`;
  if (unit === undefined) return `${idText}: no unit ${ids.unitId}`;
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

/** What every step of one check reads. */
interface Ctx {
  readonly code: ArmyCode;
  readonly army: ArmyView;
  readonly members: readonly Member[];
  /** Some of the code's ids are not in the files (§9.1). */
  readonly partial: boolean;
  readonly points: number;
  readonly codeone: boolean;
  readonly extras: ReadonlySet<Extra>;
  readonly choices: ListChoices;
  readonly reinforced: boolean;
  readonly main: readonly Member[];
  readonly extraSection: readonly Member[];
  readonly mainPoints: number;
  readonly add: Add;
}

interface Unknown {
  readonly ref: MemberRef;
  readonly why: string;
}

/** The code's members found in the files, and those that are not. */
function membersOf(
  code: ArmyCode,
  army: ArmyView,
  reinforcements: ArmyView | null,
): { members: Member[]; unknown: Unknown[] } {
  const members: Member[] = [];
  const unknown: Unknown[] = [];
  code.groups.forEach((g, gi) => {
    g.members.forEach((m, mi) => {
      const hit = findMember(army, reinforcements, m);
      if (typeof hit === 'string') {
        unknown.push({
          ref: { group: gi + 1, position: mi + 1, name: `unit ${m.unitId}` },
          why: hit,
        });
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
  return { members, unknown };
}

const cost = (ms: readonly Member[]): number => exact(sum(ms.map((m) => m.option.points)));

/** §9.1 points. */
function pointsProblems(c: Ctx): void {
  if (c.points <= 0) return;
  const over = (ms: readonly Member[], limit: number, what: string): void => {
    const n = cost(ms);
    if (n > limit) c.add('points', `${what} cost ${n} points, over the ${limit} allowed`);
  };
  over(c.main, c.mainPoints, c.reinforced ? 'the Main Section troopers' : 'the troopers');
  if (c.reinforced)
    over(c.extraSection, LIST_LIMITS.reinforcementPoints, 'the Reinforcement Section troopers');
}

/** §9.1 SWC of some members: 1 per 50 points plus every "+X"; "-" adds nothing. */
const swcTotals = (ms: readonly Member[], base: number) => {
  const parts = ms.map((m) => ({ m, s: swcOf(m.option.swc) }));
  return {
    spent: exact(sum(parts.map((p) => p.s.spent))),
    added: exact(sum(parts.map((p) => p.s.added))),
    base,
    dashes: parts.filter((p) => p.s.dash).map((p) => p.m.ref),
  };
};

/** §9.1 SWC, and §9.2: with Soldiers of Fortune, using mercenaries costs 1 SWC. */
function swcProblems(c: Ctx): { spent: number; allowed: number } {
  const q = c.mainPoints / LIST_LIMITS.pointsPerSwc;
  const base = c.choices['swc-rounding'] === 'ceil' ? Math.ceil(q) : Math.floor(q);
  const mainSwc = swcTotals(c.main, base);
  const mercs = c.members.some((m) => m.unit.mercenary);
  const mercSwc = c.extras.has('soldiers-of-fortune') && mercs ? LIST_LIMITS.mercenarySwc : 0;
  const allowed = exact(mainSwc.base + mainSwc.added);
  const spent = exact(mainSwc.spent + mercSwc);
  if (c.points > 0 && spent > allowed) {
    const more = mainSwc.added > 0 ? ` (${mainSwc.base} + ${mainSwc.added} from "+" options)` : '';
    const merc = mercSwc > 0 ? ` (${mercSwc} of it for the mercenaries)` : '';
    c.add(
      'swc',
      `${c.reinforced ? 'the Main Section troopers spend' : 'the troopers spend'} ${spent} SWC${merc}, over the ${allowed} SWC${more} of ${c.mainPoints} points`,
    );
  }
  if (c.reinforced) {
    const r = swcTotals(c.extraSection, LIST_LIMITS.reinforcementSwc);
    if (r.spent > r.base + r.added)
      c.add(
        'swc',
        `the Reinforcement Section troopers spend ${r.spent} SWC, over its ${r.base + r.added} SWC`,
      );
  }
  if (c.choices['dash-swc'] === 'problem' && mainSwc.dashes.length > 0)
    c.add(
      'swc',
      `SWC "-" on an option chosen directly: ${refsText(mainSwc.dashes)}`,
      mainSwc.dashes,
    );
  return { spent, allowed };
}

/** §9.1 troopers: peripherals take no place; a G: Jumper's Proxies take one together. */
function placesOf(c: Ctx): (ms: readonly Member[]) => number {
  const jumpers = jumperUnits(c.army);
  return (ms) => {
    const seen = new Set<string>();
    let n = 0;
    for (const m of ms) {
      // A unit-level option is a pair of troopers chosen together: each takes a place.
      if (m.pg === null) {
        n += pairPlaces(m);
        continue;
      }
      const orderless = m.option.orderless && c.choices.orderless === 'count';
      if (!m.option.trooper && !orderless) continue;
      if (jumpers.has(m.unit.id)) {
        const key = `${m.ref.group}:${m.unit.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      n++;
    }
    return n;
  };
}

/** §9.1 the list's and each Combat Group's troopers; returns the list's count. */
function trooperProblems(c: Ctx): number {
  const places = placesOf(c);
  const troopers = places(c.members);
  const commlink = c.reinforced ? sum(c.main.map((m) => m.option.commlink)) : 0;
  const cap = c.codeone ? 10 : LIST_LIMITS.troopers + commlink;
  if (!c.extras.has('free-game') && troopers > cap) {
    const why = commlink > 0 ? ` (${LIST_LIMITS.troopers} + ${commlink} from Commlink)` : '';
    c.add(
      'troopers',
      `the list has ${troopers} troopers, over the ${cap}${why} allowed (peripherals not counted)`,
    );
  }
  c.code.groups.forEach((_, gi) => {
    const inGroup = c.members.filter((m) => m.ref.group === gi + 1);
    const n = places(inGroup);
    if (n > LIST_LIMITS.perGroup)
      c.add(
        'group-size',
        `Combat Group ${gi + 1} has ${n} troopers, over the ${LIST_LIMITS.perGroup} allowed (peripherals not counted)`,
        inGroup.map((m) => m.ref),
      );
  });
  if (c.codeone && c.code.groups.length > 1)
    c.add('group-size', `a CodeOne list is one Combat Group; this one has ${c.code.groups.length}`);
  return troopers;
}

/** §9.1 Lieutenant. */
function lieutenantProblems(c: Ctx): void {
  const lts = c.members.filter((m) => m.option.lieutenant);
  if (lts.length === 0 && !c.partial)
    c.add('lieutenant', 'the list has no Lieutenant; exactly one is required');
  if (lts.length > 1)
    c.add(
      'lieutenant',
      `the list has ${lts.length} Lieutenants (${refsText(lts.map((m) => m.ref))}); exactly one is allowed`,
      lts.map((m) => m.ref),
    );
  for (const m of lts) {
    if (m.pg?.rem === true)
      c.add('lieutenant', `${refText(m.ref)} is a REM and cannot be the Lieutenant`, [m.ref]);
    else if (m.option.irregular)
      c.add('lieutenant', `${refText(m.ref)} is Irregular and cannot be the Lieutenant`, [m.ref]);
    if (m.specOps && c.choices['spec-ops-lieutenant'] === 'no')
      c.add('spec-ops', `${refText(m.ref)} is a Spec-Ops and cannot be the Lieutenant`, [m.ref]);
  }
}

/** §9.2 mercenaries: the extra, its points, a Character fielded twice. */
function mercenaryProblems(c: Ctx): void {
  const mercs = c.members.filter((m) => m.unit.mercenary);
  if (mercs.length === 0) return;
  if (!c.extras.has('soldiers-of-fortune')) {
    c.add(
      'mercenary',
      `mercenary copies need the Soldiers of Fortune extra (--extras soldiers-of-fortune): ${refsText(mercs.map((m) => m.ref))}`,
      mercs.map((m) => m.ref),
    );
    return;
  }
  const mp = cost(mercs);
  if (mp > LIST_LIMITS.mercenaryPoints)
    c.add(
      'mercenary',
      `the mercenaries cost ${mp} points, over the ${LIST_LIMITS.mercenaryPoints} of Soldiers of Fortune`,
      mercs.map((m) => m.ref),
    );
  const characters = new Map<number, Member[]>();
  for (const m of c.members) {
    if (m.pg?.character !== true) continue;
    const base = baseId(m.unit);
    characters.set(base, [...(characters.get(base) ?? []), m]);
  }
  for (const ms of characters.values())
    if (ms.length > 1 && ms.some((m) => m.unit.mercenary))
      c.add(
        'mercenary',
        `a Character may not be fielded twice: ${refsText(ms.map((m) => m.ref))}`,
        ms.map((m) => m.ref),
      );
}

/** §9.6 Spec-Ops. */
function specOpsProblems(c: Ctx): void {
  const spec = c.members.filter((m) => m.specOps);
  if (spec.length > 0 && !c.extras.has('spec-ops'))
    c.add(
      'spec-ops',
      `Spec-Ops troopers need the Spec-Ops extra (--extras spec-ops): ${refsText(spec.map((m) => m.ref))}`,
      spec.map((m) => m.ref),
    );
  else if (spec.length > 1 && c.choices['spec-ops-count'] === 'one')
    c.add(
      'spec-ops',
      `one Spec-Ops per list; this list has ${spec.length}: ${refsText(spec.map((m) => m.ref))}`,
      spec.map((m) => m.ref),
    );
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
  const problems: ListProblem[] = [];
  const add: Add = (rule, message, members = []) => {
    problems.push({ rule, section: RULE_SECTION[rule], message, members });
  };
  const { members, unknown } = membersOf(code, army, reinforcements);
  // §9.1: ids the files lack mean the code was made with other data. Said once; the
  // problems that only follow from the missing members (no Lieutenant, a relation's
  // needed profile) are left out: they may be among them.
  const partial = unknown.length > 0;
  if (partial)
    add(
      'unknown',
      unknownText(unknown, army, opts.data),
      unknown.map((u) => u.ref),
    );
  const points = opts.points ?? code.points;
  const reinforced = extras.has('reinforcements');
  const c: Ctx = {
    code,
    army,
    members,
    partial,
    points,
    codeone: opts.codeone ?? code.factionId >= CODEONE_FIRST_FACTION,
    extras,
    choices: { ...DEFAULT_LIST_CHOICES, ...opts.choices },
    reinforced,
    main: reinforced ? members.filter((m) => !m.reinforcementGroup) : members,
    extraSection: reinforced ? members.filter((m) => m.reinforcementGroup) : [],
    mainPoints: reinforced ? points - LIST_LIMITS.reinforcementPoints : points,
    add,
  };

  pointsProblems(c);
  const swc = swcProblems(c);
  const troopers = trooperProblems(c);
  lieutenantProblems(c);
  selectable(members, army, add);
  avaProblems(members, army, c.choices, add);
  relationProblems(members, army, c.choices, partial, add);
  mercenaryProblems(c);
  reinforcementProblems(code, members, reinforced, partial, add);
  specOpsProblems(c);

  return {
    faction: code.factionId,
    slug: code.factionSlug,
    name: code.armyName.trim() === '' ? code.factionSlug : code.armyName.trim(),
    points,
    spent: {
      points: cost(members),
      swc: exact(swc.spent + (reinforced ? swcTotals(c.extraSection, 0).spent : 0)),
    },
    allowance: {
      points,
      swc: exact(swc.allowed + (reinforced ? LIST_LIMITS.reinforcementSwc : 0)),
    },
    troopers,
    problems: onePerRule(problems),
  };
}

/** The same rule saying the same thing twice (two relations, two profile groups): once. */
function onePerRule(problems: readonly ListProblem[]): ListProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.rule}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The one `unknown` problem: which members, which data, how to refresh it. */
function unknownText(
  unknown: readonly { ref: MemberRef; why: string }[],
  army: ArmyView,
  data: CheckOptions['data'],
): string {
  const shown = unknown
    .slice(0, 8)
    .map((u) => `group ${u.ref.group} #${u.ref.position} (${u.why})`)
    .join('; ');
  const more = unknown.length > 8 ? `; and ${unknown.length - 8} more` : '';
  const version =
    army.version === null ? 'the army file' : `the army file of version ${army.version}`;
  const date = data?.date == null ? '' : `, dated ${data.date}`;
  return `${plural(unknown.length, 'member')} of the code ${unknown.length === 1 ? 'is' : 'are'} not in this data (${version}${date}): the code was made with other data, the army builder's ids change between versions. Refresh the data (infcalc data fetch) or the code. ${shown}${more}`;
}

/** §9.2: AVA -1 marks a profile group that is not selectable on its own. */
function selectable(members: readonly Member[], army: ArmyView, add: Add): void {
  for (const m of members) {
    if (m.pg === null) continue;
    const own = army.units.get(m.unit.id)?.groups.get(m.pg.id) ?? m.pg;
    if (own.ava === -1)
      add(
        'ava',
        `${refText(m.ref)} is ${own.name}, a profile of ${m.unit.name} that is not selectable on its own (AVA -1: it comes with another option)`,
        [m.ref],
      );
  }
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

/**
 * §9.2: troopers per unit and profile group against the group's AVA (255 = Total). A
 * member counts once per count (a pair's two profiles under `ava-by=unit` are one choice
 * of the unit), and a unit over in several profile groups is one problem.
 */
function avaProblems(
  members: readonly Member[],
  army: ArmyView,
  choices: ListChoices,
  add: Add,
): void {
  interface Count {
    limit: number;
    unit: number;
    group: string;
    name: string;
    refs: MemberRef[];
  }
  const counts = new Map<string, Count>();
  for (const m of members) {
    // docs/rules-choices.md: `reinforcement-ava=skip` leaves them out.
    if (m.fromReinforcements && choices['reinforcement-ava'] === 'skip') continue;
    const counted = new Set<string>();
    for (const { unit, pg } of avaPlaces(m)) {
      // The list's army file gives the AVA (a sectorial's own); a unit only in another
      // file (a reinforcement) keeps its own.
      const own = army.units.get(unit.id)?.groups.get(pg.id) ?? pg;
      const ava = own.ava;
      if (ava === null || ava < 0 || ava >= LIST_LIMITS.avaTotal) continue;
      const id = choices['merc-ava'] === 'shared' ? baseId(unit) : unit.id;
      const byGroup = choices['ava-by'] === 'group';
      const key = byGroup ? `${id}:${pg.id}` : `${id}`;
      const entry: Count = counts.get(key) ?? {
        limit: ava,
        unit: id,
        group: byGroup && unit.groups.size > 1 ? own.name : '',
        name: unit.name,
        refs: [],
      };
      entry.limit = Math.min(entry.limit, ava);
      // A pair's profiles counted per group are two troopers; per unit, one choice.
      if (byGroup || !counted.has(key)) entry.refs.push(m.ref);
      counted.add(key);
      counts.set(key, entry);
    }
  }
  const over = new Map<number, Count[]>();
  for (const c of counts.values())
    if (c.refs.length > c.limit) over.set(c.unit, [...(over.get(c.unit) ?? []), c]);
  for (const cs of over.values()) {
    // Two groups over with the same members and AVA (a pair's two profiles) say one thing.
    const [first] = cs;
    const alike = cs.every(
      (c) => c.limit === first?.limit && refsText(c.refs) === refsText(first.refs),
    );
    const shown = alike ? cs.slice(0, 1) : cs;
    const parts = shown.map((c) => {
      const of = c.group === '' || shown.length === 1 ? c.name : `${c.name} (${c.group})`;
      return `${plural(c.refs.length, 'trooper')} of ${of}, over its AVA ${c.limit}: ${refsText(c.refs)}`;
    });
    const refs = [...new Map(cs.flatMap((c) => c.refs).map((r) => [refText(r), r])).values()];
    add('ava', parts.join('; '), refs);
  }
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
  partial: boolean,
  add: Add,
): void {
  for (const r of army.relations) {
    const depends = r.units.some((u) => u.depends.length > 0);
    if (depends) {
      for (const e of r.units) {
        const listed = members.filter((m) => matches(m, e));
        if (listed.length === 0) continue;
        for (const d of e.depends) dependsProblem(r, e, d, listed, members, army, partial, add);
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
    if (present && !partial && r.min !== null && counted.length < r.min)
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
  army: ArmyView,
  partial: boolean,
  add: Add,
): void {
  const needed = members.filter((m) => matches(m, d));
  // The needed profile may be among the members the data lacks.
  if (partial && needed.length === 0) return;
  const sameGroup = r.group || d.group;
  const neededName = needed[0]?.ref.name ?? profileName(army, d.unit, d.profile);
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

/** "CELESTIAL GUARD Monitor (unit 146, profile group 2)": a relation's unit by name. */
function profileName(army: ArmyView, unit: number, profile: number | null): string {
  const u = army.units.get(unit);
  const ids = profile === null ? `unit ${unit}` : `unit ${unit}, profile group ${profile}`;
  if (u === undefined) return ids;
  const g = profile === null ? undefined : u.groups.get(profile);
  return `${g?.name ?? u.name} (${ids})`;
}

/** §9.4: Main and Reinforcement Sections; without the extra, no reinforcements at all. */
function reinforcementProblems(
  code: ArmyCode,
  members: readonly Member[],
  reinforced: boolean,
  partial: boolean,
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
  if (links.length > 1 || (links.length === 0 && !partial))
    add(
      'reinforcements',
      links.length === 0
        ? 'the Main Section needs exactly one trooper with Commlink; it has none'
        : `the Main Section needs exactly one trooper with Commlink; it has ${links.length}: ${refsText(links.map((m) => m.ref))}`,
      links.map((m) => m.ref),
    );
}
