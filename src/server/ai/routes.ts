import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusSchema, aiUsageSchema, aiWriteBody } from '../../shared/contract/ai.js';
import { startOfMonth } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { admitSession, SESSION_IN_ROUTE_QUERY, sessionTokenHash } from '../plugins/session-in-route-query.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { createModelStatus } from './model-status.js';
import { instructionFor } from './prompts/action-instructions.js';
import { buildPrompt } from './prompts/build-messages.js';
import type { ChatModel } from './provider/chat-model.js';
import type { WorkspaceModels } from './workspace-settings/workspace-models.js';
import { AI_REQUEST_MAX_MS, aiAllowance, discardAiRequest, finishAiRequest, startAiRequest } from './usage/ai-requests.js';
import type { WritingContext } from './prompts/writing-context.js';
import { loadWritingContext } from './write/load-writing-context.js';
import { findSessionWithModelSettings } from './write/session-with-model-settings.js';
import { serverSentEvent, streamAnswer, type AnswerResult } from './write/stream-answer.js';
import { aiNotConfigured } from './ai-not-configured.js';

/**
 * The AI layer's routes (issue 15). GET /api/ai/status is open to visitors like /api/health (the
 * status page shows it) and names no model and no address; the others are the workspace's.
 */
export function registerAiRoutes(app: FastifyInstance, db: Database, serverModel: ChatModel | undefined, models: WorkspaceModels): void {
  // The public status is the server's own model's; a workspace's own is its business.
  const status = createModelStatus(serverModel);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/ai/status', { schema: { response: { 200: aiStatusSchema } } }, async () => status());

  api.get('/api/ai/usage', { schema: { response: { 200: aiUsageSchema } }, preHandler: requireSession }, async (request) => {
    const { used, limit } = await aiAllowance(db, sessionOf(request).workspaceId);
    return { used, limit, since: startOfMonth().toISOString().slice(0, 10) };
  });

  /**
   * One writing action, answered as server-sent events (AiStreamEvent). Everything that can be
   * refused is refused before the stream starts, as JSON: no session (401, or 403 for two-factor),
   * a bad id (400), no model (503), the month's allowance used (402), too many requests running (429).
   */
  api.post('/api/ai/write', { schema: { body: aiWriteBody }, config: SESSION_IN_ROUTE_QUERY }, async (request, reply) => {
    // The session with the workspace's model settings, and the record, side by side: each is a
    // round trip before the model is asked (one after another they were a third of the first
    // word's wait, docs/benchmarks.md). Refusals keep their order: the session first, then a bad
    // id (another workspace's client is refused the same with or without a model), then no model,
    // then the plan's limits; a request refused for any of the first three is taken back out of
    // the record. The writing context is read once the session is admitted: it is no round trip
    // at all for a request without a client, project or workspace personality.
    const tokenHash = sessionTokenHash(request);
    const fast = instructionFor(request.body).fast;
    const [asked, started] = await Promise.allSettled([
      findSessionWithModelSettings(db, tokenHash),
      startAiRequest(db, {
        asker: { sessionTokenHash: tokenHash },
        // A generator's request under the generator's kind: the usage view tells headlines from summaries.
        action: request.body.action === 'generate' ? (request.body.generator ?? 'generate') : request.body.action,
        model: { fast, serverModel: models.serverModel?.settings },
      }),
    ]);
    let context: WritingContext;
    let model: ChatModel;
    try {
      if (asked.status === 'rejected') throw asked.reason;
      const { workspaceId } = await admitSession(request, db, asked.value.session, tokenHash);
      context = await loadWritingContext(db, workspaceId, request.body);
      const found = await models.fromSettings(workspaceId, asked.value.modelSettings);
      if (!found) throw aiNotConfigured();
      model = found.model;
    } catch (refusal) {
      // The refusal is still the answer if taking the record back fails: the row then stops holding a place
      // after AI_REQUEST_MAX_MS, as a request of an instance that died does.
      if (started.status === 'fulfilled') await discardAiRequest(db, started.value).catch((error: unknown) => request.log.error({ err: error }, 'AI request record not taken back'));
      throw refusal;
    }
    if (started.status === 'rejected') throw started.reason;
    const prompt = buildPrompt(request.body, context);
    const requestId = started.value;
    const modelName = fast ? model.settings.fastModel : model.settings.model;

    // Recorded once, however the request ends, once the answer is out: the record is the
    // server's bookkeeping, and the writer's stream need not end behind it.
    let recorded = false;
    const finish = async (result: AnswerResult) => {
      if (recorded) return;
      recorded = true;
      await new Promise((resolve) => setImmediate(resolve));
      await finishAiRequest(db, requestId, { ...result, model: modelName });
    };
    const logUnexpected = (error: unknown) => request.log.error({ err: error, action: request.body.action }, 'AI request failed');
    let reading = false;
    const startReading = () => {
      reading = true;
    };
    // The connection closing before the answer is sent is the writer's Stop.
    const stop = new AbortController();
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      stop.abort();
      // A stream never read (the writer left at once) has no `finally` to record it.
      if (!reading) finish({ outcome: 'stopped', usage: null, durationMs: 0 }).catch(logUnexpected);
    });
    const events = streamAnswer(model, prompt, {
      stop: stop.signal,
      deadline: AbortSignal.timeout(AI_REQUEST_MAX_MS),
      onFinish: finish,
      onUnexpected: logUnexpected,
      onStart: startReading,
    });
    async function* wire() {
      // Sent at once, so the browser (and any proxy) sees the stream open before the model's first word.
      yield ': stream open\n\n';
      for await (const event of events) yield serverSentEvent(event);
    }
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(wire(), { objectMode: false }));
  });
}
