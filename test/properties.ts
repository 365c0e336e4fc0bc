/**
 * How many cases a property tries. `npm run test:fast` (INFCALC_QUICK_PROPERTIES) is a check
 * while editing: each property on at most QUICK_RUNS cases, even one that names its own
 * count; `npm test` and `npm run test:slow` try every property on its full count.
 */
export const QUICK_RUNS = 20;

const quick = Boolean(process.env.INFCALC_QUICK_PROPERTIES);

/** A property's `numRuns`: `n` in full, at most QUICK_RUNS in the quick run. */
export const runs = (n: number): number => (quick ? Math.min(n, QUICK_RUNS) : n);
