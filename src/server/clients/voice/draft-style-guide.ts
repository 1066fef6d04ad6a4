import { and, eq } from 'drizzle-orm';
import { describeVoice } from '../../../shared/writing-analysis/describe-voice.js';
import { buildStyleGuidePrompt } from '../../ai/prompts/style-guide-prompt.js';
import type { ChatModel } from '../../ai/provider/chat-model.js';
import { ModelError } from '../../ai/provider/model-error.js';
import { finishAiRequest, startAiRequest } from '../../ai/usage/ai-requests.js';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { findClient } from '../find-client.js';

/**
 * Has the model draft the client's written style guide from its learned samples, and keeps it
 * (replacing the one before). Counts as one AI request of the workspace, like any other.
 */
export async function draftStyleGuide(
  db: Database,
  model: ChatModel,
  who: { workspaceId: number; userId: number },
  clientId: number,
  signal: AbortSignal,
) {
  const client = await findClient(db, who.workspaceId, clientId);
  if (!client.brandVoice) throw new HttpError(400, { error: 'Learn the brand’s voice from samples first.' });
  const prompt = buildStyleGuidePrompt(client.name, client.brandVoice.samples, describeVoice(client.brandVoice.traits));
  const requestId = await startAiRequest(db, { asker: who, action: 'style-guide', model: model.settings.model });
  const started = performance.now();
  let usage: { promptTokens: number; completionTokens: number } | null = null;
  try {
    const text = await model.complete({ ...prompt, signal, onUsage: (reported) => (usage = reported) });
    await finishAiRequest(db, requestId, { outcome: 'completed', usage, durationMs: performance.now() - started });
    const [row] = await db
      .update(clients)
      .set({ voiceStyleGuide: text.trim(), updatedAt: new Date() })
      .where(and(eq(clients.id, clientId), eq(clients.workspaceId, who.workspaceId)))
      .returning();
    return row!;
  } catch (error) {
    const stopped = signal.aborted;
    await finishAiRequest(db, requestId, {
      outcome: stopped ? 'stopped' : 'failed',
      failure: error instanceof ModelError ? error.kind : stopped ? undefined : 'internal',
      usage,
      durationMs: performance.now() - started,
    });
    // The model's failure in words, as a bad gateway: the request was fine, the model was not.
    if (error instanceof ModelError) throw new HttpError(502, { error: error.message, kind: error.kind });
    throw error;
  }
}
