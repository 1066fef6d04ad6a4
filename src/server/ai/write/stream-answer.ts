import { APIUserAbortError } from 'openai';
import type { AiStreamEvent } from '../../../shared/contract/ai.js';
import type { AiRequestOutcome } from '../../../shared/vocabulary.js';
import type { Prompt } from '../prompts/build-messages.js';
import type { ChatModel, TokenUsage } from '../provider/chat-model.js';
import { ModelError } from '../provider/model-error.js';

export interface AnswerResult {
  outcome: Exclude<AiRequestOutcome, 'running'>;
  failure?: string;
  usage: TokenUsage | null;
  durationMs: number;
}

interface StreamOptions {
  /** The writer's Stop (their connection closed). */
  stop: AbortSignal;
  /** The longest a request may run. */
  deadline: AbortSignal;
  /**
   * Told how it ended, once, whatever happened: the usage record. Not awaited, so the stream ends
   * as soon as its last event is out; a failure to record goes to `onUnexpected`.
   */
  onFinish: (result: AnswerResult) => Promise<void>;
  /** Anything that is not a model error (a bug): logged without the text. */
  onUnexpected: (error: unknown) => void;
  /** Told when the answer starts being read: until then `onFinish` is the caller's to call. */
  onStart?: () => void;
}

/**
 * A prompt's answer as the events of POST /api/ai/write: the pieces as they arrive, then `done`
 * with the whole text, or `error` with what went wrong in words. An answer cut short never ends
 * with `done`, so the browser cannot mistake half an answer for a whole one.
 */
export async function* streamAnswer(model: ChatModel, prompt: Prompt, options: StreamOptions): AsyncGenerator<AiStreamEvent> {
  options.onStart?.();
  const startedAt = performance.now();
  const modelName = prompt.fast ? model.settings.fastModel : model.settings.model;
  let usage: TokenUsage | null = null;
  let result: Omit<AnswerResult, 'usage' | 'durationMs'> = { outcome: 'failed', failure: 'internal' };
  let text = '';
  try {
    const pieces = model.stream({
      messages: prompt.messages,
      maxTokens: prompt.maxTokens,
      temperature: prompt.temperature,
      fast: prompt.fast,
      signal: AbortSignal.any([options.stop, options.deadline]),
      onUsage: (reported) => {
        usage = reported;
      },
    });
    for await (const piece of pieces) {
      text += piece;
      yield { event: 'delta', data: { text: piece } };
    }
    result = { outcome: 'completed' };
    yield { event: 'done', data: { text, model: modelName } };
  } catch (error) {
    if (error instanceof APIUserAbortError && options.deadline.aborted && !options.stop.aborted) {
      result = { outcome: 'failed', failure: 'timeout' };
      yield { event: 'error', data: { error: 'The model took too long to answer, and the request was stopped.', kind: 'timeout' } };
    } else if (error instanceof APIUserAbortError) {
      // The writer pressed Stop or left: nobody is listening for an event.
      result = { outcome: 'stopped' };
    } else if (error instanceof ModelError) {
      result = { outcome: 'failed', failure: error.kind };
      yield { event: 'error', data: { error: error.message, kind: error.kind } };
    } else {
      options.onUnexpected(error);
      yield { event: 'error', data: { error: 'Something went wrong while the model was answering. Try again.', kind: 'internal' } };
    }
  } finally {
    options.onFinish({ ...result, usage, durationMs: performance.now() - startedAt }).catch(options.onUnexpected);
  }
}

/** One event in the SSE wire format. */
export function serverSentEvent({ event, data }: AiStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
