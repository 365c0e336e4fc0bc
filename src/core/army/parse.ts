/** Army list JSON text -> a typed list, or an InputError naming where it went wrong. */
import { checkWith, parseWith, type KeysFor } from '../input.js';
import type { Result } from '../result.js';
import { armyListSchema, KNOWN_KEYS, type ArmyList } from './schema.js';

const keysFor: KeysFor = (path) =>
  path.length === 0 ? KNOWN_KEYS.list : path.length === 2 ? KNOWN_KEYS.group : KNOWN_KEYS.trooper;

export const parseArmyList = (text: string): Result<ArmyList> =>
  parseWith(armyListSchema, text, keysFor);

export const checkArmyList = (input: unknown): Result<ArmyList> =>
  checkWith(armyListSchema, input, keysFor);
