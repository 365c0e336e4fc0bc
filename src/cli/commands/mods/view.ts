/** The MOD catalogue as text and JSON (docs/rules.md §8). */
import type { ModsReport } from '../../../app/mods.js';
import type { Catalogue, CatalogueWord } from '../../../core/mods/index.js';
import type { Style } from '../../style.js';
import { signed } from '../../render/format.js';
import type { View } from '../../view.js';

function wordLines(w: CatalogueWord, defaults: ReadonlyMap<string, string>, st: Style): string[] {
  const lines = [`  ${st.bold(w.word.padEnd(16))} ${w.name} (${w.section})`];
  for (const c of w.changes) lines.push(`      ${c}`);
  if (w.changes.length === 0 && w.unconfirmed === null) lines.push('      no roll MOD');
  if (w.unconfirmed !== null) lines.push(`      ${st.warn(w.unconfirmed)}`);
  // What the other readings of an open point give (the default's is listed above).
  for (const c of w.choices) {
    for (const [value, changes] of Object.entries(c.values)) {
      if (value === defaults.get(c.id)) continue;
      const what = changes.length === 0 ? 'nothing' : changes.join('; ');
      lines.push(st.dim(`      with --choice ${c.id}=${value}, instead: ${what}`));
    }
  }
  if (w.aliases.length > 0) lines.push(st.dim(`      also: ${w.aliases.join(', ')}`));
  return lines;
}

const zoneText = (z: Catalogue['zones'][number]): string =>
  z.onlyForSensors
    ? 'Zero Visibility for MSV and Marksmanship users only (they answer at -6, not reduced)'
    : z.value === null
      ? 'no LoF through it; the target of a BS Attack answers at -6'
      : `${signed(z.value)} on BS Attack and Discover, never on a Dodge`;

function text(r: ModsReport, st: Style): string {
  const c = r.catalogue;
  const defaults = new Map(c.choices.map((ch) => [ch.id, ch.default]));
  const title = st.bold('Skills and equipment (--with, --vs-with)');
  if (r.only !== null) return [title, ...wordLines(r.only, defaults, st)].join('\n') + '\n';
  const lines = [
    title,
    ...c.words.flatMap((w) => wordLines(w, defaults, st)),
    '',
    st.bold('Situations'),
    `  --cover, --vs-cover  Partial Cover: -3 to the enemy's BS Attack and Discover, and the save bonus (§8.2)`,
    ...c.zones.map((z) => `  --zone ${z.zone.padEnd(12)} ${z.name}: ${zoneText(z)} (§8.4)`),
    `  --range D           the distance (37cm, 15in): a weapon's band from game data, the own bands of Suppressive Fire and Discover, Suppressive Fire's reach (§8.1, §8.9)`,
    ...c.ranges.map((x) => `  --${x.roll.padEnd(17)} ${x.text} (§8.1)`),
    `  the sum of every MOD is held to -${c.cap}..+${c.cap} (§1.1)`,
    '',
    st.bold('Hacking programs (--program)'),
    '  program         attack  enemy  B  ARO B  damage  ammo  effect',
    ...c.programs.map(
      (p) =>
        `  ${p.name.padEnd(14)}  ${signed(p.attack).padStart(6)}  ${signed(p.opponent).padStart(5)}  ${String(p.burst).padStart(1)}  ${String(p.aroBurst).padStart(5)}  ${(p.damage === null ? '-' : String(p.damage)).padStart(6)}  ${(p.ammo ?? '-').toUpperCase().padEnd(4)}  ${p.effect}`,
    ),
    '',
    st.bold('Open rules points (--choice NAME=VALUE)'),
    ...c.choices.map(
      (ch) =>
        `  ${ch.id.padEnd(18)} ${ch.values.map((v) => (v === ch.default ? `${v} (default)` : v)).join(' | ')}  ${st.dim(`${ch.question} (${ch.section})`)}`,
    ),
  ];
  return lines.join('\n') + '\n';
}

const json = (r: ModsReport): unknown =>
  r.only !== null
    ? { kind: 'mods', words: [r.only] }
    : {
        kind: 'mods',
        words: r.catalogue.words,
        situations: {
          cover: { value: -3, rolls: ['bs', 'discover'] },
          zones: r.catalogue.zones,
          cap: r.catalogue.cap,
          ranges: r.catalogue.ranges.map(({ roll, label, bands }) => ({ roll, label, bands })),
        },
        programs: r.catalogue.programs,
        choices: r.catalogue.choices,
      };

export const modsView: View<ModsReport> = { text, json };
