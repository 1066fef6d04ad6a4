import type { AiStatus } from '@shared/contract/ai';

/** What the status page says of the AI engine for an answer: its status and a line on what runs. */
export function describeAiStatus(status: AiStatus): { status: 'operational' | 'degraded'; detail: string } {
  if (status.engine === 'built-in') {
    return { status: 'operational', detail: 'Built-in generators only: no AI model is connected to this site.' };
  }
  if (status.state === 'connected') return { status: 'operational', detail: 'An AI model is connected and answering.' };
  return { status: 'degraded', detail: `The connected AI model is not answering: ${status.problem ?? 'no reason given'}` };
}
