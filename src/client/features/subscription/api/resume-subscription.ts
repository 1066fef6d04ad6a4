import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSubscription, type UserSubscription } from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { storeSubscription } from './subscription-keys';

/** Undoes a cancel while the paid period lasts. */
export async function resumeSubscription(): Promise<UserSubscription> {
  return userSubscription.parse(await apiRequest('POST', '/api/subscription/resume'));
}

export function useResumeSubscription(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => storeSubscription(queryClient, userId, subscription),
  });
}
