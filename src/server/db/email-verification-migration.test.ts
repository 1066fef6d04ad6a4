import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { runMigrations } from './migrate.js';

/**
 * Migration 0022 (ADR 0033): accounts made before email verification existed count as verified,
 * so an upgrade takes nothing (API keys) away from them. Tested as an upgrade: the schema of 0021
 * with an account in it, then the app's own migrations.
 */
let database: TestDatabase;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  folder = await mkdtemp(path.join(os.tmpdir(), 'inkwise-migrations-'));
});
afterAll(async () => {
  await database.drop();
  await rm(folder, { recursive: true, force: true });
});

it('marks the accounts that existed before it as verified, and leaves new ones unverified', async () => {
  await cp(path.resolve(import.meta.dirname, '../../../migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 21) }));

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.query(`INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('old@example.com', 'x', 'Old', 'Account', '2025-03-01T10:00:00Z')`);
    await runMigrations(database.url);
    await client.query(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('new@example.com', 'x', 'New', 'Account')`);
    const rows = await client.query<{ email: string; verified: Date | null }>('SELECT email, email_verified_at AS verified FROM users ORDER BY id');
    expect(rows.rows).toEqual([
      { email: 'old@example.com', verified: new Date('2025-03-01T10:00:00Z') },
      { email: 'new@example.com', verified: null },
    ]);
  } finally {
    await client.end();
  }
});
