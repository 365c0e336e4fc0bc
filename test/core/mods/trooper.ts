/** One trooper as the MOD engine sees it, for the engine's table tests: 13, one die. */
import type { TrooperMods } from '../../../src/core/mods/index.js';
import type { RollKind } from '../../../src/core/rules/mods.js';

export const trooper = (roll: RollKind | null, more: Partial<TrooperMods> = {}): TrooperMods => ({
  attribute: 13,
  burst: 1,
  roll,
  ...more,
});
