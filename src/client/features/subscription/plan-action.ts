import type { SubscriptionTier } from '@shared/contract/auth';
import type { UserSubscription } from '@shared/contract/subscriptions';

export type PlanAction = { label: string; selectable: boolean };

/**
 * What a plan card's button offers. Spec §2 shows free's as a disabled "Current Plan"; the same
 * goes for the paid plan the user already has. Free is never chosen here (spec §4): a paid plan
 * goes back to free by cancelling. The master account has everything already.
 */
export function planAction(planId: SubscriptionTier, subscription: UserSubscription): PlanAction {
  if (subscription.isMasterAccount) {
    return { label: planId === 'enterprise' ? 'Current Plan' : 'Included', selectable: false };
  }
  if (planId === subscription.subscriptionTier) return { label: 'Current Plan', selectable: false };
  if (planId === 'free') return { label: 'Cancel to downgrade', selectable: false };
  return { label: 'Select Plan', selectable: true };
}
