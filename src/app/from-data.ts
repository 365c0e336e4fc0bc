/**
 * `--unit/--weapon/--range` (and `--vs-…`) as the odds question a player would type: the
 * spec (attribute and burst), the range band's MOD as a named MOD, Mimetism as the skill
 * word (`--with`/`--vs-with`), and the weapon and target flags (docs/game-data.md). What the player typed wins:
 * a value comes from the data only where the question leaves it out. The same question
 * typed by hand gives the same odds (a property test holds it).
 */
import { orUsage, usage, usageShowing } from './failure.js';
import type { Game } from '../core/army/schema.js';
import {
  type DataSide,
  type DataSource,
  type DataTarget,
  type DataWeapon,
  type FromData,
  SPARES_STR_SECTION,
  SPARES_STR_WHY,
} from '../core/data/side.js';
import {
  aroBurstOf,
  lookupProgram,
  lookupWord,
  parseChoices,
  parseWords,
  type AroBurst,
} from '../core/mods/index.js';
import type { Edition } from '../core/rules/index.js';
import type { ChoiceId, ModRules } from '../core/rules/mods.js';
import type { OddsQuery, QueryValue } from './query.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** The target's save traits: filled as `--nwi`/`--immunity`, not as words (§6.4). */
const TARGET_WORD = /^(nwi|dogged|remote-presence|bioimmunity|immunity-.+)$/;

/**
 * A trooper's words (docs/rules.md §8) that go into `--with`/`--vs-with`: every skill of
 * its profile the MOD engine knows, which then decides the rolls each one changes
 * (Mimetism on the enemy's BS Attack, MSV on its own, Martial Arts in CC). Left out, and
 * named in a note: the skills a player declares or that need a state or a team the
 * profile cannot tell (Surprise Attack, Berserk, Suppressive Fire, a Fireteam); words
 * with no confirmed rule change nothing and are skipped.
 */
export function wordsOf(
  rules: ModRules,
  s: DataSide | null,
): { fill: string[]; declared: string[] } {
  const fill: string[] = [];
  const declared: string[] = [];
  for (const { word } of s?.words ?? []) {
    const kind = wordKind(rules, word);
    if (kind === 'fill') fill.push(word);
    else if (kind === 'declared') declared.push(word);
  }
  return { fill, declared };
}

/**
 * What a trooper's word becomes (`wordsOf`): filled into `--with`/`--vs-with`, left for
 * the player to declare, or nothing (a target's save trait, filled as a flag; a word that
 * changes no roll, or whose rule is not confirmed).
 */
export function wordKind(rules: ModRules, word: string): 'fill' | 'declared' | null {
  if (TARGET_WORD.test(word)) return null;
  const entry = lookupWord(rules, word);
  // A word that changes no roll (Guard, Protheion: §10.10) is not worth a flag.
  if (entry === undefined || entry.unconfirmed !== undefined) return null;
  // A marker (a Comms Attack, §10.12) is read by the target's words: it is kept.
  if (entry.effects.length === 0 && (entry.variants ?? []).length === 0 && entry.marker !== true)
    return null;
  return entry.declared === true ? 'declared' : 'fill';
}

/**
 * A trooper from the data without the skill words the player struck out (`--without
 * ma2`, `--vs-without mimetism6`): they are neither filled nor read for its ARO. A word it
 * does not carry is a warning; a word infcalc does not know, an error.
 */
export function struck(
  rules: ModRules,
  s: DataSide | null,
  value: QueryValue | undefined,
  flag: string,
): { readonly side: DataSide | null; readonly warnings: readonly string[] } {
  const texts = typeof value === 'object' ? [...value] : typeof value === 'string' ? [value] : [];
  if (s === null || texts.length === 0) return { side: s, warnings: [] };
  const words = orUsage(parseWords(rules, texts, flag));
  const carried = new Set(s.words.map((w) => w.word));
  const warnings = words
    .filter((w) => !carried.has(w))
    .map((w) => `${flag} ${w}: ${unitName(s.source)} does not carry it; nothing struck out`);
  return { side: { ...s, words: s.words.filter((w) => !words.includes(w.word)) }, warnings };
}

/** Damage for the run's edition: N5 data gives PS, N4 Damage; PS = 20 - Damage (§6.2). */
function damageFlags(h: DataWeapon, edition: Edition): { dam?: string; ps?: string } {
  const ps = h.ps ?? (h.dam === null ? null : 20 - h.dam);
  const dam = h.dam ?? (h.ps === null ? null : 20 - h.ps);
  if (edition.id === 'n4') return dam === null ? {} : { dam: String(dam) };
  return ps === null ? {} : { ps: String(ps) };
}

/** Sets an option the player left out, and says so (`--vs-arm 1`, with why in brackets). */
interface Setter {
  (key: string, flag: string, value: QueryValue | undefined, why?: string): boolean;
  /** Whether the player gave this option. */
  readonly given: (key: string) => boolean;
}

const keyOf = (p: '' | 'vs', name: string): string =>
  p === '' ? name : `vs${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const flagOf = (p: '' | 'vs', name: string): string => (p === '' ? `--${name}` : `--vs-${name}`);

/**
 * Whether a weapon's hits call for saves: it has a Damage or PS (Smoke has none), or its
 * ammunition names its own save (PARA and Adhesive: PS "-", a save against PH-6, §6.2).
 */
const wounds = (h: DataWeapon | null): h is DataWeapon =>
  h !== null && ((h.dam ?? h.ps) !== null || h.ammo === 'para');

/**
 * What a weapon does to the trooper it hits (§6): Damage/PS (the loadout's "(PS=6)"
 * included), ammunition, CONT, save. With the target known: Immunity (AP) takes the AP
 * out of the ammunition (§6.4), and "ARM=0" sets the target's ARM to 0. Plasma and PARA
 * name their own saves: no `--save`. What infcalc cannot model is a warning.
 */
function weaponFlags(
  set: Setter,
  hits: DataWeapon | null,
  p: '' | 'vs',
  edition: Edition,
  hit: { readonly target: DataTarget; readonly prefix: '' | 'vs' } | null,
  name: string,
  warnings: string[],
): void {
  if (hits === null) return;
  const k = (n: string) => keyOf(p, n);
  const f = (n: string) => flagOf(p, n);
  // N4's plain Bioweapon and N5's Target (VITA) spare a STR target (§10.13, §10.15).
  if (
    hits.wOnly !== undefined &&
    hit?.target.str === true &&
    !set.given(k('dam')) &&
    !set.given(k('ps'))
  ) {
    warnings.push(
      `${name}: ${SPARES_STR_WHY[hits.wOnly]}: the STR target takes nothing from its hits (docs/rules.md ${SPARES_STR_SECTION[hits.wOnly]})`,
    );
    return;
  }
  // Damage and PS are one value (PS = 20 - Damage): either one typed wins over the data.
  if (!set.given(k('dam')) && !set.given(k('ps'))) {
    const d = damageFlags(hits, edition);
    const why = hits.extras.find((x) => /^PS=/i.test(x));
    set(k('dam'), f('dam'), d.dam, why);
    set(k('ps'), f('ps'), d.ps, why);
  }
  // Bioweapon (DA+SHOCK) is DA+Shock against a VITA target only (§10.5); the target's
  // Immunities act in the damage model (§10.4).
  const plain = hit?.target.str === true ? hits.bioPlain : undefined;
  const ammo = plain ?? hits.ammo;
  const ammoSet = set(
    k('ammo'),
    f('ammo'),
    ammo ?? undefined,
    plain !== undefined
      ? "Bioweapon: the chart's own ammunition against STR"
      : (hits.ammoFrom ?? undefined),
  );
  if (hits.cont) set(k('cont'), f('cont'), true);
  // State: Dead (Monofilament, Vorpal): a failed save kills outright (§6.4, §10.4).
  if (hits.dead === true) set(k('dead'), f('dead'), true, 'State: Dead');
  // A Sepsitor: a failed save is Sepsitorized, a Null state, no wound (§10.11).
  if (hits.sepsitor === true) set(k('sepsitor'), f('sepsitor'), true, 'State: Sepsitorized');
  // A weapon's (+1SD): Special Dice in both turns, never on a Direct Template (§10.3).
  if (hits.sd !== undefined) set(k('sd'), f('sd'), String(hits.sd), `(+${hits.sd}SD) of ${name}`);
  set(k('save'), f('save'), hits.save ?? undefined);
  if (!wounds(hits)) return;
  // "ARM=0" is a trait that lowers an attribute: Immunity (ARM)/(BTS)/(Enhanced) ignores it (§10.4).
  const immuneTo = (a: 'arm' | 'bts'): boolean =>
    hit?.target.immunity.some((i) => i === a || i === 'enhanced') === true;
  if (hits.zeroSave && hit !== null && hits.save !== null && !immuneTo(hits.save))
    set(
      keyOf(hit.prefix, hits.save),
      flagOf(hit.prefix, hits.save),
      '0',
      `${hits.save.toUpperCase()}=0 of ${name}`,
    );
  // A "/" ammunition is the player's pick per attack (§6.4): the first listed, said so.
  if (ammoSet && hits.ammoChoices !== undefined)
    warnings.push(
      `${name}: its ammunition is a choice (${hits.ammoChoices.join('/')}, one per attack, docs/rules.md §6.4): rolled as ${ammo === null ? 'N' : edition.ammo.rows[ammo].label}, the first infcalc models; give ${f('ammo')} to pick another`,
    );
  if (ammoSet && hits.ammoUnknown !== null)
    warnings.push(
      `${name}: ${hits.ammoUnknown} ammunition is not modelled: its saves are rolled as ${ammo === null ? 'N' : edition.ammo.rows[ammo].label}`,
    );
  const row = ammo === null ? null : edition.ammo.rows[ammo];
  if (
    ammoSet &&
    row !== null &&
    hits.saves !== null &&
    hits.saves !== row.saves &&
    ammo !== 'plasma'
  )
    warnings.push(
      `${name}: the chart says ${hits.saves} saves per hit, ${row.label} ammunition ${row.saves}: infcalc rolls ${row.saves} (docs/rules.md §6.3)`,
    );
  for (const u of hits.unjoined)
    warnings.push(
      `${name}: ${u} is not modelled with ${hits.ammo === null ? 'its' : edition.ammo.rows[hits.ammo].label} ammunition (no combined ammunition of the chart, docs/rules.md §6.4): the odds below leave it out`,
    );
  for (const u of hits.unmodelled)
    warnings.push(
      `${name} ${u.startsWith('(') ? u : `(${u})`} is not modelled: the odds below leave it out`,
    );
}

/** The weapon that hits a target, as far as its traits need it (§10.4, §10.11). */
interface HitBy {
  readonly weapon?: { readonly name: string } | null;
  readonly mode?: { readonly attribute: string; readonly properties: readonly string[] } | null;
  readonly hits: DataWeapon | null;
}

/**
 * The bracket of the target's Vulnerability that the weapon meets (docs/rules.md §10.11):
 * its name or its ammunition says it ("Viral"; a Bioweapon is Viral); null when none.
 */
function vulnerableTo(t: DataTarget, by: HitBy | null | undefined): string | null {
  if (by?.weapon == null) return null;
  const name = by.weapon.name.toLowerCase();
  const ammo = (by.hits?.ammo ?? '').toLowerCase();
  return (
    (t.vulnerability ?? []).find(
      (v) =>
        name.includes(v) ||
        ammo.split('+').includes(v) ||
        (v === 'viral' && by.hits?.bioPlain !== undefined),
    ) ?? null
  );
}

/** The weapon of `save` (a trooper's or named alone) as the target's traits read it. */
const weaponHit = (
  w: {
    readonly hits: DataWeapon;
    readonly source: DataSource;
    readonly mode?: HitBy['mode'];
  } | null,
): HitBy | null =>
  w === null
    ? null
    : {
        weapon: w.source.weapon === null ? null : { name: w.source.weapon },
        mode: w.mode ?? null,
        hits: w.hits,
      };

/** A Comms Attack (a hacking program, a BS Weapon (WIP) with Comms. Attack): §8.8. */
const commsAttack = (by: HitBy | null | undefined, program: boolean): boolean =>
  program ||
  by?.mode?.attribute === 'wip' ||
  (by?.mode?.properties.some((p) => /^comms\.? attack$/i.test(p.trim())) ?? false);

/** "its loadout lists AP CC Weapon twice (...): took #1 (...); the other: --weapon 'AP CC Weapon#2'". */
function copiesNote(s: DataSide, copies: NonNullable<DataSide['copies']>, flag: string): string {
  const name = s.weapon?.name ?? '';
  const other = copies.taken === 1 ? 2 : 1;
  return `${unitName(s.source)}: its loadout lists ${name} ${copies.texts.length} times (${copies.texts.join(', ')}): took #${copies.taken} (${copies.texts[copies.taken - 1] ?? ''}); ${copies.texts.length === 2 ? 'the other' : 'another'}: ${flag} '${name}${s.mode?.mode == null ? '' : `:${s.mode.mode}`}#${other}'`;
}

/** The choice `immunity-viral` as typed, where the edition has it (N4, §10.11). */
const viralOf = (
  options: Readonly<Record<string, QueryValue | undefined>>,
  edition: Edition,
): { immunityViral?: string } => {
  const v = choiceIn(options, edition, 'immunity-viral');
  return v === undefined ? {} : { immunityViral: v };
};

/** A trooper as a target (§6): ARM, BTS, PH, W/VITA or STR, NWI, Immunities. */
function targetFlags(
  set: Setter,
  t: DataTarget,
  p: '' | 'vs',
  name: string,
  warnings: string[],
  /** The weapon that hits it, when known: Vulnerability reads its name (§10.11). */
  by?: HitBy | null,
  ctx: { readonly program?: boolean; readonly immunityViral?: string } = {},
): void {
  const k = (n: string) => keyOf(p, n);
  const f = (n: string) => flagOf(p, n);
  // N4 Bioimmunity (§10.11): the better of ARM and BTS, but not against a Comms Attack.
  const bio = t.bioimmunity !== undefined && !commsAttack(by, ctx.program === true);
  const own = t.bioimmunity ?? { arm: t.arm, bts: t.bts };
  const why =
    bio && own.arm !== own.bts
      ? `Bioimmunity: the better of ARM ${own.arm ?? '-'} and BTS ${own.bts ?? '-'}`
      : undefined;
  const arm = bio ? t.arm : own.arm;
  const bts = bio ? t.bts : own.bts;
  set(
    k('arm'),
    f('arm'),
    arm === null ? undefined : String(arm),
    arm !== own.arm ? why : undefined,
  );
  set(
    k('bts'),
    f('bts'),
    bts === null ? undefined : String(bts),
    bts !== own.bts ? why : undefined,
  );
  set(k('ph'), f('ph'), t.ph === null ? undefined : String(t.ph));
  set(k('w'), f('w'), t.w === null ? undefined : String(t.w));
  if (t.str) set(k('str'), f('str'), true);
  if (t.nwi) set(k('nwi'), f('nwi'), true);
  if (t.remotePresence === true) set(k('remotePresence'), f('remote-presence'), true);
  // Vulnerability (X) (§10.11): no Immunity of the skill against an X weapon or ammunition;
  // Warhorse's (Isolated) is not the skill's and stands.
  const vulnerable = vulnerableTo(t, by);
  const kept = vulnerable === null ? t.immunity : t.immunity.filter((i) => t.innate?.includes(i));
  // N4 Immunity (Viral) (§10.11, choice immunity-viral): a Viral weapon's ammunition as N.
  const viralWeapon =
    by?.weapon != null && (/viral/i.test(by.weapon.name) || by.hits?.bioPlain !== undefined);
  const asN =
    t.immuneViral === true && viralWeapon && vulnerable === null && ctx.immunityViral !== 'off'
      ? (by.hits?.ammo ?? 'n').split('+').filter((a) => a !== 'n' && !kept.includes(a))
      : [];
  const immunity = [...kept, ...asN];
  const dropped = vulnerable === null ? [] : t.immunity.filter((i) => !kept.includes(i));
  const said =
    dropped.length > 0
      ? `Vulnerability (${vulnerable ?? ''}): no Immunity against ${by?.weapon?.name ?? 'it'}`
      : asN.length > 0
        ? `Immunity (Viral): ${by?.weapon?.name ?? 'the weapon'}'s ammunition as N`
        : undefined;
  if (immunity.length > 0) set(k('immunity'), f('immunity'), [...immunity], said);
  else if (dropped.length > 0 && said !== undefined) warnings.push(`${name}: ${said}`);
  for (const u of t.unmodelled)
    warnings.push(`${name}: ${u} is not modelled: its saves are rolled as without it`);
}

/** Whether a list of words (`--with`, `--vs-with`) puts the trooper in Suppressive Fire. */
const inSuppressive = (words: QueryValue | undefined): boolean =>
  typeof words === 'object' && words.some((w) => /^suppressive/i.test(w.trim()));

/**
 * How a data trooper's ARO starts (§10.3): its words and the typed `--vs-with` ones, with
 * the typed choices (a bad one is reported where the words are parsed: here the default).
 */
export function aroStart(
  rules: ModRules,
  s: DataSide,
  options: Readonly<Record<string, QueryValue | undefined>>,
): AroBurst {
  const texts = (v: QueryValue | undefined): string[] =>
    typeof v === 'object' ? [...v] : typeof v === 'string' ? [v] : [];
  const typed = parseWords(rules, texts(options.vsWith), '--vs-with');
  const choices = parseChoices(rules, texts(options.choice), '--choice');
  const roll = s.mode?.attribute === 'cc' ? 'cc' : 'bs';
  return aroBurstOf({
    rules,
    ...(choices.ok ? { choices: choices.value } : {}),
    words: [...s.words.map((w) => w.word), ...(typed.ok ? typed.value : [])],
    roll,
  });
}

/** The skill that gives a data trooper its whole burst in ARO, for the filled line. */
export const aroSkill = (s: DataSide): string =>
  s.words.find((w) => /^(total-reaction|neurocinetics)/.test(w.word))?.from ?? 'Total Reaction';

/** Any skill or equipment of the trooper's profile or option whose name matches. */
const hasItem = (s: DataSide, re: RegExp): boolean =>
  [
    ...s.profile.skills,
    ...s.profile.equipment,
    ...(s.option?.skills ?? []),
    ...(s.option?.equipment ?? []),
  ].some((i) => re.test(i.name));

/**
 * A program from game data (§8.8): the hacker carries a Hacking Device, and the target is
 * of a type the program may target. Warnings, not refusals: the data may lag the rules.
 */
function programChecks(
  rules: ModRules,
  program: QueryValue | undefined,
  hacker: DataSide | null,
  target: DataSide | null,
): string[] {
  const row = typeof program === 'string' ? lookupProgram(rules, program) : undefined;
  if (row === undefined) return [];
  const out: string[] = [];
  if (hacker !== null && !hasItem(hacker, /hack(er|ing device)/i))
    out.push(
      `--program: ${unitName(hacker.source)} has no Hacking Device: its WIP is rolled as if it had one (docs/rules.md §8.8)`,
    );
  const types = row.targets.split(',').map((t) => t.trim().toLowerCase());
  if (target === null || types.includes('any') || row.targets === '-') return out;
  const type = target.profile.type?.toLowerCase() ?? '';
  const hacks = hasItem(target, /hack(er|ing device)/i);
  if (!types.includes(type) && !(hacks && types.includes('hacker')))
    out.push(
      `--program ${row.name} targets ${row.targets}: ${unitName(target.source)} (${target.profile.type ?? 'no type'}) is none of them (docs/rules.md §8.8)`,
    );
  return out;
}

/** Suppressive Fire is fired with a weapon that has it (§8.9). */
function suppressiveChecks(
  words: QueryValue | undefined,
  s: DataSide | null,
  flag: string,
): string[] {
  if (
    !inSuppressive(words) ||
    s?.mode == null ||
    s.mode.properties.some((p) => /suppressive fire/i.test(p))
  )
    return [];
  return [
    `${flag} suppressive: ${s.weapon?.name ?? 'the weapon'} has no Suppressive Fire trait (docs/rules.md §8.9)`,
  ];
}

/** A setter over `options` that records each value it fills in `filled`. */
function setterOf(options: Record<string, QueryValue | undefined>, filled: string[]): Setter {
  // commander gives an unused repeatable flag as []: still left out.
  const given = (key: string): boolean => {
    const had = options[key];
    return had !== undefined && !(Array.isArray(had) && had.length === 0);
  };
  const set = (key: string, flag: string, value: QueryValue | undefined, why?: string): boolean => {
    if (value === undefined || given(key)) return false;
    options[key] = value;
    const text =
      value === true ? flag : `${flag} ${Array.isArray(value) ? value.join(',') : String(value)}`;
    filled.push(why === undefined ? text : `${text} (${why})`);
    return true;
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
  weapon: {
    readonly hits: DataWeapon;
    readonly source: DataSource;
    readonly words?: DataSide['words'];
    readonly mode?: DataSide['mode'];
  } | null,
  target: DataSide | null,
  edition: Edition,
): {
  readonly options: Record<string, QueryValue | undefined>;
  readonly fromData: FromData;
  readonly warnings: string[];
} {
  const filled: string[] = [];
  const warnings: string[] = [];
  const options: Record<string, QueryValue | undefined> = { ...typed };
  const set = setterOf(options, filled);
  const hit = target === null ? null : { target: target.target, prefix: '' as const };
  if (weapon !== null)
    weaponFlags(set, weapon.hits, '', edition, hit, sideName(weapon.source), warnings);
  // SR-X of the trooper's attack or weapon (§10.1): `save` has no words, so it is --sr.
  const sr = weapon === null ? undefined : srOf(weapon);
  if (sr !== undefined) set('sr', '--sr', String(sr.value), sr.from);
  if (target !== null)
    targetFlags(set, target.target, '', sideName(target.source), warnings, weaponHit(weapon), {
      ...viralOf(options, edition),
    });
  return {
    options,
    fromData: { active: weapon?.source ?? null, reactive: target?.source ?? null, filled },
    warnings,
  };
}

/**
 * The SR-X a side's attack carries (docs/rules.md §10.1): its words `sr1`, `cc-sr2`... for
 * the kind of attack its weapon makes (a weapon's own "(SR-1)" is among them).
 */
function srOf(weapon: {
  readonly hits: DataWeapon;
  readonly words?: DataSide['words'];
  readonly mode?: DataSide['mode'];
}): { value: number; from: string } | undefined {
  const cc = weapon.mode?.attribute === 'cc';
  for (const w of weapon.words ?? []) {
    const m = /^(cc-)?sr([12])$/.exec(w.word);
    if (m !== null && (m[1] !== undefined) === cc) return { value: Number(m[2]), from: w.from };
  }
  return weapon.hits.sr === undefined ? undefined : { value: weapon.hits.sr, from: 'the weapon' };
}

/** How a warning names a side: its weapon, or its unit. */
const sideName = (s: DataSource): string => s.weapon ?? s.unit ?? 'the weapon';
const unitName = (s: DataSource): string => s.unit ?? 'the target';

/**
 * The flag that makes the active trooper roll its profile's WIP whatever its weapon: a
 * hacking program (§8.8) or a Discover (§8.1); null for a weapon's attribute.
 */
export const wipFlagOf = (
  options: Readonly<Record<string, QueryValue | undefined>>,
): '--program' | '--discover' | null =>
  options.program !== undefined ? '--program' : options.discover === true ? '--discover' : null;

/** What a question being filled from the data collects: its options, lines and warnings. */
interface Filling {
  readonly options: Record<string, QueryValue | undefined>;
  readonly edition: Edition;
  readonly filled: string[];
  readonly notes: string[];
  readonly warnings: string[];
}

/**
 * A side's spec from the data (`spec 12b3`, `vs 11`): its attribute and burst, an ARO's
 * one die or whole burst (§1.5, §10.3), a Direct Template's templates (§10.9); what was
 * filled is said, and the side's skills that infcalc leaves out are warned.
 */
function specOf(
  s: DataSide | null,
  what: string,
  aro: boolean,
  { options, edition, filled }: Filling,
): string | undefined {
  if (s?.attribute == null) return undefined;
  const burst = s.burst ?? 1;
  const extras = s.hits?.extras.filter((x) => /B$/i.test(x)) ?? [];
  const from =
    extras.length === 0 ? `${burst}` : `${burst}: ${s.mode?.burst ?? 1} ${extras.join(' ')}`;
  // An ARO rolls one die whatever the weapon's burst (§1.5, §4.2) but with Total
  // Reaction or Neurocinetics (§10.3), with the loadout's B MODs where they count there;
  // a skill that changes it (Suppressive Fire, a Fireteam) does so through the MOD engine.
  // In Suppressive Fire the skill sets the ARO's burst (§8.9), not the weapon.
  const sf = aro && inSuppressive(options.vsWith);
  const start = aro && !sf ? aroStart(edition.mods, s, options) : null;
  const one = start === 'one';
  const aroBurst = start === 'full' ? burst - s.weaponBurstMods : burst;
  // A Direct Template is not rolled (§8.9): its burst is the number of templates, one
  // hit each (§10.9).
  const template = !aro && options.template === true && s.mode?.template === true;
  const spec =
    one || sf || (template && burst === 1)
      ? String(s.attribute.value)
      : `${s.attribute.value}b${aro ? aroBurst : burst}`;
  // A loadout's setter ("CC=21", §10.11) is named where the value comes from.
  const attr = `${s.attribute.name} ${s.attribute.value}${s.attribute.set === undefined ? '' : ` by the loadout's ${s.attribute.set}`}`;
  filled.push(
    one
      ? `${what} ${spec} (${attr}, ARO: 1 die${burst === 1 ? '' : `, not the weapon's ${burst}`})`
      : template
        ? `${what} ${spec} (${attr}, ${s.mode.boost === true ? 'Boost' : 'Direct Template'}: no roll${burst === 1 ? '' : `, burst ${from}: ${burst} templates, one hit each`})`
        : sf
          ? `${what} ${spec} (${attr}, ARO in Suppressive Fire: its burst)`
          : aro
            ? `${what} ${spec} (${attr}, ARO with ${aroSkill(s)}: burst ${start === 'full' ? `${aroBurst}${extras.length === 0 ? '' : `, not its ${extras.join(' ')}`}` : from})`
            : `${what} ${spec} (${attr}, burst ${from})`,
  );
  return spec;
}

/**
 * Flags the data contradicts: a typed --template on a weapon that is none (said, the flag
 * wins), a --vs-weapon beside --vs-dodge, --cc with a BS weapon (§8.6), a reactive weapon
 * that cannot answer the attack in kind (§1.5); and what the active weapon implies: a CC
 * weapon is a CC Attack (--cc), a Direct Template Weapon makes no roll (--template, §8.9).
 */
function checkAgainstData(
  typed: {
    readonly reactive: string | undefined;
    readonly options: Readonly<Record<string, QueryValue | undefined>>;
  },
  active: DataSide | null,
  reactive: DataSide | null,
  dodge: boolean,
  fromSpec: boolean,
  set: Setter,
  { options, warnings }: Filling,
): void {
  // Flags that the data contradicts: said, and the flag still wins (it was typed).
  if (typed.options.template === true && active?.mode != null && !active.mode.template)
    warnings.push(
      `--template: ${active.weapon?.name ?? 'the weapon'} is not a Direct Template Weapon in the data; rolled as a template because --template says so`,
    );
  if (dodge && reactive?.weapon != null && typeof typed.options.vsWeapon === 'string')
    warnings.push(
      `--vs-weapon ${reactive.weapon.name} is unused: with --vs-dodge the trooper Dodges and hits nobody`,
    );
  if (fromSpec && active?.mode != null) {
    const cc = active.mode.attribute === 'cc';
    if (typed.options.cc === true && !cc)
      throw usage(
        `--cc: ${active.weapon?.name ?? 'the weapon'} is not a CC weapon (it rolls ${active.attribute?.name ?? 'BS'})`,
        active.ccWeapons.length === 0
          ? `${active.source.unit ?? 'the trooper'} carries no CC weapon`
          : `give one of its CC weapons: --weapon "${active.ccWeapons.join('" or "')}"`,
      );
    if (cc) set('cc', '--cc', true, `${active.weapon?.name ?? ''} is a CC weapon`.trim());
    // Each template of a burst above 1 is one hit with its own saves (§10.9).
    if (active.mode.template && typed.options.cc !== true)
      set(
        'template',
        '--template',
        true,
        active.mode.boost === true
          ? 'Boost: no roll to hit, a Normal Dodge avoids it'
          : 'Direct Template: no roll to hit',
      );
  }
  // A trooper that shoots back answers in kind (§1.5): a CC weapon against a CC Attack.
  if (
    reactive?.mode != null &&
    typed.reactive === undefined &&
    !dodge &&
    typed.options.vsReset !== true
  ) {
    const cc = reactive.mode.attribute === 'cc';
    if (cc !== (options.cc === true))
      throw usage(
        `--vs-weapon ${reactive.weapon?.name ?? ''}: ${cc ? 'a CC weapon answers only a CC Attack (--cc)' : 'a CC Attack (--cc) is answered in CC, with a CC weapon'}`,
        cc
          ? 'give it a BS weapon with --vs-weapon, or --vs-dodge'
          : reactive.ccWeapons.length === 0
            ? 'or --vs-dodge'
            : `give one of its CC weapons: --vs-weapon "${reactive.ccWeapons.join('" or "')}", or --vs-dodge`,
      );
  }
}

/** A side's range band MOD from the data, as a named MOD (`range=+3`). */
const modsOf = (s: DataSide | null): string[] => {
  const range = s?.range?.mod;
  return range != null && range !== 0 ? [`range=${signed(range)}`] : [];
};

/**
 * A weapon with range bands and no distance: no range MOD, and the output says so. (In
 * Suppressive Fire the other side's distance gives the SF band: §8.9.)
 */
function noRange(s: DataSide | null, flag: string, { options, notes }: Filling): void {
  const sfBand =
    flag === '--vs-range' && typeof options.range === 'string' && inSuppressive(options.vsWith);
  if (s?.mode?.bands != null && s.range === null && !sfBand)
    notes.push(
      `no ${flag}: ${s.weapon?.name ?? 'the weapon'} has range bands, and no range MOD was applied`,
    );
}

/**
 * What the other trooper rolls when its spec was not typed: a Reset's WIP (§8.8), a
 * Dodge's PH (or its profile's Dodge (PH=N)), else its weapon's ARO (`aro`: filled as an
 * ARO, §1.5, §10.3).
 */
function reactiveFromData(
  typedOptions: Readonly<Record<string, QueryValue | undefined>>,
  reactive: DataSide,
  dodge: boolean,
  filling: Filling,
): { spec: string | undefined; aro: boolean } {
  const { filled } = filling;
  let reactiveSpec: string | undefined;
  let aro = false;
  // A Reset is a WIP roll whatever the weapon (§8.8).
  if (typedOptions.vsReset === true && reactive.profile.wip !== null) {
    reactiveSpec = String(reactive.profile.wip);
    filled.push(`vs ${reactiveSpec} (Reset: WIP ${reactive.profile.wip})`);
  } else if (dodge && (reactive.target.dodgePh ?? reactive.profile.ph) !== null) {
    // "Dodge (PH=11)" in the profile: the PH it Dodges with (docs/rules-choices.md).
    const ph = reactive.target.dodgePh ?? reactive.profile.ph;
    reactiveSpec = String(ph);
    filled.push(
      reactive.target.dodgePh === null
        ? `vs ${reactiveSpec} (Dodge: PH ${reactiveSpec})`
        : `vs ${reactiveSpec} (Dodge (PH=${reactiveSpec}) of its profile, not PH ${reactive.profile.ph ?? '-'})`,
    );
  } else if (reactive.attribute !== null) {
    reactiveSpec = specOf(reactive, 'vs', true, filling);
    aro = reactiveSpec !== undefined;
    // A template in ARO hits without a roll, and the attack becomes a Normal roll (§8.9,
    // §10.9): its spec only says how many templates (one; Total Reaction: its burst).
    if (reactive.mode?.template === true && typedOptions.vsTemplate === undefined) {
      filling.options.vsTemplate = true;
      filled.push('--vs-template (Direct Template in ARO: no roll, one hit per template)');
    }
    noRange(reactive, '--vs-range', filling);
  }
  return { spec: reactiveSpec, aro };
}

/**
 * A profile's Dodge brackets (docs/rules.md §8.7, §1.1; choice `dodge-bracket`): "+3" is
 * +3 to its own Dodge, "-3" -3 to the attacker in that Face-to-Face roll (with `own`, to
 * its own Dodge; with `off`, nothing), "+1SD" one Special Die. Other values ("+2.5",
 * "+5": the builder's distances, the Dodge's move) are no MOD.
 */
export function dodgeBrackets(
  texts: readonly string[],
  choice: string,
): { readonly own: string[]; readonly enemy: string[]; readonly sd: number } {
  const own: string[] = [];
  const enemy: string[] = [];
  let sd = 0;
  for (const text of texts) {
    const x = /^Dodge \((.*)\)$/i.exec(text.trim())?.[1]?.trim() ?? '';
    if (/^\+1 ?SD$/i.test(x)) sd += 1;
    const n = /^[+-]\d{1,2}$/.test(x) ? Number(x) : 0;
    // MODs are steps of 3; anything else in a Dodge bracket is a distance.
    if (choice === 'off' || n === 0 || n % 3 !== 0) continue;
    if (n > 0 || choice === 'own') own.push(`dodge=${n > 0 ? '+' : ''}${n}`);
    else enemy.push(`vs-dodge=${n}`);
  }
  return { own, enemy, sd: choice === 'off' ? 0 : sd };
}

/** A rules choice as the question gives it (`--choice id=value`), else its default. */
export function choiceIn(
  options: Readonly<Record<string, QueryValue | undefined>>,
  edition: Edition,
  id: ChoiceId,
): string | undefined {
  const v = options.choice;
  const texts = typeof v === 'object' ? [...v] : typeof v === 'string' ? [v] : [];
  const parsed = parseChoices(edition.mods, texts, '--choice');
  return (
    (parsed.ok ? parsed.value[id] : undefined) ??
    edition.mods.choices.find((c) => c.id === id)?.default
  );
}

/** Named MODs from the data a player has not typed (a typed one of that name wins). */
function fillMods(f: Filling, key: string, flag: string, mods: readonly string[]): void {
  const typedMods = (f.options[key] as readonly string[] | undefined) ?? [];
  const names = typedMods.map((m) => m.split('=')[0]?.trim().toLowerCase());
  const fresh = mods.filter((m) => !names.includes(m.split('=')[0]));
  if (fresh.length === 0) return;
  f.options[key] = [...typedMods, ...fresh];
  for (const m of fresh) f.filled.push(`${flag} ${m}`);
}

/**
 * Each trooper's words, as the skill words the engine knows: the engine decides which
 * roll each changes, and says nothing of a filled word that changes nothing here.
 */
function fillWords(f: Filling, key: string, flag: string, s: DataSide | null): void {
  const typedWords = (f.options[key] as readonly string[] | undefined) ?? [];
  const { fill, declared } = wordsOf(f.edition.mods, s);
  const fresh = fill.filter((w) => !typedWords.some((t) => t.toLowerCase().includes(w)));
  // The skills a player declares are the acting trooper's (Surprise Attack, Berserk), or
  // change its saves wherever it stands (SymbioMate, §10.11).
  const savesOnly = (w: string): boolean =>
    lookupWord(f.edition.mods, w)?.effects.every((e) => e.kind === 'save') === true;
  const left = declared.filter(
    (w) => !typedWords.some((t) => t.toLowerCase().includes(w)) && (key === 'with' || savesOnly(w)),
  );
  if (left.length > 0 && s !== null)
    f.notes.push(
      `not applied: ${left.join(', ')} of ${unitName(s.source)} (declared, or needs a state); add ${flag} ${left.join(',')} to apply`,
    );
  if (fresh.length === 0) return;
  f.options[key] = [...typedWords, ...fresh];
  f.options[key === 'with' ? 'filledWith' : 'vsFilledWith'] = fresh;
  f.filled.push(`${flag} ${fresh.join(',')}`);
}

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
): { readonly query: OddsQuery; readonly fromData: FromData; readonly warnings: string[] } {
  const filled: string[] = [];
  const notes: string[] = [];
  const warnings: string[] = [];
  const options: Record<string, QueryValue | undefined> = { ...typed.options };
  const set = setterOf(options, filled);
  const filling: Filling = { options, edition, filled, notes, warnings };
  const addMods = (key: string, flag: string, mods: readonly string[]): void => {
    fillMods(filling, key, flag, mods);
  };
  // What the active trooper does follows its weapon: a CC weapon is a CC Attack (--cc), a
  // Direct Template Weapon makes no roll (--template, §8.9); a weapon that is not a CC
  // weapon cannot make a CC Attack (§8.6).
  const wipFlag = wipFlagOf(typed.options);
  const program = wipFlag !== null;
  const fromSpec = typed.spec === undefined && !program;
  checkAgainstData(typed, active, reactive, dodge, fromSpec, set, filling);
  // What infcalc leaves out of either trooper (the coverage table's "not modelled", an
  // attack bracket it cannot read): said with every answer, never silent.
  for (const s of [active, reactive].filter((x) => x !== null))
    for (const skill of s.unmodelledSkills)
      warnings.push(
        `${unitName(s.source)}: ${skill.text} is not modelled${skill.why === null ? '' : ` (${skill.why})`}: the odds below leave it out`,
      );
  // A weapon the loadout lists twice ("AP CC Weapon (+1B)", "(PS=6)"): which copy, said.
  for (const [s, flag] of [
    [active, '--weapon'],
    [reactive, '--vs-weapon'],
  ] as const)
    if (s?.copies !== undefined) notes.push(copiesNote(s, s.copies, flag));
  // A hacking program rolls the hacker's WIP whatever the weapon rolls (§8.8); its burst
  // comes from the program.
  const wipSpec = (flag: string): string | undefined => {
    const wip = active?.profile.wip;
    if (wip == null) return undefined;
    filled.push(`spec ${wip} (WIP ${wip}, ${flag})`);
    return String(wip);
  };
  const spec =
    typed.spec ?? (wipFlag === null ? specOf(active, 'spec', false, filling) : wipSpec(wipFlag));
  if (typed.spec === undefined && !program && options.template !== true)
    noRange(active, '--range', filling);
  // The other trooper shoots back when it has a weapon; else it Dodges (--vs-dodge) or is
  // the target of a Normal roll.
  let vs = typed.vs;
  let reactiveSpec = typed.reactive;
  let aro = false;
  if (reactiveSpec === undefined && reactive !== null) {
    ({ spec: reactiveSpec, aro } = reactiveFromData(typed.options, reactive, dodge, filling));
    if (reactiveSpec !== undefined) vs = 'vs';
  }
  // A Discover reads its own bands at the distance (§8.1), not the weapon's.
  if (wipFlag !== '--discover') addMods('mod', '--mod', modsOf(active));
  fillWords(filling, 'with', '--with', active);
  fillWords(filling, 'vsWith', '--vs-with', reactive);
  warnings.push(
    ...programChecks(edition.mods, typed.options.program, active, reactive),
    ...suppressiveChecks(options.with, active, '--with'),
    ...suppressiveChecks(options.vsWith, reactive, '--vs-with'),
  );
  if (reactiveSpec !== undefined)
    addMods('vsMod', '--vs-mod', reactive?.attribute == null ? [] : modsOf(reactive));
  // The Dodging trooper's own Dodge brackets (§8.7), when its Dodge came from the data.
  if (dodge && reactive !== null && typed.reactive === undefined && reactiveSpec !== undefined) {
    const b = dodgeBrackets(
      reactive.target.dodgeOther,
      choiceIn(options, edition, 'dodge-bracket') ?? 'rules',
    );
    addMods('vsMod', '--vs-mod', b.own);
    addMods('mod', '--mod', b.enemy);
    if (b.sd > 0) set('vsSd', '--vs-sd', String(b.sd), `Dodge (+${b.sd}SD)`);
  }
  // The active weapon hits the reactive trooper; in a Face-to-Face roll the reactive's
  // weapon hits the active one. A target is described only to a weapon that wounds
  // (Smoke does not).
  // A program hits with its own Damage/PS and ammunition, not the weapon's (§8.8); a
  // Discover hits nobody.
  const aName = active === null ? '' : sideName(active.source);
  const hitR = reactive === null ? null : { target: reactive.target, prefix: 'vs' as const };
  const viralChoice = viralOf(options, edition);
  if (active !== null && !program)
    weaponFlags(set, active.hits, '', edition, hitR, aName, warnings);
  // A target flag counts only against a weapon that calls for saves: Damage or PS, typed
  // or filled, or PARA's save against PH-6 (§6.2; Adhesive is PARA in the chart).
  const wounding = (p: '' | 'vs'): boolean =>
    options[keyOf(p, 'dam')] !== undefined ||
    options[keyOf(p, 'ps')] !== undefined ||
    options[keyOf(p, 'ammo')] === 'para';
  if (reactive !== null && wipFlag !== '--discover' && (wipFlag === '--program' || wounding('')))
    targetFlags(set, reactive.target, 'vs', unitName(reactive.source), warnings, active, {
      program: wipFlag === '--program',
      ...viralChoice,
    });
  // A Reset or a Dodge hits nobody: the reactive weapon is not filled in.
  if (
    active !== null &&
    reactive !== null &&
    reactiveSpec !== undefined &&
    reactive.attribute !== null &&
    typed.options.vsReset !== true &&
    !dodge
  ) {
    const hitA = { target: active.target, prefix: '' as const };
    weaponFlags(set, reactive.hits, 'vs', edition, hitA, sideName(reactive.source), warnings);
    if (wounding('vs'))
      targetFlags(set, active.target, '', unitName(active.source), warnings, reactive, viralChoice);
  }
  // "A vs B": the word is the command line's; the question holds the reactive spec alone.
  if (vs !== undefined && vs.toLowerCase() !== 'vs')
    throw usageShowing(`expected "vs" between the two specs, got "${vs}"`, [
      'odds',
      '12b3',
      'vs',
      '11',
    ]);
  if (vs !== undefined && reactiveSpec === undefined)
    throw usageShowing('odds A vs B needs a second spec', ['odds', '13b3', 'vs', '11']);
  return {
    query: {
      spec: spec ?? '',
      ...(vs === undefined || reactiveSpec === undefined ? {} : { reactive: reactiveSpec }),
      options,
    },
    fromData: {
      active: active?.source ?? null,
      reactive: reactive?.source ?? null,
      filled,
      ...(notes.length === 0 ? {} : { notes }),
      ...(aro ? { aro: true as const } : {}),
    },
    warnings,
  };
}
