import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { personalities } from '../db/schema.js';

/** Every personality a writer of this workspace can choose: the built-in ones, then its own. */
export async function listPersonalities(db: Database, workspaceId: number) {
  return db
    .select()
    .from(personalities)
    .where(or(isNull(personalities.workspaceId), eq(personalities.workspaceId, workspaceId)))
    .orderBy(asc(personalities.id));
}
