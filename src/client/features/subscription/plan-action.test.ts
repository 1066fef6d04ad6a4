import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '@shared/contract/subscriptions';
import { planAction } from './plan-action.js';

const on = (subscriptionTier: UserSubscription['subscriptionTier'], isMasterAccount = false): UserSubscription => ({
  subscriptionTier,
  subscriptionStatus: 'active',
  isMasterAccount,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentProvider: null,
});

describe('planAction', () => {
  it('on the free plan: free is the disabled "Current Plan", every paid plan can be selected', () => {
    expect(planAction('free', on('free'))).toEqual({ label: 'Current Plan', selectable: false });
    expect(planAction('individual', on('free'))).toEqual({ label: 'Select Plan', selectable: true });
    expect(planAction('family', on('free'))).toEqual({ label: 'Select Plan', selectable: true });
    expect(planAction('enterprise', on('free'))).toEqual({ label: 'Select Plan', selectable: true });
  });

  it('on a paid plan: that plan is current, free is reached by cancelling, the others can be selected', () => {
    expect(planAction('family', on('family'))).toEqual({ label: 'Current Plan', selectable: false });
    expect(planAction('free', on('family'))).toEqual({ label: 'Cancel to downgrade', selectable: false });
    expect(planAction('enterprise', on('family'))).toEqual({ label: 'Select Plan', selectable: true });
  });

  it('the master account selects nothing', () => {
    expect(planAction('enterprise', on('enterprise', true))).toEqual({ label: 'Current Plan', selectable: false });
    expect(planAction('individual', on('enterprise', true))).toEqual({ label: 'Included', selectable: false });
    expect(planAction('free', on('enterprise', true))).toEqual({ label: 'Included', selectable: false });
  });
});
