/**
 * The damage model (docs/rules.md §6): a weapon, a target, and the saves one hit and one
 * critical hit force on that target once the ammunition chart and the immunities are
 * applied. Everything here is integers; the maths over many hits is in odds.ts (exact
 * odds) and table.ts (dice rolled at the table).
 */
import type { AmmoChart, AmmoId, AmmoRow, NonLethalState } from '../rules/ammo.js';

export const SAVE_ATTRIBUTES = ['arm', 'bts'] as const;
export type SaveChoice = (typeof SAVE_ATTRIBUTES)[number];

export const IMMUNITIES = ['shock', 'total', 'crit'] as const;
export type Immunity = (typeof IMMUNITIES)[number];

export interface Weapon {
  /** N4 Damage; the N5 PS of the same weapon is 20 - damage (docs/rules.md §6.2). */
  readonly damage: number;
  /** How the user gave it, for display: `--dam` or `--ps`. */
  readonly notation: 'damage' | 'ps';
  readonly ammo: AmmoId;
  /** Continuous Damage (§6.3). */
  readonly continuous: boolean;
  /** `--save arm|bts`; null means the ammunition's own (ARM, or what E/M, PARA, Plasma say). */
  readonly save: SaveChoice | null;
}

export interface Target {
  readonly arm: number;
  readonly bts: number;
  readonly ph: number;
  /** W (N4), VITA (N5), or STR with `str`. */
  readonly wounds: number;
  readonly str: boolean;
  /** Wounds already taken, 0..W. */
  readonly taken: number;
  /** Partial Cover: +3 to ARM/BTS in the save (§6.2). */
  readonly cover: boolean;
  /** No Wound Incapacitation / Dogged (§6.4). */
  readonly nwi: boolean;
  readonly immunities: readonly Immunity[];
}

export const DEFAULT_TARGET: Target = {
  arm: 0,
  bts: 0,
  ph: 10,
  wounds: 1,
  str: false,
  taken: 0,
  cover: false,
  nwi: false,
  immunities: [],
};

/**
 * Partial Cover's other half (§6.2): a target in cover gives -3 to the roll that attacks
 * it, as the named MOD `cover=-3` on the attacker's side.
 */
export const COVER_MOD = -3;
export const coverMod = (target: Target): string[] => (target.cover ? [`cover=${COVER_MOD}`] : []);

export type Attribute = 'ARM' | 'BTS' | 'PH';

/** One Saving Roll as the target rolls it: the attribute it uses and how many faces fail. */
export interface SaveKind {
  readonly attribute: Attribute;
  /** The target's attribute as written. */
  readonly base: number;
  readonly halved: boolean;
  readonly cover: boolean;
  /** The attribute MOD of the save (PARA: -6). */
  readonly mod: number;
  /** After halving (rounded up), the MOD and cover. */
  readonly value: number;
  /** How many of the faces 1..20 fail the save (§6.2). */
  readonly fail: number;
  /** Which end they are: 'low' = 1..fail (N4 ARM/BTS), 'high' = 21-fail..20. */
  readonly failingFaces: 'low' | 'high';
}

export interface PlannedSave {
  readonly kind: SaveKind;
  /** Wounds a failure inflicts (T2: 2; a T2 critical's extra save: 1). */
  readonly wounds: number;
  /** A failure forces one more save of the same kind (Continuous Damage, §6.3). */
  readonly continuous: boolean;
  /** The critical's extra save (§6.1). */
  readonly extra: boolean;
  /**
   * Which Saving Roll of the hit this die belongs to: dice with the same group are one
   * save (Plasma's ARM and BTS pair, §6.2), so Continuous Damage re-rolls them together.
   */
  readonly group: number;
}

export interface SavePlan {
  /** The ammunition after immunities (e.g. DA against Immunity (Total) is N). */
  readonly ammo: AmmoId;
  readonly row: AmmoRow;
  /** The saves one plain hit forces, and one critical hit. */
  readonly hit: readonly PlannedSave[];
  readonly crit: readonly PlannedSave[];
  readonly lethal: boolean;
  /** The state non-lethal ammunition applies; null for lethal ammunition. */
  readonly effect: NonLethalState | null;
  /** Total wounds (taken included) at which the target is Dead. */
  readonly deadAt: number;
  /** New wounds that kill: at least 1. */
  readonly need: number;
  /** Why the saves differ from the chart: immunities applied. */
  readonly notes: readonly string[];
}

export const TARGET_STATES = ['unhurt', 'wounded', 'unconscious', 'dead'] as const;
export type TargetState = (typeof TARGET_STATES)[number];

/** docs/rules.md §6.2: halving rounds up (ARM 5 -> 3). */
export const halfUp = (n: number): number => Math.ceil(n / 2);

const clampFaces = (n: number): number => Math.max(0, Math.min(20, n));

function saveKind(
  attribute: Attribute,
  base: number,
  halved: boolean,
  mod: number,
  cover: boolean,
  damage: number,
  armBtsFaces: 'low' | 'high',
): SaveKind {
  // Cover comes after halving (§6.2) and only helps ARM/BTS, not a PH save (PARA).
  const withCover = cover && attribute !== 'PH';
  const value = (halved ? halfUp(base) : base) + mod + (withCover ? 3 : 0);
  // ARM/BTS: fails on a die at most Damage - value (N4), or above value + PS (N5): as
  // many faces, at the other end. PH-6: fails on a die above PH - 6, whatever the Damage.
  const fail = attribute === 'PH' ? clampFaces(20 - value) : clampFaces(damage - value);
  const failingFaces = attribute === 'PH' ? 'high' : armBtsFaces;
  return { attribute, base, halved, cover: withCover, mod, value, fail, failingFaces };
}

/** What the chart, the weapon and the target's immunities make of one hit and one critical. */
export function savePlan(weapon: Weapon, target: Target, chart: AmmoChart): SavePlan {
  const notes: string[] = [];
  const immune = (i: Immunity): boolean => target.immunities.includes(i);
  let ammo = weapon.ammo;
  let continuous = weapon.continuous;
  if (ammo === 'shock' && immune('shock')) {
    ammo = 'n';
    notes.push('Immunity (Shock): SHOCK counts as N');
  }
  let row = chart.rows[ammo];
  let noEffect = false;
  if (immune('total')) {
    if (row.special) {
      notes.push(`Immunity (Total): ${row.label} counts as N`);
      ammo = 'n';
      row = chart.rows.n;
    }
    // Rules choice (README): Total also turns off Continuous Damage and the states of
    // non-lethal ammunition: the target takes every hit as plain N or not at all.
    if (continuous) notes.push('Immunity (Total): no Continuous Damage');
    continuous = false;
    if (row.effect !== null) {
      notes.push(`Immunity (Total): ${row.label} has no effect`);
      noEffect = true;
    }
  }
  const lethal = row.effect === null;
  const kinds: SaveKind[] = [];
  const mk = (attribute: Attribute, base: number): SaveKind =>
    saveKind(
      attribute,
      base,
      row.halves,
      row.attributeMod,
      target.cover,
      weapon.damage,
      chart.failingFaces,
    );
  switch (row.against) {
    case 'arm+bts':
      kinds.push(mk('ARM', target.arm), mk('BTS', target.bts));
      break;
    case 'bts':
      kinds.push(mk('BTS', target.bts));
      break;
    case 'ph':
      kinds.push(mk('PH', target.ph));
      break;
    case 'chosen':
      kinds.push(weapon.save === 'bts' ? mk('BTS', target.bts) : mk('ARM', target.arm));
      break;
  }
  const hit: PlannedSave[] = [];
  for (let i = 0; i < row.saves; i++)
    for (const kind of kinds)
      hit.push({
        kind,
        wounds: row.woundsPerFail,
        continuous: continuous && lethal,
        extra: false,
        group: i,
      });
  // §6.1: a critical adds one save of the same kind (Plasma: against ARM), not Continuous,
  // T2: 1 wound. Immunity (Critical) takes criticals as plain hits.
  const extras = immune('crit') ? 0 : row.critSaves - row.saves;
  if (immune('crit') && row.critSaves > row.saves) notes.push('Immunity (Critical): no extra save');
  const crit = [...hit];
  for (let i = 0; i < extras; i++) {
    const kind = kinds[0];
    if (kind !== undefined)
      crit.push({
        kind,
        wounds: row.critExtraWounds,
        continuous: false,
        extra: true,
        group: row.saves + i,
      });
  }
  // §6.4: Dead above W, or at exactly W with Shock against W (not STR), even with NWI.
  const shockKills = row.shock && !target.str;
  const deadAt = Math.max(shockKills ? target.wounds : target.wounds + 1, target.taken + 1);
  return {
    ammo,
    row,
    hit: noEffect ? [] : hit,
    crit: noEffect ? [] : crit,
    lethal,
    effect: row.effect,
    deadAt,
    need: deadAt - target.taken,
    notes,
  };
}

/** docs/rules.md §6.4: the target's state after `wounds` new wounds. */
export function stateAfter(wounds: number, target: Target, plan: SavePlan): TargetState {
  if (wounds === 0) return 'unhurt';
  const total = target.taken + wounds;
  if (total >= plan.deadAt) return 'dead';
  if (total === target.wounds && !target.nwi) return 'unconscious';
  return 'wounded';
}
