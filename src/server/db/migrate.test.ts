import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { runMigrations } from './migrate.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

it('lets several instances migrate at once without racing: each migration is applied once', async () => {
  // Three "instances" start together on an empty database.
  await Promise.all([runMigrations(database.url), runMigrations(database.url), runMigrations(database.url)]);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const applied = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    const hashes = applied.rows.map((row) => row.hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(new Set(hashes).size).toBe(hashes.length);
    const tables = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['users', 'workspaces', 'workspace_members', 'sessions', 'rate_limit_counters']),
    );
  } finally {
    await client.end();
  }
});
