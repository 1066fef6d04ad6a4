import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSubscriptionResponse,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
} from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { storeSubscription } from './subscription-keys';

/**
 * Test mode confirms at once and answers with the new subscription; a real provider answers with
 * its checkout page, and the plan changes only when its confirmation reaches the server.
 */
export async function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  return createSubscriptionResponse.parse(await apiRequest('POST', '/api/subscription/create', body));
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: (result, body) => {
      if (result.outcome === 'completed') storeSubscription(queryClient, Number(body.userId), result.subscription);
    },
  });
}
