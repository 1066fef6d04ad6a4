import { eq, sql } from 'drizzle-orm';
import type { AiSettings } from '../../../shared/contract/ai-settings.js';
import type { Database } from '../../db/database.js';
import { workspaceAiSettings } from '../../db/schema.js';
import type { SecretBox } from '../../security/secret-box.js';

type Row = typeof workspaceAiSettings.$inferSelect;

export async function readAiSettings(db: Database, workspaceId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(workspaceAiSettings).where(eq(workspaceAiSettings.workspaceId, workspaceId)).limit(1);
  return row;
}

/** What GET /api/ai/settings answers: never the key, only its last four characters. */
export function presentAiSettings(row: Row | undefined, server: { serverModel: boolean; allowPrivateEndpoints: boolean }): AiSettings {
  return {
    source: row ? 'workspace' : server.serverModel ? 'server' : 'none',
    workspace: row
      ? { baseUrl: row.baseUrl, model: row.model, fastModel: row.fastModel, apiKeyLast4: row.apiKeyLast4, updatedAt: row.updatedAt.toISOString() }
      : null,
    serverModel: server.serverModel,
    allowPrivateEndpoints: server.allowPrivateEndpoints,
  };
}

/**
 * Saves the workspace's endpoint. `apiKey` undefined keeps the saved key, null removes it, a
 * string replaces it (sealed with APP_SECRET).
 */
export async function saveAiSettings(
  db: Database,
  box: SecretBox,
  who: { workspaceId: number; userId: number },
  input: { baseUrl: string; model: string; fastModel?: string | null | undefined; apiKey?: string | null | undefined },
): Promise<Row> {
  const key =
    input.apiKey === undefined ? {} : input.apiKey === null ? { apiKeySealed: null, apiKeyLast4: null } : { apiKeySealed: box.seal(input.apiKey), apiKeyLast4: input.apiKey.slice(-4) };
  const values = { baseUrl: input.baseUrl, model: input.model, fastModel: input.fastModel ?? null, updatedBy: who.userId, updatedAt: sql`now()`, ...key };
  const [row] = await db
    .insert(workspaceAiSettings)
    .values({ workspaceId: who.workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceAiSettings.workspaceId, set: values })
    .returning();
  return row!;
}

export async function removeAiSettings(db: Database, workspaceId: number): Promise<void> {
  await db.delete(workspaceAiSettings).where(eq(workspaceAiSettings.workspaceId, workspaceId));
}
