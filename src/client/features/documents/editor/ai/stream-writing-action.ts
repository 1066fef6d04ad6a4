import { createParser } from 'eventsource-parser';
import type { AiWriteBody } from '@shared/contract/ai';
import { sendRequest, throwIfNotOk } from '@/lib/api-request';

/** A writing action that ended without a whole answer, in words the writer can act on. */
export class WritingActionError extends Error {
  constructor(
    message: string,
    /** The server's kind (`bad-key`, `dropped`, …), or `connection` when the stream broke here. */
    readonly kind: string,
  ) {
    super(message);
    this.name = 'WritingActionError';
  }
}

export interface WritingAnswer {
  text: string;
  model: string;
}

/**
 * POST /api/ai/write, read as it streams: each piece of text goes to `onDelta` as it arrives, and
 * the promise resolves with the whole answer only on the server's `done`. An `error` event, a
 * stream that ends without `done`, or a refusal (an ApiError: 402, 429, 503…) rejects; aborting
 * `signal` (Stop) closes the request, which stops the model on the server.
 */
export async function streamWritingAction(
  body: AiWriteBody,
  { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<WritingAnswer> {
  const response = await sendRequest('POST', '/api/ai/write', body, signal);
  await throwIfNotOk(response);
  if (!response.body) throw new WritingActionError('The server sent no answer.', 'connection');

  let answer = null as WritingAnswer | null;
  let failure = null as WritingActionError | null;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const payload = JSON.parse(data) as Record<string, string>;
      if (event === 'delta') onDelta(payload.text ?? '');
      else if (event === 'done') answer = { text: payload.text ?? '', model: payload.model ?? '' };
      else if (event === 'error') failure = new WritingActionError(payload.error ?? 'The model stopped with an error.', payload.kind ?? 'provider-error');
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new WritingActionError('The connection to Inkwise dropped before the answer was complete. Try again.', 'connection');
  }
  if (failure) throw failure;
  if (!answer) throw new WritingActionError('The answer stopped before it was complete. Try again.', 'connection');
  return answer;
}
