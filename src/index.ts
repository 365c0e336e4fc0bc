/**
 * infcalc as a library (README "Library"): the use-cases the commands run (odds with
 * wounds and sweeps, rolls, saves, engagements, the Tactical Phase from a list or a code,
 * the SCGB move), and the core beneath them: the exact odds engine, the roll resolver,
 * the spec grammar, army lists, sweeps. One name per function. Pure functions, no I/O;
 * bad input comes back as a `Result` holding an `InputError`, never as an exception.
 *
 * The CLI never loads this entry (it has its own bundle), so it costs the CLI no start-up.
 */
import { ordersOf, ordersOfCode, validationOf } from './app/army.js';
import { engagementOf } from './app/engage.js';
import { attempt } from './app/failure.js';
import { oddsOf } from './app/odds.js';
import { runQuery } from './app/query.js';
import { rollFtf, rollNormal } from './app/roll.js';
import { saveAtTable } from './app/save.js';
import { scgbMove } from './app/scgb.js';
import type { Result } from './core/result.js';

/** A use-case whose bad input comes back as a Result (the CLI gets the same function thrown). */
const safe =
  <A extends unknown[], T>(f: (...args: A) => T) =>
  (...args: A): Result<T> =>
    attempt(() => f(...args));

// Use-cases (src/app): what the commands compute, with the same options as their flags.
/** Exact odds of a roll and, with weapons (`{ dam: '13', vsArm: '1' }`), of its wounds. */
export const odds = safe(oddsOf);
/** An odds question with ranges (`10..16b3`): one answer, or a sweep of them. */
export const oddsQuestion = safe(runQuery);
/** A Normal roll from seeded or typed-in dice, and the saves its hits force. */
export const normalRoll = safe(rollNormal);
/** A Face-to-Face roll, and the saves the winner's hits force. */
export const faceToFaceRoll = safe(rollFtf);
/** Saving Rolls at the table. */
export const saves = safe(saveAtTable);
/** Every roll of one order (an engagement file's JSON text): rolled, or as exact odds. */
export const engagement = safe(engagementOf);
/** The Tactical Phase of an army list, with its problems. */
export const orders = safe(ordersOf);
/** The Tactical Phase of an army code, resolved against its faction's unit file. */
export const ordersOfArmyCode = safe(ordersOfCode);
/** The list checks of docs/rules.md §2.3. */
export const validation = safe(validationOf);
/** StarCraft: The Board Game: is a Move order (JSON text) legal? */
export const starcraftMove = safe(scgbMove);
export type { OrdersReport, ValidationReport } from './app/army.js';
export type { EngagementOddsReport, EngagementReport } from './app/engage.js';
export type { FtfOddsReport, NormalOddsReport, OddsOptions } from './app/odds.js';
export type { EditionOf, OddsQuery, OddsSweepReport } from './app/query.js';
export type { Random, Rng } from './app/random.js';
export type { FtfOptions, FtfReport, NormalReport, RollOptions } from './app/roll.js';
export type { SaveOptions, SaveReport } from './app/save.js';
export type { ScgbMoveReport } from './app/scgb.js';
export { parseUnitFile, parseMetadata } from './core/army/code/index.js';
export type { Metadata, UnitFile } from './core/army/code/index.js';

// Exact odds (docs/rules.md §1.2-§1.4): integer counts over 20^n.
export { atLeast, ftfOdds, normalOdds, probability, summarize } from './core/roll/odds.js';
export type {
  FtfOdds,
  FtfOutcome,
  FtfSummary,
  NormalOdds,
  NormalOutcome,
  OddsSide,
} from './core/roll/odds.js';

// Resolving a roll from dice (docs/rules.md §1.3, §1.4).
export { resolveFtf as resolveFaceToFace, resolveNormal } from './core/roll/resolve.js';
export type { FtfRoll, NormalRoll, Winner } from './core/roll/resolve.js';

// Roll specs `ATTR[+MOD|-MOD]...[bN]` and sides.
export { parseNamedMod, parseSpec, withMods } from './core/roll/spec.js';
export type { Mod, RollSpec } from './core/roll/spec.js';
export { sideOf, successValue } from './core/roll/dice.js';
export type { Side, SuccessValue } from './core/roll/dice.js';

// Army lists and the Tactical Phase (docs/rules.md §2, §3).
export { checkArmyList, parseArmyList } from './core/army/parse.js';
export type { ArmyList } from './core/army/schema.js';
export { tacticalPhase } from './core/army/tactical.js';
export type { TacticalPhase } from './core/army/tactical.js';
export { listProblems } from './core/army/validate.js';

// Sweeps: ranges A..B in the strings of a question.
export { cellTexts, findAxes, sweepCells, SWEEP_CELLS_MAX } from './core/sweep/index.js';
export type { Axis, Place } from './core/sweep/index.js';

// From hits to casualties (docs/rules.md §6): saves, wounds and states, exact rationals.
export {
  damageOdds,
  DEFAULT_TARGET,
  inOrders,
  parseTarget,
  parseWeapon,
  resolveSaves,
  savePlan,
} from './core/damage/index.js';
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
export { rational, toExact, toNumber } from './core/math/rational.js';
export type { Rational } from './core/math/rational.js';
export type { AmmoChart, AmmoId } from './core/rules/ammo.js';

// Skills and situations in, MODs out (docs/rules.md §8).
export { describeItem, parseWords, resolveMods, wordFromSkill } from './core/mods/index.js';
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

// Editions and results.
export { EDITIONS, parseEdition } from './core/rules/index.js';
export type { Edition, EditionId } from './core/rules/index.js';
export type { InputError, Location, Result } from './core/result.js';
