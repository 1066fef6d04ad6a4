import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountSchema,
  adminAccountsPage,
  adminMessageResponse,
  adminWorkspaceSchema,
  adminWorkspacesPage,
  type ChangePlanBody,
  type ChangeSeatsBody,
} from '@shared/contract/admin';
import { auditLogPage } from '@shared/contract/audit-log';
import { auditFilterParams, type AuditLogFilterValues } from '@/components/audit-log/audit-log-filters';
import { apiRequest, readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';

/** The console's API (issue 18, ADR 0039): /api/admin/*, which answers the master account only. */

const adminKey = ['/api/admin'] as const;

async function getPage(path: string, params: Record<string, string>, cursor: string | null, signal?: AbortSignal): Promise<unknown> {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  const response = await sendRequest('GET', `${path}?${query.toString()}`, undefined, signal);
  await throwIfNotOk(response);
  return readJson(response);
}

/** Accounts whose email or name contains `search`, newest first. */
export function useAdminAccounts(search: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...adminKey, 'accounts', search],
      queryFn: async ({ pageParam, signal }) => adminAccountsPage.parse(await getPage('/api/admin/accounts', search ? { q: search } : {}, pageParam, signal)),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Workspaces whose name or owner's email contains `search`, with their usage. */
export function useAdminWorkspaces(search: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...adminKey, 'workspaces', search],
      queryFn: async ({ pageParam, signal }) => adminWorkspacesPage.parse(await getPage('/api/admin/workspaces', search ? { q: search } : {}, pageParam, signal)),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
    placeholderData: keepPreviousData,
  });
}

export interface AdminAuditFilter extends AuditLogFilterValues {
  accountId: string;
  workspaceId: string;
}

/** The whole audit log, every workspace's. */
export function useAdminAuditLog(filters: AdminAuditFilter) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...adminKey, 'audit-log', filters],
      queryFn: async ({ pageParam, signal }) => {
        const { accountId, workspaceId, ...common } = filters;
        const params = { ...auditFilterParams(common), ...(accountId ? { accountId } : {}), ...(workspaceId ? { workspaceId } : {}) };
        return auditLogPage.parse(await getPage('/api/admin/audit-log', params, pageParam, signal));
      },
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the whole console: lists, usage and the log all move together. */
function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}

export function useSuspendAccount() {
  return useAdminMutation(async ({ id, reason }: { id: number; reason: string }) =>
    adminAccountSchema.parse(await apiRequest('POST', `/api/admin/accounts/${id}/suspension`, { reason })),
  );
}

export function useReactivateAccount() {
  return useAdminMutation(async (id: number) => adminAccountSchema.parse(await apiRequest('DELETE', `/api/admin/accounts/${id}/suspension`)));
}

export function useResendVerification() {
  return useAdminMutation(async (id: number) => adminMessageResponse.parse(await apiRequest('POST', `/api/admin/accounts/${id}/verification-email`)));
}

export function useChangeSeats() {
  return useAdminMutation(async ({ id, ...body }: ChangeSeatsBody & { id: number }) =>
    adminWorkspaceSchema.parse(await apiRequest('PUT', `/api/admin/workspaces/${id}/seats`, body)),
  );
}

export function useChangePlan() {
  return useAdminMutation(async ({ id, ...body }: ChangePlanBody & { id: number }) =>
    adminWorkspaceSchema.parse(await apiRequest('PUT', `/api/admin/workspaces/${id}/plan`, body)),
  );
}
