/** The damage domain (docs/rules.md §6): from standing hits to wounds and states. */
export * from './model.js';
export * from './odds.js';
export * from './parse.js';
export * from './table.js';
