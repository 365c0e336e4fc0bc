// Property tests explore new cases on every local run; in CI they replay one fixed seed
// so that a run is reproducible (a failure there prints its seed and path either way).
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 20261129 });
