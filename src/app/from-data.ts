/**
 * `--unit/--weapon/--range` (and `--vs-…`) as the odds question a player would type: the
 * spec (attribute and burst), the range band's MOD as a named MOD, Mimetism as the skill
 * word (`--with`/`--vs-with`), and the weapon and target flags (docs/game-data.md). What the player typed wins:
 * a value comes from the data only where the question leaves it out. The same question
 * typed by hand gives the same odds (a property test holds it).
 */
import { usage } from './failure.js';
import type { Game } from '../core/army/schema.js';
import type { DataSide, DataSource, DataTarget, DataWeapon, FromData } from '../core/data/side.js';
import type { Edition } from '../core/rules/index.js';
import type { OddsQuery, QueryValue } from './query.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/**
 * A trooper's Mimetism (-3)/(-6) as its word: the modifier engine puts it on the enemy's
 * rolls where it applies, in Normal and Face-to-Face rolls alike (docs/rules.md §8.3).
 */
const mimetismOf = (s: DataSide | null): string[] =>
  (s?.words ?? []).filter((x) => /^mimetism\d+$/.test(x.word)).map((x) => x.word);

/** Damage for the run's edition: N5 data gives PS, N4 Damage; PS = 20 - Damage (§6.2). */
function damageFlags(h: DataWeapon, edition: Edition): { dam?: string; ps?: string } {
  const ps = h.ps ?? (h.dam === null ? null : 20 - h.dam);
  const dam = h.dam ?? (h.ps === null ? null : 20 - h.ps);
  if (edition.id === 'n4') return dam === null ? {} : { dam: String(dam) };
  return ps === null ? {} : { ps: String(ps) };
}

/** Sets an option the player left out, and says so (`--vs-arm 1`). */
interface Setter {
  (key: string, flag: string, value: QueryValue | undefined): void;
  /** Whether the player gave this option. */
  readonly given: (key: string) => boolean;
}

const keyOf = (p: '' | 'vs', name: string): string =>
  p === '' ? name : `vs${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const flagOf = (p: '' | 'vs', name: string): string => (p === '' ? `--${name}` : `--vs-${name}`);

/** What a weapon does to the trooper it hits (§6): Damage/PS, ammunition, CONT, save. */
function weaponFlags(set: Setter, hits: DataWeapon | null, p: '' | 'vs', edition: Edition): void {
  if (hits === null) return;
  const k = (name: string) => keyOf(p, name);
  const f = (name: string) => flagOf(p, name);
  // Damage and PS are one value (PS = 20 - Damage): either one typed wins over the data.
  if (!set.given(k('dam')) && !set.given(k('ps'))) {
    const d = damageFlags(hits, edition);
    set(k('dam'), f('dam'), d.dam);
    set(k('ps'), f('ps'), d.ps);
  }
  set(k('ammo'), f('ammo'), hits.ammo ?? undefined);
  if (hits.cont) set(k('cont'), f('cont'), true);
  set(k('save'), f('save'), hits.save ?? undefined);
}

/** A trooper as a target (§6): ARM, BTS, PH, W/VITA or STR, NWI, Immunities. */
function targetFlags(set: Setter, t: DataTarget, p: '' | 'vs'): void {
  const k = (name: string) => keyOf(p, name);
  const f = (name: string) => flagOf(p, name);
  set(k('arm'), f('arm'), t.arm === null ? undefined : String(t.arm));
  set(k('bts'), f('bts'), t.bts === null ? undefined : String(t.bts));
  set(k('ph'), f('ph'), t.ph === null ? undefined : String(t.ph));
  set(k('w'), f('w'), t.w === null ? undefined : String(t.w));
  if (t.str) set(k('str'), f('str'), true);
  if (t.nwi) set(k('nwi'), f('nwi'), true);
  if (t.immunity.length > 0) set(k('immunity'), f('immunity'), [...t.immunity]);
}

/** A setter over `options` that records each value it fills in `filled`. */
function setterOf(options: Record<string, QueryValue | undefined>, filled: string[]): Setter {
  // commander gives an unused repeatable flag as []: still left out.
  const given = (key: string): boolean => {
    const had = options[key];
    return had !== undefined && !(Array.isArray(had) && had.length === 0);
  };
  const set = (key: string, flag: string, value: QueryValue | undefined): void => {
    if (value === undefined || given(key)) return;
    options[key] = value;
    filled.push(
      value === true ? flag : `${flag} ${Array.isArray(value) ? value.join(',') : String(value)}`,
    );
  };
  return Object.assign(set, { given });
}

/**
 * `save` with data (docs/game-data.md): the weapon that hit (`--weapon`, carried by
 * `--unit` or named alone) gives Damage/PS, ammunition, CONT and the saving attribute;
 * the target (`--vs-unit`) its ARM, BTS, PH, W/VITA or STR, NWI and Immunities, as the
 * save command's own flags (`--dam`, `--arm`...). What the player typed wins.
 */
export function saveQuestionFromData(
  typed: Readonly<Record<string, QueryValue | undefined>>,
  weapon: { readonly hits: DataWeapon; readonly source: DataSource } | null,
  target: DataSide | null,
  edition: Edition,
): { readonly options: Record<string, QueryValue | undefined>; readonly fromData: FromData } {
  const filled: string[] = [];
  const options: Record<string, QueryValue | undefined> = { ...typed };
  const set = setterOf(options, filled);
  if (weapon !== null) weaponFlags(set, weapon.hits, '', edition);
  if (target !== null) targetFlags(set, target.target, '');
  return {
    options,
    fromData: { active: weapon?.source ?? null, reactive: target?.source ?? null, filled },
  };
}

/**
 * The flag that makes the active trooper roll its profile's WIP whatever its weapon: a
 * hacking program (§8.8) or a Discover (§8.1); null for a weapon's attribute.
 */
export const wipFlagOf = (
  options: Readonly<Record<string, QueryValue | undefined>>,
): '--program' | '--discover' | null =>
  options.program !== undefined ? '--program' : options.discover === true ? '--discover' : null;

/** The question with the data filled in where the player left it out. */
export function questionFromData(
  typed: {
    readonly spec: string | undefined;
    readonly vs: string | undefined;
    readonly reactive: string | undefined;
    readonly options: Readonly<Record<string, QueryValue | undefined>>;
  },
  active: DataSide | null,
  reactive: DataSide | null,
  edition: Edition,
  game: Game | null,
  dodge: boolean,
): { readonly query: OddsQuery; readonly fromData: FromData } {
  const filled: string[] = [];
  const options: Record<string, QueryValue | undefined> = { ...typed.options };
  const set = setterOf(options, filled);
  const addMods = (key: string, flag: string, mods: readonly string[]): void => {
    const typedMods = (options[key] as readonly string[] | undefined) ?? [];
    const names = typedMods.map((m) => m.split('=')[0]?.trim().toLowerCase());
    const fresh = mods.filter((m) => !names.includes(m.split('=')[0]));
    if (fresh.length === 0) return;
    options[key] = [...typedMods, ...fresh];
    for (const m of fresh) filled.push(`${flag} ${m}`);
  };
  const specOf = (s: DataSide | null, what: string): string | undefined => {
    if (s?.attribute == null) return undefined;
    const spec = `${s.attribute.value}b${s.burst ?? 1}`;
    filled.push(
      `${what} ${spec} (${s.attribute.name} ${s.attribute.value}, burst ${s.burst ?? 1})`,
    );
    return spec;
  };
  const modsOf = (s: DataSide | null): string[] => {
    const out: string[] = [];
    const range = s?.range?.mod;
    if (range != null && range !== 0) out.push(`range=${signed(range)}`);
    return out;
  };
  // A hacking program rolls the hacker's WIP whatever the weapon rolls (§8.8); its burst
  // comes from the program.
  const wipFlag = wipFlagOf(typed.options);
  const wipSpec = (flag: string): string | undefined => {
    const wip = active?.profile.wip;
    if (wip == null) return undefined;
    filled.push(`spec ${wip} (WIP ${wip}, ${flag})`);
    return String(wip);
  };
  const spec = typed.spec ?? (wipFlag === null ? specOf(active, 'spec') : wipSpec(wipFlag));
  // The other trooper shoots back when it has a weapon; else it Dodges (--vs-dodge) or is
  // the target of a Normal roll.
  let vs = typed.vs;
  let reactiveSpec = typed.reactive;
  if (reactiveSpec === undefined && reactive !== null) {
    // A Reset is a WIP roll whatever the weapon (§8.8).
    if (typed.options.vsReset === true && reactive.profile.wip !== null) {
      reactiveSpec = String(reactive.profile.wip);
      filled.push(`vs ${reactiveSpec} (Reset: WIP ${reactive.profile.wip})`);
    } else if (reactive.attribute !== null) reactiveSpec = specOf(reactive, 'vs');
    else if (dodge && reactive.profile.ph !== null) {
      reactiveSpec = String(reactive.profile.ph);
      filled.push(`vs ${reactiveSpec} (Dodge: PH ${reactive.profile.ph})`);
    }
    if (reactiveSpec !== undefined) vs = 'vs';
  }
  // A Discover reads its own bands at the distance (§8.1), not the weapon's.
  if (wipFlag !== '--discover') addMods('mod', '--mod', modsOf(active));
  // Each trooper's Mimetism, as the skill word the engine knows.
  const addWords = (key: string, flag: string, words: readonly string[]): void => {
    const typedWords = (options[key] as readonly string[] | undefined) ?? [];
    const fresh = words.filter((w) => !typedWords.some((t) => t.toLowerCase().includes(w)));
    if (fresh.length === 0) return;
    options[key] = [...typedWords, ...fresh];
    filled.push(`${flag} ${fresh.join(',')}`);
  };
  addWords('with', '--with', mimetismOf(active));
  addWords('vsWith', '--vs-with', mimetismOf(reactive));
  if (reactiveSpec !== undefined)
    addMods('vsMod', '--vs-mod', reactive?.attribute == null ? [] : modsOf(reactive));
  // The active weapon hits the reactive trooper; in a Face-to-Face roll the reactive's
  // weapon hits the active one.
  // A program hits with its own Damage/PS and ammunition, not the weapon's (§8.8); a
  // Discover hits nobody.
  const hacking = wipFlag !== null;
  if (active !== null && reactive !== null) {
    if (!hacking) weaponFlags(set, active.hits, '', edition);
    if (wipFlag !== '--discover') targetFlags(set, reactive.target, 'vs');
    // A Reset hits nobody: the reactive weapon is not filled in.
    if (
      reactiveSpec !== undefined &&
      reactive.attribute !== null &&
      typed.options.vsReset !== true
    ) {
      weaponFlags(set, reactive.hits, 'vs', edition);
      targetFlags(set, active.target, '');
    }
  } else if (active !== null && !hacking) weaponFlags(set, active.hits, '', edition);
  else if (reactive !== null && wipFlag !== '--discover') targetFlags(set, reactive.target, 'vs');
  // "A vs B": the word is the command line's; the question holds the reactive spec alone.
  if (vs !== undefined && vs.toLowerCase() !== 'vs')
    throw usage(
      `expected "vs" between the two specs, got "${vs}"`,
      'write: infcalc odds 12b3 vs 11',
    );
  if (vs !== undefined && reactiveSpec === undefined)
    throw usage('odds A vs B needs a second spec', 'write: infcalc odds 13b3 vs 11');
  return {
    query: {
      spec: spec ?? '',
      ...(vs === undefined || reactiveSpec === undefined ? {} : { reactive: reactiveSpec }),
      options,
    },
    fromData: { active: active?.source ?? null, reactive: reactive?.source ?? null, filled },
  };
}
