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
