import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { diagnosticReportArgs } from './scripts/test-watchdog.mjs';

export default defineConfig({
  // The client's aliases (vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/corpus/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // argon2 hashing and database creation make API tests slower than plain unit tests.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue on them.
    maxWorkers: 2,
    // npm test's watchdog asks a stuck worker for its stack this way (scripts/test-watchdog.mjs).
    execArgv: diagnosticReportArgs('test-results/hung-reports'),
  },
});
