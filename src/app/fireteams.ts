/**
 * `infcalc fireteams`: which fireteams a list from an army code could form (docs/rules.md
 * §9.5). Reads the troopers off the army file the code was resolved against: the unit's slug
 * (how the chart names units), its names, and the skills that keep a trooper out of every
 * fireteam; then asks the core for the compositions.
 */
import type { Metadata, Resolution, UnitFile } from '../core/army/code/index.js';
import type { ArmyCode } from '../core/army/code/index.js';
import {
  possibleFireteams,
  readChart,
  type Exclusion,
  type FireteamCandidate,
  type FireteamsAnswer,
} from '../core/army/fireteams/index.js';
import { foldSpaces, nameKey } from '../core/data/names.js';
import { err, ok, type Result } from '../core/result.js';
import type { Edition, EditionId } from '../core/rules/index.js';

/** The exclusions a player may lift (`--allow`): the others are rules, not readings. */
export const LIFTABLE = ['hidden-deployment', 'infiltration', 'airborne-deployment'] as const;
export type Liftable = (typeof LIFTABLE)[number];

export interface FireteamsReport {
  readonly kind: 'fireteams';
  /** The edition the levels were read with (the list's game unless --rules says). */
  readonly edition: EditionId;
  readonly army: { readonly faction: number; readonly slug: string; readonly name: string };
  /** False when the army file has no chart: the army forms no fireteams. */
  readonly chart: boolean;
  readonly answer: FireteamsAnswer;
  /** Members of the code the unit file lacks: not placed in any fireteam. */
  readonly missing: number;
}

type SkillRef = { readonly id?: number | null } | null;

/**
 * The skills that keep a trooper out of every fireteam, by the metadata's names (any case,
 * accents, U+00A0). Without metadata, the ids the builder's N5 files use.
 */
const SKILL_WORDS: Readonly<Record<Exclude<Exclusion, 'controller' | 'not-in-chart'>, RegExp>> = {
  peripheral: /^peripheral$/,
  'hidden-deployment': /^hidden deployment$/,
  infiltration: /^(inferior |superior )?infiltration$/,
  'airborne-deployment': /^(parachutist|combat jump|airborne deployment|airborne infiltration)$/,
};
const DEFAULT_IDS: Readonly<Record<keyof typeof SKILL_WORDS, readonly number[]>> = {
  peripheral: [243],
  'hidden-deployment': [238],
  infiltration: [46, 47, 48],
  'airborne-deployment': [33, 35],
};

type Skills = ReadonlyMap<number, { why: keyof typeof SKILL_WORDS; name: string }>;

function skillTable(meta: Metadata | null): Skills {
  const out = new Map<number, { why: keyof typeof SKILL_WORDS; name: string }>();
  const kinds = Object.keys(SKILL_WORDS) as (keyof typeof SKILL_WORDS)[];
  if (meta === null) {
    for (const why of kinds) for (const id of DEFAULT_IDS[why]) out.set(id, { why, name: why });
    return out;
  }
  for (const s of meta.skills) {
    const key = nameKey(s.name);
    const why = kinds.find((k) => SKILL_WORDS[k].test(key));
    if (why !== undefined) out.set(s.id, { why, name: foldSpaces(s.name) });
  }
  return out;
}

type Unit = UnitFile['units'][number];
type Group = Unit['profileGroups'][number];

const idsOf = (list: readonly SkillRef[] | null | undefined): number[] =>
  (list ?? []).flatMap((s) => (typeof s?.id === 'number' ? [s.id] : []));

const groupSkills = (g: Group | undefined): number[] => idsOf(g?.profiles[0]?.skills);

/** Why this trooper cannot join a fireteam, read off its profile, option and includes. */
function exclusionOf(
  unit: Unit,
  group: Group | undefined,
  option: Group['options'][number] | undefined,
  skills: Skills,
  allow: ReadonlySet<Liftable>,
): FireteamCandidate['excluded'] {
  const own = [...groupSkills(group), ...idsOf(option?.skills)];
  const hits = own.flatMap((id) => {
    const s = skills.get(id);
    return s === undefined ? [] : [s];
  });
  const peripheral = hits.find((h) => h.why === 'peripheral');
  if (peripheral !== undefined) return { why: 'peripheral', detail: 'a Peripheral' };
  for (const inc of option?.includes ?? []) {
    const included = unit.profileGroups.find((g) => g.id === inc.group);
    if (groupSkills(included).some((id) => skills.get(id)?.why === 'peripheral'))
      return {
        why: 'controller',
        detail: `controls a Peripheral (${included?.isc ?? included?.profiles[0]?.name ?? 'included profile'})`,
      };
  }
  for (const h of hits)
    if (h.why !== 'peripheral' && !allow.has(h.why))
      return { why: h.why, detail: h.name === h.why ? h.why.replace(/-/g, ' ') : h.name };
  return null;
}

export interface FireteamsInput {
  readonly code: ArmyCode;
  readonly resolution: Resolution;
  readonly file: UnitFile;
  readonly reinforcements: (factionId: number) => UnitFile | null;
  readonly metadata: Metadata | null;
  readonly edition: Edition;
  readonly allow: ReadonlySet<Liftable>;
  readonly limit?: number;
}

export function fireteamsOf(input: FireteamsInput): Result<FireteamsReport> {
  const { code, resolution, file } = input;
  const chart = readChart(
    (file as Record<string, unknown>).fireteamChart,
    `faction ${code.factionId}`,
  );
  if (!chart.ok) return chart;
  const skills = skillTable(input.metadata);
  const candidates: FireteamCandidate[] = [];
  for (const members of resolution.groups)
    for (const m of members) {
      if (!m.found) continue;
      const from =
        m.fromReinforcements === null ? file : input.reinforcements(m.fromReinforcements);
      const unit = from?.units.find((u) => u.id === m.unitId);
      if (unit === undefined) continue;
      const group = unit.profileGroups.find((g) => g.id === m.profileGroupId);
      const option =
        m.profileGroupId === 0
          ? (unit.options ?? []).find((o) => o.id === m.optionId)
          : group?.options.find((o) => o.id === m.optionId);
      candidates.push({
        group: m.group,
        position: m.index,
        name: m.unitName,
        option: m.optionName,
        kind: `${m.fromReinforcements ?? code.factionId}:${m.unitId}:${m.profileGroupId}:${m.optionId}`,
        slug: unit.slug ?? '',
        names: [unit.name, unit.isc, group?.isc].flatMap((n) => (typeof n === 'string' ? [n] : [])),
        excluded: exclusionOf(unit, group, option, skills, input.allow),
      });
    }
  const empty = { CORE: 0, HARIS: 0, DUO: 0 } as const;
  const answer =
    chart.value === null
      ? ok({ spec: empty, possible: [], count: 0, limit: 0, excluded: [], alone: [], notes: [] })
      : possibleFireteams(chart.value, candidates, input.edition.fireteams, input.limit);
  if (!answer.ok) return err(answer.error);
  return ok({
    kind: 'fireteams',
    edition: input.edition.id,
    army: {
      faction: code.factionId,
      slug: code.factionSlug,
      name: code.armyName.trim() === '' ? code.factionSlug : code.armyName.trim(),
    },
    chart: chart.value !== null,
    answer: answer.value,
    missing: resolution.missing.length,
  });
}
