import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { describeAiStatus } from './describe-ai-status';

describe('the status page’s line on the AI engine', () => {
  it('says built-in only, connected with the model and its last answer, or failing with the reason', () => {
    expect(describeAiStatus({ engine: 'built-in' })).toEqual({ status: 'operational', detail: 'Built-in generators only: no AI model is connected to this site.' });
    const at = '2026-11-25T20:00:00Z';
    expect(describeAiStatus({ engine: 'model', state: 'connected', model: 'llama3.2', checkedAt: at, lastSuccessAt: at, problem: null })).toEqual({
      status: 'operational',
      detail: `Connected to llama3.2, answering; last answered ${formatDateTime(at)}.`,
    });
    expect(describeAiStatus({ engine: 'model', state: 'failing', model: 'llama3.2', checkedAt: at, lastSuccessAt: null, problem: 'The model did not answer in time.' })).toEqual({
      status: 'degraded',
      detail: 'llama3.2 is not answering: The model did not answer in time; it has not answered since the server started.',
    });
  });
});
