/**
 * The army builder's unit file as the list checks read it (docs/rules.md §9): AVA, profile
 * type and category, miniatures, orders, SWC, skills, relations. The file was already
 * checked by the unit file schema (src/core/army/code/units.ts), which keeps the keys it
 * does not name; the fields read here are optional in the real files (nulls, missing
 * keys), so each is read defensively and a field of the wrong shape reads as absent.
 * Indexed once per file (a roster checks many lists against the same files).
 */
import type { UnitFile } from '../code/index.js';
import { LIST_LIMITS } from './rules.js';

export interface OptionView {
  readonly id: number;
  readonly name: string;
  readonly points: number;
  /** SWC as written: "1.5", "+1", "-", or "" when absent. */
  readonly swc: string;
  /** Gives a Regular or Irregular order: takes a place in the list (§9.1). */
  readonly trooper: boolean;
  /**
   * No orders, yet a miniature (`minis` ≥ 1) with no Peripheral skill: a trooper whose
   * orders the data leaves out (the mercenary Wardriver 10265-1-5). It takes a place
   * (§9.1) unless `--choice orderless=free`.
   */
  readonly orderless: boolean;
  readonly irregular: boolean;
  readonly lieutenant: boolean;
  /** Commlink "+X" (§9.4): X, else 0. */
  readonly commlink: number;
  readonly includes: readonly {
    readonly group: number;
    readonly option: number;
    readonly q: number;
  }[];
}

export interface GroupView {
  readonly id: number;
  /** The first profile's name ("CELESTIAL GUARD Monitor"), else the group's ISC. */
  readonly name: string;
  /** profiles[0].ava: 255 Total, -1 not chosen on its own, null when absent. */
  readonly ava: number | null;
  readonly rem: boolean;
  readonly character: boolean;
  readonly options: ReadonlyMap<number, OptionView>;
}

export interface UnitView {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly mercenary: boolean;
  readonly groups: ReadonlyMap<number, GroupView>;
  /** Unit-level options (profile group 0 in a code): a pair chosen together. */
  readonly pairs: ReadonlyMap<number, OptionView>;
}

export interface DependsView {
  readonly unit: number;
  readonly profile: number | null;
  readonly group: boolean;
  readonly min: number | null;
  readonly minDependant: number | null;
}

export interface RelationView {
  readonly index: number;
  readonly units: readonly {
    readonly unit: number;
    readonly profile: number | null;
    readonly depends: readonly DependsView[];
  }[];
  readonly min: number | null;
  readonly max: number | null;
  readonly group: boolean;
}

export interface ArmyView {
  readonly units: ReadonlyMap<number, UnitView>;
  readonly relations: readonly RelationView[];
  /** The data version the file carries ("7.2668.374"), or null. */
  readonly version: string | null;
  /** The faction id of the reinforcement file, or null. */
  readonly reinforcements: number | null;
}

type Loose = Readonly<Record<string, unknown>>;

const obj = (v: unknown): Loose | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null;
const arr = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Skill ids as the builder's files have them (the metadata names the same ids). */
const SKILL = { lieutenant: 119, commlink: 260, peripheral: 243 } as const;
const REM_TYPE = 5;
const CHARACTER_CATEGORY = 10;

/** A "+1" extra of a skill, read through the file's `filters.extras` names. */
function plusOf(skill: Loose, extras: ReadonlyMap<number, string>): number {
  for (const id of arr(skill.extra)) {
    const name = extras.get(int(id) ?? -1) ?? '';
    const m = /^\+(\d+(?:\.\d+)?)$/.exec(name.trim());
    if (m !== null) return Number(m[1]);
  }
  return 0;
}

const skillIds = (v: unknown): number[] =>
  arr(v).flatMap((s) => {
    const id = int(obj(s)?.id);
    return id === null ? [] : [id];
  });

function optionView(
  raw: Loose,
  extras: ReadonlyMap<number, string>,
  peripheralGroup: boolean,
): OptionView | null {
  const id = int(raw.id);
  if (id === null) return null;
  const orders = arr(raw.orders).map(obj);
  const total = (type: string): number =>
    orders.reduce(
      (s, o) => s + (text(o?.type).toUpperCase() === type ? (num(o?.total) ?? 0) : 0),
      0,
    );
  const skills = arr(raw.skills).flatMap((s) => {
    const o = obj(s);
    return o === null ? [] : [o];
  });
  const regular = total('REGULAR');
  const irregular = total('IRREGULAR');
  const swc = raw.swc;
  const commlink = skills.find((s) => int(s.id) === SKILL.commlink);
  return {
    id,
    name: text(raw.name),
    points: num(raw.points) ?? 0,
    swc: typeof swc === 'number' ? String(swc) : text(swc),
    trooper: regular + irregular > 0,
    orderless:
      regular + irregular === 0 &&
      (int(raw.minis) ?? 0) > 0 &&
      !peripheralGroup &&
      !skillIds(raw.skills).includes(SKILL.peripheral),
    irregular: regular === 0 && irregular > 0,
    lieutenant: total('LIEUTENANT') > 0 || skills.some((s) => int(s.id) === SKILL.lieutenant),
    commlink: commlink === undefined ? 0 : plusOf(commlink, extras),
    includes: arr(raw.includes).flatMap((i) => {
      const o = obj(i);
      const group = int(o?.group);
      const option = int(o?.option);
      if (group === null || option === null) return [];
      // Bounded as the unit file schema bounds it (INCLUDE_Q_MAX).
      const q = Math.min(Math.max(int(o?.q) ?? 1, 0), 10);
      return [{ group, option, q }];
    }),
  };
}

const optionsOf = (
  v: unknown,
  extras: ReadonlyMap<number, string>,
  peripheral = false,
): Map<number, OptionView> =>
  new Map(
    arr(v).flatMap((o) => {
      const raw = obj(o);
      const view = raw === null ? null : optionView(raw, extras, peripheral);
      return view === null ? [] : [[view.id, view] as const];
    }),
  );

function unitView(raw: Loose, extras: ReadonlyMap<number, string>): UnitView | null {
  const id = int(raw.id);
  if (id === null) return null;
  const slug = text(raw.slug);
  const groups = new Map<number, GroupView>();
  for (const g of arr(raw.profileGroups)) {
    const o = obj(g);
    const gid = int(o?.id);
    if (o === null || gid === null) continue;
    const profiles = arr(o.profiles).map(obj);
    const peripheral = profiles.some((p) => skillIds(p?.skills).includes(SKILL.peripheral));
    groups.set(gid, {
      id: gid,
      name: text(profiles[0]?.name) || text(o.isc) || `profile group ${gid}`,
      ava: int(profiles[0]?.ava),
      rem: profiles.some((p) => int(p?.type) === REM_TYPE),
      character: int(o.category) === CHARACTER_CATEGORY,
      options: optionsOf(o.options, extras, peripheral),
    });
  }
  return {
    id,
    name: text(raw.name) || text(raw.isc) || `unit ${id}`,
    slug,
    // §9.2: the mercenary copies of every file (slug merc-…, id = base id + 10000).
    mercenary: slug.startsWith('merc-') || id >= LIST_LIMITS.mercOffset,
    groups,
    pairs: optionsOf(raw.options, extras),
  };
}

function relationViews(v: unknown): RelationView[] {
  return arr(v).flatMap((r, index) => {
    const o = obj(r);
    if (o === null) return [];
    const units = arr(o.units).flatMap((u) => {
      const e = obj(u);
      const unit = int(e?.unit);
      if (e === null || unit === null) return [];
      const depends = arr(e.depends).flatMap((d) => {
        const x = obj(d);
        const du = int(x?.unit);
        if (x === null || du === null) return [];
        return [
          {
            unit: du,
            profile: int(x.profile),
            group: x.group === true,
            min: int(x.min),
            minDependant: int(x.minDependant),
          },
        ];
      });
      return [{ unit, profile: int(e.profile), depends }];
    });
    return [{ index, units, min: int(o.min), max: int(o.max), group: o.group === true }];
  });
}

const views = new WeakMap<UnitFile, ArmyView>();

/** The file's view for the list checks, built once per file. */
export function armyView(file: UnitFile): ArmyView {
  const hit = views.get(file);
  if (hit !== undefined) return hit;
  const raw = file as unknown as Loose;
  const extras = new Map<number, string>();
  for (const e of arr(obj(raw.filters)?.extras)) {
    const o = obj(e);
    const id = int(o?.id);
    if (id !== null) extras.set(id, text(o?.name));
  }
  const units = new Map<number, UnitView>();
  for (const u of arr(raw.units)) {
    const o = obj(u);
    const view = o === null ? null : unitView(o, extras);
    if (view !== null && !units.has(view.id)) units.set(view.id, view);
  }
  const view: ArmyView = {
    units,
    relations: relationViews(raw.relations),
    version:
      typeof raw.version === 'string' || typeof raw.version === 'number'
        ? String(raw.version)
        : null,
    reinforcements: int(raw.reinforcements),
  };
  views.set(file, view);
  return view;
}
