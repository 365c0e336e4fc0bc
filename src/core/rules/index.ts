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
  /** Command Tokens per game (null: not part of this rules table). */
  readonly commandTokens: number | null;
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
  mods: N4_MODS,
  dice: { highSv: 'add-excess', specialDice: false },
  army: {
    nullStates: ['unconscious', 'dead', 'sepsitorized', 'possessed', 'embryo'],
    victoryPointStates: ['embryo'],
    tacticalAwareness: 'irregular',
    nco: 'spend-lieutenant-order',
    commandTokens: null,
    gameSizes: null,
    retreatSkills: 'Short Movement Skills, Cautious Movement, Dodge or Reset',
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
  mods: N5_MODS,
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
