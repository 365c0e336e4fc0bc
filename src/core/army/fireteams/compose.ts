/**
 * Which fireteams a list could form (docs/rules.md §9.5). Fireteams are made at deployment,
 * not written in the list, so this answers "what can this list field?": for each Combat
 * Group and each team of the chart, every distinct composition (by unit and option, not by
 * permutation) of each type the team allows, with its Fireteam Level.
 *
 * Pure: the troopers come in as candidates (the use-case reads them off the army file), the
 * chart as read by chart.ts, the edition's reading of the level from its rules table.
 */
import { nameKey, singular } from '../../data/names.js';
import { err, inputError, ok, type Result } from '../../result.js';
import type { FireteamRules } from '../../rules/index.js';
import type { ChartRow, ChartTeam, FireteamChart, FireteamType } from './chart.js';

/** Why a trooper can join no fireteam (docs/rules.md §9.5). */
export type Exclusion =
  | 'peripheral'
  | 'controller'
  | 'hidden-deployment'
  | 'infiltration'
  | 'airborne-deployment'
  | 'not-in-chart';

export interface FireteamCandidate {
  /** 0-based Combat Group and position in it, as in the list. */
  readonly group: number;
  readonly position: number;
  /** The unit's name and the option's, as the builder writes them. */
  readonly name: string;
  readonly option: string;
  /** Troopers of one kind (unit, profile group, option) are one entry of a composition. */
  readonly kind: string;
  /** The unit's slug: how chart rows name units. */
  readonly slug: string;
  /** The unit's names (name, ISC): "the same Unit name" for the level. */
  readonly names: readonly string[];
  /** Why it cannot join, read off the data (a skill, a peripheral), or null. */
  readonly excluded: { readonly why: Exclusion; readonly detail: string } | null;
}

export interface FireteamMember {
  readonly group: number;
  readonly position: number;
  readonly name: string;
  readonly option: string;
}

export interface PossibleFireteam {
  readonly team: string;
  readonly type: FireteamType;
  readonly group: number;
  /** The Fireteam Level as the edition reads it (N5: most members of one unit). */
  readonly level: number;
  /** Every member belongs to one unit or shares a bracketed term (N4's composition bonus). */
  readonly sameUnit: boolean;
  /** The bonuses of that level, as the edition lists them. */
  readonly bonuses: readonly string[];
  readonly members: readonly FireteamMember[];
}

export interface ExcludedMember {
  readonly member: FireteamMember;
  readonly why: Exclusion;
  readonly detail: string;
}

export interface FireteamsAnswer {
  readonly spec: FireteamChart['spec'];
  readonly possible: readonly PossibleFireteam[];
  /** How many compositions there are in all; `possible` lists at most `limit` of them. */
  readonly count: number;
  readonly limit: number;
  readonly excluded: readonly ExcludedMember[];
  /**
   * Troopers the chart admits that are in no composition: no partner for them in their
   * Combat Group. With the teams (and types) they could join.
   */
  readonly alone: readonly { readonly member: FireteamMember; readonly teams: readonly string[] }[];
  /** Chart teams of no type this edition knows, and types the chart allows none of. */
  readonly notes: readonly string[];
}

/** A Combat Group holds at most 10 troopers (§2.3); a decoded group past this is refused. */
export const MAX_GROUP_CANDIDATES = 20;
/**
 * Troopers that could join a fireteam in the whole list, bounded before any search: a list
 * holds at most 15 troopers, a few more with Reinforcements (§2.3, §9.4); each group's
 * search costs up to a quarter of a second at MAX_GROUP_CANDIDATES, so a code of hundreds
 * of full groups would run for minutes.
 */
export const MAX_CANDIDATES = 60;
/** Compositions listed at most (all are counted). */
export const DEFAULT_LIMIT = 500;

const FTO = /\bFTO\b/i;
const NO_WILDCARDS = /no\s+wildcards/i;

/** The terms in a row's comment: "FTO (Fusilier, Bolt)" -> ["fusilier", "bolt"]. */
function terms(comment: string): string[] {
  const inside = /\(([^)]*)\)/.exec(comment)?.[1];
  if (inside === undefined) return [];
  return inside
    .split(/,|&/)
    .map((t) => singular(nameKey(t)))
    .filter((t) => t !== '');
}

/** A row's own name without the FTO mark: "HELOT MILITIAMAN FTO" -> "helot militiaman". */
const rowLabel = (row: ChartRow): string => singular(nameKey(row.name.replace(FTO, ' ')));

/** One label names the other: equal, or its words start the other's ("helot" / "helot militiaman"). */
const sameLabel = (a: string, b: string): boolean =>
  a === b || `${b} `.startsWith(`${a} `) || `${a} `.startsWith(`${b} `);

/** The row admits the candidate: the unit by slug; an FTO row only an option named FTO. */
const admits = (row: ChartRow, c: FireteamCandidate): boolean =>
  row.slug === c.slug && (!FTO.test(`${row.name} ${row.comment}`) || FTO.test(c.option));

interface Kind {
  readonly members: readonly FireteamCandidate[];
  /** The rows (the team's, then wildcard rows) that admit it. */
  readonly slots: readonly Slot[];
}

/** Labels a member carries when it takes a row: its unit's names, the row's name, the row's terms. */
function labels(c: FireteamCandidate, row: ChartRow): string[] {
  return [
    `unit:${c.slug}`,
    ...c.names.map((n) => singular(nameKey(n))),
    rowLabel(row),
    ...terms(row.comment),
  ].filter((l) => l !== '');
}

/** The most members sharing one label, and whether all share one. */
function levelOf(taken: readonly (readonly string[])[]): { level: number; all: boolean } {
  let best = 1;
  for (const candidate of new Set(taken.flat()))
    best = Math.max(best, taken.filter((ls) => ls.some((l) => sameLabel(candidate, l))).length);
  return { level: best, all: best === taken.length };
}

interface Slot {
  readonly row: ChartRow;
  /** A row of the team itself (wildcard rows have no minimum and are never required). */
  readonly own: boolean;
  taken: number;
}

/**
 * The best level any legal assignment of these members to rows gives, or null when no
 * assignment keeps every row within its min and max (and a required row filled).
 */
function bestAssignment(
  members: readonly { readonly c: FireteamCandidate; readonly slots: readonly Slot[] }[],
  slots: readonly Slot[],
): { level: number; all: boolean } | null {
  const own = slots.filter((s) => s.own);
  const required = own.filter((s) => s.row.required);
  const taken: string[][] = [];
  let best: { level: number; all: boolean } | null = null;
  const step = (i: number): void => {
    const m = members[i];
    if (m === undefined) {
      if (own.some((s) => s.taken < s.row.min)) return;
      if (required.length > 0 && !required.some((s) => s.taken > 0)) return;
      const l = levelOf(taken);
      if (best === null || l.level > best.level || (l.level === best.level && l.all)) best = l;
      return;
    }
    for (const slot of m.slots) {
      if (slot.taken >= slot.row.max) continue;
      slot.taken++;
      taken.push(labels(m.c, slot.row));
      step(i + 1);
      taken.pop();
      slot.taken--;
    }
  };
  step(0);
  return best;
}

const memberOf = (c: FireteamCandidate): FireteamMember => ({
  group: c.group,
  position: c.position,
  name: c.name,
  option: c.option,
});

/** Every composition of one team and type in one group, in kind order. */
function* compositions(
  kinds: readonly Kind[],
  size: { min: number; max: number },
): Generator<FireteamCandidate[]> {
  const chosen: FireteamCandidate[] = [];
  function* from(k: number): Generator<FireteamCandidate[]> {
    if (chosen.length >= size.min) yield [...chosen];
    if (chosen.length === size.max) return;
    for (const [j, kind] of kinds.entries()) {
      if (j < k) continue;
      // Take 1..n of this kind, then only later kinds: each multiset once.
      let n = 0;
      for (const member of kind.members) {
        if (chosen.length >= size.max) break;
        chosen.push(member);
        n++;
        yield* from(j + 1);
      }
      chosen.splice(chosen.length - n, n);
    }
  }
  yield* from(0);
}

function teamKinds(
  team: ChartTeam,
  wildcards: readonly ChartRow[],
  group: readonly FireteamCandidate[],
): { slots: Slot[]; kinds: Kind[] } {
  const slots: Slot[] = [
    ...team.rows.map((row) => ({ row, own: true, taken: 0 })),
    ...(NO_WILDCARDS.test(team.obs) ? [] : wildcards).map((row) => ({ row, own: false, taken: 0 })),
  ];
  const byKind = new Map<string, { members: FireteamCandidate[]; slots: Slot[] }>();
  for (const c of group) {
    const admitted = slots.filter((s) => admits(s.row, c));
    if (admitted.length === 0) continue;
    const k = byKind.get(c.kind);
    if (k === undefined) byKind.set(c.kind, { members: [c], slots: admitted });
    else k.members.push(c);
  }
  return { slots, kinds: [...byKind.values()] };
}

/** A type's size in a team: the edition's, lowered by the chart's or the team's note (§9.5). */
function sizeOf(
  rules: FireteamRules,
  chart: FireteamChart,
  team: ChartTeam,
  type: FireteamType,
): { min: number; max: number } {
  const base = rules.sizes[type];
  const max = Math.min(
    base.max,
    chart.sizes[type]?.max ?? base.max,
    team.sizes[type]?.max ?? base.max,
  );
  return { min: base.min, max: Math.max(max, base.min) };
}

/**
 * The fireteams the candidates could form. `limit` bounds what is listed; every
 * composition is counted.
 */
export function possibleFireteams(
  chart: FireteamChart,
  candidates: readonly FireteamCandidate[],
  rules: FireteamRules,
  limit = DEFAULT_LIMIT,
): Result<FireteamsAnswer> {
  const excluded: ExcludedMember[] = [];
  const eligible: FireteamCandidate[] = [];
  const inChart = new Set(
    [...chart.teams.flatMap((t) => t.rows), ...chart.wildcards].map((r) => r.slug),
  );
  for (const c of candidates) {
    if (c.excluded !== null)
      excluded.push({ member: memberOf(c), why: c.excluded.why, detail: c.excluded.detail });
    else if (!inChart.has(c.slug))
      excluded.push({
        member: memberOf(c),
        why: 'not-in-chart',
        detail: 'in no team of the chart',
      });
    else eligible.push(c);
  }
  const groups = new Map<number, FireteamCandidate[]>();
  for (const c of eligible) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  // Bounded before the search: the compositions grow with the fifth power of a group,
  // and the work with the number of groups.
  if (eligible.length > MAX_CANDIDATES)
    return err(
      inputError(
        `the list has ${eligible.length} troopers that could join a fireteam (in ${groups.size} Combat Groups), more than ${MAX_CANDIDATES}: a list holds at most 15 troopers (docs/rules.md §2.3)`,
        undefined,
        'is this the army code you meant?',
      ),
    );
  for (const [g, group] of groups)
    if (group.length > MAX_GROUP_CANDIDATES)
      return err(
        inputError(
          `Combat Group ${g + 1} has ${group.length} troopers that could join a fireteam, more than ${MAX_GROUP_CANDIDATES}: a group holds at most 10 (docs/rules.md §2.3)`,
        ),
      );
  const possible: PossibleFireteam[] = [];
  const used = new Set<string>();
  let count = 0;
  const notes: string[] = [];
  // The chart's own notes: a size it sets is applied and said; any other note is shown.
  for (const type of ['DUO', 'HARIS', 'CORE'] as const) {
    const max = chart.sizes[type]?.max;
    if (max !== undefined && max < rules.sizes[type].max)
      notes.push(`the chart sets a ${rules.names[type]} at most ${max} members: "${chart.desc}"`);
  }
  if (chart.desc !== '' && Object.keys(chart.sizes).length === 0)
    notes.push(`the chart says: "${chart.desc}"`);
  for (const type of ['DUO', 'HARIS', 'CORE'] as const)
    if (chart.spec[type] === 0 && chart.teams.some((t) => t.types.includes(type)))
      notes.push(`the chart allows no ${rules.names[type]} at once (0): none is listed`);
  for (const [g, group] of [...groups.entries()].sort((a, b) => a[0] - b[0])) {
    for (const team of chart.teams) {
      const { slots, kinds } = teamKinds(team, chart.wildcards, group);
      const slotsOf = new Map(kinds.flatMap((k) => k.members.map((c) => [c, k.slots] as const)));
      if (kinds.length === 0) continue;
      for (const type of team.types) {
        if (chart.spec[type] === 0) continue;
        const found: PossibleFireteam[] = [];
        for (const set of compositions(kinds, sizeOf(rules, chart, team, type))) {
          const members = set.map((c) => ({ c, slots: slotsOf.get(c) ?? [] }));
          const best = bestAssignment(members, slots);
          if (best === null) continue;
          // Troopers of one kind are interchangeable: a composition takes any of them.
          for (const c of set) used.add(`${c.group}:${c.kind}`);
          count++;
          if (possible.length + found.length >= limit) continue;
          const level = rules.level === 'same-unit' ? best.level : set.length;
          found.push({
            team: team.name,
            type,
            group: g,
            level,
            sameUnit: best.all,
            bonuses: rules.bonuses
              .filter((b) => b.level <= level && (!b.sameUnit || best.all))
              .map((b) => b.text),
            members: set.map(memberOf),
          });
        }
        // Highest level first, then larger teams: what a player looks for.
        found.sort((a, b) => b.level - a.level || b.members.length - a.members.length);
        possible.push(...found);
      }
    }
  }
  const alone = eligible
    .filter((c) => !used.has(`${c.group}:${c.kind}`))
    .map((c) => ({
      member: memberOf(c),
      teams: chart.teams
        .filter((t) => t.types.some((type) => chart.spec[type] !== 0))
        .filter((t) => teamKinds(t, chart.wildcards, [c]).kinds.length > 0)
        .map(
          (t) =>
            `${t.name} (${t.types
              .filter((type) => chart.spec[type] !== 0)
              .map((type) => rules.names[type])
              .join(', ')})`,
        ),
    }));
  return ok({ spec: chart.spec, possible, count, limit, excluded, alone, notes });
}
