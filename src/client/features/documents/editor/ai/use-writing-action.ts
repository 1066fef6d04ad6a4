import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AiWriteBody } from '@shared/contract/ai';
import { aiUsageKey } from '@/lib/ai/ai-usage';
import { ApiError } from '@/lib/api-request';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { parsePlanLimit } from '@/lib/plan-limit';
import type { ActionFailure } from './failure-notice';
import { streamWritingAction, WritingActionError } from './stream-writing-action';

export type WritingActionState =
  | { phase: 'idle' }
  | { phase: 'streaming'; text: string }
  /** The whole answer: the only state whose text may go into the document. */
  | { phase: 'done'; text: string; model: string }
  /** Stopped by the writer: what arrived is shown, marked incomplete, and cannot be inserted. */
  | { phase: 'stopped'; text: string }
  | { phase: 'failed'; text: string; error: string; upgradeUrl: string | null; notConfigured: boolean };

/** A failed action in words, with the upgrade link of a plan limit and whether no model is connected. */
export function describeFailure(error: unknown): ActionFailure {
  const planLimit = parsePlanLimit(error);
  if (planLimit) return { error: planLimit.error, upgradeUrl: planLimit.upgradeUrl, notConfigured: false };
  if (error instanceof ApiError && error.status === 503) return { error: 'No AI model is connected.', upgradeUrl: null, notConfigured: true };
  if (error instanceof WritingActionError) return { error: error.message, upgradeUrl: null, notConfigured: false };
  if (error instanceof ApiError) {
    return { error: getApiErrorMessage(error) ?? `The request failed (${error.status}). Try again.`, upgradeUrl: null, notConfigured: false };
  }
  return { error: 'Could not reach Inkwise. Check your connection and try again.', upgradeUrl: null, notConfigured: false };
}

/**
 * One writing action at a time: its text as it streams in, Stop, Try again. Starting another (or
 * closing) aborts the one running, so no answer arrives late into a dialog that moved on.
 */
export function useWritingAction() {
  const [state, setState] = useState<WritingActionState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const lastBody = useRef<AiWriteBody | null>(null);
  const queryClient = useQueryClient();

  const run = (body: AiWriteBody) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    lastBody.current = body;
    setState({ phase: 'streaming', text: '' });
    streamWritingAction(body, {
      signal: controller.signal,
      onDelta: (piece) => setState((current) => (current.phase === 'streaming' ? { phase: 'streaming', text: current.text + piece } : current)),
    })
      .then((answer) => {
        if (!controller.signal.aborted) setState({ phase: 'done', text: answer.text, model: answer.model });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ phase: 'failed', text: 'text' in current ? current.text : '', ...describeFailure(error) }));
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
        // The request counted (or was refused at the limit): the usage figures are out of date.
        void queryClient.invalidateQueries({ queryKey: aiUsageKey });
      });
  };

  const stop = () => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    setState((current) => ({ phase: 'stopped', text: 'text' in current ? current.text : '' }));
  };

  const reset = () => {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
  };

  const retry = () => {
    if (lastBody.current) run(lastBody.current);
  };

  useEffect(() => () => running.current?.abort(), []);

  return { state, run, stop, retry, reset };
}
