import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects (docs/development.md "Tests"): `fast` while editing (`npm run test:fast`),
 * `slow` for what builds, packs, spawns the built bin or runs long property searches.
 * `npm test` runs both. A test that spawns `bin/infcalc.js` or reads `dist/` belongs in
 * SLOW: only that project builds dist/ first.
 */
const SLOW = [
  // The package: packed, installed, required and imported.
  'test/install.test.ts',
  'test/library.test.ts',
  // The built bin, spawned.
  'test/cli/bin.test.ts',
  'test/cli/input-limits.test.ts',
  'test/cli/ndjson.test.ts',
  'test/cli/completion.test.ts',
  'test/cli/shell.test.ts',
  'test/cli/sweep-bounds.test.ts',
  'test/cli/validate-list.test.ts',
  'test/cli/web-out.test.ts',
  // The menu in a pseudo-terminal, on the built bin.
  'test/cli/menu/pty.test.ts',
  // The built page in Chromium.
  'test/web/**/*.test.ts',
  // Processes of their own: the turn store bundled, run twice at once and killed.
  'test/cli/turn/store-processes.test.ts',
  // Every `$ infcalc` block of the docs.
  'test/doc-examples.test.ts',
  // Property runs of their own.
  'test/**/*.property.test.ts',
  'test/core/fuzz.test.ts',
  'test/core/damage/brute.test.ts',
  'test/core/roll/special-dice-brute.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['test/setup-fast-check.ts'],
    // Property tests enumerate up to 20^4 dice; give them room on shared machines.
    testTimeout: 60_000,
    // Vitest keeps a core free by default (one worker on two cores); its main process is
    // mostly idle while the workers run, so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: SLOW,
          // The files share a worker's modules: none mocks a module, stubs a global or
          // changes the working folder, and src/ keeps only caches at module level.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, globalSetup: ['test/setup-build.ts'] },
      },
    ],
  },
});
