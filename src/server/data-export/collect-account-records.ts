import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  aiRequests,
  apiKeys,
  clients,
  documents,
  documentVersions,
  files,
  personalities,
  projects,
  subscriptions,
  templates,
  users,
  workspaceAiSettings,
  workspaceDictionaryWords,
  workspaces,
  workspaceStyleRules,
} from '../db/schema.js';

/**
 * Every record the account owns, as the export's JSON file holds it (issue 18; GDPR art. 20).
 * Secrets stay out by construction: the account, API keys, the model settings and files are read
 * column by column (no password hash, key hash, sealed provider key or storage key); the other
 * tables hold nothing secret and are read whole, so a column added later is exported too.
 */
export async function collectAccountRecords(db: Database, owner: { userId: number; workspaceId: number }) {
  const { userId, workspaceId } = owner;
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      subscriptionTier: users.subscriptionTier,
      emailVerifiedAt: users.emailVerifiedAt,
      defaultPersonalityId: users.defaultPersonalityId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  const [subscription] = await db
    .select({
      tier: subscriptions.tier,
      status: subscriptions.status,
      provider: subscriptions.provider,
      trialEndsAt: subscriptions.trialEndsAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [aiSettings] = await db
    .select({
      baseUrl: workspaceAiSettings.baseUrl,
      model: workspaceAiSettings.model,
      fastModel: workspaceAiSettings.fastModel,
      apiKeyLast4: workspaceAiSettings.apiKeyLast4,
      updatedAt: workspaceAiSettings.updatedAt,
    })
    .from(workspaceAiSettings)
    .where(eq(workspaceAiSettings.workspaceId, workspaceId));

  return {
    account: account ?? null,
    workspace: workspace ?? null,
    subscription: subscription ?? null,
    aiSettings: aiSettings ?? null,
    clients: await db.select().from(clients).where(eq(clients.workspaceId, workspaceId)).orderBy(asc(clients.id)),
    projects: await db.select().from(projects).where(eq(projects.workspaceId, workspaceId)).orderBy(asc(projects.id)),
    documents: await db.select().from(documents).where(eq(documents.workspaceId, workspaceId)).orderBy(asc(documents.id)),
    documentVersions: await db.select().from(documentVersions).where(eq(documentVersions.workspaceId, workspaceId)).orderBy(asc(documentVersions.id)),
    templates: await db.select().from(templates).where(eq(templates.workspaceId, workspaceId)).orderBy(asc(templates.id)),
    personalities: await db.select().from(personalities).where(eq(personalities.workspaceId, workspaceId)).orderBy(asc(personalities.id)),
    dictionary: await db
      .select({ word: workspaceDictionaryWords.word, createdAt: workspaceDictionaryWords.createdAt })
      .from(workspaceDictionaryWords)
      .where(eq(workspaceDictionaryWords.workspaceId, workspaceId))
      .orderBy(asc(workspaceDictionaryWords.wordKey)),
    styleRules: await db.select().from(workspaceStyleRules).where(eq(workspaceStyleRules.workspaceId, workspaceId)).orderBy(asc(workspaceStyleRules.name)),
    apiKeys: await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
        createdAt: apiKeys.createdAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.workspaceId, workspaceId))
      .orderBy(asc(apiKeys.id)),
    aiUsage: await db.select().from(aiRequests).where(eq(aiRequests.workspaceId, workspaceId)).orderBy(asc(aiRequests.id)),
    files: await db
      .select({
        id: files.id,
        clientId: files.clientId,
        originalName: files.originalName,
        fileType: files.fileType,
        mimeType: files.mimeType,
        fileSize: files.fileSize,
        processingStatus: files.processingStatus,
        extractedText: files.extractedText,
        createdBy: files.createdBy,
        createdAt: files.createdAt,
        processedAt: files.processedAt,
      })
      .from(files)
      .where(eq(files.workspaceId, workspaceId))
      .orderBy(asc(files.id)),
  };
}

export type AccountRecords = Awaited<ReturnType<typeof collectAccountRecords>>;
