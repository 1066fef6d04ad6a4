import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '@shared/contract/subscriptions';
import { isCheckoutConfirmed, parseCheckoutParam, parsePendingCheckout, safeCheckoutUrl } from './checkout-return.js';

const subscription = (subscriptionTier: UserSubscription['subscriptionTier']): UserSubscription => ({
  subscriptionTier,
  subscriptionStatus: 'trialing',
  isMasterAccount: false,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentProvider: 'stripe',
});

describe('parseCheckoutParam', () => {
  it('knows success and canceled only', () => {
    expect(parseCheckoutParam('success')).toBe('success');
    expect(parseCheckoutParam('canceled')).toBe('canceled');
    expect(parseCheckoutParam('cancelled')).toBeNull();
    expect(parseCheckoutParam(null)).toBeNull();
  });
});

describe('parsePendingCheckout', () => {
  it('reads what was stored', () => {
    expect(parsePendingCheckout('{"planId":"family","provider":"paypal"}')).toEqual({ planId: 'family', provider: 'paypal' });
  });

  it('refuses anything else', () => {
    expect(parsePendingCheckout(null)).toBeNull();
    expect(parsePendingCheckout('not json')).toBeNull();
    expect(parsePendingCheckout('{"planId":"gold","provider":"paypal"}')).toBeNull();
    expect(parsePendingCheckout('{"planId":"family","provider":"bank"}')).toBeNull();
    expect(parsePendingCheckout('{"planId":"family"}')).toBeNull();
  });
});

describe('isCheckoutConfirmed', () => {
  it('waits for the plan that was bought', () => {
    const pending = { planId: 'family', provider: 'stripe' } as const;
    expect(isCheckoutConfirmed(subscription('free'), pending)).toBe(false);
    expect(isCheckoutConfirmed(subscription('individual'), pending)).toBe(false);
    expect(isCheckoutConfirmed(subscription('family'), pending)).toBe(true);
  });

  it('without a record of the purchase, any paid plan confirms it', () => {
    expect(isCheckoutConfirmed(subscription('free'), null)).toBe(false);
    expect(isCheckoutConfirmed(subscription('enterprise'), null)).toBe(true);
  });
});

describe('safeCheckoutUrl', () => {
  const base = 'https://app.example/subscription';

  it('passes the provider’s https page, and a same-site path', () => {
    expect(safeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', base)).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(safeCheckoutUrl('/subscription?checkout=success', base)).toBe('https://app.example/subscription?checkout=success');
  });

  it('refuses script and data addresses', () => {
    expect(safeCheckoutUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi', base)).toBeNull();
  });
});
