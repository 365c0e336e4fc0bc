/** How a trooper and a weapon chart are shown (docs/game-data.md). */
import type { Game } from '../../../core/army/schema.js';
import { bandSpan } from '../../../core/data/distance.js';
import type { WeaponMode } from '../../../core/data/metadata.js';
import type { Item, Profile, UnitOption } from '../../../core/data/units.js';
import type { ShownAs, UnitReport, WeaponReport } from '../../data/lookup.js';
import type { Style } from '../../style.js';
import type { View } from '../../view.js';

const n = (v: number | null): string => (v === null ? '-' : String(v));
const signed = (v: number): string => (v > 0 ? `+${v}` : String(v));
const names = (items: readonly Item[]): string => items.map((i) => i.text).join(', ');

function attributes(p: Profile, shown: ShownAs): string {
  const wounds = p.str ? 'STR' : shown.wounds;
  return [
    `MOV ${p.move.join('-') || '-'}`,
    `CC ${n(p.cc)}`,
    `BS ${n(p.bs)}`,
    `PH ${n(p.ph)}`,
    `WIP ${n(p.wip)}`,
    `ARM ${n(p.arm)}`,
    `BTS ${n(p.bts)}`,
    `${wounds} ${n(p.w)}`,
    `S ${n(p.s)}`,
  ].join('  ');
}

function orders(o: UnitOption): string {
  const parts = o.orders
    .filter((x) => x.total > 0)
    .map((x) => `${x.total} ${x.type.toLowerCase()}`);
  return parts.length === 0 ? 'no orders' : parts.join(', ');
}

function optionLine(o: UnitOption): string {
  const kit = [names(o.weapons), names(o.skills), names(o.equipment)].filter((x) => x !== '');
  return `  ${`${o.group}-${o.id}`.padEnd(5)} ${o.name}: ${o.points} pts, SWC ${o.swc}, ${orders(o)}${kit.length > 0 ? `; ${kit.join('; ')}` : ''}`;
}

/** AVA as the data writes it: 255 is Total, -1 a group not selectable on its own. */
const avaText = (v: number | null): string =>
  v === null ? '-' : v === 255 ? 'Total' : v < 0 ? 'not selectable alone' : String(v);

/** "AVA 2" for every faction alike; else each value with its factions. */
function avaLine(r: UnitReport): string | null {
  if (r.ava.length === 0) return null;
  const byText = new Map<string, number[]>();
  for (const a of r.ava) {
    const text =
      a.groups.length <= 1
        ? avaText(a.groups[0] ?? null)
        : a.groups.map((g, i) => `group ${i + 1}: ${avaText(g)}`).join(', ');
    byText.set(text, [...(byText.get(text) ?? []), a.faction]);
  }
  if (byText.size === 1) return `AVA ${[...byText.keys()][0] ?? '-'}`;
  return `AVA ${[...byText].map(([t, f]) => `${t} (faction ${f.join(', ')})`).join('; ')}`;
}

function unitLines(
  u: UnitReport['unit'],
  allWords: UnitReport['words'],
  shown: ShownAs,
  st: Style,
): string[] {
  const lines: string[] = [];
  let i = 0;
  for (const g of u.groups) {
    for (const p of g.profiles) {
      const words = allWords[i] ?? [];
      i++;
      lines.push(st.bold(`Profile ${i}: ${p.name}${p.type === null ? '' : ` (${p.type})`}`));
      lines.push(`  ${attributes(p, shown)}`);
      if (p.skills.length > 0) lines.push(`  Skills: ${names(p.skills)}`);
      if (p.equipment.length > 0) lines.push(`  Equipment: ${names(p.equipment)}`);
      if (p.weapons.length > 0) lines.push(`  Weapons: ${names(p.weapons)}`);
      if (words.length > 0) lines.push(st.dim(`  Words: ${words.map((w) => w.word).join(', ')}`));
    }
  }
  const options = [...u.pairs, ...u.groups.flatMap((g) => g.options)];
  if (options.length > 0) {
    lines.push(st.bold('Options (group-option)'));
    lines.push(...options.map(optionLine));
  }
  return lines;
}

function unitText(r: UnitReport, st: Style): string {
  const u = r.unit;
  const ava = avaLine(r);
  const lines = [
    st.bold(u.name) + (u.isc !== null && u.isc !== u.name ? ` (${u.isc})` : ''),
    `Unit ${u.id}, in faction ${u.factions.join(', ')}`,
    ...(ava === null ? [] : [ava]),
  ];
  // The faction files differ: each version in full, never one of them silently.
  if (r.versions.length > 1) {
    lines.push(
      `The faction files differ: ${r.versions.length} versions (--faction shows one faction's)`,
    );
    for (const v of r.versions) {
      lines.push(st.bold(`Version of faction ${v.factions.join(', ')}`));
      lines.push(...unitLines(v.unit, v.words, r.shown, st).map((l) => `  ${l}`));
    }
  } else lines.push(...unitLines(u, r.words, r.shown, st));
  return lines.join('\n') + '\n';
}

export const unitView: View<UnitReport> = {
  text: unitText,
  json: (r) => ({
    kind: 'unit',
    game: r.game,
    unit: r.unit,
    words: r.words,
    ava: r.ava,
    ...(r.versions.length > 1 ? { versions: r.versions } : {}),
    warnings: r.warnings,
  }),
  notes: (r) => r.warnings,
};

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

function modeLines(m: WeaponMode, game: Game | null, shown: ShownAs): string[] {
  const head = [
    m.mode ?? 'one mode',
    m.attribute.toUpperCase(),
    `burst ${n(m.burst)}`,
    damageText(m.damage, game, shown),
    `ammo ${m.ammunition ?? '-'}`,
    saveText(m.saving, m.saves),
  ].join(', ');
  const bands =
    m.bands === null
      ? 'no range bands (no range MOD)'
      : m.bands.map((b) => `${bandSpan(b)} ${signed(b.mod)}`).join('; ');
  const out = [`  ${head}`, `    range: ${bands}`];
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

export const weaponView: View<WeaponReport> = {
  text: weaponText,
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
