import { describe, expect, it } from 'vitest';
import { isUser, parseUserResponse } from './parse-user.js';

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

describe('parse-user', () => {
  it('accepts a user of the contract', () => {
    expect(isUser(user)).toBe(true);
    expect(parseUserResponse({ user })).toEqual(user);
  });

  it('rejects missing fields, wrong types and unknown tiers', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(isUser(withoutEmail)).toBe(false);
    expect(isUser({ ...user, id: '7' })).toBe(false);
    expect(isUser({ ...user, subscriptionTier: 'platinum' })).toBe(false);
    expect(isUser({ ...user, subscriptionTier: 'toString' })).toBe(false);
    expect(isUser({ ...user, emailVerified: 'yes' })).toBe(false);
    expect(() => parseUserResponse({})).toThrow();
    expect(() => parseUserResponse(null)).toThrow();
  });
});
