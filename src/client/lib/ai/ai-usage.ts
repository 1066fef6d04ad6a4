import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiUsageSchema, type AiUsage } from '@shared/contract/ai';
import { apiRequest } from '@/lib/api-request';
import { formatNumber } from '@/lib/format';

export const aiUsageKey = ['/api/ai/usage'] as const;

/** GET /api/ai/usage: this month's AI requests and the plan's allowance (null: unlimited). */
export const aiUsageQuery = queryOptions({
  queryKey: aiUsageKey,
  queryFn: async () => aiUsageSchema.parse(await apiRequest('GET', '/api/ai/usage')),
});

export function useAiUsage() {
  return useQuery(aiUsageQuery);
}

/** "12 of 250 this month", or "12 this month (unlimited)". */
export function describeAiUsage(usage: AiUsage): string {
  return usage.limit === null
    ? `${formatNumber(usage.used)} this month (unlimited)`
    : `${formatNumber(usage.used)} of ${formatNumber(usage.limit)} this month`;
}
