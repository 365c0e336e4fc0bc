/**
 * infcalc as a library (README "Library"): the exact odds engine, the roll resolver, the
 * spec grammar, army lists and the Tactical Phase, sweeps. Pure functions, no I/O; bad
 * input comes back as a `Result` holding an `InputError`, never as an exception.
 *
 * The CLI never loads this entry (it has its own bundle), so it costs the CLI no start-up.
 */

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
export { resolveFtf as resolveFaceToFace, resolveFtf, resolveNormal } from './core/roll/resolve.js';
export type { FtfRoll, NormalRoll, Winner } from './core/roll/resolve.js';

// Roll specs `ATTR[+MOD|-MOD]...[bN]` and sides.
export { parseNamedMod, parseSpec, withMods } from './core/roll/spec.js';
export type { Mod, RollSpec } from './core/roll/spec.js';
export { sideOf, successValue } from './core/roll/dice.js';
export type { Side, SuccessValue } from './core/roll/dice.js';

// Army lists and the Tactical Phase (docs/rules.md §2, §3).
export { checkArmyList, parseArmyList } from './core/army/parse.js';
export type { ArmyList } from './core/army/schema.js';
export { tacticalPhase as orderCount, tacticalPhase } from './core/army/tactical.js';
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
