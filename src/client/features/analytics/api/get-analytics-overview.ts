import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsOverviewSchema, type AnalyticsOverview } from '@shared/contract/documents';
import { analyticsOverviewKey } from '@/lib/analytics-keys';
import { apiRequest } from '@/lib/api-request';


/** The weekday chart counts days in the reader's own time zone. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export async function fetchAnalyticsOverview(timeZone: string | undefined): Promise<AnalyticsOverview> {
  const query = timeZone ? `?${new URLSearchParams({ tz: timeZone }).toString()}` : '';
  return analyticsOverviewSchema.parse(await apiRequest('GET', `/api/analytics/overview${query}`));
}

export function analyticsOverviewQuery(timeZone = browserTimeZone()) {
  return queryOptions({
    queryKey: [...analyticsOverviewKey, timeZone ?? 'UTC'],
    queryFn: () => fetchAnalyticsOverview(timeZone),
  });
}

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQuery());
}
