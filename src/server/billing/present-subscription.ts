import type { UserSubscription } from '../../shared/contract/subscriptions.js';
import type { UserWithoutSecrets } from '../db/user-without-secrets.js';
import type { SubscriptionRow } from './subscription-store.js';

/**
 * A user's subscription as the page shows it. No row: the free plan, active. The master account:
 * enterprise with no billing. A plan canceled at period end reads "canceled" while it still runs.
 */
export function presentSubscription(user: UserWithoutSecrets, row: SubscriptionRow | null): UserSubscription {
  if (user.isMasterAccount) {
    return {
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      isMasterAccount: true,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentProvider: null,
    };
  }
  // Comped by the administrator (ADR 0039): the plan, active, with nothing billed.
  if (user.planCompedAt && (!row || row.tier === 'free')) {
    return {
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: 'active',
      isMasterAccount: false,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentProvider: null,
    };
  }
  if (!row || row.tier === 'free') {
    return {
      subscriptionTier: 'free',
      // A paid plan that ended leaves the account on free, marked canceled.
      subscriptionStatus: row?.status === 'canceled' ? 'canceled' : 'active',
      isMasterAccount: false,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentProvider: null,
    };
  }
  const status = row.cancelAtPeriodEnd ? 'canceled' : row.status;
  return {
    subscriptionTier: row.tier,
    subscriptionStatus: status,
    isMasterAccount: false,
    trialEndsAt: row.status === 'trialing' && row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentProvider: row.provider,
  };
}
