import OpenAI, { APIUserAbortError } from 'openai';
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

/**
 * One OpenAI-compatible Chat Completions endpoint, through the official `openai` SDK (ADR 0025).
 * Tolerant of what "compatible" servers do differently: no role chunk, empty deltas, usage in
 * the last chunk or nowhere, extra fields, any model name echoed back. One retry on a connection
 * failure, 429 or 5xx before the answer starts (the SDK's), none once words have arrived.
 */
export function createChatModel(settings: ModelSettings, options: ChatModelOptions = {}) {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers need none, but the SDK wants a value; it is sent only as a bearer token.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    maxRetries: 1,
    ...(options.dispatcher ? { fetchOptions: { dispatcher: options.dispatcher } } : {}),
  });
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;

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
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        idle = true;
        controller.abort();
      }, idleTimeoutMs);
    };
    let started = false;
    try {
      if (request.signal?.aborted) throw new APIUserAbortError();
      const chunks = await client.chat.completions
        .create(
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
        )
        .catch((error: unknown) => {
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
    } catch (error) {
      if (idle) throw new ModelError('timeout', `The model stopped sending its answer for ${Math.round(idleTimeoutMs / 1000)} seconds.`);
      if (request.signal?.aborted || error instanceof APIUserAbortError) throw new APIUserAbortError();
      throw describeModelError(error, { ...context, during: started ? 'stream' : 'request' });
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

  return { settings, stream, complete, listModels };
}

export type ChatModel = ReturnType<typeof createChatModel>;
