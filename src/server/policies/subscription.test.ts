import { describe, expect, it } from 'vitest';
import { canSubscribe, canViewSubscription, hasBilling } from './subscription.js';

const member = { id: 7, isMasterAccount: false };
const master = { id: 1, isMasterAccount: true };

describe('subscription policy', () => {
  it('shows a plan to its owner and to the administrator only', () => {
    expect(canViewSubscription(member, 7)).toBe(true);
    expect(canViewSubscription(member, 8)).toBe(false);
    expect(canViewSubscription(master, 8)).toBe(true);
  });

  it('lets a person subscribe only their own account, the administrator included', () => {
    expect(canSubscribe(member, 7)).toBe(true);
    expect(canSubscribe(member, 8)).toBe(false);
    expect(canSubscribe(master, 8)).toBe(false);
  });

  it('never bills the master account', () => {
    expect(hasBilling(member)).toBe(true);
    expect(hasBilling(master)).toBe(false);
  });
});
