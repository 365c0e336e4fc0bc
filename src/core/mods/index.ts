/**
 * Skills and situations in, MODs out (docs/rules.md §8): words a trooper has, parsed
 * against the edition's catalogue, and the engine that turns them and the situation into
 * each side's audited MOD list, burst, Special Dice and damage changes.
 */
export * from './engine.js';
export * from './words.js';
export {
  CHOICE_IDS,
  ROLL_KINDS,
  ROLL_NAMES,
  ZONES,
  type Choice,
  type ChoiceId,
  type Effect,
  type ModRules,
  type ModTag,
  type ProgramRow,
  type RollKind,
  type SaveTrait,
  type Turn,
  type WordEntry,
  type Zone,
} from '../rules/mods.js';
export * from './catalogue.js';
export * from './choices.js';
export * from './request.js';
