import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export type ModelErrorKind =
  | 'bad-key'
  | 'unknown-model'
  | 'rate-limited'
  | 'context-too-long'
  | 'unreachable'
  | 'timeout'
  | 'dropped'
  | 'provider-error'
  | 'empty-answer';

/** A model request that failed, with what to tell the writer: never a stack trace. */
export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/** The provider's own words, shortened: enough to act on, never a wall of JSON. */
function providerMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : typeof error.error === 'string' ? error.error : '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 300 ? `${clean.slice(0, 299)}…` : clean;
}

const CONTEXT_TOO_LONG = /context[_ ]length|maximum context|too many tokens|context window|prompt is too long/i;

/**
 * What went wrong with a model request, in words, from whatever the SDK threw. `during` tells a
 * failure before the answer started from one that cut it off. Aborts by the caller are not
 * errors to describe: they are rethrown as they are.
 */
export function describeModelError(error: unknown, context: { baseUrl: string; model: string; during: 'request' | 'stream' }): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof APIUserAbortError) throw error;
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelError('timeout', `The model at ${context.baseUrl} did not answer in time.`);
  }
  if (error instanceof APIConnectionError) {
    return context.during === 'stream'
      ? new ModelError('dropped', 'The connection to the model dropped before the answer was complete.')
      : new ModelError('unreachable', `Could not reach the model at ${context.baseUrl}. Check that it is running and that the base URL is right.`);
  }
  if (error instanceof APIError) {
    const said = providerMessage(error);
    const because = said ? ` The provider said: “${said}”` : '';
    switch (error.status) {
      case 401:
      case 403:
        return new ModelError('bad-key', `The model’s endpoint refused the API key (${error.status}). Check the key.${because}`);
      case 404:
        return new ModelError('unknown-model', `The endpoint does not know the model “${context.model}” (404), or the base URL is not its API’s address.${because}`);
      case 429:
        return new ModelError('rate-limited', `The model’s endpoint is limiting requests (429). Try again in a moment.${because}`);
      case undefined:
        // An error sent inside the stream (an SSE `error` event or an `error` object).
        return new ModelError('provider-error', `The model stopped with an error.${because || ' It gave no reason.'}`);
      default:
        if (CONTEXT_TOO_LONG.test(said)) return new ModelError('context-too-long', `The text is too long for the model “${context.model}”.${because}`);
        return new ModelError('provider-error', `The model’s endpoint failed (${error.status}).${because}`);
    }
  }
  if (context.during === 'stream') return new ModelError('dropped', 'The connection to the model dropped before the answer was complete.');
  return new ModelError('unreachable', `Could not reach the model at ${context.baseUrl}.`);
}
