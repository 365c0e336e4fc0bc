/**
 * Troopers from game data into the odds question (docs/game-data.md): a trooper picked
 * (unit, profile, option, weapon and mode) at a distance becomes its side, and the two
 * sides the question a player would type (src/app/from-data.ts). Pure, over a `GameData`:
 * `infcalc odds --unit` reads its data directory into one (src/cli/data/odds-data.ts), the
 * page its loaded files (docs/web.md), and both ask the same functions here.
 */
import type { ArmyCode } from '../core/army/code/index.js';
import type { Game } from '../core/army/schema.js';
import { parseDistance } from '../core/data/distance.js';
import { weaponsOf, type GameMetadata } from '../core/data/metadata.js';
import type { ProfileWord } from '../core/data/weapons.js';
import {
  sideFromData,
  sideOfVersions,
  type DataSide,
  type FromData,
  type ListedAs,
} from '../core/data/side.js';
import { profilesOf, type UnitData, type UnitVersion } from '../core/data/units.js';
import type { Edition } from '../core/rules/index.js';
import { orUsage, usage, usageShowing } from './failure.js';
import { questionFromData, struck, wipFlagOf } from './from-data.js';
import { editionWarning, findUnitIn, type GameData } from './game-data.js';
import { listTroopersIn, pickListTrooper, type PickedTrooper } from './list-troopers.js';
import type { OddsQuery, QueryValue, SweepData } from './query.js';
import type { PickedSides } from './sweep-data.js';

export type Options = Readonly<Record<string, QueryValue | undefined>>;

const text = (o: Options, key: string): string | undefined => {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
};

/**
 * How one side's fields are named: `key` the option holding a field (`vsUnit`), `flag`
 * how bad input names it (`--vs-unit`, or a JSON path `reactive[0].unit`).
 */
export interface SideNames {
  readonly key: (field: string) => string;
  readonly flag: (field: string) => string;
}

const camel = (prefix: string, k: string): string =>
  prefix === '' ? k : `${prefix}${k.charAt(0).toUpperCase()}${k.slice(1)}`;

/** The command-line names of a side: `--unit`, or `--vs-unit` for the other trooper. */
export const flagNames = (prefix: '' | 'vs'): SideNames => ({
  key: (k) => camel(prefix, k),
  flag: (k) => (prefix === '' ? `--${k}` : `--vs-${k}`),
});

/** The JSON names of a side, in a compare entry or a batch line: `unit`, `vsRange`. */
export const jsonNames = (prefix: '' | 'vs'): SideNames => ({
  key: (k) => camel(prefix, k),
  flag: (k) => `"${camel(prefix, k)}"`,
});

/**
 * The distance each trooper's weapon is read at: one distance between two troopers
 * (docs/rules.md §8.1), so `--range` gives the reactive weapon its band too, unless
 * `--vs-range` says otherwise. A Dodge or a Reset fires no weapon: no band to read.
 * `vsFlag` names what the reactive distance came from, for an out-of-range message.
 */
export function distances(
  o: Options,
  names: (prefix: '' | 'vs') => SideNames,
): { active?: string; reactive?: string; vsFlag: string } {
  const active = text(o, names('').key('range'));
  const own = text(o, names('vs').key('range'));
  const fires = o[names('vs').key('dodge')] !== true && o[names('vs').key('reset')] !== true;
  const reactive = own ?? (fires ? active : undefined);
  return {
    ...(active === undefined ? {} : { active }),
    ...(reactive === undefined ? {} : { reactive }),
    vsFlag: own === undefined ? names('').flag('range') : names('vs').flag('range'),
  };
}

/**
 * `--code CODE --trooper 1.3` (or `--vs-code --vs-trooper`) of one side: the list's
 * member, whose unit, profile and option stand in for `--unit --profile --option`; null
 * without them. `read` makes the army code of the text given (the CLI also reads a file
 * named), `data` gives the game data once the fields are checked. The command and the
 * page both pick here, from `listTroopersIn`. Bad input throws a UsageError.
 */
export async function listedMember(
  o: Options,
  { key, flag }: SideNames,
  read: (code: string) => Promise<ArmyCode>,
  data: () => GameData,
): Promise<PickedTrooper | null> {
  const code = text(o, key('code'));
  const trooper = text(o, key('trooper'));
  if (trooper === undefined) {
    if (code !== undefined)
      throw usage(
        `${flag('code')} needs ${flag('trooper')}: which member of the list (1.3, or a name)`,
      );
    return null;
  }
  if (code === undefined)
    throw usage(`${flag('trooper')} needs ${flag('code')}: the army code of its list`);
  for (const k of ['unit', 'profile', 'option', 'faction'])
    if (o[key(k)] !== undefined)
      throw usage(
        `${flag(k)} cannot go with ${flag('trooper')}: the list's member has its own unit, profile and loadout`,
      );
  const troopers = await listTroopersIn(data(), await read(code));
  return orUsage(pickListTrooper(troopers, trooper, flag('trooper')));
}

/** A unit found for one side, and what the question picks of it. */
export interface PickedUnit {
  readonly metadata: GameMetadata;
  readonly game: 'n4' | 'n5' | 'codeone';
  readonly unit: UnitData;
  /** The unit's versions when its faction files differ and no faction was named. */
  readonly versions: readonly UnitVersion[];
  /** The player's own profile's words (`--profiles`), or null for the builder's unit. */
  readonly mine: { readonly words: readonly ProfileWord[] } | null;
  /** A member of an army list (`--code --trooper 1.3`): its position and name there. */
  readonly listed?: ListedAs;
  readonly profile?: number;
  readonly option?: string;
  readonly weapon?: string;
  readonly allowOutOfRange: boolean;
  readonly flag: (field: string) => string;
}

/**
 * The side a picked unit makes at a distance (none: no range MOD). `allowOut`: past the
 * last band, the side has no range MOD instead of an error.
 */
export function sideAt(
  p: PickedUnit,
  edition: Edition,
  at: string | undefined,
  allowOut = false,
  rangeFlag = p.flag('range'),
): DataSide {
  const distance = at === undefined ? undefined : orUsage(parseDistance(at, rangeFlag));
  const sideOf = (u: UnitData) =>
    sideFromData(
      p.metadata,
      p.game,
      edition.mods,
      {
        unit: u,
        ...(p.mine === null ? {} : { words: p.mine.words, from: 'profiles' as const }),
        ...(p.listed === undefined ? {} : { listed: p.listed }),
        ...(p.profile === undefined ? {} : { profile: p.profile }),
        ...(p.option === undefined ? {} : { option: p.option }),
        ...(p.weapon === undefined ? {} : { weapon: p.weapon }),
        ...(distance === undefined ? {} : { distance }),
      },
      {
        allowOutOfRange: allowOut || p.allowOutOfRange,
        flag: (f) => (f === 'range' ? rangeFlag : p.flag(f)),
      },
    );
  return orUsage(
    p.versions.length > 1 ? sideOfVersions(p.versions, sideOf, p.flag('faction')) : sideOf(p.unit),
  );
}

export interface Typed {
  readonly spec: string | undefined;
  readonly vs: string | undefined;
  readonly reactive: string | undefined;
  readonly options: Options;
}

export interface AskedFromData {
  readonly query: OddsQuery;
  readonly fromData: FromData;
  readonly warnings: string[];
}

/**
 * The question from the troopers at their distances: the checks, the filling, the
 * warnings. `dataGame` is the game the data says it holds; `warnings` come first.
 */
export function askedOf(
  typed: Typed,
  active: DataSide | null,
  reactive: DataSide | null,
  edition: Edition,
  at: { readonly dataGame: Game | null; readonly warnings: readonly string[] },
  f: (field: string) => string,
): AskedFromData {
  // A program and a Discover roll the profile's WIP (§8.1, §8.8), whatever the weapon.
  const wipFlag = wipFlagOf(typed.options);
  const program = wipFlag !== null;
  if (program && typed.spec === undefined && active !== null && active.profile.wip === null)
    throw usageShowing(
      `${wipFlag} rolls WIP: --unit ${active.source.unit ?? ''} has no WIP in its profile`,
      ['odds', '13', ...(wipFlag === '--program' ? ['--program', 'carbonite'] : ['--discover'])],
      'type the WIP as the spec',
    );
  if (typed.spec === undefined && active?.attribute == null && !(program && active !== null))
    throw usageShowing(
      active === null
        ? 'odds needs a roll spec or --unit NAME --weapon NAME'
        : `${f('unit')} ${active.source.unit ?? ''} needs ${f('weapon')}: the weapon says which attribute rolls`,
      ['odds', '--unit', 'fusilier', '--weapon', 'combi rifle', '--range', '37cm'],
    );
  const a = struck(edition.mods, active, typed.options.without, '--without');
  const r = struck(edition.mods, reactive, typed.options.vsWithout, '--vs-without');
  const asked = questionFromData(
    typed,
    a.side,
    r.side,
    edition,
    at.dataGame,
    typed.options.vsDodge === true,
  );
  const { query, fromData } = asked;
  const warnings = [...at.warnings, ...a.warnings, ...r.warnings, ...asked.warnings];
  // §8.8: a program is a WIP Attack (a Discover a WIP roll); the weapon's attribute and burst do not roll.
  if (
    program &&
    typed.spec === undefined &&
    active?.attribute != null &&
    active.attribute.name !== 'WIP'
  )
    warnings.push(
      `${wipFlag} rolls WIP ${String(active.profile.wip)}, not the ${active.attribute.name} of --weapon ${active.weapon?.name ?? ''}`.trimEnd(),
    );
  return { query, fromData, warnings };
}

/**
 * The odds question of troopers picked in game data held in memory (the page): each
 * side's unit looked up in `data`, read at the distance between them, then filled in
 * as `infcalc odds --unit ... --vs-unit ...` fills it. Bad input throws a UsageError.
 */
export async function oddsFromGameData(
  data: GameData,
  typed: Typed,
  edition: Edition,
  /** The army code of a `code` field: the page has the code's text only. */
  readCode: (code: string) => Promise<ArmyCode>,
): Promise<AskedFromData> {
  const { active, reactive, at } = await picksIn(data, typed, readCode);
  const d = distances(typed.options, flagNames);
  return askedOf(
    typed,
    active === null ? null : sideAt(active, edition, d.active),
    reactive === null ? null : sideAt(reactive, edition, d.reactive, false, d.vsFlag),
    edition,
    at(edition),
    flagNames('').flag,
  );
}

/** Does a question sweep a distance (`range` or `vsRange` holding `A..B`)? */
export const sweepsDistance = (options: Options): boolean =>
  ['range', 'vsRange'].some((k) => text(options, k)?.includes('..') === true);

/** A distance sweep over troopers from game data: what `runQuery` takes, and the warnings. */
export interface DistanceSweep {
  readonly data: SweepData;
  readonly query: OddsQuery;
  readonly warnings: string[];
}

/**
 * `odds --range 10..120cm:10` with troopers (src/app/sweep-data.ts): `picked` the
 * troopers at no distance, `ask` the question they fill for a cell's texts. The
 * command and the page both build their sweep here.
 */
export function distanceSweepOf(
  typed: Typed,
  picked: PickedSides,
  ask: (cell: Typed) => AskedFromData,
): DistanceSweep {
  // Shown as the question without a distance: each cell adds its own range MOD.
  const shown = ask(typed);
  const questionAt = (cell: OddsQuery): OddsQuery =>
    ask({
      ...typed,
      spec: cell.spec === '' ? undefined : cell.spec,
      reactive: typed.reactive === undefined ? undefined : cell.reactive,
      options: cell.options as Options,
    }).query;
  const query: OddsQuery = {
    spec: typed.spec ?? '',
    ...(typed.reactive === undefined ? {} : { reactive: typed.reactive }),
    options: typed.options,
  };
  return { data: { ...picked, query: shown.query, questionAt }, query, warnings: shown.warnings };
}

/**
 * The page's distance sweep (`oddsFromGameData` with `range` holding `A..B`): the
 * troopers looked up once at no distance, each cell's band from its distance.
 */
export async function distanceSweepFromGameData(
  data: GameData,
  typed: Typed,
  edition: Edition,
  readCode: (code: string) => Promise<ArmyCode>,
): Promise<DistanceSweep> {
  const { active, reactive, at } = await picksIn(data, typed, readCode);
  const picked: PickedSides = {
    active: active === null ? null : sideAt(active, edition, undefined, true),
    reactive: reactive === null ? null : sideAt(reactive, edition, undefined, true),
    allowOutOfRange: typed.options.allowOutOfRange === true,
  };
  return distanceSweepOf(typed, picked, (t) =>
    askedOf(t, picked.active, picked.reactive, edition, at(edition), flagNames('').flag),
  );
}

/** Each side's unit looked up in `data` (null: none named), and the data's warnings. */
async function picksIn(
  data: GameData,
  typed: Typed,
  readCode: (code: string) => Promise<ArmyCode>,
): Promise<{
  active: PickedUnit | null;
  reactive: PickedUnit | null;
  at: (edition: Edition) => { dataGame: Game | null; warnings: string[] };
}> {
  const game = data.game ?? 'n5';
  const pick = async (prefix: '' | 'vs'): Promise<PickedUnit | null> => {
    const names = flagNames(prefix);
    const { key, flag } = names;
    const listed = await listedMember(typed.options, names, readCode, () => data);
    const name = listed?.side.unit.name ?? text(typed.options, key('unit'));
    if (name === undefined) return null;
    const faction = text(typed.options, key('faction'));
    const found =
      listed === null
        ? orUsage(await findUnitIn(data, name, faction))
        : { unit: listed.side.unit, versions: [] };
    const profile =
      listed === null ? text(typed.options, key('profile')) : String(listed.side.profile);
    const n = profile === undefined ? undefined : Number(profile);
    if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= 99))
      throw usage(`${flag('profile')} "${profile ?? ''}" is not a profile number (1, 2...)`);
    const option = listed?.side.optionRef ?? text(typed.options, key('option'));
    const weapon = text(typed.options, key('weapon'));
    return {
      metadata: data.metadata,
      game,
      unit: found.unit,
      versions: faction === undefined ? found.versions : [],
      mine: null,
      ...(listed === null ? {} : { listed: { position: listed.position, name: listed.name } }),
      ...(n === undefined ? {} : { profile: n }),
      ...(option === undefined ? {} : { option }),
      ...(weapon === undefined ? {} : { weapon }),
      allowOutOfRange: typed.options.allowOutOfRange === true,
      flag,
    };
  };
  const active = await pick('');
  const reactive = await pick('vs');
  const at = (edition: Edition) => {
    const warning = editionWarning(data.game, edition);
    return { dataGame: data.game, warnings: warning === null ? [] : [warning] };
  };
  return { active, reactive, at };
}

/** One choice of a picker: the value the question holds, and what the player reads. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * What a trooper's pickers offer (the page, docs/web.md): its profiles (1, 2... as
 * `--profile` counts them), the options (loadouts) of a profile, as `--option` takes
 * them (`GROUP-ID`), and the weapons of a profile and option with each mode of a weapon
 * of several (`--weapon NAME:MODE`).
 */
export function trooperChoices(
  unit: UnitData,
  meta: GameMetadata,
): {
  readonly profiles: readonly Choice[];
  readonly options: (profile: number) => readonly Choice[];
  readonly weapons: (profile: number, option: string | undefined) => readonly Choice[];
} {
  const all = profilesOf(unit);
  const byId = new Map(weaponsOf(meta).map((w) => [w.id, w]));
  const at = (n: number) => all[n - 1];
  const options = (n: number) =>
    (at(n)?.group.options ?? []).map((o) => ({
      value: `${o.group}-${o.id}`,
      label: `${o.name} (${o.points} pts, SWC ${o.swc})`,
    }));
  const weapons = (n: number, option: string | undefined): Choice[] => {
    const p = at(n);
    if (p === undefined) return [];
    const chosen =
      option === undefined
        ? p.group.options
        : p.group.options.filter((o) => `${o.group}-${o.id}` === option);
    const items = [...p.profile.weapons, ...chosen.flatMap((o) => o.weapons)];
    const out: Choice[] = [];
    for (const id of new Set(items.map((i) => i.id))) {
      const w = byId.get(id);
      if (w === undefined) continue;
      // One loadout listing the weapon twice with other brackets: each copy by its #N.
      const copies = option === undefined ? [] : items.filter((i) => i.id === id);
      const refs =
        copies.length > 1
          ? copies.map((c, k) => ({ suffix: `#${k + 1}`, label: c.text }))
          : [{ suffix: '', label: w.name }];
      const modes = w.modes.filter((m) => m.mode !== null);
      for (const r of refs)
        if (modes.length < 2) out.push({ value: `${w.name}${r.suffix}`, label: r.label });
        else
          for (const m of modes)
            out.push({
              value: `${w.name}:${m.mode ?? ''}${r.suffix}`,
              label: `${r.label}: ${m.mode ?? ''}`,
            });
    }
    return out;
  };
  return {
    profiles: all.map((p, i) => ({
      value: String(i + 1),
      label: `${i + 1}. ${p.profile.name}`,
    })),
    options,
    weapons,
  };
}
