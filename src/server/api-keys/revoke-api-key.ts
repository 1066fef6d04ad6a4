import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { apiKeys } from '../db/schema.js';
import { notFound } from '../http-error.js';

/**
 * Revokes a key at once: every instance looks the key up in the database on each request, so the
 * next request with it is refused everywhere. The row stays (revoked) so its use can be traced.
 */
export async function revokeApiKey(db: Database, workspaceId: number, id: number): Promise<{ name: string; prefix: string }> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
  const [key] = revoked;
  if (!key) throw notFound('API key not found');
  return key;
}
