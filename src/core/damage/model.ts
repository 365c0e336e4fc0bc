/**
 * The damage model (docs/rules.md §6): a weapon, a target, and the saves one hit and one
 * critical hit force on that target once the ammunition chart and the immunities are
 * applied. Everything here is integers; the maths over many hits is in odds.ts (exact
 * odds) and table.ts (dice rolled at the table).
 */
import {
  COMBINED_AMMO,
  type AmmoChart,
  type AmmoId,
  type AmmoRow,
  type CombinedAmmoId,
  type NonLethalState,
  type SingleAmmoId,
} from '../rules/ammo.js';
import { invariant } from '../result.js';

export const SAVE_ATTRIBUTES = ['arm', 'bts'] as const;
export type SaveChoice = (typeof SAVE_ATTRIBUTES)[number];

/**
 * What a target is immune to (docs/rules.md §6.4, §10.4): an ammunition (counts as N), a
 * trait (Continuous Damage), the saves against an attribute (ARM, BTS, Enhanced = both), a
 * State it cannot enter (POS, IMM-B, Isolated), criticals, and N4's Total.
 */
export const IMMUNITIES = [
  'shock',
  'total',
  'crit',
  'ap',
  'da',
  'exp',
  't2',
  'arm',
  'bts',
  'enhanced',
  'cont',
  'pos',
  'imm-b',
  'isolated',
] as const;
export type Immunity = (typeof IMMUNITIES)[number];

/** Immunity (Ammunition) (§10.4): these chart types count as N. */
const AMMO_IMMUNITY = {
  shock: 'shock',
  ap: 'ap',
  da: 'da',
  exp: 'exp',
  t2: 't2',
} as const satisfies Partial<Record<Immunity, SingleAmmoId>>;

/** Immunity (State) (§10.4): the state a failed save would apply does not land. */
const STATE_IMMUNITY = {
  pos: 'possessed',
  'imm-b': 'imm-b',
  isolated: 'isolated',
} as const satisfies Partial<Record<Immunity, NonLethalState>>;

/** How the rules name each immunity, for notes and text. */
export const IMMUNITY_TEXT = {
  shock: 'Shock',
  total: 'Total',
  crit: 'Critical',
  ap: 'AP',
  da: 'DA',
  exp: 'EXP',
  t2: 'T2',
  arm: 'ARM',
  bts: 'BTS',
  enhanced: 'Enhanced',
  cont: 'Continuous Damage',
  pos: 'POS',
  'imm-b': 'IMM-B',
  isolated: 'Isolated',
} as const satisfies Record<Immunity, string>;

/**
 * SR-X (docs/rules.md §10.1): the attacker's MOD on every save its hits cause, and the two
 * NOT CONFIRMED points (rules choices `sr-ph`, `sr-immunity`): does it reach a save against
 * PH-6, and a save an Immunity of the target changed.
 */
export interface SaveMod {
  /** -1 (SR-1), -2 (SR-2). */
  readonly value: number;
  /** Where it comes from, for the notes ("sr1"). */
  readonly from: string;
  readonly ph: boolean;
  readonly immune: boolean;
}

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
  /**
   * A state a failed save applies instead of wounds, whatever the ammunition (a hacking
   * program, §8.8); absent = the ammunition's own (E/M, STUN, PARA) or wounds.
   */
  readonly effect?: NonLethalState;
  /** SR-X of the attacker (§10.1); absent = none. */
  readonly saveMod?: SaveMod;
  /** The trait State: Dead (Monofilament, Vorpal): a failed save kills outright (§6.4). */
  readonly dead?: boolean;
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
  /** Remote Presence (§10.11): with STR, a second Unconscious level; absent = none. */
  readonly remotePresence?: boolean;
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
  /** The attacker's SR-X on the save (§10.1): -1, -2, or 0. */
  readonly sr: number;
  /** After halving (rounded up), the MOD, the SR and cover. */
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
  /**
   * Non-lethal saves (STUN, E/M, PARA): a failure applies this state and inflicts no
   * wound. null: a failure inflicts `wounds`.
   */
  readonly effect: NonLethalState | null;
  /** A wounding save whose failure also applies this state (N+E/M: Isolated, §10.5). */
  readonly also?: NonLethalState;
}

export interface SavePlan {
  /** The ammunition after immunities (e.g. DA against Immunity (Total) is N). */
  readonly ammo: AmmoId;
  readonly row: AmmoRow;
  /** The saves one plain hit forces, and one critical hit. */
  readonly hit: readonly PlannedSave[];
  readonly crit: readonly PlannedSave[];
  /** Some saves inflict wounds. */
  readonly lethal: boolean;
  /** The state non-lethal ammunition (or N+E/M, beside its wounds) applies when a save fails. */
  readonly effect: NonLethalState | null;
  /**
   * A failed save is a Shock save that kills this target at exactly W (§6.4): Shock
   * ammunition, a W (not STR) target, and in N5 VITA 1.
   */
  readonly shockKills: boolean;
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
  saveMod: number,
): SaveKind {
  // Cover comes after halving (§6.2) and only helps ARM/BTS, not a PH save (PARA).
  const withCover = cover && attribute !== 'PH';
  // SR-X adds to the save like any MOD (§10.1): one more failing face per point.
  const value = (halved ? halfUp(base) : base) + mod + saveMod + (withCover ? 3 : 0);
  // ARM/BTS: fails on a die at most Damage - value (N4), or above value + PS (N5): as
  // many faces, at the other end. PH-6: fails on a die above PH - 6, whatever the Damage.
  const fail = attribute === 'PH' ? clampFaces(20 - value) : clampFaces(damage - value);
  const failingFaces = attribute === 'PH' ? 'high' : armBtsFaces;
  return {
    attribute,
    base,
    halved,
    cover: withCover,
    mod,
    sr: saveMod,
    value,
    fail,
    failingFaces,
  };
}

/** The saves an Immunity (ARM)/(BTS)/(Enhanced) covers (docs/rules.md §10.4). */
function immuneAttributes(target: Target): ReadonlySet<'ARM' | 'BTS'> {
  const has = (i: Immunity): boolean => target.immunities.includes(i);
  const out = new Set<'ARM' | 'BTS'>();
  if (has('arm') || has('enhanced')) out.add('ARM');
  if (has('bts') || has('enhanced')) out.add('BTS');
  return out;
}

interface AfterImmunities {
  parts: SingleAmmoId[];
  continuous: boolean;
  dropped: AmmoRow | null;
  notes: string[];
  /**
   * E/M combined with a wounding type (N+E/M, §10.5): the saves are E/M's (its count,
   * against halved BTS), each failure a wound, and `also` the state a failure adds (null
   * once an Immunity stops it). False once an Immunity makes it plain N.
   */
  emCombined: boolean;
  also: NonLethalState | null;
}

/**
 * Immunity (ARM), (BTS), (Enhanced) (docs/rules.md §10.4): every ammunition saved against
 * a covered attribute counts as N (AP no longer halves, DA/EXP one save, T2 one wound,
 * Shock no Dead), and the weapon's traits on those saves (Continuous Damage) are ignored.
 * E/M saved against BTS becomes a Non-Lethal N save whose State (Isolated) is ignored: no
 * effect at all. STUN keeps its Stunned (N5 Immunity never stops it); PARA saves on PH.
 */
function attributeImmunity(
  weapon: Weapon,
  target: Target,
  chart: AmmoChart,
  a: AfterImmunities,
): void {
  const attrs = immuneAttributes(target);
  if (attrs.size === 0) return;
  const chosen = weapon.save === 'bts' ? 'BTS' : 'ARM';
  const covers = (p: SingleAmmoId): boolean => {
    const against = chart.rows[p].against;
    if (against === 'chosen') return attrs.has(chosen);
    if (against === 'bts') return attrs.has('BTS');
    return against === 'arm+bts' && attrs.size > 0;
  };
  const name = target.immunities.includes('enhanced') ? 'Enhanced' : [...attrs].join(', ');
  // N+E/M saves against BTS (§10.5): an Immunity over BTS makes it N, no State (§10.4).
  if (a.emCombined && attrs.has('BTS')) {
    a.emCombined = false;
    a.also = null;
    a.notes.push(
      `Immunity (${name}): ${a.parts.map((p) => chart.rows[p].label).join('+')}+E/M counts as N`,
    );
  }
  const covered = a.parts.filter(covers);
  if (covered.length === 0) return;
  const changed = covered.filter((p) => chart.rows[p].special || p === 'em');
  if (changed.length > 0) {
    a.parts = a.parts.flatMap((p) =>
      !covers(p) ? [p] : chart.rows[p].special ? ['n' as const] : p === 'em' ? [] : [p],
    );
    for (const p of changed)
      a.notes.push(
        p === 'em'
          ? `Immunity (${name}): E/M counts as N and its State does not apply: no effect`
          : `Immunity (${name}): ${chart.rows[p].label} counts as N`,
      );
    if (a.parts.length === 0) a.dropped = chart.rows[changed[0] ?? 'em'];
  }
  if (a.continuous) {
    a.continuous = false;
    a.notes.push(`Immunity (${name}): no Continuous Damage`);
  }
}

/**
 * The chart types a weapon's ammunition applies once the target's immunities are taken
 * into account (docs/rules.md §6.4, §10.4), with the notes that say why they changed.
 */
function partsAfterImmunities(weapon: Weapon, target: Target, chart: AmmoChart): AfterImmunities {
  const immune = (i: Immunity): boolean => target.immunities.includes(i);
  const label = chart.rows[weapon.ammo].label;
  const all = chart.rows[weapon.ammo].parts;
  // E/M beside a wounding type (N+E/M): one set of saves, E/M's, each failure a wound and
  // E/M's state (§10.5); the wounding types carry on, E/M's state rides along.
  const emCombined =
    all.includes('em') && all.some((p) => p !== 'em' && chart.rows[p].effect === null);
  const a: AfterImmunities = {
    parts: emCombined ? all.filter((p) => p !== 'em') : [...all],
    continuous: weapon.continuous,
    dropped: null,
    notes: [],
    emCombined,
    also: emCombined ? chart.rows.em.effect : null,
  };
  // Immunity (Ammunition): that type counts as N; of a combined ammunition only that part
  // (rules choice, §10.4: AP still halves against Immunity (Shock) vs AP+Shock).
  for (const [imm, part] of Object.entries(AMMO_IMMUNITY) as [Immunity, SingleAmmoId][]) {
    if (!immune(imm) || !a.parts.includes(part)) continue;
    a.parts = a.parts.map((p) => (p === part ? 'n' : p));
    const text = chart.rows[part].label;
    a.notes.push(
      a.parts.length === 1
        ? `Immunity (${IMMUNITY_TEXT[imm]}): ${text} counts as N`
        : `Immunity (${IMMUNITY_TEXT[imm]}): no ${text} effect`,
    );
  }
  attributeImmunity(weapon, target, chart, a);
  // Immunity (Continuous Damage): the trait is ignored (§10.4).
  if (immune('cont') && a.continuous) {
    a.continuous = false;
    a.notes.push('Immunity (Continuous Damage): no Continuous Damage');
  }
  // Immunity (State): a save whose failure would only put the target in that State does
  // nothing (§10.4): E/M against Immunity (Isolated), a program's Possessed against (POS).
  const stateOf = (p: SingleAmmoId): NonLethalState | null => weapon.effect ?? chart.rows[p].effect;
  const blocked = (p: SingleAmmoId): Immunity | undefined => {
    const st = stateOf(p);
    return (Object.entries(STATE_IMMUNITY) as [Immunity, NonLethalState][]).find(
      ([i, s]) => s === st && immune(i),
    )?.[0];
  };
  const alsoBlocked = (Object.entries(STATE_IMMUNITY) as [Immunity, NonLethalState][]).find(
    ([i, st]) => st === a.also && immune(i),
  )?.[0];
  if (alsoBlocked !== undefined) {
    a.notes.push(
      `Immunity (${IMMUNITY_TEXT[alsoBlocked]}): no ${IMMUNITY_TEXT[alsoBlocked]} state`,
    );
    a.also = null;
  }
  const noState = a.parts.filter((p) => blocked(p) !== undefined);
  for (const p of noState)
    a.notes.push(
      `Immunity (${IMMUNITY_TEXT[blocked(p) ?? 'isolated']}): ${weapon.effect === undefined ? chart.rows[p].label : 'the program'} has no effect`,
    );
  if (noState.length > 0) {
    a.dropped = chart.rows[noState[0] ?? weapon.ammo];
    a.parts = a.parts.filter((p) => blocked(p) === undefined);
  }
  if (immune('total')) {
    // N4 Immunity (Total): every ammunition counts as N, N+E/M too (§6.4).
    if (a.emCombined) {
      a.notes.push(`Immunity (Total): ${label} counts as N`);
      a.emCombined = false;
      a.also = null;
    }
    if (a.parts.some((p) => chart.rows[p].special)) {
      a.parts = a.parts.map((p) => (chart.rows[p].special ? 'n' : p));
      a.notes.push(
        `Immunity (Total): ${label} counts as ${a.parts.includes('em') ? 'N+E/M' : 'N'}`,
      );
    }
    if (chart.totalImmunity.continuous) {
      if (a.continuous) a.notes.push('Immunity (Total): no Continuous Damage');
      a.continuous = false;
    }
    // A Sepsitor's trait State: Sepsitorized is one of those states (N4 FAQ, §10.11).
    const sepsitor = weapon.effect === 'sepsitorized';
    const nonLethal = a.parts.filter((p) => chart.rows[p].effect !== null || sepsitor);
    if (chart.totalImmunity.nonLethal && nonLethal.length > 0) {
      for (const p of nonLethal)
        a.notes.push(
          `Immunity (Total): ${sepsitor ? 'the Sepsitor' : chart.rows[p].label} has no effect`,
        );
      a.dropped = chart.rows[nonLethal[0] ?? 'n'];
      a.parts = a.parts.filter((p) => !nonLethal.includes(p));
    }
  }
  let parts = a.parts;
  // N beside another lethal type saving against the same attribute adds nothing (§6.4).
  parts = parts.filter((p, i) => parts.indexOf(p) === i);
  const other = parts.some(
    (p) => p !== 'n' && chart.rows[p].effect === null && chart.rows[p].against === 'chosen',
  );
  if (other) parts = parts.filter((p) => p !== 'n');
  return { ...a, parts };
}

/** The ammunition id for a list of chart types: one type, or the combination of two. */
function ammoOf(parts: readonly SingleAmmoId[], fallback: AmmoId): AmmoId {
  if (parts.length === 0) return fallback;
  if (parts.length === 1) return parts[0] ?? fallback;
  const found = (Object.keys(COMBINED_AMMO) as CombinedAmmoId[]).find((id) => {
    const c: readonly SingleAmmoId[] = COMBINED_AMMO[id];
    return c.length === parts.length && parts.every((p) => c.includes(p));
  });
  invariant(found !== undefined, `no combined ammunition ${parts.join('+')}`);
  return found;
}

/**
 * The rows of the saves a hit forces: parts that save against the same attribute merge
 * into one row (docs/rules.md §6.4: the save count of the one that forces more, AP's
 * halving for all, every special effect); parts against another attribute (N+E/M: N's ARM
 * save, E/M's BTS saves) keep their own saves. Rules choice: each part's critical adds
 * its own extra save.
 */
function saveRows(
  parts: readonly SingleAmmoId[],
  chart: AmmoChart,
  emCombined: boolean,
): AmmoRow[] {
  const byAgainst = new Map<string, AmmoRow[]>();
  // N+E/M (§10.5): one row, E/M's saves against halved BTS, the wounds of the other type.
  const em = chart.rows.em;
  const shaped = (row: AmmoRow): AmmoRow =>
    emCombined
      ? {
          ...row,
          label: `${row.label}+${em.label}`,
          against: em.against,
          halves: true,
          saves: Math.max(row.saves, em.saves),
          critSaves: Math.max(row.critSaves, em.critSaves),
        }
      : row;
  for (const p of parts) {
    const row = shaped(chart.rows[p]);
    byAgainst.set(row.against, [...(byAgainst.get(row.against) ?? []), row]);
  }
  return [...byAgainst.values()].map((rows) => {
    const first = rows[0];
    invariant(first !== undefined, 'an empty group of ammunition');
    if (rows.length === 1) return first;
    const max = (f: (r: AmmoRow) => number): number => Math.max(...rows.map(f));
    return {
      ...first,
      label: rows.map((r) => r.label).join('+'),
      parts: rows.flatMap((r) => r.parts),
      saves: max((r) => r.saves),
      critSaves: max((r) => r.critSaves),
      halves: rows.some((r) => r.halves),
      woundsPerFail: max((r) => r.woundsPerFail),
      critExtraWounds: max((r) => r.critExtraWounds),
      effect: rows.find((r) => r.effect !== null)?.effect ?? null,
      shock: rows.some((r) => r.shock),
      special: rows.some((r) => r.special),
    };
  });
}

/**
 * Does the trait State: Dead act (docs/rules.md §6.4, §10.4)? Not when an Immunity (ARM),
 * (BTS) or (Enhanced) covers every wounding save (it ignores the weapon's traits that cause
 * States), nor against N4 Immunity (Total) (immune to traits that cause states); the
 * notes say which.
 */
function killsThrough(
  rows: readonly AmmoRow[],
  weapon: Weapon,
  target: Target,
  notes: string[],
): boolean {
  if (target.immunities.includes('total')) {
    notes.push('Immunity (Total): no State: Dead');
    return false;
  }
  const attrs = immuneAttributes(target);
  const chosen = weapon.save === 'bts' ? 'BTS' : 'ARM';
  const covered = (r: AmmoRow): boolean =>
    r.against === 'chosen'
      ? attrs.has(chosen)
      : r.against === 'bts'
        ? attrs.has('BTS')
        : r.against === 'arm+bts'
          ? attrs.has('ARM') && attrs.has('BTS')
          : false;
  if (attrs.size > 0 && rows.every(covered)) {
    const name = target.immunities.includes('enhanced') ? 'Enhanced' : [...attrs].join(', ');
    notes.push(`Immunity (${name}): no State: Dead`);
    return false;
  }
  notes.push('State: Dead: a failed save kills outright');
  return true;
}

/** What the chart, the weapon and the target's immunities make of one hit and one critical. */
export function savePlan(typed: Weapon, target: Target, chart: AmmoChart): SavePlan {
  // E/M and N+E/M always save against BTS (§6.3, §10.5), whatever --save says.
  const weapon: Weapon =
    chart.rows[typed.ammo].parts.includes('em') && typed.save !== 'bts'
      ? { ...typed, save: 'bts' }
      : typed;
  const immune = (i: Immunity): boolean => target.immunities.includes(i);
  const after = partsAfterImmunities(weapon, target, chart);
  const { parts, continuous, dropped, notes, also } = after;
  const ammo = ammoOf(after.emCombined ? [...parts, 'em'] : parts, weapon.ammo);
  const rows = saveRows(parts, chart, after.emCombined);
  const alsoOf = (row: AmmoRow): { also?: NonLethalState } =>
    also !== null && effectOf(row) === null ? { also } : {};
  // SR-X (§10.1): on every save the hits cause; on PH-6 saves and on saves an Immunity
  // changed as the rules choices say (default: yes and yes).
  const sr = weapon.saveMod;
  const srAtAll = sr !== undefined && sr.value !== 0 && (sr.immune || notes.length === 0);
  if (sr !== undefined && sr.value !== 0 && !srAtAll)
    notes.push(`${sr.from}: no SR against a save an Immunity changed (choice sr-immunity)`);
  const srOf = (row: AmmoRow): number =>
    sr === undefined || !srAtAll || (row.against === 'ph' && !sr.ph) ? 0 : sr.value;
  const hit: PlannedSave[] = [];
  const extras: PlannedSave[] = [];
  let group = 0;
  // A program's state replaces the wounds of its ammunition (§8.8).
  const effectOf = (row: AmmoRow): NonLethalState | null => weapon.effect ?? row.effect;
  for (const row of rows) {
    const lethalRow = effectOf(row) === null;
    const mk = (attribute: Attribute, base: number): SaveKind =>
      saveKind(
        attribute,
        base,
        row.halves,
        row.attributeMod,
        target.cover,
        weapon.damage,
        chart.failingFaces,
        srOf(row),
      );
    const kinds: SaveKind[] = [];
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
    for (let i = 0; i < row.saves; i++, group++)
      for (const kind of kinds)
        hit.push({
          kind,
          wounds: row.woundsPerFail,
          continuous: continuous && lethalRow,
          extra: false,
          group,
          effect: effectOf(row),
          ...alsoOf(row),
        });
    // §6.1: a critical adds one save of the same kind (Plasma: against ARM), not Continuous,
    // T2: 1 wound. Immunity (Critical) takes criticals as plain hits.
    const n = immune('crit') ? 0 : row.critSaves - row.saves;
    const kind = kinds[0];
    for (let i = 0; i < n && kind !== undefined; i++)
      extras.push({
        kind,
        wounds: row.critExtraWounds,
        continuous: false,
        extra: true,
        group: -1,
        effect: effectOf(row),
        ...alsoOf(row),
      });
  }
  if (immune('crit') && rows.some((r) => r.critSaves > r.saves))
    notes.push('Immunity (Critical): no extra save');
  const crit = [...hit, ...extras.map((s, i) => ({ ...s, group: group + i }))];
  const lethalRows = rows.filter((r) => effectOf(r) === null);
  const row = lethalRows[0] ?? rows[0] ?? dropped ?? chart.rows[weapon.ammo];
  const lethal = lethalRows.length > 0;
  const kills = lethal && weapon.dead === true && killsThrough(lethalRows, weapon, target, notes);
  const effect =
    rows.map(effectOf).find((e) => e !== null) ?? (lethal ? also : (weapon.effect ?? row.effect));
  // §6.4: a failed Shock save kills at exactly W (not STR), even with NWI; N5 only when
  // the VITA attribute is 1 (the edition's table says up to which W).
  const shockKills =
    lethalRows.some((r) => r.shock) &&
    !target.str &&
    (chart.shockMaxWounds === null || target.wounds <= chart.shockMaxWounds);
  // State: Dead: the first wound kills, whatever W, STR or NWI (§6.4).
  // Remote Presence: a STR trooper is Unconscious twice, Dead one STR later (§10.11).
  const levels = target.remotePresence === true && target.str ? 2 : 1;
  const deadAt = kills
    ? target.taken + 1
    : Math.max(shockKills ? target.wounds : target.wounds + levels, target.taken + 1);
  return {
    ammo,
    row,
    hit,
    crit,
    lethal,
    effect,
    shockKills,
    deadAt,
    need: deadAt - target.taken,
    notes,
  };
}

/**
 * docs/rules.md §6.4: the target's state after `wounds` new wounds. `shocked`: a Shock save
 * that can kill this target already failed earlier in the same order (another weapon's
 * hit), so entering Unconscious now is Dead.
 */
export function stateAfter(
  wounds: number,
  target: Target,
  plan: SavePlan,
  shocked = false,
): TargetState {
  if (wounds === 0) return 'unhurt';
  const total = target.taken + wounds;
  if (total >= plan.deadAt) return 'dead';
  if (total === target.wounds && shocked) return 'dead';
  if (total === target.wounds && !target.nwi) return 'unconscious';
  // Remote Presence's second level (§10.11): deadAt is W + 2 only then.
  if (total > target.wounds) return 'unconscious';
  return 'wounded';
}
