/**
 * The ammunition chart (docs/rules.md §6.3, §7.2) as data: the damage domain reads these
 * rows and never asks which edition it is. N4 and N5 differ only in STUN's saves, in the
 * troop types E/M's IMM-B reaches, and in notation (Damage and W vs PS and VITA).
 *
 * Part of the rules folder: imports nothing from the other domains.
 */

/** One type of ammunition, as the chart lists it (§6.3). */
export const SINGLE_AMMO_IDS = [
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
export type SingleAmmoId = (typeof SINGLE_AMMO_IDS)[number];

/**
 * Combined ammunition (docs/rules.md §6.4, §10.5): a weapon whose profile joins types with
 * "+" applies all of them on every hit. These are the combinations weapons carry (AP+T2
 * among them), and those an attack skill's bracket makes with a weapon's own ammunition
 * (BS Attack (Shock) on a DA, EXP, T2 or AP+DA weapon, BS Attack (T2) on an AP weapon...).
 */
export const COMBINED_AMMO = {
  'ap+da': ['ap', 'da'],
  'ap+exp': ['ap', 'exp'],
  'ap+shock': ['ap', 'shock'],
  'da+shock': ['da', 'shock'],
  'n+em': ['n', 'em'],
  'ap+t2': ['ap', 't2'],
  'da+t2': ['da', 't2'],
  'exp+t2': ['exp', 't2'],
  'exp+shock': ['exp', 'shock'],
  't2+shock': ['t2', 'shock'],
  'ap+da+shock': ['ap', 'da', 'shock'],
  'ap+exp+shock': ['ap', 'exp', 'shock'],
  'ap+t2+shock': ['ap', 't2', 'shock'],
  'ap+da+t2': ['ap', 'da', 't2'],
  'ap+exp+t2': ['ap', 'exp', 't2'],
} as const satisfies Record<string, readonly SingleAmmoId[]>;
export type CombinedAmmoId = keyof typeof COMBINED_AMMO;

export const AMMO_IDS = [
  ...SINGLE_AMMO_IDS,
  'ap+da',
  'ap+exp',
  'ap+shock',
  'da+shock',
  'n+em',
  'ap+t2',
  'da+t2',
  'exp+t2',
  'exp+shock',
  't2+shock',
  'ap+da+shock',
  'ap+exp+shock',
  'ap+t2+shock',
  'ap+da+t2',
  'ap+exp+t2',
] as const satisfies readonly (SingleAmmoId | CombinedAmmoId)[];
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
export type NonLethalState =
  | 'stunned'
  | 'isolated'
  | 'imm-a'
  | 'imm-b'
  | 'possessed'
  | 'targeted'
  /** A Sepsitor's failed save (docs/rules.md §10.11): a Null state, no wound. */
  | 'sepsitorized';

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
  /**
   * The chart types this row is made of: itself, or the two types of a combined
   * ammunition (§6.4), whose saves the damage model builds from the parts' rows.
   */
  readonly parts: readonly SingleAmmoId[];
}

/** What Immunity (Total) stops besides special ammunition (docs/rules.md §6.4). */
export interface TotalImmunity {
  /** Continuous Damage is ignored: a failed save forces no more saves. */
  readonly continuous: boolean;
  /** Non-lethal ammunition is ignored entirely: no save, no state. */
  readonly nonLethal: boolean;
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
  /**
   * docs/rules.md §6.4: a failed Shock save kills at exactly W only when the W/VITA
   * attribute is at most this (null: any W). N4: any; N5: VITA 1 only.
   */
  readonly shockMaxWounds: number | null;
  /** docs/rules.md §6.4: what Immunity (Total) ignores in this edition. */
  readonly totalImmunity: TotalImmunity;
}

const lethal = (
  id: SingleAmmoId,
  label: string,
  saves: number,
  extra: Partial<AmmoRow> = {},
): AmmoRow => ({
  label,
  parts: [id],
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

const N4_SINGLE: Readonly<Record<SingleAmmoId, AmmoRow>> = {
  n: lethal('n', 'N', 1, { special: false }),
  ap: lethal('ap', 'AP', 1, { halves: true }),
  da: lethal('da', 'DA', 2),
  exp: lethal('exp', 'EXP', 3),
  t2: lethal('t2', 'T2', 1, { woundsPerFail: 2 }),
  shock: lethal('shock', 'SHOCK', 1, { shock: true }),
  stun: lethal('stun', 'STUN', 2, { effect: 'stunned', special: false }),
  em: lethal('em', 'E/M', 2, { against: 'bts', halves: true, effect: 'isolated', special: false }),
  para: lethal('para', 'PARA', 1, {
    against: 'ph',
    attributeMod: -6,
    effect: 'imm-a',
    special: false,
  }),
  // Plasma stays one ARM and one BTS save under Immunity (Total) (§6.4).
  plasma: lethal('plasma', 'PLASMA', 1, { against: 'arm+bts', special: false }),
};

/**
 * A combined ammunition's row (docs/rules.md §6.4), for labels and the saves' shape: the
 * parts that save against the same attribute merge (the save count of the one that forces
 * more, AP's halving for all, Shock's effect on every failed save); the damage model
 * builds each part's saves from `parts`.
 */
function combinedRow(rows: Readonly<Record<SingleAmmoId, AmmoRow>>, id: CombinedAmmoId): AmmoRow {
  const ids: readonly SingleAmmoId[] = COMBINED_AMMO[id];
  const parts = ids.map((p) => rows[p]);
  const first = parts[0] ?? rows.n;
  const max = (f: (r: AmmoRow) => number): number => Math.max(...parts.map(f));
  return {
    label: parts.map((r) => r.label).join('+'),
    parts: COMBINED_AMMO[id],
    saves: max((r) => r.saves),
    critSaves: max((r) => r.critSaves),
    against: first.against,
    halves: parts.some((r) => r.halves && r.against === first.against),
    attributeMod: first.attributeMod,
    woundsPerFail: max((r) => (r.effect === null ? r.woundsPerFail : 0)),
    critExtraWounds: max((r) => (r.effect === null ? r.critExtraWounds : 0)),
    effect: parts.find((r) => r.effect !== null)?.effect ?? null,
    shock: parts.some((r) => r.shock),
    special: parts.some((r) => r.special),
  };
}

function withCombined(
  rows: Readonly<Record<SingleAmmoId, AmmoRow>>,
): Readonly<Record<AmmoId, AmmoRow>> {
  const combined = Object.fromEntries(
    (Object.keys(COMBINED_AMMO) as CombinedAmmoId[]).map((id) => [id, combinedRow(rows, id)]),
  ) as Record<CombinedAmmoId, AmmoRow>;
  return { ...rows, ...combined };
}

const N4_ROWS = withCombined(N4_SINGLE);

export const N4_AMMO: AmmoChart = {
  rows: N4_ROWS,
  immBTypes: ['HI', 'REM', 'TAG'],
  notation: 'damage',
  woundsName: 'W',
  failingFaces: 'low',
  shockMaxWounds: null,
  // N4 Immunity page: Total is immune to traits that cause states or damage, and to
  // Non-Lethal weapons entirely.
  totalImmunity: { continuous: true, nonLethal: true },
};

export const N5_AMMO: AmmoChart = {
  // docs/rules.md §7.2: STUN is 1 save per hit (2 on a critical).
  rows: withCombined({ ...N4_SINGLE, stun: { ...N4_SINGLE.stun, saves: 1, critSaves: 2 } }),
  immBTypes: ['HI', 'REM', 'TAG', 'VH'],
  notation: 'ps',
  woundsName: 'VITA',
  failingFaces: 'high',
  // N5 Shock Ammunition: only a target whose VITA attribute is 1 dies at exactly VITA.
  shockMaxWounds: 1,
  // Rules choice (docs/rules.md §6.4): N5's Immunity does not stop the Non-Lethal and
  // State: Stunned traits, so STUN, E/M and PARA still apply their states.
  totalImmunity: { continuous: true, nonLethal: false },
};
