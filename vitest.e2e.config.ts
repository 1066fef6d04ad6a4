import { defineConfig } from 'vitest/config';
import { diagnosticReportArgs } from './scripts/test-watchdog.mjs';

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
    // expect.poll waits on the app (a toast after an import, a saved field): vitest's 1 s default
    // is shorter than a server round trip on a loaded CI machine, and made those waits flaky.
    expect: { poll: { timeout: 10_000 } },
    // npm test's watchdog asks a stuck worker for its stack this way (scripts/test-watchdog.mjs).
    execArgv: diagnosticReportArgs('test-results/hung-reports'),
  },
});
