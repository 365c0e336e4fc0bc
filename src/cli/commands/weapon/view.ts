/** How a weapon chart is shown (docs/game-data.md): text, JSON, and its table (md, csv). */
import type { Game } from '../../../core/army/schema.js';
import { bandSpan } from '../../../core/data/distance.js';
import type { WeaponMode } from '../../../core/data/metadata.js';
import type { RangeMod } from '../../../core/data/weapons.js';
import type { ShownAs, WeaponReport } from '../../data/lookup.js';
import { int, num, text, type Cell, type Table } from '../../render/cells.js';
import type { Style } from '../../style.js';
import type { View } from '../../view.js';

const n = (v: number | null): string => (v === null ? '-' : String(v));
const signed = (v: number): string => (v > 0 ? `+${v}` : String(v));

/**
 * A mode's damage in the run's edition: the data's N5 PS 7 is N4 Damage 13 (PS = 20 -
 * Damage, §6.2), as odds converts it; the data's own value follows when they differ.
 */
function damageText(raw: string, game: Game | null, shown: ShownAs): string {
  const data: 'damage' | 'ps' = game === 'n4' ? 'damage' : 'ps';
  const label = (k: 'damage' | 'ps') => (k === 'ps' ? 'PS' : 'Damage');
  if (data === shown.damage || !/^\d+$/.test(raw.trim())) return `${label(data)} ${raw}`;
  return `${label(shown.damage)} ${20 - Number(raw)} (${label(data)} ${raw} in the data)`;
}

/** "ARM and BTS" with "1 and 1": one save against each (Plasma, §6.3). */
function saveText(saving: string | null, saves: string | null): string {
  const parts = (saving ?? '-').split(/\s+and\s+/i);
  const counts = (saves ?? '1').split(/\s+and\s+/i);
  const times = (c: string | undefined) =>
    c === undefined || c === '1' || c === '-' ? '' : ` x${c}`;
  if (parts.length > 1 && counts.length === parts.length)
    return counts.every((c) => c === '1')
      ? `save ${parts.join(' and ')}, one roll each`
      : `save ${parts.map((p, i) => `${p}${times(counts[i])}`).join(' and ')}`;
  return `save ${saving ?? '-'}${saves === null ? '' : times(saves)}`;
}

const bandsText = (m: WeaponMode): string =>
  m.bands === null
    ? 'no range bands (no range MOD)'
    : m.bands.map((b) => `${bandSpan(b)} ${signed(b.mod)}`).join('; ');

function modeLines(m: WeaponMode, game: Game | null, shown: ShownAs): string[] {
  const head = [
    m.mode ?? 'one mode',
    m.attribute.toUpperCase(),
    `burst ${n(m.burst)}`,
    damageText(m.damage, game, shown),
    `ammo ${m.ammunition ?? '-'}`,
    saveText(m.saving, m.saves),
  ].join(', ');
  const out = [`  ${head}`, `    range: ${bandsText(m)}`];
  if (m.properties.length > 0) out.push(`    traits: ${m.properties.join(', ')}`);
  if (m.profile !== null) out.push(`    profile: ${m.profile}`);
  return out;
}

function weaponText(r: WeaponReport, st: Style): string {
  const lines = [st.bold(r.weapon.name)];
  r.weapon.modes.forEach((m, i) => {
    lines.push(...modeLines(m, r.game, r.shown));
    const at = r.range?.[i];
    if (at !== undefined) {
      const where = `    at ${at.distance.text} (${at.distance.cm} cm): `;
      lines.push(
        where +
          (at.at.kind === 'band'
            ? `${at.at.band.label}, ${at.label ?? ''}`
            : at.at.kind === 'out'
              ? `out of range (past ${at.at.last.max} cm): no MOD`
              : 'no range MOD (template, CC or deployable)'),
      );
    }
  });
  return lines.join('\n') + '\n';
}

/** A mode's Damage or PS as the run's edition writes it, the number alone when it has one. */
function damageCell(raw: string, game: Game | null, shown: ShownAs): Cell {
  const data: 'damage' | 'ps' = game === 'n4' ? 'damage' : 'ps';
  if (!/^\d+$/.test(raw.trim())) return text(raw);
  return int(data === shown.damage ? Number(raw) : 20 - Number(raw));
}

/** What --range found for one mode, as cells: band, MOD, out of range. */
function rangeCells(at: RangeMod | undefined): Cell[] {
  if (at === undefined) return [];
  return [
    text(at.distance.text),
    num(at.distance.cm, Number.isInteger(at.distance.cm) ? 0 : 1),
    at.at.kind === 'band' ? text(at.at.band.label) : null,
    at.mod === null ? null : text(signed(at.mod)),
    text(at.at.kind === 'out' ? 'yes' : 'no'),
  ];
}

/** `--format md|csv`: one row per mode; with --range, its band at that distance. */
function weaponTables(r: WeaponReport): Table[] {
  const col = (key: string, label: string) => ({ key, label });
  const damage = r.shown.damage;
  return [
    {
      title: `${r.weapon.name}: chart`,
      columns: [
        col('mode', 'Mode'),
        col('attribute', 'Attribute'),
        col('burst', 'B'),
        col(damage, damage === 'ps' ? 'PS' : 'Damage'),
        col('ammo', 'Ammo'),
        col('save', 'Save'),
        col('bands', 'Range bands'),
        col('traits', 'Traits'),
        col('profile', 'Profile'),
        ...(r.range === null
          ? []
          : [
              col('distance', 'Distance'),
              col('cm', 'cm'),
              col('band', 'Band'),
              col('mod', 'MOD'),
              col('out_of_range', 'Out of range'),
            ]),
      ],
      rows: r.weapon.modes.map((m, i): Cell[] => [
        text(m.mode ?? ''),
        text(m.attribute.toUpperCase()),
        m.burst === null ? null : int(m.burst),
        damageCell(m.damage, r.game, r.shown),
        text(m.ammunition ?? ''),
        text(saveText(m.saving, m.saves).replace(/^save /, '')),
        text(m.bands === null ? '' : bandsText(m)),
        text(m.properties.join(', ')),
        text(m.profile ?? ''),
        ...rangeCells(r.range?.[i]),
      ]),
    },
  ];
}

export const weaponView: View<WeaponReport> = {
  text: weaponText,
  tables: weaponTables,
  json: (r) => ({
    kind: 'weapon',
    game: r.game,
    weapon: r.weapon,
    range:
      r.range?.map((x) => ({
        distance: x.distance,
        band: x.at.kind === 'band' ? x.at.band : null,
        outOfRange: x.at.kind === 'out',
        mod: x.mod,
        label: x.label,
      })) ?? null,
    warnings: r.warnings,
  }),
  notes: (r) => r.warnings,
};
