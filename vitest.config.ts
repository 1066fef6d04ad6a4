import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // argon2 hashing and database creation make API tests slower than plain unit tests.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue on them.
    maxWorkers: 2,
  },
});
