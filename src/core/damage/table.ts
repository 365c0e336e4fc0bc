/**
 * Saving Rolls at the table (docs/rules.md §6): from the hits and criticals that stood,
 * roll (or read) every save die and say what each did.
 *
 * Order of the dice, as players roll them: every initial save first (the plain hits' saves,
 * then each critical's saves and its extra save), then, for each failed save with
 * Continuous Damage in that order, its chain of re-saves until one passes or the target is
 * Dead (a Plasma save is the ARM and BTS pair: the pair is rolled again). The odds do not depend on this order (odds.ts counts wounds up to Dead).
 */
import type { AmmoChart, NonLethalState } from '../rules/ammo.js';
import { err, inputError, ok, type Result } from '../result.js';
import {
  savePlan,
  stateAfter,
  type PlannedSave,
  type SaveKind,
  type SavePlan,
  type Target,
  type TargetState,
  type Weapon,
} from './model.js';

export type SaveRole = 'save' | 'extra' | 'continuous';

export interface SaveDie {
  readonly roll: number;
  readonly passed: boolean;
  /** The hit or critical (1-based) this save belongs to. */
  readonly source: { readonly kind: 'hit' | 'crit'; readonly index: number };
  readonly role: SaveRole;
  readonly kind: SaveKind;
  /** Wounds this die inflicted. */
  readonly wounds: number;
}

export interface SaveResult {
  readonly plan: SavePlan;
  readonly hits: number;
  readonly crits: number;
  readonly dice: readonly SaveDie[];
  readonly failed: number;
  readonly wounds: number;
  /** Wounds after the attack, the ones taken before included. */
  readonly total: number;
  readonly state: TargetState;
  /** Non-lethal ammunition: the state applied, null when every save passed. */
  readonly effect: NonLethalState | null;
  /**
   * A Shock save that can kill the target failed in this order, here or before: it cancels
   * any Unconscious state the target enters later in the order (§6.4).
   */
  readonly shocked: boolean;
  /** Continuous Damage stopped because the target was Dead. */
  readonly stoppedAtDead: boolean;
  /** Typed dice consumed. */
  readonly used: number;
}

/** Where save dice come from: typed in (consumed in order) or drawn from a random source. */
export type SaveDice =
  | {
      readonly kind: 'typed';
      readonly values: readonly number[];
      readonly what: string;
      /** Leave unused dice for later attacks (engagements) instead of refusing them. */
      readonly partial?: boolean;
    }
  | { readonly kind: 'random'; readonly rng: () => number };

/** §6.2: N4 fails at most Attack Damage (the low faces), N5 and PH-6 saves above the SV. */
export const failsOn = (kind: SaveKind, roll: number): boolean =>
  kind.failingFaces === 'low' ? roll <= kind.fail : roll > 20 - kind.fail;

/** The Saving Rolls of one hit, in order: Plasma's ARM and BTS dice are one save (§6.2). */
function groupsOf(list: readonly PlannedSave[]): PlannedSave[][] {
  const out: PlannedSave[][] = [];
  for (const s of list) {
    const last = out[out.length - 1];
    if (last?.[0]?.group === s.group) last.push(s);
    else out.push([s]);
  }
  return out;
}

export function resolveSaves(
  hits: number,
  crits: number,
  weapon: Weapon,
  target: Target,
  rules: AmmoChart,
  source: SaveDice,
  /** A Shock save that can kill this target already failed earlier in this order (§6.4). */
  shocked = false,
): Result<SaveResult> {
  const plan = savePlan(weapon, target, rules);
  let used = 0;
  const next = (): number | null => {
    if (source.kind === 'random') return Math.floor(source.rng() * 20) + 1;
    const v = source.values[used];
    if (v === undefined) return null;
    used++;
    return v;
  };
  const dice: SaveDie[] = [];
  const effectOf: (NonLethalState | null)[] = [];
  let wounds = 0;
  const pending: { save: readonly PlannedSave[]; source: SaveDie['source'] }[] = [];
  const roll = (s: PlannedSave, src: SaveDie['source'], role: SaveRole): boolean | null => {
    const r = next();
    if (r === null) return null;
    const passed = !failsOn(s.kind, r);
    const w = passed || s.effect !== null ? 0 : s.wounds;
    wounds += w;
    dice.push({ roll: r, passed, source: src, role, kind: s.kind, wounds: w });
    effectOf.push(s.effect ?? s.also ?? null);
    return passed;
  };
  const short = (): Result<never> =>
    err(
      inputError(
        `${source.kind === 'typed' ? source.what : 'save dice'}: ${used} save ${used === 1 ? 'die' : 'dice'} given, more are needed`,
        undefined,
        'give one die per save, then the Continuous Damage re-saves in order',
      ),
    );
  const initial: { list: readonly PlannedSave[]; kind: 'hit' | 'crit'; n: number }[] = [
    { list: plan.hit, kind: 'hit', n: hits },
    { list: plan.crit, kind: 'crit', n: crits },
  ];
  for (const { list, kind, n } of initial) {
    for (let index = 1; index <= n; index++) {
      const src = { kind, index };
      for (const save of groupsOf(list)) {
        let failed = false;
        for (const s of save) {
          const passed = roll(s, src, s.extra ? 'extra' : 'save');
          if (passed === null) return short();
          failed ||= !passed;
        }
        if (failed && save.some((s) => s.continuous)) pending.push({ save, source: src });
      }
    }
  }
  let stoppedAtDead = false;
  // Dead comes at exactly W once a Shock save failed earlier in the order (§6.4).
  const need = shocked ? Math.max(1, Math.min(plan.need, target.wounds - target.taken)) : plan.need;
  // §6.3: a failed save forces one more of the same kind (Plasma: one more pair), until
  // one passes; the target's death ends the chain at once, even mid-pair.
  for (const p of pending) {
    let failed = true;
    while (failed && !stoppedAtDead) {
      failed = false;
      for (const s of p.save) {
        if (wounds >= need) {
          stoppedAtDead = true;
          break;
        }
        const passed = roll(s, p.source, 'continuous');
        if (passed === null) return short();
        failed ||= !passed;
      }
    }
  }
  if (source.kind === 'typed' && source.partial !== true && used < source.values.length) {
    return err(
      inputError(
        `${source.what}: ${source.values.length} save dice given, the saves used ${used}`,
        undefined,
        `give exactly ${used} ${used === 1 ? 'value' : 'values'}`,
      ),
    );
  }
  const failed = dice.filter((d) => !d.passed).length;
  const effectFailed = dice.some((d, i) => !d.passed && effectOf[i] !== null);
  return ok({
    plan,
    hits,
    crits,
    dice,
    failed,
    wounds,
    total: target.taken + wounds,
    state: stateAfter(wounds, target, plan, shocked),
    effect: effectFailed ? plan.effect : null,
    shocked: shocked || (plan.shockKills && wounds > 0),
    stoppedAtDead,
    used,
  });
}
