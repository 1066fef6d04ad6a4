import type { QueryClient } from '@tanstack/react-query';
import type { UserSubscription } from '@shared/contract/subscriptions';

export const subscriptionKeys = {
  plans: ['/api/pricing/plans'] as const,
  paymentSettings: ['/api/subscription/payment-settings'] as const,
  subscription: (userId: number) => ['/api/user', userId, 'subscription'] as const,
};

/** Every call that changes the plan answers with the new subscription: show it without a refetch. */
export function storeSubscription(queryClient: QueryClient, userId: number, subscription: UserSubscription): void {
  queryClient.setQueryData(subscriptionKeys.subscription(userId), subscription);
}
