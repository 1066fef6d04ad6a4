import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { apiKeys } from '../db/schema.js';

/** The workspace's keys that are not revoked, newest first (expired ones stay listed, marked by the screen). */
export async function listApiKeys(db: Database, workspaceId: number) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
