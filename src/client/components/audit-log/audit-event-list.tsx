import { auditActionLabels } from '@shared/audit-actions';
import type { AuditEventView } from '@shared/contract/audit-log';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

/** A detail as words: "reason: Sent spam", booleans as yes/no. */
function describeDetails(details: AuditEventView['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${value === true ? 'yes' : value === false ? 'no' : String(value)}`)
    .join(' · ');
}

const isWarning = (event: AuditEventView) => event.action === 'sign-in-failed' || event.action === 'admin-account-suspended';

/**
 * Audit entries, newest first, as a table on wide screens that scrolls sideways on a phone
 * (Settings → Audit log and the console). `showWorkspace` adds the workspace column the console needs.
 */
export function AuditEventList({ events, showWorkspace = false, label }: { events: AuditEventView[]; showWorkspace?: boolean; label: string }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">When</th>
            <th scope="col" className="px-3 py-2 font-medium">What</th>
            <th scope="col" className="px-3 py-2 font-medium">Who</th>
            <th scope="col" className="px-3 py-2 font-medium">Details</th>
            {showWorkspace ? <th scope="col" className="px-3 py-2 font-medium">Workspace</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                {isWarning(event) ? (
                  <Badge variant="outline" className="border-destructive/40 text-destructive">{auditActionLabels[event.action]}</Badge>
                ) : (
                  <span className="font-medium">{auditActionLabels[event.action]}</span>
                )}
              </td>
              <td className="px-3 py-2 break-all">
                {event.actorEmail ?? <span className="text-muted-foreground">Unknown</span>}
                {event.ipAddress ? <span className="block text-xs text-muted-foreground">from {event.ipAddress}</span> : null}
              </td>
              <td className="px-3 py-2 text-muted-foreground wrap-anywhere">
                {[event.target, describeDetails(event.details)].filter(Boolean).join(' · ') || '—'}
              </td>
              {showWorkspace ? <td className="px-3 py-2 text-muted-foreground">{event.workspaceId ?? '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
