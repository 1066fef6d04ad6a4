import type { AiStatus } from '../../shared/contract/ai.js';
import type { ChatModel } from './provider/chat-model.js';
import { ModelError } from './provider/model-error.js';

/** A check's answer is reused this long: the status page is public, the model is not ours to flood. */
const CHECK_INTERVAL_MS = 60_000;
const CHECK_TIMEOUT_MS = 5_000;

/**
 * Whether the configured model answers, checked by listing its models (the cheapest request every
 * OpenAI-compatible server has) at most once a minute; concurrent callers share one check.
 */
export function createModelStatus(model: ChatModel | undefined, now: () => number = Date.now) {
  let last: { at: number; status: AiStatus } | null = null;
  let checking: Promise<AiStatus> | null = null;

  async function check(): Promise<AiStatus> {
    if (!model) return { engine: 'built-in' };
    const checkedAt = new Date(now()).toISOString();
    try {
      await model.listModels(AbortSignal.timeout(CHECK_TIMEOUT_MS));
      return { engine: 'model', state: 'connected', checkedAt, problem: null };
    } catch (error) {
      const problem = error instanceof ModelError ? error.message : 'The model did not answer the check in time.';
      return { engine: 'model', state: 'failing', checkedAt, problem };
    }
  }

  return async function status(): Promise<AiStatus> {
    if (!model) return { engine: 'built-in' };
    if (last && now() - last.at < CHECK_INTERVAL_MS) return last.status;
    checking ??= check().then((result) => {
      last = { at: now(), status: result };
      checking = null;
      return result;
    });
    return checking;
  };
}
