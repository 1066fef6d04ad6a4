import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * A query built once per database handle and prepared by name, for the hot paths every request
 * takes (session lookup, document list and read). Drizzle then skips rebuilding the SQL on each
 * call, which was a quarter of the API's CPU under load (docs/benchmarks.md), and PostgreSQL
 * parses each statement once per connection. `build` must use `sql.placeholder` for every value
 * that changes between calls; `name` must be unique to the SQL it builds.
 */
export function preparedQuery<Query>(name: string, build: (db: Database, name: string) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A LIMIT written into a statement's text, for a named statement. Drizzle sends a limit as a
 * parameter, and PostgreSQL cannot cost a generic plan whose LIMIT it does not know (it assumes a
 * tenth of the table), so it planned the documents list afresh on every call: 0.66 ms of planning
 * against 0.49 ms of running it (docs/benchmarks.md). Drizzle writes a limit given as SQL as it is.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`A LIMIT must be a whole number of rows, not ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

/**
 * A subquery's columns as the query around it names them, for selecting them all: its
 * `_.selectedFields` still name the tables inside it.
 */
export function columnsOf<Subquery extends { _: { selectedFields: Record<string, unknown> } }>(subquery: Subquery): Subquery['_']['selectedFields'] {
  const outer = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(subquery._.selectedFields).map((key) => [key, outer[key]])) as Subquery['_']['selectedFields'];
}
