import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponse, type Plan } from '@shared/contract/subscriptions';
import { apiRequest } from '@/lib/api-request';
import { subscriptionKeys } from './subscription-keys';

/** The four plans with their prices, features and limits, in the server's order. */
export async function fetchPlans(): Promise<Plan[]> {
  return plansResponse.parse(await apiRequest('GET', '/api/pricing/plans'));
}

export const plansQuery = queryOptions({ queryKey: subscriptionKeys.plans, queryFn: fetchPlans });

export function usePlans() {
  return useQuery(plansQuery);
}
