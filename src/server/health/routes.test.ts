import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_SECRET_BOX } from '../../../tests/support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { localDiskStorage } from '../storage/local-disk-storage.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('answers 503 while the instance shuts down, so a load balancer stops sending traffic', async () => {
  let shuttingDown = false;
  const app = await buildApp({ secretBox: TEST_SECRET_BOX,
    db: database.db,
    pool: database.pool,
    appName: 'Inkwise',
    storage: await localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'inkwise-health-'))),
    isShuttingDown: () => shuttingDown,
  });
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  shuttingDown = true;
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.headers.connection).toBe('close');
  await app.close();
});
