import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaceAiSettings } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { SecretBox } from '../../security/secret-box.js';
import { createChatModel, type ChatModel } from '../provider/chat-model.js';
import { checkEndpoint, publicOnlyDispatcher } from './endpoint-guard.js';

export type ModelSource = 'workspace' | 'server';

/** The columns of a workspace's AI settings that make its model. */
export type ModelSettingsRow = Pick<typeof workspaceAiSettings.$inferSelect, 'baseUrl' | 'model' | 'fastModel' | 'apiKeySealed' | 'updatedAt'>;

/**
 * A saved key sealed under another APP_SECRET (an instance that generated its own) cannot be
 * opened: said in words, with what fixes it, rather than a 500.
 */
export function openKey(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed);
  } catch {
    throw new HttpError(503, {
      error: 'The workspace’s saved AI key cannot be read on this server (its APP_SECRET differs). The workspace’s owner can save the key again in Settings → AI.',
      code: 'ai_key_unreadable',
    });
  }
}

/** Clients kept for workspaces with their own endpoint; the oldest goes past this many. */
const MAX_CACHED = 500;

/**
 * The model that writes for a workspace: its own (Settings → AI) when it has one, else the
 * server's (AI_*), else none. A workspace's client is kept until its settings change.
 */
export function createWorkspaceModels(options: { db: Database; serverModel: ChatModel | undefined; secretBox: SecretBox; allowPrivateEndpoints: boolean }) {
  const cache = new Map<number, { updatedAt: number; model: ChatModel }>();
  // Where private endpoints are refused, the connection itself refuses them too (DNS rebinding).
  const dispatcher = options.allowPrivateEndpoints ? undefined : publicOnlyDispatcher();

  async function forWorkspace(workspaceId: number): Promise<{ model: ChatModel; source: ModelSource } | null> {
    const [row] = await options.db.select().from(workspaceAiSettings).where(eq(workspaceAiSettings.workspaceId, workspaceId)).limit(1);
    return fromSettings(workspaceId, row);
  }

  /** As forWorkspace, from the workspace's settings row read by the caller (undefined: it has none). */
  async function fromSettings(workspaceId: number, row: ModelSettingsRow | undefined): Promise<{ model: ChatModel; source: ModelSource } | null> {
    if (!row) return options.serverModel ? { model: options.serverModel, source: 'server' } : null;
    await checkEndpoint(row.baseUrl, options.allowPrivateEndpoints);
    const cached = cache.get(workspaceId);
    if (cached && cached.updatedAt === row.updatedAt.getTime()) return { model: cached.model, source: 'workspace' };
    const model = createChatModel({
      baseUrl: row.baseUrl,
      apiKey: row.apiKeySealed ? openKey(options.secretBox, row.apiKeySealed) : undefined,
      model: row.model,
      fastModel: row.fastModel ?? row.model,
    }, dispatcher ? { dispatcher } : {});
    cache.delete(workspaceId);
    cache.set(workspaceId, { updatedAt: row.updatedAt.getTime(), model });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
    return { model, source: 'workspace' };
  }

  return { forWorkspace, fromSettings, serverModel: options.serverModel, secretBox: options.secretBox, allowPrivateEndpoints: options.allowPrivateEndpoints, dispatcher };
}

export type WorkspaceModels = ReturnType<typeof createWorkspaceModels>;
