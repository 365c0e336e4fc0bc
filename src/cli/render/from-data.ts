/** The "from data:" lines of a roll or odds answer whose troopers came from game data (docs/game-data.md). */
import type { DataSource, FromData } from '../../core/data/side.js';
import type { Style } from '../style.js';
import { wrap } from './wrap.js';

/** "from data:" lines: which trooper, weapon and band each side came from, and what they filled. */
export function fromDataLines(fd: FromData | undefined, st: Style): string[] {
  if (fd === undefined) return [];
  const sides = [fd.active, fd.reactive].flatMap((s) => (s === null ? [] : [sourceText(s)]));
  return [
    ...wrap(sides.join('; '), '  from data: ', '    ').map(st.dim),
    ...wrap(fd.filled.join(', '), '    filled: ', '      ').map(st.dim),
    ...(fd.notes ?? []).flatMap((n) => wrap(n, '    note: ', '      ').map(st.dim)),
  ];
}

/** One side: "FUSILIERS (FUSILIER), Combi Rifle at 37cm (short, range +3)". */
export function sourceText(s: DataSource): string {
  const range =
    s.range === null
      ? ''
      : s.range.outOfRange
        ? ` at ${s.range.distance} (out of range: no MOD)`
        : s.range.band === null
          ? ` at ${s.range.distance} (no range MOD)`
          : ` at ${s.range.distance} (${s.range.band}, range ${(s.range.mod ?? 0) > 0 ? '+' : ''}${s.range.mod ?? 0})`;
  const weapon = s.weapon === null ? '' : `, ${s.weapon}${s.mode === null ? '' : ` ${s.mode}`}`;
  if (s.unit === null) return `${s.weapon ?? ''}${s.mode === null ? '' : ` ${s.mode}`}`;
  // The loadout (docs/game-data.md, "The loadout"): "option 3: Combi Rifle, BS Attack (Shock)".
  const option = s.option === undefined ? '' : `; ${s.option}`;
  const listed = s.listed === undefined ? '' : `list ${s.listed.position} ${s.listed.name}: `;
  return `${listed}${s.unit} (${s.profile ?? ''}${s.from === 'profiles' ? ', from profiles' : ''}${option})${weapon}${range}`;
}

/** A short name for a matchup from the data: "FUSILIERS Combi Rifle 37cm vs ZHANSHI". */
export function fromDataLabel(fd: FromData): string {
  const one = (s: DataSource): string =>
    [s.listed === undefined ? s.unit : s.listed.name, s.weapon, s.mode, s.range?.distance]
      .filter((x) => x != null)
      .join(' ');
  return [fd.active, fd.reactive].flatMap((s) => (s === null ? [] : [one(s)])).join(' vs ');
}
