import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';

/**
 * API tests run against real PostgreSQL: TEST_DATABASE_URL when given, otherwise one embedded
 * server for the whole run in .test-data/. Each test file then makes its own fresh database.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startEmbeddedPostgres(
    path.resolve('.test-data'),
    pino({ level: 'warn' }),
    { database: 'postgres' },
  );
  project.provide('postgresAdminUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
