import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import { SettingsSection } from '@/components/settings-section';
import { AuditEventList } from '@/components/audit-log/audit-event-list';
import { AuditLogFilters, NO_AUDIT_FILTER, type AuditLogFilterValues } from '@/components/audit-log/audit-log-filters';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { useAuditLog } from '../api/audit-log';

/**
 * Settings → Audit log (issue 18): the workspace's sign-ins, failed sign-ins, key and account
 * events and the administrator's actions, for its owner: the settings page shows it only with the
 * viewAuditLog permission. Should the role change meanwhile, the server's 403 leaves it out too
 * rather than showing an error.
 */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditLogFilterValues>(NO_AUDIT_FILTER);
  const log = useAuditLog(filters);
  if (log.error instanceof ApiError && log.error.status === 403) return null;
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = filters.action !== '' || filters.from !== '' || filters.to !== '';

  return (
    <SettingsSection
      id="audit-log"
      icon={ScrollText}
      title="Audit log"
      description="Sign-ins, failed sign-ins, API keys, exports, deletions and the administrator’s actions in this workspace, kept for 400 days."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <AuditLogFilters value={filters} onChange={setFilters} />
      {log.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading the audit log">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : log.isError ? (
        <ErrorState title="The audit log could not be loaded." description="Check your connection and try again." onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : events.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {filtered ? 'No entries match these filters.' : 'Nothing recorded yet.'}
        </p>
      ) : (
        <>
          <AuditEventList events={events} label="Audit log entries" />
          {log.hasNextPage ? (
            <Button type="button" variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
            </Button>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
