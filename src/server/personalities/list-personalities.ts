import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { personalities } from '../db/schema.js';

/** Every personality a writer can choose. */
export async function listPersonalities(db: Database) {
  return db.select().from(personalities).orderBy(asc(personalities.id));
}
