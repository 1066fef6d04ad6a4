import { describe, expect, it } from 'vitest';
import { describeAiStatus } from './describe-ai-status';

describe('the status page’s line on the AI engine', () => {
  it('says built-in only, connected, or failing with the reason', () => {
    expect(describeAiStatus({ engine: 'built-in' })).toEqual({ status: 'operational', detail: 'Built-in generators only: no AI model is connected to this site.' });
    expect(describeAiStatus({ engine: 'model', state: 'connected', checkedAt: '2026-11-25T20:00:00Z', problem: null }).status).toBe('operational');
    expect(describeAiStatus({ engine: 'model', state: 'failing', checkedAt: '2026-11-25T20:00:00Z', problem: 'The model did not answer in time.' })).toEqual({
      status: 'degraded',
      detail: 'The connected AI model is not answering: The model did not answer in time.',
    });
  });
});
