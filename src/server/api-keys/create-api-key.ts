import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { createApiKeyBody } from '../../shared/contract/api-keys.js';
import { API_KEYS_PER_WORKSPACE } from '../../shared/limits.js';
import { apiKeyScopes } from '../../shared/vocabulary.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { apiKeys } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { generateApiKey } from './api-key-token.js';

/**
 * Creates a key for the signed-in member; the whole key is returned this once. A workspace keeps
 * at most API_KEYS_PER_WORKSPACE keys that are not revoked (checked under the workspace lock).
 */
export async function createApiKey(
  db: Database,
  owner: { workspaceId: number; userId: number },
  body: z.output<typeof createApiKeyBody>,
): Promise<{ row: typeof apiKeys.$inferSelect; key: string }> {
  const { key, prefix, tokenHash } = generateApiKey();
  const row = await db.transaction(async (tx) => {
    await lockWorkspace(tx, owner.workspaceId);
    const [kept] = await tx
      .select({ keys: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.workspaceId, owner.workspaceId), isNull(apiKeys.revokedAt)));
    if ((kept?.keys ?? 0) >= API_KEYS_PER_WORKSPACE) {
      throw new HttpError(409, { error: `A workspace can have ${API_KEYS_PER_WORKSPACE} API keys. Revoke one you no longer use to create another.` });
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        workspaceId: owner.workspaceId,
        userId: owner.userId,
        name: body.name,
        prefix,
        tokenHash,
        scopes: body.scopes ?? [...apiKeyScopes],
        expiresAt: body.expiresAt ?? null,
      })
      .returning();
    return inserted!;
  });
  return { row, key };
}
