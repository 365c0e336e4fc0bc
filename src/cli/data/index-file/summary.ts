/** What an index holds, for `data index` and `data fetch`. */
import { fieldOf, STRIDE, type IndexPlace, type OpenedIndex } from './format.js';

/** What an index holds, for `data index` and `data fetch`. */
export interface IndexSummary {
  /** The index file (null: it could not be written anywhere, it served this run only). */
  readonly path: string | null;
  readonly place: IndexPlace;
  readonly files: number;
  /** Units in all the files (a unit in several factions' files counts in each). */
  readonly units: number;
  /** Distinct unit ids. */
  readonly ids: number;
  /** Files read whole on a look-up (their units could not be placed by byte offsets). */
  readonly whole: readonly string[];
  /** Files left out of look-ups: they cannot be read, or are not unit files. */
  readonly leftOut: readonly string[];
}

export function summarize(opened: OpenedIndex): IndexSummary {
  const ids = new Set<number>();
  let units = 0;
  for (const f of opened.doc.files) {
    units += f.count;
    const u = f.units ?? [];
    for (let k = 0; k * STRIDE < u.length; k++) ids.add(fieldOf(u, k, 'id') ?? 0);
  }
  return {
    path: opened.path,
    place: opened.place,
    files: opened.doc.files.length,
    units,
    ids: ids.size,
    whole: opened.doc.files.filter((f) => !f.problem && f.units === null).map((f) => f.name),
    leftOut: opened.doc.files.filter((f) => f.problem).map((f) => f.name),
  };
}

export interface DataIndexReport {
  readonly kind: 'data-index';
  readonly dir: string;
  readonly index: IndexSummary;
}
