/**
 * The tables behind the share formats: rows of typed cells. Markdown (md.ts) and CSV
 * (csv.ts) are siblings over these tables and never import each other; each decides how
 * a probability or a count is written.
 */

export type Cell =
  | { readonly kind: 'text'; readonly text: string }
  /** A probability: md writes a percentage, csv the number. */
  | { readonly kind: 'p'; readonly value: number }
  /** A plain number (expected successes, wounds) with the digits md shows. */
  | { readonly kind: 'num'; readonly value: number; readonly digits: number }
  /** An exact integer (counts can pass 2^53: kept as text). */
  | { readonly kind: 'int'; readonly value: string }
  | null;

export interface Column {
  /** Machine name (CSV header): lower case, underscores. */
  readonly key: string;
  /** Short human header (Markdown). */
  readonly label: string;
}

export interface Table {
  /** One line saying what was computed. */
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
  /**
   * Set when the report's tables are parts of one answer (a roll and the damage it does):
   * CSV then writes them as one table under one header, this name in a `section` column.
   */
  readonly section?: string;
}

export const text = (t: string): Cell => ({ kind: 'text', text: t });
export const p = (value: number): Cell => ({ kind: 'p', value });
export const int = (value: number | bigint): Cell => ({ kind: 'int', value: value.toString() });
export const num = (value: number, digits = 3): Cell => ({ kind: 'num', value, digits });
