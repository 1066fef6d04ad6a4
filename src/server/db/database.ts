import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction(...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: for reads and writes that may run inside a caller's transaction or on their own. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * The pool under a Database (Drizzle keeps it as `$client`), for the few statements written by
 * hand on one connection of their own (a transaction of several statements in one round trip).
 */
export function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}
