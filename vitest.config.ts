import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
  },
});
