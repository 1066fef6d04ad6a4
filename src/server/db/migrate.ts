import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The same path from src/server/db and from dist/server/db: the repository's migrations folder. */
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

// Any fixed 64-bit number; every instance of the app agrees on it.
const MIGRATION_LOCK_ID = 7_342_001;

/**
 * Applies the committed SQL migrations. Instances starting together queue on an advisory lock,
 * so each migration runs once and nobody serves before the schema is current.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    // Closing the connection also releases the lock if the unlock never ran.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
