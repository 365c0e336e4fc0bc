/**
 * Engagements (docs/rules.md §1.5): who rolls what against whom in one order, and, with
 * weapons, what each target suffers (docs/rules.md §6).
 */
export * from './schema.js';
export * from './planned.js';
export * from './plan.js';
export * from './resolve.js';
export * from './odds.js';
export * from './dodge.js';
export * from './sides.js';
export * from './damage.js';
