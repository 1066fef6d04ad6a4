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
/** A real request's outcome speaks for the model this long. */
const REQUEST_EVIDENCE_MS = 10 * 60_000;
/** Failures the models check would see too: a newer check that passed outdates them. */
const CHECK_SEES: ReadonlySet<ModelError['kind']> = new Set(['bad-key', 'unreachable', 'timeout']);

/**
 * Whether the configured model answers. Two kinds of evidence: a check that lists its models (the
 * cheapest request every OpenAI-compatible server has), at most once a minute, with concurrent
 * callers sharing one; and how the writers' real requests ended. The check shows the endpoint
 * answers and takes the key, but not that it writes with the configured model (a wrong model
 * name still lists; llama.cpp lists one name and answers to any), so a real request's failure in
 * the last ten minutes says "failing" even while the check passes, unless it is a failure the
 * check would see and a newer check passed. A text too long for the model is the request's
 * trouble, not the model's.
 */
export function createModelStatus(model: ChatModel | undefined, now: () => number = Date.now) {
  let checked: { at: number; problem: string | null } | null = null;
  let checking: Promise<void> | null = null;
  let lastRequest: { at: number; failure: ModelError['kind'] | null } | null = null;
  let lastSuccessAt: number | null = null;

  model?.watchOutcomes((outcome) => {
    if (!outcome.ok && outcome.kind === 'context-too-long') return;
    lastRequest = { at: now(), failure: outcome.ok ? null : outcome.kind };
    if (outcome.ok) lastSuccessAt = lastRequest.at;
  });

  async function check(chatModel: ChatModel): Promise<void> {
    const at = now();
    try {
      await chatModel.listModels(AbortSignal.timeout(CHECK_TIMEOUT_MS));
      checked = { at, problem: null };
      lastSuccessAt = Math.max(lastSuccessAt ?? 0, at);
    } catch (error) {
      // The provider's words may quote the address; the public page gets the kind of failure only.
      checked = { at, problem: error instanceof ModelError ? PUBLIC_PROBLEM[error.kind] : 'The model did not answer the check in time.' };
    }
  }

  function describe(chatModel: ChatModel, check: { at: number; problem: string | null }): AiStatus {
    const base = { engine: 'model' as const, model: chatModel.settings.model, lastSuccessAt: lastSuccessAt === null ? null : new Date(lastSuccessAt).toISOString() };
    if (check.problem !== null) return { ...base, state: 'failing', checkedAt: new Date(check.at).toISOString(), problem: check.problem };
    const request = lastRequest !== null && now() - lastRequest.at < REQUEST_EVIDENCE_MS ? lastRequest : null;
    const outdated = request?.failure && CHECK_SEES.has(request.failure) && check.at > request.at;
    if (request?.failure && !outdated) return { ...base, state: 'failing', checkedAt: new Date(request.at).toISOString(), problem: PUBLIC_PROBLEM[request.failure] };
    return { ...base, state: 'connected', checkedAt: new Date(Math.max(check.at, request?.at ?? 0)).toISOString(), problem: null };
  }

  return async function status(): Promise<AiStatus> {
    if (!model) return { engine: 'built-in' };
    if (!checked || now() - checked.at >= CHECK_INTERVAL_MS) {
      checking ??= check(model).finally(() => {
        checking = null;
      });
      await checking;
    }
    return describe(model, checked!);
  };
}
