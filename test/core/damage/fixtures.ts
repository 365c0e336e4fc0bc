/** Weapons and targets for table tests: Damage 13 N and the default target, changed per case. */
import { DEFAULT_TARGET, type Target, type Weapon } from '../../../src/core/damage/index.js';

export const weapon = (w: Partial<Weapon> = {}): Weapon => ({
  damage: 13,
  notation: 'damage',
  ammo: 'n',
  continuous: false,
  save: null,
  ...w,
});

/** The default target with `base` under the case's own fields. */
export const targetWith =
  (base: Partial<Target>) =>
  (t: Partial<Target> = {}): Target => ({ ...DEFAULT_TARGET, ...base, ...t });
