import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup-build.ts'],
    setupFiles: ['test/setup-fast-check.ts'],
    // Property tests enumerate up to 20^4 dice; give them room on shared machines.
    testTimeout: 60_000,
  },
});
