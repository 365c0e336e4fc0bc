/**
 * Finding a unit or a weapon by the name a player types: case, accents, full-width
 * letters and spacing do not count ("zhanshi yisheng" finds "Zhanshi YĪSHĒNG"). The best
 * tier that matches wins: the exact name; the same name in the singular or plural
 * ("fusilier" finds "FUSILIERS" before "FUSILIER INDIGO BIPANDRA"); whole words of a name
 * ("dart" finds "DART, Optimate Huntress", not "DARTOK"); a part of a word; the name's
 * initials ("hmg" finds "Heavy Machine Gun", "ap hmg" "AP Heavy Machine Gun"). Several
 * matches are listed; none gets a "did you mean".
 */
import { err, inputError, ok, type Advice, type Result } from '../result.js';
import { suggest } from '../suggest.js';

/** Longest name looked up: past this it is not a name (bounded before any work). */
export const MAX_NAME = 100;
/** At most this many candidates are listed in an ambiguity. */
const MAX_LISTED = 8;

// A look-up matches a name against every unit's names (about 1,800 in the real data), a
// tier at a time, and a run looks up several: each name's key and singular are worked
// out once (NFKD normalisation is most of a match). Bounded, so a long run cannot grow it.
const MEMO_MAX = 50_000;
const keys = new Map<string, string>();
const singulars = new Map<string, string>();

const remember = (memo: Map<string, string>, text: string, value: string): string => {
  if (memo.size < MEMO_MAX) memo.set(text, value);
  return value;
};

/**
 * Every run of Unicode space as one ASCII space, trimmed: the army builder writes some names
 * with a no-break space (U+00A0: "Hidden\u00a0Deployment", "Plasma\u00a0Sniper Rifle"), and a
 * name read from game data must compare and print like the same name typed with spaces.
 * Zero-width spaces and joiners go too.
 */
export function foldSpaces(text: string): string {
  return text.replace(/[\s\u180e\u200b-\u200d\u2060\ufeff]+/g, ' ').trim();
}

/** The first of the texts that is not null, undefined or blank, spaces folded (trimmed). */
export function firstText(...texts: readonly (string | null | undefined)[]): string | null {
  for (const t of texts) {
    const v = t == null ? '' : foldSpaces(t);
    if (v !== '') return v;
  }
  return null;
}

/**
 * Whether two names from game data (or one typed and one from data) are the same name:
 * case, accents, full-width letters, punctuation and spacing (U+00A0 included) do not
 * count ("Hidden\u00a0Deployment" and "hidden deployment" are one skill).
 */
export const sameName = (a: string, b: string): boolean => {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
};

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;

/** "Zhanshi YĪSHĒNG" -> "zhanshi yisheng"; "ＦＵＳＩＬＩＥＲ" -> "fusilier" (NFKD). */
export function nameKey(text: string): string {
  return (
    keys.get(text) ??
    remember(
      keys,
      text,
      // NFKD leaves ASCII as it is: most names are, and skip the Unicode tables.
      (ASCII.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
        .toLowerCase()
        .replace(/[^a-z0-9+]+/g, ' ')
        .trim(),
    )
  );
}

/**
 * Keys worked out before (`known[i]` is `nameKey(names[i])`, and `singularOf[i]` is
 * `singular(known[i])`, as the data index stores them): a look-up's first match then
 * normalises none of them.
 */
export function rememberKeys(
  names: readonly string[],
  known: readonly string[],
  singularOf: readonly string[] = [],
): void {
  const n = Math.min(names.length, known.length);
  for (let i = 0; i < n && keys.size < MEMO_MAX; i++) {
    const name = names[i];
    const key = known[i];
    if (name !== undefined && key !== undefined && !keys.has(name)) keys.set(name, key);
    const one = singularOf[i];
    if (key !== undefined && one !== undefined && singulars.size < MEMO_MAX && !singulars.has(key))
      singulars.set(key, one);
  }
}

/** "fusiliers" and "fusilier" -> "fusilier": players type a unit in either number. */
export const singular = (key: string): string =>
  singulars.get(key) ??
  remember(
    singulars,
    key,
    key
      .split(' ')
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
      .join(' '),
  );

export interface Named<T> {
  readonly item: T;
  /** Every name the item answers to (unit name, ISC...); the first is shown. */
  readonly names: readonly string[];
}

/** Words players shorten as two: SMG (Submachine Gun), LSG/BSG (Light/Boarding Shotgun). */
const COMPOUNDS: Readonly<Record<string, string>> = { submachine: 'sm', shotgun: 'sg' };

/**
 * A name's short forms, without spaces: every word's initial ("Heavy Machine Gun" ->
 * "hmg", "Submachine Gun" -> "smg"), and the same with a word written in capitals kept
 * whole, as players write them ("AP Heavy Machine Gun" -> "aphmg").
 */
function shortForms(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9+]+/)
    .filter((w) => w !== '');
  const initial = (w: string) => COMPOUNDS[w.toLowerCase()] ?? w.charAt(0);
  const initials = words.map(initial).join('');
  const capitals = words.map((w) => (/^[A-Z0-9+]+$/.test(w) ? w : initial(w))).join('');
  return [initials.toLowerCase(), capitals.toLowerCase()].filter((f) => f.length >= 2);
}

/**
 * The match tiers, best first, for a query's key: each is asked of a name's key, the name
 * as written, and the key in the singular.
 */
export function matchTiers(
  key: string,
): readonly ((name: string, original: string, one: string) => boolean)[] {
  const one = singular(key);
  const compact = key.replace(/ /g, '');
  return [
    (n) => n === key,
    (_n, _o, s) => s === one,
    (_n, _o, s) => ` ${s} `.includes(` ${one} `),
    (n) => n.includes(key),
    (_n, original) => compact.length >= 2 && shortForms(original).includes(compact),
  ];
}

/**
 * Names laid flat for matching, a name each: its key, the key in the singular, the name as
 * written, and the index of the item it names (-1: none, the name is skipped). A look-up matches about 1,800 names while
 * its code is still interpreted, where an object and a closure per name cost more than
 * the comparisons; the data index stores keys and singulars, so its lists are made
 * without working any out.
 */
export interface FlatNames {
  readonly keys: readonly string[];
  readonly singulars: readonly string[];
  readonly originals: readonly string[];
  readonly owners: readonly number[];
}

/** The names of `items`, flat. */
function flatNames<T>(items: readonly Named<T>[]): FlatNames {
  const keys: string[] = [];
  const singulars: string[] = [];
  const originals: string[] = [];
  const owners: number[] = [];
  items.forEach((item, i) => {
    for (const n of item.names) {
      const key = nameKey(n);
      keys.push(key);
      singulars.push(singular(key));
      originals.push(n);
      owners.push(i);
    }
  });
  return { keys, singulars, originals, owners };
}

/**
 * The items (by index, in order) `query` names in the best tier that matches any; none;
 * or `empty` when the query holds no letter or digit at all.
 */
export function matchFlat(query: string, flat: FlatNames): number[] | 'empty' {
  const key = nameKey(query.slice(0, MAX_NAME));
  if (key === '') return 'empty';
  const { keys, singulars, originals, owners } = flat;
  for (const match of matchTiers(key)) {
    const found = new Set<number>();
    for (let j = 0; j < keys.length; j++) {
      const owner = owners[j] ?? -1;
      // A name that names nothing (-1: the data index's names of later copies only).
      if (owner < 0 || found.has(owner)) continue;
      if (match(keys[j] ?? '', originals[j] ?? '', singulars[j] ?? '')) found.add(owner);
    }
    if (found.size > 0) return [...found].sort((a, b) => a - b);
  }
  return [];
}

/**
 * The items `query` names in the best tier that matches any (see the top of this file):
 * one item, several (an ambiguity), or none. `empty` when the query holds no letter or
 * digit at all.
 */
export function matchNames<T>(query: string, items: readonly Named<T>[]): Named<T>[] | 'empty' {
  const found = matchFlat(query, flatNames(items));
  return found === 'empty' ? found : found.flatMap((i) => items[i] ?? []);
}

/** The items of an ambiguity as a list: `"NAME", "NAME"` and how many more. */
export function listed<T>(pick: readonly T[], show: (item: T) => string): string {
  const shown = pick.slice(0, MAX_LISTED).map(show);
  const rest = pick.length > MAX_LISTED ? ` and ${pick.length - MAX_LISTED} more` : '';
  return shown.join(', ') + rest;
}

/** `no unit named "x"` with a "did you mean", or `no unit name given` for a blank one. */
export function notFound<T>(
  query: string,
  items: readonly Named<T>[],
  what: string,
  hint?: string,
  advice?: Advice,
): Result<never> {
  if (query.trim() === '') return err(inputError(`no ${what} name given`));
  // One spelling per name ("FUSILIERS" and "Fusiliers" are one suggestion).
  const byKey = new Map<string, string>();
  for (const n of items.flatMap((i) => i.names))
    if (!byKey.has(nameKey(n))) byKey.set(nameKey(n), n);
  const close = nameKey(query) === '' ? [] : suggest(query, [...byKey.values()]);
  if (close.length === 0)
    return err(inputError(`no ${what} named "${query}"`, undefined, hint, advice));
  const didYou = `did you mean ${close.map((c) => `"${c}"`).join(' or ')}?`;
  return err(inputError(`no ${what} named "${query}"`, undefined, didYou));
}

/**
 * The one item `query` names. `what` is the kind in messages ("unit", "weapon"); `hint`
 * says where to look (the trooper's own weapons).
 */
export function findByName<T>(
  query: string,
  items: readonly Named<T>[],
  what: string,
  hint?: string,
): Result<T> {
  const pick = matchNames(query, items);
  if (pick === 'empty' || pick.length === 0) return notFound(query, items, what, hint);
  const [one, ...more] = pick;
  if (one !== undefined && more.length === 0) return ok(one.item);
  return err(
    inputError(
      `${what} "${query}" is ambiguous: ${listed(pick, (i) => `"${i.names[0] ?? ''}"`)}`,
      undefined,
      'give more of the name',
    ),
  );
}
