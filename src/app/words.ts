/**
 * Skills and situations on the command line (docs/rules.md §8): `--with`, `--vs-with`,
 * `--zone`, `--choice`, `--cc`, `--program`, `--vs-dodge`, `--vs-reset`, and the cover
 * flags, turned into the sides a roll uses and the troopers its damage uses. Shared by
 * odds, roll and ftf (and so by compare, batch and sweeps).
 */
import {
  COVER_SAVE_ROLLS,
  LOF_ROLLS,
  parseChoices,
  parseProgram,
  parseWords,
  rollSides,
  ROLL_NAMES,
  ZONES,
  type Answer,
  type Choices,
  type ModRules,
  type Attack,
  type ProgramRow,
  type RollKind,
  type SaveTrait,
  type SideMods,
  type Zone,
} from '../core/mods/index.js';
import type { Side } from '../core/roll/dice.js';
import { EDITIONS, type Edition } from '../core/rules/index.js';
import type { Immunity, Target, Weapon } from '../core/damage/index.js';
import { AMMO_IDS, type AmmoId } from '../core/rules/ammo.js';
import { parseDistance } from '../core/data/distance.js';
import { didYouMean } from '../core/suggest.js';
import { attempt, orUsage, usage, usageShowing } from './failure.js';
import type { Result } from '../core/result.js';
import type { Trooper } from './troopers.js';

/** The flags, as commander names them. */
export interface WordOptions {
  readonly with?: readonly string[];
  readonly vsWith?: readonly string[];
  readonly zone?: readonly string[];
  readonly choice?: readonly string[];
  readonly cc?: boolean;
  readonly program?: string;
  readonly vsDodge?: boolean;
  readonly vsReset?: boolean;
  /** The active side attacks with a Direct Template Weapon (§8.9). */
  readonly template?: boolean;
  /**
   * The reactive side answers with a Direct Template Weapon (§8.9, §10.9): its templates
   * hit without a roll, and the active side's attack is a Normal roll.
   */
  readonly vsTemplate?: boolean;
  /** Words of `with`/`vsWith` filled in from game data, not typed: no "changes nothing" warning. */
  readonly filledWith?: readonly string[];
  readonly vsFilledWith?: readonly string[];
  /** The active side Discovers: a Normal WIP roll against the target's MODs (§8.1). */
  readonly discover?: boolean;
  /** The distance between the troopers, as each side measures it (`--range 15in`). */
  readonly range?: string;
  readonly vsRange?: string;
  /** Beyond the last range band: roll with no range MOD (as --choice out-of-range=no-mod). */
  readonly allowOutOfRange?: boolean;
  /** Troopers from game data: `--range` then also gives their weapons' bands. */
  readonly unit?: string;
  readonly vsUnit?: string;
  readonly trooper?: string;
  readonly vsTrooper?: string;
}

export interface WordedRoll {
  /** The sides with every MOD, burst and SD change (and the reasons, as `ModItem`s). */
  readonly active: Side;
  readonly reactive: Side | null;
  readonly activeMods: SideMods;
  readonly reactiveMods: SideMods | null;
  /** The troopers as their damage sees them: cover save, save traits, N4 CC Damage. */
  readonly at: Trooper;
  readonly rt: Trooper;
  /** Face-to-Face after the words (Berserk: two Normal rolls). */
  readonly ftf: boolean;
  readonly attack: Attack;
  readonly answer: Answer;
  /** The active side attacks with a Direct Template: it makes no roll (§8.9). */
  readonly template: boolean;
  /** The reactive side answers with a Direct Template: it makes no roll (§8.9, §10.9). */
  readonly vsTemplate: boolean;
  /** Said on stderr. */
  readonly warnings: readonly string[];
}

const isAmmo = (s: string): s is AmmoId => (AMMO_IDS as readonly string[]).includes(s);

const IMMUNITY_OF = {
  nwi: null,
  dogged: null,
  'remote-presence': null,
  bioimmunity: null,
  symbiomate: null,
  'immunity-shock': 'shock',
  'immunity-total': 'total',
  'immunity-crit': 'crit',
  'immunity-ap': 'ap',
  'immunity-arm': 'arm',
  'immunity-bts': 'bts',
  'immunity-enhanced': 'enhanced',
  'immunity-cont': 'cont',
  'immunity-pos': 'pos',
  'immunity-imm-b': 'imm-b',
  'immunity-isolated': 'isolated',
} as const satisfies Record<SaveTrait, Immunity | null>;

/**
 * SR-X of a side's roll on its weapon (docs/rules.md §10.1), with the rules choices
 * `sr-ph` and `sr-immunity`; the weapon unchanged without one.
 */
export function withSaveMod(
  weapon: Weapon | null,
  mods: {
    readonly saveMods: readonly { readonly word: string }[];
    readonly saveMod: number;
    readonly targetSaveMods?: readonly {
      readonly word: string;
      readonly value: number;
      readonly vsState?: string;
    }[];
  } | null,
  choiceOf: (id: 'sr-ph' | 'sr-immunity') => string | undefined,
): Weapon | null {
  if (weapon === null) return weapon;
  // A typed --sr, the words' SR and the target's Nanoscreen or Firewall (§10.12) add up;
  // the choices apply to all. Cube 2.0 counts only against a Sepsitor (§10.11).
  const typed = weapon.saveMod?.value ?? 0;
  const target = (mods?.targetSaveMods ?? []).filter(
    (m) => m.vsState === undefined || m.vsState === weapon.effect,
  );
  const words = (mods?.saveMod ?? 0) + target.reduce((n, m) => n + m.value, 0);
  if (typed + words === 0) return weapon;
  const from = [
    ...(weapon.saveMod === undefined ? [] : [weapon.saveMod.from]),
    ...(mods?.saveMods.map((m) => m.word) ?? []),
    ...target.map((m) => m.word),
  ];
  return {
    ...weapon,
    saveMod: {
      value: typed + words,
      from: from.join('+'),
      ph: choiceOf('sr-ph') !== 'no',
      immune: choiceOf('sr-immunity') !== 'no',
    },
  };
}

/** A target with the save traits its words give (§6.4), and its cover save kept or not. */
function targetWith(
  target: Target,
  traits: readonly SaveTrait[],
  loseCover: boolean,
  coverSave: SideMods['coverSave'] = null,
  /** The hits are a Comms Attack (a hacking program): no Bioimmunity (§10.11). */
  comms = false,
): Target {
  const immunities = [...target.immunities];
  for (const t of traits) {
    const i = IMMUNITY_OF[t];
    if (i !== null && !immunities.includes(i)) immunities.push(i);
  }
  // Bioimmunity (N4, §10.11): the better of ARM and BTS, whichever the save is against.
  const best = Math.max(target.arm, target.bts);
  const bio = traits.includes('bioimmunity') && !comms;
  return {
    ...target,
    ...(bio ? { arm: best, bts: best } : {}),
    // SymbioMate (§10.11): ARM and BTS 9 for the order; its Immunity is a trait of its own.
    ...(traits.includes('symbiomate') ? { arm: 9, bts: 9 } : {}),
    nwi: target.nwi || traits.includes('nwi') || traits.includes('dogged'),
    ...(target.remotePresence === true || traits.includes('remote-presence')
      ? { remotePresence: true }
      : {}),
    immunities,
    // The target's own words first (N4 Nanoscreen, N5 No Cover, §10.12), then the enemy's.
    cover: (coverSave?.cover ?? target.cover) && !loseCover,
  };
}

/**
 * A program's saves (§8.8): against BTS with its Damage (N4) or PS (N5) and ammunition,
 * unless the user gave the weapon flags. A program without saves (N4 Spotlight) has none.
 */
function programWeapon(
  p: ProgramRow | null,
  weapon: Weapon | null,
  edition: Edition,
): Weapon | null {
  if (p === null) return weapon;
  // A program that only causes a state inflicts no wounds, whatever its ammunition (§8.8).
  const state = p.state === null ? {} : { effect: p.state };
  if (weapon !== null) return { ...weapon, save: 'bts', ...state };
  if (p.damage === null || p.ammo === null || !isAmmo(p.ammo)) return null;
  const ps = edition.ammo.notation === 'ps';
  return {
    damage: ps ? 20 - p.damage : p.damage,
    notation: ps ? 'ps' : 'damage',
    ammo: p.ammo,
    continuous: false,
    save: 'bts',
    ...state,
  };
}

function zonesFrom(texts: readonly string[]): Zone[] {
  const isZone = (s: string): s is Zone => (ZONES as readonly string[]).includes(s);
  return texts
    .flatMap((t) => t.split(','))
    .map((raw) => {
      const z = raw.trim().toLowerCase();
      if (isZone(z)) return z;
      throw usage(
        `unknown visibility zone "${raw.trim()}" in --zone; infcalc knows ${ZONES.join(', ')}`,
        didYouMean(z, ZONES) ?? 'e.g. --zone poor',
      );
    });
}

function attackOf(opts: WordOptions): Attack {
  if (opts.discover === true) {
    const other =
      opts.cc === true
        ? '--cc'
        : opts.program !== undefined
          ? '--program'
          : opts.template === true
            ? '--template'
            : null;
    if (other !== null)
      throw usage(`--discover is a Discover (WIP), not also ${other}`, 'keep one of them');
    return 'discover';
  }
  if (opts.template === true && (opts.cc === true || opts.program !== undefined))
    throw usage(
      `--template is a Direct Template Weapon: it cannot also be ${opts.cc === true ? 'a CC Attack (--cc)' : 'a hacking program (--program)'}`,
      'keep one of them',
    );
  if (opts.cc === true && opts.program !== undefined)
    throw usage('--cc and --program are two different attacks', 'keep one of them');
  return opts.program !== undefined ? 'hack' : opts.cc === true ? 'cc' : 'bs';
}

function answerOf(opts: WordOptions, opposed: boolean): Answer {
  if (opts.discover === true && opposed)
    throw usageShowing(
      '--discover is a Normal WIP roll: nobody rolls against a Discover',
      ['odds', '13', '--discover', '--vs-with', 'mimetism6'],
      "drop the reactive side; give the target's words with --vs-with",
    );
  if (opts.vsDodge === true && opts.vsReset === true)
    throw usage('--vs-dodge and --vs-reset: the reactive trooper does one of them', 'keep one');
  const answer = opts.vsDodge === true ? 'dodge' : opts.vsReset === true ? 'reset' : 'attack';
  if (answer !== 'attack' && !opposed) {
    throw usageShowing(
      `--vs-${answer} needs a reactive side: the roll it makes (${answer === 'dodge' ? 'PH' : 'WIP'})`,
      ['odds', '13b3', 'vs', '12', `--vs-${answer}`],
    );
  }
  return answer;
}

/** The choices of a question (§8.1: --allow-out-of-range is out-of-range=no-mod). */
function choicesOf(opts: WordOptions, rules: ModRules): Choices {
  const typed = orUsage(parseChoices(rules, opts.choice ?? [], '--choice'));
  // --allow-out-of-range says for a chart of its own what it says for a weapon's (§8.1).
  return opts.allowOutOfRange === true && typed['out-of-range'] === undefined
    ? { ...typed, 'out-of-range': 'no-mod' }
    : typed;
}

/** What the situation's flags do not do, said (§10.4, §8.1). */
function situationWarnings(
  opts: WordOptions,
  edition: Edition,
  usesDistance: boolean,
  { active: at, reactive: rt }: { readonly active: Trooper; readonly reactive: Trooper },
  attack: Attack,
): string[] {
  const warnings: string[] = [];
  // N5 names no Immunity (Total) (docs/rules.md §10.4): a typed one is read as N4's.
  if (edition.id === 'n5' && [at.target, rt.target].some((t) => t.immunities.includes('total')))
    warnings.push(
      'Immunity (Total) is N4 only: N5 names (ARM), (BTS), (Enhanced)...; its N4 reading is used (docs/rules.md §10.4)',
    );
  // Without game data a distance only reaches charts of their own and reaches (§8.1, §8.9).
  const given = [
    opts.range === undefined ? null : '--range',
    opts.vsRange === undefined ? null : '--vs-range',
  ].filter((f) => f !== null);
  if (
    given.length > 0 &&
    !usesDistance &&
    [opts.unit, opts.vsUnit, opts.trooper, opts.vsTrooper].every((v) => v === undefined)
  )
    warnings.push(
      `${given.join(' and ')} changes nothing here: without --unit and --weapon a distance reaches only Suppressive Fire and Discover; type a weapon's band as --mod range=+3 (docs/rules.md §8.1)`,
    );
  // A Discover hits nobody (§8.1): the weapon flags do nothing.
  if (attack === 'discover' && at.weapon !== null)
    warnings.push('weapon flags are ignored: a Discover hits nobody');
  return warnings;
}

/** N4 Martial Arts add to the PH Damage of the CC Attack, in either turn (§8.6); SR as +Damage (§10.1). */
function withDamageBonus(
  armed: Weapon | null,
  typed: Weapon | null,
  mods: SideMods | null,
  flag: string,
  warnings: string[],
): Weapon | null {
  const bonus = mods?.damageBonus ?? 0;
  if (armed === null || mods === null || bonus <= 0) return armed;
  if (typed !== null)
    warnings.push(
      `${flag}: ${mods.damageChanges.map((c) => c.word).join(', ')} adds +${bonus} to the ${mods.roll === 'cc' ? 'CC ' : ''}Damage: ${typed.damage} -> ${typed.damage + bonus} (docs/rules.md ${mods.roll === 'cc' ? '§8.6' : '§10.1'})`,
    );
  return { ...armed, damage: armed.damage + bonus };
}

/**
 * Partial Cover stands only against BS Attacks (§6.2, §8.2): a cover flag against a CC
 * Attack or a program gives neither the -3 nor the +3 save, and says so. A Dodge or a
 * Reset hits nobody (§8.7, §8.8): the reactive weapon does nothing.
 */
function answerWarnings(
  { active: at, reactive: rt }: { readonly active: Trooper; readonly reactive: Trooper },
  answer: Answer,
  activeRoll: RollKind | undefined,
  reactiveRoll: RollKind | undefined,
): string[] {
  const warnings: string[] = [];
  const coverNote = (flag: string, enemy: RollKind | undefined): void => {
    if (enemy === undefined || LOF_ROLLS.includes(enemy)) return;
    warnings.push(
      `${flag} changes nothing against the enemy's ${ROLL_NAMES[enemy]}: Partial Cover counts only against BS Attacks (docs/rules.md §8.2)`,
    );
  };
  if (rt.target.cover) coverNote('--vs-cover', activeRoll);
  if (at.target.cover) coverNote('--cover', reactiveRoll);
  if (answer !== 'attack' && rt.weapon !== null) {
    warnings.push(
      `--vs- weapon flags are ignored: a ${answer === 'dodge' ? 'Dodge' : 'Reset'} hits nobody`,
    );
  }
  return warnings;
}

/**
 * The situation's flags read once (docs/rules.md §8): each piece as its flags give it,
 * or why it cannot be read. Nothing is thrown here: `applyWords` unwraps the pieces in
 * the order a question has always been checked in, so a sweep's cell that changes a
 * distance (`activeCm`) fails or answers exactly as the question typed with it would.
 */
export interface WordsRead {
  /** The flags themselves, for what they say by being given (`--template`, `--range`). */
  readonly flags: WordOptions;
  readonly attack: Result<Attack>;
  readonly answer: Result<Answer>;
  readonly program: Result<string | undefined>;
  readonly choices: Result<Choices>;
  /** The distance each side measures (`--range`, `--vs-range`), in cm. */
  readonly activeCm: Result<number | undefined>;
  readonly reactiveCm: Result<number | undefined>;
  readonly with: Result<string[]>;
  readonly vsWith: Result<string[]>;
  readonly zones: Result<Zone[]>;
}

/** The situation's flags of a roll (`opposed`: Face-to-Face), read in `edition`'s words. */
export function readWords(opts: WordOptions, edition: Edition, opposed: boolean): WordsRead {
  const rules = edition.mods;
  // The other editions' MOD tables are built only to name one in an unknown word's error.
  const others = Object.values(EDITIONS)
    .filter((e) => e.id !== edition.id)
    .map((e) => ({
      name: e.name,
      get rules() {
        return e.mods;
      },
    }));
  const distance = (text: string | undefined, flag: string): Result<number | undefined> => {
    if (text === undefined) return { ok: true, value: undefined };
    const d = parseDistance(text, flag);
    return d.ok ? { ok: true, value: d.value.cm } : d;
  };
  return {
    flags: opts,
    attack: attempt(() => attackOf(opts)),
    answer: attempt(() => answerOf(opts, opposed)),
    program:
      opts.program === undefined
        ? { ok: true, value: undefined }
        : parseProgram(rules, opts.program, '--program'),
    choices: attempt(() => choicesOf(opts, rules)),
    activeCm: distance(opts.range, '--range'),
    reactiveCm: distance(opts.vsRange, '--vs-range'),
    with: parseWords(rules, opts.with ?? [], '--with', others),
    vsWith: parseWords(rules, opts.vsWith ?? [], '--vs-with', others),
    zones: attempt(() => zonesFrom(opts.zone ?? [])),
  };
}

/**
 * The sides of a roll through the MOD engine (docs/rules.md §8). `a` and `r` are the sides
 * as the specs and the typed MODs made them (r null: a Normal roll at a target).
 */
export function withWords(
  opts: WordOptions,
  edition: Edition,
  a: Side,
  r: Side | null,
  troopers: { readonly active: Trooper; readonly reactive: Trooper },
): WordedRoll {
  return applyWords(readWords(opts, edition, r !== null), edition, a, r, troopers);
}

/** `withWords` of flags already read: bad input throws here, in the order it is checked. */
export function applyWords(
  read: WordsRead,
  edition: Edition,
  a: Side,
  r: Side | null,
  troopers: { readonly active: Trooper; readonly reactive: Trooper },
): WordedRoll {
  const opts = read.flags;
  const rules = edition.mods;
  const attack = orUsage(read.attack);
  const answer = orUsage(read.answer);
  const program = orUsage(read.program);
  const { active: at, reactive: rt } = troopers;
  const choices = orUsage(read.choices);
  const activeCm = orUsage(read.activeCm);
  const reactiveCm = orUsage(read.reactiveCm);
  // Cover against a Direct Template is open (§8.2): by default it adds no save bonus.
  const templateCover =
    choices['template-cover'] ?? rules.choices.find((c) => c.id === 'template-cover')?.default;
  const templateIgnoresCover = opts.template === true && templateCover === 'no';
  // A template in ARO (§8.9, §10.9): only an answer in kind places it, never in CC.
  const vsTemplate = opts.vsTemplate === true && answer === 'attack';
  if (vsTemplate && attack === 'cc')
    throw usage(
      '--vs-template is a Direct Template Weapon in ARO: it cannot answer a CC Attack (--cc)',
      'give the reactive trooper a CC weapon, or --vs-dodge',
    );
  const vsTemplateIgnoresCover = vsTemplate && templateCover === 'no';
  const sides = orUsage(
    rollSides({
      rules,
      attack,
      answer,
      active: {
        side: a,
        words: orUsage(read.with),
        cover: at.target.cover,
        flag: '--with',
        ...(opts.filledWith === undefined ? {} : { quiet: opts.filledWith }),
        ...(activeCm === undefined ? {} : { distance: activeCm }),
        ...(program === undefined ? {} : { program }),
        ...(opts.template === true ? { template: true } : {}),
      },
      reactive: {
        side: r,
        words: orUsage(read.vsWith),
        cover: rt.target.cover,
        flag: '--vs-with',
        ...(opts.vsFilledWith === undefined ? {} : { quiet: opts.vsFilledWith }),
        ...(reactiveCm === undefined ? {} : { distance: reactiveCm }),
        ...(vsTemplate ? { template: true } : {}),
      },
      zones: orUsage(read.zones),
      choices,
    }),
  );
  const warnings = [
    ...sides.warnings,
    ...situationWarnings(opts, edition, sides.usesDistance, troopers, attack),
  ];
  const activeMods = sides.active;
  const reactiveMods = sides.reactive;
  const boosted = (
    armed: Weapon | null,
    typed: Weapon | null,
    mods: SideMods | null,
    flag: string,
  ): Weapon | null => withDamageBonus(armed, typed, mods, flag, warnings);
  const choiceOf = (id: 'sr-ph' | 'sr-immunity'): string | undefined =>
    choices[id] ?? rules.choices.find((c) => c.id === id)?.default;
  const weapon = withSaveMod(
    boosted(
      attack === 'discover' ? null : programWeapon(activeMods.program, at.weapon, edition),
      at.weapon,
      activeMods,
      '--with',
    ),
    activeMods,
    choiceOf,
  );
  const reactiveWeapon =
    answer === 'attack'
      ? withSaveMod(
          boosted(rt.weapon, rt.weapon, reactiveMods, '--vs-with'),
          reactiveMods,
          choiceOf,
        )
      : null;
  warnings.push(...answerWarnings(troopers, answer, activeMods.roll, reactiveMods?.roll));
  const noSave = (enemy: RollKind | undefined): boolean =>
    enemy !== undefined && !COVER_SAVE_ROLLS.includes(enemy);
  return {
    active: activeMods.side,
    reactive: reactiveMods?.side ?? null,
    activeMods,
    reactiveMods,
    at: {
      ...at,
      weapon,
      target: targetWith(
        at.target,
        sides.outcome.saves.active,
        (reactiveMods?.noCoverSave ?? null) !== null ||
          vsTemplateIgnoresCover ||
          noSave(reactiveMods?.roll),
        reactiveMods?.coverSave ?? null,
        opts.program !== undefined,
      ),
    },
    rt: {
      ...rt,
      weapon: reactiveWeapon,
      target: targetWith(
        rt.target,
        sides.outcome.saves.reactive,
        activeMods.noCoverSave !== null || templateIgnoresCover || noSave(activeMods.roll),
        activeMods.coverSave,
      ),
    },
    ftf: sides.ftf,
    attack,
    answer,
    template: opts.template === true,
    vsTemplate,
    warnings,
  };
}
