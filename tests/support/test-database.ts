import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { seedWritingCatalog } from '../../src/server/writing/seed-writing-catalog.js';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A new database of its own for one test file, migrated unless the test wants to do that. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = new URL(inject('postgresAdminUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.migrate !== false) await runMigrations(url.toString());
  const handle = connectDatabase(url.toString());
  if (options.migrate !== false) await seedWritingCatalog(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.pool.end();
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
