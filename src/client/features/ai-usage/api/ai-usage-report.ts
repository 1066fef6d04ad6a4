import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { aiRequestLogPage, aiUsageReport, type AiRequestLogPage } from '@shared/contract/ai-usage-report';
import { apiRequest, readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';

/** GET /api/ai/usage/report: a month's AI requests summed by person, action and model. */
export function aiUsageReportQuery(month: string) {
  return queryOptions({
    queryKey: ['/api/ai/usage/report', month],
    queryFn: async () => aiUsageReport.parse(await apiRequest('GET', `/api/ai/usage/report?month=${month}`)),
  });
}

export function useAiUsageReport(month: string) {
  return useQuery({ ...aiUsageReportQuery(month), placeholderData: keepPreviousData });
}

async function fetchRequestPage(month: string, cursor: string | null, signal?: AbortSignal): Promise<AiRequestLogPage> {
  const params = new URLSearchParams({ month });
  if (cursor) params.set('cursor', cursor);
  const response = await sendRequest('GET', `/api/ai/usage/requests?${params.toString()}`, undefined, signal);
  await throwIfNotOk(response);
  return aiRequestLogPage.parse(await readJson(response));
}

/** GET /api/ai/usage/requests: the month's requests, newest first, page by page. */
export function aiRequestLogQuery(month: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/ai/usage/requests', month],
    queryFn: ({ pageParam, signal }) => fetchRequestPage(month, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAiRequestLog(month: string) {
  return useInfiniteQuery({ ...aiRequestLogQuery(month), placeholderData: keepPreviousData });
}
