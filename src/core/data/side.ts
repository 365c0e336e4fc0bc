/**
 * A trooper from game data as one side of a roll: the attribute its weapon uses, the
 * burst, the range band's MOD, Damage or PS, ammunition, Continuous Damage and the
 * saving attribute; as a target, ARM, BTS, PH, W/VITA or STR, NWI/Dogged and Immunities;
 * and the words (docs/rules.md §8) its skills stand for. Also what came from where (the
 * `source` object), so the output can say it.
 */
import type { Game } from '../army/schema.js';
import { COMBINED_AMMO, type AmmoId, type SingleAmmoId } from '../rules/ammo.js';
import { lookupWord, wordFromSkill } from '../mods/words.js';
import type { ModRules } from '../rules/mods.js';
import { err, inputError, ok, type Result } from '../result.js';
import { coverageOf } from './coverage.js';
import { bandSpan, type Distance } from './distance.js';
import { loadoutOf, optionLabel, pickOption } from './loadout.js';
import { weaponsOf, type GameMetadata, type Weapon, type WeaponMode } from './metadata.js';
import {
  profilesOf,
  type Profile,
  type ProfileGroup,
  type UnitData,
  type UnitOption,
} from './units.js';
import {
  bracketText,
  findMode,
  findWeapon,
  profileWords,
  rangeMod,
  weaponRef,
  type ProfileWord,
  type RangeMod,
} from './weapons.js';

/** What the player asked for: `--unit NAME [--profile N] --weapon NAME[:MODE] --range D`. */
export interface TrooperPick {
  readonly unit: UnitData;
  /** 1-based, across the unit's profile groups; 1 by default. */
  readonly profile?: number;
  /** "Combi Rifle", "MULTI Rifle:AP". */
  readonly weapon?: string;
  /** The loadout (docs/game-data.md, "The loadout"): an option id ("3", "1-3") or name; else the first with the weapon. */
  readonly option?: string;
  readonly distance?: Distance;
  /** The player's own trooper (`--profiles`): its skills given as words. */
  readonly words?: readonly ProfileWord[];
  /** Where the trooper came from when not the builder's data: "profiles". */
  readonly from?: 'profiles';
  /** A member of an army list (`--code --trooper 1.3`): its position and name there. */
  readonly listed?: ListedAs;
}

/** A trooper's place in an army list: "1.3", "FUSILIER Lieutenant". */
export interface ListedAs {
  readonly position: string;
  readonly name: string;
}

/** Which values came from the data: the JSON `source` object of a side. */
export interface DataSource {
  /** Present when the trooper came from the player's profiles file. */
  readonly from?: 'profiles';
  /** Present when the trooper is a member of an army list (`--trooper 1.3`). */
  readonly listed?: ListedAs;
  /** null for a weapon named alone (`save --weapon NAME`): no trooper carries it. */
  readonly unit: string | null;
  readonly unitId: number | null;
  readonly profile: string | null;
  readonly profileNumber: number | null;
  /** The loadout's option id, and "option 3: Combi Rifle, BS Attack (Shock)". */
  readonly optionId?: number;
  readonly option?: string;
  readonly weapon: string | null;
  readonly mode: string | null;
  readonly range: {
    readonly distance: string;
    readonly cm: number;
    /** The band's label (short, med...), null for a weapon without bands. */
    readonly band: string | null;
    readonly span: string | null;
    readonly mod: number | null;
    readonly outOfRange: boolean;
  } | null;
}

/** What the output says came from the data: the JSON `source` per side and the text line. */
export interface FromData {
  readonly active: DataSource | null;
  readonly reactive: DataSource | null;
  /** The filled fields as the player would type them ("spec 12b3", "--mod range=+3"). */
  readonly filled: readonly string[];
  /** What the fill chose not to do, and how to ask for it ("not applied: surprise3"). */
  readonly notes?: readonly string[];
  /**
   * The reactive spec was filled in as an ARO (one die, §1.5): a burst above 1 then comes
   * from a skill through the MOD engine, and the "an ARO normally rolls one die" note,
   * which is for a typed burst, is not said.
   */
  readonly aro?: true;
}

export type AttributeName = 'BS' | 'CC' | 'PH' | 'WIP';

/** The weapon half of a side: what its hits do (docs/rules.md §6). */
export interface DataWeapon {
  /** N4 Damage or N5 PS, whichever the data's game uses; null when the chart has none. */
  readonly dam: number | null;
  readonly ps: number | null;
  readonly ammo: AmmoId | null;
  /** The chart's ammunition name when infcalc has no row for it ("AP+DA", "Smoke"). */
  readonly ammoUnknown: string | null;
  readonly cont: boolean;
  /** null when the ammunition decides (Plasma: ARM and BTS; PARA: PH-6), or none is written. */
  readonly save: 'arm' | 'bts' | null;
  /** "ARM=0" (K1, Monofilament): the target saves with that attribute at 0. */
  readonly zeroSave: boolean;
  /** Saves per hit as the chart writes them ("2"), null when not a single number. */
  readonly saves: number | null;
  /** The trooper's bracketed values that changed the weapon ("+1B", "PS=6", "AP"). */
  readonly extras: readonly string[];
  /**
   * Why the ammunition is not the chart's: the loadout's "AP", or an attack skill's
   * bracket combined with it ("BS Attack (Shock) with AP"); null when it is the chart's.
   */
  readonly ammoFrom: string | null;
  /** The trait State: Dead (Monofilament, Vorpal): a failed save kills (§6.4); absent without. */
  readonly dead?: true;
  /** The trait State: Sepsitorized (a Sepsitor, §10.11): a failed save is that state. */
  readonly sepsitor?: true;
  /** What the weapon does that infcalc does not model (a bracket it cannot read). */
  readonly unmodelled: readonly string[];
  /** An attack skill's ammunition the chart cannot join to the weapon's ("BS Attack (T2)"). */
  readonly unjoined: readonly string[];
  /**
   * Bioweapon (DA+SHOCK) (docs/rules.md §10.5): `ammo` is the trait's, against a VITA
   * target; against a STR target the chart's own ammunition (this), null without the trait.
   */
  readonly bioPlain?: AmmoId;
  /**
   * A weapon that spares STR targets, and why: N4's plain Bioweapon trait (affects only a
   * target with W, docs/rules.md §10.13) or N5's Target (VITA) (targets only a trooper with
   * VITA, §10.15). Absent without either.
   */
  readonly wOnly?: SparesStr;
  /**
   * An ammunition the player chooses per attack ("AP/Shock", §6.4): the choices in the
   * chart's order; `ammo` is the first infcalc models. Absent for one ammunition.
   */
  readonly ammoChoices?: readonly string[];
  /** The loadout's "(SR-1)" on the weapon (§10.1): 1 or 2, null without. */
  readonly sr?: number;
  /** The loadout's "(+1SD)" on the weapon (§10.3); absent on a Direct Template. */
  readonly sd?: number;
}

/** The target half: the same trooper when it is hit. */
export interface DataTarget {
  readonly arm: number | null;
  readonly bts: number | null;
  readonly ph: number | null;
  readonly w: number | null;
  readonly str: boolean;
  readonly nwi: boolean;
  /** Remote Presence (§10.11): with STR, a second Unconscious level; absent without. */
  readonly remotePresence?: true;
  /**
   * Its Immunities as `--immunity` values (docs/rules.md §10.4): shock, ap, arm, bts,
   * enhanced, cont, pos, imm-b, isolated, crit, total (N4); Warhorse gives isolated (§10.5).
   */
  readonly immunity: readonly string[];
  /** Immunities infcalc does not model ("Immunity (ARM)"). */
  readonly unmodelled: readonly string[];
  /** "Dodge (PH=11)": the PH the trooper Dodges with, when its profile says one. */
  readonly dodgePh: number | null;
  /** Other bracketed values of Dodge ("Dodge (+3)", "Dodge (-3)"): docs/rules.md §8.7. */
  readonly dodgeOther: readonly string[];
  /** "Vulnerability (X)": its Immunity is void against an X weapon or ammunition (§10.11). */
  readonly vulnerability?: readonly string[];
  /** Immunities it has from another skill than Immunity (Warhorse: isolated), kept then. */
  readonly innate?: readonly string[];
  /** N4 Bioimmunity (§10.11): `arm`, `bts` are the better of the two; its own values. */
  readonly bioimmunity?: { readonly arm: number | null; readonly bts: number | null };
  /** N4 Immunity (Viral) (§10.11): a Viral weapon's ammunition counts as N. */
  readonly immuneViral?: true;
}

/** A skill (or one bracket of it) the odds leave out, and why when the data tells. */
export interface UnmodelledSkill {
  /** "BS Attack (SR-1)", "Neurocinetics (+1B)" */
  readonly text: string;
  readonly why: string | null;
}

export interface DataSide {
  readonly profile: Profile;
  readonly option: UnitOption | null;
  readonly weapon: Weapon | null;
  readonly mode: WeaponMode | null;
  readonly attribute: {
    readonly name: AttributeName;
    readonly value: number;
    /** The loadout's setter that gave the value ("CC=21", §10.11); absent: the profile's. */
    readonly set?: string;
  } | null;
  /** The Active Turn's burst before skills: the weapon's chart and loadout B MODs. */
  readonly burst: number | null;
  /** The loadout's B MODs on the weapon ("(+1B)"): part of `burst`, B MODs by §10.3. */
  readonly weaponBurstMods: number;
  readonly range: RangeMod | null;
  readonly hits: DataWeapon | null;
  readonly target: DataTarget;
  readonly words: readonly ProfileWord[];
  /** The CC weapons it carries, by name (for "give one of its CC weapons"). */
  readonly ccWeapons: readonly string[];
  /**
   * The loadout lists the weapon more than once with other brackets ("AP CC Weapon
   * (+1B)", "AP CC Weapon (PS=6)"): each copy's text and the one taken (1-based, named
   * with `--weapon 'AP CC Weapon#2'`, docs/game-data.md). Absent for one copy.
   */
  readonly copies?: { readonly texts: readonly string[]; readonly taken: number };
  /** Total Reaction: its AROs roll the weapon's whole burst (docs/rules.md §10.3). */
  readonly totalReaction: boolean;
  /**
   * Skills of the profile that change this weapon's roll and that infcalc does not model
   * ("CC Attack (-6)", "BS Attack (Continuous Damage)", "Neurocinetics"): said, not applied.
   */
  readonly unmodelledSkills: readonly UnmodelledSkill[];
  readonly source: DataSource;
}

/**
 * What one bracketed value of an attack skill ("BS Attack (+1B)", "CC Attack (Shock)")
 * does (docs/game-data.md, "Brackets of attack skills"): a word of the catalogue (a MOD,
 * a die more: the bracket rule, docs/rules.md §1.1), ammunition combined with the
 * weapon's (§6.3, §6.4), Continuous Damage, or nothing infcalc models (said, with why).
 */
export type AttackBracket =
  | { readonly kind: 'word'; readonly word: string }
  | { readonly kind: 'ammo'; readonly ammo: 'ap' | 'shock' | 't2' }
  | { readonly kind: 'cont' }
  | { readonly kind: 'unmodelled'; readonly why: string };

/** Brackets whose rule is not confirmed, and why (docs/game-data.md). */
const UNCONFIRMED: readonly (readonly [RegExp, string])[] = [
  [/^SR ?-\s?\d$/i, "a MOD to the target's Saving Roll, NOT CONFIRMED"],
  [/^guided$/i, 'an attack without Line of Fire; no rule for its roll confirmed'],
  [/^anti-?materi[ae]l$/i, 'no rule for its roll confirmed'],
  [/^\+\d+ ?dam(age)?$/i, 'a Damage MOD, not confirmed for N5 PS'],
];

export function attackBracket(rules: ModRules, skill: string, extra: string): AttackBracket {
  const x = extra.trim();
  const word = wordFromSkill(rules, skill, x);
  const entry = word === undefined ? undefined : lookupWord(rules, word);
  if (word !== undefined && entry?.unconfirmed === undefined) return { kind: 'word', word };
  const key = ammoKey(x);
  if (key === 'ap' || key === 'shock' || key === 't2') return { kind: 'ammo', ammo: key };
  if (/^contin(u)?ous damage$/i.test(x)) return { kind: 'cont' };
  const why = UNCONFIRMED.find(([re]) => re.test(x))?.[1] ?? 'no rule infcalc knows for it';
  return { kind: 'unmodelled', why };
}

/** What the attack skill of a roll adds to its weapon's hits: ammunition, CONT. */
export interface SkillHits {
  /** Ammunition to combine with the weapon's, and the skill text it comes from. */
  readonly ammo: readonly { readonly ammo: 'ap' | 'shock' | 't2'; readonly from: string }[];
  /** "BS Attack (Continuous Damage)", or null. */
  readonly cont: string | null;
}

const NO_SKILL_HITS: SkillHits = { ammo: [], cont: null };

/**
 * What the profile's attack skills do to a roll with `mode`: Total Reaction is applied;
 * each bracketed value of BS Attack (a BS roll) or CC Attack (a CC roll) is applied (a
 * word of the profile's, ammunition, Continuous Damage) or named with why it is not.
 */
export function attackSkills(
  items: readonly {
    readonly name: string;
    readonly extras: readonly string[];
    readonly text: string;
  }[],
  mode: WeaponMode | null,
  rules: ModRules,
  /** The profile's words: a value with a word of the catalogue ("CC Attack (-6)") is applied. */
  words: readonly ProfileWord[] = [],
): { totalReaction: boolean; unmodelled: UnmodelledSkill[]; hits: SkillHits } {
  const named = (re: RegExp) => items.filter((i) => re.test(i.name.trim()));
  const attack = mode?.attribute === 'cc' ? /^CC Attack$/i : /^BS Attack$/i;
  const unmodelled: UnmodelledSkill[] = [];
  const ammo: { ammo: 'ap' | 'shock' | 't2'; from: string }[] = [];
  let cont: string | null = null;
  for (const i of mode === null ? [] : named(attack))
    for (const extra of i.extras) {
      const text = `${i.name.trim()} (${extra.trim()})`;
      const b = attackBracket(rules, i.name, extra);
      if (b.kind === 'word' && words.some((w) => w.word === b.word)) continue;
      // No BS Attack (Shock) with a BS Weapon (WIP) (§10.5): a WIP roll is no BS Attack.
      if (b.kind === 'ammo' && mode?.attribute === 'wip') continue;
      if (b.kind === 'ammo') ammo.push({ ammo: b.ammo, from: text });
      else if (b.kind === 'cont') cont = text;
      else {
        // The coverage table has the last word: no effect is no warning, and its why.
        const c = coverageOf(rules, i.name.trim(), extra.trim());
        if (c?.class === 'no-effect') continue;
        const why = c?.class === 'not-modelled' ? c.why : b.kind === 'unmodelled' ? b.why : null;
        unmodelled.push({ text, why });
      }
    }
  return {
    totalReaction: named(/^Total Reaction$/i).length > 0,
    unmodelled,
    hits: { ammo, cont },
  };
}

/**
 * The trooper's items, and its weapon mode's properties, that the coverage table classes
 * "not modelled" (`infcalc data coverage`, docs/game-data.md): the one table decides, and
 * every answer with this trooper names them with why, never silently.
 */
export function notModelledItems(
  rules: ModRules,
  items: readonly { readonly name: string; readonly extras: readonly string[] }[],
  properties: readonly string[],
): UnmodelledSkill[] {
  const out: UnmodelledSkill[] = [];
  const add = (name: string, extra?: string): void => {
    const c = coverageOf(rules, name, extra);
    const text = extra === undefined ? name : `${name} (${extra})`;
    if (c?.class === 'not-modelled' && !out.some((u) => u.text === text))
      out.push({ text, why: c.why });
  };
  // BS Attack and CC Attack brackets count on the roll of their kind (attackSkills).
  for (const i of items.filter((x) => !/^(BS|CC) Attack$/i.test(x.name.trim())))
    if (i.extras.length === 0) add(i.name.trim());
    else for (const x of i.extras) add(i.name.trim(), x.trim());
  for (const p of properties) add(p.trim());
  return out;
}

/**
 * Two ammunitions on one hit (docs/rules.md §6.4 Combined ammunition): the weapon's and a
 * skill's "(Shock)". N adds nothing; a pair is a row of the chart (AP+DA...), or null when
 * infcalc has none (EXP+Shock, T2+AP).
 */
export function combineAmmo(base: AmmoId, add: SingleAmmoId): AmmoId | null {
  const parts = (id: AmmoId): readonly SingleAmmoId[] =>
    id in COMBINED_AMMO ? COMBINED_AMMO[id as keyof typeof COMBINED_AMMO] : [id as SingleAmmoId];
  const all = [...new Set([...parts(base), add])];
  const set = all.length > 1 ? all.filter((a) => a !== 'n') : all;
  if (set.length === 1) return set[0] ?? null;
  const row = Object.entries(COMBINED_AMMO).find(
    ([, pair]) =>
      pair.length === set.length && set.every((a) => (pair as readonly string[]).includes(a)),
  );
  return row === undefined ? null : (row[0] as AmmoId);
}

const ATTRIBUTE: Readonly<Record<WeaponMode['attribute'], AttributeName>> = {
  bs: 'BS',
  cc: 'CC',
  ph: 'PH',
  wip: 'WIP',
};

/** The chart's ammunition names -> infcalc's rows (docs/rules.md §6.3, §6.4 combined). */
const AMMO: Readonly<Record<string, AmmoId>> = {
  n: 'n',
  ap: 'ap',
  da: 'da',
  exp: 'exp',
  t2: 't2',
  shock: 'shock',
  stun: 'stun',
  em: 'em',
  para: 'para',
  plasma: 'plasma',
  'ap+da': 'ap+da',
  'ap+exp': 'ap+exp',
  'ap+shock': 'ap+shock',
  'da+shock': 'da+shock',
  'n+em': 'n+em',
  'ap+t2': 'ap+t2',
  // K1 and Monofilament are N against ARM=0 (the chart's saving attribute says so).
  k1: 'n',
  monofilament: 'n',
};

/** "N+E/M", "DA + Shock", "E/M" -> the key of AMMO ("n+em", "da+shock", "em"). */
const ammoKey = (name: string): string =>
  name.toLowerCase().replace(/\s+/g, '').replace(/e\/m/g, 'em');

/** An ammunition that is a choice ("AP/Shock", "N/AP/DA": one per attack, §6.4) -> its parts. */
const ammoChoices = (name: string): string[] =>
  name
    .replace(/e\/m/gi, 'E\u2215M')
    .split('/')
    .map((p) => p.trim().replace('\u2215', '/'));

/** A loadout's bracketed values on a weapon: "+1B", "PS=6", "AP", "Continous Damage". */
interface WeaponExtras {
  readonly burst: number;
  /** Negative brackets ("-6"): the enemy's F2F MOD, a word of the weapon's (§10.2). */
  readonly minus: readonly string[];
  readonly ps: number | null;
  readonly ammo: AmmoId | null;
  readonly cont: boolean;
  /** "(SR-1)" on the weapon: its hits' saves -1 (§10.1); 0 without. */
  readonly sr: number;
  /** "(+1SD)" on the weapon: Special Dice in both turns, not on a Direct Template (§10.3). */
  readonly sd: number;
  /** "(+1 Dam)" on the weapon: N4 +1 Damage; N5 reads it as SR-1 (§10.1); 0 without. */
  readonly dam: number;
  readonly applied: readonly string[];
  readonly unmodelled: readonly string[];
}

function weaponExtras(extras: readonly string[]): WeaponExtras {
  let burst = 0;
  const minus: string[] = [];
  let sr = 0;
  let sd = 0;
  let dam = 0;
  let ps: number | null = null;
  let ammo: AmmoId | null = null;
  let cont = false;
  const applied: string[] = [];
  const unmodelled: string[] = [];
  for (const raw of extras) {
    const x = bracketText(raw);
    if (/^-\d$/.test(x)) {
      minus.push(x);
      continue;
    }
    const b = /^\+(\d)B$/i.exec(x);
    const p = /^PS=(\d{1,2})$/i.exec(x);
    const a = AMMO[ammoKey(x)];
    const r = /^SR ?- ?([12])$/i.exec(x);
    const d = /^\+(\d) ?SD$/i.exec(x);
    const m = /^\+(\d) ?Dam(age)?$/i.exec(x);
    if (b !== null) burst += Number(b[1]);
    else if (d !== null) sd += Number(d[1]);
    else if (m !== null) dam += Number(m[1]);
    else if (r !== null) sr = Number(r[1]);
    else if (p !== null) ps = Number(p[1]);
    else if (a !== undefined) ammo = a;
    else if (/^contin(u)?ous damage$/i.test(x)) cont = true;
    else {
      unmodelled.push(`(${x})`);
      continue;
    }
    applied.push(x);
  }
  return { burst, minus, ps, ammo, cont, sr, sd, dam, applied, unmodelled };
}

/**
 * A weapon's negative brackets as words of the catalogue ("PARA CC Weapon (-6)" ->
 * para6, §10.2); a bracket with no word stays a `(-X)` infcalc does not model.
 */
function weaponBracketWords(
  rules: ModRules,
  weapon: Weapon,
  minus: readonly string[],
): { words: ProfileWord[]; unmodelled: string[] } {
  const words: ProfileWord[] = [];
  const unmodelled: string[] = [];
  for (const x of minus) {
    const word = wordFromSkill(rules, weapon.name, x);
    if (word === undefined) unmodelled.push(`(${x})`);
    else words.push({ word, from: `${weapon.name} (${x})` });
  }
  return { words, unmodelled };
}

const NO_EXTRAS = weaponExtras([]);

/** A chart's ammunition, N when it names none a weapon wounds with ("0", none). */
const weaponAmmo0 = (charts: AmmoId | null): AmmoId => charts ?? 'n';

function hitsOf(
  mode: WeaponMode,
  profile: Profile | null,
  game: Game,
  extras: WeaponExtras = NO_EXTRAS,
  skill: SkillHits = NO_SKILL_HITS,
): DataWeapon {
  const raw = mode.damage.trim().toUpperCase();
  // "PH": the thrower's own PH (N4 Throwing Weapons); unknown without a thrower.
  const charted = raw === 'PH' ? (profile?.ph ?? null) : /^\d+$/.test(raw) ? Number(raw) : null;
  // "(PS=6)" on the loadout is the trooper's PS with that weapon (N5; N4 Damage = 20 - PS).
  const written =
    extras.ps === null || charted === null ? charted : game === 'n4' ? 20 - extras.ps : extras.ps;
  // "(+1 Dam)": N4 adds it to the Damage (§10.1). No N5 weapon carries one: there it is
  // left out with a warning.
  const value = written !== null && game === 'n4' ? written + extras.dam : written;
  const name = mode.ammunition?.trim() ?? null;
  // "Bioweapon (DA+SHOCK)": the ammunition the trait names (Viral weapons).
  const bio = mode.properties
    .map((p) => /^bioweapon \((.+)\)$/i.exec(p.trim())?.[1])
    .find((x) => x !== undefined);
  // "AP/Shock": the player picks one per attack (§6.4); infcalc takes the first it knows.
  const choices = name === null ? [] : ammoChoices(name);
  const first = choices.find((c) => AMMO[ammoKey(c)] !== undefined);
  const charts =
    name === null
      ? null
      : (AMMO[ammoKey(name)] ?? (first === undefined ? null : AMMO[ammoKey(first)]) ?? null);
  const saving = (mode.saving ?? '').toUpperCase().replace(/\s+/g, ' ').trim();
  // Plasma saves with ARM and BTS: "ARM and BTS" in N5 files, "ARM+BTS" in N4 files.
  const plasma = /ARM ?(AND|\+) ?BTS/.test(saving);
  const weaponAmmo =
    extras.ammo ??
    (bio === undefined ? null : (AMMO[ammoKey(bio)] ?? null)) ??
    (plasma ? 'plasma' : charts);
  // An attack skill's "(Shock)" joins the weapon's ammunition (§6.4); a weapon that
  // wounds nobody (Smoke) has none to join. A CC weapon's "0" ammunition is N.
  let ammo = weaponAmmo;
  let ammoFrom: string | null =
    extras.ammo === null
      ? null
      : (extras.applied.find((x) => AMMO[ammoKey(x)] !== undefined) ?? null);
  const unjoined: string[] = [];
  if (value !== null)
    for (const add of skill.ammo) {
      const base = ammo ?? 'n';
      const joined =
        name !== null && name !== '0' && ammo === null ? null : combineAmmo(base, add.ammo);
      if (joined === null) {
        unjoined.push(add.from);
        continue;
      }
      if (joined !== ammo)
        ammoFrom = `${add.from}${ammo === null || ammo === 'n' ? '' : ` with ${ammo.toUpperCase()}`}`;
      ammo = joined;
    }
  const dead = mode.properties.some((p) => /^state: ?dead$/i.test(p.trim()));
  const wOnly = sparesStr(game, mode.properties);
  const sepsitor = mode.properties.some((p) => /^state: ?sepsitori[sz]ed$/i.test(p.trim()));
  // A Bioweapon's count is its plain ammunition's, not the one the trait names.
  const saves = bio === undefined && /^\d+$/.test(mode.saves ?? '') ? Number(mode.saves) : null;
  return {
    dam: game === 'n4' ? value : null,
    ps: game === 'n4' ? null : value,
    ammo,
    ...(choices.length > 1 && first !== undefined && weaponAmmo === charts
      ? { ammoChoices: choices }
      : {}),
    ammoUnknown:
      weaponAmmo === null && name !== null && name !== '0'
        ? name
        : bio !== undefined && AMMO[ammoKey(bio)] === undefined
          ? bio
          : null,
    // The builder spells it "Continous Damage".
    cont:
      extras.cont ||
      (skill.cont !== null && value !== null) ||
      mode.properties.some((p) => /^contin(u)?ous damage/i.test(p)),
    // Plasma and PARA name their own saves (§6.2): a --save would contradict them.
    save:
      ammo === 'plasma' || ammo === 'para'
        ? null
        : saving.startsWith('BTS')
          ? 'bts'
          : saving.startsWith('ARM')
            ? 'arm'
            : null,
    zeroSave: /^(ARM|BTS) ?= ?0$/.test(saving),
    saves,
    extras: extras.applied,
    ammoFrom,
    ...(dead ? { dead: true } : {}),
    ...(sepsitor ? { sepsitor: true } : {}),
    unmodelled: [
      ...extras.unmodelled,
      ...(game !== 'n4' && extras.dam > 0 ? [`(+${extras.dam} Dam)`] : []),
    ],
    unjoined,
    ...(bio === undefined ? {} : { bioPlain: weaponAmmo0(charts) }),
    ...(wOnly === null ? {} : { wOnly }),
    ...(extras.sr === 0 ? {} : { sr: extras.sr }),
    ...(extras.sd === 0 || mode.template ? {} : { sd: extras.sd }),
  };
}

/** Why a weapon's hits spare a STR target (docs/rules.md §10.13, §10.15). */
export type SparesStr = 'bioweapon' | 'target-vita';

/** The rule that makes a weapon spare STR targets, by its edition's trait; null when none. */
function sparesStr(game: string, properties: readonly string[]): SparesStr | null {
  const has = (re: RegExp) => properties.some((p) => re.test(p.trim()));
  // N4's plain Bioweapon affects only troopers with W (wiki "Traits", N4 annex).
  if (game === 'n4' && has(/^bioweapon$/i)) return 'bioweapon';
  // N5's Target (VITA): only a trooper with VITA may be its target (Pheroware Tactics).
  if (game !== 'n4' && has(/^target \(vita\)$/i)) return 'target-vita';
  return null;
}

/** Each reason in words, for the warnings that say a STR target takes nothing. */
export const SPARES_STR_WHY = {
  bioweapon: 'Bioweapon (N4) affects only troopers with W',
  'target-vita': 'Target (VITA) targets only troopers with VITA',
} as const satisfies Record<SparesStr, string>;

/** The docs/rules.md section of each reason. */
export const SPARES_STR_SECTION = {
  bioweapon: '§10.13',
  'target-vita': '§10.15',
} as const satisfies Record<SparesStr, string>;

/**
 * The data's Immunity values -> `--immunity` values (docs/rules.md §6.4, §10.4), by the
 * bracket's text (ids drift between data versions).
 */
const IMMUNITY_VALUES: Readonly<Record<string, string>> = {
  shock: 'shock',
  total: 'total',
  critical: 'crit',
  crit: 'crit',
  ap: 'ap',
  da: 'da',
  exp: 'exp',
  t2: 't2',
  arm: 'arm',
  bts: 'bts',
  enhanced: 'enhanced',
  continousdamage: 'cont',
  continuousdamage: 'cont',
  pos: 'pos',
  possessed: 'pos',
  immb: 'imm-b',
  immobilizedb: 'imm-b',
  isolated: 'isolated',
};

const immunityValue = (extra: string): string | undefined =>
  IMMUNITY_VALUES[extra.toLowerCase().replace(/[^a-z0-9]/g, '')];

function targetOf(
  profile: Profile,
  option: UnitOption | null,
  words: readonly ProfileWord[],
): DataTarget {
  const has = (w: string) => words.some((x) => x.word === w);
  // The profile's items and its one option's (docs/game-data.md, "The loadout").
  const items = [
    ...profile.skills,
    ...profile.equipment,
    ...(option?.skills ?? []),
    ...(option?.equipment ?? []),
  ];
  const immunities = items.filter((i) => /^immunity$/i.test(i.name)).flatMap((i) => i.extras);
  const immunity: string[] = [];
  const add = (v: string | undefined): void => {
    if (v !== undefined && !immunity.includes(v)) immunity.push(v);
  };
  for (const x of immunities) add(immunityValue(x));
  // Warhorse: never Isolated (§10.4, §10.5); E/M's other saves stand.
  const warhorse = items.some((i) => /^warhorse$/i.test(i.name.trim()));
  if (warhorse) add('isolated');
  const viral = immunities.some((x) => /^viral$/i.test(x.trim()));
  // N4 Bioimmunity (§10.11): saves with the better of ARM and BTS.
  const best =
    has('bioimmunity') && profile.arm !== null && profile.bts !== null
      ? Math.max(profile.arm, profile.bts)
      : null;
  const dodge = items.filter((i) => /^dodge$/i.test(i.name)).flatMap((i) => i.extras);
  const vulnerability = items
    .filter((i) => /^vulnerability$/i.test(i.name.trim()))
    .flatMap((i) => i.extras.map((x) => x.trim().toLowerCase()));
  const dodgePh = dodge
    .map((x) => /^PH ?= ?(\d{1,2})$/i.exec(x.trim())?.[1])
    .find((x) => x !== undefined);
  return {
    arm: best ?? profile.arm,
    bts: best ?? profile.bts,
    ph: profile.ph,
    w: profile.w,
    str: profile.str,
    nwi: has('nwi') || has('dogged'),
    ...(has('remote-presence') ? { remotePresence: true } : {}),
    immunity,
    unmodelled: immunities
      .filter((x) => immunityValue(x) === undefined && !/^viral$/i.test(x.trim()))
      .map((x) => `Immunity (${x})`),
    dodgePh: dodgePh === undefined ? null : Number(dodgePh),
    dodgeOther: dodge.filter((x) => !/^PH ?= ?\d{1,2}$/i.test(x.trim())).map((x) => `Dodge (${x})`),
    ...(vulnerability.length === 0 ? {} : { vulnerability }),
    ...(warhorse ? { innate: ['isolated'] } : {}),
    ...(best === null ? {} : { bioimmunity: { arm: profile.arm, bts: profile.bts } }),
    ...(viral ? { immuneViral: true } : {}),
  };
}

/**
 * A weapon's "(SR-1)" (docs/rules.md §10.1) acts only with that weapon: the question is
 * asked with it, so it joins the trooper's words as its attack's SR word (`sr1`, `cc-sr1`).
 */
function withWeaponSr(
  rules: ModRules,
  words: readonly ProfileWord[],
  sr: number,
  mode: WeaponMode | null,
  from: string,
): readonly ProfileWord[] {
  if (sr === 0 || mode === null) return words;
  const word = `${mode.attribute === 'cc' ? 'cc-' : ''}sr${sr}`;
  if (lookupWord(rules, word) === undefined || words.some((w) => w.word === word)) return words;
  return [...words, { word, from }];
}

/**
 * An Impact Template weapon's hits get no Partial Cover +3 on their saves (docs/rules.md
 * §10.9): the word that says so, from the weapon's properties.
 */
function impactWord(mode: WeaponMode | null, weapon: Weapon | null): ProfileWord[] {
  if (!(mode?.properties.some((p) => /^impact template/i.test(p)) ?? false)) return [];
  return [{ word: 'impact-template', from: weapon?.name ?? 'Impact Template' }];
}

/**
 * N4's SymbioBomb fired in its Endgame or Eraser Mode is a Pheroware Tactic used with a
 * SymbioBomb (docs/rules.md §10.13): the word that gives its targets -3 in Face-to-Face.
 * N5's files carry no SymbioBomb and its rules no such word.
 */
function symbioBombWord(rules: ModRules, mode: WeaponMode | null): ProfileWord[] {
  const used =
    mode !== null &&
    /^symbiobomb$/i.test(mode.name) &&
    /^(endgame|eraser)/i.test(mode.mode ?? '') &&
    lookupWord(rules, 'symbiobomb') !== undefined;
  return used ? [{ word: 'symbiobomb', from: `${mode.name} ${mode.mode ?? ''}`.trim() }] : [];
}

/**
 * A weapon with the Comms. Attack trait makes a Comms Attack (docs/rules.md §10.12): the
 * word that says so, which the target's Nanoscreen reads.
 */
function commsWord(mode: WeaponMode | null, weapon: Weapon | null): ProfileWord[] {
  if (!(mode?.properties.some((p) => /^comms\.? attack$/i.test(p.trim())) ?? false)) return [];
  return [{ word: 'comms-attack', from: weapon?.name ?? 'Comms Attack' }];
}

/**
 * The picked weapon and mode: among the picked option's weapons, else any option's (the
 * loadout then follows the weapon). A weapon of another option of the profile is refused
 * naming the options that carry it.
 */
function weaponOfPick(
  meta: GameMetadata,
  pick: TrooperPick,
  profile: Profile,
  group: ProfileGroup,
  picked: UnitOption | null,
  named: (field: string) => string,
): Result<{ weapon: Weapon | null; mode: WeaponMode | null }> {
  if (pick.weapon === undefined) return ok({ weapon: null, mode: null });
  const carried = [
    ...profile.weapons,
    ...(picked === null ? group.options : [picked]).flatMap((o) => o.weapons),
  ];
  const ref = weaponRef(meta, pick.weapon);
  const w = findWeapon(meta, ref.name, carried);
  if (!w.ok) {
    // Carried by other options of the profile: say which.
    const elsewhere = findWeapon(meta, ref.name, [
      ...profile.weapons,
      ...group.options.flatMap((o) => o.weapons),
    ]);
    if (picked === null || !elsewhere.ok) return w;
    const refused = loadoutOf(
      group.options,
      profile.weapons,
      elsewhere.value.id,
      picked,
      elsewhere.value.name,
      named('option'),
    );
    return refused.ok ? w : refused;
  }
  const m = findMode(w.value, ref.mode);
  if (!m.ok) return m;
  return ok({ weapon: w.value, mode: m.value });
}

/**
 * The builder's attribute setters ("CC=21", "BS=12" as a skill of an option, docs/rules.md
 * §10.11): the loadout's attribute replaces the profile's for every roll with it.
 */
const SETTER = /^(BS|CC|PH|WIP) ?= ?(\d{1,2})$/i;

/** The profile with its loadout's attribute setters applied, and the setters' texts. */
function withSetters(
  profile: Profile,
  option: UnitOption | null,
): { profile: Profile; set: readonly string[] } {
  const set: string[] = [];
  let out = profile;
  for (const i of [...profile.skills, ...(option?.skills ?? [])]) {
    const m = SETTER.exec(i.name.trim());
    if (m?.[1] === undefined || m[2] === undefined) continue;
    out = { ...out, [m[1].toLowerCase()]: Number(m[2]) };
    set.push(`${m[1].toUpperCase()}=${m[2]}`);
  }
  return { profile: out, set };
}

const setterOf = (setters: readonly string[], name: AttributeName): { set?: string } => {
  const set = setters.find((x) => x.startsWith(`${name}=`));
  return set === undefined ? {} : { set };
};

/** A trooper's skills and equipment: its profile's and its loadout's. */
const itemsOf = (profile: Profile, option: UnitOption | null) => [
  ...profile.skills,
  ...(option?.skills ?? []),
  ...profile.equipment,
  ...(option?.equipment ?? []),
];

/** Where a side comes from, as the answer names it (JSON `source`). */
function sourceOf(
  pick: TrooperPick,
  profile: Profile,
  n: number,
  option: UnitOption | null,
  weapon: Weapon | null,
  mode: WeaponMode | null,
  range: RangeMod | null,
): DataSource {
  return {
    ...(pick.from === undefined ? {} : { from: pick.from }),
    ...(pick.listed === undefined ? {} : { listed: pick.listed }),
    unit: pick.unit.name,
    unitId: pick.unit.id,
    profile: profile.name,
    profileNumber: n,
    ...(option === null ? {} : { optionId: option.id, option: optionLabel(option) }),
    weapon: weapon?.name ?? null,
    mode: mode?.mode ?? null,
    range:
      range === null
        ? null
        : {
            distance: range.distance.text,
            cm: range.distance.cm,
            band:
              range.at.kind === 'none'
                ? null
                : range.at.kind === 'band'
                  ? range.at.band.label
                  : null,
            span: range.at.kind === 'band' ? bandSpan(range.at.band) : null,
            mod: range.mod,
            outOfRange: range.at.kind === 'out',
          },
  };
}

/**
 * One side from the data. Errors name what is wrong: a profile number out of range, a
 * weapon the trooper does not carry, a weapon of several modes without one, a weapon
 * out of range at that distance (unless `allowOutOfRange`).
 */
export function sideFromData(
  meta: GameMetadata,
  game: Game,
  rules: ModRules,
  pick: TrooperPick,
  opts: {
    readonly allowOutOfRange?: boolean;
    /** How bad input names a field: a prefix (`--vs-`), or a function (`vsRange`). */
    readonly flag?: string | ((field: string) => string);
  } = {},
): Result<DataSide> {
  const named = (field: string): string =>
    typeof opts.flag === 'function' ? opts.flag(field) : `${opts.flag ?? ''}${field}`;
  const all = profilesOf(pick.unit);
  const n = pick.profile ?? 1;
  const chosen = all[n - 1];
  if (chosen === undefined)
    return err(
      inputError(
        `${pick.unit.name} has ${all.length} profile${all.length === 1 ? '' : 's'}; ${named('profile')} ${n} is not one`,
        undefined,
        all.map((p, i) => `${i + 1} ${p.profile.name}`).join(', '),
      ),
    );
  const { profile: base, group } = chosen;
  // "AP CC Weapon#2": the second copy of a weapon the loadout lists twice.
  const copyRef = /^(.*\S)\s*#(\d)$/.exec(pick.weapon ?? '');
  const copyN = copyRef?.[2] === undefined ? 1 : Number(copyRef[2]);
  const asked = copyRef?.[1] === undefined ? pick : { ...pick, weapon: copyRef[1] };
  const picked =
    pick.option === undefined ? null : pickOption(group.options, pick.option, named('option'));
  if (picked !== null && !picked.ok) return picked;
  const armed = weaponOfPick(meta, asked, base, group, picked?.value ?? null, named);
  if (!armed.ok) return armed;
  const { weapon, mode } = armed.value;
  const loadout = loadoutOf(
    group.options,
    base.weapons,
    weapon?.id ?? null,
    picked?.value ?? null,
    weapon?.name ?? '',
    named('option'),
  );
  if (!loadout.ok) return loadout;
  const option = loadout.value;
  // The loadout's attribute setters ("CC=21"): its rolls use that value (§10.11).
  const { profile, set: setters } = withSetters(base, option);
  // The loadout's own bracketed values on the weapon: "Boarding Shotgun (+1B)", "(PS=6)".
  // A loadout may list one weapon twice with different brackets ("AP CC Weapon (+1B)",
  // "AP CC Weapon (PS=6)"): two weapons of one name; the first, or the one named "#2".
  const copies =
    weapon === null
      ? []
      : [...(option?.weapons ?? []), ...profile.weapons].filter((i) => i.id === weapon.id);
  if (copyRef !== null && (copyN < 1 || copyN > copies.length))
    return err(
      inputError(
        `${named('weapon')} ${pick.weapon ?? ''}: the loadout lists ${weapon?.name ?? 'it'} ${copies.length === 1 ? 'once' : `${copies.length} times`}`,
        undefined,
        copies.length === 1
          ? `leave out #${copyN}`
          : `give #1 to #${copies.length}: ${copies.map((c) => c.text).join(', ')}`,
      ),
    );
  const item = copies[copyN - 1];
  const extras0 = weaponExtras(item?.extras ?? []);
  const brackets = weapon === null ? null : weaponBracketWords(rules, weapon, extras0.minus);
  const extras =
    brackets === null || brackets.unmodelled.length === 0
      ? extras0
      : { ...extras0, unmodelled: [...extras0.unmodelled, ...brackets.unmodelled] };
  const own = withWeaponSr(
    rules,
    pick.words ?? profileWords(rules, profile, option ?? undefined),
    extras.sr,
    mode,
    item?.text ?? weapon?.name ?? '',
  );
  const words = [
    ...own,
    ...(brackets?.words ?? []).filter((b) => !own.some((w) => w.word === b.word)),
    ...impactWord(mode, weapon),
    ...commsWord(mode, weapon),
    ...symbioBombWord(rules, mode),
  ];
  const range = mode !== null && pick.distance !== undefined ? rangeMod(mode, pick.distance) : null;
  if (range?.at.kind === 'out' && opts.allowOutOfRange !== true)
    return err(
      inputError(
        `${mode?.name ?? 'the weapon'} is out of range at ${range.distance.text}: its last band ends at ${range.at.last.max} cm`,
        undefined,
        `give a shorter ${named('range')}, or --allow-out-of-range to roll with no range MOD`,
      ),
    );
  const skills = attackSkills([...profile.skills, ...(option?.skills ?? [])], mode, rules, words);
  const attrName = mode === null ? null : ATTRIBUTE[mode.attribute];
  const attrValue =
    attrName === null ? null : profile[attrName.toLowerCase() as 'bs' | 'cc' | 'ph' | 'wip'];
  return ok({
    profile,
    option,
    weapon,
    mode,
    attribute:
      attrName === null || attrValue === null
        ? null
        : {
            name: attrName,
            value: attrValue,
            ...setterOf(setters, attrName),
          },
    burst: mode?.burst == null ? null : mode.burst + extras.burst,
    weaponBurstMods: mode?.burst == null ? 0 : extras.burst,
    range,
    hits: mode === null ? null : hitsOf(mode, profile, game, extras, skills.hits),
    target: targetOf(profile, option, words),
    words,
    totalReaction: skills.totalReaction,
    // The attack skill's own brackets, then what the coverage table leaves out.
    unmodelledSkills: [
      ...skills.unmodelled,
      ...notModelledItems(rules, itemsOf(profile, option), mode?.properties ?? []).filter(
        (u) => !skills.unmodelled.some((s) => s.text === u.text),
      ),
    ],
    ccWeapons: weaponsOf(meta)
      .filter(
        (w) =>
          [...profile.weapons, ...(option?.weapons ?? [])].some((c) => c.id === w.id) &&
          w.modes.some((m) => m.attribute === 'cc'),
      )
      .map((w) => w.name),
    ...(copies.length > 1 ? { copies: { texts: copies.map((c) => c.text), taken: copyN } } : {}),
    source: sourceOf(pick, profile, n, option, weapon, mode, range),
  });
}

/** A weapon named without a trooper (`save --weapon NAME[:MODE]`): what its hits do. */
export interface DataWeaponPick {
  readonly weapon: Weapon;
  readonly mode: WeaponMode;
  readonly hits: DataWeapon;
  readonly source: DataSource;
}

/**
 * A weapon of the metadata by the name a player types, with no trooper to carry it: its
 * Damage or PS, ammunition, Continuous Damage and saving attribute (a thrown weapon's
 * "PH" Damage is unknown without the thrower: null).
 */
export function weaponFromData(
  meta: GameMetadata,
  game: Game,
  ref: string,
): Result<DataWeaponPick> {
  const split = weaponRef(meta, ref);
  const w = findWeapon(meta, split.name);
  if (!w.ok) return w;
  const m = findMode(w.value, split.mode);
  if (!m.ok) return m;
  return ok({
    weapon: w.value,
    mode: m.value,
    hits: hitsOf(m.value, null, game),
    source: {
      unit: null,
      unitId: null,
      profile: null,
      profileNumber: null,
      weapon: w.value.name,
      mode: m.value.mode ?? null,
      range: null,
    },
  });
}

/**
 * What a question takes from a side: its roll (attribute, burst, range MOD), its hits, the
 * target it is, its words and what is left out. Two faction versions of a unit that agree
 * on this give the same answer, so either may be used.
 */
export function questionKey(side: DataSide): string {
  return JSON.stringify([
    side.attribute,
    side.burst,
    side.range?.mod ?? null,
    side.hits,
    side.target,
    side.words.map((w) => w.word),
    side.unmodelledSkills,
    side.totalReaction,
  ]);
}

/**
 * One side from a unit whose faction files differ (`versions`, docs/game-data.md): the
 * first version's side when every version gives the question the same values, else an
 * error naming the factions and how to pick one (`flag`: "--faction", "--vs-faction").
 */
export function sideOfVersions(
  versions: readonly { readonly factions: readonly number[]; readonly unit: UnitData }[],
  side: (unit: UnitData) => Result<DataSide>,
  flag: string,
): Result<DataSide> {
  const [first, ...rest] = versions;
  if (first === undefined) throw new Error('sideOfVersions: no version');
  const one = side(first.unit);
  if (!one.ok || rest.length === 0) return one;
  const key = questionKey(one.value);
  const differ = rest.filter((v) => {
    const s = side(v.unit);
    return !s.ok || questionKey(s.value) !== key;
  });
  if (differ.length === 0) return one;
  const groups = [first, ...differ].map((v) => `faction ${v.factions.join(', ')}`);
  const ids = [first, ...differ].map((v) => v.factions[0] ?? 0);
  return err(
    inputError(
      `${first.unit.name} differs between faction files in what this question uses: ${groups.join('; ')}`,
      undefined,
      `give ${flag} ${ids.slice(0, 4).join(` or ${flag} `)}`,
    ),
  );
}
