/** Small army lists for table tests: a 300-point list of groups of troopers. */
import { checkArmyList } from '../../../src/core/army/parse.js';
import type { ArmyList } from '../../../src/core/army/schema.js';
import { expectOk } from '../../../src/core/result.js';

export type T = Record<string, unknown>;
export const list = (groups: T[][], extra: T = {}): ArmyList =>
  expectOk(
    checkArmyList({ points: 300, ...extra, groups: groups.map((troopers) => ({ troopers })) }),
  );
export const lt = (more: T = {}): T => ({ name: 'Lt', cost: 100, lieutenant: true, ...more });
export const reg = (more: T = {}): T => ({ name: 'Fusilier', cost: 100, ...more });
