import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema.js';

/** People's names now, by user id, in one query: how mentions and "resolved by" read. */
export async function userNames(db: Executor, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
