import { describe, expect, it } from 'vitest';
import type { Plan, UserSubscription } from '@shared/contract/subscriptions';
import { formatDate } from '../../lib/format.js';
import {
  formatPlanLimits,
  formatPrice,
  planBadge,
  planCaption,
  statusLabel,
  subscriptionDetails,
  tierName,
} from './plan-display.js';

describe('formatPlanLimits', () => {
  it('writes each limit with its unit, and thousands separators', () => {
    expect(formatPlanLimits({ documentsPerMonth: 1000, aiSuggestionsPerMonth: 25000, storageGB: 10 })).toEqual([
      '1,000 documents per month',
      '25,000 AI suggestions per month',
      '10 GB storage',
    ]);
  });

  it('keeps one decimal of storage and says "document" for one', () => {
    expect(formatPlanLimits({ documentsPerMonth: 1, aiSuggestionsPerMonth: 100, storageGB: 0.5 })).toEqual([
      '1 document per month',
      '100 AI suggestions per month',
      '0.5 GB storage',
    ]);
  });

  it('separates millions too', () => {
    expect(formatPlanLimits({ documentsPerMonth: 0, aiSuggestionsPerMonth: 1_500_000, storageGB: 1024 })[1]).toBe(
      '1,500,000 AI suggestions per month',
    );
  });
});

describe('formatPrice', () => {
  it('writes dollars without cents when whole', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(250)).toBe('$250');
    expect(formatPrice(1500)).toBe('$1,500');
    expect(formatPrice(29.99)).toBe('$29.99');
  });
});

describe('plan labels', () => {
  it('captions each plan as spec §2 does', () => {
    expect(planCaption('free')).toContain('trying out');
    expect(planCaption('individual')).toContain('solo creators');
    expect(planCaption('family')).toContain('small teams');
    expect(planCaption('enterprise')).toContain('large enterprises');
  });

  it('badges individual and enterprise only', () => {
    expect(planBadge('individual')).toBe('Most Popular');
    expect(planBadge('enterprise')).toBe('Premium');
    expect(planBadge('free')).toBeNull();
    expect(planBadge('family')).toBeNull();
  });

  it('names a tier from the plans when loaded, else by its id', () => {
    const plans = [{ id: 'family', name: 'Family Plan' }] as Plan[];
    expect(tierName('family', plans)).toBe('Family Plan');
    expect(tierName('family')).toBe('Family');
    expect(tierName('enterprise', plans)).toBe('Enterprise');
  });

  it('labels every status', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('trialing')).toBe('Trialing');
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('canceled')).toBe('Canceled');
  });
});

describe('subscriptionDetails', () => {
  const trialEnd = '2026-12-07T10:00:00.000Z';
  const periodEnd = '2027-01-07T10:00:00.000Z';
  const base: UserSubscription = {
    subscriptionTier: 'family',
    subscriptionStatus: 'trialing',
    isMasterAccount: false,
    trialEndsAt: trialEnd,
    currentPeriodEnd: trialEnd,
    cancelAtPeriodEnd: false,
    paymentProvider: 'test',
  };

  it('a trial says when it ends', () => {
    expect(subscriptionDetails(base)).toEqual([`Trial ends ${formatDate(trialEnd)}`]);
  });

  it('an active plan says when it renews', () => {
    expect(subscriptionDetails({ ...base, subscriptionStatus: 'active', currentPeriodEnd: periodEnd })).toEqual([
      `Renews ${formatDate(periodEnd)}`,
    ]);
  });

  it('a cancelled plan says until when it lasts', () => {
    expect(subscriptionDetails({ ...base, subscriptionStatus: 'canceled' })).toEqual([`Access until ${formatDate(trialEnd)}`]);
    expect(
      subscriptionDetails({ ...base, subscriptionStatus: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd }),
    ).toEqual([`Access until ${formatDate(periodEnd)}`]);
  });

  it('a past-due plan says so', () => {
    expect(subscriptionDetails({ ...base, subscriptionStatus: 'past_due', currentPeriodEnd: periodEnd })).toEqual([
      'Payment past due',
      `Renews ${formatDate(periodEnd)}`,
    ]);
  });

  it('the free plan has no dates, the master account no billing', () => {
    const free = { ...base, subscriptionTier: 'free', subscriptionStatus: 'active', trialEndsAt: null, currentPeriodEnd: null } as const;
    expect(subscriptionDetails(free)).toEqual([]);
    expect(subscriptionDetails({ ...free, subscriptionTier: 'enterprise', isMasterAccount: true })).toEqual([
      'Lifetime access with no billing',
    ]);
  });
});
