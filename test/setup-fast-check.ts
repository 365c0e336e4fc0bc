// Property tests explore new cases on every local run; in CI they replay one fixed seed
// so that a run is reproducible (a failure there prints its seed and path either way).
// `npm run test:fast` (INFCALC_QUICK_PROPERTIES) tries each property on fewer cases: a
// check while editing; `npm test` runs them in full (test/properties.ts).
import fc from 'fast-check';
import { QUICK_RUNS } from './properties.js';

if (process.env.CI) fc.configureGlobal({ seed: 20261129 });
if (process.env.INFCALC_QUICK_PROPERTIES)
  fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: QUICK_RUNS });
