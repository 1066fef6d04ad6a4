import { defineConfig } from 'vitest/config';

// Browser journeys against the app started as `npm start` starts it; one file at a time, since
// each starts its own server and Chromium on a two-core machine.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // Removes the DATA_DIRs of the apps the run started.
    globalSetup: ['tests/e2e/support/run-data-dirs.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
