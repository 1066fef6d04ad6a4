import { describe, expect, it } from 'vitest';
import { readFirstStep, readSignedIn } from './sign-in.js';

const user = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  subscriptionTier: 'free',
  isMasterAccount: false,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('reading a sign-in answer', () => {
  it('reads a signed-in user, with or without a cancelled deletion', () => {
    expect(readFirstStep({ user })).toEqual({ user, accountDeletionCancelled: false });
    expect(readSignedIn({ user, accountDeletionCancelled: true })).toEqual({ user, accountDeletionCancelled: true });
  });

  it('reads the two-factor step’s challenge when the password alone was not enough', () => {
    expect(readFirstStep({ twoFactorRequired: true, challenge: 'abc' })).toEqual({ challenge: 'abc' });
  });

  it('refuses anything else', () => {
    expect(() => readFirstStep({ twoFactorRequired: false, challenge: 'abc' })).toThrow();
    expect(() => readFirstStep(null)).toThrow();
  });
});
