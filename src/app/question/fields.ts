/**
 * The fields of a question, declared once per kind: each field's name (the camelCase one
 * the library, JSON questions and share strings use), its flag (`--vs-arm`) and what it
 * holds. The zod schema (schema.ts), the command line written back (`toArgv`) and the
 * share string are all read off these tables, so a field added here is at once in all of
 * them. No zod here: the commands read their question through this at start-up.
 */
/**
 * `value`: one text (`--dam 13`, `--range 10..40cm:10`); `list`: a repeatable flag
 * (`--mod cover=-3 --mod range=-6`); `flag`: a switch (`--cover`), true or absent.
 */
export type FieldKind = 'value' | 'list' | 'flag';

export type FieldTable = Readonly<Record<string, FieldKind>>;

/** What a field of each kind holds. Values stay text: a range `A..B` is a sweep axis. */
export type FieldValue<K extends FieldKind> = K extends 'value'
  ? string
  : K extends 'list'
    ? readonly string[]
    : true;

/** A question's optional fields, typed from its table. */
export type FieldsOf<T extends FieldTable> = { readonly [P in keyof T]?: FieldValue<T[P]> };

/**
 * One trooper's weapon and its profile as a target (docs/rules.md §6): `--dam --ps --ammo
 * --cont --save`, `--arm --bts --ph --w --str --taken --cover --nwi --immunity`.
 */
export const TROOPER = {
  dam: 'value',
  ps: 'value',
  ammo: 'value',
  cont: 'flag',
  save: 'value',
  arm: 'value',
  bts: 'value',
  ph: 'value',
  w: 'value',
  str: 'flag',
  taken: 'value',
  cover: 'flag',
  nwi: 'flag',
  remotePresence: 'flag',
  immunity: 'list',
  sr: 'value',
  dead: 'flag',
  sepsitor: 'flag',
} as const;

/** A field's flag on the command line: `vsArm` -> `--vs-arm`. */
export const flagOf = (name: string): string =>
  `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * A question's fields in canonical form, in the table's order: a switch that is off and
 * an empty list are left out (the command line cannot tell them from absent), so two
 * equal questions are equal objects and give the same share string.
 */
export function canonicalFields(
  table: FieldTable,
  value: object,
): Record<string, string | readonly string[] | true> {
  const fields = value as Readonly<Record<string, unknown>>;
  const out: Record<string, string | readonly string[] | true> = {};
  for (const [name, kind] of Object.entries(table)) {
    const v = fields[name];
    if (
      kind === 'flag'
        ? v === true
        : kind === 'list'
          ? isTexts(v) && v.length > 0
          : typeof v === 'string'
    )
      out[name] = kind === 'list' ? [...(v as readonly string[])] : (v as string | true);
  }
  return out;
}

const isTexts = (v: unknown): v is readonly string[] =>
  Array.isArray(v) && v.every((t) => typeof t === 'string');

/** The fields as flags, in the table's order: `['--vs-arm', '4', '--cover']`. */
export function fieldArgv(table: FieldTable, fields: object): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(canonicalFields(table, fields))) {
    if (v === true) out.push(flagOf(name));
    else if (typeof v === 'string') out.push(flagOf(name), v);
    else for (const t of v) out.push(flagOf(name), t);
  }
  return out;
}
