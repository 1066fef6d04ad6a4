import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSubscription, type UserSubscription } from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { subscriptionKeys } from './subscription-keys';

/** The signed-in user's own plan: the id comes from the session, never a fixed 1 (spec §6). */
export async function fetchSubscription(userId: number): Promise<UserSubscription> {
  return userSubscription.parse(await apiRequest('GET', `/api/user/${userId}/subscription`));
}

export const subscriptionQuery = (userId: number) =>
  queryOptions({ queryKey: subscriptionKeys.subscription(userId), queryFn: () => fetchSubscription(userId) });

/** How often to read again, given what was last read (and when); false: not again. */
export type SubscriptionPoll = (last: { data: UserSubscription | undefined; dataUpdatedAt: number }) => number | false;

/**
 * `poll` re-reads on a timer while a payment confirmation is awaited; by default (false) the
 * query never refetches on its own (spec §9).
 */
export function useSubscription(userId: number, { poll }: { poll?: SubscriptionPoll } = {}) {
  return useQuery({
    ...subscriptionQuery(userId),
    refetchInterval: poll ? (query) => poll(query.state) : false,
  });
}
