/**
 * infcalc as a library (docs/library.md): the use-cases the commands run (odds with
 * wounds and sweeps, rolls, saves, engagements, the Tactical Phase from a list or a code,
 * the SCGB move), and the core beneath them: the exact odds engine, the roll resolver,
 * the spec grammar, army lists, sweeps. One name per function. Pure functions, no I/O;
 * every function checks its arguments (src/library/) and answers a `Result`: bad input
 * comes back as `{ ok: false, error }` holding an `InputError`, never as an exception.
 *
 * The CLI never loads this entry (it has its own bundle), so it costs the CLI no start-up.
 */
// Use-cases (src/app): what the commands compute, with the same options as their flags.
export {
  /** Exact odds of a roll and, with weapons (`{ dam: '13', vsArm: '1' }`), of its wounds. */
  odds,
  /** An odds question with ranges (`10..16b3`): one answer, or a sweep of them. */
  oddsQuestion,
  /** A Normal roll from seeded or typed-in dice, and the saves its hits force. */
  normalRoll,
  /** A Face-to-Face roll, and the saves the winner's hits force. */
  faceToFaceRoll,
  /** Saving Rolls at the table. */
  saves,
  /** Every roll of one order (an engagement file's JSON text): rolled, or as exact odds. */
  engagement,
  /** The Tactical Phase of an army list, with its problems. */
  orders,
  /** The Tactical Phase of an army code, resolved against its faction's unit file. */
  ordersOfArmyCode,
  /** The list checks of docs/rules.md §2.3. */
  validation,
  /** StarCraft: The Board Game: is a Move order (JSON text) legal? */
  starcraftMove,
  /** A game of turns (docs/turn.md): its first Tactical Phase, from a list. */
  startGame,
  /** One action of a turn, troopers by name: the game after it, or the rule that refuses it. */
  playTurn,
  /** What `turn show` and `turn log` print. */
  showTurn,
  turnLog,
  /** A game as the text of its state file, and back (verified by replaying its log). */
  gameText,
  readGame,
} from './library/use-cases.js';
export type { TurnReport, TurnRequest } from './app/turn.js';
export type { Game } from './core/turn/game.js';
export type { TurnState } from './core/turn/types.js';
export type { OrdersReport, ValidationReport } from './app/army.js';
export type { EngagementOddsReport, EngagementReport } from './app/engage.js';
export type { FtfOddsReport, NormalOddsReport, OddsOptions } from './app/odds.js';
export type { EditionOf, OddsQuery, OddsSweepReport, QueryOptions } from './app/query.js';
export type { Random, Rng } from './app/random.js';
export type { FtfOptions, FtfReport, NormalReport, RollOptions } from './app/roll.js';
export type { TargetFlags, TrooperFlags, Vs, WeaponFlags } from './app/troopers.js';
export type { SaveOptions, SaveReport } from './app/save.js';
export type { ScgbMoveReport } from './app/scgb.js';
export { parseUnitFile, parseMetadata } from './library/index.js';
export type { Metadata, UnitFile } from './core/army/code/index.js';

// Exact odds (docs/rules.md §1.2-§1.4): integer counts over 20^n.
export { atLeast, ftfOdds, normalOdds, probability, summarize } from './library/index.js';
export type {
  FtfOdds,
  FtfOutcome,
  FtfSummary,
  NormalOdds,
  NormalOutcome,
  OddsSide,
} from './core/roll/odds.js';

// Resolving a roll from dice (docs/rules.md §1.3, §1.4).
export { resolveFaceToFace, resolveNormal } from './library/index.js';
export type { FtfRoll, NormalRoll, Winner } from './core/roll/resolve.js';

// Roll specs `ATTR[+MOD|-MOD]...[bN]` and sides.
export { parseNamedMod, parseSpec, withMods } from './library/index.js';
export type { Mod, RollSpec } from './core/roll/spec.js';
export { sideOf, successValue } from './library/index.js';
export type { Side, SuccessValue } from './core/roll/dice.js';

// Army lists and the Tactical Phase (docs/rules.md §2, §3).
export { checkArmyList, parseArmyList } from './library/index.js';
export type { ArmyList } from './core/army/schema.js';
export { tacticalPhase } from './library/index.js';
export type { TacticalPhase } from './core/army/tactical.js';
export { listProblems } from './library/index.js';

// Sweeps: ranges A..B in the strings of a question.
export { cellTexts, findAxes, sweepCells } from './library/index.js';
export { SWEEP_CELLS_MAX } from './core/sweep/index.js';
export type { Axis, Place } from './core/sweep/index.js';

// From hits to casualties (docs/rules.md §6): saves, wounds and states, exact rationals.
export {
  damageOdds,
  inOrders,
  parseTarget,
  parseWeapon,
  resolveSaves,
  savePlan,
} from './library/index.js';
export { DEFAULT_TARGET } from './core/damage/index.js';
export type {
  DamageOdds,
  SaveDice,
  SaveResult,
  SavePlan,
  Standing,
  Target,
  TargetState,
  Weapon,
} from './core/damage/index.js';
export { rational, toExact, toNumber } from './library/index.js';
export type { Rational } from './core/math/rational.js';
export type { AmmoChart, AmmoId } from './core/rules/ammo.js';

// Skills and situations (docs/rules.md §8): the MOD engine (both troopers' words and the
// situation in, each side's audited MOD list out) and the catalogue of each edition.
export {
  /** Each side's audited MOD list, burst, SD and damage changes for one pair of rolls. */
  modifiers,
  /** Every word, situation, program and open rules point of an edition (`infcalc mods`). */
  modCatalogue,
  /** One word of an edition's catalogue, any spelling. */
  modWord,
} from './library/mods.js';
export type { ModsRequest, ModsTrooper } from './library/mods.js';
export type { Catalogue, CatalogueWord } from './core/mods/index.js';
export type {
  ModItem,
  ModsInput,
  ModsOutcome,
  ModSource,
  ModWarning,
  RollKind,
  SideMods,
  TrooperMods,
  WordEntry,
  Zone,
} from './core/mods/index.js';

// Typed questions (docs/json.md "Questions"): checked, written as a command, shared.
export {
  /** Any value as a question (odds, save, engage, orders, validate, fireteams), checked, canonical. */
  readQuestion,
  /** The command that asks a question, as words. */
  questionArgv,
  /** A question's URL-safe, versioned share string. */
  shareQuestion,
  /** A share string back into its question. */
  readShareString,
  /** The zod schemas of a question, of an odds question and of a save question. */
  questionSchema,
  oddsQuestionSchema,
  saveQuestionSchema,
} from './library/question.js';
export type {
  EngageQuestion,
  FireteamsQuestion,
  NormalOddsQuestion,
  OddsQuestion,
  OrdersQuestion,
  PairOddsQuestion,
  Question,
  QuestionKind,
  SaveQuestion,
  ValidateQuestion,
} from './app/question/index.js';

// Charts (docs/sharing.md): a report in, a self-contained SVG out.
export {
  /** `odds`: the Face-to-Face bar, the wound ladder (exactly k, k or more) and the states. */
  oddsChart,
  /** A sweep: a line per measure over the swept value; a grid as a heat map. */
  sweepChart,
  /** Named matchups: grouped bars, one group per matchup. */
  compareChart,
  /** An engagement's odds: per trooper, P(hit) and P(Unconscious or dead). */
  engagementChart,
} from './library/chart.js';
export type { ChartOptions } from './app/chart/index.js';
export type { CompareReport } from './app/compare.js';
export type { PairOddsReport } from './app/odds.js';

// Editions and results.
export { EDITIONS } from './core/rules/index.js';
export { parseEdition, ORDERS_MAX } from './library/index.js';
export type { Edition, EditionId } from './core/rules/index.js';
export type { InputError, Location, Result } from './core/result.js';
