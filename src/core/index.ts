/** The pure core as a library: rules and maths, no I/O. Used by bench/ and by embedders. */
export * from './roll/index.js';
export * from './result.js';
export * from './damage/index.js';
export * from './mods/index.js';
export * as rational from './math/rational.js';
export { EDITIONS } from './rules/index.js';
export { engagementOdds } from './engage/odds.js';
export { parseEngagement } from './engage/schema.js';
export { planEngagement } from './engage/plan.js';
export { sharedDodgeMiss } from './engage/dodge.js';
export { armedTroopers, engagementDamage } from './engage/damage.js';
