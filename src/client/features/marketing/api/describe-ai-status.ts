import type { AiStatus } from '@shared/contract/ai';
import { formatDateTime } from '@/lib/format';

/** What the status page says of the AI engine for an answer: its status and a line on what runs. */
export function describeAiStatus(status: AiStatus): { status: 'operational' | 'degraded'; detail: string } {
  if (status.engine === 'built-in') {
    return { status: 'operational', detail: 'Built-in generators only: no AI model is connected to this site.' };
  }
  const lastSuccess = status.lastSuccessAt ? `; last answered ${formatDateTime(status.lastSuccessAt)}` : '; it has not answered since the server started';
  if (status.state === 'connected') return { status: 'operational', detail: `Connected to ${status.model}, answering${lastSuccess}.` };
  const problem = (status.problem ?? 'no reason given').replace(/\.$/, '');
  return { status: 'degraded', detail: `${status.model} is not answering: ${problem}${lastSuccess}.` };
}
