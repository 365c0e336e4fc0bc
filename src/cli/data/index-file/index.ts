/**
 * The data directory's index (docs/game-data.md, "The index"), in rooms: its format
 * (format.ts), building and finding it (build.ts), a look-up through it (query.ts, with
 * match.ts and read.ts), and what it holds (summary.ts).
 */
export {
  cachedMetadata,
  buildIndex,
  indexPaths,
  openIndex,
  readIndexes,
  unitFileList,
} from './build.js';
export {
  INDEX_FILE,
  vouches,
  type IndexedMetadata,
  type IndexPlace,
  type OpenedIndex,
} from './format.js';
export { fileProblem, describe } from './read.js';
export { indexedData } from './query.js';
export { summarize, type DataIndexReport, type IndexSummary } from './summary.js';
