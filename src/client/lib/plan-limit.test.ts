import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request.js';
import { parsePlanLimit } from './plan-limit.js';

const limitBody = {
  error: 'Your Free plan allows 10 documents a month. Upgrade your plan to create more.',
  limit: 'documentsPerMonth',
  upgradeUrl: '/subscription',
};

const apiError = (status: number, body: string) => new ApiError(status, `${status}: ${body}`);

describe('parsePlanLimit', () => {
  it('reads the server’s 402 answer', () => {
    expect(parsePlanLimit(apiError(402, JSON.stringify(limitBody)))).toEqual(limitBody);
  });

  it('reads the storage limit too', () => {
    const storage = { ...limitBody, error: 'Storage full', limit: 'storageGB' };
    expect(parsePlanLimit(apiError(402, JSON.stringify(storage)))).toEqual(storage);
  });

  it('reads a plain Error in the same format (e.g. one rethrown by a caller)', () => {
    expect(parsePlanLimit(new Error(`402: ${JSON.stringify(limitBody)}`))).toEqual(limitBody);
  });

  it('ignores other statuses, even with the same body', () => {
    expect(parsePlanLimit(apiError(400, JSON.stringify(limitBody)))).toBeNull();
    expect(parsePlanLimit(apiError(403, JSON.stringify(limitBody)))).toBeNull();
  });

  it('ignores a 402 whose body is not the plan-limit answer', () => {
    expect(parsePlanLimit(apiError(402, 'Payment Required'))).toBeNull();
    expect(parsePlanLimit(apiError(402, JSON.stringify({ error: 'Pay up' })))).toBeNull();
    expect(parsePlanLimit(apiError(402, JSON.stringify({ ...limitBody, limit: 'brandVoices' })))).toBeNull();
    expect(parsePlanLimit(apiError(402, JSON.stringify({ ...limitBody, upgradeUrl: 'https://evil.example' })))).toBeNull();
  });

  it('ignores anything that is not a request error', () => {
    expect(parsePlanLimit(new TypeError('Failed to fetch'))).toBeNull();
    expect(parsePlanLimit('402: {}')).toBeNull();
    expect(parsePlanLimit(null)).toBeNull();
  });
});
