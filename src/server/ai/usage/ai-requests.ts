import { eq, sql } from 'drizzle-orm';
import { AI_CONCURRENT_REQUESTS_PER_WORKSPACE } from '../../../shared/limits.js';
import type { AiRequestOutcome } from '../../../shared/vocabulary.js';
import { enforceAiSuggestionLimit } from '../../billing/plan-limits.js';
import type { Database } from '../../db/database.js';
import { aiRequests } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { TokenUsage } from '../provider/chat-model.js';

/**
 * No AI request runs longer than this (the route stops it). A row still running after it belongs
 * to an instance that died mid-request: it no longer holds one of the workspace's places.
 */
export const AI_REQUEST_MAX_MS = 5 * 60_000;
/** How long a refused caller is asked to wait: streams take seconds, not minutes. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Records an AI request as it starts, after checking the plan's monthly allowance (402) and the
 * workspace's running requests (429 with Retry-After). Both checks and the insert run under the
 * workspace row lock, so they hold across concurrent requests and across instances.
 */
export async function startAiRequest(
  db: Database,
  request: { workspaceId: number; userId: number; action: string; model: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const { running } = await enforceAiSuggestionLimit(tx, request.workspaceId, AI_REQUEST_MAX_MS);
    if (running >= AI_CONCURRENT_REQUESTS_PER_WORKSPACE) {
      throw new HttpError(
        429,
        { error: `Your workspace already has ${AI_CONCURRENT_REQUESTS_PER_WORKSPACE} AI requests running. Try again when one has finished.` },
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
    }
    const [row] = await tx.insert(aiRequests).values(request).returning({ id: aiRequests.id });
    return row!.id;
  });
}

/** How a request ended: no text, only what the usage view needs. */
export async function finishAiRequest(
  db: Database,
  id: number,
  result: { outcome: Exclude<AiRequestOutcome, 'running'>; failure?: string; usage: TokenUsage | null; durationMs: number },
): Promise<void> {
  await db
    .update(aiRequests)
    .set({
      outcome: result.outcome,
      failure: result.failure ?? null,
      promptTokens: result.usage?.promptTokens ?? null,
      completionTokens: result.usage?.completionTokens ?? null,
      durationMs: Math.round(result.durationMs),
      finishedAt: sql`now()`,
    })
    .where(eq(aiRequests.id, id));
}
