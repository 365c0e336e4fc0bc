/**
 * The army builder's Fireteam chart of an army file (`fireteamChart`), read as the real files
 * write it (docs/rules.md §9.5): `spec` caps each type on the table at once, `teams` are the
 * rows of the chart. Counts are bounded here, before they drive the composition search.
 */
import * as z from 'zod/mini';
import { checkWith } from '../../input.js';
import { inputError, err, type Result } from '../../result.js';
import type { FireteamTypeName } from '../../rules/index.js';

/** The types the builder's charts name; each edition's table says their sizes. */
export const FIRETEAM_TYPES = [
  'DUO',
  'HARIS',
  'CORE',
] as const satisfies readonly FireteamTypeName[];
export type FireteamType = FireteamTypeName;

/** A chart's `spec` value that means "no limit" (real files: 256). */
export const NO_LIMIT = 256;
/** A row's min/max counts troopers of one fireteam: a Core has at most 5. */
const ROW_MAX = 10;
/** Real charts hold at most 12 teams and 20 rows a team; these bounds leave room. */
export const MAX_TEAMS = 100;
export const MAX_ROWS = 100;

// Made on first use: a list's orders and the page load this module and read no chart.
function makeChartSchema() {
  const count = z.int().check(z.minimum(0), z.maximum(ROW_MAX));

  const rowSchema = z.looseObject({
    min: z._default(z.nullable(count), 0),
    max: z._default(z.nullable(count), ROW_MAX),
    name: z._default(z.nullable(z.string()), ''),
    comment: z._default(z.nullable(z.string()), ''),
    required: z._default(z.nullable(z.boolean()), false),
    slug: z._default(z.nullable(z.string()), ''),
  });

  const teamSchema = z.looseObject({
    name: z._default(z.nullable(z.string()), ''),
    obs: z._default(z.nullable(z.string()), ''),
    // Types the builder does not know are kept and named, never guessed.
    type: z._default(z.nullable(z.array(z.string()).check(z.maxLength(10))), []),
    units: z._default(z.nullable(z.array(rowSchema).check(z.maxLength(MAX_ROWS))), []),
  });

  const specValue = z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(NO_LIMIT))), 0);

  const chartSchema = z.looseObject({
    desc: z._default(z.nullable(z.string().check(z.maxLength(10_000))), ''),
    spec: z._default(
      z.nullable(z.looseObject({ CORE: specValue, HARIS: specValue, DUO: specValue })),
      { CORE: 0, HARIS: 0, DUO: 0 },
    ),
    teams: z._default(z.nullable(z.array(teamSchema).check(z.maxLength(MAX_TEAMS))), []),
  });
  return chartSchema;
}

let schema: ReturnType<typeof makeChartSchema> | null = null;
const chartSchema = (): ReturnType<typeof makeChartSchema> => (schema ??= makeChartSchema());

export interface ChartRow {
  readonly name: string;
  readonly comment: string;
  readonly slug: string;
  readonly min: number;
  readonly max: number;
  readonly required: boolean;
}

/** A size a chart's note sets for a type: "the Fireteams Core have a maximum of 4 members". */
export type SizeNotes = Readonly<Partial<Record<FireteamType, { readonly max: number }>>>;

export interface ChartTeam {
  readonly name: string;
  readonly obs: string;
  /** Sizes the team's own note (`obs`) sets. */
  readonly sizes: SizeNotes;
  readonly types: readonly FireteamType[];
  readonly rows: readonly ChartRow[];
}

export interface FireteamChart {
  /** Most fireteams of each type on the table at once; null: no limit. */
  readonly spec: Readonly<Record<FireteamType, number | null>>;
  readonly teams: readonly ChartTeam[];
  /** Rows any team may use, `max` per fireteam (the "Wildcards" team). */
  readonly wildcards: readonly ChartRow[];
  /** Sizes the chart's note (`desc`) sets for every team (docs/rules.md §9.5). */
  readonly sizes: SizeNotes;
  /** The chart's note as written, when it says more than a size ("" when empty). */
  readonly desc: string;
}

/**
 * The size notes the builder's charts write (docs/fireteams.md "Size notes"). In the real
 * N5 and N4 files there is one form, on the chart (`desc`) of Steel Phalanx: "In this
 * Sectorial, the Fireteams Core have a maximum of 4 members." Read with its near variants
 * ("at most", "max.", "up to", a type before or after "Fireteam"), per type named.
 */
const SIZE_NOTE =
  /\b(?:fireteams?\s+)?(core|haris|duo)s?\b(?:\s+fireteams?)?[^.]*?\b(?:a\s+)?(?:maximum|max\.?|at\s+most|up\s+to)\s+(?:of\s+)?(\d{1,2})\s+(?:members?|troopers?)/gi;

export function sizeNotes(text: string): SizeNotes {
  const out: Partial<Record<FireteamType, { max: number }>> = {};
  for (const m of text.matchAll(SIZE_NOTE)) {
    const type = (m[1] ?? '').toUpperCase();
    const max = Number(m[2]);
    if (isType(type) && max >= 1) out[type] = { max: Math.min(out[type]?.max ?? max, max) };
  }
  return out;
}

const isType = (t: string): t is FireteamType => (FIRETEAM_TYPES as readonly string[]).includes(t);

/** "Wildcards" (the builder sometimes writes " Wildcards"): a team with no type of its own. */
const isWildcardTeam = (name: string, types: readonly string[]) =>
  types.length === 0 && /\bwildcards?\b/i.test(name);

/**
 * The chart of an army file, or null when the file has none (no fireteams in this army).
 * `source` names the file in errors.
 */
export function readChart(value: unknown, source: string): Result<FireteamChart | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  const checked = checkWith(chartSchema(), value, () => []);
  if (!checked.ok) {
    const e = checked.error;
    const at = e.at?.kind === 'path' ? e.at.path : '(top level)';
    const path =
      at === '(top level)' ? 'fireteamChart' : `fireteamChart${at.startsWith('[') ? '' : '.'}${at}`;
    return err(inputError(`${source}: ${e.message}`, { kind: 'path', path }));
  }
  const c = checked.value;
  const spec = c.spec ?? { CORE: 0, HARIS: 0, DUO: 0 };
  const limit = (n: number | null) => (n === null ? 0 : n >= NO_LIMIT ? null : n);
  const teams: ChartTeam[] = [];
  const wildcards: ChartRow[] = [];
  for (const t of c.teams ?? []) {
    const types = t.type ?? [];
    const rows: ChartRow[] = (t.units ?? []).map((r) => ({
      name: r.name ?? '',
      comment: r.comment ?? '',
      slug: r.slug ?? '',
      min: r.min ?? 0,
      max: r.max ?? ROW_MAX,
      required: r.required === true,
    }));
    if (isWildcardTeam(t.name ?? '', types)) wildcards.push(...rows);
    else
      teams.push({
        name: (t.name ?? '').trim(),
        obs: t.obs ?? '',
        sizes: sizeNotes(t.obs ?? ''),
        types: types.filter(isType),
        rows,
      });
  }
  return {
    ok: true,
    value: {
      spec: { CORE: limit(spec.CORE), HARIS: limit(spec.HARIS), DUO: limit(spec.DUO) },
      teams,
      wildcards,
      sizes: sizeNotes(c.desc ?? ''),
      desc: (c.desc ?? '').replace(/\s+/g, ' ').trim(),
    },
  };
}
