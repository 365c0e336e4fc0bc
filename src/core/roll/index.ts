/**
 * Rolls and their exact odds (docs/rules.md §1, §7.1): the roll spec, success values and
 * dice, the Normal and Face-to-Face resolver, the exact odds engine and the Monte-Carlo
 * loop that is held to it.
 */
export * from './dice.js';
export * from './odds.js';
export * from './resolve.js';
export * from './simulate.js';
export * from './spec.js';
