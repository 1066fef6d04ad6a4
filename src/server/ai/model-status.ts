import type { AiStatus } from '../../shared/contract/ai.js';
import type { ChatModel } from './provider/chat-model.js';
import { ModelError } from './provider/model-error.js';

/** What a public page may say of a failing model: no address, no provider message. */
const PUBLIC_PROBLEM: Record<ModelError['kind'], string> = {
  'bad-key': 'The model’s endpoint refused the API key.',
  'unknown-model': 'The endpoint does not know the configured model.',
  'rate-limited': 'The model’s endpoint is limiting requests.',
  'context-too-long': 'The model refused the request as too long.',
  unreachable: 'The model’s endpoint cannot be reached.',
  timeout: 'The model did not answer in time.',
  dropped: 'The connection to the model dropped.',
  'provider-error': 'The model’s endpoint reported an error.',
  'empty-answer': 'The model sent an empty answer.',
};

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
  let lastSuccessAt: string | null = null;

  async function check(): Promise<AiStatus> {
    if (!model) return { engine: 'built-in' };
    const checkedAt = new Date(now()).toISOString();
    const name = model.settings.model;
    try {
      await model.listModels(AbortSignal.timeout(CHECK_TIMEOUT_MS));
      lastSuccessAt = checkedAt;
      return { engine: 'model', state: 'connected', model: name, checkedAt, lastSuccessAt, problem: null };
    } catch (error) {
      // The provider's words may quote the address; the public page gets the kind of failure only.
      const problem = error instanceof ModelError ? PUBLIC_PROBLEM[error.kind] : 'The model did not answer the check in time.';
      return { engine: 'model', state: 'failing', model: name, checkedAt, lastSuccessAt, problem };
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
