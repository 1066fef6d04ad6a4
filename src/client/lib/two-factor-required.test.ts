import { describe, expect, it, vi } from 'vitest';
import { onTwoFactorRequired, reportIfTwoFactorRequired } from './two-factor-required.js';

const answer = (body: string) => new Response(body, { status: 403, headers: { 'content-type': 'application/json' } });

describe('the two-factor requirement', () => {
  it('tells the listeners of a 403 that names it, and of no other', async () => {
    const listener = vi.fn();
    const stop = onTwoFactorRequired(listener);
    await reportIfTwoFactorRequired(answer(JSON.stringify({ error: 'Only the owner', code: 'something_else' })));
    await reportIfTwoFactorRequired(answer('not json'));
    await reportIfTwoFactorRequired(answer(JSON.stringify({ error: 'Set it up', code: 'two_factor_required' })));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await reportIfTwoFactorRequired(answer(JSON.stringify({ code: 'two_factor_required' })));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
