/**
 * The ammunition chart (docs/rules.md §6.3, §7.2) as data: the damage domain reads these
 * rows and never asks which edition it is. N4 and N5 differ only in STUN's saves, in the
 * troop types E/M's IMM-B reaches, and in notation (Damage and W vs PS and VITA).
 *
 * Part of the rules folder: imports nothing from the other domains.
 */

export const AMMO_IDS = [
  'n',
  'ap',
  'da',
  'exp',
  't2',
  'shock',
  'stun',
  'em',
  'para',
  'plasma',
] as const;
export type AmmoId = (typeof AMMO_IDS)[number];

/**
 * What a save is rolled against (docs/rules.md §6.2): the attribute the weapon names (ARM or
 * BTS, `--save`), BTS whatever the weapon says (E/M), PH with a MOD (PARA), or a pair of
 * saves, one against ARM and one against BTS (Plasma).
 */
export type SaveAgainst = 'chosen' | 'bts' | 'ph' | 'arm+bts';

/**
 * The state non-lethal ammunition (§6.3), or a hacking program that only causes a state
 * (§8.8: Carbonite IMM-B, Oblivion Isolated, Total Control Possessed, N5 Spotlight
 * Targeted), applies when at least one save fails. It inflicts no wounds.
 */
export type NonLethalState = 'stunned' | 'isolated' | 'imm-a' | 'imm-b' | 'possessed' | 'targeted';

export interface AmmoRow {
  /** How the chart and text output name it. */
  readonly label: string;
  /** Saves per plain hit (for Plasma: pairs of saves). */
  readonly saves: number;
  /** Saves per critical hit, the extra critical save included (§6.1). */
  readonly critSaves: number;
  readonly against: SaveAgainst;
  /** AP halves ARM/BTS, E/M halves BTS: rounded up, before cover (§6.2). */
  readonly halves: boolean;
  /** A MOD on the attribute of the save (PARA: PH-6). */
  readonly attributeMod: number;
  /** Wounds per failed save; a critical's extra save inflicts `critExtraWounds` (T2: 1). */
  readonly woundsPerFail: number;
  readonly critExtraWounds: number;
  /** Non-lethal ammunition inflicts no wounds but applies a state. */
  readonly effect: NonLethalState | null;
  /** Shock: Dead at exactly W (not STR), §6.4. */
  readonly shock: boolean;
  /** Lethal special ammunition: Immunity (Total) treats it as N (§6.4). */
  readonly special: boolean;
}

export interface AmmoChart {
  readonly rows: Readonly<Record<AmmoId, AmmoRow>>;
  /** Troop types that E/M's IMM-B also affects (§6.3; N5 adds VH). */
  readonly immBTypes: readonly string[];
  /** How the edition writes a weapon's damage: N4 "Damage 13", N5 "PS 7" (PS = 20 - Damage). */
  readonly notation: 'damage' | 'ps';
  /**
   * Which faces fail an ARM/BTS save (docs/rules.md §6.2): N4 rolls against the Attack
   * Damage, so a die at most Damage - ARM fails ('low'); N5 rolls against ARM + PS, so a
   * die above it fails ('high'). As many faces fail either way, so odds agree; typed dice
   * do not. A save against PH - 6 is a Normal roll in both: above it fails.
   */
  readonly failingFaces: 'low' | 'high';
  /** What the edition calls wounds: N4 W, N5 VITA. */
  readonly woundsName: string;
}

const lethal = (label: string, saves: number, extra: Partial<AmmoRow> = {}): AmmoRow => ({
  label,
  saves,
  critSaves: saves + 1,
  against: 'chosen',
  halves: false,
  attributeMod: 0,
  woundsPerFail: 1,
  critExtraWounds: 1,
  effect: null,
  shock: false,
  special: true,
  ...extra,
});

const N4_ROWS: Readonly<Record<AmmoId, AmmoRow>> = {
  n: lethal('N', 1, { special: false }),
  ap: lethal('AP', 1, { halves: true }),
  da: lethal('DA', 2),
  exp: lethal('EXP', 3),
  t2: lethal('T2', 1, { woundsPerFail: 2 }),
  shock: lethal('SHOCK', 1, { shock: true }),
  stun: lethal('STUN', 2, { effect: 'stunned', special: false }),
  em: lethal('E/M', 2, { against: 'bts', halves: true, effect: 'isolated', special: false }),
  para: lethal('PARA', 1, { against: 'ph', attributeMod: -6, effect: 'imm-a', special: false }),
  // Plasma stays one ARM and one BTS save under Immunity (Total) (§6.4).
  plasma: lethal('PLASMA', 1, { against: 'arm+bts', special: false }),
};

export const N4_AMMO: AmmoChart = {
  rows: N4_ROWS,
  immBTypes: ['HI', 'REM', 'TAG'],
  notation: 'damage',
  woundsName: 'W',
  failingFaces: 'low',
};

export const N5_AMMO: AmmoChart = {
  // docs/rules.md §7.2: STUN is 1 save per hit (2 on a critical).
  rows: { ...N4_ROWS, stun: { ...N4_ROWS.stun, saves: 1, critSaves: 2 } },
  immBTypes: ['HI', 'REM', 'TAG', 'VH'],
  notation: 'ps',
  woundsName: 'VITA',
  failingFaces: 'high',
};
