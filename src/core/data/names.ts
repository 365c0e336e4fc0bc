/**
 * Finding a unit or a weapon by the name a player types: case, accents and spacing do
 * not count ("zhanshi yisheng" finds "Zhanshi YĪSHĒNG"); an exact name wins over the same
 * name in the singular or plural ("fusilier" finds "FUSILIERS" before "FUSILIER INDIGO
 * BIPANDRA"), which wins over a part of one; several matches are listed; none gets a "did
 * you mean".
 */
import { err, inputError, ok, type Result } from '../result.js';
import { suggest } from '../suggest.js';

/** Longest name looked up: past this it is not a name (bounded before any work). */
export const MAX_NAME = 100;
/** At most this many candidates are listed in an ambiguity. */
const MAX_LISTED = 8;

/** "Zhanshi YĪSHĒNG" -> "zhanshi yisheng" */
export function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/** "fusiliers" and "fusilier" -> "fusilier": players type a unit in either number. */
const singular = (key: string): string =>
  key
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
    .join(' ');

export interface Named<T> {
  readonly item: T;
  /** Every name the item answers to (unit name, ISC...); the first is shown. */
  readonly names: readonly string[];
}

/**
 * The one item `query` names. `what` is the kind in messages ("unit", "weapon"); `hint`
 * says where to look ("infcalc data list").
 */
export function findByName<T>(
  query: string,
  items: readonly Named<T>[],
  what: string,
  hint?: string,
): Result<T> {
  const key = nameKey(query.slice(0, MAX_NAME));
  if (key === '') return err(inputError(`no ${what} name given`));
  const tiers: readonly ((name: string) => boolean)[] = [
    (n) => n === key,
    (n) => singular(n) === singular(key),
    (n) => n.includes(key),
  ];
  const pick =
    tiers
      .map((match) => items.filter((i) => i.names.some((n) => match(nameKey(n)))))
      .find((found) => found.length > 0) ?? [];
  const [one, ...more] = pick;
  if (one !== undefined && more.length === 0) return ok(one.item);
  if (one !== undefined) {
    const shown = pick.slice(0, MAX_LISTED).map((i) => `"${i.names[0] ?? ''}"`);
    const rest = pick.length > MAX_LISTED ? ` and ${pick.length - MAX_LISTED} more` : '';
    return err(
      inputError(
        `${what} "${query}" is ambiguous: ${shown.join(', ')}${rest}`,
        undefined,
        'give more of the name',
      ),
    );
  }
  // One spelling per name ("FUSILIERS" and "Fusiliers" are one suggestion).
  const byKey = new Map<string, string>();
  for (const n of items.flatMap((i) => i.names))
    if (!byKey.has(nameKey(n))) byKey.set(nameKey(n), n);
  const all = [...byKey.values()];
  const close = suggest(query, all);
  const didYou =
    close.length > 0 ? `did you mean ${close.map((c) => `"${c}"`).join(' or ')}?` : hint;
  return err(inputError(`no ${what} named "${query}"`, undefined, didYou));
}
