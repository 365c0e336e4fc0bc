/**
 * What infcalc does with each skill, piece of equipment, weapon property, ammunition and
 * bracket the builder's files carry (`infcalc data coverage`, docs/game-data.md): one
 * table, keyed by the name as the files write it (ids drift between data versions), so
 * an entry is updated where the rule is. A name not in the table is classed by the skill
 * word it stands for (docs/rules.md §8), else it is unclassified, which a test over the
 * fixtures refuses.
 */
import { lookupWord, wordFromSkill } from '../mods/words.js';
import type { ModRules } from '../rules/mods.js';
import { nameKey } from './names.js';

/** What infcalc does with one name of the data. */
export type Coverage =
  /** It acts on the roll or the save where the rules say (the docs/rules.md section). */
  | { readonly class: 'applied'; readonly section: string }
  /** A player declares it: the `--with` word that applies it. */
  | { readonly class: 'declared'; readonly word: string }
  /** It changes no BS or CC roll, Dodge or save (why, in a few words). */
  | { readonly class: 'no-effect'; readonly why: string }
  /** It would change a roll or a save and infcalc leaves it out: answers using it warn. */
  | { readonly class: 'not-modelled'; readonly why: string };

export type CoverageClass = Coverage['class'];

const applied = (section: string): Coverage => ({ class: 'applied', section });
const declared = (word: string): Coverage => ({ class: 'declared', word });
const none = (why: string): Coverage => ({ class: 'no-effect', why });
const out = (why: string): Coverage => ({ class: 'not-modelled', why });

const MOVE = 'movement or deployment';
const ORDERS = 'orders, lists or the Tactical Phase';
const TOOL = 'a tool for another skill (no BS or CC roll, Dodge or save)';

/**
 * The classes, by name. A bracketed name ("BS Attack (SR-1)") is the class of that
 * bracket; a name without one the class of every value it has ("Mimetism"). Other
 * engineers' rules land here as they are applied: flip the entry.
 */
export const COVERAGE = {
  // Skills a newcomer meets first in matchups.
  Mimetism: applied('§8.3'),
  Camouflage: applied('§8.3'),
  'Total Reaction': applied('§10.3'),
  Guard: none('a CC Attack without contact: no MOD of its own (§10.10)'),
  Protheion: none('heals across orders: no MOD to rolls or saves (§10.10)'),
  'Combat Instinct': applied('§10.10'),
  'Martial Arts': applied('§8.6'),
  Dodge: applied('§8.7'),
  'Surprise Attack': declared('surprise3'),
  Berserk: declared('berserk'),
  'No Wound Incapacitation': applied('§6.4'),
  Dogged: applied('§6.4'),
  'Natural Born Warrior': applied('§10.6'),
  'Sixth Sense': applied('§10.7'),
  Neurocinetics: applied('§10.3'),
  Warhorse: applied('§10.10'),
  Marksmanship: applied('§8.2'),
  'Hidden Deployment': none(MOVE),
  Infiltration: none(MOVE),
  'Combat Jump': none(MOVE),
  'Climbing Plus': none(MOVE),
  'Super-Jump': none(MOVE),
  Lieutenant: none(ORDERS),
  NCO: none(ORDERS),
  'Chain of Command': none(ORDERS),
  'Tactical Awareness': none(ORDERS),
  Impetuous: none(ORDERS),
  Peripheral: none(ORDERS),
  Engineer: none(TOOL),
  Doctor: none(TOOL),
  Paramedic: none(TOOL),
  'Forward Observer': none(TOOL),
  Hacker: applied('§8.8'),
  // Immunity: by its bracket.
  'Immunity (Shock)': applied('§6.4'),
  'Immunity (Critical)': applied('§6.4'),
  'Immunity (Total)': applied('§6.4'),
  'Immunity (AP)': applied('§6.4'),
  'Immunity (ARM)': applied('§10.4'),
  'Immunity (BTS)': applied('§10.4'),
  'Immunity (Enhanced)': applied('§10.4'),
  // Brackets of attack skills (docs/game-data.md, "Brackets of attack skills").
  'BS Attack (+1B)': applied('§1.1'),
  'BS Attack (+1SD)': applied('§7.1'),
  'BS Attack (-3)': applied('§1.1'),
  'BS Attack (Shock)': applied('§6.4'),
  'BS Attack (AP)': applied('§6.4'),
  'BS Attack (T2)': applied('§6.4'),
  'BS Attack (Continous Damage)': applied('§6.4'),
  'BS Attack (SR-1)': applied('§10.1'),
  'BS Attack (SR-2)': applied('§10.1'),
  'BS Attack (Guided)': none(
    'lets it make Guided BS Attacks (no Line of Fire, at a Targeted enemy): an attack a player sets up, no MOD of its other BS Attacks (§10.11)',
  ),
  'CC Attack (+1B)': applied('§1.1'),
  'CC Attack (-3)': applied('§1.1'),
  'CC Attack (-6)': applied('§1.1'),
  'CC Attack (+3)': applied('§1.1'),
  // N4 (the Swiss Guard): a positive bracket is +6 to its user's CC Attack (§10.13).
  'CC Attack (+6)': applied('§10.13'),
  'CC Attack (Shock)': applied('§6.4'),
  'CC Attack (AP)': applied('§6.4'),
  'CC Attack (Continous Damage)': applied('§6.4'),
  'CC Attack (Antimaterial)': none(
    'structures and scenery only: no roll, save or wound vs troopers (§10.10)',
  ),
  'CC Attack (+1 Dam)': applied('§10.10'),
  'Surprise Attack (-3)': declared('surprise3'),
  'Surprise Attack (-6)': declared('surprise6'),
  // Equipment.
  'Multispectral Visor L1': applied('§8.4'),
  'Multispectral Visor L2': applied('§8.4'),
  'Multispectral Visor L3': applied('§8.4'),
  'X Visor': applied('§10.12'),
  Nanoscreen: applied('§10.12'),
  Albedo: applied('§10.12'),
  Holoprojector: none('a disguise and decoys (Holoecho): who the enemy sees, no MOD (§10.12)'),
  TinBot: none('a remote whose kind is in its name (TinBot: Firewall, ...) (§10.12)'),
  Firewall: applied('§10.12'),
  ODD: applied('§10.12'),
  'Optical Disruptor': applied('§10.12'),
  'Hacking Device': applied('§8.8'),
  'Killer Hacking Device': applied('§8.8'),
  'Hacking Device Plus': applied('§8.8'),
  'EVO Hacking Device': applied('§8.8'),
  'TinBot: Firewall': applied('§10.12'),
  'Biometric Visor': none(
    'sees through Holomask and Impersonation: who the enemy is, no MOD (§10.12)',
  ),
  Eclipse: none('a Zero Visibility Zone on the table: asked with --zone zero (§8.4)'),
  Repeater: none(TOOL),
  'Deployable Repeater': none(TOOL),
  Motorcycle: none(MOVE),
  Baggage: none(ORDERS),
  Deactivator: none(TOOL),
  GizmoKit: none(TOOL),
  MediKit: none(TOOL),
  '360º Visor': none('no roll of the attack: it gives Line of Fire all around'),
  // Weapon properties.
  'Suppressive Fire': applied('§8.9'),
  'Impact Template (Circular)': none('where the template lands, not a roll'),
  'Direct Template (Small Teardrop)': applied('§8.9'),
  'Direct Template (Large Teardrop)': applied('§8.9'),
  'Continous Damage': applied('§6.4'),
  'State: Dead': applied('§6.4'),
  Throwing: none('how it is thrown, the roll is the weapon row'),
  Speculative: applied('§8.9'),
  'Non-Lethal': applied('§10.4'),
  CC: applied('§8.6'),
  'BS Weapon (PH)': applied('§6.2'),
  Technical: none('a WIP weapon (§8.8)'),
  Targetless: none('placed without a target: no BS roll'),
  'Anti-materiel': none('structures and scenery only: no roll, save or wound vs troopers (§10.10)'),
  'Intuitive Attack': none('an attack of its own (rules not found), not this BS or template one'),
  'Bioweapon (DA+SHOCK)': applied('§6.4'),
  '[**]': none("a footnote mark of the builder's chart"),
  // The rest of the builder's N5 names (docs/game-data.md "What infcalc does with the
  // data"): what each does, in a few words, where it is not the attack, a Dodge or a save.
  'ECM: Guided': none('a MOD against Guided attacks at the user (no BS or CC F2F roll)'),
  // No text found: the bracket on the enemy hacking Attack, a choice (ecm-hacker, §10.12).
  'ECM: Hacker': applied('§10.12'),
  'TinBot: ECM Guided': none('a MOD against Guided attacks at the user (no BS or CC F2F roll)'),
  'TinBot: Discover': none('a MOD to Discover rolls (asked with --mod on a Discover)'),
  Bangbomb: none('a deployable: its effect is a roll of its own'),
  Holomask: none('a disguise: what the enemy sees, no MOD'),
  Impersonation: none('a disguise: what the enemy sees, no MOD'),
  'Deployable Cover': none('scenery once placed: the cover it gives is asked with --cover'),
  FastPanda: none(TOOL),
  Dazer: none('a deployable: its Zone of Control MOD is asked with --mod'),
  SymbioMate: declared('symbiomate'),
  'AI Motorcycle': none(MOVE),
  'Escape System': none(MOVE),
  'State: IMM-A': applied('§6.4'),
  'State: Stunned': applied('§6.4'),
  'State: Stunned / Immbolized-B': applied('§6.4'),
  'State: Isolated': applied('§10.5'),
  'State: Sepsitorized': applied('§10.11'),
  'BS Weapon (WIP)': applied('§10.5'),
  'Comms. Attack': applied('§8.8, §10.12'),
  // N4 names (docs/rules.md §10.13): a state left after the order.
  'State: Targeted': none(
    'a state the target enters (attacks on it later get their own MOD): not this roll or save (§10.13)',
  ),
  // Plain N4 Bioweapon (Tohaa Pheroware): only a target with W is affected (§10.13).
  Bioweapon: applied('§10.13'),
  // N5 Pheroware Tactics: only a trooper with VITA may be targeted; a STR one takes nothing.
  'Target (VITA)': applied('§10.15'),
  Improvised: none('how the weapon is carried, not its roll'),
  Deployable: none('placed on the table: what it does is a roll of its own'),
  Concealed: none('kept from the opponent until used: no MOD'),
  'Silent (-6)': none('a Discover MOD against the user, not the attack roll'),
  Indiscriminate: none('who it may be aimed at, not a MOD'),
  'Throwing Weapon': none('how it is thrown: the roll is the weapon row'),
  Perimeter: none('a deployable weapon: its attack is its own'),
  'No LoF': none('used without Line of Fire: no MOD of its own'),
  'Zone of Control': none('where it acts, not a MOD'),
  'Non-Reloadable': none('uses in a game, not a roll'),
  'Technical Weapon': none('a WIP weapon (§8.8)'),
  'Burst: Single Target': none('its whole burst at one target: one trooper a roll'),
  'Double Shot': none(
    'on mines and dispensers whose attack is their own (Intuitive Attack, Speculative, Targetless): not this BS or CC roll (§10.11)',
  ),
  Boost: applied('§10.11'),
  Reflective: none(
    'a trait of zone weapons placed without a target (Eclipse): no roll at a trooper (§10.12)',
  ),
  Courage: none('Guts Rolls, not a roll of the attack'),
  Stealth: none('who may answer with an ARO, not a MOD'),
  Terrain: none(MOVE),
  'Specialist Operative': none(TOOL),
  'Religious Troop': none('Retreat! and Guts Rolls'),
  'Remote Presence': applied('§10.11'),
  'Forward Deployment': none(MOVE),
  'Strategic Deployment': none(MOVE),
  Minelayer: none(MOVE),
  Parachutist: none(MOVE),
  Jump: none(MOVE),
  Climb: none(MOVE),
  Aerial: none('which attacks may reach it (Guard), not a MOD'),
  'No Cover': applied('§10.12'),
  'Limited Cover': applied('§10.12'),
  Frenzy: none('Impetuous after a kill, not a MOD'),
  Sensor: none('a Discover of its own, not the attack roll'),
  Transmutation: none('another profile when hurt: asked as that profile'),
  Decoy: none(MOVE),
  'Triangulated Fire': declared('triangulated-fire'),
  'Number 2': none(ORDERS),
  Booty: none('rolled on a table at deployment'),
  Commlink: none(ORDERS),
  Discover: none('a WIP roll: infcalc odds --discover'),
  Shasvastii: none('a Null state (Shasvastii-Embryo), not a roll'),
  Regeneration: none('heals in a later turn'),
  Counterintelligence: none(ORDERS),
  'FT Master': none(ORDERS),
  MetaChemistry: none('rolled on a table at deployment: asked as its result'),
  Exrah: none('a Null state rule, not a roll'),
  'Strategos L1': none(ORDERS),
  'Strategos L2': none(ORDERS),
  TAGCom: none(ORDERS),
  'Tech-recovery': none(TOOL),
  Technorganic: none('who may heal it, not a roll'),
  Explode: none('a skill of its own on death'),
  Journalist: none(TOOL),
  Sapper: none('a Foxhole is Partial Cover: asked with --cover'),
  'CC=21': applied('§10.11'),
  'BS=12': applied('§10.11'),
  'BS=11': applied('§10.11'),
  'G: Jumper': none(ORDERS),
  'Inspiring Leadership': none(ORDERS),
  RemDriver: none(ORDERS),
  Cyberplug: none(TOOL),
  Mnemonica: none(ORDERS),
  'Morpho-scan': none(TOOL),
  Regular: none(ORDERS),
  'Vulnerability (Viral)': applied('§10.4'),
  Vulnerability: applied('§10.11'),
  'Disposable (1)': none('uses in a game, not a roll'),
  'Disposable (2)': none('uses in a game, not a roll'),
  'Disposable (3)': none('uses in a game, not a roll'),
  // Ammunition (docs/rules.md §6.3, §6.4).
  N: applied('§6.3'),
  AP: applied('§6.3'),
  DA: applied('§6.3'),
  EXP: applied('§6.3'),
  T2: applied('§6.3'),
  Shock: applied('§6.3'),
  Stun: applied('§6.3'),
  'E/M': applied('§6.3'),
  'AP+T2': applied('§10.5'),
  'N+E/M': applied('§6.4'),
  PARA: applied('§6.3'),
  Plasma: applied('§6.3'),
  'AP+DA': applied('§6.4'),
  'AP+EXP': applied('§6.4'),
  'AP+Shock': applied('§6.4'),
  'DA+Shock': applied('§6.4'),
  K1: applied('§6.3'),
  Monofilament: applied('§6.3'),
  // N4 names (the builder's N4 files).
  'AP/Shock': applied('§6.4'),
  'AP/Shock/DA': applied('§6.4'),
  'DA + Shock': applied('§6.4'),
  'ARM=0': applied('§6.3'),
  'Immunity (Continous Damage)': applied('§10.4'),
  'Immunity (POS)': applied('§10.4'),
  'Immunity (Viral)': applied('§10.11'),
  Bioimmunity: applied('§10.11'),
  'TinBot (Albedo)': declared('albedo'),
  ECM: none('a MOD against Guided attacks and hacking at the user (no BS or CC F2F roll)'),
  'Anti-Materiel (DA)': none('structures and scenery: no roll, save or wound vs troopers'),
  Silent: none('a Discover MOD against the user, not the attack roll'),
  Veteran: none(ORDERS),
  Pilot: none(TOOL),
  'Journalist L1': none(TOOL),
  'Seed-Embryo': none('a Null state rule, not a roll'),
  Smoke: none('blocks Line of Fire; it wounds nobody'),
  '0': none('a CC weapon writes no ammunition: N'),
} as const satisfies Record<string, Coverage>;

/**
 * Weapons whose name is itself a rule (their traits are classed in COVERAGE): N4's
 * SymbioBomb gives its Pheroware Tactics' targets -3 in Face-to-Face (§10.13).
 */
export const WEAPON_COVERAGE = {
  SymbioBomb: applied('§10.13'),
} as const satisfies Record<string, Coverage>;

/** The class of a weapon by its name, where the name is a rule; else null. */
export const weaponCoverageOf = (name: string): Coverage | null =>
  Object.entries(WEAPON_COVERAGE).find(([n]) => nameKey(n) === nameKey(name))?.[1] ?? null;

// Keyed on first use: the page's first answer and a roll without troopers ask none.
let byKey: ReadonlyMap<string, Coverage> | null = null;
const BY_KEY = (): ReadonlyMap<string, Coverage> =>
  (byKey ??= new Map(Object.entries(COVERAGE).map(([name, c]) => [nameKey(name), c])));

/**
 * The class of one name of the data: the table's entry (a bracketed name's, else its
 * base name's), else the skill word it stands for (applied, or declared), else null.
 */
export function coverageOf(rules: ModRules, name: string, extra?: string): Coverage | null {
  const full = extra === undefined ? name : `${name} (${extra})`;
  const hit = BY_KEY().get(nameKey(full)) ?? BY_KEY().get(nameKey(name));
  if (hit !== undefined) return hit;
  const word = wordFromSkill(rules, name, extra);
  const entry = word === undefined ? undefined : lookupWord(rules, word);
  if (word === undefined || entry === undefined) return null;
  if (entry.unconfirmed !== undefined) return out(`NOT CONFIRMED: ${entry.unconfirmed}`);
  return entry.declared === true ? declared(word) : applied(`§8 (word ${word})`);
}
