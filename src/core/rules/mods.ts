/**
 * Skills, equipment and situations as data (docs/rules.md §8): one catalogue per edition.
 * Each word names what a trooper *has*; its effects say which roll they change, whose,
 * when (always or only Face-to-Face), and what reduces or ignores them. The engine in
 * src/core/mods/ reads these rows and never asks which edition it is.
 *
 * Part of the rules folder: imports nothing from the other domains.
 */
import type { NonLethalState } from './ammo.js';

/** The roll a trooper makes (docs/rules.md §8): what a MOD is allowed to change. */
export const ROLL_KINDS = ['bs', 'cc', 'dodge', 'hack', 'reset', 'discover'] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** How text names a roll kind. */
export const ROLL_NAMES = {
  bs: 'BS Attack',
  cc: 'CC Attack',
  dodge: 'Dodge',
  hack: 'hacking Attack',
  reset: 'Reset',
  discover: 'Discover',
} as const satisfies Record<RollKind, string>;

/** Rolls that need Line of Fire: cover and visibility zones reach them (§8.2, §8.4). */
export const LOF_ROLLS: readonly RollKind[] = ['bs', 'discover'];
/**
 * Attacks a target's Partial Cover stands against: its +3 save (and the -3 above, as LoF)
 * apply only against BS Attacks, never a CC Attack or a hacking program (§6.2, §8.2).
 */
export const COVER_SAVE_ROLLS: readonly RollKind[] = ['bs'];
/** Every roll a trooper can make. */
export const ANY_ROLL: readonly RollKind[] = ROLL_KINDS;
/** Attacks: what Surprise Attack must be declared with (§8.3). */
export const ATTACK_ROLLS: readonly RollKind[] = ['bs', 'cc', 'hack'];

export const ZONES = ['low', 'poor', 'zero', 'white-noise'] as const;
export type Zone = (typeof ZONES)[number];

/** What a MOD is, for the skills that reduce or ignore it. */
export type ModTag =
  | 'mimetism'
  | 'surprise'
  | 'cover'
  | 'zone'
  | 'range'
  | 'typed'
  | 'martial-arts'
  | 'cc-attack'
  | 'bs-attack'
  | 'suppressive'
  | 'speculative'
  | 'fireteam'
  | 'ikohl'
  | 'berserk'
  | 'program'
  | 'dodge'
  | 'weapon'
  | 'nanoscreen'
  | 'albedo'
  | 'firewall'
  | 'ecm'
  | 'symbiobomb';

export type Turn = 'active' | 'reactive';

/**
 * A MOD a word gives (§1.1, §8): to its owner's roll (`own`, positive brackets) or to the
 * enemy's roll (`enemy`, negative brackets). `when: 'ftf'` = only in Face-to-Face rolls;
 * `ownerRolls` / `ownerTurn` = only while the owner makes that roll or is in that turn.
 */
export interface ModEffect {
  readonly kind: 'mod';
  readonly on: 'own' | 'enemy';
  readonly value: number;
  readonly label: string;
  readonly tag: ModTag;
  /** The rolls it changes (of its owner for `own`, of the enemy for `enemy`). */
  readonly rolls: readonly RollKind[];
  readonly when: 'always' | 'ftf';
  readonly ownerRolls?: readonly RollKind[];
  readonly ownerTurn?: Turn;
  /**
   * Not cumulative with another MOD of its tag on the same roll: only the strongest of
   * them counts (N5 Surprise Attack (CC-6), §8.3).
   */
  readonly notCumulative?: true;
  /**
   * Only on an enemy within this many cm of the owner (Suppressive Fire: 24" = 60 cm,
   * §8.9). Applies when the distance is not given: the player says it is within.
   */
  readonly within?: number;
  /**
   * Only on an enemy that has one of these words (N5 Albedo: only an enemy with a
   * Multispectral Visor or Marksmanship, §10.12).
   */
  readonly enemyWords?: readonly string[];
  /**
   * Never on an enemy that has one of these words (Nanoscreen does nothing against a Comms
   * Attack, the word `comms-attack`, §10.12).
   */
  readonly notAgainst?: readonly string[];
}

/** One band of a range chart: up to `max` cm (1 in = 2.5 cm), this MOD (§8.1). */
export interface RangeBand {
  readonly max: number;
  readonly mod: number;
}

/**
 * The owner's roll uses this range chart instead of its weapon's (Suppressive Fire's SF
 * Mode, §8.9): at a known distance the band's MOD replaces any range MOD; beyond the last
 * band the roll is out of range (choice out-of-range).
 */
export interface BandsEffect {
  readonly kind: 'bands';
  /** The chart's name, for the MOD list and messages ("Suppressive Fire"). */
  readonly label: string;
  readonly bands: readonly RangeBand[];
  readonly rolls: readonly RollKind[];
  readonly ownerTurn?: Turn;
}

/** Burst, Special Dice or CC Damage (N4 Martial Arts) of the owner's roll: add or set. */
export interface DiceEffect {
  readonly kind: 'burst' | 'sd' | 'damage';
  readonly mode: 'add' | 'set';
  readonly value: number;
  readonly label: string;
  readonly rolls: readonly RollKind[];
  readonly ownerTurn?: Turn;
  /** The roll it is on is an Entire Order (N5: Long) skill: Speculative, Suppressive Fire. */
  readonly entireOrder?: true;
  /** Never on an Entire Order skill's roll (N4 Fireteam +1 B, §8.5). */
  readonly notOnEntireOrder?: true;
  /**
   * In its owner's Reactive Turn it does not add to another burst bonus: the larger one
   * counts (N4 Fireteam +1 B in ARO, §8.5).
   */
  readonly reactiveNoStack?: true;
  /**
   * A B MOD (BS Attack (+1B), CC Attack (+1B)...): it acts only in its owner's Active Turn,
   * unless an `aro-burst` effect of the owner lets B MODs into its ARO (§10.3).
   */
  readonly bmod?: true;
}

/**
 * In ARO its owner rolls its weapon's whole burst, not one die (Total Reaction,
 * Neurocinetics, §10.3); with `bmods` its B MODs count there too.
 */
export interface AroBurstEffect {
  readonly kind: 'aro-burst';
  readonly rolls: readonly RollKind[];
  readonly bmods: boolean;
}

/**
 * The enemy's words of these families have no effect while the enemy makes one of these
 * rolls against the owner (N4 Natural Born Warrior: no Martial Arts against it, §10.6).
 */
export interface DenyEffect {
  readonly kind: 'deny';
  readonly families: readonly string[];
  readonly enemyRolls: readonly RollKind[];
}

/** A MOD on the owner's roll, of this tag, is reduced: base value -> new value (§8.4). */
export interface ReduceEffect {
  readonly kind: 'reduce';
  readonly tag: ModTag;
  readonly to: readonly { readonly from: number; readonly to: number }[];
}

/**
 * What a visor or Sixth Sense makes of a visibility zone on its owner's roll (§8.4): the
 * value of a Low or Poor zone, of Zero when attacking through it (LoF allowed), and of the
 * Poor -6 a target answers with through Zero. Absent = the zone's own value.
 */
export interface SightEffect {
  readonly kind: 'sight';
  readonly low?: number;
  readonly poor?: number;
  readonly zero?: number;
  readonly zeroAnswer?: number;
  /** White Noise is Zero Visibility for this owner (MSV of any level, Marksmanship). */
  readonly whiteNoise?: boolean;
}

/** MODs of these tags on the owner's roll count 0 (Marksmanship: cover; Sixth Sense: SA). */
export interface IgnoreEffect {
  readonly kind: 'ignore';
  /** '*' = every MOD but the typed ones. */
  readonly tags: readonly ModTag[] | '*';
  readonly rolls: readonly RollKind[];
  /**
   * The typed MODs too (`--mod`, a spec's `13-3`, game data's range as `--mod range=`):
   * Triangulated Fire's roll takes none at all (§10.14). Without it they are kept.
   */
  readonly typed?: true;
  /** Only the negative ones (N4 Sixth Sense on Dodge). */
  readonly negativeOnly?: boolean;
  readonly ownerTurn?: Turn;
  /** Only the MODs the enemy's words impose (N5 Natural Born Warrior, §10.6). */
  readonly fromEnemy?: true;
  /** Only while the enemy makes one of these rolls, Face-to-Face with the owner (§10.6). */
  readonly enemyRolls?: readonly RollKind[];
}

/** Berserk: a Face-to-Face roll with the owner becomes Normal rolls for both (§8.6). */
export interface NormalRollsEffect {
  readonly kind: 'normal-rolls';
  readonly rolls: readonly RollKind[];
  readonly ownerTurn?: Turn;
}

/** The saves of the owner (§6.4, §10.4): not a MOD, read by the damage domain. */
export const IMMUNITY_TRAITS = [
  'immunity-shock',
  'immunity-total',
  'immunity-crit',
  'immunity-ap',
  'immunity-arm',
  'immunity-bts',
  'immunity-enhanced',
  'immunity-cont',
  'immunity-pos',
  'immunity-imm-b',
  'immunity-isolated',
] as const;
export type SaveTrait =
  | 'nwi'
  | 'dogged'
  | 'remote-presence'
  | 'bioimmunity'
  | 'symbiomate'
  | (typeof IMMUNITY_TRAITS)[number];
export interface SaveEffect {
  readonly kind: 'save';
  readonly trait: SaveTrait;
}

/**
 * SR-X (docs/rules.md §10.1): the saves the owner's hits cause, with this roll, take the
 * MOD (-1, -2). Not a MOD of any roll: read by the damage domain. `choice` names the
 * NOT CONFIRMED point it stands on (N5 CC Attack (+1 Dam) read as SR-1).
 */
export interface SaveModEffect {
  readonly kind: 'save-mod';
  readonly value: number;
  readonly label: string;
  readonly rolls: readonly RollKind[];
}

/** The owner's attacks deny the target its cover's save bonus (Marksmanship, §8.2). */
export interface CoverSaveEffect {
  readonly kind: 'no-cover-save';
  readonly rolls: readonly RollKind[];
}

/**
 * The owner's saves against the enemy's hits from these rolls get this MOD (N5 Nanoscreen
 * +3 against BS Attacks, Firewall +3 against Comms Attacks, §10.12). Not a MOD of any roll:
 * it rides on the enemy's hits, as SR-X does.
 */
export interface SaveBonusEffect {
  readonly kind: 'save-bonus';
  readonly value: number;
  readonly label: string;
  readonly enemyRolls: readonly RollKind[];
  /** Not against an enemy that has one of these words (as `ModEffect.notAgainst`). */
  readonly notAgainst?: readonly string[];
  /**
   * Only against an enemy that has one of these words (as `ModEffect.enemyWords`): Firewall
   * against a Comms Attack rolled as a BS Attack, the word `comms-attack` (§10.12).
   */
  readonly enemyWords?: readonly string[];
  /**
   * Only against hits whose failed save is this state (N5.2 Cube 2.0: +2 against a
   * Sepsitor, §10.11); the damage side reads it off the weapon.
   */
  readonly vsState?: 'sepsitorized';
}

/**
 * The owner is in Partial Cover against these enemy rolls, cover or not, and a second
 * cover adds nothing (N4 Nanoscreen: 360° Partial Cover, §10.12).
 */
export interface CoverEffect {
  readonly kind: 'cover';
  readonly label: string;
  readonly enemyRolls: readonly RollKind[];
  /** Not against an enemy that has one of these words (as `ModEffect.notAgainst`). */
  readonly notAgainst?: readonly string[];
}

/**
 * The owner's Partial Cover gives the enemy's roll no -3; with `save`, its saves no +3
 * either (N5 Limited Cover; No Cover, §10.12).
 */
export interface CoverDeniedEffect {
  readonly kind: 'cover-denied';
  readonly save: boolean;
}

/**
 * The enemy's rolls that need LoF against the owner go into this zone, the owner's own do
 * not (N4 Albedo: the bearer counts as inside a White Noise Zone, §10.12).
 */
export interface ZoneAroundEffect {
  readonly kind: 'zone-around';
  readonly zone: Zone;
}

export type Effect =
  | ZoneAroundEffect
  | SaveBonusEffect
  | CoverEffect
  | CoverDeniedEffect
  | ModEffect
  | DiceEffect
  | BandsEffect
  | ReduceEffect
  | SightEffect
  | IgnoreEffect
  | NormalRollsEffect
  | SaveEffect
  | CoverSaveEffect
  | AroBurstEffect
  | DenyEffect
  | SaveModEffect;

/** A rules point §8 marks NOT CONFIRMED: a user-settable choice with a default. */
export interface Choice {
  readonly id: ChoiceId;
  /** The question, in a line. */
  readonly question: string;
  readonly values: readonly string[];
  readonly default: string;
  /** docs/rules.md section. */
  readonly section: string;
}

export const CHOICE_IDS = [
  'mod-cap',
  'out-of-range',
  'template-cover',
  'dodge-template',
  'dodge-bracket',
  'mimetism-discover',
  'msv-unknown',
  'fireteam-text',
  'fireteam-dodge',
  'marksmanship-save',
  'speculative-mods',
  'berserk-mod',
  'ikohl',
  'split-burst',
  'total-reaction-bmods',
  'sr-ph',
  'sr-immunity',
  'cc-plus-dam',
  'x-visor',
  'ecm-hacker',
  'immunity-viral',
  'triangulated-fire',
] as const;
export type ChoiceId = (typeof CHOICE_IDS)[number];

/** Effects that depend on a choice: the chosen value's list is added to the entry's own. */
export interface Variant {
  readonly choice: ChoiceId;
  readonly effects: Readonly<Record<string, readonly Effect[]>>;
}

/** What one word is, in one edition. */
export interface WordEntry {
  readonly word: string;
  /** Words of one family are levels of one skill: a trooper has at most one (§8.6). */
  readonly family: string;
  /** How the rules name it ("Mimetism (-6)"). */
  readonly name: string;
  /** Other spellings; matched after normalisation (case, spaces, dashes, brackets). */
  readonly aliases: readonly string[];
  readonly effects: readonly Effect[];
  readonly variants?: readonly Variant[];
  /** docs/rules.md section. */
  readonly section: string;
  /** One line for the catalogue: what it changes. */
  readonly summary: string;
  /** Set when the rules give it no roll effect we could confirm. */
  readonly unconfirmed?: string;
  /** Its rules change no roll, by what they say (Guard, Protheion, §10.10). */
  readonly noRoll?: true;
  /** It changes nothing itself, but the enemy's words read it (`comms-attack`, §10.12). */
  readonly marker?: true;
  /**
   * Set for a skill the player declares, or one that needs a state or a team the profile
   * cannot tell (Surprise Attack from a Marker, Berserk, Suppressive Fire, a Fireteam): a
   * trooper from game data does not get it without `--with` (docs/game-data.md).
   */
  readonly declared?: true;
  /**
   * A skill declared only as this roll in this turn (Triangulated Fire: a BS Attack in the
   * Active Turn, §10.14): in another roll or turn the side cannot roll with it.
   */
  readonly declaredAs?: { readonly roll: RollKind; readonly turn: Turn; readonly what: string };
}

/** A situation's MOD (cover, zones) as data. */
export interface ZoneRow {
  readonly name: string;
  /** The MOD on rolls through it; null = Zero Visibility (no LoF). */
  readonly value: number | null;
  /** Zero Visibility only for owners whose sight says so (White Noise). */
  readonly onlyForSensors?: boolean;
  /** Worse zones first: a roll takes only the worst one (§8.4). */
  readonly rank: number;
}

/**
 * A hacking program (§8.8): its MODs, burst, and what a standing success does. `damage`
 * is the edition's number (N4 Damage, N5 PS), null when the program forces no save.
 */
export interface ProgramRow {
  readonly name: string;
  readonly aliases: readonly string[];
  /** MOD to the hacker's WIP. */
  readonly attack: number;
  /** MOD to the enemy's roll against it, in F2F. */
  readonly opponent: number;
  /** Burst in the Active Turn; `aroBurst` in ARO (1 unless stated). */
  readonly burst: number;
  readonly aroBurst: number;
  readonly damage: number | null;
  /** Ammunition of its BTS saves (an ammo chart id), null without saves. */
  readonly ammo: string | null;
  /** What a failed save (or, without saves, a success) does. */
  readonly effect: string;
  /**
   * The state a failed save applies instead of wounds (§8.8), as the damage engine models
   * non-lethal ammunition; null = the ammunition wounds (Trinity) or no saves at all.
   */
  readonly state: NonLethalState | null;
  /** Troop types it may target. */
  readonly targets: string;
}

export interface ModRules {
  readonly words: readonly WordEntry[];
  /** Hacking programs (§8.8). */
  readonly programs: readonly ProgramRow[];
  readonly choices: readonly Choice[];
  /** No attack rolls more dice than this: B MODs stop there (§10.3). */
  readonly burstCap: number;
  /** The ±12 cap (§1.1, §8.1); the choice that turns it off, where it is NOT CONFIRMED. */
  readonly cap: { readonly value: number; readonly choice: ChoiceId | null };
  /** Partial Cover: the MOD on enemy rolls that need LoF (§8.2). */
  readonly cover: number;
  readonly zones: Readonly<Record<Zone, ZoneRow>>;
  /** The MOD of a Zero Visibility zone a target answers through (treated as Poor, §8.4). */
  readonly zeroAnswer: number;
  /**
   * Rolls with a range chart of their own, used at a known distance instead of a weapon's
   * (Discover, §8.1); `label` names it in the MOD list.
   */
  readonly rollBands: Readonly<
    Partial<Record<RollKind, { readonly label: string; readonly bands: readonly RangeBand[] }>>
  >;
}

// ---------------------------------------------------------------------------------------
// Building blocks shared by both tables.

const own = (
  value: number,
  label: string,
  tag: ModTag,
  rolls: readonly RollKind[],
  extra: Partial<ModEffect> = {},
): ModEffect => ({ kind: 'mod', on: 'own', value, label, tag, rolls, when: 'always', ...extra });

const enemy = (
  value: number,
  label: string,
  tag: ModTag,
  rolls: readonly RollKind[],
  when: 'always' | 'ftf',
  extra: Partial<ModEffect> = {},
): ModEffect => ({ kind: 'mod', on: 'enemy', value, label, tag, rolls, when, ...extra });

const dice = (
  kind: DiceEffect['kind'],
  value: number,
  label: string,
  rolls: readonly RollKind[],
  extra: Partial<DiceEffect> = {},
): DiceEffect => ({ kind, mode: 'add', value, label, rolls, ...extra });

const save = (trait: SaveTrait): SaveEffect => ({ kind: 'save', trait });

const ignoreSurprise: IgnoreEffect = { kind: 'ignore', tags: ['surprise'], rolls: ANY_ROLL };

/** N4 Discover applies the target's Mimetism (§8.3); in N5 it is a choice. */
const mimetism = (level: 3 | 6, discover: 'always' | 'choice'): WordEntry => {
  const onDiscover = enemy(-level, 'mimetism', 'mimetism', ['discover'], 'always');
  return {
    word: `mimetism${level}`,
    family: 'mimetism',
    name: `Mimetism (-${level})`,
    aliases: [
      `mimetism -${level}`,
      `mimetism ${level}`,
      `mim${level}`,
      // N3's Optical Disruptor: N4 and N5 profiles write Mimetism (-6) for it (§10.12).
      ...(level === 6 ? ['odd', 'optical disruptor', 'optical disruption device'] : []),
    ],
    effects: [
      enemy(-level, 'mimetism', 'mimetism', ['bs'], 'always'),
      ...(discover === 'always' ? [onDiscover] : []),
    ],
    ...(discover === 'choice'
      ? { variants: [{ choice: 'mimetism-discover', effects: { yes: [onDiscover], no: [] } }] }
      : {}),
    section: '§8.3',
    summary: `enemy BS Attack and Discover against the owner: -${level}, Normal and F2F`,
  };
};

/**
 * Surprise Attack (§8.3): N4, every roll of its target; N5.2, only the target's
 * Face-to-Face rolls: not a Normal roll against a Direct Template.
 */
const surprise = (level: 3 | 6, when: 'always' | 'ftf' = 'always'): WordEntry => ({
  declared: true,
  word: `surprise${level}`,
  family: 'surprise',
  name: `Surprise Attack (-${level})`,
  aliases: [`surprise attack -${level}`, `surprise attack ${level}`, `sa${level}`],
  effects: [
    enemy(-level, 'surprise attack', 'surprise', ANY_ROLL, when, {
      ownerTurn: 'active',
      ownerRolls: ATTACK_ROLLS,
    }),
  ],
  section: '§8.3',
  summary: `${when === 'ftf' ? 'every Face-to-Face roll' : 'every roll'} of the target of its attack: -${level} (owner active, from a Marker)`,
});

/** MSV rows of the §8.4 table. */
const MSV1_SIGHT = { low: 0, poor: -3, zero: -6 } as const;
const MSV2_SIGHT = { low: 0, poor: 0, zero: 0, zeroAnswer: 0 } as const;
const MSV1_MIM = [
  { from: -3, to: 0 },
  { from: -6, to: -3 },
];
const MSV2_MIM = [
  { from: -3, to: 0 },
  { from: -6, to: 0 },
];

const msvEntry = (
  level: 1 | 2 | 3,
  effects: readonly Effect[],
  variants: readonly Variant[] = [],
): WordEntry => ({
  word: `msv${level}`,
  family: 'msv',
  name: `Multispectral Visor L${level}`,
  aliases: [
    `msv l${level}`,
    `multispectral visor l${level}`,
    `multispectral visor ${level}`,
    `multispectral visor level ${level}`,
  ],
  effects,
  ...(variants.length > 0 ? { variants } : {}),
  section: '§8.4',
  summary:
    level === 1
      ? 'own roll: Mimetism -6 -> -3, -3 -> 0; Low 0, Poor -3, Zero: LoF at -6'
      : level === 2
        ? 'own roll: Mimetism and Low/Poor zones -> 0; Zero: LoF allowed'
        : 'as L2 (L3 rows not found); N5: ignores Surprise Attack',
});

/** Where a level's row is NOT FOUND: read it as the L2 row (default) or the L1 row. */
const msvUnknown = (zeroAnswerL1: number): Variant => ({
  choice: 'msv-unknown',
  effects: {
    l2: [
      { kind: 'reduce', tag: 'mimetism', to: MSV2_MIM },
      { kind: 'sight', ...MSV2_SIGHT, whiteNoise: true },
    ],
    l1: [
      { kind: 'reduce', tag: 'mimetism', to: MSV1_MIM },
      { kind: 'sight', ...MSV1_SIGHT, zeroAnswer: zeroAnswerL1, whiteNoise: true },
    ],
  },
});

const nameLevels = (prefix: string, name: string, level: number): string[] => [
  `${prefix} l${level}`,
  `${name} l${level}`,
  `${name} ${level}`,
  `${name} level ${level}`,
];

/** Martial Arts rows of the §8.6 table: attack MOD and the dice/damage bonuses. */
const martialArts = (level: number, attack: number, bonuses: readonly DiceEffect[]): WordEntry => ({
  word: `ma${level}`,
  family: 'ma',
  name: `Martial Arts L${level}`,
  aliases: nameLevels('ma', 'martial arts', level),
  effects: [
    ...(attack === 0 ? [] : [own(attack, 'martial arts', 'martial-arts', ['cc'])]),
    enemy(-3, 'martial arts', 'martial-arts', ANY_ROLL, 'ftf', { ownerRolls: ['cc'] }),
    ...bonuses,
  ],
  section: '§8.6',
  summary: [
    `own CC Attack ${attack >= 0 ? '+' : ''}${attack}`,
    'enemy -3 in F2F',
    ...bonuses.map(
      (b) => `${b.kind === 'damage' ? 'PH Damage' : b.kind === 'sd' ? 'SD' : 'B'} +${b.value}`,
    ),
  ].join(', '),
});

/**
 * CC Attack with a bracketed value in a profile (Miranda's "CC Attack (-6)"), by the bracket
 * rule (§10.2): a negative MOD of a skill that is not automatic hits the enemy only in a
 * Face-to-Face roll, here while the owner makes a CC Attack.
 */
const ccAttack = (value: number): WordEntry => ({
  word: `cc-attack${-value}`,
  family: 'cc-attack',
  name: `CC Attack (${value})`,
  aliases: [`cc attack ${value}`, `cc attack ${-value}`],
  effects: [enemy(value, 'cc attack', 'cc-attack', ANY_ROLL, 'ftf', { ownerRolls: ['cc'] })],
  section: '§10.2',
  summary: `enemy ${value} in F2F, while it makes a CC Attack`,
});

/**
 * A CC weapon's own negative bracket on the loadout ("PARA CC Weapon (-6)"): the enemy's
 * roll Face-to-Face with an attack of that weapon takes it (§10.2). The word stands for
 * "it attacks with that weapon"; game data gives it only with that weapon.
 */
const weaponBracket = (
  word: string,
  weapon: string,
  value: number,
  aliases: readonly string[],
): WordEntry => ({
  word: `${word}${-value}`,
  family: word,
  name: `${weapon} (${value})`,
  aliases: [...aliases.map((a) => `${a} ${value}`), `${weapon.toLowerCase()} ${value}`],
  effects: [enemy(value, weapon.toLowerCase(), 'weapon', ANY_ROLL, 'ftf', { ownerRolls: ['cc'] })],
  section: '§10.2',
  summary: `enemy ${value} in F2F, while it makes a CC Attack with its ${weapon}`,
});

/** "CC Attack (+1B)": a B MOD, its CC burst +1 in its Active Turn only (§10.3). */
const ccAttackBurst: WordEntry = {
  word: 'cc-attack-b1',
  family: 'cc-attack-b',
  name: 'CC Attack (+1B)',
  aliases: ['cc attack +1b', 'cc attack 1b'],
  effects: [dice('burst', 1, 'cc attack', ['cc'], { bmod: true })],
  section: '§10.3',
  summary: 'own CC Attack B +1 (Active Turn only)',
};

/**
 * "CC Attack (+3)", "(+9)": a positive bracketed MOD helps its user (§1.1): +N to its own
 * CC Attack. Spelt with "plus" so that it is never read as the enemy's -N.
 */
const ccAttackPlus = (value: number): WordEntry => ({
  word: `cc-attack-plus${value}`,
  family: 'cc-attack-plus',
  name: `CC Attack (+${value})`,
  aliases: [`cc attack +${value}`, `cc attack plus ${value}`],
  effects: [own(value, 'cc attack', 'cc-attack', ['cc'])],
  section: '§1.1',
  summary: `own CC Attack +${value}`,
});

/**
 * BS Attack with a value in a profile, by the bracket rule (§10.2, §10.3): "(-3)" is the
 * enemy's -3 in a Face-to-Face roll while the owner makes a BS Attack; "(+1B)" is a B MOD
 * (its Active Turn only), "(+1SD)" a Special Die in either turn.
 */
const bsAttack = (value: number): WordEntry => ({
  word: `bs-attack${-value}`,
  family: 'bs-attack',
  name: `BS Attack (${value})`,
  aliases: [`bs attack ${value}`, `bs attack ${-value}`],
  effects: [enemy(value, 'bs attack', 'bs-attack', ANY_ROLL, 'ftf', { ownerRolls: ['bs'] })],
  section: '§10.2',
  summary: `enemy ${value} in F2F, while it makes a BS Attack`,
});

const bsAttackDice = (kind: 'burst' | 'sd'): WordEntry => {
  const what = kind === 'burst' ? 'B' : 'SD';
  return {
    word: `bs-attack-${kind === 'burst' ? 'b' : 'sd'}1`,
    family: `bs-attack-${kind === 'burst' ? 'b' : 'sd'}`,
    name: `BS Attack (+1${what})`,
    aliases: [`bs attack +1${what.toLowerCase()}`, `bs attack 1${what.toLowerCase()}`],
    effects: [
      kind === 'burst'
        ? dice(kind, 1, 'bs attack', ['bs'], { bmod: true })
        : dice(kind, 1, 'bs attack', ['bs']),
    ],
    section: '§10.3',
    summary:
      kind === 'burst'
        ? 'own BS Attack B +1 (Active Turn only)'
        : 'own BS Attack SD +1 (both turns)',
  };
};

/**
 * Total Reaction (§10.3): a BS Attack ARO with the weapon's whole burst; its B MODs count
 * there in N5, in N4 only by choice (total-reaction-bmods).
 */
const totalReaction = (bmods: 'yes' | 'choice'): WordEntry => ({
  word: 'total-reaction',
  family: 'total-reaction',
  name: 'Total Reaction',
  aliases: [],
  effects: bmods === 'yes' ? [{ kind: 'aro-burst', rolls: ['bs'], bmods: true }] : [],
  ...(bmods === 'choice'
    ? {
        variants: [
          {
            choice: 'total-reaction-bmods',
            effects: {
              no: [{ kind: 'aro-burst', rolls: ['bs'], bmods: false }],
              yes: [{ kind: 'aro-burst', rolls: ['bs'], bmods: true }],
            },
          },
        ],
      }
    : {}),
  section: '§10.3',
  summary:
    bmods === 'yes'
      ? 'BS Attack ARO: the whole burst, B MODs included'
      : 'BS Attack ARO: the whole burst (B MODs by choice)',
});

/**
 * Neurocinetics (§10.3): in its Active Turn every BS Attack is B 1 (B MODs dropped, SD
 * kept); in ARO the whole burst with its B MODs. "Neurocinetics (+1B)" is a B MOD that
 * therefore counts only in ARO.
 */
const neurocinetics = (plus: 0 | 1): WordEntry => ({
  word: plus === 0 ? 'neurocinetics' : 'neurocinetics-b1',
  family: 'neurocinetics',
  name: plus === 0 ? 'Neurocinetics' : 'Neurocinetics (+1B)',
  aliases: plus === 0 ? [] : ['neurocinetics +1b', 'neurocinetics 1b'],
  effects: [
    dice('burst', 1, 'neurocinetics', ['bs'], { mode: 'set', ownerTurn: 'active' }),
    { kind: 'aro-burst', rolls: ['bs'], bmods: true },
    ...(plus === 0 ? [] : [dice('burst', 1, 'neurocinetics', ['bs'], { bmod: true })]),
  ],
  section: '§10.3',
  summary: `own BS Attack: B 1 in the Active Turn; in ARO the whole burst${plus === 0 ? '' : ' +1'}`,
});

/**
 * Close Combat against a target other allies touch (§10.3): +1 B per such ally, in both
 * turns. Declared: the profile cannot tell who else is in contact.
 */
const ccAllies = (n: 1 | 2 | 3): WordEntry => ({
  declared: true,
  word: `cc-allies${n}`,
  family: 'cc-allies',
  name: `CC with ${n} ${n === 1 ? 'ally' : 'allies'} in contact`,
  aliases: [`cc allies ${n}`, `cc ally ${n}`],
  effects: [dice('burst', n, 'allies in contact', ['cc'])],
  section: '§10.3',
  summary: `own CC Attack B +${n} (allies touching the target, both turns)`,
});

/** Warhorse (§10.10, N5): enemies' BS Attack (-X) does not apply to it. */
const warhorse: WordEntry = {
  word: 'warhorse',
  family: 'warhorse',
  name: 'Warhorse',
  aliases: [],
  effects: [{ kind: 'ignore', tags: ['bs-attack'], rolls: ANY_ROLL, negativeOnly: true }],
  section: '§10.10',
  summary: "ignores the enemy's BS Attack (-X) on every roll",
};

const nbwEntry = (effects: readonly Effect[], summary: string): WordEntry => ({
  word: 'nbw',
  family: 'nbw',
  name: 'Natural Born Warrior',
  aliases: ['natural born warrior'],
  effects,
  section: '§10.6',
  summary,
});

/** N5 (§10.6): CC-attacked and CC-attacking back, no negative MOD of the opponent's. */
const N5_NBW = nbwEntry(
  [
    {
      kind: 'ignore',
      tags: '*',
      rolls: ['cc'],
      negativeOnly: true,
      fromEnemy: true,
      enemyRolls: ['cc'],
    },
  ],
  "own CC Attack against a CC Attack: the opponent's negative MODs count 0",
);

/** N4 (§10.6): whoever CC-attacks it uses no Martial Arts against it. */
const N4_NBW = nbwEntry(
  [{ kind: 'deny', families: ['ma'], enemyRolls: ['cc'] }],
  'a CC Attack against it uses no Martial Arts (no MOD, damage or burst of it)',
);

/** A word that changes no roll, by its rules (§10.10): accepted, said, never a warning. */
const noRoll = (word: string, name: string, summary: string): WordEntry => ({
  word,
  family: word,
  name,
  aliases: [],
  effects: [],
  section: '§10.10',
  summary,
  noRoll: true,
});

const ikohl = (level: number): WordEntry => ({
  word: `ikohl${level}`,
  family: 'ikohl',
  name: `i-Kohl L${level}`,
  aliases: nameLevels('ikohl', 'i-kohl', level),
  effects: [],
  variants: [
    {
      choice: 'ikohl',
      effects: {
        n3: [enemy(-3 * level, 'i-kohl', 'ikohl', ANY_ROLL, 'ftf', { ownerRolls: ['cc'] })],
        off: [],
      },
    },
  ],
  section: '§8.6',
  summary: `enemy -${3 * level} in F2F against its CC Attack (N3 values, NOT CONFIRMED)`,
});

const saveWord = (
  word: string,
  name: string,
  aliases: string[],
  trait: SaveTrait,
  summary: string,
): WordEntry => ({
  word,
  family: word,
  name,
  aliases,
  effects: [save(trait)],
  section: '§6.4',
  summary,
});

/**
 * Protheion (docs/rules.md §8.6): confirmed to give no MOD to any roll or save; its healing
 * (a wound it inflicts in CC heals one of its own) acts across orders, which one roll's
 * odds do not cover. Recognised, so a trooper's data says it was read.
 */
const protheion: WordEntry = {
  word: 'protheion',
  family: 'protheion',
  name: 'Protheion',
  aliases: [],
  effects: [],
  section: '§8.6',
  summary: 'no MOD to rolls or saves; its healing acts across orders (not in one roll)',
};

const SAVE_WORDS: readonly WordEntry[] = [
  saveWord(
    'nwi',
    'No Wound Incapacitation',
    ['no wound incapacitation'],
    'nwi',
    'saves: not Unconscious at exactly W',
  ),
  saveWord('dogged', 'Dogged', [], 'dogged', 'saves: not Unconscious at exactly W'),
  // docs/rules.md §10.11: a STR trooper has a second Unconscious level, Dead one STR later.
  {
    ...saveWord(
      'remote-presence',
      'Remote Presence',
      [],
      'remote-presence',
      'saves: with STR, a second Unconscious level before Dead',
    ),
    section: '§10.11',
  },
  saveWord(
    'immunity-shock',
    'Immunity (Shock)',
    ['shock immunity'],
    'immunity-shock',
    'saves: Shock as N',
  ),
  saveWord(
    'immunity-crit',
    'Immunity (Critical)',
    ['immunity critical', 'immunity (critical)', 'critical immunity'],
    'immunity-crit',
    'saves: criticals as plain hits',
  ),
];

/**
 * N4 only (docs/rules.md §10.11): against ARM or BTS the owner saves with the better of
 * the two values; the saving attribute, and what halves it, stay the weapon's.
 */
const BIOIMMUNITY: WordEntry = {
  ...saveWord(
    'bioimmunity',
    'Bioimmunity',
    [],
    'bioimmunity',
    'saves against ARM or BTS: the better of the two values (not against Comms Attacks)',
  ),
  section: '§10.11',
};

/**
 * SymbioMate (docs/rules.md §10.11): declared on the trooper it is assigned to; its saves
 * of that order use ARM and BTS 9 with Immunity (Enhanced) (N5) or (Total) (N4).
 */
const symbioMate = (immunity: 'immunity-enhanced' | 'immunity-total'): WordEntry => ({
  declared: true,
  word: 'symbiomate',
  family: 'symbiomate',
  name: 'SymbioMate',
  aliases: ['symbio-mate'],
  effects: [save('symbiomate'), save(immunity)],
  section: '§10.11',
  summary: `saves: ARM and BTS 9 and ${immunity === 'immunity-total' ? 'Immunity (Total)' : 'Immunity (Enhanced)'} (declared: the trooper it is assigned to)`,
});

/** N4 only: N5 has no Immunity (Total) (docs/rules.md §10.4). */
const IMMUNITY_TOTAL = saveWord(
  'immunity-total',
  'Immunity (Total)',
  ['total immunity'],
  'immunity-total',
  'saves: special lethal ammunition as N',
);

/** An N5 Immunity category (docs/rules.md §10.4). */
const immunityWord = (
  key: string,
  name: string,
  aliases: string[],
  summary: string,
): WordEntry => ({
  ...saveWord(
    `immunity-${key}`,
    `Immunity (${name})`,
    aliases,
    `immunity-${key}` as SaveTrait,
    summary,
  ),
  section: '§10.4',
});

const N5_IMMUNITY_WORDS: readonly WordEntry[] = [
  immunityWord('ap', 'AP', ['ap immunity'], 'saves: AP as N (full ARM/BTS)'),
  immunityWord(
    'arm',
    'ARM',
    ['arm immunity'],
    'saves against ARM: every ammunition as N, no Continuous Damage',
  ),
  immunityWord(
    'bts',
    'BTS',
    ['bts immunity'],
    'saves against BTS: every ammunition as N, no Continuous Damage; E/M: no effect',
  ),
  immunityWord('enhanced', 'Enhanced', ['enhanced immunity'], 'as Immunity (ARM) and (BTS)'),
  immunityWord(
    'cont',
    'Continuous Damage',
    ['immunity continous damage', 'immunity continuous damage'],
    'saves: no Continuous Damage',
  ),
  immunityWord('pos', 'POS', ['immunity possessed'], 'never Possessed'),
  immunityWord('imm-b', 'IMM-B', ['immunity immb'], 'never Immobilized-B'),
  immunityWord('isolated', 'Isolated', [], 'never Isolated (E/M has no effect)'),
];

/**
 * SR-X (docs/rules.md §10.1, N5): "BS Attack (SR-1)", "CC Attack (SR-2)": the saves of the
 * hits of that attack take -X, Normal or F2F, either turn. `sr1`/`sr2` for BS Attacks,
 * `cc-sr1`/`cc-sr2` for CC Attacks.
 */
const srWord = (attack: 'bs' | 'cc', level: 1 | 2): WordEntry => {
  const name = attack === 'bs' ? 'BS Attack' : 'CC Attack';
  return {
    word: `${attack === 'bs' ? '' : 'cc-'}sr${level}`,
    family: `${attack}-sr`,
    name: `${name} (SR-${level})`,
    aliases: [
      `${name.toLowerCase()} sr-${level}`,
      `${name.toLowerCase()} sr${level}`,
      ...(attack === 'bs' ? [`sr-${level}`] : [`cc sr-${level}`]),
    ],
    effects: [{ kind: 'save-mod', value: -level, label: `SR-${level}`, rolls: [attack] }],
    section: '§10.1',
    summary: `the target's saves against its ${name} hits: -${level}`,
  };
};

/**
 * N5 "CC Attack (+1 Dam)" (docs/rules.md §10.1): NOT CONFIRMED; by default read as SR-1
 * (choice cc-plus-dam). N4: +1 Damage on its CC Attack.
 */
const ccAttackDamN5: WordEntry = {
  word: 'cc-attack-dam1',
  family: 'cc-attack-dam',
  name: 'CC Attack (+1 Dam)',
  aliases: ['cc attack +1 dam', 'cc attack +1dam', 'cc attack +1 damage'],
  effects: [],
  variants: [
    {
      choice: 'cc-plus-dam',
      effects: {
        sr: [{ kind: 'save-mod', value: -1, label: 'CC Attack (+1 Dam)', rolls: ['cc'] }],
        none: [],
      },
    },
  ],
  section: '§10.1',
  summary: "the target's saves against its CC Attack hits: -1 (as SR-1, NOT CONFIRMED)",
};

/** N4 "BS Attack (+1 Dam)", "CC Attack (+1 Dam)": +X Damage on that attack (docs/rules.md §10.1). */
const plusDamN4 = (attack: 'bs' | 'cc', value: 1 | 2): WordEntry => {
  const name = attack === 'bs' ? 'BS Attack' : 'CC Attack';
  return {
    word: `${attack === 'bs' ? 'bs' : 'cc'}-attack-dam${value}`,
    family: `${attack}-attack-dam`,
    name: `${name} (+${value} Dam)`,
    aliases: [
      `${name.toLowerCase()} +${value} dam`,
      `${name.toLowerCase()} +${value}dam`,
      `${name.toLowerCase()} +${value} damage`,
    ],
    effects: [dice('damage', value, name.toLowerCase(), [attack])],
    section: '§10.1',
    summary: `own ${name}: Damage +${value}`,
  };
};

const marksmanship: WordEntry = {
  word: 'marksmanship',
  family: 'marksmanship',
  name: 'Marksmanship',
  aliases: [],
  effects: [
    // N5 also Nanoscreen's -3 (§10.12); N4's Nanoscreen is Partial Cover, tagged so.
    { kind: 'ignore', tags: ['cover', 'nanoscreen'], rolls: ['bs'] },
    { kind: 'sight', whiteNoise: true },
  ],
  variants: [
    {
      choice: 'marksmanship-save',
      effects: { ignore: [{ kind: 'no-cover-save', rolls: ['bs'] }], keep: [] },
    },
  ],
  section: '§8.2',
  summary: 'own BS Attack ignores Partial Cover; White Noise is Zero Visibility for it',
};

/**
 * An Impact Template weapon (§10.9): a save against any template gets no Partial Cover +3
 * (N4: no -3 Damage); the attack roll still takes the cover's -3. Game data adds it to the
 * weapon's user, as the Direct Template's no-roll comes from the weapon.
 */
const impactTemplate: WordEntry = {
  word: 'impact-template',
  family: 'impact-template',
  name: 'Impact Template',
  aliases: ['impact'],
  effects: [{ kind: 'no-cover-save', rolls: ['bs'] }],
  section: '§10.9',
  summary: "own BS Attack's hits get no Partial Cover save bonus (the roll still takes -3)",
};

/**
 * Berserk (§10.8): N4 turns the CC Face-to-Face roll with its target into two Normal
 * rolls; N5 is an ordinary CC Attack (F2F, a Dodge can avoid it). `normal` says which.
 */
/**
 * A Comms Attack (docs/rules.md §10.12): a weapon with the Comms. Attack trait rolled as a
 * BS Attack (N4 Phero-Booster, a Jammer). No MOD of its own; Nanoscreen reads it and does
 * nothing against it, Firewall acts on it. Game data adds it to the weapon's user, as
 * `impact-template`.
 */
const commsAttack: WordEntry = {
  word: 'comms-attack',
  family: 'comms-attack',
  name: 'Comms Attack',
  aliases: ['comms. attack'],
  effects: [],
  marker: true,
  section: '§10.12',
  summary:
    "no MOD of its own: its attack is a Comms Attack (the target's Nanoscreen does nothing, its Firewall acts)",
};

const berserk = (normal: boolean): WordEntry => ({
  declared: true,
  word: 'berserk',
  family: 'berserk',
  name: 'Berserk',
  aliases: [],
  effects: normal ? [{ kind: 'normal-rolls', rolls: ['cc'], ownerTurn: 'active' }] : [],
  variants: [
    {
      choice: 'berserk-mod',
      effects: { '0': [], '+6': [own(6, 'berserk', 'berserk', ['cc'], { ownerTurn: 'active' })] },
    },
  ],
  section: '§10.8',
  summary: normal
    ? 'its CC Attack F2F becomes Normal rolls for both sides (both can hit)'
    : 'an ordinary CC Attack in its Active Turn (F2F; a Dodge can avoid it)',
});

/**
 * Berserk with a bracketed MOD on the profile ("Berserk (+3)"): +X to the user's CC Attack
 * when it goes Berserk (§10.8, §10.10), in place of any open plain one.
 */
const berserkPlus = (value: 3 | 6, normal: boolean): WordEntry => ({
  declared: true,
  word: `berserk${value}`,
  family: 'berserk',
  name: `Berserk (+${value})`,
  aliases: [`berserk +${value}`],
  effects: [
    ...(normal ? [{ kind: 'normal-rolls', rolls: ['cc'], ownerTurn: 'active' } as const] : []),
    own(value, 'berserk', 'berserk', ['cc'], { ownerTurn: 'active' }),
  ],
  section: '§10.8',
  summary: `as berserk, and its own CC Attack +${value} (the profile's bracket)`,
});

/** The range charts' scale: the inch columns are labelled 20, 40... cm (§8.1). */
const CM_PER_INCH = 2.5;
/** The chart's columns, "up to" each (§8.1). */
const COLUMNS_IN = [8, 16, 24, 32, 40, 48, 96] as const;
/** A chart row as the rules print it: MODs over the 8", 16", 24"... columns -> bands in cm. */
const chartRow = (...mods: readonly number[]): RangeBand[] =>
  mods.map((mod, i) => ({ max: (COLUMNS_IN[i] ?? 0) * CM_PER_INCH, mod }));

/**
 * Suppressive Fire (§8.9) with its edition's SF Mode: its own range chart (it replaces the
 * weapon's Range and B in ARO) and its reach, the distance within which enemies take -3
 * in F2F rolls against it.
 */
const suppressive = (sf: { readonly reach: number; readonly bands: readonly RangeBand[] }) =>
  ({
    declared: true,
    word: 'suppressive',
    family: 'suppressive',
    name: 'Suppressive Fire',
    aliases: ['suppressive fire', 'sf'],
    effects: [
      enemy(-3, 'suppressive fire', 'suppressive', ANY_ROLL, 'ftf', {
        ownerTurn: 'reactive',
        within: sf.reach,
      }),
      dice('burst', 3, 'suppressive fire', ['bs'], {
        mode: 'set',
        ownerTurn: 'reactive',
        entireOrder: true,
      }),
      {
        kind: 'bands',
        label: 'Suppressive Fire',
        bands: sf.bands,
        rolls: ['bs'],
        ownerTurn: 'reactive',
      },
    ],
    section: '§8.9',
    summary: `in ARO: B3 and its own range bands; enemies within ${sf.reach / CM_PER_INCH}" (${sf.reach} cm): -3 in F2F rolls against it`,
  }) satisfies WordEntry;

/**
 * Triangulated Fire (§10.14, no official text found): an Entire Order BS Attack the active
 * trooper declares, whose roll takes no MOD at all (range, cover, Mimetism, zones, typed
 * ones) and no Special Dice; B MODs still count. Its reading is the `triangulated-fire`
 * choice.
 */
const triangulatedFire: WordEntry = {
  declared: true,
  declaredAs: { roll: 'bs', turn: 'active', what: 'a BS Attack of the Active Turn (Entire Order)' },
  word: 'triangulated-fire',
  family: 'triangulated-fire',
  name: 'Triangulated Fire',
  aliases: ['triangulated fire'],
  effects: [],
  variants: [
    {
      choice: 'triangulated-fire',
      effects: {
        'no-mods': [
          { kind: 'ignore', tags: '*', rolls: ['bs'], typed: true, ownerTurn: 'active' },
          dice('sd', 0, 'triangulated fire', ['bs'], { mode: 'set', ownerTurn: 'active' }),
        ],
        off: [],
      },
    },
  ],
  section: '§10.14',
  summary: 'own BS Attack (Active Turn only): no MOD at all but B MODs, no Special Dice',
};

const speculative: WordEntry = {
  declared: true,
  word: 'speculative',
  family: 'speculative',
  name: 'Speculative Attack',
  aliases: ['speculative attack', 'speculative fire', 'speculative shot'],
  effects: [
    own(-6, 'speculative attack', 'speculative', ['bs'], { ownerTurn: 'active' }),
    dice('burst', 1, 'speculative attack', ['bs'], {
      mode: 'set',
      ownerTurn: 'active',
      entireOrder: true,
    }),
    dice('sd', 0, 'speculative attack', ['bs'], { mode: 'set', ownerTurn: 'active' }),
  ],
  variants: [
    {
      choice: 'speculative-mods',
      effects: {
        ignore: [
          {
            kind: 'ignore',
            tags: ['mimetism', 'cover', 'zone'],
            rolls: ['bs'],
            ownerTurn: 'active',
          },
        ],
        apply: [],
      },
    },
  ],
  section: '§8.9',
  summary: 'own BS Attack: B1, -6 plus range; no LoF MODs of the target',
};

// ---------------------------------------------------------------------------------------
// Choices (§8: NOT CONFIRMED points).

const CHOICE_RULES: Readonly<Record<ChoiceId, Choice>> = {
  'mod-cap': {
    id: 'mod-cap',
    question: 'N5: is the sum of MODs still held to -12..+12?',
    values: ['on', 'off'],
    default: 'on',
    section: '§8.1',
  },
  'out-of-range': {
    id: 'out-of-range',
    question: 'beyond the last range band: the attack fails (no roll) or rolls with no MOD?',
    values: ['fail', 'no-mod'],
    default: 'fail',
    section: '§8.1',
  },
  'template-cover': {
    id: 'template-cover',
    question: 'does Partial Cover add its save bonus against a Direct Template?',
    values: ['no', 'yes'],
    default: 'no',
    section: '§8.2',
  },
  'dodge-template': {
    id: 'dodge-template',
    question: 'the MOD of a Dodge against a Direct Template',
    values: ['0', '-3'],
    default: '0',
    section: '§8.7',
  },
  'dodge-bracket': {
    id: 'dodge-bracket',
    question:
      "a profile's Dodge (+X)/(-X): +X to its own Dodge and -X to the attacker (rules), both to its own Dodge (own), or nothing (off)",
    values: ['rules', 'own', 'off'],
    default: 'rules',
    section: '§8.7',
  },
  'mimetism-discover': {
    id: 'mimetism-discover',
    question: "N5: does the target's Mimetism reach Discover rolls?",
    values: ['yes', 'no'],
    default: 'yes',
    section: '§8.3',
  },
  'msv-unknown': {
    id: 'msv-unknown',
    question: 'MSV levels whose row was not found (N4 L3, N5 L2 and L3): read as L2 or L1',
    values: ['l2', 'l1'],
    default: 'l2',
    section: '§8.4',
  },
  'fireteam-text': {
    id: 'fireteam-text',
    question: 'N4 Fireteam bonuses: the March 2022 update or the 2020 text',
    values: ['2022', '2020'],
    default: '2022',
    section: '§8.5',
  },
  'fireteam-dodge': {
    id: 'fireteam-dodge',
    question: 'N5 Fireteam level 3 "+1 Dodge": +1 PH to the Dodge roll, or nothing',
    values: ['ph', 'none'],
    default: 'ph',
    section: '§8.5',
  },
  'x-visor': {
    id: 'x-visor',
    question:
      'X Visor: its range MODs -3 -> 0 and -6 -> -3 (the rule as restated, no official text found), or none',
    values: ['reduce', 'off'],
    default: 'reduce',
    section: '§10.12',
  },
  'ecm-hacker': {
    id: 'ecm-hacker',
    question:
      'ECM: Hacker (-X): the bracket on the enemy hacking Attack at its user (no official text found), or none',
    values: ['mod', 'off'],
    default: 'mod',
    section: '§10.12',
  },
  'marksmanship-save': {
    id: 'marksmanship-save',
    question: "Marksmanship: is the target's cover save bonus ignored too?",
    values: ['ignore', 'keep'],
    default: 'ignore',
    section: '§8.2',
  },
  'speculative-mods': {
    id: 'speculative-mods',
    question: "Speculative Attack: are the target's Mimetism, cover and zones ignored?",
    values: ['ignore', 'apply'],
    default: 'ignore',
    section: '§8.9',
  },
  'berserk-mod': {
    id: 'berserk-mod',
    question: 'Berserk: a CC MOD (N3 had +6)',
    values: ['0', '+6'],
    default: '0',
    section: '§8.6',
  },
  ikohl: {
    id: 'ikohl',
    question: 'i-Kohl: the N3 values (enemy -3/-6/-9 in F2F) or no MOD',
    values: ['n3', 'off'],
    default: 'n3',
    section: '§8.6',
  },
  'total-reaction-bmods': {
    id: 'total-reaction-bmods',
    question: 'N4 Total Reaction: do B MODs add to its whole-burst ARO?',
    values: ['no', 'yes'],
    default: 'no',
    section: '§10.3',
  },
  'split-burst': {
    id: 'split-burst',
    question: 'engage: is a burst bonus (Fireteam +1 B...) part of a burst split between targets?',
    values: ['split', 'none'],
    default: 'split',
    section: '§8.5',
  },
  'sr-ph': {
    id: 'sr-ph',
    question: 'SR-X: does it also lower a save against PH-6 (PARA)?',
    values: ['yes', 'no'],
    default: 'yes',
    section: '§10.1',
  },
  'sr-immunity': {
    id: 'sr-immunity',
    question: 'SR-X: does it still lower a save an Immunity of the target changed?',
    values: ['yes', 'no'],
    default: 'yes',
    section: '§10.1',
  },
  'cc-plus-dam': {
    id: 'cc-plus-dam',
    question: "N5 CC Attack (+1 Dam): -1 to the target's saves (as SR-1), or nothing",
    values: ['sr', 'none'],
    default: 'sr',
    section: '§10.1',
  },
  'triangulated-fire': {
    id: 'triangulated-fire',
    question:
      'Triangulated Fire: its BS Attack takes no MOD but B MODs (no official text found), or it rolls as an ordinary BS Attack',
    values: ['no-mods', 'off'],
    default: 'no-mods',
    section: '§10.14',
  },
  'immunity-viral': {
    id: 'immunity-viral',
    question:
      "N4 Immunity (Viral): a Viral weapon's ammunition as N against it (n), or nothing (off)",
    values: ['n', 'off'],
    default: 'n',
    section: '§10.11',
  },
};

/** The choices an edition offers: all but those its sources settle or that do not apply. */
const choicesBut = (...settled: ChoiceId[]): Choice[] =>
  CHOICE_IDS.filter((id) => !settled.includes(id)).map((id) => CHOICE_RULES[id]);

const ZONE_ROWS: Readonly<Record<Zone, ZoneRow>> = {
  low: { name: 'Low Visibility', value: -3, rank: 1 },
  poor: { name: 'Poor Visibility', value: -6, rank: 2 },
  zero: { name: 'Zero Visibility', value: null, rank: 3 },
  'white-noise': { name: 'White Noise', value: null, onlyForSensors: true, rank: 0 },
};

/** How the editions differ in the words both have (§10.3, §10.6, §10.8). */
interface EditionWords {
  /** Suppressive Fire's SF Mode. */
  readonly sf: Parameters<typeof suppressive>[0];
  /** N4 Berserk makes Normal rolls; N5's is an ordinary CC Attack. */
  readonly berserkNormal: boolean;
  readonly nbw: WordEntry;
  readonly totalReaction: WordEntry;
}

/** The words both editions share, with what each edition makes of some of them. */
const commonWords = (ed: EditionWords): readonly WordEntry[] => [
  marksmanship,
  impactTemplate,
  commsAttack,
  ccAttack(-3),
  ccAttack(-6),
  ccAttack(-9),
  ccAttackBurst,
  ccAttackPlus(3),
  ccAttackPlus(6),
  ccAttackPlus(9),
  weaponBracket('para', 'PARA CC Weapon', -3, ['para']),
  weaponBracket('para', 'PARA CC Weapon', -6, ['para']),
  weaponBracket('para', 'PARA CC Weapon', -9, ['para']),
  weaponBracket('monofilament', 'Monofilament CC Weapon', -3, ['mono', 'monofilament']),
  weaponBracket('cc-weapon', 'CC Weapon', -3, []),
  bsAttack(-3),
  bsAttackDice('burst'),
  bsAttackDice('sd'),
  ed.totalReaction,
  neurocinetics(0),
  neurocinetics(1),
  ccAllies(1),
  ccAllies(2),
  ccAllies(3),
  berserk(ed.berserkNormal),
  berserkPlus(3, ed.berserkNormal),
  berserkPlus(6, ed.berserkNormal),
  suppressive(ed.sf),
  speculative,
  triangulatedFire,
  ikohl(1),
  ikohl(2),
  ikohl(3),
  noRoll('guard', 'Guard', 'CC Attack without contact; no MOD of its own'),
  ed.nbw,
  protheion,
  ...SAVE_WORDS,
];

// ---------------------------------------------------------------------------------------
// Hacking programs (§8.8). N5 PS = 20 - N4 Damage for every program that has both.

const program = (
  name: string,
  aliases: string[],
  row: Omit<ProgramRow, 'name' | 'aliases' | 'aroBurst'> & { aroBurst?: number },
): ProgramRow => ({ name, aliases, aroBurst: 1, ...row });

const N4_PROGRAMS: readonly ProgramRow[] = [
  program('Carbonite', [], {
    attack: 0,
    opponent: 0,
    burst: 2,
    damage: 13,
    ammo: 'da',
    effect: 'IMM-B (non-lethal)',
    state: 'imm-b',
    targets: 'TAG, HI, REM, Hacker',
  }),
  program('Oblivion', [], {
    attack: 0,
    opponent: 0,
    burst: 2,
    damage: 16,
    ammo: 'ap',
    effect: 'Isolated',
    state: 'isolated',
    targets: 'TAG, HI, REM, Hacker',
  }),
  program('Spotlight', [], {
    attack: 0,
    opponent: 0,
    burst: 1,
    damage: null,
    ammo: null,
    effect: 'Targeted (no save)',
    state: 'targeted',
    targets: 'any',
  }),
  program('Total Control', ['totalcontrol'], {
    attack: 0,
    opponent: 0,
    burst: 1,
    damage: 16,
    ammo: 'da',
    effect: 'Possessed',
    state: 'possessed',
    targets: 'TAG',
  }),
  program('Trinity', ['killer hacking trinity'], {
    attack: 3,
    opponent: 0,
    burst: 3,
    damage: 14,
    ammo: 'n',
    effect: '1 wound per failed save',
    state: null,
    targets: 'Hacker',
  }),
  program('Zero Pain', ['zeropain'], {
    attack: 0,
    opponent: -3,
    burst: 2,
    aroBurst: 2,
    damage: null,
    ammo: null,
    effect: 'cancels a hacking Attack',
    state: null,
    targets: '-',
  }),
];

const N5_PROGRAMS: readonly ProgramRow[] = N4_PROGRAMS.map((p) => {
  const ps = p.damage === null ? null : 20 - p.damage;
  const vh = p.targets.includes('Hacker') && p.name !== 'Trinity' ? `${p.targets}, VH` : p.targets;
  return p.name === 'Spotlight'
    ? { ...p, burst: 2, damage: 5, ammo: 'ap', effect: 'Targeted (AP save)' }
    : p.name === 'Oblivion'
      ? { ...p, damage: ps, targets: vh, effect: 'Isolated (non-lethal)' }
      : { ...p, damage: ps, targets: vh };
});

// ---------------------------------------------------------------------------------------
// N4

const N4_SIXTH_SENSE: readonly Effect[] = [
  ignoreSurprise,
  // A Dodge gets no negative MODs (but IMM-A's, which the user types) (§10.7).
  { kind: 'ignore', tags: '*', rolls: ['dodge'], negativeOnly: true },
  { kind: 'sight', zeroAnswer: 0 },
];

// +1 B: the leader's in the Active Turn stacks with other B MODs; every member's in ARO
// does not; never on an Entire Order skill (Speculative, Suppressive Fire) (§8.5).
const ftBurst = dice('burst', 1, 'fireteam', ['bs'], {
  notOnEntireOrder: true,
  reactiveNoStack: true,
});
const ftDiscover = own(3, 'fireteam', 'fireteam', ['discover']);

const n4Fireteam = (size: 2 | 3 | 4 | 5): WordEntry => ({
  declared: true,
  word: `fireteam${size}`,
  family: 'fireteam',
  name: `Fireteam (${size} members)`,
  aliases: [`fireteam ${size}`, `ft${size}`, `fireteam size ${size}`],
  effects: [],
  variants: [
    {
      choice: 'fireteam-text',
      effects: {
        // 2022: 3 = +1 B and +3 Discover; 4 not found (kept: 2020's Sixth Sense);
        // 5 of one unit = +1 BS (§8.5).
        '2022': [
          ...(size >= 3 ? [ftBurst, ftDiscover] : []),
          ...(size >= 4 ? N4_SIXTH_SENSE : []),
          ...(size >= 5 ? [own(1, 'fireteam', 'fireteam', ['bs'])] : []),
        ],
        '2020': [...(size >= 3 ? [ftBurst] : []), ...(size >= 4 ? N4_SIXTH_SENSE : [])],
      },
    },
  ],
  section: '§8.5',
  summary: [
    size === 2 ? 'one order for both; no roll bonus' : '+1 B on BS Attack, +3 Discover (2022)',
    ...(size >= 4 ? ['Sixth Sense'] : []),
    ...(size >= 5 ? ['+1 BS (2022, one unit)'] : []),
  ].join('; '),
});

const n4Ma = [
  martialArts(1, 0, [dice('damage', 1, 'martial arts', ['cc'])]),
  martialArts(2, 3, [dice('damage', 1, 'martial arts', ['cc'])]),
  martialArts(3, 3, [dice('damage', 2, 'martial arts', ['cc'])]),
  martialArts(4, 3, [dice('damage', 3, 'martial arts', ['cc'])]),
  martialArts(5, 3, [
    dice('damage', 3, 'martial arts', ['cc']),
    dice('burst', 1, 'martial arts', ['cc']),
  ]),
];

const sixthSense = (effects: readonly Effect[], summary: string): WordEntry => ({
  word: 'sixth-sense',
  family: 'sixth-sense',
  name: 'Sixth Sense',
  aliases: ['6th sense'],
  effects,
  section: '§10.7',
  summary,
});

// ---------------------------------------------------------------------------------------
// Equipment and skills that protect the target (docs/rules.md §10.12).

/** Nanoscreen does nothing against a Comms Attack, in either edition (§10.12). */
const NOT_COMMS: readonly string[] = ['comms-attack'];

/** N5 Nanoscreen: -3 to BS Attack rolls at its user, +3 to its saves against BS Attacks. */
const NANOSCREEN_N5: WordEntry = {
  word: 'nanoscreen',
  family: 'nanoscreen',
  name: 'Nanoscreen',
  aliases: [],
  effects: [
    // Neither against a Comms Attack rolled as a BS Attack (§10.12).
    enemy(-3, 'nanoscreen', 'nanoscreen', ['bs'], 'always', { notAgainst: NOT_COMMS }),
    {
      kind: 'save-bonus',
      value: 3,
      label: 'nanoscreen',
      enemyRolls: ['bs'],
      notAgainst: NOT_COMMS,
    },
  ],
  section: '§10.12',
  summary: 'enemy BS Attack -3 (Marksmanship ignores it); own saves vs BS Attacks +3 (cover adds)',
};

/**
 * N5.2 Cube 2.0 (§10.11): +2 to its saves against a Sepsitor. The builder's files do not
 * say which troopers have one, so the player declares it.
 */
const CUBE2: WordEntry = {
  declared: true,
  word: 'cube2',
  family: 'cube',
  name: 'Cube 2.0',
  aliases: ['cube 2.0', 'cube 2'],
  effects: [
    {
      kind: 'save-bonus',
      value: 2,
      label: 'cube 2.0',
      enemyRolls: ['bs'],
      vsState: 'sepsitorized',
    },
  ],
  section: '§10.11',
  summary: 'own saves against a Sepsitor +2 (N5.2); nothing else',
};

/** N4 Nanoscreen: 360° Partial Cover that does not add to other cover. */
const NANOSCREEN_N4: WordEntry = {
  word: 'nanoscreen',
  family: 'nanoscreen',
  name: 'Nanoscreen',
  aliases: [],
  effects: [
    { kind: 'cover', label: 'nanoscreen', enemyRolls: ['bs', 'discover'], notAgainst: NOT_COMMS },
  ],
  section: '§10.12',
  summary:
    'Partial Cover all around (-3 to the enemy BS Attack, save as in cover); no second cover',
};

/** N5 Albedo (-3)/(-6): only against an enemy with a Multispectral Visor or Marksmanship. */
const albedo = (level: 3 | 6): WordEntry => ({
  word: `albedo${level}`,
  family: 'albedo',
  name: `Albedo (-${level})`,
  aliases: [`albedo -${level}`, `tinbot albedo -${level}`],
  effects: [
    enemy(-level, 'albedo', 'albedo', ['bs', 'discover'], 'always', {
      enemyWords: ['msv1', 'msv2', 'msv3', 'marksmanship'],
    }),
  ],
  section: '§10.12',
  summary: `enemy BS Attack and Discover -${level}, only an enemy with an MSV or Marksmanship`,
});

/**
 * N4 Albedo: while its token lasts (until the second States Phase) the bearer counts as
 * inside a White Noise Zone for its enemies; the profile cannot say whether it still does,
 * so the player declares it.
 */
const ALBEDO_N4: WordEntry = {
  declared: true,
  word: 'albedo',
  family: 'albedo',
  name: 'Albedo',
  aliases: ['tinbot (albedo)', 'tinbot albedo'],
  effects: [{ kind: 'zone-around', zone: 'white-noise' }],
  section: '§10.12',
  summary: 'the enemy draws LoF to it into White Noise (blind with an MSV or Marksmanship)',
};

/**
 * X Visor: its owner's negative range MODs are lessened, -3 to 0 and -6 to -3 (§10.12).
 * No N4 or N5 text was found; the reduction is a choice (`x-visor`, default `reduce`).
 */
const X_VISOR: WordEntry = {
  word: 'xvisor',
  family: 'xvisor',
  name: 'X Visor',
  aliases: ['x visor', 'x-visor'],
  effects: [],
  variants: [
    {
      choice: 'x-visor',
      effects: {
        reduce: [
          {
            kind: 'reduce',
            tag: 'range',
            to: [
              { from: -3, to: 0 },
              { from: -6, to: -3 },
            ],
          },
        ],
        off: [],
      },
    },
  ],
  section: '§10.12',
  summary: 'own range MODs -3 -> 0, -6 -> -3 (choice x-visor)',
};

/**
 * Firewall (-3)/(-6), a TinBot's too: -X to Comms Attacks at the user, +3 to its saves. A
 * Comms Attack is a hacking program, and also a weapon with the Comms. Attack trait (a
 * Jammer, a Phero-Booster), rolled as a BS Attack: its user's word `comms-attack` (§10.12).
 */
const COMMS: readonly string[] = ['comms-attack'];
const firewall = (level: 3 | 6): WordEntry => ({
  word: `firewall${level}`,
  family: 'firewall',
  name: `Firewall (-${level})`,
  aliases: [`firewall -${level}`, `tinbot: firewall (-${level})`, `tinbot firewall -${level}`],
  effects: [
    enemy(-level, 'firewall', 'firewall', ['hack'], 'always'),
    enemy(-level, 'firewall', 'firewall', ['bs'], 'always', { enemyWords: COMMS }),
    { kind: 'save-bonus', value: 3, label: 'firewall', enemyRolls: ['hack'] },
    { kind: 'save-bonus', value: 3, label: 'firewall', enemyRolls: ['bs'], enemyWords: COMMS },
  ],
  section: '§10.12',
  summary: `enemy Comms Attack (a hacking Attack, a Comms. Attack weapon) -${level}; own saves vs Comms Attacks +3`,
});

/**
 * ECM: Hacker (-3)/(-6) (§10.12): no N4 or N5 text was found. Read as its bracket says and
 * as N4's "ECM (Hacking -3)" writes it: the MOD on an enemy hacking Attack (WIP) at its
 * user, Normal or Face-to-Face, nothing on the saves (that is Firewall's). A choice
 * (`ecm-hacker`, default `mod`; `off` gives nothing).
 */
const ecmHacker = (level: 3 | 6): WordEntry => ({
  word: `ecm-hacker${level}`,
  family: 'ecm-hacker',
  name: `ECM: Hacker (-${level})`,
  aliases: [`ecm hacker -${level}`, `ecm: hacker (-${level})`],
  effects: [],
  variants: [
    {
      choice: 'ecm-hacker',
      effects: { mod: [enemy(-level, 'ecm', 'ecm', ['hack'], 'always')], off: [] },
    },
  ],
  section: '§10.12',
  summary: `enemy hacking Attack (WIP) -${level} (choice ecm-hacker)`,
});

/** N5 No Cover and Limited Cover: what the owner's Partial Cover still gives. */
const NO_COVER: WordEntry = {
  word: 'no-cover',
  family: 'cover-limit',
  name: 'No Cover',
  aliases: [],
  effects: [{ kind: 'cover-denied', save: true }],
  section: '§10.12',
  summary: 'its Partial Cover gives nothing: no -3 to the enemy, no +3 to its saves',
};
const LIMITED_COVER: WordEntry = {
  word: 'limited-cover',
  family: 'cover-limit',
  name: 'Limited Cover',
  aliases: [],
  effects: [{ kind: 'cover-denied', save: false }],
  section: '§10.12',
  summary: 'its Partial Cover gives the enemy BS Attack no -3; its saves keep the +3',
};

// Suppressive Fire, N4 [SF4]: SF Mode 0 / 0 / -3 up to 8" / 16" / 24", "--" beyond; enemies
// within 0-24" take the -3 (§8.9).
const N4_SUPPRESSIVE = { reach: 24 * CM_PER_INCH, bands: chartRow(0, 0, -3) } as const;
// Discover's own row, N4 [R4]: +3 / 0 / 0 / 0 / -3 / -3 / -6 (§8.1).
const N4_DISCOVER = { label: 'Discover', bands: chartRow(3, 0, 0, 0, -3, -3, -6) } as const;

/**
 * N4 SymbioBomb (annex; docs/rules.md §10.13): when its user attacks with the Endgame or
 * Eraser Pheroware Tactic through it, its targets take -3 on their Face-to-Face rolls,
 * whatever they roll (a Reset, a BS Attack); nothing in a Normal roll. Game data adds the
 * word to a trooper firing the SymbioBomb's Endgame or Eraser Mode; a player types it for
 * the trooper the SymbioBomb is assigned to.
 */
const SYMBIOBOMB: WordEntry = {
  word: 'symbiobomb',
  family: 'symbiobomb',
  name: 'SymbioBomb',
  aliases: ['symbio-bomb', 'symbio bomb'],
  effects: [enemy(-3, 'symbiobomb', 'symbiobomb', ANY_ROLL, 'ftf', { ownerRolls: ['bs', 'hack'] })],
  section: '§10.13',
  summary:
    "its Endgame or Eraser Pheroware Tactic: the targets' Face-to-Face rolls -3 (N4); nothing in a Normal roll",
};

let n4Mods: ModRules | undefined;
/** N4's MOD tables, built on first use: a command that reads no MODs (a list's orders, a
 * turn step, the help) skips building their words at start-up. */
export const N4_MODS = (): ModRules =>
  (n4Mods ??= {
    words: [
      mimetism(3, 'always'),
      mimetism(6, 'always'),
      surprise(3),
      surprise(6),
      msvEntry(1, [
        { kind: 'reduce', tag: 'mimetism', to: MSV1_MIM },
        // N4 FAQ: an MSV L1 target answering through Zero Visibility ignores the -6.
        { kind: 'sight', ...MSV1_SIGHT, zeroAnswer: 0, whiteNoise: true },
      ]),
      msvEntry(2, [
        { kind: 'reduce', tag: 'mimetism', to: MSV2_MIM },
        { kind: 'sight', ...MSV2_SIGHT, whiteNoise: true },
      ]),
      msvEntry(3, [], [msvUnknown(0)]),
      sixthSense(
        N4_SIXTH_SENSE,
        'ignores Surprise Attack; Dodge without negative MODs; Zero answer 0',
      ),
      ...n4Ma,
      n4Fireteam(2),
      n4Fireteam(3),
      n4Fireteam(4),
      n4Fireteam(5),
      ...commonWords({
        sf: N4_SUPPRESSIVE,
        berserkNormal: true,
        nbw: N4_NBW,
        totalReaction: totalReaction('choice'),
      }),
      IMMUNITY_TOTAL,
      NANOSCREEN_N4,
      ALBEDO_N4,
      X_VISOR,
      firewall(3),
      firewall(6),
      ecmHacker(3),
      ecmHacker(6),
      BIOIMMUNITY,
      symbioMate('immunity-total'),
      SYMBIOBOMB,
      plusDamN4('bs', 1),
      plusDamN4('bs', 2),
      plusDamN4('cc', 1),
      plusDamN4('cc', 2),
    ],
    programs: N4_PROGRAMS,
    // N4 confirms the cap; Discover and Fireteam Dodge are N5 questions.
    choices: choicesBut(
      'mod-cap',
      'mimetism-discover',
      'fireteam-dodge',
      'sr-ph',
      'sr-immunity',
      'cc-plus-dam',
    ),
    burstCap: 6,
    cap: { value: 12, choice: null },
    cover: -3,
    zones: ZONE_ROWS,
    zeroAnswer: -6,
    rollBands: { discover: N4_DISCOVER },
  });

// ---------------------------------------------------------------------------------------
// N5

// N5 (§10.7): a Dodge or a Reset takes no negative MOD (the typed IMM-A, IMM-B and Isolated
// aside); Surprise Attack still counts on its other rolls (Combat Instinct's now).
const N5_SIXTH_SENSE: readonly Effect[] = [
  { kind: 'sight', zeroAnswer: 0 },
  { kind: 'ignore', tags: '*', rolls: ['dodge', 'reset'], negativeOnly: true },
];

const n5Fireteam = (level: 2 | 3 | 4 | 5): WordEntry => ({
  declared: true,
  word: `fireteam${level}`,
  family: 'fireteam',
  name: `Fireteam level ${level}`,
  aliases: [`fireteam ${level}`, `ft${level}`, `fireteam level ${level}`, `fireteam l${level}`],
  effects: [
    // Levels are cumulative (§8.5): 2 +1 SD on BS Attack (ARO too), 3 +3 Discover,
    // 4 +1 BS, 5 Sixth Sense.
    dice('sd', 1, 'fireteam', ['bs']),
    ...(level >= 3 ? [ftDiscover] : []),
    ...(level >= 4 ? [own(1, 'fireteam', 'fireteam', ['bs'])] : []),
    ...(level >= 5 ? N5_SIXTH_SENSE : []),
  ],
  variants:
    level >= 3
      ? [
          {
            choice: 'fireteam-dodge',
            effects: { ph: [own(1, 'fireteam', 'fireteam', ['dodge'])], none: [] },
          },
        ]
      : [],
  section: '§8.5',
  summary: [
    '+1 SD on BS Attack',
    ...(level >= 3 ? ['+3 Discover, +1 Dodge'] : []),
    ...(level >= 4 ? ['+1 BS'] : []),
    ...(level >= 5 ? ['Sixth Sense'] : []),
  ].join('; '),
});

const n5Ma = [
  martialArts(1, 0, []),
  martialArts(2, 3, []),
  martialArts(3, 3, [dice('sd', 1, 'martial arts', ['cc'])]),
  martialArts(4, 3, [dice('burst', 1, 'martial arts', ['cc'])]),
  martialArts(5, 3, [
    dice('burst', 1, 'martial arts', ['cc']),
    dice('sd', 1, 'martial arts', ['cc']),
  ]),
];

/**
 * N5's attribute-specific Surprise Attack (CC-6): -6 to the target's CC rolls only, not
 * cumulative with another Surprise Attack MOD (§8.3). A trooper may also have the plain
 * form, hence a family of its own.
 */
const surpriseCc6: WordEntry = {
  declared: true,
  word: 'surprise-cc6',
  family: 'surprise-cc',
  name: 'Surprise Attack (CC-6)',
  aliases: ['surprise attack cc-6', 'surprise attack cc6', 'surprise cc-6', 'sa-cc6'],
  effects: [
    enemy(-6, 'surprise attack (cc)', 'surprise', ['cc'], 'ftf', {
      ownerTurn: 'active',
      ownerRolls: ATTACK_ROLLS,
      notCumulative: true,
    }),
  ],
  section: '§8.3',
  summary:
    "the target's CC rolls: -6 (owner active, from a Marker); not cumulative with another Surprise Attack MOD",
};

// Suppressive Fire, N5 [SF5]: the same SF Mode and reach as N4 (a Long Skill now, §8.9).
const N5_SUPPRESSIVE = { reach: 24 * CM_PER_INCH, bands: chartRow(0, 0, -3) } as const;
// Discover, N5: no N5 row found (§8.1 gives N4's); N4's row is kept (docs/rules.md §8.1).
const N5_DISCOVER = N4_DISCOVER;

let n5Mods: ModRules | undefined;
/** N5's MOD tables, built on first use: a command that reads no MODs (a list's orders, a
 * turn step, the help) skips building their words at start-up. */
export const N5_MODS = (): ModRules =>
  (n5Mods ??= {
    words: [
      mimetism(3, 'choice'),
      mimetism(6, 'choice'),
      surprise(3, 'ftf'),
      surprise(6, 'ftf'),
      surpriseCc6,
      NANOSCREEN_N5,
      CUBE2,
      albedo(3),
      X_VISOR,
      albedo(6),
      firewall(3),
      firewall(6),
      ecmHacker(3),
      ecmHacker(6),
      NO_COVER,
      LIMITED_COVER,
      msvEntry(1, [
        { kind: 'reduce', tag: 'mimetism', to: MSV1_MIM },
        // No N5 FAQ: answering through Zero is Poor, which L1 reduces to -3.
        { kind: 'sight', ...MSV1_SIGHT, zeroAnswer: -3, whiteNoise: true },
      ]),
      msvEntry(2, [], [msvUnknown(-3)]),
      // N5 MSV L3 ignores Surprise Attack MODs (§8.3).
      msvEntry(3, [ignoreSurprise], [msvUnknown(-3)]),
      sixthSense(
        N5_SIXTH_SENSE,
        'Dodge and Reset without negative MODs; Zero answer 0 (Surprise Attack counts elsewhere)',
      ),
      {
        word: 'combat-instinct',
        family: 'combat-instinct',
        name: 'Combat Instinct',
        aliases: [],
        effects: [ignoreSurprise],
        section: '§10.10',
        summary: 'ignores Surprise Attack MODs on every roll',
      },
      ...n5Ma,
      n5Fireteam(2),
      n5Fireteam(3),
      n5Fireteam(4),
      n5Fireteam(5),
      warhorse,
      ...commonWords({
        sf: N5_SUPPRESSIVE,
        berserkNormal: false,
        nbw: N5_NBW,
        totalReaction: totalReaction('yes'),
      }),
      ...N5_IMMUNITY_WORDS,
      symbioMate('immunity-enhanced'),
      srWord('bs', 1),
      srWord('bs', 2),
      srWord('cc', 1),
      srWord('cc', 2),
      ccAttackDamN5,
    ],
    programs: N5_PROGRAMS,
    choices: choicesBut('fireteam-text', 'total-reaction-bmods', 'immunity-viral'),
    burstCap: 6,
    cap: { value: 12, choice: 'mod-cap' },
    cover: -3,
    zones: ZONE_ROWS,
    zeroAnswer: -6,
    rollBands: { discover: N5_DISCOVER },
  });
