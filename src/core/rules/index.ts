/**
 * Editions are data, not ifs (docs/rules.md §7): each edition is one table of the facts
 * that differ, passed into the core. Domains (rolls, damage, army, order) read the part of
 * the table they need and never test an edition's name. Adding N6 means adding a table.
 *
 * This folder imports nothing from the other domains, so any domain may import it.
 */
import { err, inputError, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import { N4_AMMO, N5_AMMO, type AmmoChart } from './ammo.js';
import { N4_MODS, N5_MODS, type ModRules } from './mods.js';

export const EDITION_IDS = ['n4', 'n5'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** The edition when neither `--rules` nor INFCALC_RULES says otherwise. */
export const DEFAULT_EDITION: EditionId = 'n4';

/** One edition's rules table. Each domain adds the part it reads. */
export interface Edition {
  readonly id: EditionId;
  /** How text output names the edition. */
  readonly name: string;
  /** Rolls (docs/rules.md §1.2, §7.1). */
  readonly dice: DiceRules;
  /** The Tactical Phase and army lists (docs/rules.md §2, §7.3). */
  readonly army: ArmyRules;
  /** One order: skill classes and their shapes (docs/rules.md §4.1, §7.4). */
  readonly order: OrderRules;
  /** The ammunition chart and damage notation (docs/rules.md §6.3, §7.2). */
  readonly ammo: AmmoChart;
  /** Skills, equipment and situations: the MOD catalogue (docs/rules.md §8). */
  readonly mods: ModRules;
  /** A Player Turn order by order: Command Tokens and Tactical Orders (docs/rules.md §3.1, §7.3). */
  readonly turn: TurnRules;
  /** Fireteams a list could form: sizes and how the level reads (docs/rules.md §8.5, §9.5). */
  readonly fireteams: FireteamRules;
}

/** The fireteam types of the builder's charts. */
export type FireteamTypeName = 'DUO' | 'HARIS' | 'CORE';

export interface FireteamRules {
  readonly names: Readonly<Record<FireteamTypeName, string>>;
  /** Members of each type (a chart's note may say less: not read from the data). */
  readonly sizes: Readonly<
    Record<FireteamTypeName, { readonly min: number; readonly max: number }>
  >;
  /**
   * The level: N5 counts the most members of one unit or bracketed term; N4 counts the
   * members (its bonuses go by size, the last one only to a team of one unit).
   */
  readonly level: 'same-unit' | 'members';
  /**
   * What each level adds beyond one order activating every member, cumulative; `sameUnit`:
   * only when every member shares a unit.
   */
  readonly bonuses: readonly {
    readonly level: number;
    readonly text: string;
    readonly sameUnit: boolean;
  }[];
}

const FIRETEAM_NAMES = { DUO: 'Duo', HARIS: 'Haris', CORE: 'Core' } as const satisfies Record<
  FireteamTypeName,
  string
>;
const FIRETEAM_SIZES = {
  DUO: { min: 2, max: 2 },
  HARIS: { min: 3, max: 3 },
  CORE: { min: 3, max: 5 },
} as const satisfies FireteamRules['sizes'];

/** What differs between editions while a turn is played (docs/rules.md §3.1, §7.3). */
export interface TurnRules {
  /**
   * Command Tokens per game, and whether a Lieutenant profile that grants one more counts
   * (N5). One use turns a trooper's Irregular order into a Regular order of its group.
   */
  readonly commandTokens: { readonly perGame: number; readonly lieutenantBonus: boolean };
  /** A Command Token may convert an Isolated trooper's Irregular order. */
  readonly tokenOnIsolated: boolean;
  /** A Tactical Awareness trooper placed on the table during the Orders Phase gets a Tactical Order. */
  readonly tacticalOrderWhenPlaced: boolean;
}

/**
 * How a die resolves against an SV above 20 (docs/rules.md §1.2, §7.1):
 * - 'add-excess': the excess is added to every die and a value of 20 or more is critical;
 * - 'low-faces': nothing is added; a 20 and the faces 1..SV-20 are critical.
 */
export type HighSv = 'add-excess' | 'low-faces';

export interface DiceRules {
  readonly highSv: HighSv;
  /** Special Dice (+1 SD: one extra die, then one discarded) exist (docs/rules.md §7.1). */
  readonly specialDice: boolean;
}

/** Trooper states named here, as the army-list format spells them. */
export type NullStateName =
  'unconscious' | 'dead' | 'sepsitorized' | 'possessed' | 'embryo' | 'disconnected';

/** A standard game size and its Support Weapon Cost limit (docs/rules.md §7.3). */
export interface GameSize {
  readonly points: number;
  readonly swc: number;
}

export interface ArmyRules {
  /** States that add no orders and (except `victoryPointStates`) no Victory Points. */
  readonly nullStates: readonly NullStateName[];
  /** Null states that still count for the Retreat! Victory Points. */
  readonly victoryPointStates: readonly NullStateName[];
  /** Tactical Awareness gives an extra Irregular order (N4) or a Tactical Order (N5). */
  readonly tacticalAwareness: 'irregular' | 'tactical';
  /**
   * NCO: spends the Lieutenant order as a Regular order of its group (N4), or turns the
   * Lieutenant's special orders into Tactical Orders it spends itself (N5).
   */
  readonly nco: 'spend-lieutenant-order' | 'tactical-orders';
  /**
   * Command Tokens per game (docs/rules.md §7.3: both editions have 4; one use turns an
   * Irregular order into a Regular one).
   */
  readonly commandTokens: number;
  /** Standard game sizes with their SWC limits (null: no SWC limits checked). */
  readonly gameSizes: readonly GameSize[] | null;
  /** What troopers may do in Retreat!, for messages. */
  readonly retreatSkills: string;
}

/** The three skill classes, as the catalogue spells them (docs/rules.md §4.1, §7.4). */
export type SkillClass = 'short-movement' | 'short' | 'entire-order';

/** A skill an edition adds to the shared catalogue. */
export interface ExtraSkill {
  readonly name: string;
  readonly kind: SkillClass;
  readonly aro: boolean;
  readonly aroOnly: boolean;
  readonly aliases: readonly string[];
}

export interface OrderRules {
  readonly classNames: Readonly<Record<SkillClass, string>>;
  /**
   * Whether a Short Skill may come before the movement skill it shares an order with
   * (N4: either order; N5: Basic Short first, the Short Skill always second).
   */
  readonly shortSkillFirst: boolean;
  /** One order's shapes, as text. */
  readonly shapes: string;
  /** Where an order token comes from, for the expenditure sequence (§4.3, §7.3). */
  readonly orderSources: string;
  /** Why a Long (Entire Order) Skill cannot be an ARO. */
  readonly longSkillAro: string;
  /** Skills this edition adds to the catalogue. */
  readonly extraSkills: readonly ExtraSkill[];
}

const N4_CLASSES = {
  'short-movement': 'Short Movement Skill',
  short: 'Short Skill',
  'entire-order': 'Entire Order Skill',
} as const satisfies Record<SkillClass, string>;

const N5_CLASSES = {
  'short-movement': 'Basic Short Skill',
  short: 'Short Skill',
  'entire-order': 'Long Skill',
} as const satisfies Record<SkillClass, string>;

export const N4: Edition = {
  id: 'n4',
  name: 'N4',
  ammo: N4_AMMO,
  get mods() {
    return N4_MODS();
  },
  dice: { highSv: 'add-excess', specialDice: false },
  army: {
    nullStates: ['unconscious', 'dead', 'sepsitorized', 'possessed', 'embryo'],
    victoryPointStates: ['embryo'],
    tacticalAwareness: 'irregular',
    nco: 'spend-lieutenant-order',
    commandTokens: 4,
    gameSizes: null,
    retreatSkills: 'Short Movement Skills, Cautious Movement, Dodge or Reset',
  },
  // N4 has Command Tokens too (4 per game; the Tactical Use makes an Irregular order Regular).
  turn: {
    commandTokens: { perGame: 4, lieutenantBonus: false },
    tokenOnIsolated: false,
    tacticalOrderWhenPlaced: false,
  },
  // The March 2022 text (§8.5): bonuses by members; +1 BS only for a team of one unit.
  fireteams: {
    names: FIRETEAM_NAMES,
    sizes: FIRETEAM_SIZES,
    level: 'members',
    bonuses: [
      { level: 3, text: '+1 B on BS Attacks, +3 Discover', sameUnit: false },
      { level: 4, text: 'Sixth Sense', sameUnit: false },
      { level: 5, text: '+1 BS', sameUnit: true },
    ],
  },
  order: {
    classNames: N4_CLASSES,
    shortSkillFirst: true,
    shapes:
      'one Entire Order skill, Short Movement + Short Movement, or Short Movement + Short Skill',
    orderSources: 'pool, Irregular or Lieutenant',
    longSkillAro: 'an Entire Order Skill cannot be declared as an ARO',
    extraSkills: [],
  },
};

export const N5: Edition = {
  id: 'n5',
  name: 'N5',
  ammo: N5_AMMO,
  get mods() {
    return N5_MODS();
  },
  dice: { highSv: 'low-faces', specialDice: true },
  army: {
    nullStates: ['unconscious', 'dead', 'disconnected', 'sepsitorized', 'possessed', 'embryo'],
    // A Shasvastii-Embryo is a kind of Unconscious that still counts (docs/rules.md §7.3).
    victoryPointStates: ['embryo'],
    tacticalAwareness: 'tactical',
    nco: 'tactical-orders',
    commandTokens: 4,
    gameSizes: [150, 200, 250, 300, 350, 400].map((points) => ({ points, swc: points / 50 })),
    retreatSkills: 'Basic Short Skills, Cautious Movement, Dodge or Reset',
  },
  turn: {
    commandTokens: { perGame: 4, lieutenantBonus: true },
    tokenOnIsolated: false,
    tacticalOrderWhenPlaced: true,
  },
  fireteams: {
    names: FIRETEAM_NAMES,
    sizes: FIRETEAM_SIZES,
    level: 'same-unit',
    bonuses: [
      { level: 2, text: 'BS Attack (+1 SD)', sameUnit: false },
      { level: 3, text: '+3 Discover, +1 Dodge', sameUnit: false },
      { level: 4, text: '+1 BS', sameUnit: false },
      { level: 5, text: 'Sixth Sense', sameUnit: false },
    ],
  },
  order: {
    classNames: N5_CLASSES,
    shortSkillFirst: false,
    shapes: 'one Long Skill, Basic Short + Basic Short, or Basic Short then Short Skill',
    orderSources: 'pool, Irregular, Lieutenant or Tactical Order',
    longSkillAro: 'Long Skills only in the active turn',
    extraSkills: [
      { name: 'Reload', kind: 'short', aro: false, aroOnly: false, aliases: ['reloading'] },
      {
        name: 'Look Out!',
        kind: 'short',
        aro: true,
        aroOnly: true,
        aliases: ['lookout', 'look out'],
      },
    ],
  },
};

export const EDITIONS = { n4: N4, n5: N5 } as const satisfies Record<EditionId, Edition>;

/** The edition when none is chosen (docs/rules.md §7): the default of every core function. */
export const DEFAULT: Edition = EDITIONS[DEFAULT_EDITION];

const isEditionId = (s: string): s is EditionId => (EDITION_IDS as readonly string[]).includes(s);

/** `--rules n5`, `INFCALC_RULES=N5`: case-insensitive, with a "did you mean". */
export function parseEdition(text: string, where: string): Result<Edition> {
  const id = text.trim().toLowerCase();
  if (isEditionId(id)) return ok(EDITIONS[id]);
  return err(
    inputError(
      `unknown rules edition "${text}" in ${where}; infcalc knows ${EDITION_IDS.join(' and ')}`,
      undefined,
      didYouMean(id, EDITION_IDS) ?? `write ${where} n4 or n5`,
    ),
  );
}
