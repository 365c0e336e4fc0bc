/**
 * Engagements (docs/rules.md §1.5): who rolls what against whom in one order, and, with
 * weapons, what each target suffers (docs/rules.md §6).
 */
export * from './plan.js';
export * from './sides.js';
export * from './damage.js';
