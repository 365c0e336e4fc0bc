/**
 * `infcalc data coverage` (docs/game-data.md): every skill, piece of equipment, weapon
 * property, ammunition and attack-skill bracket the unit files carry (and the weapons whose
 * name is a rule), with how many
 * profiles and options carry it and what infcalc does with it (src/core/data/coverage.ts).
 */
import {
  coverageOf,
  weaponCoverageOf,
  type Coverage,
  type CoverageClass,
} from '../core/data/coverage.js';
import { weaponsOf, type GameMetadata } from '../core/data/metadata.js';
import { indexUnits, unitOf, type Item, type UnitSource } from '../core/data/units.js';
import type { ModRules } from '../core/rules/mods.js';
import { orUsage } from './failure.js';

export type CoverageKind =
  | 'skill'
  | 'equipment'
  | 'property'
  | 'ammunition'
  | 'bracket'
  /** A weapon whose name is a rule of its own (N4 SymbioBomb); others by their traits. */
  | 'weapon';

export interface CoverageRow {
  readonly kind: CoverageKind;
  readonly name: string;
  /** Distinct profiles and options (unit, group, profile or option) that carry it. */
  readonly carriers: number;
  /** null: no class yet (the table in src/core/data/coverage.ts lacks it). */
  readonly coverage: Coverage | null;
}

export interface CoverageReport {
  readonly kind: 'data-coverage';
  readonly dir: string;
  readonly rows: readonly CoverageRow[];
  /** Rows per class, and those with none. */
  readonly counts: Readonly<Record<CoverageClass | 'unclassified', number>>;
}

/** Skills whose brackets are classed one by one: each is another rule. */
const BY_BRACKET = /^(BS Attack|CC Attack|Surprise Attack|Immunity|Neurocinetics)$/i;

/** The coverage of the files: each unit once (its first copy), every profile and option. */
export function dataCoverage(
  meta: GameMetadata,
  files: readonly UnitSource[],
  rules: ModRules,
  dir: string,
): CoverageReport {
  const rows = new Map<
    string,
    { kind: CoverageKind; name: string; carriers: Set<string>; extra?: string; base: string }
  >();
  const weapons = new Map(weaponsOf(meta).map((w) => [w.id, w] as const));
  const add = (kind: CoverageKind, name: string, carrier: string, base = name, extra?: string) => {
    const key = `${kind}:${name}`;
    const row = rows.get(key) ?? {
      kind,
      name,
      carriers: new Set<string>(),
      base,
      ...(extra === undefined ? {} : { extra }),
    };
    row.carriers.add(carrier);
    rows.set(key, row);
  };
  const kit = (
    carrier: string,
    k: { skills: readonly Item[]; equipment: readonly Item[]; weapons: readonly Item[] },
  ) => {
    for (const [kind, items] of [
      ['skill', k.skills],
      ['equipment', k.equipment],
    ] as const)
      for (const i of items) {
        if (BY_BRACKET.test(i.name) && i.extras.length > 0)
          for (const x of i.extras) add('bracket', `${i.name} (${x})`, carrier, i.name, x);
        else add(kind, i.name, carrier);
      }
    for (const i of k.weapons) {
      const w = weapons.get(i.id);
      if (w !== undefined && weaponCoverageOf(w.name) !== null) add('weapon', w.name, carrier);
      for (const m of w?.modes ?? []) {
        for (const p of m.properties) add('property', p.trim(), carrier);
        if (m.ammunition !== null && m.ammunition.trim() !== '')
          add('ammunition', m.ammunition.trim(), carrier);
      }
    }
  };
  for (const entry of orUsage(indexUnits(files))) {
    const unit = unitOf(entry, meta);
    if (!unit.ok) continue;
    for (const g of unit.value.groups) {
      g.profiles.forEach((p, i) => {
        kit(`${entry.id}/${g.id}/p${i}`, p);
      });
      for (const o of g.options) kit(`${entry.id}/${g.id}/o${o.id}`, o);
    }
  }
  const out: CoverageRow[] = [...rows.values()]
    .map((r) => ({
      kind: r.kind,
      name: r.name,
      carriers: r.carriers.size,
      coverage: r.kind === 'weapon' ? weaponCoverageOf(r.base) : coverageOf(rules, r.base, r.extra),
    }))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || b.carriers - a.carriers || a.name.localeCompare(b.name),
    );
  const counts = { applied: 0, declared: 0, 'no-effect': 0, 'not-modelled': 0, unclassified: 0 };
  for (const r of out) counts[r.coverage?.class ?? 'unclassified']++;
  return { kind: 'data-coverage', dir, rows: out, counts };
}
