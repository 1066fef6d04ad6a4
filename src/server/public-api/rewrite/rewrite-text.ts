import type { z } from 'zod';
import type { rewriteBody, RewriteResponse } from '../../../shared/contract/public-api/rewrite.js';
import { textBlocks } from '../../../shared/writing-feedback/text-blocks.js';
import { buildPrompt } from '../../ai/prompts/build-messages.js';
import { AI_REQUEST_MAX_MS, finishAiRequest, startAiRequest } from '../../ai/usage/ai-requests.js';
import { loadWritingContext } from '../../ai/write/load-writing-context.js';
import { streamAnswer, type AnswerResult } from '../../ai/write/stream-answer.js';
import type { WorkspaceModels } from '../../ai/workspace-settings/workspace-models.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import { analyzeInThread } from '../../writing-feedback/feedback-thread-client.js';
import { feedbackOptionsOf } from '../../writing-feedback/measure-feedback.js';
import { presentAnalysis } from '../analyze/present-analysis.js';
import type { ApiKeyContext } from '../api-key-auth.js';
import { findBrand } from '../brands/find-brand.js';
import { inPublicTerms } from '../in-public-terms.js';
import { aiNotConfigured } from '../../ai/ai-not-configured.js';

/** How the model's failures answer over HTTP: the provider's trouble is a 502, its slowness a 504. */
const STATUS_OF_KIND: Record<string, number> = { timeout: 504, 'rate-limited': 429, 'context-too-long': 400 };

/**
 * A rewrite by the workspace's model (issue 15's engine: the same prompts, voices and brand
 * profile as the editor's Rewrite and Change tone), counted towards the plan's AI allowance (402
 * when used up) and recorded like the editor's requests. The answer is read whole (the API is
 * not streamed); a caller that hangs up stops the model. The rewritten text comes back with its
 * writing feedback.
 */
export async function rewriteText(
  db: Database,
  models: WorkspaceModels,
  key: ApiKeyContext,
  input: z.output<typeof rewriteBody>,
  hangUp: AbortSignal,
): Promise<RewriteResponse> {
  const client = input.brand_id === undefined ? null : await findBrand(db, key.workspaceId, input.brand_id);
  const context = await loadWritingContext(db, key.workspaceId, { clientId: client?.id ?? null, personalityId: input.personality_id ?? null }).catch((error: unknown) => {
    throw inPublicTerms(error);
  });
  const connection = await models.forWorkspace(key.workspaceId);
  if (!connection) throw aiNotConfigured();
  const { model } = connection;
  const action = input.tone ? 'change-tone' : 'rewrite';
  const prompt = buildPrompt({ action, text: input.text, tone: input.tone, audience: input.audience }, context);
  const modelName = prompt.fast ? model.settings.fastModel : model.settings.model;
  const requestId = await startAiRequest(db, { asker: { workspaceId: key.workspaceId, userId: key.userId }, action, model: modelName });

  let finished: Promise<void> = Promise.resolve();
  const events = streamAnswer(model, prompt, {
    stop: hangUp,
    deadline: AbortSignal.timeout(AI_REQUEST_MAX_MS),
    onFinish: (result: AnswerResult) => (finished = finishAiRequest(db, requestId, result)),
    onUnexpected: () => undefined,
  });
  let text: string | null = null;
  for await (const event of events) {
    if (event.event === 'done') text = event.data.text.trim();
    if (event.event === 'error') {
      await finished;
      throw new HttpError(STATUS_OF_KIND[event.data.kind] ?? 502, { error: event.data.error, code: `model_${event.data.kind.replaceAll('-', '_')}` });
    }
  }
  await finished;
  if (text === null) throw new HttpError(499, { error: 'The request was cancelled before the model finished.', code: 'cancelled' });

  const blocks = textBlocks(text);
  const options = await feedbackOptionsOf(db, key.workspaceId, { clientId: client?.id ?? null, focusKeyphrase: null, ignoredFindings: [] });
  const report = await analyzeInThread(blocks, options);
  // Every category of finding (no SEO: a rewrite is a passage, not a page).
  const { suggestions } = presentAnalysis({ type: 'all', text, wordCount: 0, blocks, report, seo: null, keyphrase: null, brand: null });
  return { text, model: modelName, suggestions };
}
