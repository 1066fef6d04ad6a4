import { useId, useState } from 'react';
import { AuditEventList } from '@/components/audit-log/audit-event-list';
import { AuditLogFilters, NO_AUDIT_FILTER } from '@/components/audit-log/audit-log-filters';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminAuditLog, type AdminAuditFilter } from '../api/admin-api';
import { ListStates } from './list-states';

/** Keeps what an id field may hold to digits, so the request is never refused for a typo. */
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 10);

/** The whole audit log: every workspace's entries and the administrator's, filterable by account, workspace and action. */
export function AdminAuditPanel() {
  const [filters, setFilters] = useState<AdminAuditFilter>({ ...NO_AUDIT_FILTER, accountId: '', workspaceId: '' });
  const log = useAdminAuditLog(useDebouncedValue(filters, 300));
  const id = useId();
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-account`}>Account id</Label>
          <Input id={`${id}-account`} inputMode="numeric" value={filters.accountId} onChange={(event) => setFilters({ ...filters, accountId: digitsOnly(event.target.value) })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-workspace`}>Workspace id</Label>
          <Input id={`${id}-workspace`} inputMode="numeric" value={filters.workspaceId} onChange={(event) => setFilters({ ...filters, workspaceId: digitsOnly(event.target.value) })} />
        </div>
      </div>
      <AuditLogFilters value={filters} onChange={(common) => setFilters({ ...filters, ...common })} />
      <ListStates query={log} what="audit log" count={events.length} empty="No entries match these filters.">
        <AuditEventList events={events} showWorkspace label="Audit log entries" />
      </ListStates>
    </div>
  );
}
