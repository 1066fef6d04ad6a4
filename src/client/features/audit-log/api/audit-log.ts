import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditLogPage, type AuditLogPage } from '@shared/contract/audit-log';
import { auditFilterParams, type AuditLogFilterValues } from '@/components/audit-log/audit-log-filters';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';

/** One page of the workspace's audit log (its owner's only), newest first. */
async function fetchAuditLogPage(filters: AuditLogFilterValues, cursor: string | null, signal?: AbortSignal): Promise<AuditLogPage> {
  const params = new URLSearchParams(auditFilterParams(filters));
  if (cursor) params.set('cursor', cursor);
  const response = await sendRequest('GET', `/api/audit-log?${params.toString()}`, undefined, signal);
  await throwIfNotOk(response);
  return auditLogPage.parse(await readJson(response));
}

export function auditLogQuery(filters: AuditLogFilterValues) {
  return infiniteQueryOptions({
    queryKey: ['/api/audit-log', filters],
    queryFn: ({ pageParam, signal }) => fetchAuditLogPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useAuditLog(filters: AuditLogFilterValues) {
  return useInfiniteQuery({ ...auditLogQuery(filters), placeholderData: keepPreviousData });
}
