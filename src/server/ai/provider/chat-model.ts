import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { Dispatcher } from 'undici';
import { describeModelError, ModelError } from './model-error.js';
import type { ModelSettings } from './model-settings.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  /** Always sent: servers differ in their default, and some have none. */
  maxTokens: number;
  temperature?: number;
  /** Use the fast model (short tasks). */
  fast?: boolean;
  /** Aborting stops the answer and closes the request to the provider. */
  signal?: AbortSignal;
  /** Told the token counts when the provider reports them (many local servers never do). */
  onUsage?: (usage: TokenUsage) => void;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** How a request to the model ended, for whoever watches its health (the status page). */
export type ModelOutcome = { ok: true } | { ok: false; kind: ModelError['kind'] };

export interface ChatModelOptions {
  /** The HTTP dispatcher requests go through (a workspace's endpoint on a public-only server). */
  dispatcher?: Dispatcher;
  /** Until the provider starts answering (connection and first byte). */
  requestTimeoutMs?: number;
  /** Between two pieces of a streamed answer: a stream that stalls longer is given up. */
  idleTimeoutMs?: number;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/** Before the one retry: long enough for a restarting server, short for a writer waiting. */
const RETRY_DELAY_MS = 500;

/**
 * Worth one more try: the provider could not be reached or failed on its side (5xx). Not a
 * timeout (the writer has already waited the whole of it), not a 429 (the writer is told to wait
 * rather than kept waiting on a Retry-After), not another 4xx (the same request fails the same way).
 */
function worthRetrying(error: unknown): boolean {
  if (error instanceof APIUserAbortError || error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  return error instanceof APIError && error.status !== undefined && error.status >= 500;
}

/** `attempt` once, and once more after RETRY_DELAY_MS when worthRetrying says so. */
async function withOneRetry<T>(attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!worthRetrying(error) || signal.aborted) throw error;
    await sleep(RETRY_DELAY_MS, undefined, { signal }).catch(() => {
      throw new APIUserAbortError();
    });
    return attempt();
  }
}

/**
 * One OpenAI-compatible Chat Completions endpoint, through the official `openai` SDK (ADR 0025).
 * Tolerant of what "compatible" servers do differently: no role chunk, empty deltas, usage in
 * the last chunk or nowhere, extra fields, any model name echoed back. One retry on a connection
 * failure or a 5xx before the answer starts (withOneRetry; the SDK's own retries are off, as they
 * also wait out 429s), none once words have arrived.
 */
export function createChatModel(settings: ModelSettings, options: ChatModelOptions = {}) {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers need none, but the SDK wants a value; it is sent only as a bearer token.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    maxRetries: 0,
    ...(options.dispatcher ? { fetchOptions: { dispatcher: options.dispatcher } } : {}),
  });
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const watchers = new Set<(outcome: ModelOutcome) => void>();
  const tell = (outcome: ModelOutcome) => {
    for (const watcher of watchers) watcher(outcome);
  };

  /** The answer's text as it arrives, piece by piece. Throws ModelError, or the abort. */
  async function* stream(request: CompletionRequest): AsyncGenerator<string> {
    const model = request.fast ? settings.fastModel : settings.model;
    const context = { baseUrl: settings.baseUrl, model };
    // One controller for the caller's Stop and the idle timeout: either closes the request.
    const controller = new AbortController();
    let idle = false;
    const stop = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', stop, { once: true });
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    // Set once and pushed back on every chunk (`refresh`), not made anew: a long answer arrives in
    // hundreds of chunks, and each new timer was one more object for the collector.
    const armIdleTimer = () => {
      if (idleTimer) {
        idleTimer.refresh();
        return;
      }
      idleTimer = setTimeout(() => {
        idle = true;
        controller.abort();
      }, idleTimeoutMs);
    };
    let started = false;
    try {
      if (request.signal?.aborted) throw new APIUserAbortError();
      const chunks = await withOneRetry(
        () =>
          client.chat.completions.create(
            {
              model,
              messages: request.messages,
              max_tokens: request.maxTokens,
              temperature: request.temperature,
              stream: true,
              // Asks for the token counts in the last chunk; servers that do not know it ignore it.
              stream_options: { include_usage: true },
            },
            { signal: controller.signal },
          ),
        controller.signal,
      ).catch((error: unknown) => {
        throw describeModelError(error, { ...context, during: 'request' });
      });
      armIdleTimer();
      for await (const chunk of chunks) {
        armIdleTimer();
        if (chunk.usage) request.onUsage?.({ promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens });
        // Servers may send chunks with no choices (usage only), no role, or an empty delta.
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece !== '') {
          started = true;
          yield piece;
        }
      }
      if (idle) throw new ModelError('timeout', `The model stopped sending its answer for ${Math.round(idleTimeoutMs / 1000)} seconds.`);
      if (controller.signal.aborted) throw new APIUserAbortError();
      if (!started) throw new ModelError('empty-answer', `The model “${model}” sent an empty answer.`);
      tell({ ok: true });
    } catch (error) {
      const failure = idle
        ? new ModelError('timeout', `The model stopped sending its answer for ${Math.round(idleTimeoutMs / 1000)} seconds.`)
        : request.signal?.aborted || error instanceof APIUserAbortError
          ? new APIUserAbortError()
          : describeModelError(error, { ...context, during: started ? 'stream' : 'request' });
      // A Stop says nothing of the model's health.
      if (failure instanceof ModelError) tell({ ok: false, kind: failure.kind });
      throw failure;
    } finally {
      clearTimeout(idleTimer);
      request.signal?.removeEventListener('abort', stop);
      // Leaving early (the consumer stopped reading) closes the provider's request too.
      controller.abort();
    }
  }

  /** The whole answer at once. */
  async function complete(request: CompletionRequest): Promise<string> {
    let text = '';
    for await (const piece of stream(request)) text += piece;
    return text;
  }

  /** The endpoint's models (`/v1/models`), by id. */
  async function listModels(signal?: AbortSignal): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const model of client.models.list({ signal })) ids.push(model.id);
      return ids.sort();
    } catch (error) {
      throw describeModelError(error, { baseUrl: settings.baseUrl, model: settings.model, during: 'request' });
    }
  }

  /** Tells `watcher` how each answer ends (not a Stop); returns how to stop telling it. */
  function watchOutcomes(watcher: (outcome: ModelOutcome) => void): () => void {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  }

  return { settings, stream, complete, listModels, watchOutcomes };
}

export type ChatModel = ReturnType<typeof createChatModel>;
