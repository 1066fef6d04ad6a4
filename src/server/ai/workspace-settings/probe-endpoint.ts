import { APIUserAbortError } from 'openai';
import type { Dispatcher } from 'undici';
import type { ConnectionTest } from '../../../shared/contract/ai-settings.js';
import { HttpError } from '../../http-error.js';
import { createChatModel } from '../provider/chat-model.js';
import { ModelError } from '../provider/model-error.js';

/** A probe never waits long: the writer is looking at a spinner. */
const PROBE_TIMEOUT_MS = 20_000;

interface Endpoint {
  baseUrl: string;
  apiKey: string | undefined;
  /** The public-only HTTP client where private endpoints are refused. */
  dispatcher?: Dispatcher | undefined;
}

function probeModel(endpoint: Endpoint, model = 'probe') {
  return createChatModel(
    { baseUrl: endpoint.baseUrl, apiKey: endpoint.apiKey, model, fastModel: model },
    { requestTimeoutMs: PROBE_TIMEOUT_MS, idleTimeoutMs: PROBE_TIMEOUT_MS, ...(endpoint.dispatcher ? { dispatcher: endpoint.dispatcher } : {}) },
  );
}

/** The endpoint's models (`/v1/models`), or its failure in words as a 502. */
export async function listEndpointModels(endpoint: Endpoint): Promise<string[]> {
  try {
    return await probeModel(endpoint).listModels(AbortSignal.timeout(PROBE_TIMEOUT_MS));
  } catch (error) {
    if (error instanceof ModelError) throw new HttpError(502, { error: error.message, kind: error.kind });
    throw error;
  }
}

/**
 * "Test connection": one tiny completion (a few tokens), timed. The answer says how long the
 * model took, or why it failed in the provider's words; it is never an HTTP error, since the
 * test itself worked.
 */
export async function testEndpoint(endpoint: Endpoint, model: string): Promise<ConnectionTest> {
  const started = performance.now();
  try {
    await probeModel(endpoint, model).complete({
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
      maxTokens: 5,
      temperature: 0,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return { ok: true, latencyMs: Math.round(performance.now() - started), model };
  } catch (error) {
    if (error instanceof ModelError) return { ok: false, error: error.message };
    if (error instanceof APIUserAbortError) return { ok: false, error: `The model did not answer within ${PROBE_TIMEOUT_MS / 1000} seconds.` };
    throw error;
  }
}
