/**
 * The planned rolls of one order (docs/rules.md §1.5): who rolls what against whom.
 */
import { type Side } from '../roll/dice.js';
import { type Edition } from '../rules/index.js';
import { type Action } from './schema.js';

/** One roll the order causes, before any die is known. */
export type PlannedRoll =
  | {
      readonly type: 'ftf';
      readonly active: string;
      readonly reactive: string;
      readonly action: Exclude<Action, 'none'>;
      readonly activeSide: Side;
      readonly reactiveSide: Side;
      /**
       * The active trooper Dodges (docs/rules.md §8.7): one PH roll, the same dice F2F
       * against every ARO of the order; winning hits nobody.
       */
      readonly activeDodges?: true;
    }
  | {
      readonly type: 'normal';
      readonly active: string;
      readonly reactive: string;
      /** Who rolls: the active trooper at an unopposing target, or a reactive trooper. */
      readonly roller: 'active' | 'reactive';
      readonly action: Action;
      readonly side: Side;
      /**
       * Why a Normal roll where the two troopers act on each other: Berserk (§8.6) or the
       * other side's Direct Template (§8.9). Then the active trooper's roll hits the reactive.
       */
      readonly why?: NormalWhy;
    }
  | {
      /**
       * A Direct Template Weapon (docs/rules.md §8.9): no attack roll; it hits the other
       * trooper once unless that trooper's Dodge, a Normal PH roll (`dodge`), succeeds.
       */
      readonly type: 'template';
      readonly active: string;
      readonly reactive: string;
      /** Whose template it is; the other trooper is hit. */
      readonly by: 'active' | 'reactive';
      /** The target's Dodge; null when it does not Dodge. */
      readonly dodge: Side | null;
      /** The Dodge is the active trooper's one roll against every ARO (§8.7). */
      readonly activeDodges?: true;
    };

export type NormalWhy = 'berserk' | 'template';

export interface EngagementPlan {
  readonly active: string;
  readonly activeSide: Side;
  readonly rolls: readonly PlannedRoll[];
  readonly warnings: readonly string[];
  /** The rules the rolls resolve by (docs/rules.md §7). */
  readonly edition: Edition;
  /**
   * Troopers whose hits give no Partial Cover save bonus: CC attackers (§6.2, §8.2) and
   * Direct Templates unless `template-cover=yes`.
   */
  readonly noCoverSave?: readonly string[];
  /** N4 Martial Arts' bonus to a trooper's CC Damage (§8.6), by name. */
  readonly damageBonus?: Readonly<Record<string, number>>;
  /**
   * SR-X of a trooper's attack (§10.1), by name: the MOD on the saves its hits cause, the
   * words it comes from, and the rules choices `sr-ph` and `sr-immunity`.
   */
  readonly saveMods?: Readonly<
    Record<
      string,
      {
        readonly value: number;
        readonly from: string;
        readonly ph: boolean;
        readonly immune: boolean;
      }
    >
  >;
  /**
   * A target's own words on the saves one attacker's hits cause (§10.12), by
   * `pairKey(attacker, target)`: a save MOD (Nanoscreen, Firewall) and its cover for those
   * saves (N4 Nanoscreen puts it in cover, N5 No Cover takes it away).
   */
  readonly pairSaves?: Readonly<Record<string, PairSave>>;
}

/** What a target's words make of the saves against one attacker (§10.12). */
export interface PairSave {
  readonly bonus?: { readonly value: number; readonly from: string };
  /** Only against a Sepsitor's hits (Cube 2.0, §10.11). */
  readonly sepsitorBonus?: { readonly value: number; readonly from: string };
  readonly cover?: boolean;
}

/** The key of an attacker and its target in `pairSaves`. */
export const pairKey = (by: string, target: string): string => `${by} -> ${target}`;

/**
 * Whom a Normal roll hits: the active trooper's roll hits the reactive one (but a Dodge);
 * a reactive trooper's attack hits the active one; a Dodge or Reset hits nobody.
 */
export function normalTarget(p: PlannedRoll & { type: 'normal' }): string | null {
  if (p.roller === 'active') return p.action === 'dodge' && p.why === undefined ? null : p.reactive;
  return p.action === 'attack' ? p.active : null;
}
