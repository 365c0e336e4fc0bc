/**
 * The line that names a shared answer (docs/sharing.md): "FUSILIER (Combi Rifle) vs
 * ZHANSHI (Combi Rifle) · 37 cm · target in cover" when game data supplied the troopers,
 * for Discord titles, chart titles and Markdown headings alike; null when the sides were
 * typed as numbers (nothing to name).
 */
import type { DataSource, FromData } from '../../core/data/side.js';
import type { DamageSection } from '../troopers.js';

const trooper = (s: DataSource | null): string | null => {
  if (s === null) return null;
  const weapon = s.weapon === null ? '' : ` (${s.weapon}${s.mode === null ? '' : `: ${s.mode}`})`;
  // A member of an army list by its own name ("FUSILIER Lieutenant"), not its unit's.
  const name = s.listed?.name ?? s.unit;
  return name === null ? (s.weapon ?? null) : `${name}${weapon}`;
};

const spaced = (d: string): string => d.replace(/^(\d+(?:\.\d+)?)(cm|in)$/, '$1 $2');

export function sharedName(
  fromData: FromData | undefined,
  damage: DamageSection | null = null,
): string | null {
  if (fromData === undefined) return null;
  const a = trooper(fromData.active);
  const r = trooper(fromData.reactive);
  if (a === null && r === null) return null;
  const parts = [a !== null && r !== null ? `${a} vs ${r}` : (a ?? `vs ${r ?? ''}`)];
  const range = fromData.active?.range ?? null;
  if (range !== null) parts.push(spaced(range.distance));
  if (damage?.active?.target.cover === true) parts.push('target in cover');
  return parts.join(' · ');
}
