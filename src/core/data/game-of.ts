/**
 * The game of an army builder's metadata, read without its schema (no zod): the menu's
 * first picker pre-selects the data's edition before anything else is loaded.
 */
import type { Game } from '../army/schema.js';

/**
 * The game an army builder's data is for, from its metadata: N5 weapons carry a
 * `savingNum` (N4's do not, and N4 Damage is 10 and more); CodeOne's faction ids are
 * 10000 and up (10101 PanOceania). Null when the metadata does not tell (no weapons).
 */
export function metadataGame(meta: unknown): Game | null {
  if (typeof meta !== 'object' || meta === null) return null;
  const m = meta as { weapons?: unknown; factions?: unknown };
  const weapons = Array.isArray(m.weapons) ? (m.weapons as unknown[]) : [];
  const factions = Array.isArray(m.factions) ? (m.factions as unknown[]) : [];
  const ids = factions
    .map((f) => (f as { id?: unknown } | null)?.id)
    .filter((id) => typeof id === 'number');
  if (ids.length > 0 && ids.every((id) => id >= CODEONE_FIRST_ID)) return 'codeone';
  if (weapons.length === 0) return null;
  const field = (w: unknown, k: string): unknown =>
    typeof w === 'object' && w !== null ? (w as Record<string, unknown>)[k] : undefined;
  if (weapons.some((w) => field(w, 'savingNum') !== undefined)) return 'n5';
  return weapons.some((w) => Number(field(w, 'damage')) >= 10) ? 'n4' : null;
}

/** CodeOne's faction ids: 10101 PanOceania, 10201 Yu Jing... */
const CODEONE_FIRST_ID = 10000;
