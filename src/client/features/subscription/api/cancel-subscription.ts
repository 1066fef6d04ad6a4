import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSubscription, type UserSubscription } from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { storeSubscription } from './subscription-keys';

/** Cancels the signed-in user's paid plan; it keeps its tier until the paid period ends. */
export async function cancelSubscription(): Promise<UserSubscription> {
  return userSubscription.parse(await apiRequest('POST', '/api/subscription/cancel'));
}

export function useCancelSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => storeSubscription(queryClient, userId, subscription),
  });
}
